"""Scala 40 rankings: placement points or stage reached, then lower penalty total, then draw."""

from __future__ import annotations

import pytest

from scoring.stages import PlacementPoints
from scoring.standings import (
    InvalidStandings,
    Scala40Method,
    StandingsErrorCode,
    TablePlacing,
    rank_scala40,
)

# Round 1: two tables of four, players 1-4 and 5-8 finishing in number order.
ROUND_1 = [
    TablePlacing(1, 1, 1, 40, 1),
    TablePlacing(1, 2, 2, 101, 1),
    TablePlacing(1, 3, 3, 120, 1),
    TablePlacing(1, 4, 4, 105, 1),
    TablePlacing(1, 5, 1, 30, 2),
    TablePlacing(1, 6, 2, 110, 2),
    TablePlacing(1, 7, 3, 101, 2),
    TablePlacing(1, 8, 4, 130, 2),
]
# Round 2: tables redrawn; 4 and 7 tied for third.
ROUND_2 = [
    TablePlacing(2, 5, 1, 20, 1),
    TablePlacing(2, 1, 2, 101, 1),
    TablePlacing(2, 6, 3, 115, 1),
    TablePlacing(2, 2, 4, 140, 1),
    TablePlacing(2, 8, 1, 60, 2),
    TablePlacing(2, 3, 2, 101, 2),
    TablePlacing(2, 4, 3, 110, 2),
    TablePlacing(2, 7, 3, 110, 2),
]


def test_placement_points_over_two_rounds() -> None:
    """Points 4-2-1-0 summed; 3 and 6 level on 3 points split by penalty 221 v 225."""
    rows = rank_scala40(range(1, 9), ROUND_1 + ROUND_2)
    assert [row.player for row in rows] == [5, 1, 8, 3, 6, 7, 2, 4]
    assert [row.rank for row in rows] == [1, 2, 3, 4, 5, 6, 7, 8]
    by_player = {row.player: row for row in rows}
    assert (by_player[5].points, by_player[5].penalty_total) == (8, 50)
    assert (by_player[3].points, by_player[3].penalty_total) == (3, 221)
    assert (by_player[6].points, by_player[6].penalty_total) == (3, 225)
    # 7 and 2 both have 2 points: 211 beats 241.
    assert (by_player[7].penalty_total, by_player[2].penalty_total) == (211, 241)
    assert by_player[4].tables == 2


def test_custom_placement_points() -> None:
    """With 3-2-1-0 the same results rank 1 above 8 as before, but 5 still leads."""
    rows = rank_scala40(
        range(1, 9), ROUND_1 + ROUND_2, placement_points=PlacementPoints((3, 2, 1, 0))
    )
    assert {row.player: row.points for row in rows}[1] == 5
    assert rows[0].player == 5


def test_full_tie_shared_or_drawn() -> None:
    """Same points and penalties: shared rank, unless a draw is recorded."""
    placings = [TablePlacing(1, 1, 1, 50), TablePlacing(1, 2, 1, 50), TablePlacing(1, 3, 3, 120)]
    rows = rank_scala40([1, 2, 3], placings)
    assert [(r.rank, r.player, r.tied) for r in rows] == [(1, 1, True), (1, 2, True), (3, 3, False)]
    drawn = rank_scala40([1, 2, 3], placings, draw_order=[2, 1])
    assert [(r.rank, r.player) for r in drawn] == [(1, 2), (2, 1), (3, 3)]
    assert drawn[0].draw_position == 1 and drawn[2].draw_position is None


def test_by_stage_reached() -> None:
    """Stages: the finalists first, then the rest by place at their last table, then penalty."""
    final = [TablePlacing(2, 5, 1, 20), TablePlacing(2, 1, 2, 101)]
    rows = rank_scala40(range(1, 9), ROUND_1 + final, method=Scala40Method.STAGES)
    assert [row.player for row in rows] == [5, 1, 2, 6, 7, 3, 4, 8]
    assert rows[0].stage == 2 and rows[2].stage == 1
    assert rows[2].last_place == 2


def test_player_without_tables() -> None:
    """A registered player with no table yet ranks last with nothing."""
    rows = rank_scala40([1, 9], ROUND_1)
    assert rows[-1].player == 9
    assert (rows[-1].points, rows[-1].stage, rows[-1].last_place) == (0, 0, None)


def test_duplicate_placing_refused() -> None:
    """Two placings for one player in one round are refused."""
    with pytest.raises(InvalidStandings) as caught:
        rank_scala40([1], [TablePlacing(1, 1, 1, 0), TablePlacing(1, 1, 2, 0)])
    assert caught.value.code is StandingsErrorCode.DUPLICATE_MATCH
