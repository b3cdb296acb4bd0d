"""A player entered with a club, when the registry knows them by name without one: the same
person, entered and given that club, never a second Rossi Mario beside the first; a namesake
of another club stays another person; two namesakes alike are not chosen between. The same
outcome however the player is named: the quick-add line and `torneo entry add --club`, an
entries file, an entry's players edited. Both databases."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.builders.registry_rows import older_twin
from tournament_app.services import (
    BurracoSettings,
    Game,
    Player,
    PlayerSpec,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.imports.lists import import_entries

PARTNER = ("Bianchi", "Anna")


def _tournament(services: Services) -> TournamentId:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id


def _quick_add(services: Services, tid: TournamentId, _: Path, club: str) -> int:
    """The Registration page's quick add and `torneo entry add --club`: entries.add."""
    players = [PlayerSpec("Rossi", "Mario", club=club), PlayerSpec(*PARTNER, club=club)]
    return services.entries.add(tid, players).number


def _import(services: Services, tid: TournamentId, folder: Path, club: str) -> int:
    """An entries file whose Circolo column is the pair's."""
    path = folder / "coppie.csv"
    path.write_text(
        f"Cognome 1;Nome 1;Cognome 2;Nome 2;Circolo\nRossi;Mario;{';'.join(PARTNER)};{club}\n",
        encoding="utf-8",
    )
    report = import_entries(services, tid, path)
    assert report.added == 1, report.preview.errors
    return services.entries.list(tid)[-1].number


def _edit(services: Services, tid: TournamentId, _: Path, club: str) -> int:
    """An entry's players changed (Edit entry, `torneo entry edit --players --club`)."""
    entry = services.entries.add(tid, [PlayerSpec("Gallo", "Pia"), PlayerSpec("Neri", "Ugo")])
    players = [PlayerSpec("Rossi", "Mario", club=club), PlayerSpec(*PARTNER, club=club)]
    return services.entries.edit(tid, entry.number, players=players).number


Enter = Callable[[Services, TournamentId, Path, str], int]
PATHS = pytest.mark.parametrize(
    "enter", [_quick_add, _import, _edit], ids=["quick_add", "import", "edit"]
)


def _rossi_mario(services: Services) -> list[tuple[int, str | None]]:
    """Every Rossi Mario of the registry: (id, club), by id."""
    found = services.registry.search("Rossi Mario", limit=50)
    return sorted((p.id, p.club) for p in found if (p.surname, p.name) == ("Rossi", "Mario"))


def _registered(services: Services, database_url: str, clubs: list[str | None]) -> list[int]:
    """A Rossi Mario of each club (None: without one), by id; a club named twice, two alike
    as an older registry may hold them (`older_twin`), which registry add and edit refuse as
    nothing tells them apart."""
    first: dict[str | None, Player] = {}
    known = []
    for club in clubs:
        if club in first:
            known.append(older_twin(database_url, first[club]))
        else:
            first[club] = services.registry.add("Rossi", "Mario", club=club)
            known.append(first[club].id)
    return known


def _entered_rossi(services: Services, tid: TournamentId, number: int) -> Player:
    return next(p for p in services.entries.get(tid, number).players if p.surname == "Rossi")


# (the registry's Rossi Mario clubs before, the club the line gives, which of them is entered
# (its position; None: a new player), the registry's Rossi Mario clubs after, by id)
CASES = [
    # Registered earlier without a club: the same person, the club recorded.
    ([None], "Circolo Aurora", 0, ["Circolo Aurora"]),
    # The club typed otherwise than the registry writes it: one club, one person.
    ([None], "circolo  AURORA", 0, ["Circolo Aurora"]),
    # A namesake of another club is another person: the one without a club is this one.
    (["Circolo Stella", None], "Circolo Aurora", 1, ["Circolo Stella", "Circolo Aurora"]),
]
# As before: a namesake of the line's club is the one, before one without a club; two
# without a club are not chosen between (a new one is made, as with no club typed).
KEPT = [
    ([None, "Circolo Aurora"], "circolo aurora", 1, [None, "Circolo Aurora"]),
    ([None, None], "Circolo Aurora", None, [None, None, "Circolo Aurora"]),
]


@PATHS
@pytest.mark.parametrize(("before", "club", "entered", "after"), CASES + KEPT)
def test_the_registry_keeps_one_rossi_mario_for_each_person(
    services: Services,
    database_url: str,
    tmp_path: Path,
    enter: Enter,
    before: list[str | None],
    club: str,
    entered: int | None,
    after: list[str | None],
) -> None:
    """The one the line means is entered, their club recorded when they had none (the
    entry's club column shows it); a namesake of another club is left as it was. The
    registry writes a club as it first had it ("Circolo Aurora", another player's, however
    the line types it). Two Rossi Mario without a club: either could be the one of Circolo
    Aurora, so neither is given the club nor entered for the other: a third, of Circolo
    Aurora, is entered, as when no club is typed, and the director tells them apart in the
    registry."""
    services.registry.add("Verdi", "Lia", club="Circolo Aurora")
    known = _registered(services, database_url, before)
    tid = _tournament(services)

    number = enter(services, tid, tmp_path, club)

    made = _entered_rossi(services, tid, number).id
    if entered is None:
        assert made not in known
        known.append(made)
    else:
        assert made == known[entered]
    assert _rossi_mario(services) == list(zip(known, after, strict=True))
    assert services.entries.get(tid, number).club == "Circolo Aurora"
    assert len([c for c in services.registry.clubs() if c.name.lower() == "circolo aurora"]) == 1


def test_the_card_holder_without_a_club_is_given_the_club(services: Services) -> None:
    """The tessera names the player; the club typed with it is recorded when they had none,
    and a holder's own club is never replaced by another typed."""
    rossi = services.registry.add("Rossi", "Mario", tessera="FI-100").id
    verdi = services.registry.add("Verdi", "Lia", tessera="FI-200", club="Circolo Stella").id
    tid = _tournament(services)
    entry = services.entries.add(
        tid,
        [
            PlayerSpec("Rossi", "Mario", tessera="FI-100", club="Circolo Aurora"),
            PlayerSpec("Verdi", "Lia", tessera="FI-200", club="Circolo Aurora"),
        ],
    )
    assert [p.id for p in entry.players] == [rossi, verdi]
    assert [p.club for p in entry.players] == ["Circolo Aurora", "Circolo Stella"]
    assert [p.club for p in services.registry.search("FI-100")] == ["Circolo Aurora"]


def test_undo_takes_the_club_back_and_leaves_one_person(services: Services) -> None:
    """The club recorded by an entry is part of that change: undoing the entry leaves the
    registry as it was, Rossi Mario without a club, once."""
    known = services.registry.add("Rossi", "Mario").id
    tid = _tournament(services)
    _quick_add(services, tid, Path(), "Circolo Aurora")
    assert _rossi_mario(services) == [(known, "Circolo Aurora")]

    services.audit.undo_last(tid)

    assert services.entries.list(tid) == ()
    assert _rossi_mario(services) == [(known, None)]


def test_a_second_tournament_finds_the_club_recorded(services: Services) -> None:
    """Entered once with the club, Rossi Mario is that club's: next time the same line finds
    him, and a line without a club too."""
    known = services.registry.add("Rossi", "Mario").id
    for club in ("Circolo Aurora", "CIRCOLO AURORA", None):
        tid = _tournament(services)
        players = [PlayerSpec("Rossi", "Mario", club=club), PlayerSpec(*PARTNER)]
        assert services.entries.add(tid, players).players[0].id == known
    assert _rossi_mario(services) == [(known, "Circolo Aurora")]
