"""Scala 40 seating: seeded tables of four (3, 5 or 6 absorb a remainder), few repeats."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations, combinations_with_replacement

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


SMALLEST_TABLE = 3
LARGEST_TABLE = 6
"""Scala 40 is played by 3 to 6 at a table (scala40.md: tables of 4, "3, 5 or 6 allowed")."""


def remainder_sizes(table_size: int) -> tuple[int, ...]:
    """The other table sizes that absorb a remainder, the nearest to ``table_size`` first
    (the smaller of two as near: tables of 4 are the game's own).

    Tables of 4 take a table of 5, else tables of 3 (the clubs' habit). Any other size
    takes the nearest sizes from 3 to 6, 4 included: 8 players at tables of 6 sit 4 + 4.
    """
    if table_size == 4:
        return (5, 3)
    others = [s for s in range(SMALLEST_TABLE, LARGEST_TABLE + 1) if s != table_size]
    return tuple(sorted(others, key=lambda s: (abs(s - table_size), s)))


def table_sizes(
    players: int, *, table_size: int = 4, remainder: Sequence[int] | None = None
) -> list[int]:
    """The sizes of the tables seating ``players``, largest first.

    As many tables of ``table_size`` as possible, the remainder absorbed by the fewest tables
    of the first size in ``remainder`` that can do it (by default `remainder_sizes`); when
    no single size can, by the fewest tables mixing those sizes (7 players at tables of 6:
    4 + 3).
    """
    sizes = remainder_sizes(table_size) if remainder is None else tuple(remainder)
    if players >= table_size and players % table_size == 0:
        return [table_size] * (players // table_size)
    for size in sizes:
        count = 1
        while count * size <= players:
            rest = players - count * size
            if rest % table_size == 0:
                return sorted([table_size] * (rest // table_size) + [size] * count, reverse=True)
            count += 1
    for main in range(players // table_size, -1, -1):
        mixed = _fewest_tables(players - main * table_size, sizes)
        if mixed is not None:
            return sorted([table_size] * main + mixed, reverse=True)
    raise PairingError(
        PairingErrorCode.CANNOT_SEAT,
        players=players,
        table_size=table_size,
        remainder=sizes,
    )


def _fewest_tables(players: int, sizes: Sequence[int]) -> list[int] | None:
    """The fewest tables of ``sizes`` seating exactly ``players`` (earlier sizes preferred),
    or ``None`` when no mix does."""
    usable = [size for size in sizes if size > 0]
    if not usable or players <= 0:
        return None
    for count in range(1, players // min(usable) + 1):
        for mix in combinations_with_replacement(usable, count):
            if sum(mix) == players:
                return list(mix)
    return None


def scala40_seating(
    players: Sequence[int],
    *,
    table_size: int = 4,
    remainder: Sequence[int] | None = None,
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
