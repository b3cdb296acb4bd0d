"""All'italiana: the Berger tables, byes for odd groups, groups side by side."""

from __future__ import annotations

from itertools import combinations

import pytest

from scoring.pairing import (
    PairingError,
    PairingErrorCode,
    RematchRule,
    berger_pairs,
    check_round,
    round_robin,
    round_robin_groups,
)

# The published Berger tables for 6 players (FIDE Handbook C.05, Annex 1).
BERGER_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]
BERGER_4 = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]


@pytest.mark.parametrize(("size", "table"), [(6, BERGER_6), (4, BERGER_4)])
def test_berger_tables_match_the_published_ones(
    size: int, table: list[list[tuple[int, int]]]
) -> None:
    """Every round, in table order and with sides, as printed."""
    assert [berger_pairs(size, r) for r in range(1, size)] == table


@pytest.mark.parametrize("size", [2, 4, 8, 10, 16])
def test_everyone_meets_everyone_exactly_once(size: int) -> None:
    """N even: N - 1 rounds, every two entries meet once."""
    met = [frozenset(p) for r in range(1, size) for p in berger_pairs(size, r)]
    assert sorted(met, key=sorted) == sorted(
        (frozenset(p) for p in combinations(range(1, size + 1), 2)), key=sorted
    )


def test_odd_group_gives_one_bye_per_round_to_each_in_turn() -> None:
    """5 entries: 5 rounds, each with 2 tables and one bye, every entry resting once."""
    entries = [10, 20, 30, 40, 50]
    rounds = [round_robin(entries, r) for r in range(1, 6)]
    assert sorted(b for r in rounds for b in r.byes) == entries
    history = []
    for current in rounds:
        assert len(current.tables) == 2
        assert check_round(current, entries=entries, history=history, forbid=RematchRule.EVER) == []
        history.append(current)


def test_return_leg_swaps_lines() -> None:
    """Round N of 4 entries starts again with round 1's tables, lines swapped."""
    first, fourth = round_robin([1, 2, 3, 4], 1), round_robin([1, 2, 3, 4], 4)
    assert [(t.ns, t.ew) for t in fourth.tables] == [(t.ew, t.ns) for t in first.tables]


def test_groups_are_numbered_on() -> None:
    """Group A's tables come first, then group B's; each odd group has its bye."""
    result = round_robin_groups([[1, 2, 3, 4], [5, 6, 7]], 1)
    assert [(t.number, t.ns, t.ew) for t in result.tables] == [
        (1, 1, 4),
        (2, 2, 3),
        (3, 6, 7),
    ]
    assert result.byes == (5,)


def test_round_zero_is_refused() -> None:
    """Rounds count from 1."""
    with pytest.raises(PairingError) as raised:
        round_robin([1, 2], 0)
    assert raised.value.code is PairingErrorCode.ROUND_OUT_OF_RANGE
