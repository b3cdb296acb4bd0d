"""Tables of three pairs (burraco a sei) on the command line: `tournament create` sets them,
`tournament show` words them, `round show` lists the third line, `result enter --mp A B C`
(or hands of three lines) scores the table, and `standings` counts it.

Expected figures by hand from FIBUR's 3-hand table: 640 v 245 is 395 (14-6), 640 v 400 240
(12-8), 245 v 400 155 (8-12): VP (14+12)/2 = 13, (6+8)/2 = 7, (8+12)/2 = 10.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import snapshot_fixtures
from tests.cli.cli_helpers import Torneo, commands_snapshot


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


# Seven pairs in a Danese of three rounds, round 1 published: tables 1 and 2 of two pairs,
# table 3 of three (5, 6, 7). Built once per process and backend, and copied.
CREATE = (
    *("tournament", "create", "--game", "burraco", "--name", "Burraco a sei"),
    *("--schedule", "danese:3", "--first-round", "registration", "--three-pairs", "when_needed"),
)
SEVEN_PAIRS = commands_snapshot(
    CREATE,
    *(("entry", "add", "-t", 1, f"Rossi{n} Anna", f"Verdi{n} Luca") for n in range(1, 8)),
    ("round", "generate", "-t", 1),
    ("round", "publish", "-t", 1, "-r", 1),
)
start, database_url = snapshot_fixtures({"seven_pairs": SEVEN_PAIRS})


@pytest.fixture
def seven_pairs(start: tuple[str, Any]) -> int:
    """The seven pairs' tournament."""
    return int(start[1]["id"])


def test_seven_pairs_play_a_table_of_three(torneo: Torneo, seven_pairs: int) -> None:
    tid = seven_pairs
    seating = torneo.ok("round", "show", "-t", tid, "-r", 1)["tables"]
    assert seating[2] == {"table": 3, "ns": 5, "ew": 6, "third": 7, "bye": False}
    assert "third" not in seating[0]
    shown = torneo.run("round", "show", "-t", tid, "-r", 1).out
    assert "3rd line" in shown and "Rossi7" in shown
    result = torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 3, "--mp", 640, 245, 400)
    assert (result["ns_vp"], result["ew_vp"], result["third_vp"]) == (13, 7, 10)
    assert result["third"] == 7 and result["third_mp"] == 400
    said = torneo.run("result", "show", "-t", tid, "-r", 1).out
    assert "VP 3rd" in said
    standings = {row["entry"]: row for row in torneo.ok("standings", "-t", tid)}
    # MP against 5: (245 + 400) / 2 = 322.5, a half up: 323; 640 - 323 = 317.
    assert (standings[5]["vp"], standings[5]["mp_diff"]) == (13, 317)


def test_hands_of_three_lines(torneo: Torneo, seven_pairs: int) -> None:
    """Hand 1 NS 640, EO 245, the third line -80 (no burraco, no pozzetto: 60 - 40 - 100);
    then nobody takes a pozzetto (no -100): 100, 50, 0 and 0, 0, 0. Totals 740, 295, -80:
    740 v 295 445 (14-6), 740 v -80 820 (17-3), 295 v -80 375 (14-6) -> 15.5 up 16, 10,
    4.5 up 5."""
    tid = seven_pairs
    where = ("-t", tid, "-r", 1, "--table", 3)
    first = (
        "ns=clean:1,dirty:1,closed,table:240;ew=dirty:1,table:180,hand:35;"
        "c=table:60,hand:40,no-pozzetto"
    )
    result = torneo.ok(
        "result", "enter", *where, "--figures", first,
        "--figures", "ns=table:100,no-pozzetto;ew=table:50,no-pozzetto;c=no-pozzetto",
        "--figures", "ns=no-pozzetto;ew=no-pozzetto;c=no-pozzetto",
    )  # fmt: skip
    assert (result["ns_mp"], result["ew_mp"], result["third_mp"]) == (740, 295, -80)
    assert (result["ns_vp"], result["ew_vp"], result["third_vp"]) == (16, 10, 5)
    assert result["hands"][0] == [640, 245, -80]
    torneo.ok("result", "delete", *where)
    again = torneo.ok("result", "enter", *where, "--hands", "640:245:-80,100:50:0,0:0:0")
    assert (again["ns_vp"], again["ew_vp"], again["third_vp"]) == (16, 10, 5)


def test_the_wrong_number_of_totals_is_refused_in_words(torneo: Torneo, seven_pairs: int) -> None:
    tid = seven_pairs
    two = torneo.run("result", "enter", "-t", tid, "-r", 1, "--table", 3, "--mp", 640, 245)
    assert two.code != 0 and "three pairs" in two.err and "three totals" in two.err
    three = torneo.run("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--mp", 1, 2, 3)
    assert three.code != 0 and "two pairs" in three.err
    four = torneo.run("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--mp", 5, 5, 5, 5)
    assert four.code != 0 and "4 were given" in four.err
    assert torneo.ok("result", "show", "-t", tid, "-r", 1) == []


def test_the_setting_is_shown_and_edited(torneo: Torneo) -> None:
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Casa", "--three-pairs", "always",
        "--three-pairs-vp", "sum",
    )["id"]  # fmt: skip
    shown = torneo.run("tournament", "show", "-t", tid).out
    assert "Tables of three pairs" in shown and "as many tables of three" in shown
    assert "two conversions added" in shown
    torneo.ok("tournament", "edit", "-t", tid, "--three-pairs", "never")
    shown = torneo.run("tournament", "show", "-t", tid).out
    assert "Tables of three pairs" not in shown


def test_a_mitchell_is_refused_with_what_to_do(torneo: Torneo) -> None:
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Mitchell",
        "--schedule", "mitchell:3", "--three-pairs", "when_needed",
    )["id"]  # fmt: skip
    for number in range(1, 8):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Verdi{number} Luca")
    ran = torneo.run("round", "generate", "-t", tid)
    assert ran.code != 0
    assert "Mitchell" in ran.err and "never" in ran.err and "Danish" in ran.err


def test_a_forfeit_names_the_absent_pair_among_three(torneo: Torneo, seven_pairs: int) -> None:
    """The third line absent: NS and EO 14 VP and 355 MP, the third 6 VP; "both" names two
    lines of three and is refused before anything is written."""
    tid = seven_pairs
    where = ("-t", tid, "-r", 1, "--table", 3)
    result = torneo.ok("result", "enter", *where, "--forfeit", "c")
    assert result["kind"] == "forfeit"
    assert (result["ns_vp"], result["ew_vp"], result["third_vp"]) == (14, 14, 6)
    assert (result["ns_mp"], result["ew_mp"], result["third_mp"]) == (355, 355, 0)
    wrong = torneo.run("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--forfeit", "c")
    assert wrong.code != 0 and "NS, EW or both" in wrong.err
    assert [r["table"] for r in torneo.ok("result", "show", "-t", tid, "-r", 1)] == [3]


def test_a_forfeit_at_three_takes_the_present_pairs_totals(
    torneo: Torneo, seven_pairs: int
) -> None:
    """The third line absent, NS 640 and EW 245 played: 640 v 245 is 14-6, so NS (14 + 14) / 2
    and EW (6 + 14) / 2; --played without --forfeit is refused before anything is written."""
    tid = seven_pairs
    where = ("-t", tid, "-r", 1, "--table", 3)
    alone = torneo.run("result", "enter", *where, "--mp", 640, 245, 400, "--played", 640, 245)
    assert alone.code != 0 and "--forfeit" in alone.err
    assert torneo.ok("result", "show", "-t", tid, "-r", 1) == []
    result = torneo.ok("result", "enter", *where, "--forfeit", "c", "--played", 640, 245)
    assert result["kind"] == "forfeit"
    assert (result["ns_mp"], result["ew_mp"], result["third_mp"]) == (640, 245, 0)
    assert (result["ns_vp"], result["ew_vp"], result["third_vp"]) == (14, 10, 6)
