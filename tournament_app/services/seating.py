"""A round's seats as `scoring.pairing` rounds and back, by entry number.

Stored seats use line "ns"/"ew" for burraco (and "c" for the third pair at a table of three
pairs) and "seat" for scala 40. A burraco bye is a
table of its own, numbered after the played tables, with only an NS line; an individual
burraco player sitting out is such a table too, and so is a scala 40 pair's bye.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

from sqlalchemy import Select, bindparam, select
from sqlalchemy.orm import Session

from tournament_app.storage import tables

if TYPE_CHECKING:
    from scoring.pairing import BurracoRound, IndividualRound, Scala40Round
    from tournament_app.services.lookup import RoundFields
    from tournament_app.storage.models import EntryRow, RoundRow, SeatRow

    PairingRound = BurracoRound | IndividualRound | Scala40Round

# The pairing library is imported where a round becomes a scoring round (checks, swaps, a
# new round): reading a round's seats, as the window's first screen does, never needs it.


def tables_of(row: RoundRow, numbers: Mapping[int, int]) -> dict[int, dict[str, list[int]]]:
    """Table number -> line -> entry numbers in seat order."""
    tables: dict[int, dict[str, list[int]]] = {}
    for seat in sorted(row.seats, key=lambda s: (s.table_number, s.line, s.position)):
        lines = tables.setdefault(seat.table_number, {"ns": [], "ew": [], "c": [], "seat": []})
        lines[seat.line].append(numbers[seat.entry_id])
    return tables


def round_tables(
    session: Session, round_row: RoundRow | RoundFields
) -> dict[int, dict[str, list[int]]]:
    """What `tables_of` gives, read as plain rows in one query: a 250-table round's 1,000
    seats loaded as objects cost the Results page ~10 ms after every result."""
    by_table: dict[int, dict[str, list[int]]] = {}
    # The tables' columns: an ORM attribute would configure every mapper (the start reads
    # the round in play with this before its window is ready).
    seats, entries = tables.seats, tables.entries
    rows = session.execute(
        select(seats.c.table_number, seats.c.line, entries.c.number)
        .select_from(seats)
        .join(entries, entries.c.id == seats.c.entry_id)
        .where(seats.c.round_id == round_row.id)
        .order_by(seats.c.table_number, seats.c.line, seats.c.position)
    )
    for table, line, number in rows:
        lines = by_table.get(table)
        if lines is None:
            lines = by_table[table] = {"ns": [], "ew": [], "c": [], "seat": []}
        lines[line].append(number)
    return by_table


def table_lines(session: Session, round_row: RoundRow, table: int) -> dict[str, list[int]] | None:
    """One table's lines (entry numbers in seat order), None when the round has no such table.

    A single query: entering one result must not load a 250-table round.
    """
    rows = session.execute(_table_lines(), {"round_id": round_row.id, "table": table}).all()
    if not rows:
        return None
    lines: dict[str, list[int]] = {"ns": [], "ew": [], "c": [], "seat": []}
    for line, number in rows:
        lines[line].append(number)
    return lines


@cache
def _table_lines() -> Select[str, int]:
    """`table_lines`' statement, built once (read in every result's save, see
    `lookup._tournament_and_round`)."""
    from tournament_app.storage.models import EntryRow, SeatRow

    return (
        select(SeatRow.line, EntryRow.number)
        .join(EntryRow, EntryRow.id == SeatRow.entry_id)
        .where(
            SeatRow.round_id == bindparam("round_id"), SeatRow.table_number == bindparam("table")
        )
        .order_by(SeatRow.line, SeatRow.position)
    )


def to_pairing(row: RoundRow, numbers: Mapping[int, int], *, individual: bool) -> PairingRound:
    """The stored round as the scoring round the checker and the swaps take."""
    from scoring.pairing import (
        BurracoRound,
        IndividualRound,
        IndividualTable,
        Scala40Round,
        SeatingTable,
        Table,
    )

    tables = tables_of(row, numbers)
    if any(lines["seat"] for lines in tables.values()):
        return Scala40Round(
            tuple(
                SeatingTable(n, tuple(lines["seat"]))
                for n, lines in sorted(tables.items())
                if lines["seat"]
            ),
            byes=tuple(entry for _n, lines in sorted(tables.items()) for entry in lines["ns"]),
        )
    played = {n: lines for n, lines in tables.items() if lines["ew"]}
    byes = tuple(
        entry for n, lines in sorted(tables.items()) if not lines["ew"] for entry in lines["ns"]
    )
    if individual:
        return IndividualRound(
            tuple(
                IndividualTable(n, _two(lines["ns"]), _two(lines["ew"]))
                for n, lines in sorted(played.items())
            ),
            byes,
        )
    return BurracoRound(
        tuple(
            Table(n, lines["ns"][0], lines["ew"][0], lines["c"][0] if lines["c"] else None)
            for n, lines in sorted(played.items())
        ),
        byes,
    )


def _two(players: Sequence[int]) -> tuple[int, int]:
    return (players[0], players[1])


def to_seats(played: PairingRound, ids: Mapping[int, int]) -> list[SeatRow]:
    """New seat rows for a scoring round; `ids` maps entry number to entry id."""
    from scoring.pairing import IndividualTable, Scala40Round, Table
    from tournament_app.storage.models import SeatRow

    seats: list[SeatRow] = []

    def seat(table: int, line: str, position: int, number: int) -> None:
        seats.append(
            SeatRow(table_number=table, line=line, position=position, entry_id=ids[number])
        )

    last = 0
    if isinstance(played, Scala40Round):
        for seating in played.tables:
            last = max(last, seating.number)
            for position, number in enumerate(seating.players):
                seat(seating.number, "seat", position, number)
        for offset, number in enumerate(played.byes, start=1):
            seat(last + offset, "ns", 0, number)
        return seats
    for table in played.tables:
        last = max(last, table.number)
        ns = table.ns if isinstance(table, IndividualTable) else (table.ns,)
        ew = table.ew if isinstance(table, IndividualTable) else (table.ew,)
        for position, number in enumerate(ns):
            seat(table.number, "ns", position, number)
        for position, number in enumerate(ew):
            seat(table.number, "ew", position, number)
        if isinstance(table, Table) and table.third is not None:
            seat(table.number, "c", 0, table.third)
    for offset, number in enumerate(played.byes, start=1):
        seat(last + offset, "ns", 0, number)
    return seats


def seated_numbers(played: PairingRound) -> list[int]:
    """Every entry number a round seats (byes included)."""
    from scoring.pairing import IndividualTable, Scala40Round

    if isinstance(played, Scala40Round):
        return [n for table in played.tables for n in table.players] + list(played.byes)
    numbers: list[int] = []
    for table in played.tables:
        if isinstance(table, IndividualTable):
            numbers.extend(table.players)
        else:
            numbers.extend(table.entries)
    return numbers + list(played.byes)


def entry_clubs(rows: Sequence[EntryRow]) -> dict[int, str]:
    """Each pair's club, for the pairs whose players play for one club (a pair of two clubs
    belongs to neither, so nothing keeps it away from either)."""
    clubs: dict[int, str] = {}
    for row in rows:
        names = {member.player.club.name for member in row.members if member.player.club}
        if len(names) == 1 and all(member.player.club for member in row.members):
            clubs[row.number] = names.pop()
    return clubs
