"""Entry and registry lists (CSV and Excel) naming several players of an accented club, and
the same accented player typed two ways: the file imports whole, one club, one person."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from openpyxl import Workbook

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    Services,
    TournamentDraft,
)
from tournament_app.services.imports.lists import (
    ImportProblem,
    import_entries,
    import_registry,
    preview_cells,
)


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


def write(path: Path, rows: list[list[str]]) -> Path:
    """The rows as the director's file: CSV (UTF-8, semicolons) or an Excel workbook."""
    if path.suffix == ".csv":
        path.write_text("\n".join(";".join(row) for row in rows) + "\n", encoding="utf-8")
    else:
        workbook = Workbook()
        for row in rows:
            workbook.active.append(row)
        workbook.save(path)
    return path


# A club as its first line writes it, and how the other lines type it.
CLUBS = [
    ("FORLÌ", ["FORLÌ", "Forlì", nfd("FORLÌ")]),
    ("CANTÙ", ["cantù", nfd("Cantù"), "CANTÙ"]),
    ("CITTÀ DI CASTELLO", ["Città di Castello", "CITTÀ  DI CASTELLO", nfd("città di castello")]),
    ("ŁÓDŹ", ["łódź", nfd("Łódź"), "ŁÓDŹ"]),
    ("ÆRØ", ["ærø", "Ærø", "ÆRØ"]),
    ("Straße", ["STRASSE", "strasse", "Straße"]),
]
FORMATS = ["csv", "xlsx"]


@pytest.mark.parametrize("suffix", FORMATS)
@pytest.mark.parametrize(("club", "others"), CLUBS)
def test_an_entries_list_of_one_accented_club_imports_whole(
    services: Services, tmp_path: Path, suffix: str, club: str, others: list[str]
) -> None:
    """Four pairs, all eight players of one club typed four ways: four entries, one club
    (before, the second player of FORLÌ refused the whole file as a conflict)."""
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id
    rows = [["Cognome 1", "Nome 1", "Circolo 1", "Cognome 2", "Nome 2", "Circolo 2"]]
    for number, typed in enumerate([club, *others], start=1):
        rows.append([f"Rossi{number}", "Anna", typed, f"Neri{number}", "Ugo", typed])
    report = import_entries(services, tid, write(tmp_path / f"coppie.{suffix}", rows))
    assert report.preview.errors == ()
    assert report.added == 4
    assert [c.name for c in services.registry.clubs()] == [club]
    assert {p.club for e in services.entries.list(tid) for p in e.players} == {club}


@pytest.mark.parametrize("suffix", FORMATS)
@pytest.mark.parametrize(("club", "others"), CLUBS)
def test_a_registry_list_of_one_accented_club_imports_whole(
    services: Services, tmp_path: Path, suffix: str, club: str, others: list[str]
) -> None:
    """Four registry players of one club typed four ways: all added, one club."""
    rows = [["Cognome", "Nome", "Tessera", "Circolo"]]
    for number, typed in enumerate([club, *others], start=1):
        rows.append([f"Rossi{number}", "Anna", f"FO-{number}", typed])
    report = import_registry(services, write(tmp_path / f"soci.{suffix}", rows))
    assert report.preview.errors == ()
    assert report.added == 4
    assert [c.name for c in services.registry.clubs()] == [club]
    assert {p.club for p in services.registry.search("anna")} == {club}


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("CANTÙ", nfd("CANTÙ")),
        ("CANTÙ", nfd("cantù")),
        (nfd("NICOLÒ"), "Nicolò"),
        ("GUÐRÚN", nfd("guðrún")),
    ],
)
def test_one_accented_player_on_two_lines_is_listed(first: str, again: str) -> None:
    """The same player on two lines of a file, typed two ways: both lines are listed, each
    naming the other, as for any player named twice (the other line imports)."""
    cells = [
        ["Cognome", "Nome"],
        [first, "Pia"],
        [again, "PIA"],
        ["Verdi", "Ugo"],
    ]
    preview = preview_cells(cells, players_per_entry=1)
    assert [row.line for row in preview.rows] == [4]
    assert [(e.line, e.code, e.other) for e in preview.errors] == [
        (2, ImportProblem.PLAYER_REPEATED, 3),
        (3, ImportProblem.PLAYER_REPEATED, 2),
    ]


@pytest.mark.parametrize("suffix", FORMATS)
def test_a_player_entered_already_is_listed_however_the_file_types_her(
    services: Services, tmp_path: Path, suffix: str
) -> None:
    """Pia CANTÙ entered by hand, then a file naming her with a decomposed Ù in small letters:
    her line is listed as already entered, nothing is imported twice."""
    tid = services.tournaments.create(
        TournamentDraft(Game.SCALA40, "Pomeriggio", settings=Scala40Settings())
    ).id
    services.entries.add(tid, [PlayerSpec(surname="CANTÙ", name="Pia", club="FORLÌ")])
    rows = [["Cognome", "Nome", "Circolo"], [nfd("cantù"), "pia", "forlì"], ["Verdi", "Ugo", ""]]
    report = import_entries(services, tid, write(tmp_path / f"altri.{suffix}", rows))
    assert report.added == 0
    assert [(e.line, e.code) for e in report.preview.errors] == [
        (2, ImportProblem.PLAYER_ALREADY_ENTERED)
    ]
    assert len(services.registry.search("")) == 1
