"""Scala 40 seating: seeded tables of four (3, 5 or 6 absorb a remainder), few repeats."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations, combinations_with_replacement

from scoring.pairing.entries import checked_entries
from scoring.pairing.golfer_designs import next_design_round
from scoring.pairing.golfer_search import least_repeats
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
    """The other table sizes that may take the players ``table_size`` does not divide.

    Tables of 4 take a table of 5, else tables of 3 (the clubs' habit), in that order of
    preference. Any other size may sit beside tables of 3 to 6 (4 included: 8 players at
    tables of 6 sit 4 + 4); there the order does not matter, the evenest split wins.
    """
    if table_size == 4:
        return (5, 3)
    return tuple(s for s in range(SMALLEST_TABLE, LARGEST_TABLE + 1) if s != table_size)


def table_sizes(
    players: int, *, table_size: int = 4, remainder: Sequence[int] | None = None
) -> list[int]:
    """The sizes of the tables seating ``players``, largest first.

    Tables of 4 follow the clubs' habit: as many tables of 4 as possible, the rest absorbed
    by the fewest tables of the first size in ``remainder`` that can do it (by default 5,
    then 3); when no single size can, by the fewest tables mixing them.

    Any other size: the tables nearest ``table_size``, mixing it with the sizes in
    ``remainder`` (by default 3 to 6). That keeps the number of tables a director expects and
    spreads the players evenly: 9 players at tables of 6 sit 5 + 4, not 6 + 3.
    """
    sizes = remainder_sizes(table_size) if remainder is None else tuple(remainder)
    if table_size == 4:
        split = _clubs_habit(players, table_size, sizes)
    else:
        split = _nearest_split(players, table_size, {table_size, *sizes})
    if split is None:
        raise PairingError(
            PairingErrorCode.CANNOT_SEAT,
            players=players,
            table_size=table_size,
            remainder=sizes,
        )
    return sorted(split, reverse=True)


def _clubs_habit(players: int, table_size: int, sizes: Sequence[int]) -> list[int] | None:
    """As many tables of ``table_size`` as possible, the rest at the first of ``sizes`` that
    can take it (else the fewest tables mixing them), or ``None`` when nothing fits."""
    if players >= table_size and players % table_size == 0:
        return [table_size] * (players // table_size)
    for size in sizes:
        count = 1
        while count * size <= players:
            rest = players - count * size
            if rest % table_size == 0:
                return [table_size] * (rest // table_size) + [size] * count
            count += 1
    for main in range(players // table_size, -1, -1):
        mixed = _fewest_tables(players - main * table_size, sizes)
        if mixed is not None:
            return [table_size] * main + mixed
    return None


def _nearest_split(players: int, table_size: int, allowed: set[int]) -> list[int] | None:
    """The tables of ``allowed`` sizes seating exactly ``players`` whose sizes are nearest
    ``table_size`` (fewer tables on a tie), or ``None`` when no mix does.

    Nearness is the sum over tables of the squared difference from ``table_size``: a table
    two seats off costs more than two tables one seat off each, so the players spread evenly
    (for a given number of tables the evenest split is the nearest one).
    """
    usable = sorted(size for size in allowed if size > 0)
    if players <= 0:
        return None
    # best[n]: (cost, tables, sizes) of the nearest split of n players found so far.
    best: list[tuple[int, int, tuple[int, ...]] | None] = [None] * (players + 1)
    best[0] = (0, 0, ())
    for seated in range(1, players + 1):
        options = []
        for size in usable:
            before = best[seated - size] if size <= seated else None
            if before is not None:
                cost, tables, split = before
                grown = tuple(sorted((*split, size), reverse=True))
                options.append((cost + (size - table_size) ** 2, tables + 1, grown))
        best[seated] = min(options, default=None)
    found = best[players]
    return None if found is None else list(found[2])


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
    When every table has ``table_size`` seats and a known design without repeats fits the
    players (``golfer_designs``: 16 players for 5 rounds, 40 for 13, ...), round 1 is its
    first round, the players shuffled by ``random.Random(seed)``, and each later round its next
    one while the earlier rounds followed it. Otherwise the draw shuffles the players, seats
    each at the first table with room where nobody is a previous table-mate (else the one with
    fewest earlier meetings), and a tabu search swaps players between tables towards no
    repeats (``golfer_search``).
    """
    order = checked_entries(players)
    sizes = table_sizes(len(order), table_size=table_size, remainder=remainder)
    met = table_mates_met(history)
    nobody: dict[int, int] = {}
    rng = random.Random(seed)
    if all(size == table_size for size in sizes):
        designed = next_design_round(order, table_size, history, rng)
        if designed is not None:
            return seated_with_repeats(designed, met)
        rng = random.Random(seed)
    rng.shuffle(order)
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
    least_repeats(tables, met, rng)
    return seated_with_repeats(tables, met)


def seated_with_repeats(tables: list[list[int]], met: dict[int, dict[int, int]]) -> Scala40Round:
    """The tables numbered from 1, every pair of earlier table-mates reported as a repeat."""
    nobody: dict[int, int] = {}
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
