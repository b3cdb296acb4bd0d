"""Scala 40 seating: seeded tables of four (3, 5 or 6 absorb a remainder), few repeats."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations

from scoring.pairing.entries import checked_entries
from scoring.pairing.history import table_mates_met
from scoring.pairing.model import (
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Scala40Round,
    SeatingTable,
)

ClashCount = Callable[[int, list[int], int | None], int]
"""Repeated meetings a player would have at a table, not counting the seat it may leave."""

IMPROVEMENT_PASSES = 20
"""How many sweeps of swaps the seating tries at most; each sweep only keeps improvements."""


def table_sizes(
    players: int, *, table_size: int = 4, remainder: Sequence[int] = (5, 3)
) -> list[int]:
    """The sizes of the tables seating ``players``, largest first.

    As many tables of ``table_size`` as possible, the remainder absorbed by the fewest tables
    of the first size in ``remainder`` that can do it.
    """
    if players >= table_size and players % table_size == 0:
        return [table_size] * (players // table_size)
    for size in remainder:
        count = 1
        while count * size <= players:
            rest = players - count * size
            if rest % table_size == 0:
                return sorted([table_size] * (rest // table_size) + [size] * count, reverse=True)
            count += 1
    raise PairingError(
        PairingErrorCode.CANNOT_SEAT,
        players=players,
        table_size=table_size,
        remainder=tuple(remainder),
    )


def scala40_seating(
    players: Sequence[int],
    *,
    table_size: int = 4,
    remainder: Sequence[int] = (5, 3),
    history: Sequence[Scala40Round] = (),
    seed: int = 0,
) -> Scala40Round:
    """A seeded seating that avoids earlier table-mates; unavoidable repeats are in ``relaxed``.

    For a stage, pass only the advancing players; a final table is a seating of its players.
    The draw shuffles the players with ``random.Random(seed)``, seats each at the first table
    with room where nobody is a previous table-mate (else the one with fewest earlier
    meetings), then swaps players between tables while a swap lowers the earlier meetings
    counted at the tables.
    """
    order = checked_entries(players)
    sizes = table_sizes(len(order), table_size=table_size, remainder=remainder)
    met = table_mates_met(history)
    nobody: dict[int, int] = {}
    random.Random(seed).shuffle(order)
    tables: list[list[int]] = [[] for _ in sizes]

    def clashes(player: int, seated: list[int], leaving: int | None = None) -> int:
        # Weighted by past meetings, so a third meeting costs more than a second.
        mates = met.get(player, nobody)
        return sum(mates.get(other, 0) for other in seated if other != leaving)

    open_tables = list(range(len(sizes)))
    for player in order:
        best = next((t for t in open_tables if not clashes(player, tables[t])), None)
        if best is None:
            best = min(open_tables, key=lambda t: (clashes(player, tables[t]), t))
        tables[best].append(player)
        if len(tables[best]) == sizes[best]:
            open_tables.remove(best)
    _improve(tables, clashes)
    seating = tuple(SeatingTable(i + 1, tuple(table)) for i, table in enumerate(tables))
    repeats = [
        Relaxation(RelaxationCode.TABLE_MATE_REPEAT, tuple(sorted((a, b))))
        for table in tables
        for a, b in combinations(table, 2)
        if b in met.get(a, nobody)
    ]
    return Scala40Round(seating, tuple(repeats))


def _improve(tables: list[list[int]], clashes: ClashCount) -> None:
    """Swap players between tables while a swap lowers the repeated meetings."""
    for _ in range(IMPROVEMENT_PASSES):
        improved = False
        for a, home in enumerate(tables):
            for i, player in enumerate(home):
                here = clashes(player, home, player)
                if not here:
                    continue
                for b, away in enumerate(tables):
                    if b == a:
                        continue
                    for j, other in enumerate(away):
                        before = here + clashes(other, away, other)
                        after = clashes(player, away, other) + clashes(other, home, player)
                        if after < before:
                            home[i], away[j] = other, player
                            improved = True
                            break
                    if home[i] != player:
                        break
        if not improved:
            return
