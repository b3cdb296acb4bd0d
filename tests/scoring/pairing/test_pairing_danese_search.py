"""Danese on dense and hostile histories: the kept-matching search gives exactly the pairing
the rule asks for (the plain backtracking of docs/pairing.md, and the search Torneo used
before, kept in bench/ as the benchmark's baseline), avoids every avoidable rematch, and
keeps the documented fallback (bye order, then relaxing the rule)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from bench.danese_baseline import danese_before
from scoring.pairing import (
    BurracoRound,
    DaneseVariant,
    RelaxationCode,
    RematchRule,
    Table,
    ViolationCode,
    check_round,
    danese,
    matching,
)
from scoring.pairing.history import byes_given, opponents_met, previous_opponents
from tests.property_counts import examples
from tests.scoring.pairing.reference import backtracking_first_pairing


def a_round(seats: Sequence[int]) -> BurracoRound:
    """Consecutive seats meet; an odd one out has the bye."""
    tables = tuple(Table(k // 2 + 1, seats[k], seats[k + 1]) for k in range(0, len(seats) - 1, 2))
    return BurracoRound(tables, (seats[-1],) if len(seats) % 2 else ())


@st.composite
def histories(
    draw: st.DrawFn, most: int = 30, most_rounds: int = 25
) -> tuple[list[int], list[BurracoRound], DaneseVariant]:
    """Any number of entries, rounds of random meetings (dense ones too: up to everyone
    having met nearly everyone), random byes, entries that left, standings in any order."""
    size = draw(st.integers(1, most))
    entries = list(range(1, size + 1))
    rounds = draw(st.integers(0, most_rounds))
    history = []
    for _ in range(rounds):
        present = draw(st.permutations(entries))
        # Now and then someone is missing from a round (withdrawn, or in another group).
        missing = draw(st.integers(0, 2))
        history.append(a_round(present[missing:]))
    order = draw(st.permutations(entries))
    variant = draw(st.sampled_from(DaneseVariant))
    return list(order), history, variant


def same_round(a: BurracoRound, b: BurracoRound) -> bool:
    return (
        [(t.ns, t.ew) for t in a.tables] == [(t.ns, t.ew) for t in b.tables]
        and a.byes == b.byes
        and a.relaxed == b.relaxed
    )


@given(histories())
def test_same_pairing_as_the_search_before(
    case: tuple[list[int], list[BurracoRound], DaneseVariant],
) -> None:
    """Every history, dense or not, odd or even: the very same tables, bye and relaxations."""
    order, history, variant = case
    ours = danese(order, history=history, variant=variant)
    before = danese_before(order, history=history, variant=variant)
    assert same_round(ours, before)


def rule_by_plain_backtracking(
    order: list[int], history: list[BurracoRound], variant: DaneseVariant
) -> tuple[list[tuple[int, int]], int | None, int]:
    """docs/pairing.md read literally: each rule level strictest first, each bye candidate
    lowest-ranked without a bye first, plain depth-first search in standings order."""
    if variant is DaneseVariant.PURO:
        levels: list[dict[int, set[int]]] = [{}]
    elif variant is DaneseVariant.MODIFICATO:
        levels = [previous_opponents(history), {}]
    else:
        levels = [opponents_met(history), previous_opponents(history), {}]
    had = set(byes_given(history))
    for depth, level in enumerate(levels):
        forbidden = {frozenset((a, b)) for a, met in level.items() for b in met}
        if len(order) % 2 == 0:
            candidates: list[int | None] = [None]
        else:
            fair: list[int | None] = [e for e in reversed(order) if e not in had]
            candidates = fair or list(reversed(order))
        for bye in candidates:
            found = backtracking_first_pairing([e for e in order if e != bye], forbidden)
            if found is not None:
                return found, bye, depth
    raise AssertionError("puro always pairs")


@settings(max_examples=examples(15))
@given(histories(most=90, most_rounds=80))
def test_same_pairing_as_the_search_before_on_large_dense_fields(
    case: tuple[list[int], list[BurracoRound], DaneseVariant],
) -> None:
    """Up to 90 pairs after up to 80 rounds: the kept matching is asked from the first table."""
    order, history, variant = case
    ours = danese(order, history=history, variant=variant)
    before = danese_before(order, history=history, variant=variant)
    assert same_round(ours, before)


@given(histories(most=13, most_rounds=12))
def test_same_pairing_as_plain_backtracking(
    case: tuple[list[int], list[BurracoRound], DaneseVariant],
) -> None:
    """The rule as written, with its bye order and relaxation, on fields small enough to
    backtrack through by hand: no avoidable rematch, standings order kept."""
    order, history, variant = case
    pairs, bye, depth = rule_by_plain_backtracking(order, history, variant)
    ours = danese(order, history=history, variant=variant)
    assert [(t.ns, t.ew) for t in ours.tables] == pairs
    assert ours.byes == (() if bye is None else (bye,))
    rematches = [r for r in ours.relaxed if r.code is RelaxationCode.REMATCH]
    assert (depth == 0) == (rematches == [])


@given(histories(most=40, most_rounds=40))
def test_no_rematch_when_a_clean_pairing_exists(
    case: tuple[list[int], list[BurracoRound], DaneseVariant],
) -> None:
    """Whenever the round reports no rematch, the checker finds none under the variant's rule."""
    order, history, variant = case
    ours = danese(order, history=history, variant=variant)
    if variant is DaneseVariant.PURO or any(r.code is RelaxationCode.REMATCH for r in ours.relaxed):
        return
    forbid = (
        RematchRule.EVER if variant is DaneseVariant.NEVER_AGAIN else RematchRule.PREVIOUS_ROUND
    )
    found = check_round(ours, entries=order, history=history, forbid=forbid)
    # A second bye is allowed only when reported (everybody had one).
    bye_repeated = any(r.code is RelaxationCode.BYE_REPEATED for r in ours.relaxed)
    assert [v for v in found if not (bye_repeated and v.code is ViolationCode.BYE_TWICE)] == []


def test_dense_late_history_pairs_without_avoidable_rematch() -> None:
    """40 pairs after 30 rounds of never-again (each met most of the field): the same pairing
    as before, every pair seated once."""
    order = list(range(1, 41))
    history: list[BurracoRound] = []
    for number in range(30):
        history.append(danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN))
        order = order[number % 7 :: 2] + [e for e in order if e not in order[number % 7 :: 2]]
    ours = danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert same_round(
        ours, danese_before(order, history=history, variant=DaneseVariant.NEVER_AGAIN)
    )
    seated = sorted(e for t in ours.tables for e in (t.ns, t.ew))
    assert seated == sorted(order)


def test_dense_history_costs_a_bounded_number_of_searches(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The bound itself, counted rather than timed: on a history where nobody may meet more
    than a third of the field, each table costs at most two alternating-path searches (the
    old search ran a whole matching for every candidate, each many searches)."""
    searches = 0
    real = matching._search

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal searches
        searches += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(matching, "_search", counted)
    entries = list(range(1, 61))
    history = [a_round(random.Random(n).sample(entries, 60)) for n in range(40)]
    order = random.Random(99).sample(entries, 60)
    ours = danese(order, history=history, variant=DaneseVariant.NEVER_AGAIN)
    assert ours.relaxed == ()
    # Building the kept matching: at most one search per entry; then two per table.
    assert searches <= len(entries) + 2 * len(ours.tables)
