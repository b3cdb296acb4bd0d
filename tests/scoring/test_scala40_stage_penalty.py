"""Scala 40 elimination: players ranked by the stage reached (final first), then their place
at their table in that stage, then the penalty points they scored IN THAT STAGE (lower first).

From scala40.md: each table is a game of its own, "players are placed by order of
elimination", a full tie "stays tied unless the director breaks it"; stages are fresh games
(40 -> 16 -> 8 -> final), so the penalties of an earlier stage never decide a place. Every
expected ranking below is worked out by hand from the placings written beside it.
"""

from __future__ import annotations

import pytest

from scoring.standings import Scala40Method, TablePlacing, rank_scala40


def _placing(stage: int, player: int, place: int, penalty: int, table: int) -> TablePlacing:
    return TablePlacing(stage, player, place, penalty, table)


CASES = [
    (
        # Finalists' totals with their heats: 1: 100 + 45 = 145, 2: 5 + 195 = 200,
        # 3: 60 + 143 = 203, 4: 0 + 101 = 101. The final's order stands: 1, 2, 3, 4, and each
        # shows the final's own points.
        "the final's places decide, however cheap a finalist's heat was",
        [
            _placing(1, 1, 1, 100, 1),
            _placing(1, 2, 1, 5, 2),
            _placing(1, 3, 1, 60, 3),
            _placing(1, 4, 1, 0, 4),
            _placing(2, 1, 1, 45, 1),
            _placing(2, 2, 2, 195, 1),
            _placing(2, 3, 3, 143, 1),
            _placing(2, 4, 4, 101, 1),
        ],
        None,
        [(1, 1, False, 45), (2, 2, False, 195), (3, 3, False, 143), (4, 4, False, 101)],
    ),
    (
        # Out 2nd in the semi-finals at tables 1 and 2: 5 on 120 (heat 10, 130 in all), 6 on
        # 110 (heat 90, 200 in all). The semi-final's 110 beats 120.
        "2nd at different semi-final tables: the semi-final's points, not the heat's",
        [
            _placing(1, 5, 1, 10, 1),
            _placing(1, 6, 1, 90, 2),
            _placing(2, 5, 2, 120, 1),
            _placing(2, 6, 2, 110, 2),
        ],
        None,
        [(1, 6, False, 110), (2, 5, False, 120)],
    ),
    (
        # Both 2nd on 120 at different semi-final tables; heats 10 and 90 count for nothing.
        "the same semi-final points at different tables: level, the heats do not part them",
        [
            _placing(1, 5, 1, 10, 1),
            _placing(1, 6, 1, 90, 2),
            _placing(2, 5, 2, 120, 1),
            _placing(2, 6, 2, 120, 2),
        ],
        None,
        [(1, 5, True, 120), (1, 6, True, 120)],
    ),
    (
        "the same, with the director's draw putting 6 first",
        [
            _placing(1, 5, 1, 10, 1),
            _placing(1, 6, 1, 90, 2),
            _placing(2, 5, 2, 120, 1),
            _placing(2, 6, 2, 120, 2),
        ],
        [6, 5],
        [(1, 6, False, 120), (2, 5, False, 120)],
    ),
    (
        # 7: 2nd at semi table 1 on 150; 8: 3rd at semi table 2 on 60. Place first.
        "the place at the stage's table comes before its penalty points",
        [
            _placing(1, 7, 1, 0, 1),
            _placing(1, 8, 1, 0, 2),
            _placing(2, 7, 2, 150, 1),
            _placing(2, 8, 3, 60, 2),
        ],
        None,
        [(1, 7, False, 150), (2, 8, False, 60)],
    ),
    (
        # 9 out 2nd in the heats on 40; 10 through the heats, 4th in the semi-final on 300.
        "a later stage reached before any place or penalty",
        [
            _placing(1, 9, 2, 40, 1),
            _placing(1, 10, 1, 20, 2),
            _placing(2, 10, 4, 300, 1),
        ],
        None,
        [(1, 10, False, 300), (2, 9, False, 40)],
    ),
    (
        # 11 and 12 out in the same hand at one semi-final table on 160 (the sheet: both 3rd);
        # their heats (30, 70) never separate them; 13, 3rd at the other table on 150, is
        # cheaper than both, 14 (3rd elsewhere on 170) dearer.
        "level at one table stay level; others at that place ranked around them",
        [
            _placing(1, 11, 1, 30, 1),
            _placing(1, 12, 1, 70, 2),
            _placing(1, 13, 1, 90, 3),
            _placing(1, 14, 1, 0, 4),
            _placing(2, 11, 3, 160, 1),
            _placing(2, 12, 3, 160, 1),
            _placing(2, 13, 3, 150, 2),
            _placing(2, 14, 3, 170, 3),
        ],
        None,
        [(1, 13, False, 150), (2, 11, True, 160), (2, 12, True, 160), (4, 14, False, 170)],
    ),
]


@pytest.mark.parametrize(
    ("case", "placings", "draw", "expected"), CASES, ids=[case[0] for case in CASES]
)
def test_elimination_ranks_by_the_last_stage_penalty(
    case: str,
    placings: list[TablePlacing],
    draw: list[int] | None,
    expected: list[tuple[int, int, bool, int]],
) -> None:
    """Stage, place at that stage's table, then that stage's penalty points; the figure shown."""
    players = sorted({p.player for p in placings})
    rows = rank_scala40(players, placings, method=Scala40Method.STAGES, draw_order=draw)
    assert [(r.rank, r.player, r.tied, r.stage_penalty) for r in rows] == expected, case


def test_the_total_of_every_stage_is_still_counted() -> None:
    """The all-stages total stays on the row (the workbook shows it), ranking nothing."""
    (first, *_rest) = CASES
    rows = rank_scala40([1, 2, 3, 4], first[1], method=Scala40Method.STAGES)
    assert [(r.player, r.penalty_total) for r in rows] == [(1, 145), (2, 200), (3, 203), (4, 101)]


def test_placement_points_still_count_every_round() -> None:
    """Placement points (not an elimination): level on points, the total of every round
    decides (5: 10 + 120 = 130 before 6: 90 + 110 = 200)."""
    placings = [
        _placing(1, 5, 1, 10, 1),
        _placing(1, 6, 1, 90, 2),
        _placing(2, 5, 2, 120, 1),
        _placing(2, 6, 2, 110, 2),
    ]
    rows = rank_scala40([5, 6], placings)
    assert [(r.player, r.penalty_total) for r in rows] == [(5, 130), (6, 200)]
