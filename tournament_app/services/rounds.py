"""Rounds: generating the next one by the schedule, swapping, checking and publishing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TypeGuard

from sqlalchemy import and_, distinct, func, or_, select
from sqlalchemy.orm import Session

from scoring.pairing import (
    BurracoRound,
    IndividualRound,
    RematchRule,
    ViolationCode,
    check_round,
    swap_entries,
    swap_tables,
)
from tournament_app.services import convert, lookup
from tournament_app.services.audit import UNDO_ACTION
from tournament_app.services.backups import copy_after_publishing
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.draft_clash import drafted_meanwhile
from tournament_app.services.errors import ConflictError, ErrorCode, NotFoundError, ServiceError
from tournament_app.services.publish_check import (
    PublishCheck,
    PublishUnconfirmedError,
    publish_check,
)
from tournament_app.services.round_plans import (
    FINAL,
    CutTie,
    Plan,
    burraco_plan,
    rematch_rule,
    scala40_plan,
    stage_entrants,
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
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    TournamentSettings,
)
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.sheets import replay
from tournament_app.services.standings import burraco_ranking, scala40_rows
from tournament_app.services.tally import entry_numbers, finishing_orders, listed_entries
from tournament_app.services.tournaments import open_tournament
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
    AuditRow,
    BurracoResultRow,
    EntryRow,
    ResultCheckRow,
    RoundRow,
    SeatRow,
    TournamentRow,
    utc_now,
)

ROUNDS_CHANGED = Changes(rounds=True)
# The round check's own problems (the rest are `scoring` checker codes).
SEATED_WITHDRAWN = "seated_withdrawn"
"""A draft seats entries that withdrew after it was made."""
SEATED_ABSENT = "seated_absent"
"""A draft seats entries marked absent after it was made."""
GROUPS_RESIZED = "groups_resized"
"""The gironi formed are not the sizes set (pairs present changed); `entries` holds the
sizes made, girone A first."""
TIED_AT_CUT = "tied_at_cut"
"""Players tied across a scala 40 cut all go on (no recorded draw); `table` is their table
in the stage before."""
NO_LONGER_QUALIFIES = "no_longer_qualifies"
"""Seated in a scala 40 stage but no longer going on from their table of the stage before
(a hand there was corrected after this stage was seated); `table` is that table."""
NOW_QUALIFIES = "now_qualifies"
"""Present players going on from a table of the stage before (`table`) who have no seat in
this stage: a correction there changed who goes on."""
STANDINGS_CHANGED = "standings_changed"
"""A Danish draft made before a result or penalty changed: it pairs on the standings as they
were (burraco.md: only an *announced* pairing stands after a correction)."""
# The changes that move the standings a Danish round is paired on (and the undo of one).
STANDINGS_ACTIONS = (
    "result.enter",
    "result.correct",
    "result.delete",
    "result.confirm",
    "penalty.add",
    "penalty.remove",
    "standings.draw",
)
DANISH = (PairingSystem.DANESE.value, PairingSystem.DANESE_GIRONI.value)


def settings_of(tournament: TournamentRow) -> TournamentSettings:
    """The tournament's settings as values."""
    return stored_settings(tournament)


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


def final_round(rounds: Sequence[Round]) -> int | None:
    """The round that is a scala 40 elimination's final, among the rounds played (in order):
    the last one, at a single table, after a first round; None before it is reached."""
    last = rounds[-1] if rounds else None
    if last is None or last.number < 2 or len(last.tables) != 1:
        return None
    return last.number


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
        present entries (NOT_ENOUGH_ENTRIES). Scala 40: the next stage's tables. Another
        station's draft of the same round saved meanwhile: CONFLICT (draft_made_meanwhile).
        """
        seated: list[int] = []  # the round being seated, for the words of a clash at commit
        try:
            return self._generate(tournament_id, system, seed, seated)
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
    ) -> Round:
        with self._context.writing(ROUNDS_CHANGED | Changes(entries=True)) as work:
            session = work.session
            tournament = open_tournament(session, tournament_id)
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
            stage_ranking=(
                stage_ranking(session, tournament.id, settings, previous.number, orders)
                if previous is not None
                else None
            ),
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
            tournament = open_tournament(session, tournament_id)
            settings = settings_of(tournament)
            row = lookup.round_(session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(ErrorCode.ROUND_PUBLISHED, {"round": number})
            numbers = entry_numbers(session, tournament_id)
            individual = isinstance(settings, BurracoSettings) and settings.individual
            played = to_pairing(row, numbers, individual=individual)
            bye_tables = _bye_table_numbers(row)
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
            return convert.round_(row, numbers)

    def swapped_by_hand(self, tournament_id: TournamentId, number: int) -> bool:
        """Whether draft `number` holds seats swapped by hand since it was generated (a
        swap not undone): generating it again would throw them away."""
        with self._context.reading() as session:
            row = lookup.round_(session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                return False
            swap = session.scalar(
                select(AuditRow.id)
                .where(
                    AuditRow.tournament_id == tournament_id,
                    AuditRow.action.in_(("round.swap", "round.swap_tables")),
                    AuditRow.entity == f"round {number}",
                    AuditRow.undone.is_(False),
                    AuditRow.at >= row.created_at,
                )
                .limit(1)
            )
            return swap is not None

    def check(self, tournament_id: TournamentId, number: int) -> RoundCheck:
        """What the seating breaks: someone unseated or seated twice, a forbidden rematch;
        in a scala 40 stage (draft or published) players seated who no longer go on from
        the stage before, or going on without a seat (a hand corrected after it was seated);
        in a draft also a seated entry that has since withdrawn or been marked absent, gironi
        whose sizes differ from the settings, players tied across a scala 40 cut, a Danish
        pairing made before the standings changed."""
        with self._context.reading() as session:
            return self._check(session, tournament_id, number)

    def publish_check(self, tournament_id: TournamentId, number: int) -> PublishCheck:
        """The draft's check as publishing reads it: notes, what needs confirming (a rule
        broken, a stale Danish draft), what refuses it (services.publish_check)."""
        return publish_check(number, self.check(tournament_id, number))

    @staticmethod
    def _check(session: Session, tournament_id: TournamentId, number: int) -> RoundCheck:
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
        active = {e.number for e in active_entries(session, tournament_id)}
        if not stage:
            expected |= active
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
        if row.system in MOVEMENTS:
            # A Mitchell table keeps its number all evening: after a withdrawal a table
            # stands empty or holds its NS pair's bye, so its number is not missed.
            violations = [v for v in violations if v.code is not ViolationCode.TABLE_NUMBER_GAP]
        problems: list[PairingProblem] = []
        if isinstance(settings, Scala40Settings) and stage:
            problems += _qualifiers_changed(
                session, tournament_id, settings, number, seated, active
            )
        if row.status == RoundStatus.DRAFT.value:
            problems += _not_here(session, tournament_id, seated, active)
            if isinstance(settings, BurracoSettings):
                problems += _groups_resized(session, tournament_id, settings, row, seated)
                problems += _standings_changed(session, tournament_id, row)
            elif stage:
                problems += _cut_ties(session, tournament_id, settings, number, seated)
        problems += [PairingProblem(v.code.value, v.entries, v.table) for v in violations]
        return RoundCheck(tuple(problems))

    def qualifiers_changed(self, tournament_id: TournamentId, number: int) -> RoundCheck:
        """After a change to round `number` of a scala 40 elimination: who is seated in the
        stage after it (already made, draft or published) but no longer goes on, and who now
        goes on without a seat; nothing when that stage is not made yet or is the same. The
        result stands as corrected: this only tells the director, who decides."""
        with self._context.reading() as session:
            settings = settings_of(lookup.tournament(session, tournament_id))
            if not _elimination(settings):
                return RoundCheck(())
            following = session.scalar(
                select(RoundRow).where(
                    RoundRow.tournament_id == tournament_id, RoundRow.number == number + 1
                )
            )
            if following is None:
                return RoundCheck(())
            numbers = entry_numbers(session, tournament_id)
            seated = seated_numbers(to_pairing(following, numbers, individual=False))
            active = {e.number for e in active_entries(session, tournament_id)}
            changed = _qualifiers_changed(
                session, tournament_id, settings, number + 1, seated, active
            )
            return RoundCheck(tuple(changed))

    def going_on(self, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
        """Who goes on from scala 40 elimination stage `number`'s finished tables, as the
        next stage is seated: the best of each table, or of the stage's ranking
        (`stage_cuts`); a tie across the cut settled by the recorded draw, or all of it.
        Empty outside an elimination."""
        with self._context.reading() as session:
            settings = settings_of(lookup.tournament(session, tournament_id))
            if not _elimination(settings):
                return ()
            stage = lookup.round_(session, tournament_id, number)
            going_on, _ties = stage_going_on(session, tournament_id, settings, stage)
            return tuple(going_on)

    def ties_at_cut(self, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
        """The players of stage `number` level across its cut that no recorded draw settles
        (all of them are in `going_on` until lots are drawn). Empty outside an elimination."""
        with self._context.reading() as session:
            settings = settings_of(lookup.tournament(session, tournament_id))
            if not _elimination(settings):
                return ()
            stage = lookup.round_(session, tournament_id, number)
            _going_on, ties = stage_going_on(session, tournament_id, settings, stage)
            return tuple(sorted({player for tie in ties for player in tie.players}))

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
        with self._context.writing(ROUNDS_CHANGED | Changes(tournaments=True)) as work:
            session = work.session
            tournament = open_tournament(session, tournament_id)
            row = lookup.round_(session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(ErrorCode.ROUND_PUBLISHED, {"round": number})
            # Withdrawn or marked absent after the draft was made: announcing the round
            # would seat a pair that is not playing (check() says the same before).
            numbers = entry_numbers(session, tournament_id)
            active = {e.number for e in active_entries(session, tournament_id)}
            gone = sorted({numbers[seat.entry_id] for seat in row.seats} - active)
            if gone:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT,
                    {
                        "detail": "draft_seats_absent",
                        "round": number,
                        "entries": ", ".join(map(str, gone)),
                    },
                )
            checked = publish_check(number, self._check(session, tournament_id, number))
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
            reason = copy_after_publishing(self._context.database, tournament_id, number)
            if reason is not None:
                return replace(published, copy_not_made=reason)
        return published

    def started_tables(self, tournament_id: TournamentId, number: int) -> tuple[int, ...]:
        """The tables of round `number` where play has been written down: a burraco result
        (or a second entry), a scala 40 hand, re-entry or time-out. Empty: the round can go
        back to draft (`unpublish`)."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            return _started_tables(lookup.round_(session, tournament_id, number))

    def unpublish(self, tournament_id: TournamentId, number: int) -> Round:
        """Take a published round back to draft, so it can be swapped or generated again
        (a correction of the stage before changed who goes on; a wrong round announced).
        Only before anything is written at any table: a round in play keeps the seating
        announced. Refused on a draft, and once a table has a result or a hand."""
        with self._context.writing(ROUNDS_CHANGED) as work:
            session = work.session
            open_tournament(session, tournament_id)
            row = lookup.round_(session, tournament_id, number)
            if row.status == RoundStatus.DRAFT.value:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT, {"detail": "unpublish_draft", "round": number}
                )
            started = _started_tables(row)
            if started:
                raise ServiceError(
                    ErrorCode.INVALID_INPUT,
                    {
                        "detail": "unpublish_started",
                        "round": number,
                        "tables": ", ".join(map(str, started)),
                    },
                )
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

    def delete_draft(self, tournament_id: TournamentId, number: int) -> None:
        """Throw away a draft round (a published one stays: ROUND_PUBLISHED)."""
        with self._context.writing(ROUNDS_CHANGED) as work:
            open_tournament(work.session, tournament_id)
            row = lookup.round_(work.session, tournament_id, number)
            if row.status != RoundStatus.DRAFT.value:
                raise ServiceError(ErrorCode.ROUND_PUBLISHED, {"round": number})
            work.delete(row, *row.seats)
            work.log(
                "round.delete",
                f"round {number}",
                tournament_id=tournament_id,
                params={},
                place=(number, None),
            )

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


MOVEMENTS = (PairingSystem.MITCHELL.value, PairingSystem.ROUND_ROBIN.value)
"""Systems whose tables keep their numbers through the phase (`round_plans._adapt`)."""


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


def _not_here(
    session: Session, tournament_id: int, seated: Sequence[int], active: set[int]
) -> list[PairingProblem]:
    """Seated entries that withdrew or were marked absent after the draft was made."""
    gone = set(seated) - active
    if not gone:
        return []
    rows = session.scalars(
        select(EntryRow).where(EntryRow.tournament_id == tournament_id, EntryRow.number.in_(gone))
    )
    withdrawn = tuple(sorted(r.number for r in rows if r.withdrawn))
    absent = tuple(sorted(gone - set(withdrawn)))
    problems = []
    if withdrawn:
        problems.append(PairingProblem(SEATED_WITHDRAWN, withdrawn))
    if absent:
        problems.append(PairingProblem(SEATED_ABSENT, absent))
    return problems


def _groups_resized(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    row: RoundRow,
    seated: Sequence[int],
) -> list[PairingProblem]:
    """The gironi this round forms, when their sizes are not the settings' (pairs present
    changed): the sizes made, girone A first, in `entries`."""
    if row.system != PairingSystem.DANESE_GIRONI.value or not settings.group_sizes:
        return []
    before = session.scalar(
        select(RoundRow.system).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == row.number - 1
        )
    )
    if before == PairingSystem.DANESE_GIRONI.value:
        return []  # formed by an earlier round: they stay as announced
    letters = session.scalars(
        select(EntryRow.group_name).where(
            EntryRow.tournament_id == tournament_id, EntryRow.number.in_(set(seated))
        )
    )
    made = Counter(letter for letter in letters if letter)
    sizes = tuple(made[letter] for letter in sorted(made))
    if sizes == tuple(settings.group_sizes):
        return []
    return [PairingProblem(GROUPS_RESIZED, sizes)]


def _started_tables(row: RoundRow) -> tuple[int, ...]:
    """The tables of `row` with anything written down: a burraco result or second entry, a
    scala 40 sheet holding an event (hand, re-entry, time-out)."""
    tables = {result.table_number for result in row.burraco_results}
    tables |= {check.table_number for check in row.result_checks}
    tables |= {s.table_number for s in row.scala40_sheets if s.hands or s.timed_out}
    return tuple(sorted(tables))


def _elimination(settings: TournamentSettings) -> TypeGuard[Scala40Settings]:
    """Whether `settings` make a scala 40 elimination (stages with a cut)."""
    return isinstance(settings, Scala40Settings) and (settings.format is Scala40Format.ELIMINATION)


def stage_ranking(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    stage: int,
    orders: Sequence[Sequence[Sequence[int]]],
) -> list[tuple[int, ...]] | None:
    """The ranking a cut by the stage's ranking (`stage_cuts`) takes its best from: the
    players of stage `stage`'s finished tables (`orders`), level ones together, best first,
    as the standings after that stage rank them (place at their table, then lower total
    penalty with the director's points, a recorded draw); None for a cut by table."""
    if not settings.stage_cuts or settings.format is not Scala40Format.ELIMINATION:
        return None
    players = [player for order in orders for level in order for player in level]
    rows = scala40_rows(
        session, tournament_id, settings, listed_entries(session, tournament_id), players, stage
    )
    ranking: dict[int, list[int]] = {}
    for row in rows:
        ranking.setdefault(row.rank, []).append(row.entry)
    return [tuple(level) for _rank, level in sorted(ranking.items())]


def stage_going_on(
    session: Session, tournament_id: int, settings: Scala40Settings, stage: RoundRow
) -> tuple[list[int], list[CutTie]]:
    """Who goes on from `stage`'s finished tables, and the ties across its cut that no
    recorded draw settles (`round_plans.stage_entrants` by table or by the ranking)."""
    orders = finishing_orders(session, stage, settings)
    ranking = stage_ranking(session, tournament_id, settings, stage.number, orders)
    return stage_entrants(settings, orders, ranking, stage=stage.number)


def _cut_ties(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    number: int,
    seated: Sequence[int],
) -> list[PairingProblem]:
    """Players tied across the cut of the stage before, more of them seated than the cut
    lets through (no recorded draw settled it): their table of that stage in `table`."""
    previous = session.scalar(
        select(RoundRow).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == number - 1
        )
    )
    if previous is None:
        return []
    orders = finishing_orders(session, previous, settings)
    tables = sorted(tables_of(previous, entry_numbers(session, tournament_id)))
    _going_on, ties = stage_going_on(session, tournament_id, settings, previous)
    here = set(seated)
    return [
        PairingProblem(
            TIED_AT_CUT,
            tie.players,
            tables[tie.table] if tie.table is not None and len(tables) == len(orders) else None,
        )
        for tie in ties
        if len(here.intersection(tie.players)) > tie.places
    ]


def _qualifiers_changed(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    number: int,
    seated: Sequence[int],
    active: set[int],
) -> list[PairingProblem]:
    """Stage `number` against who goes on now from each finished table of the stage before:
    players seated who no longer go on, present players going on with no seat (by table of
    that stage). A table whose game is no longer over says nothing: who goes on is open."""
    previous = session.scalar(
        select(RoundRow).where(
            RoundRow.tournament_id == tournament_id, RoundRow.number == number - 1
        )
    )
    if previous is None:
        return []
    sheets = {sheet.table_number: sheet for sheet in previous.scala40_sheets}
    here = set(seated)
    if settings.stage_cuts:
        return _ranking_qualifiers_changed(session, tournament_id, settings, previous, here, active)
    problems = []
    for table, lines in sorted(tables_of(previous, entry_numbers(session, tournament_id)).items()):
        sheet = sheets.get(table)
        if sheet is None:
            continue
        game = replay(lines["seat"], sheet.hands, settings)
        if not game.is_over:
            continue
        # Table by table, as the stage was made: a tie is settled where it is.
        going_on = set(stage_entrants(settings, [game.placings()])[0])
        out = sorted(here.intersection(lines["seat"]) - going_on)
        missing = sorted(going_on.intersection(active) - here)
        if out:
            problems.append(PairingProblem(NO_LONGER_QUALIFIES, tuple(out), table))
        if missing:
            problems.append(PairingProblem(NOW_QUALIFIES, tuple(missing), table))
    return problems


def _ranking_qualifiers_changed(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    previous: RoundRow,
    seated: set[int],
    active: set[int],
) -> list[PairingProblem]:
    """`_qualifiers_changed` for a cut by the stage's ranking: the whole stage against the
    whole ranking (no table: `table` None), and only once every table of it is over (until
    then who goes on is open). A tie straddling the cut that the seating splits (some of
    the level players seated, some not) is said as well, naming them all: the seated ones
    may well be those a draw would pick, so the director learns a draw is due."""
    numbers = entry_numbers(session, tournament_id)
    if progress_of(previous, settings, numbers).missing:
        return []
    going_on, ties = stage_going_on(session, tournament_id, settings, previous)
    out = sorted(seated - set(going_on))
    missing = sorted(set(going_on).intersection(active) - seated)
    problems = []
    if out:
        problems.append(PairingProblem(NO_LONGER_QUALIFIES, tuple(out), None))
    if missing:
        problems.append(PairingProblem(NOW_QUALIFIES, tuple(missing), None))
    # All of a tie seated is the tie going on whole (`_cut_ties` tells a draft of it).
    problems += [
        PairingProblem(TIED_AT_CUT, tie.players, None)
        for tie in ties
        if set(tie.players).intersection(active) - seated
    ]
    return problems


def _standings_changed(session: Session, tournament_id: int, row: RoundRow) -> list[PairingProblem]:
    """A Danish draft made before a result or penalty changed (or such a change was undone):
    its pairing rests on standings that have moved since. Told, not refused: a draft is not
    announced, so generating it again is the cure."""
    if row.system not in DANISH or row.number < 2:
        return []
    # An undo's row names the action it took back in its summary: "result.correct #12".
    undone = [AuditRow.summary.like(f"{action} #%") for action in STANDINGS_ACTIONS]
    later = session.scalar(
        select(AuditRow.id)
        .where(
            AuditRow.tournament_id == tournament_id,
            AuditRow.at > row.created_at,
            or_(
                AuditRow.action.in_(STANDINGS_ACTIONS),
                and_(AuditRow.action == UNDO_ACTION, or_(*undone)),
            ),
        )
        .limit(1)
    )
    return [] if later is None else [PairingProblem(STANDINGS_CHANGED, ())]
