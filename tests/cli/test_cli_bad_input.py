"""Bad input through the command line gets a clear error (exit 3) and changes nothing; the
bye, the log and undo behave as a director expects."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo, expected_vp


def seven_pairs(database_url: str) -> tuple[int, dict]:
    """Seven pairs (so one bye), 3 hands, round 1 generated and published."""
    torneo = Torneo(database_url, None)
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "Sette coppie",
        "--hands",
        "3",
        "--schedule",
        "mitchell:2",
        "--seed",
        5,
    )["id"]
    for number in range(1, 8):
        torneo.ok("entry", "add", "-t", tid, f"Primo{number} Anna", f"Secondo{number} Bruno")
    torneo.ok("round", "generate", "-t", tid, "--publish")
    return tid, torneo.ok("round", "show", "-t", tid, "-r", 1)


@pytest.fixture
def evening(database_snapshot, capsys) -> tuple[Torneo, int, dict]:
    """A copy of `seven_pairs`, the tournament's id and its round 1 as `round show` gives it."""
    url, (tid, shown) = database_snapshot(seven_pairs)
    return Torneo(url, capsys), tid, shown


def _results(torneo: Torneo, tid: int) -> list:
    return torneo.ok("result", "show", "-t", tid, "-r", 1)


def test_a_bye_takes_no_result_and_scores_the_default(evening) -> None:
    """Seven pairs: one bye, worth 14 VP and +355 MP with 3 hands; entering it is refused."""
    torneo, tid, shown = evening
    byes = [t for t in shown["tables"] if t["ew"] is None]
    assert len(byes) == 1
    bye = byes[0]
    error = torneo.refused(
        "result", "enter", "-t", tid, "-r", 1, "--table", bye["table"], "--mp", 900, 0
    )
    assert error["error"]["code"] == "result_for_bye"
    for table in shown["tables"]:
        if table["ew"] is not None:
            torneo.ok(
                "result", "enter", "-t", tid, "-r", 1, "--table", table["table"], "--mp", 800, 600
            )
    row = next(r for r in torneo.ok("standings", "-t", tid) if r["entry"] == bye["ns"])
    assert (row["vp"], row["mp_diff"]) == (14, 355)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["--table", 99, "--mp", 500, 400], "not_found"),
        (["--table", "PLAYED", "--mp", 502, 400], "invalid_score"),
        (["--table", "PLAYED", "--hands", "300:200,100:50"], "invalid_score"),
    ],
)
def test_impossible_results_are_refused(evening, args, code) -> None:
    """An unknown table, MP not a multiple of 5, the wrong number of hands."""
    torneo, tid, shown = evening
    table = next(t["table"] for t in shown["tables"] if t["ew"] is not None)
    args = [table if a == "PLAYED" else a for a in args]
    before = _results(torneo, tid)
    error = torneo.refused("result", "enter", "-t", tid, "-r", 1, *args)
    assert error["error"]["code"] in {code, "invalid_input"}
    assert _results(torneo, tid) == before


def test_unknown_round_and_tournament(evening) -> None:
    """A round or tournament that does not exist is named in the refusal."""
    torneo, tid, _ = evening
    assert torneo.refused("round", "show", "-t", tid, "-r", 9)["error"]["code"] == "not_found"
    assert torneo.refused("standings", "-t", 999)["error"]["code"] == "not_found"


def test_next_round_waits_for_missing_results(evening) -> None:
    """Round 2 cannot be generated while round 1 misses results."""
    torneo, tid, _ = evening
    error = torneo.refused("round", "generate", "-t", tid)
    assert error["error"]["code"] == "round_incomplete"


def test_stale_versions_are_refused(evening) -> None:
    """A second first-entry, or a correction based on an old version, is a conflict."""
    torneo, tid, shown = evening
    table = next(t["table"] for t in shown["tables"] if t["ew"] is not None)
    where = ["-t", tid, "-r", 1, "--table", table]
    first = torneo.ok("result", "enter", *where, "--mp", 900, 300)
    assert (first["ns_vp"], first["ew_vp"]) == expected_vp(900, 300)
    assert (
        torneo.refused("result", "enter", *where, "--mp", 100, 100)["error"]["code"] == "conflict"
    )
    second = torneo.ok("result", "correct", *where, "--mp", 900, 800, "--version", first["version"])
    assert second["version"] > first["version"]
    stale = torneo.refused(
        "result", "correct", *where, "--mp", 500, 500, "--version", first["version"]
    )
    assert stale["error"]["code"] == "conflict"
    current = next(r for r in _results(torneo, tid) if r["table"] == table)
    assert (current["ns_mp"], current["ew_mp"]) == (900, 800)


def test_log_names_the_station_and_undo_restores(evening) -> None:
    """A correction is logged with the station; undo from another station names it and
    changes nothing until confirmed (--yes), then puts the previous figures back."""
    torneo, tid, shown = evening
    table = next(t["table"] for t in shown["tables"] if t["ew"] is not None)
    where = ["-t", tid, "-r", 1, "--table", table]
    torneo.ok("result", "enter", *where, "--mp", 900, 300)
    torneo.ok("--station", "tavolo-regia", "result", "correct", *where, "--mp", 700, 300)
    latest = torneo.ok("log", "-t", tid, "--limit", 1)[0]
    assert latest["station"] == "tavolo-regia"
    torneo.language = "en"
    refused = torneo.run("undo", "-t", tid)
    assert refused.code == 3
    assert "was made by station tavolo-regia, not this one" in refused.err
    assert "torneo undo --yes" in refused.err
    current = next(r for r in _results(torneo, tid) if r["table"] == table)
    assert (current["ns_mp"], current["ew_mp"]) == (700, 300)
    assert torneo.ok("--station", "tavolo-regia", "log", "-t", tid, "--limit", 1)[0] == latest
    undone = torneo.ok("undo", "-t", tid, "--yes")
    assert undone["id"] == latest["id"]
    current = next(r for r in _results(torneo, tid) if r["table"] == table)
    assert (current["ns_mp"], current["ew_mp"]) == (900, 300)
