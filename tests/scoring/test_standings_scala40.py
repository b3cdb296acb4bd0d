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


# Elimination ties, reasoned from scala40.md: at a table "the lower total places higher; a full
# tie stays tied unless the director breaks it", and across tables the ranking is
# "tie-broken by lower penalty points", those of the stage (each stage a fresh game). A
# stage-1 table, then a final (round 2, table 1) where time is called: 1 and 2 both on 30
# (the sheet names them both 1st), 3 on 35 (3rd). Player 1 came through a cheaper first table
# (43) than 2 (53): it decides nothing.
HEAT = [
    TablePlacing(1, 1, 1, 43, 1),
    TablePlacing(1, 2, 1, 53, 2),
    TablePlacing(1, 3, 1, 95, 3),
    TablePlacing(1, 4, 2, 101, 1),
    TablePlacing(1, 5, 2, 101, 2),
    TablePlacing(1, 6, 2, 120, 3),
]
FINAL_LEVEL = [
    TablePlacing(2, 1, 1, 30, 1),
    TablePlacing(2, 2, 1, 30, 1),
    TablePlacing(2, 3, 3, 35, 1),
]


def _semi_final(semi_of_9: int) -> list[TablePlacing]:
    """1 and 2 (heats 43 and 53) level 3rd at semi-final table 1 on 30; 9, out of another
    heat on 20, 3rd at table 2 on `semi_of_9`."""
    return [
        TablePlacing(1, 1, 1, 43, 1),
        TablePlacing(1, 2, 1, 53, 2),
        TablePlacing(1, 9, 1, 20, 3),
        TablePlacing(2, 1, 3, 30, 1),
        TablePlacing(2, 2, 3, 30, 1),
        TablePlacing(2, 9, 3, semi_of_9, 2),
    ]


ELIMINATION_TIES = [
    (
        "level at the final: both champions, the heat's points decide nothing",
        [1, 2, 3],
        HEAT[:3] + FINAL_LEVEL,
        None,
        [(1, 1, True), (1, 2, True), (3, 3, False)],
    ),
    (
        "level at the final, the director's draw puts 2 first",
        [1, 2, 3],
        HEAT[:3] + FINAL_LEVEL,
        [2, 1],
        [(1, 2, False), (2, 1, False), (3, 3, False)],
    ),
    (
        "out 2nd at different tables: the lower total (101 v 110) is the better place",
        [4, 5],
        [TablePlacing(1, 4, 2, 110, 1), TablePlacing(1, 5, 2, 101, 2)],
        None,
        [(1, 5, False), (2, 4, False)],
    ),
    (
        "out 2nd at different tables on the same total: a full tie",
        [4, 5],
        [TablePlacing(1, 4, 2, 101, 1), TablePlacing(1, 5, 2, 101, 2)],
        None,
        [(1, 4, True), (1, 5, True)],
    ),
    (
        "level at one semi-final table on 30, 3rd elsewhere on 40 (a cheaper heat): 30 first",
        [1, 2, 9],
        _semi_final(semi_of_9=40),
        None,
        [(1, 1, True), (1, 2, True), (3, 9, False)],
    ),
    (
        "level at one semi-final table on 30, 3rd elsewhere on 25: 25 first",
        [1, 2, 9],
        _semi_final(semi_of_9=25),
        None,
        [(1, 9, False), (2, 1, True), (2, 2, True)],
    ),
    (
        "the same with 9 on 30 too: level with both, and 1 and 2 stay together: all level",
        [1, 2, 9],
        _semi_final(semi_of_9=30),
        None,
        [(1, 1, True), (1, 2, True), (1, 9, True)],
    ),
    (
        "at the same final table the place decides, whatever the heat's points",
        [1, 3],
        [
            TablePlacing(1, 1, 1, 90, 1),
            TablePlacing(1, 3, 1, 10, 3),
            TablePlacing(2, 1, 1, 50, 1),
            TablePlacing(2, 3, 2, 60, 1),
        ],
        None,
        [(1, 1, False), (2, 3, False)],
    ),
]


@pytest.mark.parametrize(
    ("case", "players", "placings", "draw", "expected"),
    ELIMINATION_TIES,
    ids=[case[0] for case in ELIMINATION_TIES],
)
def test_elimination_ties(
    case: str,
    players: list[int],
    placings: list[TablePlacing],
    draw: list[int] | None,
    expected: list[tuple[int, int, bool]],
) -> None:
    """Who shares a place in an elimination, and who the penalty total separates."""
    rows = rank_scala40(players, placings, method=Scala40Method.STAGES, draw_order=draw)
    assert [(row.rank, row.player, row.tied) for row in rows] == expected, case
