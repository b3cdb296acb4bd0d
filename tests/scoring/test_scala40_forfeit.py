"""A forfeit at a scala 40 table (scala40.md: "players are placed by order of elimination";
"several eliminated in the same hand: the lower total places higher; a full tie stays tied";
a forfeit, the tournament's penalty, puts the player last at the table).

The player who leaves is out of play from then on, whatever their total, and last at the
table, below every player eliminated; the others' places close up. Every game below is
written out with its finishing order worked out by hand from those rules.
"""

from __future__ import annotations

import pytest

from scoring.scala40 import Forfeit, GameErrorCode, Hand, InvalidGame, ReEntry, TableGame
from scoring.scala40_events import Event, with_forfeits
from scoring.scala40_ties import TieOrder
from scoring.stages import DEFAULT_PLACEMENT_POINTS, advance, places


def hand(closer: str, **points: int) -> Hand[str]:
    return Hand(closer, tuple(points.items()))


def leave(*players: str) -> Forfeit[str]:
    return Forfeit(players)


CASES = [
    (
        # C out in hand 1 (105), B in hand 2 (110): A 1st, B 2nd, C 3rd; C, last already,
        # then forfeits: nothing moves.
        "table of 3, the last-placed forfeits once it is over",
        "ABC",
        [hand("A", B=20, C=105), hand("A", B=90), leave("C")],
        [("A",), ("B",), ("C",)],
    ),
    (
        # A (the leader, 0) leaves after hand 1; B closes hand 2, C and D go out together on
        # 110: B wins, C and D share 2nd, A is 4th of 4.
        "table of 4, the leader forfeits after a hand, a same-hand elimination follows",
        "ABCD",
        [hand("A", B=30, C=40, D=50), leave("A"), hand("B", C=70, D=60)],
        [("B",), ("C", "D"), ("A",)],
    ),
    (
        # The winner of a finished table (A) forfeits: B, C, D move up a place each.
        "table of 4, the winner forfeits once it is over",
        "ABCD",
        [
            hand("A", B=10, C=10, D=105),
            hand("A", B=10, C=95),
            hand("A", B=95),
            leave("A"),
        ],
        [("B",), ("C",), ("D",), ("A",)],
    ),
    (
        # E leaves before any hand. Hand 1: B out on 101. Hand 2: A out on 105, D on 110
        # (the lower total places higher). C wins; then A, D, B; E 5th of 5.
        "table of 5, a forfeit before any hand",
        "ABCDE",
        [leave("E"), hand("A", B=101, C=10, D=20), hand("C", A=105, D=90)],
        [("C",), ("A",), ("D",), ("B",), ("E",)],
    ),
    (
        # Hand 1: B and C out together on 101 (a full tie). Hand 2: E and F out together
        # on 110. Hand 3: D out on 110. A wins, D 2nd, E and F share 3rd, B and C 5th; then
        # B forfeits (his last hand was the 1st): C alone 5th, B 6th of 6.
        "table of 6, a player out in a shared hand forfeits after the end",
        "ABCDEF",
        [
            hand("A", B=101, C=101, D=10, E=20, F=30),
            hand("D", A=50, E=90, F=80),
            hand("A", D=100),
            leave("B"),
        ],
        [("A",), ("D",), ("E", "F"), ("C",), ("B",)],
    ),
    (
        # C and D leave together before any hand (both on 0: they share the last places);
        # A closes, B out on 101.
        "table of 4, two players leave together",
        "ABCD",
        [leave("C", "D"), hand("A", B=101)],
        [("A",), ("B",), ("C", "D")],
    ),
    (
        # A final of two: B leaves, A is alone and wins at once, without a hand.
        "table of 2, one leaves before any hand",
        "AB",
        [leave("B")],
        [("A",), ("B",)],
    ),
]


@pytest.mark.parametrize(
    ("players", "events", "finishing"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_the_player_who_leaves_is_last_and_the_others_close_up(
    players: str, events: list[Event[str]], finishing: list[tuple[str, ...]]
) -> None:
    game = TableGame.replay(list(players), events)
    assert game.is_over
    assert game.placings() == finishing
    # Every place is at the table: the last one is the table's size, or shared up to it.
    placed = places(game.placings())
    worst = max(placed.values())
    assert worst <= len(players)
    left = [p for e in events if isinstance(e, Forfeit) for p in e.players]
    assert all(placed[p] == worst for p in left)


@pytest.mark.parametrize(
    ("players", "events", "points"),
    [
        # 4-2-1-0: the forfeiting leader 4th of 4 takes 0; C and D share 2nd, 2 each.
        ("ABCD", CASES[1][2], {"B": 4, "C": 2, "D": 2, "A": 0}),
        # The winner who forfeits: 0; B, C, D 4, 2, 1.
        ("ABCD", CASES[2][2], {"B": 4, "C": 2, "D": 1, "A": 0}),
        # Six players: a 5th and a 6th place earn 0 as the 4th does.
        ("ABCDEF", CASES[4][2], {"A": 4, "D": 2, "E": 1, "F": 1, "C": 0, "B": 0}),
    ],
    ids=["leader at 4", "winner at 4", "out in a shared hand at 6"],
)
def test_placement_points_follow_the_places(
    players: str, events: list[Event[str]], points: dict[str, int]
) -> None:
    game = TableGame.replay(list(players), events)
    earned = {p: DEFAULT_PLACEMENT_POINTS.for_place(n) for p, n in places(game.placings()).items()}
    assert earned == points


def test_who_goes_on_follows_the_forfeit() -> None:
    """The winner who forfeits does not go on: the one who came 2nd does; with two going
    on from the table of the shared 2nd place, C and D are level across the cut."""
    won = TableGame.replay(list("ABCD"), CASES[2][2])
    assert advance([won.placings()], per_table=1).qualified == ("B",)
    shared = TableGame.replay(list("ABCD"), CASES[1][2])
    going = advance([shared.placings()], per_table=2)
    assert (going.qualified, going.undecided, going.open_places) == (("B",), ("C", "D"), 1)
    assert going.eliminated == ("A",)


def test_a_player_who_left_plays_no_more_hands() -> None:
    """Out of play: no later hand needs their points, and one giving them points is
    refused; with one player left the game is over."""
    game: TableGame[str] = TableGame(list("ABC"))
    game.record_hand(closer="A", points={"B": 20, "C": 30})
    game.forfeit(["C"])
    assert game.active == ("A", "B")
    with pytest.raises(InvalidGame) as refused:
        game.record_hand(closer="A", points={"B": 10, "C": 5})
    assert refused.value.code is GameErrorCode.PLAYER_ELIMINATED
    game.record_hand(closer="A", points={"B": 90})  # B out on 110: A alone
    assert game.is_over and game.placings() == [("A",), ("B",), ("C",)]
    assert game.forfeited == ("C",)


# -- where a forfeit goes among a sheet's events -------------------------------------------


def test_the_forfeit_goes_after_the_last_hand_the_player_has_a_figure_in() -> None:
    """Hands 1 and 2 keep the player's points; from hand 3 on they have none and need none."""
    events: list[Event[str]] = [
        hand("A", B=10, C=20, D=30),
        hand("B", A=15, C=5, D=40),
        hand("A", B=20, D=25),
        hand("D", A=10, B=15),
    ]
    placed = with_forfeits(events, ["C"])
    assert placed == [*events[:2], leave("C"), *events[2:]]
    game = TableGame.replay(list("ABCD"), placed)
    assert game.totals["C"] == 25 and "C" not in game.active


def test_none_of_theirs_puts_the_forfeit_first_and_a_reentry_stays_before_it() -> None:
    events: list[Event[str]] = [hand("A", B=101, C=5), ReEntry("B"), hand("C", A=5, B=5)]
    assert with_forfeits(events, ["D"])[0] == leave("D")
    # B's last figure is hand 2; a forfeit given after hand 1's re-entry comes after it.
    first_only: list[Event[str]] = [hand("A", B=101, C=5), ReEntry("B")]
    assert with_forfeits(first_only, ["B"]) == [*first_only, leave("B")]


def test_a_tie_order_naming_who_left_keeps_the_others_order() -> None:
    """B, C and D out together on 110, ordered D, C, B by the director; D then forfeits:
    C before B as ordered, D last. An order left with one player is no order."""
    events: list[Event[str]] = [hand("A", B=110, C=110, D=110), TieOrder(("D", "C", "B"))]
    game = TableGame.replay(list("ABCD"), with_forfeits(events, ["D"]))
    assert game.placings() == [("A",), ("C",), ("B",), ("D",)]
    two: list[Event[str]] = [
        hand("A", B=110, C=110, D=50),
        hand("A", D=60),
        TieOrder(("C", "B")),
    ]
    game = TableGame.replay(list("ABCD"), with_forfeits(two, ["C"]))
    assert game.placings() == [("A",), ("D",), ("B",), ("C",)]
