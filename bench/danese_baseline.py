"""The Danish search as Torneo ran it before the kept matching: the baseline of bench.danese_worst.

Same rule (docs/pairing.md, "Danese") and same relaxation and bye order; each tentative table is
checked with a whole new perfect-matching test of the entries left, and each bye candidate
with a whole search. Kept here, not in the product, so the benchmark can time the two side by
side and the tests can check that they give the same pairing.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from scoring.pairing import BurracoRound, DaneseVariant, NsRule, Relaxation, RelaxationCode

# Everything around the search is the product's own, so only the search differs.
from scoring.pairing.danese import _bye_candidates, _rule_levels, _seat
from scoring.pairing.entries import checked_entries
from scoring.pairing.history import byes_given, last_lines
from scoring.pairing.matching import has_perfect_matching

Forbidden = dict[int, set[int]]


def danese_before(
    standings_order: Sequence[int],
    *,
    history: Sequence[BurracoRound],
    variant: DaneseVariant,
    last_round: bool = False,
) -> BurracoRound:
    """The old Danish round (NS by rank, tables from 1, no bye outside ``history``)."""
    order = checked_entries(standings_order)
    levels = _rule_levels(history, variant, last_round)
    had_bye = set(byes_given(history))
    for forbidden in levels:
        for bye in _bye_candidates(order, had_bye):
            rest = [entry for entry in order if entry != bye]
            pairs = first_valid_pairing_before(rest, forbidden)
            if pairs is None:
                continue
            relaxed = [
                Relaxation(RelaxationCode.REMATCH, tuple(sorted(pair)))
                for pair in pairs
                if pair[1] in levels[0].get(pair[0], ())
            ]
            if bye is not None and bye in had_bye:
                relaxed.append(Relaxation(RelaxationCode.BYE_REPEATED, (bye,)))
            tables = _seat(pairs, NsRule.HIGHER_RANKED, last_lines(history), 1)
            return BurracoRound(tables, () if bye is None else (bye,), tuple(relaxed))
    raise AssertionError("unreachable: danese puro always pairs")


def first_valid_pairing_before(
    order: Sequence[int], forbidden: Forbidden
) -> list[tuple[int, int]] | None:
    """The old search: Dirac while it vouches, then a new blossom test per tentative table."""
    size = len(order)
    index = {entry: i for i, entry in enumerate(order)}
    blocked = [
        {index[other] for other in forbidden.get(entry, ()) if other in index} for entry in order
    ]
    most_blocked = max((len(b) for b in blocked), default=0)
    paired = [False] * size
    left = size

    def completable() -> bool:
        if 2 * most_blocked + 2 <= left:
            return True
        rest = [i for i in range(size) if not paired[i]]
        local = {i: k for k, i in enumerate(rest)}
        allowed = [[local[j] for j in rest if j != i and j not in blocked[i]] for i in rest]
        return has_perfect_matching(allowed)

    if size % 2 or not completable():
        return None
    pairs: list[tuple[int, int]] = []
    for i in range(size):
        if paired[i]:
            continue
        for j in range(i + 1, size):
            if paired[j] or j in blocked[i]:
                continue
            paired[i] = paired[j] = True
            left -= 2
            if completable():
                pairs.append((order[i], order[j]))
                break
            paired[i] = paired[j] = False
            left += 2
    return pairs


class SearchBoundReached(Exception):
    """The plain backtracking search ran past its time bound without a pairing."""


def danese_backtracking(
    standings_order: Sequence[int],
    *,
    history: Sequence[BurracoRound],
    variant: DaneseVariant,
    bound: float,
) -> BurracoRound:
    """The Danish round by the rule's plain backtracking search, with no matching test at all.

    The highest unpaired entry takes the highest-ranked partner it may meet; at a dead end the
    last table is undone and its lower entry moved on to the next partner. Same rule levels,
    bye order and seating as the product. Raises SearchBoundReached after `bound` seconds.
    """
    order = checked_entries(standings_order)
    levels = _rule_levels(history, variant, False)
    had_bye = set(byes_given(history))
    deadline = time.perf_counter() + bound
    for forbidden in levels:
        for bye in _bye_candidates(order, had_bye):
            rest = [entry for entry in order if entry != bye]
            pairs = backtracking_pairing(rest, forbidden, deadline)
            if pairs is None:
                continue
            relaxed = [
                Relaxation(RelaxationCode.REMATCH, tuple(sorted(pair)))
                for pair in pairs
                if pair[1] in levels[0].get(pair[0], ())
            ]
            if bye is not None and bye in had_bye:
                relaxed.append(Relaxation(RelaxationCode.BYE_REPEATED, (bye,)))
            tables = _seat(pairs, NsRule.HIGHER_RANKED, last_lines(history), 1)
            return BurracoRound(tables, () if bye is None else (bye,), tuple(relaxed))
    raise AssertionError("unreachable: danese puro always pairs")


def backtracking_pairing(
    order: Sequence[int], forbidden: Forbidden, deadline: float
) -> list[tuple[int, int]] | None:
    """The first complete pairing of `order` in the rule's order, by depth-first search.

    Iterative (10,000 entries would go past Python's recursion limit); the time is checked
    every 4,096 steps.
    """
    size = len(order)
    if size % 2:
        return None
    index = {entry: i for i, entry in enumerate(order)}
    blocked = [
        {index[other] for other in forbidden.get(entry, ()) if other in index} for entry in order
    ]
    paired = [False] * size
    tables: list[tuple[int, int]] = []
    start: int | None
    i, start, steps = 0, None, 0
    while True:
        if start is None:  # a new table: the highest unpaired entry, from its first partner
            while i < size and paired[i]:
                i += 1
            if i == size:
                return [(order[a], order[b]) for a, b in tables]
            start = i + 1
        partner = next(
            (j for j in range(start, size) if not paired[j] and j not in blocked[i]), None
        )
        if partner is not None:
            paired[i] = paired[partner] = True
            tables.append((i, partner))
            start = None
        else:
            if not tables:
                return None
            i, undone = tables.pop()
            paired[i] = paired[undone] = False
            start = undone + 1
        steps += 1
        if steps % 4096 == 0 and time.perf_counter() > deadline:
            raise SearchBoundReached
