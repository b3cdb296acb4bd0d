"""`hand show` prints what each player paid, with the paper sheet's marks, so its columns add
up to the totals; `hand remove` says what it took back; `hand enter` reads a lone 0 as the
closer, as the window does.

Rules (/work/shared/domain/scala40.md): the closer scores 0; chiusura in mano with the house
doubling doubles the others' penalties, so a player not opened on the flat 100 pays 200; out on
reaching 101; a re-entry comes back on the highest total still in play.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import snapshot_fixtures
from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _table(torneo: Torneo) -> tuple[tuple[object, ...], list[int]]:
    """A table of four (flat 100, the house's in-hand doubling, one re-entry), round 1
    published: (the -t/-r/--table options, the seats)."""
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        "Scala 40",
        "--not-opened",
        "100",
        "--in-hand-close",
        "house",
        "--reentries",
        1,
    )["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    return ("-t", tid, "-r", 1, "--table", 1), seating["tables"][0]["players"]


def _table_snapshot(database_url: str) -> tuple[tuple[object, ...], list[int]]:
    """`_table` on a fresh database: built once per process and backend, and copied."""
    return _table(Torneo(database_url, None))


start, database_url = snapshot_fixtures({"table": _table_snapshot})


@pytest.fixture
def table(start: tuple[str, Any]) -> tuple[tuple[object, ...], list[int]]:
    """`_table`'s (the -t/-r/--table options, the seats), on this test's copy of it."""
    return start[1]


def _grid(out: str, players: list[int]) -> dict[str, dict[int, str]]:
    """The sheet's printed grid: first cell of a row (hand number or total) -> player -> cell.
    Columns are cut where the dashed line under the headings has its gaps."""
    lines = out.splitlines()
    dashes = next(i for i, line in enumerate(lines) if line.startswith("---"))
    spans = []
    start = 0
    rule = lines[dashes]
    for index, char in enumerate(rule + " "):
        if char == " " and (index == 0 or rule[index - 1] == "-"):
            spans.append((start, index))
        if char == "-" and (index == 0 or rule[index - 1] == " "):
            start = index
    grid: dict[str, dict[int, str]] = {}
    for line in lines[dashes + 1 :]:
        if not line.strip():
            break
        cells = [line[a:b].strip() if b < len(line) else line[a:].strip() for a, b in spans]
        grid[cells[0]] = dict(zip(players, cells[1:], strict=True))
    return grid


def test_hand_show_prints_the_figures_paid_with_their_marks(torneo: Torneo, table) -> None:
    """Hand 1 plain; hand 2 closed in hand by b, c not opened: a pays 25 x 2 = 50, c pays
    100 x 2 = 200 and is out (40 + 200 >= 101), d 15 x 2 = 30."""
    where, (a, b, c, d) = table
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=53,{c}=40,{d}=12")
    torneo.ok(
        "hand",
        "enter",
        *where,
        "--points",
        f"{a}=25,{b}=0,{d}=15",
        "--in-hand",
        "--not-opened",
        c,
    )
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    shown = italian.run("hand", "show", *where)
    assert shown.code == 0, shown.err
    grid = _grid(shown.out, [a, b, c, d])
    assert grid["1"] == {a: "0 C", b: "53", c: "40", d: "12"}
    assert grid["2"] == {a: "50 (25×2)", b: "0 C M", c: "200 (100×2) N X", d: "30 (15×2)"}
    assert grid["Totale"] == {a: "50", b: "53", c: "240 X", d: "42"}
    for mark in ("C chiude", "M chiusura in mano", "N non aperto", "X eliminato"):
        assert mark in shown.out
    # --json carries the same figures: each column adds up to the total
    sheet = torneo.ok("hand", "show", *where)
    assert sheet["hands"][1]["paid"] == {str(a): 50, str(b): 0, str(c): 200, str(d): 30}
    assert sheet["hands"][1]["doubled"] is True
    for player in (a, b, c, d):
        paid = sum(hand["paid"][str(player)] for hand in sheet["hands"])
        assert paid == sheet["totals"][str(player)]


def test_a_reentry_shows_r_and_the_total_she_came_back_on(torneo: Torneo, table) -> None:
    """d out on 101 in hand 1, back in on 60 (b's total, the highest in play): R 60 in d's
    column of hand 1, and the legend says what R is."""
    where, (a, b, c, d) = table
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=60,{c}=30,{d}=101")
    torneo.ok("hand", "reenter", *where, "--entry", d)
    shown = torneo.run("hand", "show", *where)
    grid = _grid(shown.out, [a, b, c, d])
    assert grid["1"][d] == "101 X R 60"
    assert grid["Total"][d] == "60"
    assert "R n re-entered on n points" in shown.out


def test_hand_remove_says_what_it_took_back(torneo: Torneo, table) -> None:
    """Time-out, then the re-entry, then the hand: each take-back names what went."""
    where, (a, b, c, d) = table
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=60,{c}=30,{d}=101")
    torneo.ok("hand", "reenter", *where, "--entry", d)
    torneo.ok("hand", "timeout", *where)
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    first = italian.run("hand", "remove", *where)
    assert "Tolto il tempo scaduto dichiarato al tavolo 1" in first.out
    second = torneo.run("hand", "remove", *where)
    assert f"Re-entry of {d} Giocatore{d} Nome taken back" in second.out
    third = torneo.run("hand", "remove", *where)
    assert "Hand 1 taken back" in third.out
    sheet = torneo.ok("hand", "show", *where)
    assert sheet["hands"] == []


def test_hand_remove_in_json_names_what_went(torneo: Torneo, table) -> None:
    where, (a, b, c, d) = table
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=60,{c}=30,{d}=20")
    assert torneo.ok("hand", "remove", *where)["taken_back"] == {"kind": "hand", "hand": 1}


def test_a_lone_zero_marks_the_closer(torneo: Torneo, table) -> None:
    """No --closer: the only player on 0 closed the hand, as on paper and in the window."""
    where, (a, b, c, d) = table
    sheet = torneo.ok("hand", "enter", *where, "--points", f"{a}=10,{b}=0,{c}=30,{d}=20")
    assert sheet["hands"][0]["closer"] == b
    assert sheet["totals"] == {str(a): 10, str(b): 0, str(c): 30, str(d): 20}


def test_several_zeros_are_refused_naming_the_players(torneo: Torneo, table) -> None:
    """Two players on 0 and no --closer: which one closed? Refused, naming both; nothing
    recorded. A 0 besides the closer given is refused naming that player."""
    where, (a, b, c, d) = table
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    refused = italian.run("hand", "enter", *where, "--points", f"{a}=0,{b}=0,{c}=30,{d}=20")
    assert refused.code != 0
    assert f"{a} Giocatore{a} Nome, {b} Giocatore{b} Nome hanno tutti 0" in refused.err
    besides = torneo.run(
        "hand", "enter", *where, "--points", f"{a}=0,{b}=0,{c}=30,{d}=20", "--closer", a
    )
    assert besides.code != 0
    assert f"only the player who closed scores 0: give the points of {b} Giocatore{b}" in (
        besides.err
    )
    assert torneo.ok("hand", "show", *where)["hands"] == []


def test_a_not_opened_zero_is_not_a_closer(torneo: Torneo, table) -> None:
    """c not opened on the flat 100, given 0: the flat rule's blank, not a second closer."""
    where, (a, b, c, d) = table
    sheet = torneo.ok(
        "hand", "enter", *where, "--points", f"{a}=0,{b}=15,{c}=0,{d}=20", "--not-opened", c
    )
    assert sheet["hands"][0]["closer"] == a
    assert sheet["totals"][str(c)] == 100


def test_the_directors_penalty_points_show_where_they_count(torneo: Torneo, table) -> None:
    """An elimination (the default): hand 1, a closes, b 53, c 40, d 12; then +50 to c
    (40 + 50 = 90, in play), counted in c's last hand: "40 P +50" there, 90 in the total,
    and the legend says what P is. --json: paid 40, added 50, the total 90."""
    where, (a, b, c, d) = table
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=53,{c}=40,{d}=12")
    tid = where[1]
    torneo.ok("penalty", "add", "-t", tid, "--entry", c, "-r", 1, "--mp", 50, "--reason", "x")
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    shown = italian.run("hand", "show", *where)
    assert shown.code == 0, shown.err
    grid = _grid(shown.out, [a, b, c, d])
    assert grid["1"][c] == "40 P +50"
    assert grid["Totale"][c] == "90"
    assert "P +n punti di penalità dati dal direttore" in shown.out
    sheet = torneo.ok("hand", "show", *where)
    assert sheet["hands"][0]["paid"][str(c)] == 40
    assert sheet["hands"][0]["added"] == {str(c): 50}
    assert sheet["totals"][str(c)] == 90
