"""With nothing chosen, the printed prize list (`torneo print --prizes`) and the workbook's
prize list sheet (`torneo export --xlsx`) are the same list: per category when the tournament
has more than one category, else per group when it has more than one group, else overall;
three places. What the director chooses (--per, --places) still wins. Expected winners are
worked out from the FIBUR table (test_cli_prizes_not_cumulative.py), never read from the
code."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.builders.prize_lists import printed_prizes, sheet_prizes
from tests.builders.snapshots import started
from tests.cli.cli_helpers import Torneo
from tests.cli.test_cli_prizes_not_cumulative import (
    CATEGORY,
    SCORES,
    _evening_snapshot,
    _expected,
    _ranking,
)
from tests.databases import Snapshot
from tests.exports.pdf_reading import pdf_text

SECTIONS = ("Overall", "Cat. A", "Cat. B", "Group 1", "Group 2")
STATES = {"evening": _evening_snapshot()}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def evening(start: tuple[str, Any]) -> int:
    """One Mitchell round of eight pairs in categories A and B, every table entered."""
    return start[1]


def _as_printed(expected: list[tuple[str, int, int]], word: str) -> list[tuple[str, int, int]]:
    return [(f"{word} {section}" if section else "Overall", p, e) for section, p, e in expected]


def test_with_categories_both_lists_are_per_category(
    capsys, database_url: str, evening: int, tmp_path: Path
) -> None:
    """The overall three, then each category's three not already awarded (premi non
    cumulabili), the rule stated: on paper and in the workbook alike."""
    torneo = Torneo(database_url, capsys)
    printed, workbook = tmp_path / "premi.pdf", tmp_path / "serata.xlsx"
    torneo.ok("print", "-t", evening, "--prizes", printed)
    torneo.ok("export", "-t", evening, "--xlsx", workbook)
    expected = _as_printed(_expected(3, cumulative=False), "Cat.")
    assert printed_prizes(printed, SECTIONS) == expected
    assert sheet_prizes(workbook) == expected
    assert "Prizes do not add up" in pdf_text(printed)


def test_a_choice_given_still_wins(capsys, database_url: str, evening: int, tmp_path: Path) -> None:
    """--per overall prints the overall places only (no rule to state); --places 2 alone
    keeps the per-category list, two places each."""
    torneo = Torneo(database_url, capsys)
    overall, two = tmp_path / "assoluta.pdf", tmp_path / "due.pdf"
    torneo.ok("print", "-t", evening, "--prizes", overall, "--per", "overall")
    assert printed_prizes(overall, SECTIONS) == [
        ("Overall", place, entry) for place, entry in enumerate(_ranking()[:3], start=1)
    ]
    assert "add up" not in pdf_text(overall)
    torneo.ok("print", "-t", evening, "--prizes", two, "--places", 2)
    assert printed_prizes(two, SECTIONS) == _as_printed(_expected(2, cumulative=False), "Cat.")


def test_with_groups_and_no_categories_both_lists_are_per_group(
    capsys, database_url: str, tmp_path: Path
) -> None:
    """The same evening with groups 1 and 2 where the categories were (A → 1, B → 2)."""
    torneo = Torneo(database_url, capsys)
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Serata a gironi",
        "--schedule", "mitchell:1", "--first-round", "registration",
    )["id"]  # fmt: skip
    for number in range(1, 9):
        group = "1" if CATEGORY[number] == "A" else "2"
        torneo.ok(
            "entry", "add", "-t", tid, f"Rossi{number} Anna", f"Bianchi{number} Carlo",
            "--group", group,
        )  # fmt: skip
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    for table, (ns_mp, ew_mp) in SCORES.items():
        torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", table, "--mp", ns_mp, ew_mp)
    printed, workbook = tmp_path / "premi.pdf", tmp_path / "serata.xlsx"
    torneo.ok("print", "-t", tid, "--prizes", printed)
    torneo.ok("export", "-t", tid, "--xlsx", workbook)
    by_group = [
        (section and ("1" if section == "A" else "2"), place, entry)
        for section, place, entry in _expected(3, cumulative=False)
    ]
    expected = _as_printed(by_group, "Group")
    assert printed_prizes(printed, SECTIONS) == expected
    assert sheet_prizes(workbook) == expected
