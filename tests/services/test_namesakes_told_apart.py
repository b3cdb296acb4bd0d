"""Namesakes told apart where nothing else can: a person plays in one entry of a tournament, so
a namesake already entered there who would be given the club or tessera a line types is
another person; a name typed alone, with no club, is the namesake without a club when there
are several, never a new identical row each evening; and the registry refuses a second player
nothing tells from the first (the same name, the same club or none, no tessera on either),
added or made by an edit. Both databases."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.registry_rows import older_twin
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PlayerId,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.messages import describe


def _tournament(services: Services) -> TournamentId:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id


def _rows(services: Services, surname: str, name: str) -> list[tuple[int, str | None, str | None]]:
    """The registry's players of that name: (id, club, tessera), by id."""
    found = services.registry.search(f"{surname} {name}")
    return sorted(
        (int(p.id), p.club, p.tessera)
        for p in found
        if (p.surname.lower(), p.name.lower()) == (surname.lower(), name.lower())
    )


def _add_with_club(services: Services, tid: TournamentId, folder: Path) -> int:
    """`torneo entry add --club Tivoli` and the Registration page's quick add."""
    players = [
        PlayerSpec("Rossi", "Anna", club="Tivoli"),
        PlayerSpec("Bruno", "Ada", club="Tivoli"),
    ]
    return services.entries.add(tid, players).players[0].id


PATHS = pytest.mark.parametrize("enter", [_add_with_club], ids=["add"])


@PATHS
def test_a_clubbed_namesake_of_a_player_entered_here_is_another_person(
    services: Services, tmp_path: Path, enter
) -> None:
    """Rossi Anna (no club) is in entry 1; "Rossi Anna, Tivoli" typed for another pair of the
    same evening cannot be her (she cannot play twice): a second Rossi Anna, of Tivoli, is
    entered, and the first keeps no club."""
    tid = _tournament(services)
    first = services.entries.add(tid, [PlayerSpec("Rossi", "Anna"), PlayerSpec("Zeta", "Pia")])
    anna = first.players[0].id

    other = enter(services, tid, tmp_path)

    assert other != anna
    assert _rows(services, "Rossi", "Anna") == [(anna, None, None), (other, "Tivoli", None)]
    assert len(services.entries.list(tid)) == 2


@PATHS
def test_in_another_tournament_the_clubbed_namesake_is_the_same_person(
    services: Services, tmp_path: Path, enter
) -> None:
    """Entered last week without a club, Rossi Anna typed with Tivoli tonight is her, her club
    recorded: she is entered in no entry of tonight's tournament."""
    last_week = _tournament(services)
    anna = (
        services.entries.add(last_week, [PlayerSpec("Rossi", "Anna"), PlayerSpec("Zeta", "Pia")])
        .players[0]
        .id
    )

    assert enter(services, _tournament(services), tmp_path) == anna
    assert _rows(services, "Rossi", "Anna") == [(anna, "Tivoli", None)]


def test_a_new_tessera_beside_a_namesake_entered_here_is_another_person(
    services: Services,
) -> None:
    """A tessera nobody holds, typed for a name already in entry 1 whose player has none, is
    a second person's card, not hers."""
    tid = _tournament(services)
    anna = (
        services.entries.add(tid, [PlayerSpec("Rossi", "Anna"), PlayerSpec("Zeta", "Pia")])
        .players[0]
        .id
    )
    entry = services.entries.add(
        tid, [PlayerSpec("Rossi", "Anna", tessera="FI-77"), PlayerSpec("Bruno", "Ada")]
    )
    other = entry.players[0].id
    assert other != anna
    assert _rows(services, "Rossi", "Anna") == [(anna, None, None), (other, None, "FI-77")]


def test_the_same_name_alone_in_one_tournament_is_still_refused(services: Services) -> None:
    """Typed with nothing she lacks, the name is entry 1's Rossi Anna: entered twice."""
    tid = _tournament(services)
    services.entries.add(tid, [PlayerSpec("Rossi", "Anna"), PlayerSpec("Zeta", "Pia")])
    with pytest.raises(ServiceError) as refused:
        services.entries.add(tid, [PlayerSpec("Rossi", "Anna"), PlayerSpec("Bruno", "Ada")])
    assert refused.value.params["detail"] == "player_already_entered"
    assert len(_rows(services, "Rossi", "Anna")) == 1


def test_a_name_typed_without_a_club_in_five_tournaments_is_one_player(
    services: Services,
) -> None:
    """Two Verdi Luca of two clubs are registered, and a third without a club; a Verdi Luca
    typed with no club is the one without, each of five evenings, never a new row."""
    aurora = services.registry.add("Verdi", "Luca", club="Circolo Aurora").id
    stella = services.registry.add("Verdi", "Luca", club="Circolo Stella").id
    third = services.registry.add("Verdi", "Luca").id
    entered = {
        services.entries.add(
            _tournament(services), [PlayerSpec("Verdi", "Luca"), PlayerSpec("Neri", "Sara")]
        )
        .players[0]
        .id
        for _ in range(5)
    }
    assert entered == {third}
    assert _rows(services, "Verdi", "Luca") == [
        (aurora, "Circolo Aurora", None),
        (stella, "Circolo Stella", None),
        (third, None, None),
    ]


@pytest.mark.parametrize(
    ("club", "typed", "named"),
    [("Tivoli", "TIVOLI", "Verdi Luca (Tivoli)"), (None, None, "Verdi Luca")],
    ids=["same club", "both without a club"],
)
def test_registry_add_refuses_a_namesake_nothing_tells_apart(
    services: Services, club: str | None, typed: str | None, named: str
) -> None:
    """Adding Verdi Luca again, of the same club (or neither with one) and no tessera, would
    make two players nobody could tell apart: refused, naming the one there and what to do,
    and nothing is added."""
    known = services.registry.add("Verdi", "Luca", club=club).id
    with pytest.raises(ServiceError) as refused:
        services.registry.add("verdi", "luca", club=typed)
    error = refused.value
    assert error.code is ErrorCode.STATE_REFUSED
    assert describe(error, "it") == (
        f"Nel registro c'è già {named}: se è la stessa persona, modifica quel giocatore; "
        "se è un'altra, aggiungila indicando la sua tessera, per distinguerle. "
        "Non è cambiato nulla."
    )
    assert describe(error, "en") == (
        f"The registry already holds {named}: if this is the same person, edit that player; "
        "if another, add them with their tessera, which tells the two apart. Nothing changed."
    )
    assert _rows(services, "Verdi", "Luca") == [(known, club, None)]


def test_registry_add_takes_a_namesake_told_apart(services: Services) -> None:
    """Another tessera, or another club, is another person: added."""
    known = services.registry.add("Verdi", "Luca", tessera="FI-1").id
    carded = services.registry.add("Verdi", "Luca", tessera="FI-2").id
    clubbed = services.registry.add("Verdi", "Luca", club="Tivoli").id
    assert _rows(services, "Verdi", "Luca") == [
        (known, None, "FI-1"),
        (carded, None, "FI-2"),
        (clubbed, "Tivoli", None),
    ]


def test_registry_add_many_refuses_two_identical_lines(services: Services) -> None:
    """Two identical lines in one go are refused the same way, and neither is added."""
    with pytest.raises(ServiceError) as refused:
        services.registry.add_many([PlayerSpec("Verdi", "Luca"), PlayerSpec("Verdi", "Luca")])
    assert refused.value.params["detail"] == "registry_namesake"
    assert refused.value.params["row"] == 2
    assert _rows(services, "Verdi", "Luca") == []


def test_registry_add_takes_a_namesake_when_the_one_registered_holds_a_card(
    services: Services,
) -> None:
    """A tessera on either tells two namesakes apart: Verdi Luca without a card is added
    beside the Verdi Luca holding FI-1, as FI-2 is beside him."""
    carded = services.registry.add("Verdi", "Luca", tessera="FI-1").id
    plain = services.registry.add("Verdi", "Luca").id
    assert _rows(services, "Verdi", "Luca") == [(carded, None, "FI-1"), (plain, None, None)]


# -- registry edit: the same rule as registry add --------------------------------------------

# The other Rossi Anna registered (club, tessera); the player edited as registered (surname,
# name, club, tessera); the edit; the other as the refusal names her.
MADE_TWINS = {
    "a name corrected into hers": (
        (None, None),
        ("Rossi", "Ana", None, None),
        {"name": "Anna"},
        "Rossi Anna",
    ),
    "her club given, typed otherwise": (
        ("Tivoli", None),
        ("ROSSI", "anna", None, None),
        {"club": "tivoli"},
        "Rossi Anna (Tivoli)",
    ),
    "the club telling them apart cleared": (
        (None, None),
        ("Rossi", "Anna", "Aurora", None),
        {"club": ""},
        "Rossi Anna",
    ),
    "the tessera telling them apart cleared": (
        (None, None),
        ("Rossi", "Anna", None, "FI-1"),
        {"tessera": ""},
        "Rossi Anna",
    ),
}


@pytest.mark.parametrize(
    ("other", "edited", "change", "named"), MADE_TWINS.values(), ids=MADE_TWINS.keys()
)
def test_registry_edit_refuses_making_a_namesake_nothing_tells_apart(
    services: Services,
    other: tuple[str | None, str | None],
    edited: tuple[str, str, str | None, str | None],
    change: dict[str, str],
    named: str,
) -> None:
    """Edited into the same name, the same club or none, and no tessera on either, the player
    would be the other Rossi Anna's twin: refused as registry add refuses it, naming her and
    what to do, and nothing is changed."""
    services.registry.add("Rossi", "Anna", club=other[0], tessera=other[1])
    surname, name, club, tessera = edited
    player = services.registry.add(surname, name, club=club, tessera=tessera)
    before = services.registry.search("Rossi")

    with pytest.raises(ServiceError) as refused:
        services.registry.edit(player.id, **change)

    error = refused.value
    assert (error.code, error.params["detail"]) == (ErrorCode.STATE_REFUSED, "registry_namesake")
    assert describe(error, "it").startswith(f"Nel registro c'è già {named}: se è la stessa")
    assert describe(error, "en").startswith(f"The registry already holds {named}: if this")
    assert services.registry.search("Rossi") == before


# The other Rossi Anna (club, tessera); the edit of Rossi Ana (no club, no tessera).
TOLD_APART = {
    "she holds a card": (("Tivoli", "FI-1"), {"name": "Anna", "club": "Tivoli"}),
    "the edit gives a card": ((None, None), {"name": "Anna", "tessera": "FI-2"}),
    "another club": (("Tivoli", None), {"name": "Anna", "club": "Aurora"}),
}


@pytest.mark.parametrize(("other", "change"), TOLD_APART.values(), ids=TOLD_APART.keys())
def test_registry_edit_takes_a_namesake_told_apart(
    services: Services, other: tuple[str | None, str | None], change: dict[str, str]
) -> None:
    """A tessera on either, or another club, tells the two apart: the edit is saved."""
    services.registry.add("Rossi", "Anna", club=other[0], tessera=other[1])
    ana = services.registry.add("Rossi", "Ana").id
    edited = services.registry.edit(ana, **change)
    assert (edited.name, edited.club, edited.tessera) == (
        "Anna",
        change.get("club"),
        change.get("tessera"),
    )
    assert len(_rows(services, "Rossi", "Anna")) == 2


def test_an_older_registrys_twin_is_still_corrected(services: Services, database_url) -> None:
    """Two Rossi Anna alike, as an older registry may hold them: the category of one is
    corrected (the edit leaves them as alike as they were), and giving her a tessera tells
    them apart."""
    first = services.registry.add("Rossi", "Anna")
    twin = older_twin(database_url, first)
    assert services.registry.edit(PlayerId(twin), category="B").category == "B"
    assert services.registry.edit(PlayerId(twin), tessera="FI-9").tessera == "FI-9"
