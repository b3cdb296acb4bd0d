"""Rounds: generating the next one by the schedule, swapping, checking and publishing (the
round check in `rounds.checks` and `rounds.qualifiers`, publishing in `rounds.publishing`, a
round's status in `rounds.status`, a draft's seats edited in `draft_seats`)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from sqlalchemy import Select, bindparam, select
from sqlalchemy.orm import Session

from tournament_app.services import convert, lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ConflictError, ErrorCode, NotFoundError, ServiceError
from tournament_app.services.rounds.status import (
    ROUNDS_CHANGED,
    active_entries,
    active_numbers,
    burraco_count_columns,
    history_before,
    progress_of,
    scala40_count,
    settings_of,
)
from tournament_app.services.rules import scoring_errors
from tournament_app.services.seating import (
    round_tables,
    seated_numbers,
    tables_of,
    to_pairing,
    to_seats,
)
from tournament_app.services.settings import (
    BurracoSettings,
    PairingSystem,
    Scala40Settings,
)
from tournament_app.services.tally import entry_numbers, listed_entries
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.values import Round, RoundCount, RoundStatus, TournamentId
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.services.italiana import PlannedTable
    from tournament_app.services.publish_check import PublishCheck
    from tournament_app.services.rounds.plans import Plan
    from tournament_app.services.rounds.qualifiers import QualifiersNotice
    from tournament_app.services.values import RoundCheck, RoundProgress
    from tournament_app.storage.models import RoundRow

# Generating, checking, swapping and publishing import what they use (the pairing library,
# the round check) when called: reading a round, as the window's first screen does, never
# needs them.


class RoundService:
    """The director's actions on rounds (turni; stages in scala 40)."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def generate(
        self,
        tournament_id: TournamentId,
        *,
        system: PairingSystem | None = None,
        seed: int | None = None,
        despite_swaps: bool = False,
    ) -> Round:
        """Seat the next round as a draft, by the schedule (or `system` when given); a Mitchell
        phase it starts too long for the entries is warned of (`Round.schedule_warnings`).

        A draft of the same round is replaced; one holding seats swapped by hand only once
        the director confirmed losing them (`despite_swaps`), DRAFT_SWAPPED_BY_HAND before
        (the window asks, the command line wants --yes). Refused while the previous round misses
        results (ROUND_INCOMPLETE) or has a second entry differing from a result
        (ROUND_TO_CHECK), past the schedule (NO_MORE_ROUNDS), or with too few
        present entries (NOT_ENOUGH_ENTRIES). Scala 40: the next stage's tables. Another
        station's draft of the same round saved meanwhile: CONFLICT (draft_made_meanwhile).
        """
        from tournament_app.services.draft_clash import drafted_meanwhile

        seated: list[int] = []  # the round being seated, for the words of a clash at commit
        try:
            return self._generate(tournament_id, system, seed, seated, despite_swaps)
        except ConflictError as clash:
            if not seated:
                raise
            raise drafted_meanwhile(self._context, clash, tournament_id, seated[0]) from None

    def _generate(
        self,
        tournament_id: TournamentId,
        system: PairingSystem | None,
        seed: int | None,
        seated: list[int],
        despite_swaps: bool = False,
    ) -> Round:
        from tournament_app.services.draft_seats import _byes_at_home
        from tournament_app.services.schedule_checks import with_phase_warnings
        from tournament_app.storage.models import RoundRow

        with self._context.writing(ROUNDS_CHANGED | Changes(entries=True)) as work:
            session = work.session
            tournament = open_tournament(session, tournament_id)
            settings = settings_of(tournament)
            latest = lookup.latest_round(session, tournament_id)
            if latest is not None and latest.status == RoundStatus.DRAFT.value:
                number = latest.number
                if not despite_swaps and _swapped_by_hand(session, latest):
                    raise ServiceError(
                        ErrorCode.DRAFT_SWAPPED_BY_HAND,
                        {"tournament": tournament_id, "round": number},
                    )
                work.delete(latest, *latest.seats)
                session.flush()
                previous = session.scalar(
                    select(RoundRow).where(
                        RoundRow.tournament_id == tournament_id, RoundRow.number == number - 1
                    )
                )
            else:
                number = latest.number + 1 if latest is not None else 1
                previous = latest
            seated.append(number)
            numbers = entry_numbers(session, tournament_id)
            if previous is not None:
                missing = progress_of(previous, settings, numbers).missing
                if missing:
                    raise ServiceError(
                        ErrorCode.ROUND_INCOMPLETE,
                        {"round": previous.number, "missing": ", ".join(map(str, missing))},
                    )
                disputed = sorted(check.table_number for check in previous.result_checks)
                if disputed:
                    raise ServiceError(
                        ErrorCode.ROUND_TO_CHECK,
                        {"round": previous.number, "tables": ", ".join(map(str, disputed))},
                    )
            active = active_entries(session, tournament_id)
            plan = self._plan(session, tournament, settings, number, active, previous, system, seed)
            ids = {row.number: row.id for row in active}
            if plan.groups:
                for row in active:
                    if row.group_name != plan.groups.get(row.number):
                        work.track(row)
                        row.group_name = plan.groups.get(row.number)
            round_row = RoundRow(
                tournament_id=tournament_id,
                number=number,
                system=plan.system,
                status=RoundStatus.DRAFT.value,
            )
            round_row.seats = _byes_at_home(to_seats(plan.seating, ids), plan.bye_tables, ids)
            work.add(round_row, *round_row.seats)
            work.log(
                "round.generate",
                f"round {number}",
                tournament_id=tournament_id,
                summary=f"{plan.system}, {len(round_row.seats)} seats",
                params={"system": str(plan.system), "seats": len(round_row.seats)},
                place=(number, None),
            )
            session.flush()
            return with_phase_warnings(convert.round_(round_row, numbers), settings, len(active))

    def _plan(self, session: Session, *args: Any) -> Plan:
        """`planning.plan_round`: one station's seam, where a test seats a round while another
        station makes it."""
        # Imported on first use: a start reads rounds, it generates none.
        from tournament_app.services.rounds.planning import plan_round

        return plan_round(session, *args)

    def italiana_schedule(
        self, tournament_id: TournamentId
    ) -> tuple[tuple[PlannedTable, ...], ...]:
        """Every round of a scala 40 all'italiana as planned from the start (each table with
        its group and players), to print before play; STATE_REFUSED for another format."""
        from scoring.pairing import Scala40Round
        from tournament_app.services.italiana import whole_schedule
        from tournament_app.storage.models import RoundRow

        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id)
            settings = settings_of(tournament)
            if not isinstance(settings, Scala40Settings):
                raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "not_italiana"})
            first = session.scalar(
                select(RoundRow).where(
                    RoundRow.tournament_id == tournament_id, RoundRow.number == 1
                )
            )
            numbers = entry_numbers(session, tournament_id)
            round_one = (
                [p for lines in tables_of(first, numbers).values() for p in lines["seat"]]
                if first is not None
                else None
            )
            present = sorted(active_numbers(session, tournament_id))
            listed = listed_entries(session, tournament_id)
            groups = {entry: row.group for entry, row in listed.items() if row.group}
            published = history_before(session, tournament_id, settings.rounds + 1, False)
            played = [r for r in published if isinstance(r, Scala40Round)]
            return whole_schedule(settings, round_one, present, groups, played)

    def get(self, tournament_id: TournamentId, number: int | None = None) -> Round:
        """One round's seating (None: the latest); NotFoundError if there is none."""
        with self._context.reading() as session:
            lookup.tournament_fields(session, tournament_id)
            row = lookup.round_fields(session, tournament_id, number)
            # Its seats as plain rows: a 250-table round's 1,000 seats loaded as objects
            # were most of the start's reading of the round in play; and no ORM query,
            # which would configure every mapper before the start's window is ready.
            return convert.seated_round(row, round_tables(session, row))

    def list(self, tournament_id: TournamentId) -> tuple[Round, ...]:
        """Every round, in order."""
        from tournament_app.storage.models import RoundRow

        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            numbers = entry_numbers(session, tournament_id)
            rows = session.scalars(
                select(RoundRow)
                .where(RoundRow.tournament_id == tournament_id)
                .order_by(RoundRow.number)
            )
            return tuple(convert.round_(row, numbers) for row in rows)

    def numbers(self, tournament_id: TournamentId, *, published: bool = False) -> tuple[int, ...]:
        """The numbers of the rounds made so far (with `published`, only those in play or
        complete: the ones results go to), in order. Reads no seating: the status bar and the
        results page ask after every result, and on a 250-table evening `list` reads 1,000
        tables."""

        with self._context.reading() as session:
            found = session.execute(_numbers(published), {"tournament_id": tournament_id})
            numbers = lookup.rows_found(found.scalars().all(), tournament_id)
        return tuple(number for number in numbers if number is not None)

    def statuses(self, tournament_id: TournamentId) -> dict[int, RoundStatus]:
        """Each round's status by number, in order; reads no seating (every document's
        heading asks it, and the hall makes one at every change)."""
        from tournament_app.storage.models import RoundRow

        query = (
            select(RoundRow.number, RoundRow.status)
            .where(RoundRow.tournament_id == tournament_id)
            .order_by(RoundRow.number)
        )
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            return {number: RoundStatus(status) for number, status in session.execute(query)}

    def swap(self, tournament_id: TournamentId, number: int, first: int, second: int) -> Round:
        """Exchange two entries' seats (by entry number) in a draft round."""
        return self._edit(tournament_id, number, "round.swap", first, second, tables=False)

    def swap_tables(
        self, tournament_id: TournamentId, number: int, first: int, second: int
    ) -> Round:
        """Exchange two whole tables' numbers in a draft round; with a bye (its own table,
        after the played ones), the entry resting and the other table's first (NS, or first
        scala 40 pair) exchange seats (`draft_seats.bye_swap`)."""
        return self._edit(tournament_id, number, "round.swap_tables", first, second, tables=True)

    def _edit(
        self,
        tournament_id: int,
        number: int,
        action: str,
        first: int,
        second: int,
        *,
        tables: bool,
    ) -> Round:
        from tournament_app.services.draft_seats import (
            _bye_table_numbers,
            _byes_renumbered,
            _swapped,
            bye_swap,
        )
        from tournament_app.services.rounds.checks import broken_by_edit, round_check

        with self._context.writing(ROUNDS_CHANGED) as work:
            session = work.session
            tournament = open_tournament(session, tournament_id)
            settings = settings_of(tournament)
            row = lookup.round_(session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(
                    ErrorCode.ROUND_PUBLISHED, {"round": number, "tournament": tournament_id}
                )
            numbers = entry_numbers(session, tournament_id)
            individual = isinstance(settings, BurracoSettings) and settings.individual
            played = to_pairing(row, numbers, individual=individual)
            checked = round_check(session, TournamentId(tournament_id), number)
            bye_tables = _bye_table_numbers(row)
            if tables:
                known = tables_of(row, numbers)
                for table in (first, second):
                    if table not in known:
                        raise NotFoundError("table", table)
                entries = bye_swap(known, first, second)
                with scoring_errors(ErrorCode.INVALID_INPUT):
                    if entries is None:
                        edited = _swapped(played, first, second, tables=True)
                    else:
                        edited = _swapped(played, *entries, tables=False)
            else:
                seated = set(seated_numbers(played))
                for entry in (first, second):
                    if entry not in seated:
                        raise NotFoundError("entry", entry)
                with scoring_errors(ErrorCode.INVALID_INPUT):
                    edited = _swapped(played, first, second, tables=False)
            ids = {n: i for i, n in numbers.items()}
            for seat in list(row.seats):
                work.delete(seat)
            row.seats.clear()
            session.flush()
            new_seats = _byes_renumbered(to_seats(edited, ids), bye_tables)
            for seat in new_seats:
                row.seats.append(seat)
            work.add(*new_seats)
            work.log(
                action,
                f"round {number}",
                tournament_id=tournament_id,
                summary=f"{first} <-> {second}",
                params={"first": first, "second": second},
                place=(number, None),
            )
            session.flush()
            # What the swap broke is said with it (design/ui.md: a swap says what it breaks).
            broke = broken_by_edit(
                checked, round_check(session, TournamentId(tournament_id), number)
            )
            return replace(convert.round_(row, numbers), swap_broke=broke)

    def swapped_by_hand(self, tournament_id: TournamentId, number: int) -> bool:
        """Whether draft `number` holds seats swapped by hand since it was generated (a
        swap not undone): generating it again would throw them away."""
        with self._context.reading() as session:
            return _swapped_by_hand(session, lookup.round_(session, tournament_id, number))

    def check(self, tournament_id: TournamentId, number: int) -> RoundCheck:
        """What the seating breaks: someone unseated or seated twice, a forbidden rematch;
        in a scala 40 stage (draft or published) players seated who no longer go on from
        the stage before, or going on without a seat (a hand corrected after it was seated);
        in a draft also a seated entry that has since withdrawn or been marked absent, gironi
        whose sizes differ from the settings, players tied across a scala 40 cut, a Danish
        pairing made before the standings changed."""
        from tournament_app.services.rounds.checks import round_check

        with self._context.reading() as session:
            return round_check(session, tournament_id, number)

    def publish_check(self, tournament_id: TournamentId, number: int) -> PublishCheck:
        """The draft's check as publishing reads it: notes, what needs confirming (a rule
        broken, a stale Danish draft), what refuses it (services.publish_check)."""
        from tournament_app.services.publish_check import publish_check

        return publish_check(number, self.check(tournament_id, number))

    def qualifiers_changed(self, tournament_id: TournamentId, number: int) -> RoundCheck:
        """After a change to round `number` of a scala 40 elimination: who is seated in the stage
        after it but no longer goes on, who now goes on without a seat (none: not made yet)."""
        from tournament_app.services.rounds import qualifiers as round_qualifiers

        return round_qualifiers.qualifiers_changed(self._context, tournament_id, number)

    def qualifiers_notice(
        self, tournament_id: TournamentId, number: int
    ) -> QualifiersNotice | None:
        """`qualifiers_changed` and how far that stage has gone (a draft, published but not
        started, started), as the director is told it; None when nothing changed."""
        from tournament_app.services.rounds import qualifiers as round_qualifiers

        return round_qualifiers.qualifiers_notice(self._context, tournament_id, number)

    def going_on(self, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
        """Who goes on from scala 40 elimination stage `number`'s finished tables, as the next
        stage is seated: the best of each table, or of the stage's ranking (`stage_cuts`); a tie
        across the cut settled by the recorded draw, or all of it. Empty outside an elimination."""
        from tournament_app.services.rounds import qualifiers as round_qualifiers

        return round_qualifiers.going_on(self._context, tournament_id, number)

    def ties_at_cut(self, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
        """The players of stage `number` level across its cut that no recorded draw settles
        (all of them are in `going_on` until lots are drawn). Empty outside an elimination."""
        from tournament_app.services.rounds import qualifiers as round_qualifiers

        return round_qualifiers.ties_at_cut(self._context, tournament_id, number)

    def publish(
        self,
        tournament_id: TournamentId,
        number: int,
        *,
        copy: bool = True,
        despite: bool = False,
    ) -> Round:
        """Announce a draft round: results can then be entered; a copy of the database is
        taken after (not with `copy=False`: the demo tournaments are nobody's work, and their
        copies would push a real evening's out of the ten kept). A draft whose check needs
        confirming (`publish_check`: a rule broken, a stale Danish draft) is refused with
        ROUND_NEEDS_CONFIRMATION unless the director confirmed it (`despite`)."""
        from tournament_app.services.rounds import publishing as round_publishing

        return round_publishing.publish(
            self._context, tournament_id, number, copy=copy, despite=despite
        )

    def started_tables(self, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
        """The tables of round `number` where play has been written down: a burraco result
        (or a second entry), a scala 40 hand, re-entry or time-out. Empty: the round can go
        back to draft (`unpublish`)."""
        from tournament_app.services.rounds import publishing as round_publishing

        return round_publishing.started_tables(self._context, tournament_id, number)

    def unpublish_refusal(self, tournament_id: TournamentId, number: int) -> ServiceError | None:
        """The refusal `unpublish` would meet on round `number` now (None: it may go back to
        draft), by the same rule: what a face asks before offering Back to draft, so that it
        never asks the director first and refuses after."""
        from tournament_app.services.rounds import publishing as round_publishing

        return round_publishing.unpublish_refusal(self._context, tournament_id, number)

    def unpublish(self, tournament_id: TournamentId, number: int) -> Round:
        """Take a published round back to draft, so it can be swapped or generated again
        (a correction of the stage before changed who goes on; a wrong round announced).
        Only before anything is written at any table: a round in play keeps the seating
        announced. Refused on a draft (ROUND_ALREADY_DRAFT), and once a table has a result or a
        hand (ROUND_STARTED)."""
        from tournament_app.services.rounds import publishing as round_publishing

        return round_publishing.unpublish(self._context, tournament_id, number)

    def delete_draft(self, tournament_id: TournamentId, number: int) -> None:
        """Throw away a draft round (a published one stays: ROUND_PUBLISHED)."""
        from tournament_app.services.rounds import publishing as round_publishing

        round_publishing.delete_draft(self._context, tournament_id, number)

    def progress(self, tournament_id: TournamentId, number: int | None = None) -> RoundProgress:
        """Which tables of a round have their result in and which are missing."""
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id)
            row = self._round(session, tournament_id, number)
            return progress_of(row, settings_of(tournament), entry_numbers(session, tournament_id))

    def count(self, tournament_id: TournamentId) -> RoundCount | None:
        """How far the round being played (the latest, a draft too) has come, counted
        without reading its seating (None: no round yet). What the status bar shows
        after every result; `progress` says which tables."""
        with self._context.reading() as session:
            # One statement, plain rows, no objects: the status bar counts this after every
            # result (a round trip each on a server), and before the start's window is ready,
            # where an ORM query would configure every mapper first.
            row = lookup.tournament_and_latest_round_fields(
                session, tournament_id, burraco_count_columns
            )
            if row.round_id is None:
                return None
            settings = settings_of(row)
            if isinstance(settings, BurracoSettings):
                status = RoundStatus(row.round_status)
                return RoundCount(row.round_number, status, row.played, row.entered, row.disputed)
            # A scala 40 table is over when its sheet, replayed, says so: the objects.
            return scala40_count(
                session, lookup.round_(session, tournament_id, row.round_number), settings
            )

    @staticmethod
    def _round(session: Session, tournament_id: int, number: int | None) -> RoundRow:
        if number is None:
            row = lookup.latest_round(session, tournament_id)
            if row is None:
                raise NotFoundError("round", 1)  # none generated yet: round 1 is missing
            return row
        return lookup.round_(session, tournament_id, number)


def _swapped_by_hand(session: Session, row: RoundRow) -> bool:
    """Whether draft `row` holds a swap made by hand since it was generated (not undone)."""
    from tournament_app.storage.models import AuditRow

    if row.status != RoundStatus.DRAFT.value:
        return False
    swap = session.scalar(
        select(AuditRow.id)
        .where(
            AuditRow.tournament_id == row.tournament_id,
            AuditRow.action.in_(("round.swap", "round.swap_tables")),
            AuditRow.entity == f"round {row.number}",
            AuditRow.undone.is_(False),
            AuditRow.at >= row.created_at,
        )
        .limit(1)
    )
    return swap is not None


@cache
def _numbers(published: bool) -> Select[int | None]:
    """`RoundService.numbers`' statement, built once each way (see
    `lookup._tournament_and_round`): from the tournament's row (`lookup.from_tournament`: a
    tournament without rounds gives one row, its number None). The tables' columns, no
    mapper configured: the Results page asks this at start."""
    tournaments, rounds = tables.tournaments, tables.rounds
    which = rounds.c.tournament_id == tournaments.c.id
    if published:
        which = which & (rounds.c.status != RoundStatus.DRAFT.value)
    return (
        select(rounds.c.number)
        .select_from(lookup.from_tournament(rounds, which))
        .where(tournaments.c.id == bindparam("tournament_id"))
        .order_by(rounds.c.number)
    )
