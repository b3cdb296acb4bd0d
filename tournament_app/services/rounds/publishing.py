"""Announcing a draft round and taking it back: publishing (after its check, with a copy of the
database), going back to draft before anything is written at a table, throwing a draft away."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tournament_app.services import convert, lookup
from tournament_app.services.backups import copy_after_publishing
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.publish_check import PublishUnconfirmedError, publish_check
from tournament_app.services.rounds.checks import round_check
from tournament_app.services.rounds.status import ROUNDS_CHANGED, active_numbers
from tournament_app.services.tally import entry_numbers
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.values import Round, RoundStatus, TournamentId, TournamentStatus
from tournament_app.storage.models import RoundRow, utc_now

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


def publish(
    context: ServiceContext,
    tournament_id: TournamentId,
    number: int,
    *,
    copy: bool = True,
    despite: bool = False,
) -> Round:
    """`RoundService.publish`: announce draft round `number`."""
    with context.writing(ROUNDS_CHANGED | Changes(tournaments=True)) as work:
        session = work.session
        tournament = open_tournament(session, tournament_id)
        row = lookup.round_(session, tournament_id, number)
        if row.status != RoundStatus.DRAFT.value:
            raise ServiceError(
                ErrorCode.ROUND_PUBLISHED, {"round": number, "tournament": tournament_id}
            )
        # Withdrawn or marked absent after the draft was made: announcing the round
        # would seat a pair that is not playing (check() says the same before).
        numbers = entry_numbers(session, tournament_id)
        active = active_numbers(session, tournament_id)
        gone = sorted({numbers[seat.entry_id] for seat in row.seats} - active)
        if gone:
            raise ServiceError(
                ErrorCode.STATE_REFUSED,
                {
                    "detail": "draft_seats_absent",
                    "round": number,
                    "entries": ", ".join(map(str, gone)),
                    "tournament": tournament_id,
                },
            )
        checked = publish_check(number, round_check(session, tournament_id, number))
        if checked.to_confirm and not despite:
            raise PublishUnconfirmedError(tournament_id, checked)
        work.track(row)
        row.status = RoundStatus.PUBLISHED.value
        row.published_at = utc_now()
        if tournament.status == TournamentStatus.REGISTRATION.value:
            work.track(tournament)
            tournament.status = TournamentStatus.RUNNING.value
        work.log(
            "round.publish",
            f"round {number}",
            tournament_id=tournament_id,
            params={},
            place=(number, None),
        )
        session.flush()
        published = convert.round_(row, numbers)
    # The tournament is in the name: a club runs several, and the director choosing a
    # copy to go back to must tell "round 1" of each apart (services.backups).
    if copy:
        reason = copy_after_publishing(context.database, tournament_id, number)
        if reason is not None:
            return replace(published, copy_not_made=reason)
    return published


def started_tables(
    context: ServiceContext, tournament_id: TournamentId, number: int
) -> tuple[int, ...]:
    """`RoundService.started_tables`: the tables of round `number` where play is written."""
    with context.reading() as session:
        lookup.tournament(session, tournament_id)
        return _started_tables(lookup.round_(session, tournament_id, number))


def unpublish_refusal(
    context: ServiceContext, tournament_id: TournamentId, number: int
) -> ServiceError | None:
    """`RoundService.unpublish_refusal`: what `unpublish` would refuse round `number` with."""
    with context.reading() as session:
        return unpublish_refusal_in(session, tournament_id, number)


def unpublish_refusal_in(
    session: Session, tournament_id: TournamentId, number: int
) -> ServiceError | None:
    """`unpublish_refusal` read in an open session: also what a refusal that advises taking
    the round back to draft asks first (`setting_edits.SettingsLock`), so it never advises
    what `unpublish` would refuse."""
    try:
        _round_to_unpublish(session, tournament_id, number)
    except ServiceError as refused:
        return refused
    return None


def _round_to_unpublish(session: Session, tournament_id: TournamentId, number: int) -> RoundRow:
    """Round `number`, when it may go back to draft; else the refusal, the one rule both
    `unpublish` and the faces' question (`unpublish_refusal`) follow: a finished tournament
    (TOURNAMENT_FINISHED), a draft (ROUND_ALREADY_DRAFT), a round a table has played
    (ROUND_STARTED)."""
    open_tournament(session, tournament_id)
    row = lookup.round_(session, tournament_id, number)
    if row.status == RoundStatus.DRAFT.value:
        raise ServiceError(
            ErrorCode.ROUND_ALREADY_DRAFT, {"round": number, "tournament": tournament_id}
        )
    started = _started_tables(row)
    if started:
        from tournament_app.services.messages import table_runs

        raise ServiceError(
            ErrorCode.ROUND_STARTED,
            {"round": number, "tables": table_runs(started), "tournament": tournament_id},
        )
    return row


def unpublish(context: ServiceContext, tournament_id: TournamentId, number: int) -> Round:
    """`RoundService.unpublish`: take round `number` back to draft."""
    with context.writing(ROUNDS_CHANGED) as work:
        session = work.session
        row = _round_to_unpublish(session, tournament_id, number)
        # A scala 40 sheet opened and emptied again holds nothing: it goes with the
        # announcement (undo brings it back), so a draft has no sheets.
        empty = list(row.scala40_sheets)
        work.track(row)
        for sheet in empty:
            work.delete(sheet)
        row.status = RoundStatus.DRAFT.value
        row.published_at = None
        work.log(
            "round.unpublish",
            f"round {number}",
            tournament_id=tournament_id,
            params={},
            place=(number, None),
        )
        session.flush()
        session.expire(row, ["scala40_sheets"])
        return convert.round_(row, entry_numbers(session, tournament_id))


def delete_draft(context: ServiceContext, tournament_id: TournamentId, number: int) -> None:
    """`RoundService.delete_draft`: throw draft round `number` away."""
    with context.writing(ROUNDS_CHANGED) as work:
        open_tournament(work.session, tournament_id)
        row = lookup.round_(work.session, tournament_id, number)
        if row.status != RoundStatus.DRAFT.value:
            raise ServiceError(
                ErrorCode.ROUND_PUBLISHED, {"round": number, "tournament": tournament_id}
            )
        work.delete(row, *row.seats)
        work.log(
            "round.delete",
            f"round {number}",
            tournament_id=tournament_id,
            params={},
            place=(number, None),
        )


def _started_tables(row: RoundRow) -> tuple[int, ...]:
    """The tables of `row` with anything written down: a burraco result or second entry, a
    scala 40 sheet holding an event (hand, re-entry, time-out)."""
    tables = {result.table_number for result in row.burraco_results}
    tables |= {check.table_number for check in row.result_checks}
    tables |= {s.table_number for s in row.scala40_sheets if s.hands or s.timed_out}
    return tuple(sorted(tables))
