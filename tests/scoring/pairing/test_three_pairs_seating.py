"""Tables of three pairs among the tables of two: how many of each, who joins whom, and what
the rest of the pairing (history, the round check, a swap) makes of a table of three."""

from __future__ import annotations

import pytest

from scoring.pairing import BurracoRound, RematchRule, Table, ViolationCode, check_round
from scoring.pairing.edits import swap_entries
from scoring.pairing.history import opponents_met
from scoring.pairing.three_pairs import (
    ThreePairsTables,
    needs_three,
    three_pairs_sizes,
    with_tables_of_three,
)

NEVER, WHEN_NEEDED, ALWAYS = ThreePairsTables


@pytest.mark.parametrize(
    ("count", "never", "when_needed", "always"),
    [
        (2, [2], [2], [2]),
        (3, [2, 1], [3], [3]),
        (4, [2, 2], [2, 2], [2, 2]),
        (5, [2, 2, 1], [2, 3], [3, 2]),
        (6, [2, 2, 2], [2, 2, 2], [3, 3]),
        # The brief's case: 7 pairs are a table of three and two of two, not a bye.
        (7, [2, 2, 2, 1], [2, 2, 3], [3, 2, 2]),
        (8, [2, 2, 2, 2], [2, 2, 2, 2], [3, 3, 2]),
        (9, [2, 2, 2, 2, 1], [2, 2, 2, 3], [3, 3, 3]),
        (10, [2] * 5, [2] * 5, [3, 3, 2, 2]),
        (11, [2] * 5 + [1], [2] * 4 + [3], [3, 3, 3, 2]),
    ],
)
def test_sizes(count, never, when_needed, always) -> None:
    assert three_pairs_sizes(count, NEVER) == never
    assert three_pairs_sizes(count, WHEN_NEEDED) == when_needed
    assert three_pairs_sizes(count, ALWAYS) == always
    for sizes in (never, when_needed, always):
        assert sum(sizes) == count
    assert needs_three(count, WHEN_NEEDED) == (count % 2 == 1)


SEVEN = BurracoRound((Table(1, 1, 2), Table(2, 3, 4), Table(3, 5, 6)), byes=(7,))


def test_the_bye_pair_joins_the_last_table() -> None:
    seated = with_tables_of_three(SEVEN, WHEN_NEEDED)
    assert seated.byes == ()
    assert [t.entries for t in seated.tables] == [(1, 2), (3, 4), (5, 6, 7)]


def test_the_bye_pair_joins_a_table_it_has_not_met() -> None:
    """7 met 5 before: table 3 would be a rematch, so 7 joins table 2."""
    seated = with_tables_of_three(SEVEN, WHEN_NEEDED, {7: {5}, 5: {7}})
    assert [t.entries for t in seated.tables] == [(1, 2), (3, 4, 7), (5, 6)]


def test_met_everyone_joins_the_last_table() -> None:
    seated = with_tables_of_three(SEVEN, WHEN_NEEDED, {7: {1, 3, 5}})
    assert [t.entries for t in seated.tables] == [(1, 2), (3, 4), (5, 6, 7)]


def test_never_and_even_counts_unchanged() -> None:
    assert with_tables_of_three(SEVEN, NEVER) == SEVEN
    even = BurracoRound((Table(1, 1, 2), Table(2, 3, 4)))
    assert with_tables_of_three(even, WHEN_NEEDED) == even


def test_always_in_the_movements_order() -> None:
    eight = BurracoRound(tuple(Table(n, 2 * n - 1, 2 * n) for n in range(1, 5)))
    seated = with_tables_of_three(eight, ALWAYS)
    assert [(t.number, t.entries) for t in seated.tables] == [
        (1, (1, 2, 3)),
        (2, (4, 5, 6)),
        (3, (7, 8)),
    ]


THREE = BurracoRound((Table(1, 1, 2, 3), Table(2, 4, 5)))


def test_everyone_at_a_table_of_three_has_met() -> None:
    met = opponents_met([THREE])
    assert met[1] == {2, 3}
    assert met[3] == {1, 2}
    assert met[4] == {5}


def test_the_round_check_sees_a_rematch_at_a_table_of_three() -> None:
    """3 and 1 met at table 1 before; meeting again at a table of three is a rematch."""
    again = BurracoRound((Table(1, 3, 4, 1), Table(2, 2, 5)))
    found = check_round(again, entries=range(1, 6), history=[THREE], forbid=RematchRule.EVER)
    codes = [(v.code, v.entries) for v in found]
    assert (ViolationCode.FORBIDDEN_REMATCH, (1, 3)) in codes
    assert check_round(THREE, entries=range(1, 6)) == []


def test_a_swap_moves_the_third_line() -> None:
    swapped = swap_entries(THREE, 3, 5)
    assert [t.entries for t in swapped.tables] == [(1, 2, 5), (4, 3)]
