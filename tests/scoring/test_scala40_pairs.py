"""Scala 40 in pairs: hands won by the closer's pair, first to 3, time, draws, match points,
the ranking of pairs (scala40.md, "Pairs form"; docs/scoring.md for the defaults)."""

from __future__ import annotations

import pytest

from scoring.scala40_pairs import (
    DrawRule,
    InvalidPairsMatch,
    MatchPoints,
    PairsErrorCode,
    PairsLine,
    PairsMatch,
    PairsRules,
    PairsTieBreak,
    rank_pairs,
)

A1, A2, B1, B2 = ("A", 1), ("A", 2), ("B", 1), ("B", 2)


def play(match: PairsMatch[str], closers: list[tuple[str, int]], points: int = 10) -> None:
    """Each closer goes out in turn; every other player holds `points`."""
    for closer in closers:
        match.record_hand(closer, {seat: points for seat in match.seats if seat != closer})


@pytest.mark.parametrize(
    ("closers", "game_points", "over", "winner"),
    [
        # The closer's pair wins the hand, whichever partner closes.
        ([A1], {"A": 1, "B": 0}, False, None),
        ([A2], {"A": 1, "B": 0}, False, None),
        ([B1, B2], {"A": 0, "B": 2}, False, None),
        # First to 3 game points wins the match.
        ([A1, A2, A1], {"A": 3, "B": 0}, True, "A"),
        ([A1, B1, B2, A2, B1], {"A": 2, "B": 3}, True, "B"),
    ],
)
def test_hand_goes_to_the_closers_pair(
    closers: list[tuple[str, int]], game_points: dict[str, int], over: bool, winner: str | None
) -> None:
    """Each hand is a game point to the pair of the player who closed; 3 win the match."""
    match = PairsMatch(("A", "B"))
    play(match, closers)
    assert match.game_points == game_points
    assert match.is_over is over
    assert match.winner == winner


def test_target_is_a_setting() -> None:
    """A match to 2 ends at 2 game points."""
    match = PairsMatch(("A", "B"), PairsRules(target=2))
    play(match, [A1, A2])
    assert match.is_over and match.winner == "A"


def test_penalties_add_up_per_pair() -> None:
    """Both partners' cards left count against their pair; the closer's partner's too."""
    match = PairsMatch(("A", "B"))
    match.record_hand(A1, {A2: 12, B1: 30, B2: 25})
    match.record_hand(B2, {A1: 5, A2: 0, B1: 40})
    assert match.totals == {"A": 17, "B": 95}


@pytest.mark.parametrize(
    ("draw_rule", "closers", "a_penalty", "winner", "points"),
    [
        # Time called with a pair ahead: that pair wins, whatever the penalties.
        (DrawRule.DRAW, [A1, A2, B1], 50, "A", {"A": 2, "B": 0}),
        (DrawRule.LOWER_PENALTY, [A1, A2, B1], 50, "A", {"A": 2, "B": 0}),
        # Level on game points: a draw, or the pair with fewer penalty points.
        (DrawRule.DRAW, [A1, B1], 5, None, {"A": 1, "B": 1}),
        (DrawRule.LOWER_PENALTY, [A1, B1], 5, "A", {"A": 2, "B": 0}),
        (DrawRule.LOWER_PENALTY, [A1, B1], 50, "B", {"A": 0, "B": 2}),
        # Level on penalty points too: still a draw.
        (DrawRule.LOWER_PENALTY, [A1, B1], 15, None, {"A": 1, "B": 1}),
        # Time called before any hand: level, nothing to separate them.
        (DrawRule.LOWER_PENALTY, [], 0, None, {"A": 1, "B": 1}),
    ],
)
def test_time_called(
    draw_rule: DrawRule,
    closers: list[tuple[str, int]],
    a_penalty: int,
    winner: str | None,
    points: dict[str, int],
) -> None:
    """When time is called the pair ahead wins; a level match follows the draw rule."""
    match = PairsMatch(("A", "B"), PairsRules(draw_rule=draw_rule))
    for closer in closers:
        # Pair B holds 10 a player each hand (30 in two hands); pair A `a_penalty` a hand.
        others = {seat: 10 for seat in match.seats if seat != closer and seat[0] == "B"}
        mine = [seat for seat in match.seats if seat != closer and seat[0] == "A"]
        others.update({seat: a_penalty if seat == mine[0] else 0 for seat in mine})
        match.record_hand(closer, others)
    match.time_out()
    assert match.is_over and match.timed_out
    assert match.winner == winner
    assert match.match_points() == points
    loser = "B" if winner == "A" else "A"
    assert match.placings() == ([("A", "B")] if winner is None else [(winner,), (loser,)])


def test_match_points_are_a_setting() -> None:
    """Win 3, draw 1, loss 0 when the director says so."""
    rules = PairsRules(match_points=MatchPoints(win=3, draw=1, loss=0))
    won = PairsMatch(("A", "B"), rules)
    play(won, [B1, B2, B1])
    assert won.match_points() == {"A": 0, "B": 3}
    level = PairsMatch(("A", "B"), rules)
    level.time_out()
    assert level.match_points() == {"A": 1, "B": 1}


def test_no_match_points_while_played() -> None:
    """A match still being played gives nobody match points."""
    match = PairsMatch(("A", "B"))
    play(match, [A1, A1])
    assert match.match_points() == {"A": 0, "B": 0}
    assert not match.is_over and match.winner is None


@pytest.mark.parametrize(
    ("closer", "penalties", "code"),
    [
        (("C", 1), {A1: 1, A2: 1, B1: 1, B2: 1}, PairsErrorCode.UNKNOWN_PLAYER),
        (("A", 3), {A1: 1, A2: 1, B1: 1, B2: 1}, PairsErrorCode.UNKNOWN_PLAYER),
        (A1, {A2: 1, B1: 1, ("C", 1): 1}, PairsErrorCode.UNKNOWN_PLAYER),
        (A1, {A1: 5, A2: 1, B1: 1, B2: 1}, PairsErrorCode.CLOSER_WITH_POINTS),
        (A1, {A2: 1, B1: -1, B2: 1}, PairsErrorCode.NEGATIVE_POINTS),
        (A1, {A2: 1, B1: 1}, PairsErrorCode.MISSING_POINTS),
    ],
)
def test_bad_hand_refused_and_nothing_changes(
    closer: tuple[str, int], penalties: dict[tuple[str, int], int], code: PairsErrorCode
) -> None:
    """A hand that breaks a rule is refused with its code and leaves the match as it was."""
    match = PairsMatch(("A", "B"))
    with pytest.raises(InvalidPairsMatch) as refused:
        match.record_hand(closer, penalties)
    assert refused.value.code is code
    assert match.game_points == {"A": 0, "B": 0} and match.totals == {"A": 0, "B": 0}
    assert match.hands == []


def test_no_hand_after_the_match_is_over() -> None:
    """Once a pair has 3, or time is called, no further hand is taken."""
    match = PairsMatch(("A", "B"))
    play(match, [A1, A1, A1])
    with pytest.raises(InvalidPairsMatch) as refused:
        play(match, [B1])
    assert refused.value.code is PairsErrorCode.GAME_OVER
    timed = PairsMatch(("A", "B"))
    timed.time_out()
    with pytest.raises(InvalidPairsMatch):
        timed.time_out()


@pytest.mark.parametrize(
    ("pairs", "rules"),
    [
        (("A",), None),
        (("A", "A"), None),
        (("A", "B", "C"), None),
        (("A", "B"), "target0"),
        (("A", "B"), "draw_above_win"),
        (("A", "B"), "negative_loss"),
    ],
)
def test_bad_match_refused(pairs: tuple[str, ...], rules: str | None) -> None:
    """Two different pairs, a target of at least 1, win >= draw >= loss >= 0."""
    with pytest.raises(InvalidPairsMatch):
        chosen = {
            None: None,
            "target0": lambda: PairsRules(target=0),
            "draw_above_win": lambda: PairsRules(match_points=MatchPoints(1, 2, 0)),
            "negative_loss": lambda: PairsRules(match_points=MatchPoints(2, 1, -1)),
        }[rules]
        PairsMatch(pairs, chosen() if chosen else None)


def test_replay_rebuilds_the_match() -> None:
    """The stored hands (and time called) give back the same match."""
    match = PairsMatch(("A", "B"))
    match.record_hand(A1, {A2: 3, B1: 9, B2: 4})
    match.record_hand(B1, {A1: 8, A2: 1, B2: 2})
    again = PairsMatch.replay(("A", "B"), match.hands, timed_out=True)
    assert again.game_points == {"A": 1, "B": 1}
    assert again.totals == {"A": 12, "B": 15}
    assert again.is_draw


def line(pair: str, opponent: str, mp: int, won: int, lost: int, penalty: int) -> PairsLine[str]:
    return PairsLine(1, pair, opponent, mp, won, lost, penalty)


def test_ranking_by_match_points_first() -> None:
    """More match points rank higher, whatever the game points."""
    rows = rank_pairs(
        [line("A", "B", 0, 2, 3, 10), line("B", "A", 2, 3, 2, 90), line("C", "D", 1, 1, 1, 5)]
    )
    assert [row.pair for row in rows] == ["B", "C", "A"]
    assert [row.rank for row in rows] == [1, 2, 3]


@pytest.mark.parametrize(
    ("tie_breaks", "expected"),
    [
        # Default: game-point difference, then fewer penalty points.
        (None, ["P", "Q", "R"]),
        ((PairsTieBreak.PENALTY_POINTS, PairsTieBreak.GAME_POINT_DIFFERENCE), ["R", "Q", "P"]),
        ((PairsTieBreak.GAME_POINTS_WON,), ["P", "Q", "R"]),
    ],
)
def test_tie_breaks_in_the_order_given(
    tie_breaks: tuple[PairsTieBreak, ...] | None, expected: list[str]
) -> None:
    """Level on match points, the tie-breaks separate the pairs in the director's order."""
    lines = [
        line("P", "x", 2, 3, 0, 80),  # difference +3, 80 penalty points
        line("Q", "x", 2, 3, 1, 60),  # +2, 60
        line("R", "x", 2, 3, 2, 20),  # +1, 20
    ]
    rows = rank_pairs(lines) if tie_breaks is None else rank_pairs(lines, tie_breaks=tie_breaks)
    assert [row.pair for row in rows if row.pair in "PQR"] == expected


def test_pairs_level_on_everything_share_a_rank() -> None:
    """Nothing separating them, two pairs share the rank, listed in the order given."""
    rows = rank_pairs(
        [line("B", "A", 1, 1, 1, 30), line("A", "B", 1, 1, 1, 30)], pairs=["C"], order=["A", "B"]
    )
    assert [(row.rank, row.pair) for row in rows] == [(1, "A"), (1, "B"), (3, "C")]
    assert rows[2].matches == 0


def test_ranking_adds_every_round() -> None:
    """A pair's figures are the sums of its matches."""
    match = PairsMatch(("A", "B"))
    play(match, [A1, B1, A2, A1])
    second = PairsMatch(("A", "C"))
    play(second, [C1 := ("C", 1), C1, C1])
    lines = [*match.lines(1), *second.lines(2)]
    row = next(row for row in rank_pairs(lines) if row.pair == "A")
    assert (row.match_points, row.game_points_won, row.game_points_lost) == (2, 3, 4)
    assert row.game_point_difference == -1
    # Round 1: 10 a hand A closed (the partner's cards), 20 the hand B closed; round 2: 20 x 3.
    assert row.penalty_points == 10 + 20 + 10 + 10 + 60
    assert row.matches == 2
