"""A full tie at a finished scala 40 table, broken by the director's order (scala40.md:
"a full tie stays tied unless the director breaks it"), as data: each game, the tie the
rules leave, the order given and the finishing order and places that follow."""

from __future__ import annotations

from typing import Any

import pytest

from scoring.scala40 import Event, Hand, TableGame, TimeOut
from scoring.scala40_ties import InvalidTieOrder, TieErrorCode, TieOrder, decide
from scoring.stages import advance, places


def hand(closer: str, **points: int) -> Hand[str]:
    return Hand(closer, tuple(points.items()))


# Five players; D and E out in hand 1 (110, 120), B and C out together on 110 in hand 2.
TWO_OUT_TOGETHER = ("ABCDE", [hand("A", B=20, C=20, D=110, E=120), hand("A", B=90, C=90)])
# Three players out together on 101 in the first hand.
THREE_OUT_TOGETHER = ("ABCD", [hand("A", B=101, C=101, D=101)])
# Time called with B and C level on 30 behind A.
LEVEL_AT_TIME_OUT = ("ABCD", [hand("A", B=30, C=30, D=50), TimeOut()])
# Time called before any hand: every player on 0, all four level for first place.
TIME_BEFORE_A_HAND = ("ABCD", [TimeOut()])
# Nobody level: each out in a hand of their own.
NO_TIE = ("ABC", [hand("A", B=101, C=50), hand("A", C=60)])


def game_of(case: tuple[str, list[Event[str]]]) -> TableGame[str]:
    players, events = case
    return TableGame.replay(list(players), events)


@pytest.mark.parametrize(
    ("case", "tie", "order", "finishing", "placed"),
    [
        (
            TWO_OUT_TOGETHER,
            ("B", "C"),
            ("C", "B"),
            [("A",), ("C",), ("B",), ("D",), ("E",)],
            {"A": 1, "C": 2, "B": 3, "D": 4, "E": 5},
        ),
        (
            THREE_OUT_TOGETHER,
            ("B", "C", "D"),
            ("D", "B", "C"),
            [("A",), ("D",), ("B",), ("C",)],
            {"A": 1, "D": 2, "B": 3, "C": 4},
        ),
        (
            LEVEL_AT_TIME_OUT,
            ("B", "C"),
            ("B", "C"),
            [("A",), ("B",), ("C",), ("D",)],
            {"A": 1, "B": 2, "C": 3, "D": 4},
        ),
        (
            TIME_BEFORE_A_HAND,
            ("A", "B", "C", "D"),
            ("C", "A", "D", "B"),
            [("C",), ("A",), ("D",), ("B",)],
            {"C": 1, "A": 2, "D": 3, "B": 4},
        ),
    ],
    ids=["two out together", "three out together", "level at time-out", "time before a hand"],
)
def test_the_director_s_order_places_the_tied_one_a_place(
    case: tuple[str, list[Event[str]]],
    tie: tuple[str, ...],
    order: tuple[str, ...],
    finishing: list[tuple[str, ...]],
    placed: dict[str, int],
) -> None:
    game = game_of(case)
    assert game.ties == (tie,)
    tied_place = places(game.placings())[tie[0]]
    assert all(places(game.placings())[p] == tied_place for p in tie)  # the default: tied
    game.break_tie(order)
    assert game.placings() == finishing
    assert places(game.placings()) == placed
    assert game.ties == (tie,)  # still the rules' tie: the order is the director's
    assert game.tie_orders == (order,)
    assert game.winner == finishing[0][0]
    # Stored as an event: the game replays to the same order, and undoing it ties them again.
    again = TableGame.replay(game.players, game.events)
    assert again.placings() == finishing
    assert again.without_last_event().placings() == game_of(case).placings()


@pytest.mark.parametrize(
    ("case", "order", "code"),
    [
        (NO_TIE, ("B", "C"), TieErrorCode.NOT_A_TIE),
        (TWO_OUT_TOGETHER, ("B", "D"), TieErrorCode.NOT_A_TIE),
        (TWO_OUT_TOGETHER, ("B",), TieErrorCode.NOT_A_TIE),
        (TWO_OUT_TOGETHER, ("B", "C", "B"), TieErrorCode.NOT_A_TIE),
        (TWO_OUT_TOGETHER, ("B", "C", "D"), TieErrorCode.NOT_A_TIE),
        (THREE_OUT_TOGETHER, ("B", "C"), TieErrorCode.NOT_A_TIE),
        (("ABCD", [hand("A", B=30, C=30, D=50)]), ("B", "C"), TieErrorCode.GAME_NOT_OVER),
    ],
    ids=[
        "no tie",
        "a player not of the tie",
        "one of the tie only",
        "a player twice",
        "more than the tie",
        "part of a three-way tie",
        "game still played",
    ],
)
def test_an_order_that_is_not_one_tie_s_players_is_refused(
    case: tuple[str, list[Event[str]]], order: tuple[str, ...], code: TieErrorCode
) -> None:
    game = game_of(case)
    before = game.placings()
    with pytest.raises(InvalidTieOrder) as caught:
        game.break_tie(order)
    assert caught.value.code is code
    assert game.placings() == before and game.tie_orders == ()
    with pytest.raises(InvalidTieOrder):
        TableGame.replay(game.players, [*game.events, TieOrder(order)])


def test_a_new_order_for_the_same_tie_replaces_the_first() -> None:
    game = game_of(THREE_OUT_TOGETHER)
    game.break_tie(["B", "C", "D"])
    game.break_tie(["C", "D", "B"])
    assert game.tie_orders == (("C", "D", "B"),)
    assert game.placings() == [("A",), ("C",), ("D",), ("B",)]


def test_two_ties_at_one_table_are_ordered_each_on_its_own() -> None:
    """Six players: B and C out together on 110, then E and F level at time-out."""
    game = TableGame.replay(
        list("ABCDEF"),
        [hand("A", B=110, C=110, D=5, E=20, F=20), TimeOut()],
    )
    assert game.ties == (("E", "F"), ("B", "C"))
    game.break_tie(["F", "E"])
    assert game.placings() == [("A",), ("D",), ("F",), ("E",), ("B", "C")]
    game.break_tie(["C", "B"])
    assert places(game.placings()) == {"A": 1, "D": 2, "F": 3, "E": 4, "C": 5, "B": 6}


def test_advancing_follows_the_order() -> None:
    """Time called with C in front and A and B level behind, two going on: both go on while
    tied (one place left for two); the director's order sends only the first of them."""
    game = TableGame.replay(list("ABCD"), [hand("C", A=5, B=5, D=50), TimeOut()])
    tied = advance([game.placings()], per_table=2)
    assert (tied.qualified, tied.undecided, tied.open_places) == (("C",), ("A", "B"), 1)
    game.break_tie(["B", "A"])
    ordered = advance([game.placings()], per_table=2)
    assert (ordered.qualified, ordered.eliminated, ordered.undecided) == (
        ("C", "B"),
        ("A", "D"),
        (),
    )


@pytest.mark.parametrize(
    ("finishing", "orders", "decided"),
    [
        ([("A",), ("B", "C")], [], [("A",), ("B", "C")]),
        ([("A",), ("B", "C")], [("C", "B")], [("A",), ("C",), ("B",)]),
        ([("A",), ("B", "C")], [("C",)], [("A",), ("B", "C")]),
        ([("A", "B"), ("C", "D")], [("D", "C"), ("B", "A")], [("B",), ("A",), ("D",), ("C",)]),
    ],
)
def test_decide(finishing: list[Any], orders: list[Any], decided: list[Any]) -> None:
    assert decide(finishing, orders) == decided
