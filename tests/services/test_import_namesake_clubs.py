"""Two namesakes on two lines of a list: of two clubs (or with two cards) they are two
people, as the registry holds them (a Verdi Luca of Aurora and one of Tivoli), and both lines
import; of one club, or neither line saying which, they are one player named twice, and both
lines are listed, each naming the other."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import BurracoSettings, Game, Services, TournamentDraft
from tournament_app.services.imports.lists import (
    ImportProblem,
    describe_problem,
    import_entries,
    import_registry,
    preview_file,
)

# The club's member list as the audit wrote it: two Verdi Luca, of Aurora and of Tivoli.
SOCI = (
    "Cognome;Nome;Tessera;Circolo;Categoria\n"
    "Rossi;Mario;0012345;Aurora;B\n"
    "Verdi;Luca;;Aurora;\n"
    "Verdi;Luca;;Tivoli;\n"
    "Nuovo;Ugo;77;;\n"
)


def _file(folder: Path, text: str) -> Path:
    path = folder / "soci.csv"
    path.write_text(text, encoding="utf-8")
    return path


def _registry(services: Services) -> list[tuple[str, str, str | None, str | None]]:
    return sorted(
        (p.surname, p.name, p.tessera, p.club) for p in services.registry.search("", limit=50)
    )


def test_namesakes_of_two_clubs_are_two_people_in_the_registry(
    services: Services, tmp_path: Path
) -> None:
    """Every line of the member list is ready, and the registry holds four people, the two
    Verdi Luca each with their club."""
    path = _file(tmp_path, SOCI)
    preview = preview_file(path)
    assert preview.errors == ()
    assert [row.line for row in preview.rows] == [2, 3, 4, 5]
    assert import_registry(services, path).added == 4
    assert _registry(services) == [
        ("Nuovo", "Ugo", "77", None),
        ("Rossi", "Mario", "0012345", "Aurora"),
        ("Verdi", "Luca", None, "Aurora"),
        ("Verdi", "Luca", None, "Tivoli"),
    ]


def test_namesakes_of_two_clubs_enter_as_two_players(services: Services, tmp_path: Path) -> None:
    """Into an individual tournament: four entries, the two Verdi Luca two players."""
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings(individual=True))
    ).id
    assert import_entries(services, tid, _file(tmp_path, SOCI)).added == 4
    entered = [
        (p.surname, p.name, p.club) for entry in services.entries.list(tid) for p in entry.players
    ]
    assert entered == [
        ("Rossi", "Mario", "Aurora"),
        ("Verdi", "Luca", "Aurora"),
        ("Verdi", "Luca", "Tivoli"),
        ("Nuovo", "Ugo", None),
    ]
    verdi = {
        p.id for entry in services.entries.list(tid) for p in entry.players if p.surname == "Verdi"
    }
    assert len(verdi) == 2


@pytest.mark.parametrize(
    ("second", "third"),
    [
        # The same club, however it is written.
        ("Verdi;Luca;;Aurora", "VERDI;luca;;aurora"),
        # Neither gives a club.
        ("Verdi;Luca;;", "Verdi;Luca;;"),
        # One gives a club, the other none: it could be that person.
        ("Verdi;Luca;;Aurora", "Verdi;Luca;;"),
        # One card only: the line without could be its holder.
        ("Verdi;Luca;FB1;Aurora", "Verdi;Luca;;Aurora"),
    ],
)
def test_namesakes_nothing_tells_apart_are_one_player_named_twice(
    tmp_path: Path, second: str, third: str
) -> None:
    """Lines 2 and 3 are listed, each naming the other; line 4 is ready."""
    path = _file(tmp_path, f"Cognome;Nome;Tessera;Circolo\n{second}\n{third}\nNuovo;Ugo;77;\n")
    preview = preview_file(path, players_per_entry=1)
    assert [row.line for row in preview.rows] == [4]
    assert [(e.line, e.code, e.other) for e in preview.errors] == [
        (2, ImportProblem.PLAYER_REPEATED, 3),
        (3, ImportProblem.PLAYER_REPEATED, 2),
    ]
    assert "riga 3" in describe_problem(preview.errors[0], "it")


def test_namesakes_of_two_clubs_may_play_together(tmp_path: Path) -> None:
    """A pair of two Verdi Luca, each with his own club column: two people, one ready line."""
    path = tmp_path / "coppie.csv"
    path.write_text(
        "Cognome 1;Nome 1;Circolo 1;Cognome 2;Nome 2;Circolo 2\n"
        "Verdi;Luca;Aurora;Verdi;Luca;Tivoli\n",
        encoding="utf-8",
    )
    preview = preview_file(path, players_per_entry=2)
    assert preview.errors == ()
    (row,) = preview.rows
    assert [(p.listed, p.club) for p in row.players] == [
        ("Verdi, Luca", "Aurora"),
        ("Verdi, Luca", "Tivoli"),
    ]
