"""Double entry: a second operator's figures checked against a table's result, a disagreement
kept (seen by every station) until the result is saved again or removed, which closes it."""

from __future__ import annotations

from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING, Protocol

from sqlalchemy import Select, and_, bindparam, select
from sqlalchemy.orm import Session

from scoring.turno import check_lines, played
from tournament_app.services import lookup, rules
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.results.tables import (
    TableRef,
    _burraco_table,
    _check_version,
    _result_row,
)
from tournament_app.services.results.values import result_value
from tournament_app.services.rounds.status import refresh_round_status, settings_of
from tournament_app.services.score_figures import score_pair
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.values import BurracoResult, ResultKind, TournamentId
from tournament_app.storage import tables
from tournament_app.storage.audit_form import Params
from tournament_app.storage.tables import utc_now

if TYPE_CHECKING:
    from tournament_app.services.sheet_values import SecondEntry
    from tournament_app.services.values import Disagreement
    from tournament_app.storage.models import ResultCheckRow

# A second entry changes no score: only what the results pages show about a table, and
# whether its round reads complete.
CHECKS_CHANGED = Changes(results=True, rounds=True)
CONFIRM_ACTION = "result.confirm"
DISAGREE_ACTION = "result.disagree"


def second_entry(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    ns_mp: int,
    ew_mp: int,
    third_mp: int | None = None,
) -> SecondEntry:
    """`ResultService.second_entry`: a second operator's figures for a table, checked."""
    return _compared(context, tournament_id, round_number, table, (ns_mp, ew_mp, third_mp))


def saved_typed_again(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    ns_mp: int,
    ew_mp: int,
    third_mp: int | None = None,
) -> SecondEntry | None:
    """`ResultService.saved_typed_again`: the figures saved, typed again with double entry
    off. Over the table's open disagreement they are the first entry confirmed, closing it as
    an agreeing second entry does; with none open (read in the same transaction) there is
    nothing to save or log: None."""
    figures = (ns_mp, ew_mp, third_mp)
    try:
        return _compared(context, tournament_id, round_number, table, figures, only_open=True)
    except _NothingOpen:
        return None  # rolled back: nothing written, nothing logged


class _NothingOpen(Exception):
    """No open disagreement for the saved figures typed again to close."""


def _compared(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    figures: tuple[int, int, int | None],
    *,
    only_open: bool = False,
) -> SecondEntry:
    """A table's typed figures compared with its result (`second_entry`); `only_open`:
    _NothingOpen when the table has no open disagreement, raised to leave the transaction
    without a change to log."""
    from tournament_app.services.sheet_values import SecondEntry  # not made at a start
    from tournament_app.storage.models import ResultCheckRow

    ns_mp, ew_mp, third_mp = figures
    with context.writing(CHECKS_CHANGED) as work:
        target = _burraco_table(work.session, tournament_id, round_number, table)
        _refuse_lines(target, round_number, third_mp)
        settings = settings_of(target.tournament)
        assert isinstance(settings, BurracoSettings)
        # Figures no save would take cannot be the right ones: say so now, not later.
        with rules.scoring_errors(round=round_number, table=table):
            if third_mp is None:
                played(ns_mp, ew_mp, rules.turno_settings(settings))
            else:
                check_lines(ns_mp, ew_mp, third_mp)
        entity = f"round {round_number} table {table}"
        work.attempting(
            "result.second_entry",
            entity,
            tournament_id=tournament_id,
            place=(round_number, table),
        )
        # Locked on PostgreSQL: a correction from another station waits for this check to
        # commit, then settles it, instead of leaving it open against figures now gone.
        row = _result_row(work.session, target, lock=True)
        where = {"round": round_number, "table": table}
        if row is None:
            raise ServiceError(ErrorCode.NO_FIRST_ENTRY, where)
        if row.kind != ResultKind.PLAYED.value:
            raise ServiceError(ErrorCode.NOT_A_SCORESHEET, where)
        first = result_value(round_number, table, target.lines, row)
        check = _check_row(work.session, target)
        if only_open and check is None:
            raise _NothingOpen
        earlier = _check_words(check)
        open_check = _check_params(check)
        closed = _disagreement(check, first)
        params: Params = {"ns_mp": ns_mp, "ew_mp": ew_mp}
        if third_mp is not None:
            params["third_mp"] = third_mp
        agrees = (first.ns_mp, first.ew_mp, first.third_mp) == (ns_mp, ew_mp, third_mp)
        if agrees:
            if check is not None:
                work.delete(check)
            action = CONFIRM_ACTION
            typed = score_pair(ns_mp, ew_mp, third_mp)
            summary = f"second entry {typed} agrees with the first entry"
            summary += f"; closes {earlier}" if earlier else ""
            params |= {"closes": open_check} if open_check else {}
        else:
            if check is None:
                check = ResultCheckRow(round_id=target.round.id, table_number=table)
                work.add(check)
            else:
                work.track(check)
            check.ns_mp, check.ew_mp, check.third_mp = ns_mp, ew_mp, third_mp
            check.result_version = first.version
            check.entered_by = context.station
            check.entered_at = utc_now()
            action = DISAGREE_ACTION
            summary = (
                f"second entry {score_pair(ns_mp, ew_mp, third_mp)}, first entry"
                f" {score_pair(first.ns_mp, first.ew_mp, first.third_mp)}"
            )
            summary += f"; replaces {earlier}" if earlier else ""
            params["first"] = {"ns_mp": first.ns_mp, "ew_mp": first.ew_mp}
            if first.third_mp is not None:
                params["first"]["third_mp"] = first.third_mp
            params |= {"replaces": open_check} if open_check else {}
        _check_unchanged(work.session, target, first)
        refresh_round_status(work, target.round, settings)
        work.log(
            action,
            entity,
            tournament_id=tournament_id,
            summary=summary,
            params=params,
            place=(round_number, table),
        )
        return SecondEntry(
            agrees=agrees,
            ns_mp=ns_mp,
            ew_mp=ew_mp,
            first=first,
            third_mp=third_mp,
            earlier=closed,
        )


def _refuse_lines(target: TableRef, round_number: int, third_mp: int | None) -> None:
    """INVALID_INPUT for two figures at a table of three, or a third at a table of two."""
    where = {"round": round_number, "table": target.number}
    if target.lines["c"] and third_mp is None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "three_lines_needed", **where})
    if not target.lines["c"] and third_mp is not None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "two_lines_needed", **where})


def disagreements(
    context: ServiceContext, tournament_id: TournamentId, round_number: int | None = None
) -> tuple[Disagreement, ...]:
    """`ResultService.disagreements`: the open disagreements of a round (None: of all)."""

    with context.reading() as session:
        lookup.tournament_fields(session, tournament_id, game=Game.BURRACO)
        if round_number is not None:
            lookup.round_fields(session, tournament_id, round_number)  # NOT_FOUND if none
        return open_disagreements(session, tournament_id, round_number)


def open_disagreements(
    session: Session, tournament_id: int, round_number: int | None
) -> tuple[Disagreement, ...]:
    """`disagreements` in a reading the caller holds, its tournament and round checked."""
    # The tables' columns, no objects: the Results page asks this before the start's
    # window is ready, and an ORM query would configure every mapper first.
    checks = tables.result_checks.c
    results = tables.burraco_results.c
    rounds = tables.rounds.c
    query = (
        select(
            rounds.number,
            checks.table_number,
            checks.ns_mp,
            checks.ew_mp,
            checks.third_mp,
            checks.result_version,
            checks.entered_by,
            checks.entered_at,
            results.ns_mp.label("first_ns_mp"),
            results.ew_mp.label("first_ew_mp"),
            results.third_mp.label("first_third_mp"),
        )
        .select_from(tables.result_checks)
        .join(tables.rounds, rounds.id == checks.round_id)
        .join(
            tables.burraco_results,
            and_(
                results.round_id == checks.round_id,
                results.table_number == checks.table_number,
            ),
        )
        .where(rounds.tournament_id == tournament_id)
        .order_by(rounds.number, checks.table_number)
    )
    if round_number is not None:
        query = query.where(rounds.number == round_number)
    rows = session.execute(query).all()
    if not rows:
        return ()  # no open disagreement, as at most starts: no value to make
    return tuple(
        _made(
            row,
            row.number,
            row.table_number,
            (row.first_ns_mp, row.first_ew_mp, row.first_third_mp),
        )
        for row in rows
    )


def _check_row(session: Session, target: TableRef) -> ResultCheckRow | None:
    """The table's open disagreement (double entry), None when there is none."""
    return session.scalar(_check_statement(), {"round_id": target.round.id, "table": target.number})


@cache
def _check_statement() -> Select[ResultCheckRow]:
    """`_check_row`'s statement, built once (read in every result's save, see
    `lookup._tournament_and_round`)."""
    from tournament_app.storage.models import ResultCheckRow

    return select(ResultCheckRow).where(
        ResultCheckRow.round_id == bindparam("round_id"),
        ResultCheckRow.table_number == bindparam("table"),
    )


def _check_words(check: ResultCheckRow | None) -> str:
    """An open disagreement as the audit summary names it ("" for none)."""
    if check is None:
        return ""
    figures = score_pair(check.ns_mp, check.ew_mp, check.third_mp)
    return f"second entry {figures} by {check.entered_by}"


def _disagreement(check: ResultCheckRow | None, first: BurracoResult) -> Disagreement | None:
    """An open disagreement as `disagreements` lists it, read before this entry closes or
    replaces it (`first`: the result it stands against); None for none."""
    if check is None:
        return None
    return _made(check, first.round, first.table, (first.ns_mp, first.ew_mp, first.third_mp))


class _CheckFigures(Protocol):
    """A second entry's figures as stored: a `ResultCheckRow` or a row read from its table."""

    ns_mp: int
    ew_mp: int
    third_mp: int | None
    result_version: int
    entered_by: str
    entered_at: datetime


def _made(
    check: _CheckFigures, round_number: int, table: int, first: tuple[int, int, int | None]
) -> Disagreement:
    """The disagreement of `check` with the saved result's figures `first` (NS, EW, third)."""
    from tournament_app.services.values import Disagreement  # made on first use, not at a start

    return Disagreement(
        round=round_number,
        table=table,
        ns_mp=check.ns_mp,
        ew_mp=check.ew_mp,
        first_ns_mp=first[0],
        first_ew_mp=first[1],
        first_version=check.result_version,
        entered_by=check.entered_by,
        entered_at=check.entered_at.isoformat(timespec="seconds"),
        third_mp=check.third_mp,
        first_third_mp=first[2],
    )


def _check_params(check: ResultCheckRow | None) -> Params | None:
    """An open disagreement as the log's parameters name it (None for none)."""
    if check is None:
        return None
    params: Params = {"ns_mp": check.ns_mp, "ew_mp": check.ew_mp, "by": check.entered_by}
    if check.third_mp is not None:
        params["third_mp"] = check.third_mp
    return params


def _settle_check(work: UnitOfWork, target: TableRef) -> tuple[str, Params | None]:
    """Close the table's open disagreement: saving or removing its result is the director's
    answer to it. Returns what the audit summary adds ("" when none was open) and the
    disagreement closed as the log's parameters (None).

    The result row's change is flushed first: on PostgreSQL that waits for a second entry
    holding the row, whose disagreement the query below then sees and closes.
    """
    work.session.flush()
    check = _check_row(work.session, target)
    if check is None:
        return "", None
    words, settles = _check_words(check), _check_params(check)
    work.delete(check)
    return f"; settles {words}", settles


def _check_unchanged(session: Session, target: TableRef, compared: BurracoResult) -> None:
    """CONFLICT if the result changed while a second entry was compared with it.

    PostgreSQL's row lock already prevents it; SQLite reads outside the write lock, which
    the flush takes, so the result is read again under it.
    """
    session.flush()
    row = _result_row(session, target, lock=True)
    _check_version(f"R{target.round.number} T{target.number}", row, compared.version)
