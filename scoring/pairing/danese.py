"""Danish pairing by the standings: puro, modificato, never-again, and in groups (gironi).

The exact rule, including the backtracking and the order rules are relaxed in when no
pairing satisfies them, is written in docs/pairing.md ("Danese") and tested that way.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from enum import Enum

from scoring.pairing.entries import checked_entries, require_known
from scoring.pairing.history import byes_given, last_lines, opponents_met, previous_opponents
from scoring.pairing.matching import MaximumMatching
from scoring.pairing.model import (
    BurracoRound,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Table,
)

Forbidden = dict[int, set[int]]
"""Each entry's forbidden opponents under one rule level."""


class DaneseVariant(Enum):
    """Which earlier meetings a Danish round forbids."""

    PURO = "puro"
    """None: 1st v 2nd, 3rd v 4th, ..."""
    MODIFICATO = "modificato"
    """Not the previous round's opponent (lifted in the last round if the director says so)."""
    NEVER_AGAIN = "never_again"
    """No opponent met in any earlier round."""


class NsRule(Enum):
    """Who sits on the NS line at a Danish table."""

    HIGHER_RANKED = "higher_ranked"
    """The pair higher in the standings."""
    ALTERNATE = "alternate"
    """Each pair takes the line it did not have last time it played; ties go to rank."""


def danese(
    standings_order: Sequence[int],
    *,
    history: Sequence[BurracoRound],
    variant: DaneseVariant,
    last_round: bool = False,
    allow_rematch_in_last_round: bool = True,
    ns_rule: NsRule = NsRule.HIGHER_RANKED,
    byes_had: Collection[int] = (),
    first_table: int = 1,
    keep_apart: Mapping[int, str] | None = None,
) -> BurracoRound:
    """A Danish round: the first valid pairing in standings order (docs/pairing.md).

    ``standings_order`` lists the entries to pair, best first. ``byes_had`` adds entries
    known to have had a bye besides those in ``history``. Tables are numbered from
    ``first_table``. ``keep_apart`` (entry -> club or group tag) keeps entries sharing a tag
    from meeting where the pairing allows it without a rematch the rules forbid: each rule
    level is tried first with them apart, then without; a meeting left is ``KEEP_APART``.
    """
    order = checked_entries(standings_order)
    levels = _rule_levels(history, variant, last_round and allow_rematch_in_last_round)
    had_bye = set(byes_given(history)) | set(byes_had)
    tags = dict(keep_apart or {})
    for forbidden in _with_tags_apart(levels, order, tags):
        for bye in _pairable_byes(order, forbidden, _bye_candidates(order, had_bye)):
            rest = [entry for entry in order if entry != bye]
            pairs = first_valid_pairing(rest, forbidden)
            if pairs is None:
                continue
            relaxed = [
                Relaxation(RelaxationCode.REMATCH, tuple(sorted(pair)))
                for pair in pairs
                if pair[1] in levels[0].get(pair[0], ())
            ]
            if bye is not None and bye in had_bye:
                relaxed.append(Relaxation(RelaxationCode.BYE_REPEATED, (bye,)))
            relaxed += [
                Relaxation(RelaxationCode.KEEP_APART, tuple(sorted(pair)))
                for pair in pairs
                if pair[0] in tags and tags[pair[0]] == tags.get(pair[1])
            ]
            tables = _seat(pairs, ns_rule, last_lines(history), first_table)
            return BurracoRound(tables, () if bye is None else (bye,), tuple(relaxed))
    # The last level forbids nothing, and any even set of entries pairs without rules.
    raise AssertionError("unreachable: danese puro always pairs")


def first_valid_pairing(order: Sequence[int], forbidden: Forbidden) -> list[tuple[int, int]] | None:
    """The first complete pairing of ``order`` (even length) avoiding ``forbidden``, or None.

    "First" is the order of a backtracking search that gives the highest unpaired entry the
    highest-ranked partner it may meet: the result is the valid pairing whose partner for
    the 1st entry ranks highest, then (given that) for the next unpaired entry, and so on.
    Instead of backtracking out of dead ends, each tentative table is kept only when the
    entries left can still all be paired, which yields the same pairing directly.
    """
    size = len(order)
    blocked = _blocked(order, forbidden)
    most_blocked = max((len(b) for b in blocked), default=0)
    paired = [False] * size
    # Dirac: while every entry may still meet at least half of those left, the allowed graph
    # has a Hamiltonian cycle, hence a complete pairing, and no table needs checking. From
    # then on one maximum matching of those left is kept, and each tentative table costs a
    # single augmenting search (not a new matching), which bounds the dense late rounds.
    exact: MaximumMatching | None = None
    if size % 2:
        return None
    if not _dirac(most_blocked, size):
        exact = MaximumMatching(_allowed(blocked, _present(paired)), _present(paired))
        if exact.unmatched():
            return None
    left = size
    pairs: list[tuple[int, int]] = []
    for i in range(size):
        if paired[i]:
            continue
        possible: list[bool] | None = None
        for j in range(i + 1, size):
            if paired[j] or j in blocked[i]:
                continue
            if exact is None and not _dirac(most_blocked, left - 2):
                exact = MaximumMatching(_allowed(blocked, _present(paired)), _present(paired))
            if exact is not None:
                if exact.mate(i) != j:
                    # Who may sit with i and still leave the rest pairable: one search, cut
                    # short when this first candidate may (the answer is then only about it).
                    if possible is None:
                        possible = exact.partners(i, first=j)
                    if not possible[j]:
                        continue
                exact.remove_if_perfect((i, j))
            paired[i] = paired[j] = True
            left -= 2
            pairs.append((order[i], order[j]))
            break
    return pairs


def _present(paired: Sequence[bool]) -> list[bool]:
    """Which entries are still in the graph: those not yet paired."""
    return [not done for done in paired]


def _dirac(most_blocked: int, left: int) -> bool:
    """Whether ``left`` entries, none blocked from more than ``most_blocked``, surely pair."""
    return 2 * most_blocked + 2 <= left


def _blocked(order: Sequence[int], forbidden: Forbidden) -> list[set[int]]:
    """Each entry's forbidden opponents among ``order``, as positions in it."""
    index = {entry: i for i, entry in enumerate(order)}
    return [
        {index[other] for other in forbidden.get(entry, ()) if other in index} for entry in order
    ]


def _allowed(blocked: Sequence[set[int]], present: Sequence[bool]) -> list[list[int]]:
    """Each present position's allowed opponents among the present ones, by rank."""
    here = [i for i, is_here in enumerate(present) if is_here]
    return [
        [j for j in here if j != i and j not in blocked[i]] if present[i] else []
        for i in range(len(blocked))
    ]


def _pairable_byes(
    order: Sequence[int], forbidden: Forbidden, candidates: Sequence[int | None]
) -> list[int | None]:
    """The bye candidates whose bye leaves the others a valid pairing, in the same order.

    One maximum matching of everybody and one search settle every candidate, so a rule level
    that cannot be met is given up at once instead of searched once per candidate.
    """
    # Forbidden meetings with entries not in ``order`` only make this bound larger.
    at_most = max((len(forbidden.get(entry, ())) for entry in order), default=0)
    if _dirac(at_most, len(order) - len(order) % 2):
        return list(candidates)
    blocked = _blocked(order, forbidden)
    most_blocked = max((len(b) for b in blocked), default=0)
    if _dirac(most_blocked, len(order) - len(order) % 2):
        return list(candidates)
    everybody = MaximumMatching(_allowed(blocked, [True] * len(order)), [True] * len(order))
    if everybody.unmatched() > len(order) % 2:
        return []
    if len(order) % 2 == 0:
        return list(candidates)
    possible = everybody.partners()
    index = {entry: i for i, entry in enumerate(order)}
    return [bye for bye in candidates if bye is not None and possible[index[bye]]]


def _rule_levels(
    history: Sequence[BurracoRound], variant: DaneseVariant, lifted: bool
) -> list[Forbidden]:
    """The forbidden meetings, strictest first, down to none (the order rules are relaxed)."""
    if variant is DaneseVariant.PURO or (variant is DaneseVariant.MODIFICATO and lifted):
        return [{}]
    previous = previous_opponents(history)
    if variant is DaneseVariant.MODIFICATO:
        return [previous, {}]
    return [opponents_met(history), previous, {}]


def _with_tags_apart(
    levels: Sequence[Forbidden], order: Sequence[int], tags: Mapping[int, str]
) -> list[Forbidden]:
    """Each rule level with the meetings of entries sharing a tag forbidden too, before the
    level itself: keeping a club apart gives way before a rematch does."""
    if not tags:
        return list(levels)
    same = {
        entry: {other for other in order if other != entry and tags.get(other) == tags[entry]}
        for entry in order
        if entry in tags
    }
    widened = []
    for forbidden in levels:
        apart = {entry: set(forbidden.get(entry, ())) for entry in forbidden}
        for entry, others in same.items():
            apart.setdefault(entry, set()).update(others)
        widened += [apart, forbidden]
    return widened


def _bye_candidates(order: Sequence[int], had_bye: set[int]) -> list[int | None]:
    """Who may take the bye, in order: the lowest-ranked without one first."""
    if len(order) % 2 == 0:
        return [None]
    fair: list[int | None] = [entry for entry in reversed(order) if entry not in had_bye]
    return fair or list(reversed(order))


def _seat(
    pairs: Sequence[tuple[int, int]], rule: NsRule, lines: dict[int, str], first_table: int
) -> tuple[Table, ...]:
    """Tables in pairing order; ``pairs`` hold (higher ranked, lower ranked)."""
    tables = []
    for offset, (high, low) in enumerate(pairs):
        high_ns = True
        if rule is NsRule.ALTERNATE:
            if high in lines:
                high_ns = lines[high] == "ew"
            elif low in lines:
                high_ns = lines[low] == "ns"
        ns, ew = (high, low) if high_ns else (low, high)
        tables.append(Table(first_table + offset, ns, ew))
    return tuple(tables)


def danese_gironi(
    standings_order: Sequence[int],
    group_sizes: Sequence[int],
    *,
    history: Sequence[BurracoRound],
    variant: DaneseVariant,
    last_round: bool = False,
    allow_rematch_in_last_round: bool = True,
    ns_rule: NsRule = NsRule.HIGHER_RANKED,
    byes_had: Collection[int] = (),
    groups_from: Sequence[int] | None = None,
    keep_apart: Mapping[int, str] | None = None,
) -> BurracoRound:
    """Danish pairing inside groups cut from the standings (girone A, B, ...).

    The groups are consecutive slices of ``groups_from`` (the standings when the gironi
    phase began; by default ``standings_order``, right for the phase's first round): group A
    takes the first ``group_sizes[0]`` entries, and so on. Inside each group the entries
    are paired in ``standings_order``. Group A's tables are numbered first; each group with
    an odd size has its own bye.
    """
    order = checked_entries(standings_order)
    groups = split_groups(order if groups_from is None else groups_from, group_sizes)
    require_known(order, [entry for group in groups for entry in group])
    rank = {entry: i for i, entry in enumerate(order)}
    tables: list[Table] = []
    byes: list[int] = []
    relaxed: list[Relaxation] = []
    for group in groups:
        require_known(group, order)
        part = danese(
            sorted(group, key=rank.__getitem__),
            history=history,
            variant=variant,
            last_round=last_round,
            allow_rematch_in_last_round=allow_rematch_in_last_round,
            ns_rule=ns_rule,
            byes_had=byes_had,
            first_table=len(tables) + 1,
            keep_apart=keep_apart,
        )
        tables += part.tables
        byes += part.byes
        relaxed += part.relaxed
    return BurracoRound(tuple(tables), tuple(byes), tuple(relaxed))


def split_groups(standings_order: Sequence[int], group_sizes: Sequence[int]) -> list[list[int]]:
    """The standings cut into consecutive groups of the given sizes."""
    order = checked_entries(standings_order)
    if sum(group_sizes) != len(order) or any(size < 1 for size in group_sizes):
        raise PairingError(
            PairingErrorCode.GROUP_SIZES, sizes=tuple(group_sizes), entries=len(order)
        )
    groups = []
    start = 0
    for size in group_sizes:
        groups.append(order[start : start + size])
        start += size
    return groups
