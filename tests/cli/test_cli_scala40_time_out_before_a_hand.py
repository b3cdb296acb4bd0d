"""`torneo hand ...` on a scala 40 table with nothing stored yet: time called before the
first hand ranks the table level (scala40.md: ranked by current totals, all 0), a hand
entered after the only one was taken back is recorded, and never "changed by ? at ?". The
help of `--closer` says what omitting it means and points to `hand timeout`."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _table(torneo: Torneo) -> tuple[int, list[int]]:
    """A scala 40 tournament of four, round 1 published: (id, seats of table 1)."""
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Scala 40")["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    return tid, seating["tables"][0]["players"]


def test_hand_timeout_before_the_first_hand_ends_the_table_level(torneo: Torneo) -> None:
    """Time called on a fresh table: over, everyone on 0 and first together, said so."""
    tid, seats = _table(torneo)
    where = ("-t", tid, "-r", 1, "--table", 1)
    run = torneo.run("hand", "timeout", *where)
    assert run.code == 0, run.err
    assert "changed by" not in run.err + run.out
    assert "Table order: " + ", ".join(f"1. {seat}" for seat in seats) in run.out
    sheet = torneo.ok("hand", "show", *where)
    assert (sheet["finished"], sheet["timed_out"], sheet["hands"]) == (True, True, [])
    assert sheet["totals"] == {str(seat): 0 for seat in seats}
    # taken back, the table is open again and its first hand goes in
    torneo.ok("hand", "remove", *where)
    a, b, c, d = seats
    sheet = torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=20,{c}=30,{d}=40")
    assert (sheet["finished"], len(sheet["hands"])) == (False, 1)


def test_hand_remove_on_a_fresh_table_says_there_is_no_hand(torneo: Torneo) -> None:
    """Nothing to take back on a fresh table: said as such, not as a change by "?"."""
    tid, _ = _table(torneo)
    run = torneo.run("hand", "remove", "-t", tid, "-r", 1, "--table", 1)
    assert run.code == 3
    assert "?" not in run.err
    assert "Hand 1 does not exist" in run.err


def test_a_hand_entered_after_the_only_one_was_taken_back(torneo: Torneo) -> None:
    """Hand 1 entered, taken back, entered again: recorded, not refused as entered before."""
    tid, (a, b, c, d) = _table(torneo)
    where = ("-t", tid, "-r", 1, "--table", 1)
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=20,{c}=30,{d}=40")
    torneo.ok("hand", "remove", *where)
    sheet = torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=25,{c}=30,{d}=40")
    assert sheet["totals"] == {str(a): 0, str(b): 25, str(c): 30, str(d): 40}


@pytest.mark.parametrize("command", ["enter", "correct"])
@pytest.mark.parametrize(
    ("language", "says"),
    [
        ("en", "when time is called, use `hand timeout`"),
        ("it", "a tempo scaduto usa `hand timeout`"),
    ],
)
def test_closer_help_points_to_hand_timeout(
    database_url: str, capsys: pytest.CaptureFixture[str], command: str, language: str, says: str
) -> None:
    """--closer may be left out only when one player alone is given 0; a hand stopped by
    time is not a hand: the help says so and names `hand timeout`, in both languages."""
    torneo = Torneo(database_url, capsys, language=language)
    run = torneo.run("hand", command, "--help")
    assert run.code == 0
    flat = " ".join(run.out.split())  # argparse wraps the help
    assert says in flat
    assert "omit if time" not in flat and "fermato per tempo" not in flat


def test_leaving_closer_out_with_nobody_on_0_is_refused_as_the_help_says(torneo: Torneo) -> None:
    """What the help promises: without --closer and nobody on 0, the hand is refused."""
    tid, (a, b, c, d) = _table(torneo)
    run = torneo.run(
        "hand", "enter", "-t", tid, "-r", 1, "--table", 1, "--points", f"{a}=5,{b}=20,{c}=30,{d}=40"
    )
    assert run.code == 3
    assert "nobody who went out" in run.err
