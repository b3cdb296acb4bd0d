"""Finding rows by the ids and numbers the director uses, or raising NOT_FOUND."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.settings import Game
from tournament_app.storage.models import (
    EntryRow,
    PlayerRow,
    RoundRow,
    TournamentRow,
)


def tournament(session: Session, tournament_id: int, *, game: Game | None = None) -> TournamentRow:
    """The tournament row; NOT_FOUND, or WRONG_GAME when it plays another game than `game`."""
    # A page with no tournament open may ask with None: that is "not found", not a query.
    row = session.get(TournamentRow, tournament_id) if tournament_id is not None else None
    if row is None:
        raise NotFoundError("tournament", tournament_id)
    if game is not None and row.game != game.value:
        raise ServiceError(ErrorCode.WRONG_GAME, {"game": game.value, "tournament": row.name})
    return row


def entry(session: Session, tournament_id: int, number: int) -> EntryRow:
    """An entry by its number in the tournament."""
    row = session.scalar(
        select(EntryRow).where(EntryRow.tournament_id == tournament_id, EntryRow.number == number)
    )
    if row is None:
        raise NotFoundError("entry", number)
    return row


def player(session: Session, player_id: int) -> PlayerRow:
    """A registry player by id."""
    row = session.get(PlayerRow, player_id)
    if row is None:
        raise NotFoundError("player", player_id)
    return row


def round_(session: Session, tournament_id: int, number: int) -> RoundRow:
    """A round by number in the tournament."""
    row = session.scalar(
        select(RoundRow).where(RoundRow.tournament_id == tournament_id, RoundRow.number == number)
    )
    if row is None:
        raise NotFoundError("round", number)
    return row


def latest_round(session: Session, tournament_id: int) -> RoundRow | None:
    """The tournament's highest-numbered round, if any."""
    return session.scalar(
        select(RoundRow)
        .where(RoundRow.tournament_id == tournament_id)
        .order_by(RoundRow.number.desc())
        .limit(1)
    )
