"""Scala 40 in pairs with an odd count: who sits out each round, and what the bye is worth."""

from __future__ import annotations

import pytest

from scoring.pairing.history import fewest_byes_lowest
from scoring.pairing.model import Scala40Round, SeatingTable
from scoring.scala40_pairs import ByeScore, MatchPoints, PairsRules, bye_line, rank_pairs


def _byes_over(rankings: list[list[int]]) -> list[int]:
    """The bye of each round when the standings before it are ``rankings[i]``."""
    history: list[Scala40Round] = []
    byes: list[int] = []
    for order in rankings:
        bye = fewest_byes_lowest(order, history)
        byes.append(bye)
        seated = tuple(entry for entry in order if entry != bye)
        history.append(Scala40Round((SeatingTable(1, seated),), byes=(bye,)))
    return byes


@pytest.mark.parametrize(
    ("rankings", "expected"),
    [
        # The same standings every round: the lowest without a bye each time.
        ([[1, 2, 3, 4, 5]] * 3, [5, 4, 3]),
        # The last pair had its bye already: the one above it sits out.
        ([[1, 2, 3, 4, 5], [1, 2, 3, 5, 4], [4, 1, 2, 3, 5]], [5, 4, 3]),
        # Every pair had one: a second bye, again for the lowest ranked.
        ([[1, 2, 3]] * 4, [3, 2, 1, 3]),
        # A pair climbing to the top is not passed over: it is the only one without a bye.
        ([[1, 2, 3], [3, 1, 2], [2, 3, 1]], [3, 2, 1]),
    ],
)
def test_the_bye_goes_to_the_fewest_byes_then_the_lowest_ranked(
    rankings: list[list[int]], expected: list[int]
) -> None:
    assert _byes_over(rankings) == expected


def test_no_pair_has_a_second_bye_while_another_has_none() -> None:
    byes = _byes_over([[1, 2, 3, 4, 5]] * 5)
    assert sorted(byes) == [1, 2, 3, 4, 5]


@pytest.mark.parametrize(
    ("score", "match_points", "expected"),
    [
        (ByeScore.WIN, MatchPoints(), 2),
        (ByeScore.DRAW, MatchPoints(), 1),
        (ByeScore.NONE, MatchPoints(), 0),
        (ByeScore.WIN, MatchPoints(3, 1, 0), 3),
        (ByeScore.DRAW, MatchPoints(3, 2, 0), 2),
    ],
)
def test_a_bye_is_worth_the_setting_s_match_points_and_nothing_else(
    score: ByeScore, match_points: MatchPoints, expected: int
) -> None:
    rules = PairsRules(match_points=match_points)
    [row] = rank_pairs([bye_line(2, "A", rules, score)])
    assert (row.match_points, row.game_point_difference, row.penalty_points) == (expected, 0, 0)


def test_a_bye_is_a_win_by_default() -> None:
    assert bye_line(1, "A", PairsRules()).match_points == 2
