"""Finding rows by the ids and numbers the director uses, or raising NOT_FOUND."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import (
    ColumnElement,
    FromClause,
    Join,
    Row,
    ScalarSelect,
    Select,
    bindparam,
    func,
    select,
)
from sqlalchemy.orm import Session

from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.settings import Game
from tournament_app.services.values import RoundStatus
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.storage.models import EntryRow, PlayerRow, RoundRow, TournamentRow

    # A tournament as an ORM object or as the plain columns of its row (same attribute names).
    TournamentFields = TournamentRow | Row[Any]

_Row = TypeVar("_Row", bound="TournamentFields")
_T = TypeVar("_T")


def tournament(session: Session, tournament_id: int, *, game: Game | None = None) -> TournamentRow:
    """The tournament row; NOT_FOUND, or WRONG_GAME when it plays another game than `game`."""
    from tournament_app.storage.models import TournamentRow

    # A page with no tournament open may ask with None: that is "not found", not a query.
    row = session.get(TournamentRow, tournament_id) if tournament_id is not None else None
    return found_tournament(row, tournament_id, game)


def tournament_and_round(
    session: Session, tournament_id: int, number: int, *, game: Game | None = None
) -> tuple[TournamentRow, RoundRow | None]:
    """`tournament` and its round `number` read in one statement: a result's save needs both
    first, and on a server every statement waits for its answer. NOT_FOUND and WRONG_GAME for
    the tournament as `tournament`; the round None when the tournament has no such round
    (the caller says so after its own checks of the tournament, as with `round_`)."""
    found = (
        session.execute(
            _tournament_and_round(), {"tournament_id": tournament_id, "number": number}
        ).first()
        if tournament_id is not None
        else None
    )
    row, round_row = found if found is not None else (None, None)
    return found_tournament(row, tournament_id, game), round_row


# Built once, run with the values bound: building a statement and the key SQLAlchemy finds
# its compiled form by cost more than SQLite answering it (0.49 ms against 0.27 ms a read
# here; 1.35 ms against 0.47 ms for the status bar's), and a result's save and the status
# bar after it read these every time.
@cache
def _tournament_and_round() -> Select[TournamentRow, RoundRow]:
    from tournament_app.storage.models import RoundRow, TournamentRow

    return (
        select(TournamentRow, RoundRow)
        .outerjoin(
            RoundRow,
            (RoundRow.tournament_id == TournamentRow.id) & (RoundRow.number == bindparam("number")),
        )
        .where(TournamentRow.id == bindparam("tournament_id"))
    )


def tournament_fields(
    session: Session,
    tournament_id: int,
    *also: ColumnElement[Any],
    game: Game | None = None,
) -> Row[Any]:
    """`tournament`'s row read as plain columns, no object: an ORM query would make
    SQLAlchemy configure every mapper, which the start has no need of before its window is
    ready (it reads the tournament it reopens with this). `also`: more columns read in the
    same statement (on a server, one round trip). NOT_FOUND and WRONG_GAME as
    `tournament`."""

    table = tables.tournaments
    row = (
        session.execute(select(table, *also).where(table.c.id == tournament_id)).first()
        if tournament_id is not None
        else None
    )
    return found_tournament(row, tournament_id, game)


def tournament_and_latest_round_fields(
    session: Session,
    tournament_id: int,
    about_round: Callable[[ColumnElement[int]], tuple[ColumnElement[Any], ...]] = lambda _id: (),
) -> Row[Any]:
    """`tournament_fields` with, in the same statement, its latest round's `round_id`,
    `round_number` and `round_status` (None when it has no round yet), then the values
    `about_round` makes of that round's id column: what the status bar asks after every
    result, one round trip on a server where three took. NOT_FOUND and WRONG_GAME as
    `tournament`."""
    row = (
        session.execute(
            _tournament_and_latest_round(about_round), {"tournament_id": tournament_id}
        ).first()
        if tournament_id is not None
        else None
    )
    return found_tournament(row, tournament_id, None)


@cache
def _tournament_and_latest_round(
    about_round: Callable[[ColumnElement[int]], tuple[ColumnElement[Any], ...]],
) -> Select[Any]:
    """`tournament_and_latest_round_fields`' statement, built once for each `about_round`
    (see `_tournament_and_round`)."""
    table = tables.tournaments
    rounds = tables.rounds
    newest = newest_round_number(table.c.id)
    return (
        select(
            table,
            rounds.c.id.label("round_id"),
            rounds.c.number.label("round_number"),
            rounds.c.status.label("round_status"),
            *about_round(rounds.c.id),
        )
        .select_from(
            table.outerjoin(
                rounds, (rounds.c.tournament_id == table.c.id) & (rounds.c.number == newest)
            )
        )
        .where(table.c.id == bindparam("tournament_id"))
    )


def newest_round_number(
    tournament_id: ColumnElement[int], *, announced: bool = False
) -> ScalarSelect[int]:
    """The number of the tournament `tournament_id` names' newest round, a draft too, or with
    `announced` the newest published or complete one (the round in play): a subquery, for a
    statement that reads that round with what it reads of the tournament."""
    earlier = tables.rounds.alias()
    newest = select(func.max(earlier.c.number)).where(earlier.c.tournament_id == tournament_id)
    if announced:
        newest = newest.where(earlier.c.status != RoundStatus.DRAFT.value)
    return newest.scalar_subquery()


def from_tournament(joined: FromClause, on: ColumnElement[bool]) -> Join:
    """The tournaments' table with `joined` outer-joined `on`: a statement reading from it
    and filtered on the tournament's id gives a row (its `joined` columns None) even when the
    tournament has nothing joined, so it also tells whether the tournament is there
    (`rows_found`) in its one round trip."""
    return tables.tournaments.outerjoin(joined, on)


def rows_found(rows: Sequence[_T], tournament_id: int) -> Sequence[_T]:
    """The rows a statement `from_tournament` gave; NOT_FOUND when it gave none, not even the
    tournament's."""
    if not rows:
        raise NotFoundError("tournament", tournament_id)
    return rows


def found_tournament(row: _Row | None, tournament_id: int | None, game: Game | None) -> _Row:
    """The tournament's row as read (object or plain columns); NOT_FOUND when none was,
    WRONG_GAME when it plays another game than `game`."""
    if row is None:
        raise NotFoundError("tournament", tournament_id)
    if game is not None and row.game != game.value:
        raise ServiceError(ErrorCode.WRONG_GAME, {"game": game.value, "tournament": row.name})
    return row


def entry(session: Session, tournament_id: int, number: int) -> EntryRow:
    """An entry by its number in the tournament."""
    from tournament_app.storage.models import EntryRow

    row = session.scalar(
        select(EntryRow).where(EntryRow.tournament_id == tournament_id, EntryRow.number == number)
    )
    if row is None:
        raise NotFoundError("entry", number)
    return row


def player(session: Session, player_id: int) -> PlayerRow:
    """A registry player by id."""
    from tournament_app.storage.models import PlayerRow

    row = session.get(PlayerRow, player_id)
    if row is None:
        raise NotFoundError("player", player_id)
    return row


def round_(session: Session, tournament_id: int, number: int) -> RoundRow:
    """A round by number in the tournament."""
    from tournament_app.storage.models import RoundRow

    row = session.scalar(
        select(RoundRow).where(RoundRow.tournament_id == tournament_id, RoundRow.number == number)
    )
    if row is None:
        raise NotFoundError("round", number)
    return row


RoundFields = Row[Any]


def latest_round_fields(session: Session, tournament_id: int) -> Row[Any] | None:
    """`latest_round`'s row as plain columns, no object (see `tournament_fields`)."""

    table = tables.rounds
    return session.execute(
        select(table)
        .where(table.c.tournament_id == tournament_id)
        .order_by(table.c.number.desc())
        .limit(1)
    ).first()


def round_fields(session: Session, tournament_id: int, number: int | None) -> Row[Any]:
    """A round by number (None: the latest) as plain columns, no object (see
    `tournament_fields`); NOT_FOUND as `round_` (round 1 when there is none yet)."""

    if number is None:
        row = latest_round_fields(session, tournament_id)
        if row is None:
            raise NotFoundError("round", 1)  # none generated yet: round 1 is missing
        return row
    table = tables.rounds
    found = session.execute(
        select(table).where(table.c.tournament_id == tournament_id, table.c.number == number)
    ).first()
    if found is None:
        raise NotFoundError("round", number)
    return found


def latest_round(session: Session, tournament_id: int) -> RoundRow | None:
    """The tournament's highest-numbered round, if any."""
    from tournament_app.storage.models import RoundRow

    return session.scalar(
        select(RoundRow)
        .where(RoundRow.tournament_id == tournament_id)
        .order_by(RoundRow.number.desc())
        .limit(1)
    )
