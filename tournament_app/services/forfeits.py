"""Who left a scala 40 table by forfeit: the forfeit penalties of each round.

A forfeit is stored as a penalty (kind "forfeit", given in the round the player was seated
in: `penalties`), not on the table's sheet; every replay of a sheet takes the round's forfeits
with it (`sheets.replay`), so the table's order, its places, the placement points, who goes on,
the standings and every printout follow the one game (`scoring.scala40_events`). A round has
few: one statement a round, read on the tables' columns.
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


def forfeits_by_round(
    session: Session, tournament_id: int, round_number: int | None = None
) -> Forfeits:
    """Each round's forfeits (only `round_number`'s when given), oldest first."""
    penalties = tables.penalties.c
    entries = tables.entries.c
    query = (
        select(penalties.round_number, entries.number)
        .join(tables.entries, entries.id == penalties.entry_id)
        .where(
            penalties.tournament_id == tournament_id,
            penalties.kind == PenaltyKind.FORFEIT.value,
            penalties.round_number.is_not(None),
        )
        .order_by(penalties.id)
    )
    if round_number is not None:
        query = query.where(penalties.round_number == round_number)
    found: dict[int, list[int]] = {}
    for given_in, number in session.execute(query):
        found.setdefault(given_in, []).append(number)
    return {given_in: tuple(dict.fromkeys(numbers)) for given_in, numbers in found.items()}


def round_forfeits(round_row: RoundRow, session: Session | None = None) -> tuple[int, ...]:
    """The entries that forfeited in the round (read in the session holding `round_row`)."""
    session = session or object_session(round_row)
    if session is None:  # pragma: no cover - a round is always read in a session
        return ()
    found = forfeits_by_round(session, round_row.tournament_id, round_row.number)
    return found.get(round_row.number, ())
