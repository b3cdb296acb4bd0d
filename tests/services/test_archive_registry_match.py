"""A tournament file's players met in the registry as entering them would meet them: a
player with a club (or a tessera) in the file is the same person registered here without
one, not a second; what the file adds is recorded and the import's undo takes it back. Two
players of the file stay two people here, and a tessera held here under another name
refuses the file, naming the player, with nothing written."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from tests.builders.archive_files import blank_sqlite
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.services.archive.tournament_file import (
    ArchiveError,
    export_tournament_file,
    import_tournament_file,
)

Person = tuple[str, str, str | None, str | None]
"""Surname, name, club, tessera."""
Exporting = Callable[[Sequence[Sequence[PlayerSpec]]], Path]


@pytest.fixture
def exported(_sqlite_template: Path, tmp_path: Path) -> Exporting:
    """`exported(pairs)`: the file of a tournament of another club's database with `pairs`."""

    def export(pairs: Sequence[Sequence[PlayerSpec]]) -> Path:
        source = open_services(blank_sqlite(_sqlite_template, tmp_path)("club.sqlite3"))
        try:
            draft = TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
            tid = source.tournaments.create(draft).id
            for pair in pairs:
                source.entries.add(tid, list(pair))
            return export_tournament_file(source, tid, tmp_path / "serata")
        finally:
            source.close()

    return export


def _registry(services: Services) -> list[Person]:
    people = [(p.surname, p.name, p.club, p.tessera) for p in services.registry.search("")]
    return sorted(people, key=lambda person: tuple(part or "" for part in person))


PARTNER = PlayerSpec("Neri", "Ugo", club="Aurora")

# Rossi Mario as registered here, as the file has him, and as the registry has him after.
SAME_PERSON = {
    "a club here he has not": (
        ("Rossi", "Mario", None, None),
        PlayerSpec("Rossi", "Mario", club="Aurora"),
        ("Rossi", "Mario", "Aurora", None),
    ),
    "a club and a card here he has not": (
        ("Rossi", "Mario", None, None),
        PlayerSpec("ROSSI", "mario", club="Aurora", tessera="T5"),
        ("Rossi", "Mario", "Aurora", "T5"),
    ),
    "a card without its leading zeros": (
        ("Rossi", "Mario", "Aurora", "0456"),
        PlayerSpec("Rossi", "Mario", club="Aurora", tessera="456"),
        ("Rossi", "Mario", "Aurora", "0456"),
    ),
}


@pytest.mark.parametrize(("here", "in_file", "after"), SAME_PERSON.values(), ids=SAME_PERSON.keys())
def test_a_player_of_the_file_is_the_one_registered_here(
    services: Services,
    exported: Exporting,
    here: Person,
    in_file: PlayerSpec,
    after: Person,
) -> None:
    surname, name, club, tessera = here
    rossi = services.registry.add(surname, name, club=club, tessera=tessera)
    imported = import_tournament_file(services, exported([[in_file, PARTNER]]))
    assert (imported.players_added, imported.players_matched) == (1, 1)
    (entry,) = services.entries.list(imported.tournament_id)
    assert entry.players[0].id == rossi.id
    assert _registry(services) == [("Neri", "Ugo", "Aurora", None), after]
    services.audit.undo_last()
    assert _registry(services) == [here], "undone, he is registered as he was"


def test_two_players_of_the_file_stay_two_people(services: Services, exported: Exporting) -> None:
    """Two Rossi Mario in the file (of Aurora, of Tivoli), one here without a club: the
    first is him (his club recorded), the second is not made the same person, who would
    then play in two entries: he is added."""
    rossi = services.registry.add("Rossi", "Mario")
    pairs = [
        [PlayerSpec("Rossi", "Mario", club="Aurora"), PARTNER],
        [PlayerSpec("Rossi", "Mario", club="Tivoli"), PlayerSpec("Blu", "Ada")],
    ]
    imported = import_tournament_file(services, exported(pairs))
    first, second = services.entries.list(imported.tournament_id)
    assert first.players[0].id == rossi.id
    assert second.players[0].id != rossi.id
    assert sorted(p.club or "" for p in services.registry.search("rossi")) == ["Aurora", "Tivoli"]


def test_a_card_held_here_under_another_name_refuses_the_file(
    services: Services, exported: Exporting
) -> None:
    """T5 is Verdi Luca's here, Rossi Mario's in the file: entering Verdi in his place would
    put another name on the imported lists. Refused, naming the file, the card and both
    names; nothing written."""
    services.registry.add("Verdi", "Luca", tessera="T5")
    path = exported([[PlayerSpec("Rossi", "Mario", tessera="T5"), PARTNER]])
    with pytest.raises(ArchiveError) as refused:
        import_tournament_file(services, path)
    for language in ("it", "en"):
        said = refused.value.sentence(language)
        assert all(part in said for part in (path.name, "T5", "Verdi Luca", "Rossi Mario")), said
    # The file is sound: the two registries disagree, which no new export would cure.
    assert "damaged" not in refused.value.sentence("en")
    assert services.tournaments.list() == ()
    assert _registry(services) == [("Verdi", "Luca", None, "T5")]
