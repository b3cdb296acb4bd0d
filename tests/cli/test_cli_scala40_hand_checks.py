"""`hand enter` and `hand correct` refuse what no director meant, and save nothing:

- a player given twice in one hand (`--points "2=0,13=30,3=45,9=20,13=40"`): which figure was
  meant is not the program's to guess, so the refusal names the player and both figures, the
  closer given twice too (rather than "nobody went out", as it read the later figure);
- a penalty no hand can cost (/work/shared/domain/scala40.md: 13 cards, the 108-card pack, at
  most 4 jokers at 25, 8 aces at 11 and a 10: 198), 450 typed for 45, which would put the
  player out at once: refused, saying why and what to do, until --yes (the window asks).
"""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo


@pytest.fixture
def table(database_url, capsys) -> tuple[Torneo, tuple[object, ...], list[int]]:
    """A scala 40 table of four, round 1 published (out at 101): `torneo`, the
    -t/-r/--table options and the seats."""
    torneo = Torneo(database_url, capsys)
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Scala 40")["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid, "--publish")
    return torneo, ("-t", tid, "-r", 1, "--table", 1), seating["tables"][0]["players"]


def _hands(torneo: Torneo, where: tuple[object, ...]) -> list[dict]:
    return torneo.ok("hand", "show", *where)["hands"]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "player {b} is given twice (30 and 40): give each player's points once"),
        (
            "it",
            "il giocatore {b} compare due volte (30 e 40): indica i punti di ogni giocatore"
            " una volta sola",
        ),
    ],
)
def test_a_player_given_twice_is_refused_naming_both_figures(table, language, said) -> None:
    torneo, where, (a, b, c, d) = table
    speaking = Torneo(torneo.database_url, torneo.capsys, language=language)
    refused = speaking.run(
        "hand", "enter", *where, "--points", f"{a}=0,{b}=30,{c}=45,{d}=20,{b}=40"
    )
    assert refused.code == 2
    assert said.format(b=b) in refused.err
    assert _hands(torneo, where) == []


def test_the_closer_given_twice_is_the_same_refusal(table) -> None:
    """The closer's 0 then 10: not "nobody went out", but given twice."""
    torneo, where, (a, b, c, d) = table
    refused = torneo.run("hand", "enter", *where, "--points", f"{a}=0,{b}=30,{c}=45,{d}=20,{a}=10")
    assert refused.code == 2
    assert f"player {a} is given twice (0 and 10): give each player's points once" in refused.err
    assert "nobody who went out" not in refused.err
    assert _hands(torneo, where) == []


def test_cards_given_twice_are_refused_as_such(table) -> None:
    torneo, where, (a, b, c, d) = table
    points = ("--points", f"{a}=0,{b}=30,{c}=45")
    twice = ("--cards", f"{d}=A K", "--cards", f"{d}=7")
    refused = torneo.run("hand", "enter", *where, *points, *twice)
    assert refused.code == 2
    assert f"player {d} is given --cards twice: give the cards left once" in refused.err
    assert _hands(torneo, where) == []


def test_a_penalty_no_hand_can_cost_is_refused_until_yes(table) -> None:
    torneo, where, (a, b, c, d) = table
    points = ("--points", f"{a}=0,{b}=30,{c}=450,{d}=20")
    refused = torneo.refused("hand", "enter", *where, *points)["error"]
    assert refused["code"] == "unlikely_score"
    assert refused["message"] == (
        f"Round 1, table 1: unlikely score, not saved (hand 1: no. {c} would pay 450, but one"
        " hand costs at most 198). Check the figures; if they are right, run the command again"
        " with --yes to save them anyway."
    )
    assert _hands(torneo, where) == []
    saved = torneo.ok("hand", "enter", *where, *points, "--yes")
    assert saved["totals"][str(c)] == 450 and saved["eliminated"] == [c]


def test_the_most_a_hand_can_cost_is_saved_without_a_question(table) -> None:
    torneo, where, (a, b, c, d) = table
    saved = torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=198,{c}=45,{d}=20")
    assert saved["totals"][str(b)] == 198


def test_a_correction_to_a_penalty_no_hand_can_cost_is_asked_alike(table) -> None:
    torneo, where, (a, b, c, d) = table
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=30,{c}=45,{d}=20")
    slip = ("hand", "correct", *where, "--index", 1, "--points", f"{a}=0,{b}=30,{c}=199,{d}=20")
    refused = torneo.refused(*slip)["error"]
    assert refused["code"] == "unlikely_score"
    assert f"hand 1: no. {c} would pay 199, but one hand costs at most 198" in refused["message"]
    assert torneo.ok("hand", "show", *where)["totals"][str(c)] == 45
    assert torneo.ok(*slip, "--yes")["totals"][str(c)] == 199


def test_a_pairs_player_given_twice_is_refused(database_url, capsys) -> None:
    torneo = Torneo(database_url, capsys)
    tid = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Coppie", "--form", "pairs"
    )["id"]
    for number in (1, 2):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Neri{number} Ugo")
    seating = torneo.ok("round", "generate", "-t", tid, "--publish")
    first, second = seating["tables"][0]["players"]
    where = ("-t", tid, "-r", 1, "--table", 1)
    twice = f"{first}.2=12,{second}.1=30,{first}.2=25,{second}.2=40"
    refused = torneo.run("hand", "enter-pairs", *where, "--closer", f"{first}.1", "--points", twice)
    assert refused.code == 2
    assert f"--points gives {first}.2 twice: give each player's points once" in refused.err
    assert torneo.ok("hand", "show-pairs", *where)["hands"] == []
