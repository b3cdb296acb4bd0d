"""A category typed "b" for one pair and "B" for others is one category on the command line
and in the workbook: one ranking, one prize set, one sheet; and a category's sheet has a
penalty column only when someone in it has a penalty."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.cli.cli_helpers import Torneo
from tournament_app.exports.labels import text


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database."""
    return Torneo(database_url, capsys)


def _four_pairs(torneo: Torneo) -> int:
    """Four pairs of categories B, B, b, A; round 1 played, NS winning 900-400 at each table."""
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Prova", "--schedule", "mitchell:1"
    )["id"]
    for number, category in ((1, "B"), (2, "B"), (3, "b"), (4, "A")):
        torneo.ok(
            "entry",
            "add",
            "-t",
            tid,
            f"Uno{number} Anna",
            f"Due{number} Bruno",
            "--category",
            category,
        )
    shown = torneo.ok("round", "generate", "-t", tid, "--publish")
    for table in shown["tables"]:
        torneo.ok(
            "result", "enter", "-t", tid, "-r", 1, "--table", table["table"], "--mp", 900, 400
        )
    return tid


def test_standings_and_prizes_by_category_fold_case(torneo: Torneo) -> None:
    tid = _four_pairs(torneo)
    ranked = torneo.ok("standings", "-t", tid, "--by", "category")
    assert list(ranked) == ["A", "B"]
    assert sorted(row["entry"] for row in ranked["B"]) == [1, 2, 3]
    assert {row["category"] for row in ranked["B"]} == {"B"}
    prizes = torneo.ok("standings", "-t", tid, "--prizes", "category", "--places", 2)
    # Two overall places first; B (three pairs) always has one left for its own, and "b"
    # has none of its own. A's one pair may be among the overall winners.
    headings = [p["heading"] for p in prizes if p["heading"]]
    assert "B" in headings and set(headings) <= {"A", "B"}


def test_the_workbook_has_one_sheet_per_category_and_no_empty_penalty_column(
    torneo: Torneo, tmp_path: Path
) -> None:
    tid = _four_pairs(torneo)
    # A penalty of 50 MP for pair 4, the only one in A: B's sheet has nobody to show it for.
    torneo.ok("penalty", "add", "-t", tid, "--entry", 4, "--mp", 50, "--reason", "ritardo")
    workbook_path = tmp_path / "torneo.xlsx"
    torneo.ok("export", "-t", tid, "--xlsx", workbook_path)
    workbook = load_workbook(workbook_path)
    scoped = [name for name in workbook.sheetnames if name.startswith("Cat.")]
    assert scoped == ["Cat. A", "Cat. B"]
    headings = {
        name: [c for c in next(workbook[name].iter_rows(min_row=2, values_only=True)) if c]
        for name in ("Cat. A", "Cat. B", workbook.sheetnames[0])
    }
    penalty = {text("it", "penalty_mp_column"), text("en", "penalty_mp_column")}
    assert penalty & set(headings[workbook.sheetnames[0]])
    assert penalty & set(headings["Cat. A"])
    assert not penalty & set(headings["Cat. B"])
    rows = list(workbook["Cat. B"].iter_rows(min_row=3, values_only=True))
    assert len(rows) == 3
