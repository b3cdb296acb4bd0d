"""`hand correct` of an addition error that wrongly put a player out, after a hand was
played without her (/work/shared/domain/scala40.md: limit 101, out on reaching it): the
correction goes through, she is back from the next hand on her corrected total, and the
hand played without her shows "—" (did not play it). A correction the later hands cannot
follow is refused in the command line's words (`torneo hand ...`, not the window's buttons).
"""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo
from tests.cli.test_cli_scala40_sheet_paid import _grid


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys, language="it")


def _table(torneo: Torneo, c_hand_3: int | None) -> tuple[tuple[object, ...], list[int]]:
    """Four players, limit 101: hand 1 a closes, b 40, d 30, c 60; hand 2 b closes, a 20,
    d 50, c 45 (c on 105); hand 3 a closes, b 30, d 10, and c `c_hand_3` when given."""
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Scala")["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    a, b, c, d = seating["tables"][0]["players"]
    where = ("-t", tid, "-r", 1, "--table", 1)
    first = 16 if c_hand_3 is not None else 60
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=40,{d}=30,{c}={first}")
    torneo.ok("hand", "enter", *where, "--points", f"{b}=0,{a}=20,{d}=50,{c}=45")
    third = f"{a}=0,{b}=30,{d}=10" + (f",{c}={c_hand_3}" if c_hand_3 is not None else "")
    torneo.ok("hand", "enter", *where, "--points", third)
    return where, [a, b, c, d]


def test_the_correction_goes_through_and_hand_3_shows_she_did_not_play(torneo: Torneo) -> None:
    where, (a, b, c, d) = _table(torneo, None)
    fixed = f"{a}=0,{b}=40,{d}=30,{c}=16"
    said = torneo.run("hand", "correct", *where, "--index", 1, "--points", fixed)
    assert said.code == 0, said.err
    grid = _grid(said.out, [a, b, c, d])
    assert grid["3"] == {a: "0 C", b: "30", c: "—", d: "10"}
    assert grid["Totale"] == {a: "20", b: "70", c: "61", d: "90"}
    assert "— non ha giocato la smazzata" in said.out
    assert f"{c} Giocatore" in said.out and "torna in gioco con 61 punti" in said.out
    assert "La smazzata 3" in said.out and "non l'ha giocata" in said.out
    sheet = torneo.ok("hand", "show", *where)
    assert sheet["eliminated"] == [] and sheet["totals"][str(c)] == 61
    assert sheet["hands"][2]["did_not_play"] == [c]
    assert str(c) not in sheet["hands"][2]["paid"]
    # from hand 4 she plays: her figure is needed like anyone's
    refused = torneo.run("hand", "enter", *where, "--points", f"{a}=0,{b}=10,{d}=10")
    assert refused.code == 3
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=10,{d}=10,{c}=5")
    assert torneo.ok("hand", "show", *where)["totals"][str(c)] == 66


def test_a_correction_the_later_hands_cannot_follow_names_the_commands(torneo: Torneo) -> None:
    """c had 60, not 16, in hand 1: out on 105 in hand 2, yet she played hand 3."""
    where, (a, b, c, d) = _table(torneo, 10)
    wrong = f"{a}=0,{b}=40,{d}=30,{c}=60"
    said = torneo.run("hand", "correct", *where, "--index", 1, "--points", wrong)
    assert said.code == 3
    for words in (
        "la smazzata 1",
        "la smazzata 3",
        "Non è stato salvato nulla",
        "torneo hand remove -t",
        "torneo hand correct -t",
        "--index 1",
        "torneo hand enter -t",
    ):
        assert words in said.err, said.err
    assert "Togli l'ultima smazzata" not in said.err and "Dato non valido" not in said.err
    assert torneo.ok("hand", "show", *where)["totals"][str(c)] == 71
    english = Torneo(torneo.database_url, torneo.capsys)
    said = english.run("hand", "correct", *where, "--index", 1, "--points", wrong)
    assert "torneo hand remove -t" in said.err and "Nothing was saved" in said.err
