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
  table 2's, ..., the bye last) and seated three by three, the tables of two last.

>>> from scoring.pairing.model import BurracoRound, Table
>>> drawn = BurracoRound((Table(1, 1, 2), Table(2, 3, 4), Table(3, 5, 6)), byes=(7,))
>>> [t.entries for t in with_tables_of_three(drawn, ThreePairsTables.WHEN_NEEDED).tables]
[(1, 2), (3, 4), (5, 6, 7)]
>>> [t.entries for t in with_tables_of_three(drawn, ThreePairsTables.ALWAYS).tables]
[(1, 2, 3), (4, 5), (6, 7)]
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import replace

from scoring.pairing.model import BurracoRound, Table
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


def with_tables_of_three(
    played: BurracoRound,
    when: ThreePairsTables,
    met: Mapping[int, Set[int]] | None = None,
) -> BurracoRound:
    """``played`` (tables of two and a bye) with its tables of three (see the module
    docstring); ``met`` is who each pair met in earlier rounds. A round that needs none comes
    back as it is."""
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
    tables = []
    start = 0
    for number, size in enumerate(three_pairs_sizes(count, when), start=1):
        group = order[start : start + size]
        start += size
        tables.append(Table(number, group[0], group[1], group[2] if size == 3 else None))
    return BurracoRound(tuple(tables), (), played.relaxed)
