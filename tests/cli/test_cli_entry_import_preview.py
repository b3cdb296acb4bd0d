"""`torneo entry import --preview`: the rows that would be entered, as a table and in the
JSON, and the sheet read from a workbook of several; in Italian and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.workbooks import LAST_WEEK, NOTES, workbook
from tests.cli.cli_helpers import Torneo

HEADINGS = ["Cognome 1", "Nome 1", "Tessera 1", "Cognome 2", "Nome 2", "Tessera 2"]
TONIGHT = [
    [*HEADINGS, "Circolo", "Categoria", "Girone"],
    ["Rossi", "Mario", "FB100", "Bianchi", "Anna", "FB200", "Circolo Roma", "A", "1"],
    ["Verdi", "Luca", "", "Neri", "Sara", "", "", "", "2"],
]


def _tournament(torneo: Torneo) -> int:
    return int(torneo.ok("tournament", "create", "--game", "burraco", "--name", "S")["id"])


def test_the_preview_lists_the_rows_in_the_json(database_url, capsys, tmp_path: Path) -> None:
    torneo = Torneo(database_url, capsys)
    tid = _tournament(torneo)
    path = workbook(tmp_path / "coppie.xlsx", {"Serata 1": LAST_WEEK, "Serata 2": TONIGHT}, 1)
    said = torneo.ok("entry", "import", "-t", tid, path, "--preview")
    assert said["rows"] == 2 and said["added"] == 0
    assert said["sheet"] == "Serata 2"
    first, second = said["entries"]
    assert first["line"] == 2 and second["line"] == 3
    assert first["names"] == "Rossi Mario - Bianchi Anna"
    assert [(p["surname"], p["name"], p["tessera"]) for p in first["players"]] == [
        ("Rossi", "Mario", "FB100"),
        ("Bianchi", "Anna", "FB200"),
    ]
    assert (first["club"], first["category"], first["group"]) == ("Circolo Roma", "A", "1")
    assert (second["names"], second["group"]) == ("Verdi Luca - Neri Sara", "2")
    assert torneo.ok("entry", "list", "-t", tid) == []


def test_a_csv_names_no_sheet(database_url, capsys, tmp_path: Path) -> None:
    torneo = Torneo(database_url, capsys)
    path = tmp_path / "coppie.csv"
    path.write_text("Coppia\nRossi Mario - Bianchi Anna\n", encoding="utf-8")
    said = torneo.ok("entry", "import", "-t", _tournament(torneo), path, "--preview")
    assert said["sheet"] is None
    assert said["entries"][0]["names"] == "Rossi Mario - Bianchi Anna"
    shown = torneo.run("entry", "import", "-t", 1, path, "--preview").out
    assert "Sheet" not in shown


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "it",
            [
                "Foglio letto: «Serata 2»",
                "Riga  Giocatori                     Tessera        Circolo       Cat.  Girone",
                "   2  Rossi, Mario - Bianchi, Anna  FB100 - FB200  Circolo Roma  A     1",
                "   3  Verdi, Luca - Neri, Sara                                         2",
                "2 righe pronte da importare (anteprima: nulla è stato salvato).",
            ],
        ),
        (
            "en",
            [
                "Sheet read: “Serata 2”",
                "Line  Players                       Tessera        Club          Cat.  Group",
                "   2  Rossi, Mario - Bianchi, Anna  FB100 - FB200  Circolo Roma  A     1",
                "   3  Verdi, Luca - Neri, Sara                                         2",
                "2 rows ready to import (preview: nothing was saved).",
            ],
        ),
    ],
)
def test_the_preview_prints_the_sheet_and_a_table_of_the_rows(
    database_url, capsys, tmp_path: Path, language: str, expected: list[str]
) -> None:
    torneo = Torneo(database_url, capsys, language=language)
    tid = _tournament(torneo)
    path = workbook(tmp_path / "coppie.xlsx", {"Serata 1": LAST_WEEK, "Serata 2": TONIGHT}, 1)
    said = torneo.run("entry", "import", "-t", tid, path, "--preview")
    assert said.code == 0, said.err
    lines = [line.rstrip() for line in said.out.splitlines()]
    for line in expected:
        assert line in lines, said.out
    assert "Vecchi" not in said.out


def test_a_table_without_cards_or_groups_has_no_such_columns(
    database_url, capsys, tmp_path: Path
) -> None:
    torneo = Torneo(database_url, capsys)
    path = tmp_path / "coppie.csv"
    path.write_text("Coppia;Circolo\nRossi Mario - Bianchi Anna;Sole\n", encoding="utf-8")
    said = torneo.run("entry", "import", "-t", _tournament(torneo), path, "--preview")
    lines = [line.rstrip() for line in said.out.splitlines()]
    assert "Line  Players                       Club  Cat." in lines, said.out
    assert "   2  Rossi, Mario - Bianchi, Anna  Sole" in lines, said.out


@pytest.mark.parametrize(
    ("language", "sheets_said"),
    [("it", "Fogli esaminati: «Note», «Quote»."), ("en", "Sheets looked at: “Note”, “Quote”.")],
)
def test_a_workbook_without_headings_names_its_sheets(
    database_url, capsys, tmp_path: Path, language: str, sheets_said: str
) -> None:
    torneo = Torneo(database_url, capsys, language=language)
    tid = _tournament(torneo)
    path = workbook(tmp_path / "coppie.xlsx", {"Quote": NOTES, "Note": NOTES}, 1)
    refused = torneo.refused("entry", "import", "-t", tid, path, "--preview")
    assert refused["error"]["message"].endswith(sheets_said), refused
