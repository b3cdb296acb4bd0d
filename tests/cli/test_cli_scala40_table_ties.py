"""`torneo hand tie-order`: a full tie at a finished scala 40 table (two players out together
on 110 at a table of five) shown, broken by the director's order, refused when the order
does not fit, taken back; `hand show` says the tie, `hand correct` says when a correction
dropped the order."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _five_out_together(torneo: Torneo) -> tuple[int, list[int]]:
    """One table of five, placement points: A wins, D and E out in hand 1, B and C out
    together on 110 in hand 2. (tournament id, seats A..E)"""
    tid = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Cinque",
        "--table-size", 5, "--format", "placement", "--rounds", 1,
    )["id"]  # fmt: skip
    for number in range(1, 6):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    seats = seating["tables"][0]["players"]
    a, b, c, d, e = seats
    where = ("-t", tid, "-r", 1, "--table", 1)
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=20,{c}=20,{d}=110,{e}=120")
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=90,{c}=90")
    return tid, seats


def _places(sheet: dict[str, Any]) -> dict[int, int]:
    return {p["entry"]: p["place"] for p in sheet["placings"]}


def _points(torneo: Torneo, tid: int) -> dict[int, int]:
    rows = torneo.ok("standings", "-t", tid)
    return {row["entry"]: row["points"] for row in rows}


def test_the_director_orders_a_tie_and_takes_it_back(torneo: Torneo) -> None:
    tid, (a, b, c, d, e) = _five_out_together(torneo)
    where = ("-t", tid, "-r", 1, "--table", 1)
    shown = torneo.run("hand", "show", *where)
    assert f"Tied for place 2: {b} Giocatore{b} Nome, {c} Giocatore{c} Nome" in shown.out
    assert f"hand tie-order -t {tid} -r 1 --table 1" in shown.out
    assert _points(torneo, tid) == {a: 4, b: 2, c: 2, d: 0, e: 0}

    listed = torneo.run("hand", "tie-order", *where)
    assert listed.code == 0, listed.err
    assert "out together in hand 2 on 110" in listed.out
    assert f"--order {b},{c}" in listed.out

    given = torneo.run("hand", "tie-order", *where, "--order", f"{c},{b}")
    assert given.code == 0, given.err
    assert f"Order of the tie at table 1 recorded: {c} Giocatore{c} Nome" in given.out
    assert f"Tie for place 2 broken by the director: {c} Giocatore{c} Nome" in given.out
    sheet = torneo.ok("hand", "show", *where)
    assert _places(sheet) == {a: 1, c: 2, b: 3, d: 4, e: 5}
    assert sheet["ties"] == [
        {"players": [b, c], "place": 2, "total": 110, "out_in_hand": 2, "order": [c, b]}
    ]
    assert _points(torneo, tid) == {a: 4, c: 2, b: 1, d: 0, e: 0}

    back = torneo.run("hand", "tie-order", *where, "--back")
    assert back.code == 0, back.err
    assert "Order taken back" in back.out and "tied again for place 2" in back.out
    assert _places(torneo.ok("hand", "show", *where))[c] == 2
    assert _points(torneo, tid) == {a: 4, b: 2, c: 2, d: 0, e: 0}


def test_an_order_that_is_not_the_tie_is_refused_in_italian(database_url, capsys) -> None:
    torneo = Torneo(database_url, capsys, language="it")
    tid, (_a, b, _c, d, _e) = _five_out_together(torneo)
    refused = torneo.run(
        "hand", "tie-order", "-t", tid, "-r", 1, "--table", 1, "--order", f"{b},{d}"
    )
    assert refused.code == 3
    assert "a pari merito al 2° posto del tavolo 1" in refused.err
    assert "ordine" in refused.err
    nothing = torneo.run("hand", "tie-order", "-t", tid, "-r", 1, "--table", 1, "--back")
    assert nothing.code == 3 and "non c'è nulla da annullare" in nothing.err


def test_a_correction_that_parts_them_says_the_order_was_dropped(torneo: Torneo) -> None:
    tid, (a, b, c, _d, _e) = _five_out_together(torneo)
    where = ("-t", tid, "-r", 1, "--table", 1)
    torneo.ok("hand", "tie-order", *where, "--order", f"{c},{b}")
    corrected = torneo.run(
        "hand", "correct", *where, "--index", 2, "--points", f"{a}=0,{b}=90,{c}=95"
    )
    assert corrected.code == 0, corrected.err
    assert f"The order given for the tie of {c} Giocatore{c} Nome" in corrected.out
    assert "no longer applies" in corrected.out
    sheet = torneo.ok("hand", "show", *where)
    assert sheet["ties"] == [] and _places(sheet)[b] == 2
