"""Seating tables of three pairs (burraco a sei) among the tables of two.

A tournament says when a table has three pairs (:class:`ThreePairsTables`): never (an odd
count gives a pair the bye, as always), when the count needs it (an odd count seats one table
of three instead of a bye: 7 pairs are a table of three and two of two), or always (as many
tables of three as the count allows, the rest of two: 8 pairs are two of three and one of two).

The round is first seated by its movement as usual (a draw or the Danese: the order of the
standings and the rematch rules decide who meets whom); :func:`with_tables_of_three` then
turns it into tables of three:

* when the count needs it, the pair the movement left with the bye joins a table of the
  round, the last one (the bottom of a Danese's standings) whose two pairs it has not met, else
  the last table;
* always, the pairs are taken in the order the movement seated them (table 1's NS and EO,
  table 2's, ..., the bye last) and seated three by three, the tables of two last; with
  meetings to ``avoid`` (the movement's rematch rule, strictest level first) each table takes
  the first pairs in that order that have not met one another, as long as the pairs left can
  still all be seated so, and a level that cannot be kept gives way to the next, then to the
  plain order, each table seating pairs of the strictest level's meetings told as ``REMATCH``.

>>> from scoring.pairing.model import BurracoRound, Table
>>> drawn = BurracoRound((Table(1, 1, 2), Table(2, 3, 4), Table(3, 5, 6)), byes=(7,))
>>> [t.entries for t in with_tables_of_three(drawn, ThreePairsTables.WHEN_NEEDED).tables]
[(1, 2), (3, 4), (5, 6, 7)]
>>> [t.entries for t in with_tables_of_three(drawn, ThreePairsTables.ALWAYS).tables]
[(1, 2, 3), (4, 5), (6, 7)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import replace
from itertools import combinations

from scoring.pairing.model import BurracoRound, Relaxation, RelaxationCode, Table
from scoring.three_pairs import ThreePairsTables


def three_pairs_sizes(count: int, when: ThreePairsTables) -> list[int]:
    """How many pairs sit at each table (tables of three first for ``ALWAYS``, last for
    ``WHEN_NEEDED``); a 1 is a bye.

    >>> [three_pairs_sizes(7, when) for when in ThreePairsTables]
    [[2, 2, 2, 1], [2, 2, 3], [3, 2, 2]]
    >>> [three_pairs_sizes(n, ThreePairsTables.ALWAYS) for n in (2, 4, 5, 6, 7, 8)]
    [[2], [2, 2], [3, 2], [3, 3], [3, 2, 2], [3, 3, 2]]
    """
    if count < 3 or when is ThreePairsTables.NEVER:
        return [2] * (count // 2) + [1] * (count % 2)
    if when is ThreePairsTables.WHEN_NEEDED:
        return [2] * (count // 2) if count % 2 == 0 else [2] * ((count - 3) // 2) + [3]
    threes, rest = divmod(count, 3)
    if rest == 1:  # 3k + 1 = 3(k - 1) + 2 + 2
        return [3] * (threes - 1) + [2, 2]
    return [3] * threes + [2] * (rest // 2)


def needs_three(count: int, when: ThreePairsTables) -> bool:
    """Whether ``count`` pairs seat a table of three under ``when``."""
    return 3 in three_pairs_sizes(count, when)


#: How many tentative seats the search for tables of three without rematches tries before it
#: gives a rule level up (a dense history of many pairs): a round is seated in well under a
#: second either way.
SEARCH_STEPS = 50_000

Meetings = Mapping[int, Set[int]]


def with_tables_of_three(
    played: BurracoRound,
    when: ThreePairsTables,
    met: Meetings | None = None,
    *,
    avoid: Sequence[Meetings] = (),
) -> BurracoRound:
    """``played`` (tables of two and a bye) with its tables of three (see the module
    docstring); ``met`` is who each pair met in earlier rounds, ``avoid`` the meetings the
    movement forbids, strictest first, for ``ALWAYS``. A round that needs none comes back as
    it is."""
    seated = [entry for table in played.tables for entry in table.entries]
    count = len(seated) + len(played.byes)
    if not needs_three(count, when) or any(t.third is not None for t in played.tables):
        return played
    if when is ThreePairsTables.WHEN_NEEDED and len(played.byes) == 1:
        joining = played.byes[0]
        earlier = (met or {}).get(joining, set())
        tables = list(played.tables)
        fresh = [i for i, t in enumerate(tables) if not {t.ns, t.ew} & set(earlier)]
        at = fresh[-1] if fresh else len(tables) - 1
        tables[at] = replace(tables[at], third=joining)
        return BurracoRound(tuple(tables), (), played.relaxed)
    order = seated + list(played.byes)
    sizes = three_pairs_sizes(count, when)
    groups = next(
        (found for level in avoid if (found := _groups_apart(order, sizes, level)) is not None),
        None,
    )
    if groups is None:
        starts = [sum(sizes[:k]) for k in range(len(sizes))]
        groups = [order[start : start + size] for start, size in zip(starts, sizes, strict=True)]
    tables = [
        Table(number, group[0], group[1], group[2] if len(group) == 3 else None)
        for number, group in enumerate(groups, start=1)
    ]
    relaxed = played.relaxed
    if avoid:
        relaxed = tuple(r for r in relaxed if r.code is not RelaxationCode.REMATCH) + tuple(
            Relaxation(RelaxationCode.REMATCH, tuple(sorted(pair)))
            for group in groups
            for pair in combinations(group, 2)
            if pair[1] in avoid[0].get(pair[0], ())
        )
    return BurracoRound(tuple(tables), (), relaxed)


class _OutOfSteps(Exception):
    """The search for tables without rematches has tried :data:`SEARCH_STEPS` seats."""


def _groups_apart(
    order: Sequence[int], sizes: Sequence[int], forbidden: Meetings
) -> list[list[int]] | None:
    """``order`` seated at tables of ``sizes`` with no two pairs of a table in ``forbidden``:
    the first unseated pair heads each table and takes the first pairs in ``order`` it may
    meet, backtracking out of dead ends; None when there is no such seating (or the search
    ran out of steps)."""
    seated = [False] * len(order)
    groups: list[list[int]] = []
    steps = 0

    def fill(table: int) -> bool:
        if table == len(sizes):
            return True
        first = seated.index(False)
        seated[first] = True
        if extend(table, [order[first]], first + 1):
            return True
        seated[first] = False
        return False

    def extend(table: int, group: list[int], start: int) -> bool:
        nonlocal steps
        if len(group) == sizes[table]:
            groups.append(list(group))
            if fill(table + 1):
                return True
            groups.pop()
            return False
        for index in range(start, len(order)):
            candidate = order[index]
            if seated[index] or any(candidate in forbidden.get(g, ()) for g in group):
                continue
            steps += 1
            if steps > SEARCH_STEPS:
                raise _OutOfSteps
            seated[index] = True
            group.append(candidate)
            if extend(table, group, index + 1):
                return True
            group.pop()
            seated[index] = False
        return False

    try:
        return groups if fill(0) else None
    except _OutOfSteps:
        return None
