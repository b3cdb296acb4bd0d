"""The pairing benchmark's plain backtracking baseline pairs by the very same Danish rule as
Torneo: the same tables, bye and relaxations on any history (so the benchmark compares the
same work), and it stops at its time bound instead of running on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from bench.danese_baseline import SearchBoundReached, backtracking_pairing, danese_backtracking
from scoring.pairing import BurracoRound, DaneseVariant, danese
from tests.property_counts import examples
from tests.scoring.pairing.test_pairing_danese_search import histories, same_round


@settings(max_examples=examples(60))
@given(histories(most=40, most_rounds=40))
def test_plain_backtracking_gives_torneos_pairing(
    case: tuple[list[int], list[BurracoRound], DaneseVariant],
) -> None:
    order, history, variant = case
    ours = danese(order, history=history, variant=variant)
    plain = danese_backtracking(order, history=history, variant=variant, bound=60)
    assert same_round(ours, plain)


def test_the_first_pairing_in_standings_order_after_a_dead_end() -> None:
    # 1 may meet only 2 or 4, 3 may meet only 2: 1-2 leaves 3 alone, so 1-4 and 3-2.
    forbidden = {1: {3}, 3: {1, 4}, 4: {3}}
    assert backtracking_pairing([1, 2, 3, 4], forbidden, deadline=float("inf")) == [
        (1, 4),
        (2, 3),
    ]


def test_no_pairing_when_none_exists() -> None:
    forbidden = {1: {2, 3, 4}, 2: {1}, 3: {1}, 4: {1}}
    assert backtracking_pairing([1, 2, 3, 4], forbidden, deadline=float("inf")) is None


def test_the_search_stops_at_its_bound() -> None:
    # The last entry may meet nobody: the search tries every pairing of the others before
    # it knows, far past a bound already reached.
    size = 40
    forbidden = {0: set(range(1, size))} | {k: {0} for k in range(1, size)}
    with pytest.raises(SearchBoundReached):
        backtracking_pairing([*range(1, size), 0], forbidden, deadline=0.0)
