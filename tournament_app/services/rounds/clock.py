"""The round clock: the time a round is given, started, paused and reset by the director.

What is stored (`round_clocks`, schema 0012) is a moment and a remainder, never a ticking
counter: while the clock runs, the moment it was started (the database's own clock) and the
time left then; paused, the time left. Every station, the projector and the hall's phones
read the same row, and each counts down by itself from the time left it was told, so the
clocks of the machines in the room never need to agree. At zero the clock says time is up;
what happens then (the hand in play finished, the tables called) is the director's.

A scala 40 tournament played without a time limit gives its rounds no time: such a round's
clock reads as untimed (no countdown anywhere) until the director gives it minutes, which
its clock row then keeps like any other round's.

Clock changes are logged (the log names who paused the round) but never undone: undo takes
back the evening's results, and a clock started meanwhile must not stand in their way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING, Any

from sqlalchemy import ColumnElement, Row, Select, bindparam, func, select
from sqlalchemy.orm import Session

from tournament_app.services import lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.settings import BurracoSettings, TournamentSettings
from tournament_app.services.values import RoundStatus, TournamentId
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.storage.models import RoundClockRow, RoundRow

MINUTES_PER_TURNO = {2: 25, 3: 40, 4: 50}
"""Club practice for a burraco turno, by hands (domain: 25, 35-40, 50 minutes)."""
LONGEST_MINUTES = 240
CLOCK_ACTIONS = "round_clock.%"
"""The clock's log rows (a LIKE pattern): undo passes over them."""
CHANGED = Changes()
"""A clock moves no seat nor score: only the log (and so the other stations) hears it."""


def default_minutes(settings: TournamentSettings) -> int | None:
    """The round clock's time for a tournament's settings: club practice for the hands a
    burraco turno has, scala 40's time per game (None: played without a time limit)."""
    if isinstance(settings, BurracoSettings):
        return MINUTES_PER_TURNO.get(settings.hands, 40)
    minutes: int | None = getattr(settings, "minutes_per_game", None)
    return minutes


@dataclass(frozen=True)
class ClockState:
    """A round's clock as read: its time, whether it runs, and the time left at the read.

    A face counts down from `left_ms` by its own clock (`left_after`) until it reads again."""

    round_number: int
    duration: int | None
    """The round's time, in seconds (None: untimed, its tournament played without a time
    limit and the round given no minutes: nothing counts down)."""
    left_ms: int
    """Milliseconds left when read (0: time is up, or untimed)."""
    running: bool
    started: bool
    """Started at least once since its last reset (False: still showing the full time)."""

    def left_after(self, elapsed: float) -> float:
        """Seconds left `elapsed` seconds after the read (running), never below zero."""
        left = self.left_ms / 1000 - (elapsed if self.running else 0.0)
        return max(0.0, left)

    def seconds_left(self, elapsed: float = 0.0) -> int:
        """Whole seconds left, rounded up: 0 only when time is really up."""
        return math.ceil(self.left_after(elapsed))

    @property
    def timed(self) -> bool:
        """Whether the round has a time to count down."""
        return self.duration is not None

    @property
    def time_up(self) -> bool:
        """Whether the clock reached zero (never, untimed)."""
        return self.timed and self.left_ms <= 0


def database_now(session: Session) -> datetime:
    """The database's clock in UTC (without a zone): every station measures the round
    from the same clock, whichever machine it runs on."""
    return _as_now(session.scalar(select(_now_column(session.get_bind().dialect.name))))


def _now_column(dialect: str) -> ColumnElement[Any]:
    """`database_now` as a column of a statement on a `dialect` database, to be read with
    other columns in one statement."""
    if dialect == "postgresql":
        return func.timezone("UTC", func.clock_timestamp()).label("now")
    return func.strftime("%Y-%m-%d %H:%M:%f", "now").label("now")


def _as_now(value: object) -> datetime:
    """What `_now_column` read, as `database_now` gives it."""
    if isinstance(value, datetime):  # a server's
        return value.replace(tzinfo=None)
    return datetime.fromisoformat(str(value))


def _left_ms(row: RoundClockRow | Row[Any], now: datetime) -> int:
    if row.started_at is None:
        return max(0, row.left_ms)
    elapsed = (now - row.started_at).total_seconds() * 1000
    return max(0, round(row.left_ms - elapsed))


def _state(
    round_number: int, row: RoundClockRow | Row[Any] | None, minutes: int | None, now: datetime
) -> ClockState:
    if row is None:
        if minutes is None:
            return ClockState(round_number, None, 0, False, False)
        return ClockState(round_number, minutes * 60, minutes * 60_000, False, False)
    return ClockState(
        round_number,
        row.duration_s,
        _left_ms(row, now),
        row.started_at is not None,
        row.started_at is not None or row.left_ms != row.duration_s * 1000,
    )


def _clock_fields(session: Session, tournament_id: TournamentId, number: int | None) -> Row[Any]:
    """The tournament (its columns, and the database's clock as `now`), the round asked for
    or the round in play (the newest announced) as `round_id`, `round_number` and
    `round_status`, and that round's clock (`clock_id`, None when it has none; its
    `duration_s`, `left_ms` and `started_at`): one statement, plain rows. Every change on
    any station and every phone in the hall read the clock again: one round trip on a server
    where three took, and no ORM query (the Results page reads it before the start's window
    is ready, and an ORM query would configure every mapper first)."""
    dialect = session.get_bind().dialect.name
    if number is None:
        found = session.execute(
            _clock_statement(dialect, in_play=True), {"tournament_id": tournament_id}
        ).first()
    else:
        found = session.execute(
            _clock_statement(dialect, in_play=False),
            {"tournament_id": tournament_id, "number": number},
        ).first()
    tournament = lookup.found_tournament(found, tournament_id, None)
    if tournament.round_id is None:
        if number is None:
            raise ServiceError(ErrorCode.CLOCK_NO_ROUND, {"tournament": tournament.name})
        raise NotFoundError("round", number)
    if tournament.round_status == RoundStatus.DRAFT.value:  # asked for by number
        raise ServiceError(ErrorCode.CLOCK_ROUND_DRAFT, {"round": number})
    return tournament


@cache
def _clock_statement(dialect: str, *, in_play: bool) -> Select[Any]:
    """`_clock_fields`' statement, built once for each database and each way of naming the
    round (building it cost more than SQLite answering it: see `lookup._tournament_and_round`)."""
    table, rounds, clocks = tables.tournaments, tables.rounds, tables.round_clocks
    which = rounds.c.number == (
        lookup.newest_round_number(table.c.id, announced=True) if in_play else bindparam("number")
    )
    return (
        select(
            table,
            _now_column(dialect),
            rounds.c.id.label("round_id"),
            rounds.c.number.label("round_number"),
            rounds.c.status.label("round_status"),
            clocks.c.id.label("clock_id"),
            clocks.c.duration_s,
            clocks.c.left_ms,
            clocks.c.started_at,
        )
        .select_from(
            table.outerjoin(rounds, (rounds.c.tournament_id == table.c.id) & which).outerjoin(
                clocks, clocks.c.round_id == rounds.c.id
            )
        )
        .where(table.c.id == bindparam("tournament_id"))
    )


def _round(session: Session, tournament_id: TournamentId, number: int | None) -> RoundRow:
    """`_clock_fields`' round as the object a change writes through."""
    from tournament_app.storage.models import RoundRow

    round_row = session.get(RoundRow, _clock_fields(session, tournament_id, number).round_id)
    assert round_row is not None  # just read in the same transaction
    return round_row


def _checked_minutes(minutes: int | None) -> int | None:
    if minutes is not None and not 1 <= minutes <= LONGEST_MINUTES:
        raise ServiceError(
            ErrorCode.CLOCK_MINUTES, {"minutes": minutes, "longest": LONGEST_MINUTES}
        )
    return minutes


class RoundClockService:
    """`services.round_clock`: read, start, pause and reset a round's clock. `round_number`
    None is the round in play (the newest announced)."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def _writable(self) -> None:
        """A display station is refused before anything is read (as `writing` does)."""
        if self._context.read_only:
            raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": self._context.station})

    def get(self, tournament_id: TournamentId, round_number: int | None = None) -> ClockState:
        """The clock as it is now (never started: the full time, paused; untimed, a round of
        a tournament without a time limit never given minutes)."""

        with self._context.reading() as session:
            found = _clock_fields(session, tournament_id, round_number)
            clock = found if found.clock_id is not None else None
            minutes = default_minutes(settings_of(found))
            return _state(found.round_number, clock, minutes, _as_now(found.now))

    def start(
        self,
        tournament_id: TournamentId,
        round_number: int | None = None,
        *,
        minutes: int | None = None,
    ) -> ClockState:
        """Start (or resume) the countdown; a running clock is left as it is. `minutes`: the
        round's time, for a clock not started yet (an untimed round needs them:
        CLOCK_NO_TIME without). CLOCK_TIME_UP once it reached zero."""
        _checked_minutes(minutes)
        self._writable()
        now_state = self.get(tournament_id, round_number)
        if now_state.running:
            return now_state
        if not now_state.timed and minutes is None:
            raise _no_time(tournament_id, now_state.round_number)
        if now_state.time_up:
            raise ServiceError(ErrorCode.CLOCK_TIME_UP, {"round": now_state.round_number})
        with self._context.writing(CHANGED) as work:
            round_row = _round(work.session, tournament_id, round_number)
            now = database_now(work.session)
            row = _row(work, round_row, minutes)
            if minutes is not None and not _state(round_row.number, row, 0, now).started:
                row.duration_s, row.left_ms = minutes * 60, minutes * 60_000
            if row.started_at is None:  # another station may have started it meanwhile
                row.started_at = now
            _log(work, "round_clock.start", tournament_id, round_row, _left_ms(row, now))
            return _state(round_row.number, row, 0, now)

    def pause(self, tournament_id: TournamentId, round_number: int | None = None) -> ClockState:
        """Stop the countdown where it is; a paused clock is left as it is."""
        self._writable()
        now_state = self.get(tournament_id, round_number)
        if not now_state.running:
            return now_state
        with self._context.writing(CHANGED) as work:
            round_row = _round(work.session, tournament_id, round_number)
            now = database_now(work.session)
            row = _row(work, round_row, None)
            row.left_ms = _left_ms(row, now)
            row.started_at = None
            _log(work, "round_clock.pause", tournament_id, round_row, row.left_ms)
            return _state(round_row.number, row, 0, now)

    def reset(
        self,
        tournament_id: TournamentId,
        round_number: int | None = None,
        *,
        minutes: int | None = None,
    ) -> ClockState:
        """Back to the round's full time (`minutes`: a new time), paused. An untimed round
        reset without minutes stays untimed: nothing is written."""
        _checked_minutes(minutes)
        if minutes is None:
            self._writable()
            now_state = self.get(tournament_id, round_number)
            if not now_state.timed:
                return now_state
        with self._context.writing(CHANGED) as work:
            round_row = _round(work.session, tournament_id, round_number)
            now = database_now(work.session)
            row = _row(work, round_row, minutes)
            if minutes is not None:
                row.duration_s = minutes * 60
            row.left_ms = row.duration_s * 1000
            row.started_at = None
            _log(work, "round_clock.reset", tournament_id, round_row, row.left_ms)
            return _state(round_row.number, row, 0, now)


def _no_time(tournament_id: TournamentId, round_number: int) -> ServiceError:
    return ServiceError(
        ErrorCode.CLOCK_NO_TIME, {"tournament": tournament_id, "round": round_number}
    )


def _row(work: UnitOfWork, round_row: RoundRow, minutes: int | None) -> RoundClockRow:
    """The round's clock row, tracked for the log; a new one at the round's time (an untimed
    round's only with `minutes`: CLOCK_NO_TIME without)."""
    from tournament_app.storage.models import RoundClockRow

    row = round_row.clock
    if row is not None:
        work.track(row)
        return row
    time = minutes or default_minutes(settings_of(round_row.tournament))
    if time is None:
        raise _no_time(TournamentId(round_row.tournament_id), round_row.number)
    row = RoundClockRow(round_id=round_row.id, duration_s=time * 60, left_ms=time * 60_000)
    work.add(row)
    return row


def _log(
    work: UnitOfWork, action: str, tournament_id: TournamentId, round_row: RoundRow, left: int
) -> None:
    work.log(
        action,
        f"round {round_row.number}",
        tournament_id=tournament_id,
        params={"round": round_row.number, "left": math.ceil(left / 1000)},
        place=(round_row.number, None),
    )
