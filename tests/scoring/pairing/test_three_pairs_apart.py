"""Tables of three "always": the pairs regrouped three by three keep the movement's rematch
rule, as tables of two do. Each case: the movement's tables (in order, the bye last), the
meetings to avoid (strictest level first), the tables expected and the rematches told."""

from __future__ import annotations

import pytest

from scoring.pairing import BurracoRound, Relaxation, RelaxationCode, Table
from scoring.pairing.three_pairs import ThreePairsTables, with_tables_of_three


def _met(*pairs: tuple[int, int]) -> dict[int, set[int]]:
    met: dict[int, set[int]] = {}
    for a, b in pairs:
        met.setdefault(a, set()).add(b)
        met.setdefault(b, set()).add(a)
    return met


EVERYONE_MET_1 = _met(*((1, other) for other in range(2, 7)))

CASES = {
    "nothing to avoid: three by three in the movement's order": (
        [(1, 2), (3, 4), (5, 6)],
        (),
        [],
        [(1, 2, 3), (4, 5, 6)],
        [],
    ),
    "1 met 3: table 1 takes 4 instead, 3 heads table 2": (
        [(1, 2), (3, 4), (5, 6)],
        (),
        [_met((1, 3))],
        [(1, 2, 4), (3, 5, 6)],
        [],
    ),
    "7 pairs, 1 met 2 and 3: 1 sits with 4 and 5, the tables of two after": (
        [(1, 2), (3, 4), (5, 6)],
        (7,),
        [_met((1, 2), (1, 3))],
        [(1, 4, 5), (2, 3), (6, 7)],
        [],
    ),
    "a dead end backed out of: 1, 2, 3 would leave 4 and 5, who met, together": (
        [(1, 2), (3, 4), (5, 6)],
        (),
        [_met((4, 5))],
        [(1, 2, 4), (3, 5, 6)],
        [],
    ),
    "1 met everyone before: the previous round's rule is kept, the rematches told": (
        [(1, 3), (2, 4), (5, 6)],
        (),
        [EVERYONE_MET_1, _met((1, 2))],
        [(1, 3, 4), (2, 5, 6)],
        [(1, 3), (1, 4)],
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_always_keeps_the_rematch_rule(case) -> None:
    pairs, byes, avoid, tables, rematches = case
    movement = BurracoRound(tuple(Table(i + 1, ns, ew) for i, (ns, ew) in enumerate(pairs)), byes)
    seated = with_tables_of_three(movement, ThreePairsTables.ALWAYS, avoid=avoid)
    assert [t.entries for t in seated.tables] == tables
    assert [t.number for t in seated.tables] == list(range(1, len(tables) + 1))
    assert seated.byes == ()
    assert [r for r in seated.relaxed if r.code is RelaxationCode.REMATCH] == [
        Relaxation(RelaxationCode.REMATCH, pair) for pair in rematches
    ]


def test_a_rematch_the_movement_told_of_is_told_again_only_if_it_stays() -> None:
    """The movement's own rematch (1 v 2) is gone once 1 and 2 sit at different tables."""
    movement = BurracoRound(
        (Table(1, 1, 2), Table(2, 3, 4), Table(3, 5, 6)),
        relaxed=(Relaxation(RelaxationCode.REMATCH, (1, 2)),),
    )
    seated = with_tables_of_three(movement, ThreePairsTables.ALWAYS, avoid=[_met((1, 2))])
    assert [t.entries for t in seated.tables] == [(1, 3, 4), (2, 5, 6)]
    assert seated.relaxed == ()
