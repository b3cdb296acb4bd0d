"""The director's hand edits before publishing: swap two entries, swap two tables."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from scoring.pairing.model import (
    BurracoRound,
    IndividualRound,
    IndividualTable,
    PairingError,
    PairingErrorCode,
    Scala40Round,
    SeatingTable,
    Table,
    seats,
)

R = TypeVar("R", BurracoRound, IndividualRound, Scala40Round)


def swap_entries(played: R, a: int, b: int) -> R:
    """``played`` with entries ``a`` and ``b`` in each other's seats (a bye seat included).

    The result's ``relaxed`` is cleared: run `check_round` to see what the swap broke.
    """
    seated = {entry for _, entry in seats(played)}
    missing = sorted({a, b} - seated)
    if missing:
        raise PairingError(PairingErrorCode.UNKNOWN_ENTRY, entries=tuple(missing))

    def other(entry: int) -> int:
        return b if entry == a else a if entry == b else entry

    if isinstance(played, BurracoRound):
        return BurracoRound(
            tuple(
                Table(
                    t.number,
                    other(t.ns),
                    other(t.ew),
                    None if t.third is None else other(t.third),
                )
                for t in played.tables
            ),
            tuple(other(entry) for entry in played.byes),
        )
    if isinstance(played, IndividualRound):
        return IndividualRound(
            tuple(
                IndividualTable(
                    t.number,
                    (other(t.ns[0]), other(t.ns[1])),
                    (other(t.ew[0]), other(t.ew[1])),
                )
                for t in played.tables
            ),
            tuple(other(entry) for entry in played.byes),
        )
    return Scala40Round(
        tuple(SeatingTable(t.number, tuple(map(other, t.players))) for t in played.tables),
        played.relaxed,
        tuple(other(entry) for entry in played.byes),
    )


def swap_tables(played: R, first: int, second: int) -> R:
    """``played`` with the contents of tables ``first`` and ``second`` exchanged.

    The tables keep their numbers and their order in ``played.tables``; what sits at them
    changes places. ``relaxed`` is kept, since the same meetings happen.
    """
    numbers = [table.number for table in played.tables]
    missing = sorted({first, second} - set(numbers))
    if missing:
        raise PairingError(PairingErrorCode.UNKNOWN_TABLE, tables=tuple(missing))
    renumber = {first: second, second: first}
    moved = [
        replace(table, number=renumber.get(table.number, table.number)) for table in played.tables
    ]
    moved.sort(key=lambda table: numbers.index(table.number))
    return replace(played, tables=tuple(moved))
