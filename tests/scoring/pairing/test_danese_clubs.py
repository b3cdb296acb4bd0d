"""Danese keeping pairs of one club apart: a soft rule, kept where the pairing allows it without
a rematch the variant forbids; a meeting it could not avoid is reported as KEEP_APART.

Each case: the standings order, the rounds before (NS, EO pairs), the variant, each pair's
club, the tables expected (higher ranked NS), the bye, and the meetings of one club left."""

from __future__ import annotations

import pytest

from scoring.pairing import (
    BurracoRound,
    DaneseVariant,
    Relaxation,
    RelaxationCode,
    Table,
    danese,
    danese_gironi,
)

PURO, MODIFICATO, NEVER_AGAIN = (
    DaneseVariant.PURO,
    DaneseVariant.MODIFICATO,
    DaneseVariant.NEVER_AGAIN,
)

CASES = {
    "no clubs: 1st v 2nd, 3rd v 4th": ([1, 2, 3, 4], [], PURO, {}, [(1, 2), (3, 4)], (), []),
    "1 and 2 of one club: 1 takes 3, 2 takes 4": (
        [1, 2, 3, 4],
        [],
        PURO,
        {1: "Aurora", 2: "Aurora"},
        [(1, 3), (2, 4)],
        (),
        [],
    ),
    "three of one club in four pairs: not all apart, so the standings' pairing, told": (
        [1, 2, 3, 4],
        [],
        PURO,
        {1: "Aurora", 2: "Aurora", 3: "Aurora", 4: "Borgo"},
        [(1, 2), (3, 4)],
        (),
        [(1, 2)],
    ),
    "modificato: neither last round's opponent nor the club": (
        [1, 2, 3, 4],
        [[(1, 3), (2, 4)]],
        MODIFICATO,
        {1: "Aurora", 2: "Aurora"},
        [(1, 4), (2, 3)],
        (),
        [],
    ),
    "modificato: the club gives way rather than a rematch": (
        [1, 2, 3, 4],
        [[(1, 3), (2, 4)]],
        MODIFICATO,
        {1: "Aurora", 2: "Aurora", 4: "Aurora", 3: "Borgo"},
        [(1, 2), (3, 4)],
        (),
        [(1, 2)],
    ),
    "never again with a club: 6 pairs": (
        [1, 2, 3, 4, 5, 6],
        [[(1, 2), (3, 4), (5, 6)]],
        NEVER_AGAIN,
        {1: "Aurora", 3: "Aurora", 2: "Borgo", 4: "Borgo"},
        [(1, 4), (2, 5), (3, 6)],
        (),
        [],
    ),
    "an odd count: the bye stays with the last, the club apart": (
        [1, 2, 3, 4, 5],
        [],
        PURO,
        {1: "Aurora", 2: "Aurora"},
        [(1, 3), (2, 4)],
        (5,),
        [],
    ),
}


def _round(pairs: list[tuple[int, int]]) -> BurracoRound:
    return BurracoRound(tuple(Table(i + 1, ns, ew) for i, (ns, ew) in enumerate(pairs)))


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_danese_keeps_a_club_apart_where_it_can(case) -> None:
    order, before, variant, clubs, tables, byes, together = case
    result = danese(order, history=[_round(r) for r in before], variant=variant, keep_apart=clubs)
    assert [(t.ns, t.ew) for t in result.tables] == tables
    assert result.byes == byes
    left = [r for r in result.relaxed if r.code is RelaxationCode.KEEP_APART]
    assert left == [Relaxation(RelaxationCode.KEEP_APART, pair) for pair in together]
    assert not [r for r in result.relaxed if r.code is RelaxationCode.REMATCH]


def test_gironi_keep_a_club_apart_inside_each_group() -> None:
    """Two groups of four; in group A 1 and 2 are of one club, so 1 takes 3."""
    result = danese_gironi(
        [1, 2, 3, 4, 5, 6, 7, 8],
        [4, 4],
        history=[],
        variant=PURO,
        keep_apart={1: "Aurora", 2: "Aurora", 5: "Borgo", 7: "Borgo"},
    )
    assert [(t.ns, t.ew) for t in result.tables] == [(1, 3), (2, 4), (5, 6), (7, 8)]
