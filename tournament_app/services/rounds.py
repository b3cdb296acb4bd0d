"""Rounds: generating the next one by the schedule, swapping, checking and publishing."""

from __future__ import annotations

from sqlalchemy import distinct, func, select
from sqlalchemy.orm import Session

from scoring.pairing import (
    BurracoRound,
    IndividualRound,
    RematchRule,
    check_round,
    swap_entries,
    swap_tables,
)
from tournament_app.services import convert, lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.round_plans import (
    FINAL,
    Plan,
    burraco_plan,
    rematch_rule,
    scala40_plan,
)
from tournament_app.services.rules import scoring_errors
from tournament_app.services.seating import (
    PairingRound,
    seated_numbers,
    tables_of,
    to_pairing,
    to_seats,
)
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    TournamentSettings,
)
from tournament_app.services.settings_codec import settings_from_json
from tournament_app.services.sheets import replay
from tournament_app.services.standings import burraco_ranking
from tournament_app.services.tally import entry_numbers, finishing_orders
from tournament_app.services.values import (
    PairingProblem,
    Round,
    RoundCheck,
    RoundProgress,
    RoundStatus,
    TableStatus,
    TournamentId,
    TournamentStatus,
)
from tournament_app.storage.models import (
    BurracoResultRow,
    EntryRow,
    ResultCheckRow,
    RoundRow,
    SeatRow,
    TournamentRow,
    utc_now,
)

ROUNDS_CHANGED = Changes(rounds=True)


def settings_of(tournament: TournamentRow) -> TournamentSettings:
    """The tournament's settings as values."""
    return settings_from_json(Game(tournament.game), tournament.settings)


def active_entries(session: Session, tournament_id: int) -> list[EntryRow]:
    """Entries to seat: present and not withdrawn, by number."""
    return list(
        session.scalars(
            select(EntryRow)
            .where(
                EntryRow.tournament_id == tournament_id,
                EntryRow.present.is_(True),
                EntryRow.withdrawn.is_(False),
            )
            .order_by(EntryRow.number)
        )
    )


def table_entered(
    round_row: RoundRow, table: int, lines: dict[str, list[int]], settings: TournamentSettings
) -> bool:
    """Whether a table's result is in: a burraco result (byes always), a finished sheet."""
    if isinstance(settings, BurracoSettings):
        if not lines["ew"]:
            return True
        return any(r.table_number == table for r in round_row.burraco_results)
    sheet = next((s for s in round_row.scala40_sheets if s.table_number == table), None)
    return sheet is not None and replay(lines["seat"], sheet.hands, settings).is_over


def progress_of(
    round_row: RoundRow, settings: TournamentSettings, numbers: dict[int, int]
) -> RoundProgress:
    """Tables entered and missing in a round."""
    tables = tables_of(round_row, numbers)
    return RoundProgress(
        round=round_row.number,
        status=RoundStatus(round_row.status),
        tables=tuple(
            TableStatus(
                table=table,
                entered=table_entered(round_row, table, lines, settings),
                is_bye=bool(lines["ns"]) and not lines["ew"] and not lines["seat"],
            )
            for table, lines in sorted(tables.items())
        ),
    )


def refresh_round_status(
    work: UnitOfWork, round_row: RoundRow, settings: TournamentSettings
) -> None:
    """Mark a published round complete once every table is in and none is disputed by a
    second entry (and back to published when one goes missing or is disputed)."""
    if round_row.status == RoundStatus.DRAFT.value:
        return
    session = work.session
    session.flush()
    if isinstance(settings, BurracoSettings):
        # Counted in SQL: every table with an EO line needs its result (byes need none).
        played = session.scalar(
            select(func.count(distinct(SeatRow.table_number))).where(
                SeatRow.round_id == round_row.id, SeatRow.line == "ew"
            )
        )
        entered = session.scalar(
            select(func.count()).where(BurracoResultRow.round_id == round_row.id)
        )
        # A disputed table is not finished business: the round reads "in play" until the
        # director settles it, as the next round also waits for it (ROUND_TO_CHECK).
        disputed = session.scalar(
            select(func.count()).where(ResultCheckRow.round_id == round_row.id)
        )
        done = entered == played and not disputed
    else:
        session.expire(round_row, ["scala40_sheets"])
        numbers = entry_numbers(session, round_row.tournament_id)
        done = not progress_of(round_row, settings, numbers).missing
    wanted = RoundStatus.COMPLETE.value if done else RoundStatus.PUBLISHED.value
    if round_row.status != wanted:
        work.track(round_row)
        round_row.status = wanted


def history_before(
    session: Session, tournament_id: int, number: int, individual: bool
) -> list[PairingRound]:
    """The published rounds before `number`, as scoring rounds."""
    numbers = entry_numbers(session, tournament_id)
    rows = session.scalars(
        select(RoundRow)
        .where(
            RoundRow.tournament_id == tournament_id,
            RoundRow.number < number,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
        .order_by(RoundRow.number)
    )
    return [to_pairing(row, numbers, individual=individual) for row in rows]


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
    ) -> Round:
        """Seat the next round as a draft, by the schedule (or `system` when given).

        A draft of the same round is replaced. Refused while the previous round misses
        results (ROUND_INCOMPLETE) or has a second entry differing from a result
        (ROUND_TO_CHECK), past the schedule (NO_MORE_ROUNDS), or with too few
        present entries (NOT_ENOUGH_ENTRIES). Scala 40: the next stage's tables.
        """
        with self._context.writing(ROUNDS_CHANGED | Changes(entries=True)) as work:
            session = work.session
            tournament = lookup.tournament(session, tournament_id)
            settings = settings_of(tournament)
            latest = lookup.latest_round(session, tournament_id)
            if latest is not None and latest.status == RoundStatus.DRAFT.value:
                number = latest.number
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
            round_row.seats = to_seats(plan.seating, ids)
            work.add(round_row, *round_row.seats)
            work.log(
                "round.generate",
                f"round {number}",
                tournament_id=tournament_id,
                summary=f"{plan.system}, {len(round_row.seats)} seats",
            )
            session.flush()
            return convert.round_(round_row, numbers)

    def _plan(
        self,
        session: Session,
        tournament: TournamentRow,
        settings: TournamentSettings,
        number: int,
        active: list[EntryRow],
        previous: RoundRow | None,
        system: PairingSystem | None,
        seed: int | None,
    ) -> Plan:
        numbers = [row.number for row in active]
        chosen_seed = seed if seed is not None else settings.seed * 1000 + number
        if isinstance(settings, BurracoSettings):
            history = history_before(session, tournament.id, number, settings.individual)
            order = numbers
            if not settings.individual and number > 1:
                ranking = burraco_ranking(session, tournament.id, settings, only=numbers)
                order = [row.entry for row in ranking]
            groups = {row.number: row.group_name for row in active if row.group_name}
            return burraco_plan(
                settings,
                number,
                numbers,
                history,
                standings_order=order,
                groups=groups,
                system=system,
                seed=chosen_seed,
            )
        history = history_before(session, tournament.id, number, False)
        orders = finishing_orders(session, previous, settings) if previous is not None else []
        previous_tables = (
            len(tables_of(previous, entry_numbers(session, tournament.id))) if previous else 0
        )
        return scala40_plan(
            settings,
            number,
            numbers,
            history,
            previous_orders=orders,
            previous_tables=previous_tables,
            seed=chosen_seed,
        )

    def get(self, tournament_id: TournamentId, number: int | None = None) -> Round:
        """One round's seating (None: the latest); NotFoundError if there is none."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            row = self._round(session, tournament_id, number)
            return convert.round_(row, entry_numbers(session, tournament_id))

    def list(self, tournament_id: TournamentId) -> tuple[Round, ...]:
        """Every round, in order."""
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
        query = select(RoundRow.number).where(RoundRow.tournament_id == tournament_id)
        if published:
            query = query.where(RoundRow.status != RoundStatus.DRAFT.value)
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            return tuple(session.scalars(query.order_by(RoundRow.number)))

    def swap(self, tournament_id: TournamentId, number: int, first: int, second: int) -> Round:
        """Exchange two entries' seats (by entry number) in a draft round."""
        return self._edit(tournament_id, number, "round.swap", first, second, tables=False)

    def swap_tables(
        self, tournament_id: TournamentId, number: int, first: int, second: int
    ) -> Round:
        """Exchange two whole tables' numbers in a draft round."""
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
        with self._context.writing(ROUNDS_CHANGED) as work:
            session = work.session
            tournament = lookup.tournament(session, tournament_id)
            settings = settings_of(tournament)
            row = lookup.round_(session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(ErrorCode.ROUND_PUBLISHED, {"round": number})
            numbers = entry_numbers(session, tournament_id)
            individual = isinstance(settings, BurracoSettings) and settings.individual
            played = to_pairing(row, numbers, individual=individual)
            if tables:
                known = set(tables_of(row, numbers))
                for table in (first, second):
                    if table not in known:
                        raise NotFoundError("table", table)
                with scoring_errors(ErrorCode.INVALID_INPUT):
                    edited = _swapped(played, first, second, tables=True)
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
            new_seats = to_seats(edited, ids)
            for seat in new_seats:
                row.seats.append(seat)
            work.add(*new_seats)
            work.log(
                action,
                f"round {number}",
                tournament_id=tournament_id,
                summary=f"{first} <-> {second}",
            )
            session.flush()
            return convert.round_(row, numbers)

    def check(self, tournament_id: TournamentId, number: int) -> RoundCheck:
        """What the seating breaks (someone unseated or seated twice, a forbidden rematch)."""
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id)
            settings = settings_of(tournament)
            row = lookup.round_(session, tournament_id, number)
            numbers = entry_numbers(session, tournament_id)
            individual = isinstance(settings, BurracoSettings) and settings.individual
            played = to_pairing(row, numbers, individual=individual)
            history = history_before(session, tournament_id, number, individual)
            seated = seated_numbers(played)
            expected = set(seated)
            stage = isinstance(settings, Scala40Settings) and (
                settings.format is Scala40Format.ELIMINATION and number > 1
            )
            if not stage:
                expected |= {e.number for e in active_entries(session, tournament_id)}
            if isinstance(settings, BurracoSettings):
                forbid = rematch_rule(settings, row.system, number == settings.rounds)
            else:
                forbid = RematchRule.NONE
            with scoring_errors(ErrorCode.INVALID_INPUT):
                violations = check_round(
                    played,
                    entries=sorted(expected),
                    history=history,
                    forbid=forbid,
                    min_table_size=2 if row.system == FINAL else 3,
                )
            return RoundCheck(
                tuple(PairingProblem(v.code.value, v.entries, v.table) for v in violations)
            )

    def publish(self, tournament_id: TournamentId, number: int) -> Round:
        """Announce a draft round: results can then be entered; a backup is taken after."""
        with self._context.writing(ROUNDS_CHANGED | Changes(tournaments=True)) as work:
            session = work.session
            tournament = lookup.tournament(session, tournament_id)
            row = lookup.round_(session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(ErrorCode.ROUND_PUBLISHED, {"round": number})
            work.track(row)
            row.status = RoundStatus.PUBLISHED.value
            row.published_at = utc_now()
            if tournament.status == TournamentStatus.REGISTRATION.value:
                work.track(tournament)
                tournament.status = TournamentStatus.RUNNING.value
            work.log("round.publish", f"round {number}", tournament_id=tournament_id)
            session.flush()
            published = convert.round_(row, entry_numbers(session, tournament_id))
        # The tournament is in the name: a club runs several, and the director choosing a
        # copy to go back to must tell "round 1" of each apart (services.backups).
        self._context.database.backup(f"tournament-{tournament_id}-round-{number}-published")
        return published

    def delete_draft(self, tournament_id: TournamentId, number: int) -> None:
        """Throw away a draft round (a published one stays: ROUND_PUBLISHED)."""
        with self._context.writing(ROUNDS_CHANGED) as work:
            row = lookup.round_(work.session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(ErrorCode.ROUND_PUBLISHED, {"round": number})
            work.delete(row, *row.seats)
            work.log("round.delete", f"round {number}", tournament_id=tournament_id)

    def progress(self, tournament_id: TournamentId, number: int | None = None) -> RoundProgress:
        """Which tables of a round have their result in and which are missing."""
        with self._context.reading() as session:
            tournament = lookup.tournament(session, tournament_id)
            row = self._round(session, tournament_id, number)
            return progress_of(row, settings_of(tournament), entry_numbers(session, tournament_id))

    @staticmethod
    def _round(session: Session, tournament_id: int, number: int | None) -> RoundRow:
        if number is None:
            row = lookup.latest_round(session, tournament_id)
            if row is None:
                raise NotFoundError("round", 1)  # none generated yet: round 1 is missing
            return row
        return lookup.round_(session, tournament_id, number)


def _swapped(played: PairingRound, first: int, second: int, *, tables: bool) -> PairingRound:
    """The round with two entries (or two tables) exchanged, whatever kind of round it is."""
    if isinstance(played, BurracoRound):
        return swap_tables(played, first, second) if tables else swap_entries(played, first, second)
    if isinstance(played, IndividualRound):
        return swap_tables(played, first, second) if tables else swap_entries(played, first, second)
    return swap_tables(played, first, second) if tables else swap_entries(played, first, second)
