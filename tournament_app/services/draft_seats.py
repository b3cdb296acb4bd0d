"""A draft round's seats edited by hand: two entries or two tables exchanged, each bye kept at
the table it had (a Mitchell pair sits out at its own table); a bye's "table" swapped with a
table exchanges the entries in the one seat both have."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from scoring.pairing import BurracoRound, IndividualRound, swap_entries, swap_tables
from tournament_app.storage.models import RoundRow, SeatRow

if TYPE_CHECKING:
    from tournament_app.services.seating import PairingRound


def _swapped(played: PairingRound, first: int, second: int, *, tables: bool) -> PairingRound:
    """The round with two entries (or two tables) exchanged, whatever kind of round it is."""
    if isinstance(played, BurracoRound):
        return swap_tables(played, first, second) if tables else swap_entries(played, first, second)
    if isinstance(played, IndividualRound):
        return swap_tables(played, first, second) if tables else swap_entries(played, first, second)
    return swap_tables(played, first, second) if tables else swap_entries(played, first, second)


def _byes_at_home(
    seats: list[SeatRow], bye_tables: Mapping[int, int], ids: Mapping[int, int]
) -> list[SeatRow]:
    """The seats with each bye at its pair's own table when the plan says so (a Mitchell NS
    pair whose opponent is gone sits out where it sits all evening); the other byes follow
    the last table played, as `to_seats` numbers them."""
    if not bye_tables:
        return seats
    home = {ids[entry]: table for entry, table in bye_tables.items()}
    played = {seat.table_number for seat in seats if seat.line == "ew"}
    last = max(played, default=0)
    byes = sorted(
        (s for s in seats if s.line == "ns" and s.table_number > last),
        key=lambda s: s.table_number,
    )
    following = last
    for seat in byes:
        if seat.entry_id in home and home[seat.entry_id] not in played:
            seat.table_number = home[seat.entry_id]
        else:
            following += 1
            seat.table_number = following
    return seats


def _bye_table_numbers(row: RoundRow) -> list[int]:
    """The table numbers of a burraco round's byes (tables with no EO line), in order."""
    played = {seat.table_number for seat in row.seats if seat.line == "ew"}
    return sorted({seat.table_number for seat in row.seats if seat.line == "ns"} - played)


def _byes_renumbered(seats: list[SeatRow], numbers: Sequence[int]) -> list[SeatRow]:
    """An edited draft's seats with its byes back at the tables they had (a swap keeps a
    Mitchell bye at its NS pair's own table); `to_seats` puts them after the last table."""
    played = {seat.table_number for seat in seats if seat.line == "ew"}
    if not played or any(number in played for number in numbers):
        return seats
    last = max(played)
    byes = sorted({s.table_number for s in seats if s.line == "ns" and s.table_number > last})
    if len(byes) != len(numbers):
        return seats
    moved = dict(zip(byes, numbers, strict=True))
    for seat in seats:
        seat.table_number = moved.get(seat.table_number, seat.table_number)
    return seats


def bye_swap(
    tables: Mapping[int, Mapping[str, Sequence[int]]], first: int, second: int
) -> tuple[int, int] | None:
    """Two tables to swap when one or both is a bye, as the two entries to exchange: the
    entry resting and the one in the same seat at the other table (its NS pair, its first
    scala 40 pair), or both byes' entries; None when neither is a bye (a plain swap). A bye
    has one seat, so swapping it with a table of two pairs can only move that seat."""

    def resting(lines: Mapping[str, Sequence[int]]) -> bool:
        return not lines["ew"] and not lines["seat"]

    one, other = tables[first], tables[second]
    if not (resting(one) or resting(other)):
        return None
    return (one["ns"] or one["seat"])[0], (other["ns"] or other["seat"])[0]
