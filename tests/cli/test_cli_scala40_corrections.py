"""`hand correct` keeps the re-entries recorded after the hand; `hand remove` takes back only
the last thing entered (the time-out here), as the window does."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _table(torneo: Torneo, *extra: object) -> tuple[int, list[int]]:
    """A scala 40 tournament of four, round 1 published: (id, seats of table 1)."""
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Scala 40", *extra)["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    return tid, seating["tables"][0]["players"]


def test_hand_correct_keeps_the_reentry(torneo: Torneo) -> None:
    """d out on 101 in hand 1 and back in on 60 (the highest total in play); hand 1 retyped
    with c on 35: d is still in play, on 60, and the re-entry is still on the sheet."""
    tid, (a, b, c, d) = _table(torneo, "--reentries", 1)
    where = ("-t", tid, "-r", 1, "--table", 1)
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=60,{c}=30,{d}=101", "--closer", a)
    torneo.ok("hand", "reenter", *where, "--entry", d)
    sheet = torneo.ok(
        "hand",
        "correct",
        *where,
        "--index",
        1,
        "--points",
        f"{a}=0,{b}=60,{c}=35,{d}=101",
        "--closer",
        a,
    )
    assert sheet["eliminated"] == []
    assert sheet["totals"] == {str(a): 0, str(b): 60, str(c): 35, str(d): 60}
    assert sheet["hands"][0]["reentries"] == [d]


def test_hand_remove_after_time_out_keeps_the_hand(torneo: Torneo) -> None:
    """Time called by mistake after one hand: `hand remove` takes back the time-out only."""
    tid, (a, b, c, d) = _table(torneo)
    where = ("-t", tid, "-r", 1, "--table", 1)
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=20,{c}=30,{d}=40", "--closer", a)
    torneo.ok("hand", "timeout", *where)
    sheet = torneo.ok("hand", "remove", *where)
    assert (sheet["timed_out"], sheet["finished"], len(sheet["hands"])) == (False, False, 1)
    assert sheet["totals"] == {str(a): 0, str(b): 20, str(c): 30, str(d): 40}
