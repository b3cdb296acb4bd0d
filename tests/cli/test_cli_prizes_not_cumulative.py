"""Prizes per category as clubs award them (premi non cumulabili): the overall places first,
then each category's from those not already awarded, unless the tournament says prizes add
up; the prize list says which rule applies, and "provisional" until the standings are final.
Expected winners are worked out here from the FIBUR table, never read from the code."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from tests.builders.snapshots import started
from tests.cli.cli_helpers import Torneo, expected_vp
from tests.databases import Snapshot, SnapshotBuilder

# One Mitchell round, tables in registration order: 1 v 2, 3 v 4, 5 v 6, 7 v 8.
SCORES = {1: (900, 200), 2: (700, 250), 3: (500, 300), 4: (450, 300)}
CATEGORY = {1: "A", 3: "A", 6: "A", 8: "A", 2: "B", 4: "B", 5: "B", 7: "B"}


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _ranking() -> list[int]:
    """Pairs best first by VP, then MP difference, from the FIBUR 3-hand table."""
    figures = {}
    for table, (ns_mp, ew_mp) in SCORES.items():
        ns, ew = 2 * table - 1, 2 * table
        ns_vp, ew_vp = expected_vp(ns_mp, ew_mp)
        figures[ns] = (ns_vp, ns_mp - ew_mp)
        figures[ew] = (ew_vp, ew_mp - ns_mp)
    return sorted(figures, key=lambda pair: figures[pair], reverse=True)


def _evening(torneo: Torneo, *extra: object, rounds: int = 1) -> int:
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "Serata a categorie",
        "--schedule",
        f"mitchell:{rounds}",
        "--first-round",
        "registration",
        *extra,
    )["id"]
    for number in range(1, 9):
        torneo.ok(
            "entry",
            "add",
            "-t",
            tid,
            f"Rossi{number} Anna",
            f"Bianchi{number} Carlo",
            "--category",
            CATEGORY[number],
        )
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    for table, (ns_mp, ew_mp) in SCORES.items():
        torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", table, "--mp", ns_mp, ew_mp)
    return tid


def _evening_snapshot(*extra: object, rounds: int = 1) -> SnapshotBuilder:
    """A snapshot builder of `_evening(torneo, *extra, rounds=rounds)`; its value the id."""

    def build(database_url: str) -> int:
        return _evening(Torneo(database_url, None), *extra, rounds=rounds)

    build.snapshot_key = f"{__name__}._evening{extra!r} rounds={rounds}"  # type: ignore[attr-defined]
    return build


# The evenings two tests each start from, built once per process and backend, and copied.
STATES = {
    "evening": _evening_snapshot(),
    "two_round_evening": _evening_snapshot(rounds=2),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def evening(start: tuple[str, Any]) -> int:
    """`_evening(torneo)`: one round of a one-round Mitchell, entered."""
    return start[1]


@pytest.fixture
def two_round_evening(start: tuple[str, Any]) -> int:
    """`_evening(torneo, rounds=2)`: round 1 of 2 entered."""
    return start[1]


def _expected(places: int, *, cumulative: bool) -> list[tuple[str, int, int]]:
    ranking = _ranking()
    awarded = ranking[:places]
    expected = [("", place, pair) for place, pair in enumerate(awarded, start=1)]
    for category in ("A", "B"):
        members = [p for p in ranking if CATEGORY[p] == category]
        if not cumulative:
            members = [p for p in members if p not in awarded]
        expected += [(category, place, p) for place, p in enumerate(members[:places], start=1)]
    return expected


def _pdf_text(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def test_category_prizes_do_not_add_up_by_default(torneo: Torneo, evening: int) -> None:
    """The overall 1st and 2nd are not also 1st and 2nd of their category: each category's
    prizes go to its best pairs not already awarded, after an overall block."""
    tid = evening
    prizes = torneo.ok("standings", "-t", tid, "--prizes", "category", "--places", 2)
    got = [(p["heading"], p["place"], p["entry"]) for p in prizes]
    assert got == _expected(2, cumulative=False)
    winners = [entry for _, _, entry in got]
    assert len(winners) == len(set(winners))  # nobody takes two prizes
    said = torneo.run("standings", "-t", tid, "--prizes", "category", "--places", 2)
    assert said.code == 0
    assert said.out.lstrip().startswith("Prizes do not add up")


def test_prizes_that_add_up_are_a_tournament_setting(torneo: Torneo) -> None:
    """--prizes cumulative at creation (or later through tournament edit): the overall
    winners also take their category's places, and the list says so."""
    tid = _evening(torneo, "--prizes", "cumulative")
    prizes = torneo.ok("standings", "-t", tid, "--prizes", "category", "--places", 2)
    assert [(p["heading"], p["place"], p["entry"]) for p in prizes] == _expected(2, cumulative=True)
    shown = torneo.run("tournament", "show", "-t", tid)
    assert re.search(r"^Prizes +add up$", shown.out, re.M)
    torneo.ok("tournament", "edit", "-t", tid, "--prizes", "not-cumulative")
    prizes = torneo.ok("standings", "-t", tid, "--prizes", "category", "--places", 2)
    assert [(p["heading"], p["place"], p["entry"]) for p in prizes] == _expected(
        2, cumulative=False
    )


def test_the_printed_prize_list_states_the_rule_and_is_provisional_until_the_end(
    torneo: Torneo, two_round_evening: int, tmp_path: Path
) -> None:
    """Round 1 of 2 entered: every page says "Provisional prize list", the rule is printed,
    the overall block comes first and no pair appears twice."""
    tid = two_round_evening
    target = tmp_path / "premi.pdf"
    torneo.ok("print", "-t", tid, "--prizes", target, "--per", "category", "--places", 2)
    pages = _pdf_text(target)
    assert all("Provisional prize list" in page for page in pages)
    whole = "\n".join(pages)
    assert "Prizes do not add up" in whole
    assert whole.index("Overall") < whole.index("Cat. A") < whole.index("Cat. B")
    for pair in {entry for _, _, entry in _expected(2, cumulative=False)}:
        assert whole.count(f"Rossi{pair} Anna") == 1


def test_the_final_prize_list_is_not_provisional(
    torneo: Torneo, evening: int, tmp_path: Path
) -> None:
    """The only round planned, complete: the prize list is the final one."""
    tid = evening
    target = tmp_path / "premi.pdf"
    torneo.ok("print", "-t", tid, "--prizes", target, "--per", "overall")
    text = "\n".join(_pdf_text(target))
    assert "Prize list" in text and "Provisional" not in text
    assert "add up" not in text  # the overall places only: no rule to state


def test_print_standings_after_a_round(
    torneo: Torneo, two_round_evening: int, tmp_path: Path
) -> None:
    """`print --standings --after-round 1` prints the standings after round 1 (all level at 0
    VP before round 2's results count), as `standings --after-round` shows them; a round
    not played is refused."""
    tid = two_round_evening
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 2)
    target = tmp_path / "dopo1.pdf"
    torneo.ok("print", "-t", tid, "--standings", target, "--after-round", 1)
    text = "\n".join(_pdf_text(target))
    assert "Standings after round 1 (provisional)" in text
    refused = torneo.refused(
        "print", "-t", tid, "--standings", tmp_path / "dopo5.pdf", "--after-round", 5
    )
    assert "5" in refused["error"]["message"]
    assert not (tmp_path / "dopo5.pdf").exists()
    usage = torneo.run("print", "-t", tid, "--prizes", tmp_path / "p.pdf", "--after-round", 1)
    assert usage.code != 0 and "--after-round" in usage.err
