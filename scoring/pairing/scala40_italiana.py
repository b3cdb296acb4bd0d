"""Scala 40 all'italiana: a round robin in groups, the whole schedule drawn before round 1.

FISCA's tournament code names it (scala40.md: "all'italiana (round robin in groups)"). Each
group plays its own tables every round; over the rounds every two players of a group share
a table as evenly as tables allow: never twice before everyone has met once, and the most
meetings of any pair as few as possible. The rule is in docs/pairing.md ("Scala 40
all'italiana").

A group whose size has a design without repeats (``golfer_designs``: 16 players at tables of
4 for 5 rounds, the affine plane of order 4; 28 for 9; 40 for 13) plays that design's
rounds. Any other size, or more rounds than the design has, starts from the draw's seating
(``scala40_seating``) and a local search swaps players between two tables of one round
while that spreads the meetings more evenly: it lowers the sum over the group's pairs of the
cube of their meetings, which, the number of meetings being fixed by the tables, is least
when every pair meets as often as every other (give or take one), and makes a third meeting
of one pair cost more than a second meeting of two (27 against 8 + 8). The search counts its
swaps, not seconds, so a seed gives the same schedule on any computer.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from scoring.pairing.entries import checked_entries
from scoring.pairing.model import (
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Scala40Round,
    SeatingTable,
)
from scoring.pairing.scala40 import scala40_seating, table_sizes

SWAPS_TRIED = 10_000
"""How many swaps the search weighs at most for one group's schedule: about a third of a
second for a group of 12 over 4 rounds; three times as many found nothing better in the
tests' groups (8, 10, 12, 13 players)."""

START_TEMPERATURE = 2.0
"""How readily the search takes a swap that spreads the meetings less evenly at first
(a worse swap by ``d`` is taken with probability ``exp(-d / temperature)``, the temperature
falling to nothing by the last swap): it climbs out of a dead end early, settles late."""

Pair = tuple[int, int]


def italiana_rounds(
    players: int, table_size: int = 4, remainder: Sequence[int] | None = None
) -> int:
    """The fewest rounds in which everyone in a group of ``players`` can meet everyone once.

    A round seats a player with ``table_size - 1`` others, so at least
    ``ceil((players - 1) / (table_size - 1))`` rounds: 5 for 16 players at tables of 4
    (a design reaches it), 3 for 8, 4 for 12. Smaller tables for the players left over
    (``remainder``, as ``table_sizes`` seats them) make fewer meetings a round: every pair
    must meet, so at least as many rounds as the group's pairs need at that many a round
    (13 players at 4 + 3 + 3 + 3 meet 15 pairs a round of their 78: 6 rounds, where
    5 + 4 + 4 meet 22: 4). A group that sits at one table meets in one.
    """
    if players < 2:
        return 1
    sizes = table_sizes(players, table_size=table_size, remainder=remainder)
    if len(sizes) == 1:
        return 1
    per_round = sum(size * (size - 1) // 2 for size in sizes)
    pairs = players * (players - 1) // 2
    return max(math.ceil((players - 1) / (table_size - 1)), math.ceil(pairs / per_round))


def meetings_bound(players: int, rounds: int, table_size: int = 4) -> int:
    """The fewest times the pair that meets most must meet, in ``rounds`` rounds of a group
    of ``players`` all at tables of ``table_size`` (a table of 5 seats more table-mates): a
    player meets ``rounds * (table_size - 1)`` table-mates among ``players - 1`` others, so
    some other at least
    ``ceil(rounds * (table_size - 1) / (players - 1))`` times."""
    if players < 2:
        return 0
    return math.ceil(rounds * (table_size - 1) / (players - 1))


def split_groups_by_draw(
    players: Sequence[int], group_size: int, seed: int = 0
) -> tuple[tuple[int, ...], ...]:
    """``players`` drawn into groups of about ``group_size``, as even as can be.

    As many groups as ``group_size`` divides into the players, rounded to the nearest (at
    least one): 32 players in groups of 16 are two groups of 16, 24 two of 12, 20 one of 20.
    The players are shuffled by ``random.Random(seed)`` and dealt in turn; the groups'
    sizes differ by one at most, the larger first. Each group's players are in entry order.
    """
    order = checked_entries(players)
    if group_size < 2:
        raise PairingError(PairingErrorCode.GROUP_SIZES, group_size=group_size)
    count = max(1, round(len(order) / group_size))
    random.Random(seed).shuffle(order)
    groups = [sorted(order[i::count]) for i in range(count)]
    return tuple(tuple(group) for group in sorted(groups, key=len, reverse=True))


def italiana_schedule(
    groups: Sequence[Sequence[int]],
    rounds: int,
    *,
    table_size: int = 4,
    remainder: Sequence[int] | None = None,
    seed: int = 0,
    played: Sequence[Scala40Round] = (),
) -> tuple[Scala40Round, ...]:
    """Every round of an all'italiana, each seating every group's players at its own tables.

    ``played``: rounds already played, kept as they were (the first rounds of the result,
    each group's tables those seating its players), the rest planned around them. For a
    schedule that changed after it was drawn (more rounds, seats swapped by hand): the
    schedule drawn without ``played`` is what its rounds follow while nothing changed.

    Each round's tables are numbered from 1 across the groups: the first group's tables
    first, then the next group's. A group's tables follow ``table_sizes`` (tables of 4; a
    remainder at a table of 5, else of 3, or at the sizes ``remainder`` lists, in its
    order). Each round's ``relaxed`` lists the pairs seated together who met in an earlier
    round of the schedule (unavoidable in more rounds than everyone-meets-everyone needs,
    or where no table arrangement avoids it).
    """
    if rounds < 1:
        raise PairingError(PairingErrorCode.ROUND_OUT_OF_RANGE, rounds=rounds)
    checked_entries([player for group in groups for player in group])
    sizes = None if remainder is None else tuple(remainder)
    return _schedule(
        tuple(tuple(group) for group in groups), rounds, table_size, sizes, seed, tuple(played)
    )


@lru_cache(maxsize=16)
def _schedule(
    groups: tuple[tuple[int, ...], ...],
    rounds: int,
    table_size: int,
    remainder: tuple[int, ...] | None,
    seed: int,
    played: tuple[Scala40Round, ...],
) -> tuple[Scala40Round, ...]:
    """`italiana_schedule` once its input is checked, kept for the same input: seating a
    round and printing the calendar ask for the same schedule, a search each."""
    schedules = [
        _group_schedule(
            list(group),
            rounds,
            table_size,
            remainder,
            seed * 1009 + index,
            _own_tables(group, played),
        )
        for index, group in enumerate(groups)
        if group
    ]
    result: list[Scala40Round] = []
    met: Counter[Pair] = Counter()
    for number in range(rounds):
        tables = [table for schedule in schedules for table in schedule[number]]
        repeats = tuple(
            Relaxation(RelaxationCode.TABLE_MATE_REPEAT, pair)
            for table in tables
            for pair in _pairs(table)
            if met[pair]
        )
        for table in tables:
            met.update(_pairs(table))
        seating = tuple(SeatingTable(n, tuple(table)) for n, table in enumerate(tables, start=1))
        result.append(Scala40Round(seating, repeats))
    return tuple(result)


def pair_meetings(schedule: Sequence[Scala40Round]) -> Counter[Pair]:
    """How many times each pair (lower entry first) shares a table in ``schedule``."""
    met: Counter[Pair] = Counter()
    for played in schedule:
        for table in played.tables:
            met.update(_pairs(table.players))
    return met


def _pairs(table: Sequence[int]) -> list[Pair]:
    return [(a, b) if a < b else (b, a) for a, b in combinations(table, 2)]


def _own_tables(group: Sequence[int], played: Sequence[Scala40Round]) -> list[list[list[int]]]:
    """Each played round's tables as far as they seat ``group``'s players."""
    members = set(group)
    rounds = []
    for round_played in played:
        tables = [[p for p in t.players if p in members] for t in round_played.tables]
        rounds.append([table for table in tables if table])
    return rounds


def _group_schedule(
    players: list[int],
    rounds: int,
    table_size: int,
    remainder: tuple[int, ...] | None,
    seed: int,
    fixed: list[list[list[int]]],
) -> list[list[list[int]]]:
    """One group's rounds, each a list of tables: the ``fixed`` rounds played, then the
    draw's seatings (a design's rounds where one fits), then the search towards evenly
    spread meetings, which moves players in the rounds not played only."""
    history = [
        Scala40Round(tuple(SeatingTable(n, tuple(t)) for n, t in enumerate(tables, start=1)))
        for tables in fixed[:rounds]
    ]
    for number in range(len(history), rounds):
        history.append(
            scala40_seating(
                players,
                table_size=table_size,
                remainder=remainder,
                history=history,
                seed=seed + number,
            )
        )
    schedule = [[list(table.players) for table in played.tables] for played in history]
    _spread(schedule, random.Random(seed), first=len(fixed))
    return schedule


def _spread(schedule: list[list[list[int]]], rng: random.Random, first: int = 0) -> None:
    """Swap players between two tables of one round from round ``first`` (0-based) on, in
    place, towards the evenest
    meetings (the least sum of cubed meetings over the pairs); the best schedule seen is
    kept. Stops early once the meetings are as even as their number allows."""
    met: Counter[Pair] = Counter()
    for tables in schedule:
        for table in tables:
            met.update(_pairs(table))
    players = len({player for tables in schedule for table in tables for player in table})
    pairs = players * (players - 1) // 2
    least = _least_cost(sum(met.values()), pairs)
    cost = sum(_cost(count) for count in met.values())
    swappable = [r for r, tables in enumerate(schedule) if r >= first and len(tables) > 1]
    if cost <= least or not swappable:
        return
    best_cost, best = cost, [[list(t) for t in tables] for tables in schedule]
    for step in range(SWAPS_TRIED):
        tables = schedule[rng.choice(swappable)]
        a, b = rng.sample(range(len(tables)), 2)
        i, j = rng.randrange(len(tables[a])), rng.randrange(len(tables[b]))
        p, q = tables[a][i], tables[b][j]
        # Each pair lower entry first, as `_pair` makes it, written out (ten thousand swaps).
        leaving = [(p, x) if p < x else (x, p) for x in tables[a] if x != p]
        leaving += [(q, x) if q < x else (x, q) for x in tables[b] if x != q]
        joining = [(p, x) if p < x else (x, p) for x in tables[b] if x != q]
        joining += [(q, x) if q < x else (x, q) for x in tables[a] if x != p]
        delta = _delta(met, leaving, joining)
        temperature = START_TEMPERATURE * (1 - step / SWAPS_TRIED)
        if delta > 0 and (temperature <= 0 or rng.random() >= math.exp(-delta / temperature)):
            continue
        for pair in leaving:
            met[pair] -= 1
        for pair in joining:
            met[pair] += 1
        tables[a][i], tables[b][j] = q, p
        cost += delta
        if cost < best_cost:
            best_cost, best = cost, [[list(t) for t in tabs] for tabs in schedule]
            if cost <= least:
                break
    schedule[:] = best


def _delta(met: Counter[Pair], leaving: list[Pair], joining: list[Pair]) -> int:
    """The change in the sum of cubed meetings when ``leaving`` pairs part, ``joining``
    pairs sit together (no pair is in both: the two players swap tables). A pair's cube
    changes by 3c² ∓ 3c + 1 going from c meetings to c ∓ 1, written out: the search weighs
    ten thousand swaps a group."""
    delta = 0
    for pair in leaving:
        count = met[pair]
        delta -= 3 * count * count - 3 * count + 1
    for pair in joining:
        count = met[pair]
        delta += 3 * count * count + 3 * count + 1
    return delta


def _pair(x: int, y: int) -> Pair:
    return (x, y) if x < y else (y, x)


def _least_cost(meetings: int, pairs: int) -> int:
    """The least sum of cubed meetings ``meetings`` can make over ``pairs`` pairs: each
    pair meeting the average, rounded down or up."""
    if pairs == 0:
        return 0
    base, extra = divmod(meetings, pairs)
    return (pairs - extra) * _cost(base) + extra * _cost(base + 1)


def _cost(count: int) -> int:
    return count * count * count
