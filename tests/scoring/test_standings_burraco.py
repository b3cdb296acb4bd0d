"""Burraco standings: VP first, then each tie-break in order, penalties, byes, subsets.

Every ranking test runs twice: through `rank_burraco` (MatchLine objects) and through
`rank_burraco_tuples` (the same turni as plain tuples, what the services feed it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from scoring.standings import (
    DEFAULT_TIE_BREAKS,
    InvalidStandings,
    MatchLine,
    PenaltyLine,
    StandingRow,
    StandingsErrorCode,
    TieBreak,
    rank_burraco,
    rank_burraco_tuples,
)
from scoring.turno import ResultKind, TurnoSettings, bye, forfeit, played


def turno(rnd: int, a: int, b: int, mp_a: int, mp_b: int, vp_a: int) -> list[MatchLine]:
    """Both lines of a turno, written out by hand."""
    return [
        MatchLine(rnd, a, b, vp_a, mp_a, mp_b),
        MatchLine(rnd, b, a, 20 - vp_a, mp_b, mp_a),
    ]


Rank = Callable[..., list[StandingRow]]


def _through_tuples(
    entries: Iterable[int], matches: Iterable[MatchLine], *args: Any, **options: Any
) -> list[StandingRow]:
    return rank_burraco_tuples(entries, [m.as_tuple() for m in matches], *args, **options)


@pytest.fixture(params=[rank_burraco, _through_tuples], ids=["match_lines", "tuples"])
def rank(request: pytest.FixtureRequest) -> Rank:
    """One of the two entry points, which must rank the same turni the same way."""
    chosen: Rank = request.param
    return chosen


def order(rows: list) -> list[tuple[int, int]]:
    return [(row.rank, row.entry) for row in rows]


def test_default_tie_breaks_follow_the_domain_doc() -> None:
    """After VP: MP difference, MP scored, head-to-head, draw."""
    assert DEFAULT_TIE_BREAKS == (
        TieBreak.MP_DIFF,
        TieBreak.MP_SCORED,
        TieBreak.HEAD_TO_HEAD,
        TieBreak.DRAW,
    )


def test_vp_then_mp_difference(rank: Rank) -> None:
    """Two rounds of four pairs: 3 leads on VP; 2 and 4 level on 18 VP split by MP diff."""
    matches = (
        turno(1, 1, 2, 640, 245, 14)
        + turno(1, 3, 4, 300, 280, 10)
        + turno(2, 1, 3, 200, 600, 6)
        + turno(2, 2, 4, 400, 200, 12)
    )
    rows = rank([1, 2, 3, 4], matches)
    assert order(rows) == [(1, 3), (2, 1), (3, 2), (4, 4)]
    by_entry = {row.entry: row for row in rows}
    # 3: 300 + 600 scored, 280 + 200 conceded.
    assert (by_entry[3].vp, by_entry[3].mp_for, by_entry[3].mp_against) == (24, 900, 480)
    assert by_entry[3].mp_diff == 420
    assert by_entry[2].tie_break(TieBreak.MP_DIFF) == -195
    assert by_entry[4].tie_break(TieBreak.MP_DIFF) == -220
    assert by_entry[1].vp_by_round == ((1, 14), (2, 6))
    assert not any(row.tied for row in rows)
    # Head-to-head and draw were not needed, so they are not shown.
    assert by_entry[2].tie_break(TieBreak.HEAD_TO_HEAD) is None


def test_mp_scored_breaks_equal_difference(rank: Rank) -> None:
    """Same VP and MP difference: more MP scored ranks higher."""
    matches = turno(1, 1, 3, 500, 400, 12) + turno(1, 2, 4, 300, 200, 12)
    rows = rank([1, 2], matches)
    assert order(rows) == [(1, 1), (2, 2)]
    assert [row.tie_break(TieBreak.MP_SCORED) for row in rows] == [500, 300]


def test_head_to_head(rank: Rank) -> None:
    """Level on VP with head-to-head first: the winner of their turno ranks higher."""
    matches = (
        turno(1, 1, 2, 400, 200, 12) + turno(2, 1, 3, 400, 200, 12) + turno(2, 2, 4, 900, 0, 16)
    )
    rows = rank([1, 2], matches, tie_breaks=(TieBreak.HEAD_TO_HEAD,))
    assert order(rows) == [(1, 1), (2, 2)]
    assert [row.tie_break(TieBreak.HEAD_TO_HEAD) for row in rows] == [12, 8]
    # With the default order, 2's better MP difference decides first.
    assert order(rank([1, 2], matches)) == [(1, 2), (2, 1)]


def test_head_to_head_skipped_when_not_all_met(rank: Rank) -> None:
    """Three pairs level that did not all meet: head-to-head cannot decide, the draw does."""
    matches = [*turno(1, 1, 2, 300, 300, 10), MatchLine(1, 3, None, 10, 300, 300)]
    rows = rank([1, 2, 3], matches, draw_order=[3, 1, 2])
    assert order(rows) == [(1, 3), (2, 1), (3, 2)]
    assert all(row.tie_break(TieBreak.HEAD_TO_HEAD) is None for row in rows)
    assert [row.tie_break(TieBreak.DRAW) for row in rows] == [3, 2, 1]


def test_full_tie_without_draw_shares_the_rank(rank: Rank) -> None:
    """Pairs level on everything, with no draw recorded, share a rank and are marked tied."""
    matches = turno(1, 1, 2, 300, 300, 10) + turno(1, 3, 4, 100, 500, 8)
    rows = rank([1, 2, 3, 4], matches)
    assert order(rows) == [(1, 4), (2, 1), (2, 2), (4, 3)]
    assert [row.tied for row in rows] == [False, True, True, False]
    assert rows[1].tie_break(TieBreak.HEAD_TO_HEAD) == 10


def test_draw_missing_an_entry_is_not_applied(rank: Rank) -> None:
    """A draw that lacks one of the tied entries leaves them tied."""
    matches = turno(1, 1, 2, 300, 300, 10)
    rows = rank([1, 2], matches, tie_breaks=(TieBreak.DRAW,), draw_order=[2])
    assert [row.rank for row in rows] == [1, 1]


def test_mp_against_lower_is_better(rank: Rank) -> None:
    """MP conceded as a tie-break: fewer ranks higher, and the raw figure is shown."""
    matches = turno(1, 1, 3, 500, 400, 12) + turno(1, 2, 4, 300, 200, 12)
    rows = rank([1, 2], matches, tie_breaks=(TieBreak.MP_AGAINST,))
    assert order(rows) == [(1, 2), (2, 1)]
    assert rows[0].tie_break(TieBreak.MP_AGAINST) == 200


def test_penalties_deducted_never_credited(rank: Rank) -> None:
    """A 1 VP + 55 MP penalty lowers the pair; its opponent's figures do not move."""
    matches = turno(1, 1, 2, 400, 300, 11)
    rows = rank([1, 2], matches, [PenaltyLine(1, 1, vp=1, mp=55)])
    by_entry = {row.entry: row for row in rows}
    assert (by_entry[1].vp, by_entry[1].mp_for, by_entry[1].mp_diff) == (10, 345, 45)
    assert (by_entry[1].penalty_vp, by_entry[1].penalty_mp) == (1, 55)
    assert (by_entry[2].vp, by_entry[2].mp_for, by_entry[2].mp_against) == (9, 300, 400)
    assert by_entry[1].vp_by_round == ((1, 11),)


def test_bye_and_forfeit_lines(rank: Rank) -> None:
    """A bye counts its VP and MP and is counted apart from played turni."""
    settings = TurnoSettings.for_hands(3)
    lines = list(MatchLine.from_turno(1, 3, None, bye(settings)))
    lines += MatchLine.from_turno(1, 1, 2, played(640, 245, settings))
    rows = rank([1, 2, 3], lines)
    by_entry = {row.entry: row for row in rows}
    assert (by_entry[3].vp, by_entry[3].mp_diff, by_entry[3].byes) == (14, 355, 1)
    assert by_entry[3].played == 0
    assert by_entry[1].played == 1
    assert lines[0].kind is ResultKind.BYE
    # 1 and 3 level on 14 VP: 1's 395 difference beats the bye's 355.
    assert order(rows) == [(1, 1), (2, 3), (3, 2)]


def test_group_ranks_only_its_entries(rank: Rank) -> None:
    """A girone is ranked by passing its entries; head-to-head looks only inside it."""
    matches = (
        turno(1, 1, 2, 300, 300, 10)
        + turno(1, 3, 4, 800, 0, 16)
        + turno(2, 1, 3, 0, 800, 4)
        + turno(2, 2, 4, 800, 0, 16)
    )
    rows = rank([1, 4], matches)
    assert order(rows) == [(1, 1), (2, 4)]
    assert {row.entry: row.vp for row in rows} == {1: 14, 4: 8}


def test_entry_without_matches(rank: Rank) -> None:
    """A pair registered but not yet played ranks with zeros."""
    rows = rank([1, 2], turno(1, 1, 3, 400, 300, 11))
    assert rows[1].entry == 2
    assert (rows[1].vp, rows[1].mp_diff, rows[1].vp_by_round) == (0, 0, ())


@pytest.mark.parametrize(
    ("entries", "matches", "code"),
    [
        ([1, 1], [], StandingsErrorCode.DUPLICATE_ENTRY),
        (
            [1],
            [MatchLine(1, 1, 2, 10, 0, 0), MatchLine(1, 1, 3, 10, 0, 0)],
            StandingsErrorCode.DUPLICATE_MATCH,
        ),
    ],
)
def test_refused_inputs(
    entries: list[int], matches: list[MatchLine], code: StandingsErrorCode, rank: Rank
) -> None:
    """Listing an entry twice, or two results for one entry in one round, is refused."""
    with pytest.raises(InvalidStandings) as caught:
        rank(entries, matches)
    assert caught.value.code is code


def test_duplicate_tie_break_refused(rank: Rank) -> None:
    """A tie-break list naming one criterion twice is refused."""
    with pytest.raises(InvalidStandings) as caught:
        rank([1], [], tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_DIFF))
    assert caught.value.code is StandingsErrorCode.DUPLICATE_TIE_BREAK


def test_forfeit_lines_from_turno(rank: Rank) -> None:
    """A forfeit seen from both sides: 14 VP +355 for the present pair, 6 VP -355 for the late."""
    lines = MatchLine.from_turno(2, 7, 8, forfeit(TurnoSettings.for_hands(3), late="b"))
    assert lines == (
        MatchLine(2, 7, 8, 14, 355, 0, ResultKind.FORFEIT),
        MatchLine(2, 8, 7, 6, 0, 355, ResultKind.FORFEIT),
    )
    rows = rank([7, 8], lines)
    assert [(r.entry, r.vp, r.mp_diff, r.played) for r in rows] == [
        (7, 14, 355, 1),
        (8, 6, -355, 1),
    ]
