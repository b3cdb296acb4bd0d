"""The table a result is written to or read from: looked up with its round and seats (refused
where no result goes: a draft, a bye, a finished tournament), its stored row, and the version a
write must have read."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from sqlalchemy import Select, bindparam, select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.changes import Changes
from tournament_app.services.errors import ConflictError, ErrorCode, NotFoundError, ServiceError
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.seating import round_tables, table_lines
from tournament_app.services.settings import Game, Scala40Settings, TournamentSettings
from tournament_app.services.tournaments import refuse_if_finished
from tournament_app.services.values import RoundStatus

if TYPE_CHECKING:
    from tournament_app.services.forfeits import RoundCalls
    from tournament_app.services.sheet_values import Scala40Sheet
    from tournament_app.storage.models import (
        BurracoResultRow,
        RoundRow,
        Scala40SheetRow,
        TournamentRow,
    )

RESULTS_CHANGED = Changes(results=True, standings=True, rounds=True)


@dataclass
class TableRef:
    """A table being written to: its tournament, settings, round, seats and stored row."""

    tournament: TournamentRow
    round: RoundRow
    number: int
    lines: dict[str, list[int]]


def _check_version(
    what: str, row: BurracoResultRow | Scala40SheetRow | None, expected: int | None
) -> None:
    """ConflictError unless the stored version is the one the caller read."""
    current = row.version if row is not None else None
    if current != expected:
        raise ConflictError(
            what,
            expected_version=expected,
            current_version=current,
            changed_by=row.updated_by if row is not None else None,
            changed_at=row.updated_at.isoformat(timespec="seconds") if row is not None else None,
        )


def _burraco_table(session: Session, tournament_id: int, round_number: int, table: int) -> TableRef:
    # Only changes look a table up here: a finished tournament refuses them all.
    tournament, round_row = lookup.tournament_and_round(
        session, tournament_id, round_number, game=Game.BURRACO
    )
    refuse_if_finished(tournament)
    if round_row is None:
        raise NotFoundError("round", round_number)
    lines = table_lines(session, round_row, table)
    if lines is None:
        raise NotFoundError("table", table)
    if round_row.status == RoundStatus.DRAFT.value:
        raise ServiceError(ErrorCode.ROUND_NOT_PUBLISHED, {"round": round_number})
    if not lines["ew"]:
        raise ServiceError(ErrorCode.RESULT_FOR_BYE, {"round": round_number, "table": table})
    return TableRef(tournament, round_row, table, lines)


def refuse_at_three(target: TableRef, round_number: int) -> None:
    """STATE_REFUSED for a write only a table of two has (a walk-out, a referee's score) at a
    table of three: the table's three pairs stand in the way, not a figure typed."""
    if target.lines["c"]:
        raise ServiceError(
            ErrorCode.STATE_REFUSED,
            {"detail": "three_pairs_no_walkout", "round": round_number, "table": target.number},
        )


def refuse_two_totals(target: TableRef, round_number: int) -> None:
    """INVALID_INPUT for two totals (or two lines' hands) given to a table of three."""
    if target.lines["c"]:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "three_lines_needed", "round": round_number, "table": target.number},
        )


def _result_row(
    session: Session, target: TableRef, *, lock: bool = False
) -> BurracoResultRow | None:
    return session.scalar(
        _result_statement(lock), {"round_id": target.round.id, "table": target.number}
    )


@cache
def _result_statement(lock: bool) -> Select[BurracoResultRow]:
    """`_result_row`'s statement, built once each way (read in every result's save, see
    `lookup._tournament_and_round`)."""
    from tournament_app.storage.models import BurracoResultRow

    query = select(BurracoResultRow).where(
        BurracoResultRow.round_id == bindparam("round_id"),
        BurracoResultRow.table_number == bindparam("table"),
    )
    if lock:
        # FOR UPDATE on PostgreSQL (SQLite has no row locks and ignores it); the row is read
        # again even if this Session holds it, as whoever held the lock may have changed it.
        query = query.with_for_update().execution_options(populate_existing=True)
    return query


def scala40_table(
    session: Session, tournament_id: int, round_number: int, table: int, *, published: bool
) -> TableRef:
    tournament, round_row = lookup.tournament_and_round(
        session, tournament_id, round_number, game=Game.SCALA40
    )
    if published:  # a change (a read passes published=False): not in a finished tournament
        refuse_if_finished(tournament)
    if round_row is None:
        raise NotFoundError("round", round_number)
    lines = table_lines(session, round_row, table)
    if lines is None:
        raise NotFoundError("table", table)
    if published and round_row.status == RoundStatus.DRAFT.value:
        raise ServiceError(ErrorCode.ROUND_NOT_PUBLISHED, {"round": round_number})
    if not lines["seat"]:  # a pair sitting out (scala 40 in pairs, an odd count)
        raise ServiceError(ErrorCode.RESULT_FOR_BYE, {"round": round_number, "table": table})
    return TableRef(tournament, round_row, table, lines)


def sheet_row(session: Session, target: TableRef) -> Scala40SheetRow | None:
    from tournament_app.storage.models import Scala40SheetRow

    return session.scalar(
        select(Scala40SheetRow).where(
            Scala40SheetRow.round_id == target.round.id,
            Scala40SheetRow.table_number == target.number,
        )
    )


def round_sheets(
    session: Session, tournament_id: int, round_number: int
) -> tuple[Scala40Sheet, ...]:
    """Every table's sheet in a scala 40 round (`ResultService.sheets`; a pairs bye has none:
    nobody plays it). The tournament with the round, the round's seats and its sheets: three
    statements. Read table by table it took three a table, and the Results page reads this
    after every change at any station: a 50-table round's refresh waited for 150 round trips
    on a server."""
    from tournament_app.storage.models import Scala40SheetRow

    tournament, round_row = lookup.tournament_and_round(
        session, tournament_id, round_number, game=Game.SCALA40
    )
    if round_row is None:
        raise NotFoundError("round", round_number)
    seated = round_tables(session, round_row)
    stored = {
        row.table_number: row
        for row in session.scalars(
            select(Scala40SheetRow).where(Scala40SheetRow.round_id == round_row.id)
        )
    }
    settings = settings_of(tournament)  # once, not once a table
    calls = _calls(session, round_row)  # once too
    return tuple(
        _sheet(TableRef(tournament, round_row, table, lines), stored.get(table), settings, calls)
        for table, lines in sorted(seated.items())
        if lines["seat"]
    )


def _calls(session: Session | None, round_row: RoundRow) -> RoundCalls:
    """The round's scala 40 forfeits and penalty points (`services.forfeits`)."""
    from tournament_app.services.forfeits import round_calls

    return round_calls(round_row, session)


def _sheet(
    target: TableRef,
    row: Scala40SheetRow | None,
    settings: TournamentSettings | None = None,
    calls: RoundCalls | None = None,
) -> Scala40Sheet:
    """The table's sheet replayed (`settings`: its tournament's, when already read;
    `calls`: its round's forfeits and penalty points, read when not given)."""
    # Imported here: the Results page loads this module on every evening, and only a scala 40
    # table's sheet needs the scala 40 scoring the sheets bring.
    from tournament_app.services.sheets import sheet_value

    settings = settings or settings_of(target.tournament)
    assert isinstance(settings, Scala40Settings)
    return sheet_value(
        target.round.number,
        target.number,
        target.lines["seat"],
        list(row.hands) if row is not None else [],
        settings,
        row.version if row is not None else 0,
        *(_calls(None, target.round) if calls is None else calls),
    )
