"""Danese: the first valid pairing in standings order, byes, NS line, gironi."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.pairing import (
    BurracoRound,
    DaneseVariant,
    NsRule,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    RematchRule,
    Table,
    check_round,
    danese,
    danese_gironi,
    split_groups,
)
from scoring.pairing.danese import first_valid_pairing
from tests.scoring.pairing.reference import backtracking_first_pairing


def played(*pairs: tuple[int, int], byes: tuple[int, ...] = ()) -> BurracoRound:
    """A round from (NS, EO) pairs, tables numbered in order."""
    return BurracoRound(tuple(Table(i + 1, a, b) for i, (a, b) in enumerate(pairs)), byes)


def meetings(result: BurracoRound) -> list[tuple[int, int]]:
    return [(t.ns, t.ew) for t in result.tables]


def test_puro_pairs_first_with_second_third_with_fourth() -> None:
    """Danese puro: 1st v 2nd, 3rd v 4th, ... whatever was played before."""
    history = [played((10, 20), (30, 40))]
    result = danese([10, 20, 30, 40], history=history, variant=DaneseVariant.PURO)
    assert meetings(result) == [(10, 20), (30, 40)]
    assert result.relaxed == ()


def test_modificato_avoids_last_rounds_opponent() -> None:
    """1 and 2 met last round: 1 takes 3, then 2 takes 4."""
    history = [played((1, 2), (3, 4))]
    result = danese([1, 2, 3, 4], history=history, variant=DaneseVariant.MODIFICATO)
    assert meetings(result) == [(1, 3), (2, 4)]


def test_modificato_allows_older_meetings() -> None:
    """1 v 2 two rounds ago is allowed by modificato (not by never-again)."""
    history = [played((1, 2), (3, 4)), played((1, 3), (2, 4))]
    result = danese([1, 2, 3, 4], history=history, variant=DaneseVariant.MODIFICATO)
    assert meetings(result) == [(1, 2), (3, 4)]
    again = danese([1, 2, 3, 4], history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert meetings(again) == [(1, 4), (2, 3)]


@pytest.mark.parametrize(
    ("last_round", "allow", "expected"),
    [
        (False, True, [(1, 3), (2, 4)]),
        (True, True, [(1, 2), (3, 4)]),
        (True, False, [(1, 3), (2, 4)]),
    ],
)
def test_modificato_last_round_exception(
    last_round: bool, allow: bool, expected: list[tuple[int, int]]
) -> None:
    """In the last round the director may let last round's opponents meet again."""
    history = [played((1, 2), (3, 4))]
    result = danese(
        [1, 2, 3, 4],
        history=history,
        variant=DaneseVariant.MODIFICATO,
        last_round=last_round,
        allow_rematch_in_last_round=allow,
    )
    assert meetings(result) == expected


def test_backtracks_out_of_a_dead_end_at_the_bottom() -> None:
    """Greedy gives 1-2, 3-4 and leaves 5-6 who met; 3-5 leaves 4-6 who met; so 3-6, 4-5."""
    history = [played((5, 6), (4, 1)), played((4, 6), (1, 5))]
    # Round 1 had 4 v 1 and round 2 had 1 v 5: neither touches the choices above.
    result = danese(list(range(1, 7)), history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert meetings(result) == [(1, 2), (3, 6), (4, 5)]
    assert result.relaxed == ()


def test_backtracks_up_to_the_leader() -> None:
    """With 3 and 4 having met, 1-2 leaves no pairing; 1-3 is forbidden; so 1-4 and 2-3."""
    history = [played((3, 4), (1, 3))]
    result = danese([1, 2, 3, 4], history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert meetings(result) == [(1, 4), (2, 3)]


def test_never_again_relaxes_to_previous_round_rule_and_says_so() -> None:
    """Four pairs that all met: only last round's tables stay forbidden, rematches listed."""
    history = [played((1, 2), (3, 4)), played((1, 3), (2, 4)), played((1, 4), (2, 3))]
    result = danese([1, 2, 3, 4], history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert meetings(result) == [(1, 2), (3, 4)]
    assert result.relaxed == (
        Relaxation(RelaxationCode.REMATCH, (1, 2)),
        Relaxation(RelaxationCode.REMATCH, (3, 4)),
    )


def test_modificato_with_two_pairs_must_repeat() -> None:
    """Two pairs who just met can only meet again: the rematch is reported."""
    result = danese([1, 2], history=[played((2, 1))], variant=DaneseVariant.MODIFICATO)
    assert meetings(result) == [(1, 2)]
    assert result.relaxed == (Relaxation(RelaxationCode.REMATCH, (1, 2)),)


def test_bye_goes_to_lowest_ranked() -> None:
    """Five pairs, nobody had a bye: the 5th has it."""
    result = danese([1, 2, 3, 4, 5], history=[], variant=DaneseVariant.PURO)
    assert result.byes == (5,)
    assert meetings(result) == [(1, 2), (3, 4)]


def test_bye_skips_entries_that_had_one() -> None:
    """The 5th had the bye: the 4th has it now and the 5th plays the 3rd."""
    history = [played((1, 2), (3, 4), byes=(5,))]
    result = danese([1, 2, 3, 4, 5], history=history, variant=DaneseVariant.PURO)
    assert result.byes == (4,)
    assert meetings(result) == [(1, 2), (3, 5)]


def test_byes_had_outside_history_count() -> None:
    """An entry the director marks as having had a bye is skipped too."""
    result = danese([1, 2, 3], history=[], variant=DaneseVariant.PURO, byes_had=[3])
    assert result.byes == (2,)


def test_second_bye_when_everyone_had_one_is_reported() -> None:
    """Three pairs, each had a bye: the lowest gets another, marked as relaxed."""
    history = [played((1, 2), byes=(3,)), played((1, 3), byes=(2,)), played((2, 3), byes=(1,))]
    result = danese([1, 2, 3], history=history, variant=DaneseVariant.PURO)
    assert result.byes == (3,)
    assert Relaxation(RelaxationCode.BYE_REPEATED, (3,)) in result.relaxed


def test_alternate_ns_rule() -> None:
    """Each pair takes the line it did not have last time; ties go to the higher ranked."""
    history = [played((1, 2), (4, 3), (5, 6))]
    # Table 1: 1 (higher) was NS, so 1 goes EO and 3 sits NS.
    # Table 2: 2 (higher) was EO, so 2 sits NS.
    # Table 3: 5 (higher) was NS, so 5 goes EO.
    result = danese(
        [1, 3, 2, 4, 5, 6], history=history, variant=DaneseVariant.PURO, ns_rule=NsRule.ALTERNATE
    )
    assert meetings(result) == [(3, 1), (2, 4), (6, 5)]


def test_higher_ranked_sits_ns_by_default() -> None:
    """The pair higher in the standings takes NS."""
    result = danese([7, 3, 9, 1], history=[], variant=DaneseVariant.PURO)
    assert meetings(result) == [(7, 3), (9, 1)]


def test_gironi_pair_inside_each_group_with_a_bye_each() -> None:
    """Groups of 4 and 3: tables 1-2 for group A, table 3 for B, B's last has the bye."""
    result = danese_gironi([1, 2, 3, 4, 5, 6, 7], [4, 3], history=[], variant=DaneseVariant.PURO)
    assert [(t.number, t.ns, t.ew) for t in result.tables] == [(1, 1, 2), (2, 3, 4), (3, 5, 6)]
    assert result.byes == (7,)


def test_gironi_two_odd_groups_have_two_byes() -> None:
    """Groups of 3 and 3: one bye in each."""
    result = danese_gironi(list(range(1, 7)), [3, 3], history=[], variant=DaneseVariant.PURO)
    assert result.byes == (3, 6)
    with pytest.raises(PairingError) as raised:
        _ = result.bye
    assert raised.value.code is PairingErrorCode.SEVERAL_BYES


@pytest.mark.parametrize("sizes", [[3, 3], [4, 4, 0], [8], [5, -1, 4]])
def test_group_sizes_must_cover_the_standings(sizes: list[int]) -> None:
    """Sizes that do not add up to the entries, or below 1, are refused."""
    with pytest.raises(PairingError) as raised:
        split_groups(list(range(1, 8)), sizes)
    assert raised.value.code is PairingErrorCode.GROUP_SIZES


def test_duplicate_entry_is_refused() -> None:
    """A standings list naming a pair twice is an input error."""
    with pytest.raises(PairingError) as raised:
        danese([1, 2, 2, 3], history=[], variant=DaneseVariant.PURO)
    assert raised.value.code is PairingErrorCode.DUPLICATE_ENTRY


@st.composite
def forbidden_graphs(draw: st.DrawFn) -> tuple[list[int], set[frozenset[int]]]:
    size = draw(st.integers(0, 6)) * 2
    order = list(range(1, size + 1))
    pairs = [frozenset((a, b)) for a in order for b in order if a < b]
    chosen = draw(st.sets(st.sampled_from(pairs), max_size=len(pairs))) if pairs else set()
    return order, chosen


@given(forbidden_graphs())
def test_first_valid_pairing_equals_plain_backtracking(
    graph: tuple[list[int], set[frozenset[int]]],
) -> None:
    """The fast search returns exactly what depth-first backtracking in rank order returns."""
    order, forbidden = graph
    as_map: dict[int, set[int]] = {}
    for pair in forbidden:
        a, b = sorted(pair)
        as_map.setdefault(a, set()).add(b)
        as_map.setdefault(b, set()).add(a)
    assert first_valid_pairing(order, as_map) == backtracking_first_pairing(order, forbidden)


def test_large_field_pairs_everyone_without_rematch() -> None:
    """300 pairs after a few never-again rounds: everyone seated once, nobody meets again."""
    order = list(range(1, 301))
    history: list[BurracoRound] = []
    for _ in range(6):
        history.append(danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN))
        order = order[1::2] + order[0::2]  # a new standings order, deterministic
    result = danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert result.relaxed == ()
    assert check_round(result, entries=order, history=history, forbid=RematchRule.EVER) == []
