"""A scala 40 head-to-head tournament (tables of 2) run on the command line: created with
--table-size 2 (placement points 2 and 0 by default), 10 players seated in 5 tables of 2 for
3 rounds, each table played with `hand enter`, the standings, and the round's seating list
and scoresheets printed and read back (pdftotext): two players a table, two columns a sheet."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo

CREATE = (
    "tournament", "create", "--game", "scala40", "--name", "Testa a testa",
    "--table-size", 2, "--format", "placement", "--rounds", 3,
)  # fmt: skip


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def _pdf_text(path: Path) -> str:
    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return done.stdout


def test_a_head_to_head_tournament_from_the_command_line(torneo: Torneo, tmp_path) -> None:
    tid = torneo.ok(*CREATE)["id"]
    assert torneo.ok("tournament", "show", "-t", tid)["settings"]["placement_points"] == [2, 0]
    for number in range(1, 11):
        torneo.ok("entry", "add", "-t", tid, f"Verdi{number:02} Luca")
    points = dict.fromkeys(range(1, 11), 0)
    for number in (1, 2, 3):
        seating = torneo.ok("round", "generate", "-t", tid, "--publish")
        tables = seating["tables"]
        assert [len(table["players"]) for table in tables] == [2] * 5
        for table in tables:
            winner, loser = table["players"]
            where = ("-t", tid, "-r", number, "--table", table["table"])
            torneo.ok("hand", "enter", *where, "--points", f"{winner}=0,{loser}=60")
            torneo.ok("hand", "enter", *where, "--points", f"{winner}=0,{loser}=50")
            assert torneo.ok("hand", "show", *where)["finished"] is True
            points[winner] += 2
    standings = torneo.ok("standings", "-t", tid)
    assert {row["entry"]: row["points"] for row in standings} == points
    assert standings[0]["points"] == max(points.values())

    seating_pdf, sheets_pdf = tmp_path / "seating.pdf", tmp_path / "sheets.pdf"
    torneo.ok("print", "-t", tid, "-r", 3, "--seating", seating_pdf, "--scoresheets", sheets_pdf)
    last = {t["table"]: t["players"] for t in torneo.ok("round", "show", "-t", tid)["tables"]}
    names = {row["entry"]: row["name"] for row in standings}
    seating_lines = _pdf_text(seating_pdf).splitlines()
    for table, players in last.items():
        # One line per table: its number, then its two players, no third seat.
        line = next(text for text in seating_lines if f"{players[0]} · " in text)
        assert line.split()[0] == str(table)
        assert [f"{p} · {names[p]}" in line for p in players] == [True, True]
    assert "Seat 3" not in "\n".join(seating_lines)
    sheets = _pdf_text(sheets_pdf).split("\f")
    assert sum("Scoresheet · Round 3 · Table" in page for page in sheets) == 5
    first = next(page for page in sheets if "Table 1" in page)
    heading = next(text for text in first.splitlines() if names[last[1][0]] in text)
    assert names[last[1][1]] in heading  # both players head one line of columns
    seats = next(text for text in first.splitlines() if "Seat 1 · no." in text)
    assert "Seat 2 · no." in seats and "Seat 3" not in seats  # over them, two seats only
