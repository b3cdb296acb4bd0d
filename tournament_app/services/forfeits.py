"""Who left a scala 40 table by forfeit: the forfeit penalties of each round.

A forfeit is stored as a penalty (kind "forfeit", given in the round the player was seated
in: `penalties`), not on the table's sheet; every replay of a sheet takes the round's forfeits
with it (`sheets.replay`), so the table's order, its places, the placement points, who goes on,
the standings and every printout follow the one game (`scoring.scala40_events`). A round has
few: one statement a round, read on the tables' columns.

Penalty points given in a round travel the same way, read in the same statement
(`calls_by_round`, `round_calls`): in an elimination they count in the player's table game
(`sheets.counted_at_table`), so a total they bring to the limit puts the player out there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session, object_session

from tournament_app.services.values import PenaltyKind
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.storage.models import RoundRow

#: Round number -> the entries (numbers) that forfeited in it, in the order given.
Forfeits = dict[int, tuple[int, ...]]
#: Round number -> (entry, penalty points) given in it, in the order given.
RoundPenaltyPoints = dict[int, tuple[tuple[int, int], ...]]
#: One round's forfeits (entries) and penalty points ((entry, points)), in the order given.
RoundCalls = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]


def forfeits_by_round(
    session: Session, tournament_id: int, round_number: int | None = None
) -> Forfeits:
    """Each round's forfeits (only `round_number`'s when given), oldest first."""
    return calls_by_round(session, tournament_id, round_number)[0]


def round_forfeits(round_row: RoundRow, session: Session | None = None) -> tuple[int, ...]:
    """The entries that forfeited in the round (read in the session holding `round_row`)."""
    return round_calls(round_row, session)[0]


def calls_by_round(
    session: Session, tournament_id: int, round_number: int | None = None
) -> tuple[Forfeits, RoundPenaltyPoints]:
    """Each round's forfeits and penalty points (only `round_number`'s when given), oldest
    first, in one statement: the penalties of a round that leave the table or add points (a
    warning adds none; those of no round count in the standings only)."""
    penalties = tables.penalties.c
    entries = tables.entries.c
    query = (
        select(penalties.round_number, entries.number, penalties.kind, penalties.mp)
        .join(tables.entries, entries.id == penalties.entry_id)
        .where(
            penalties.tournament_id == tournament_id,
            penalties.kind != PenaltyKind.WARNING.value,
            (penalties.kind == PenaltyKind.FORFEIT.value) | (penalties.mp > 0),
            penalties.round_number.is_not(None),
        )
        .order_by(penalties.id)
    )
    if round_number is not None:
        query = query.where(penalties.round_number == round_number)
    left: dict[int, list[int]] = {}
    points: dict[int, list[tuple[int, int]]] = {}
    for given_in, number, kind, mp in session.execute(query):
        if kind == PenaltyKind.FORFEIT.value:
            left.setdefault(given_in, []).append(number)
        if mp > 0:
            points.setdefault(given_in, []).append((number, mp))
    return (
        {given_in: tuple(dict.fromkeys(numbers)) for given_in, numbers in left.items()},
        {given_in: tuple(given) for given_in, given in points.items()},
    )


def round_calls(round_row: RoundRow, session: Session | None = None) -> RoundCalls:
    """The round's forfeits and penalty points (read in the session holding `round_row`)."""
    session = session or object_session(round_row)
    if session is None:  # pragma: no cover - a round is always read in a session
        return (), ()
    left, points = calls_by_round(session, round_row.tournament_id, round_row.number)
    return left.get(round_row.number, ()), points.get(round_row.number, ())
