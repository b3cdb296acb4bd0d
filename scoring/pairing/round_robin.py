"""All'italiana: round robin on the Berger tables, per group; an odd count gets a bye."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.pairing.entries import checked_entries
from scoring.pairing.model import BurracoRound, PairingError, PairingErrorCode, Table


def round_robin(entries: Sequence[int], round_number: int, *, first_table: int = 1) -> BurracoRound:
    """Round ``round_number`` of the Berger calendar for ``entries`` (entry 1 = position 1).

    N entries (N even) play N - 1 rounds; an odd count adds a phantom and whoever meets it
    has the bye. Round numbers past the calendar start it again with the lines swapped
    (the return leg).
    """
    order = checked_entries(entries)
    if round_number < 1:
        raise PairingError(PairingErrorCode.ROUND_OUT_OF_RANGE, round_number=round_number)
    size = len(order) + len(order) % 2  # the phantom, when odd, is position `size`
    if size < 2:
        return BurracoRound((), tuple(order))
    cycle, within = divmod(round_number - 1, size - 1)
    tables: list[Table] = []
    byes: list[int] = []
    for first, second in berger_pairs(size, within + 1):
        if cycle % 2:
            first, second = second, first
        if max(first, second) > len(order):
            byes.append(order[min(first, second) - 1])
        else:
            tables.append(Table(first_table + len(tables), order[first - 1], order[second - 1]))
    return BurracoRound(tuple(tables), tuple(byes))


def round_robin_groups(groups: Sequence[Sequence[int]], round_number: int) -> BurracoRound:
    """Round ``round_number`` of a round robin inside each group, tables numbered on."""
    tables: list[Table] = []
    byes: list[int] = []
    for group in groups:
        part = round_robin(group, round_number, first_table=len(tables) + 1)
        tables += part.tables
        byes += part.byes
    return BurracoRound(tuple(tables), tuple(byes))


def berger_pairs(size: int, round_number: int) -> list[tuple[int, int]]:
    """Berger table for ``size`` positions (even), round ``round_number``: 1-based pairs.

    Table 1 holds position ``size``, first in even rounds and second in odd ones, against
    the position ``p`` with ``2p = round_number + 1`` (mod ``size - 1``). Table ``k`` holds
    ``p + k - 1`` against ``p - k + 1``, counted around 1..``size - 1``.
    """
    if size < 2 or size % 2 or not 1 <= round_number <= size - 1:
        raise PairingError(
            PairingErrorCode.ROUND_OUT_OF_RANGE, size=size, round_number=round_number
        )
    ring = size - 1
    pivot = (round_number + 1) // 2 if round_number % 2 else (round_number + size) // 2
    pairs = [(pivot, size) if round_number % 2 else (size, pivot)]
    for k in range(1, size // 2):
        pairs.append(((pivot - 1 + k) % ring + 1, (pivot - 1 - k) % ring + 1))
    return pairs
