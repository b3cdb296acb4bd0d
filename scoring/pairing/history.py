"""What earlier rounds tell a pairing: who met whom, who had a bye, who sat on which line."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from scoring.pairing.model import BurracoRound, IndividualRound, Scala40Round


def meeting(a: int, b: int) -> frozenset[int]:
    """The unordered key of a meeting between two entries."""
    return frozenset((a, b))


def opponents_met(history: Sequence[BurracoRound]) -> dict[int, set[int]]:
    """Every entry's opponents over all earlier burraco pairs rounds."""
    met: dict[int, set[int]] = {}
    for played in history:
        for table in played.tables:
            for a, b in combinations(table.entries, 2):
                met.setdefault(a, set()).add(b)
                met.setdefault(b, set()).add(a)
    return met


def previous_opponents(history: Sequence[BurracoRound]) -> dict[int, set[int]]:
    """Every entry's opponent in the last round of ``history`` (empty without history)."""
    return opponents_met(history[-1:])


def byes_given(
    history: Iterable[BurracoRound | IndividualRound | Scala40Round],
) -> dict[int, int]:
    """How many byes each entry has had."""
    counts: dict[int, int] = {}
    for played in history:
        for entry in played.byes:
            counts[entry] = counts.get(entry, 0) + 1
    return counts


def last_lines(history: Sequence[BurracoRound]) -> dict[int, str]:
    """The line ("ns" or "ew"; "c" at a table of three) each entry sat on the last time it
    played."""
    lines: dict[int, str] = {}
    for played in history:
        for table in played.tables:
            lines[table.ns] = "ns"
            lines[table.ew] = "ew"
            if table.third is not None:
                lines[table.third] = "c"
    return lines


def partners_met(history: Iterable[IndividualRound]) -> dict[frozenset[int], int]:
    """Individual burraco: how many times each two players have been partners."""
    counts: dict[frozenset[int], int] = {}
    for played in history:
        for table in played.tables:
            for partnership in (table.ns, table.ew):
                key = meeting(*partnership)
                counts[key] = counts.get(key, 0) + 1
    return counts


def individual_opponents_met(history: Iterable[IndividualRound]) -> dict[frozenset[int], int]:
    """Individual burraco: how many times each two players have faced each other."""
    counts: dict[frozenset[int], int] = {}
    for played in history:
        for table in played.tables:
            for a in table.ns:
                for b in table.ew:
                    key = meeting(a, b)
                    counts[key] = counts.get(key, 0) + 1
    return counts


def table_mates_met(history: Iterable[Scala40Round]) -> dict[int, dict[int, int]]:
    """Scala 40: every player's earlier table-mates, with how many times they shared a table."""
    met: dict[int, dict[int, int]] = {}
    for played in history:
        for table in played.tables:
            for a, b in combinations(table.players, 2):
                met.setdefault(a, {})[b] = met.get(a, {}).get(b, 0) + 1
                met.setdefault(b, {})[a] = met.get(b, {}).get(a, 0) + 1
    return met


def fewest_byes_lowest(order: Sequence[int], history: Iterable[Scala40Round]) -> int:
    """Who sits out when one must: of ``order`` (the ranking, best first), the entries with
    the fewest byes so far, and of those the lowest ranked, the rule danese gives burraco
    pairs (no pair has a second bye while another has had none)."""
    had = byes_given(history)
    fewest = min(had.get(entry, 0) for entry in order)
    return next(entry for entry in reversed(order) if had.get(entry, 0) == fewest)
