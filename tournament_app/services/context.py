"""The unit of work every service call runs in: one short Session, the audit row, the changes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from tournament_app.services.changes import Changes
from tournament_app.services.errors import ConflictError, ErrorCode, ServiceError
from tournament_app.services.standings.memo import StandingsMemo
from tournament_app.storage.audit_form import NOWHERE, Params, Place
from tournament_app.storage.database import Database
from tournament_app.storage.engine import is_sqlite
from tournament_app.storage.errors import SERVER_TIMEOUT, server_reason
from tournament_app.storage.snapshots import Snapshot, snapshot

if TYPE_CHECKING:
    from tournament_app.storage.models import Base

ChangeListener = Callable[[Changes], None]
REFUSED_SUFFIX = ".refused"
"""Ends the action of an audit row that records a refused (stale) write."""


@dataclass
class UnitOfWork:
    """One director action in progress: its Session and what the audit row will say.

    Call `track(row)` on every existing row *before* changing or deleting it, `add(row)` for
    new rows, then `log(...)` once; the audit row with the before/after snapshots is written
    in the same transaction when the action ends.
    """

    session: Session
    _before: list[Base] = field(default_factory=list)
    _before_snapshot: Snapshot = field(default_factory=dict)
    _touched: list[Base] = field(default_factory=list)
    _log: dict[str, Any] | None = None
    _explicit: tuple[Snapshot, Snapshot] | None = None
    attempt: dict[str, Any] | None = None
    _committing: list[Callable[[Session], Callable[[], None] | None]] = field(default_factory=list)
    logged: int | None = None
    """The number of the audit row this action wrote, once written (`finish`)."""

    def after_commit(self, prepare: Callable[[Session], Callable[[], None] | None]) -> None:
        """Run `prepare(session)` in this transaction once its audit row is in, and what it
        returns (if anything) once the transaction has committed: what a write tells the
        services' own kept values (`standings.memo`), never when it is rolled back."""
        self._committing.append(prepare)

    def track(self, *rows: Base) -> None:
        """Remember rows as they are now, before this action changes or deletes them."""
        fresh = [row for row in rows if row not in self._touched]
        for table, values in snapshot(fresh).items():
            self._before_snapshot.setdefault(table, []).extend(values)
        self._touched.extend(fresh)

    def add(self, *rows: Base) -> None:
        """Add new rows to the session; they appear in the audit row's `after`."""
        for row in rows:
            self.session.add(row)
        self._touched.extend(rows)

    def delete(self, *rows: Base) -> None:
        """Delete rows (tracking them first)."""
        self.track(*rows)
        for row in rows:
            self.session.delete(row)

    def attempting(
        self, action: str, entity: str, *, tournament_id: int | None, place: Place = NOWHERE
    ) -> None:
        """Say what is being tried before checking versions, so a refusal can be logged;
        `place`: the (round, table) it touches."""
        self.attempt = {
            "action": action,
            "entity": entity,
            "tournament_id": tournament_id,
            "place": place,
        }

    def log(
        self,
        action: str,
        entity: str,
        *,
        tournament_id: int | None,
        summary: str = "",
        before: Snapshot | None = None,
        after: Snapshot | None = None,
        params: Params | None = None,
        place: Place = NOWHERE,
    ) -> None:
        """Say what this action is, for the audit trail (e.g. "result.enter", "R2 T5").

        `params` and `place` (round, table) are its structured form, worded when read
        (`log.words`); `summary` and `entity` keep the English prose for the JSON output.
        `before`/`after` replace the tracked snapshots (undo writes the ones it restored).
        """
        self._log = {
            "action": action,
            "entity": entity,
            "tournament_id": tournament_id,
            "summary": summary,
            "params": params,
            "round_number": place[0],
            "table_number": place[1],
        }
        self._explicit = (before, after) if before is not None and after is not None else None

    def finish(self, station: str) -> None:
        """Flush, then write the audit row (before and after) in the same transaction."""
        from tournament_app.storage.models import AuditRow

        if self._log is None:
            raise RuntimeError("a mutation must call UnitOfWork.log before it ends")
        self.session.flush()
        if self._explicit is not None:
            before, after = self._explicit
        else:
            before, after = self._before_snapshot, snapshot(self._touched)
            for values in before.values():
                values.sort(key=lambda row: row["id"])
        row = AuditRow(station=station, before=before, after=after, **self._log)
        self.session.add(row)
        self.session.flush()
        self.logged = row.id


@dataclass
class ServiceContext:
    """What every service area shares: the database, the station's name, the listeners."""

    database: Database
    station: str
    listeners: list[ChangeListener] = field(default_factory=list)
    last_changes: Changes | None = None
    read_only: bool = False
    """A display station: every action refused in `writing`, before any Session opens."""
    standings_memo: StandingsMemo = field(default_factory=StandingsMemo)
    """The last burraco tally of each tournament, for the next ranking."""
    last_logged: int | None = None
    """The audit row of this station's latest committed action (None: none yet)."""

    @contextmanager
    def _failing_as(self, code: ErrorCode) -> Iterator[None]:
        """The database's own failures as `code`, worded for the director: also those of
        closing a Session, whose rollback a server lost meanwhile fails too (after a commit
        there is nothing to roll back, so a save that was stored never reads as failed)."""
        try:
            yield
        except DBAPIError as error:
            raise _database_failed(code, self.database, error) from None

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A Session for a read-only call, closed on return; it sends reads alone
        (`storage.engine.reading_engine`)."""
        with (
            self._failing_as(ErrorCode.DATABASE_UNREACHABLE),
            Session(self.database.reader, expire_on_commit=False) as session,
        ):
            yield session

    @contextmanager
    def writing(self, changes: Changes) -> Iterator[UnitOfWork]:
        """One director action: audited and committed on success, rolled back on any error.

        The listeners hear `changes` only after the commit succeeded. A concurrent write
        that beat this one (a version or unique-key clash) becomes a CONFLICT error.
        A display station (`read_only`) is refused here, the one door every change goes
        through, so no action can forget the check.
        """
        if self.read_only:
            raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": self.station})
        with (
            self._failing_as(ErrorCode.DATABASE_WRITE_FAILED),
            Session(self.database.engine, expire_on_commit=False) as session,
        ):
            work = UnitOfWork(session)
            try:
                yield work
                work.finish(self.station)
                committed = [prepare(session) for prepare in work._committing]
                session.commit()
                self.last_logged = work.logged
            except ConflictError as error:
                session.rollback()
                self._log_refusal(work, error)
                raise
            except StaleDataError:
                # A versioned row another station saved between this one's check and write.
                # Who and when are not known here: the sentence says what happened instead.
                session.rollback()
                stale = _unforeseen(work, {"detail": "save_overtaken"})
                self._log_refusal(work, stale)
                raise stale from None
            except IntegrityError as error:
                # Two rows with one unique key: another station inserted the same row first
                # (both saw none), or a fault of the program. A conflict like any stale write,
                # to be re-read and retried; worded as what failed, since nobody is known to
                # have changed anything, and the driver's words kept for whoever looks into it.
                session.rollback()
                clash = _unforeseen(work, {"detail": "save_clashed", "reason": _first_line(error)})
                self._log_refusal(work, clash)
                raise clash from None
            except DBAPIError as error:  # disk full, read-only, locked, server gone, damage
                with suppress(DBAPIError):  # a server gone cannot roll back: nothing was saved
                    session.rollback()
                raise _database_failed(
                    ErrorCode.DATABASE_WRITE_FAILED, self.database, error
                ) from None
            except BaseException:
                session.rollback()
                raise
        for apply in committed:
            if apply is not None:
                apply()
        self.announce(changes)

    def _log_refusal(self, work: UnitOfWork, error: ConflictError) -> None:
        """Keep a trace of a write refused as stale, so the log shows every clash between
        stations.

        Written in a transaction of its own after the rollback; it changes no data, so undo
        passes over it (see `REFUSED_SUFFIX`). A refusal whose winning version this same
        station saved (a table entered twice, an old version typed again) is no clash
        between stations but input refused like any other: it changed nothing and leaves
        no row.
        """
        from tournament_app.storage.models import AuditRow

        attempted = work.attempt or {}
        params = error.params
        round_number, table_number = attempted.get("place", NOWHERE)
        by = params.get("changed_by")
        if by == self.station:
            return
        with Session(self.database.engine) as session, suppress(DBAPIError):
            # Best effort: a log that cannot be written (full disk) must not hide the refusal.
            session.add(
                AuditRow(
                    station=self.station,
                    action=f"{attempted.get('action', 'write')}{REFUSED_SUFFIX}",
                    entity=str(attempted.get("entity", params.get("what", ""))),
                    tournament_id=attempted.get("tournament_id"),
                    before={},
                    after={},
                    summary=(
                        f"stale version {params.get('expected_version')}: "
                        f"{params.get('current_version')} by {by}"
                    ),
                    params={
                        "had": params.get("expected_version"),
                        "found": params.get("current_version"),
                        "by": None if by in (None, "?") else by,
                    },
                    round_number=round_number,
                    table_number=table_number,
                )
            )
            session.commit()

    def announce(self, changes: Changes) -> None:
        """Tell every listener what changed."""
        self.last_changes = changes
        for listener in list(self.listeners):
            listener(changes)


def _unforeseen(work: UnitOfWork, words: dict[str, str]) -> ConflictError:
    """A CONFLICT found only at commit: what was being saved, and `words` (its `detail`, a
    DETAILS key) in place of the who and when a version check names."""
    what = (work.attempt or {}).get("entity", "")
    conflict = ConflictError(str(what), expected_version=None, current_version=None)
    for unknown in ("changed_by", "changed_at"):
        conflict.params.pop(unknown)
    conflict.params.update(words)
    return conflict


def _database_failed(code: ErrorCode, database: Database, error: DBAPIError) -> ServiceError:
    """A read (DATABASE_UNREACHABLE) or a save (DATABASE_WRITE_FAILED) the database refused.

    A file is named by its path, with the driver's words (a full disk, a read-only file). A
    server is named as the title bar names it, host/database, never its address with the
    user in it; `server` says so, since its cure is the network or the server PC, never a
    disk: `detail` is why, as a reason key when the driver's words say it (refused, timed
    out, closed under an open connection), else the words themselves.
    """
    if is_sqlite(database.url):
        return ServiceError(code, {"path": database.location, "detail": _first_line(error)})
    name = server_name(database.url)
    return ServiceError(
        code, {"path": name, "server": name, "detail": server_reason(_first_line(error))}
    )


def unreachable_refusal(database: Database, reason: str | None) -> ServiceError:
    """The refusal a save meets while its server is out of reach, made without asking the
    server again (a hung one would hold the station for as long as its bounds): `reason` is
    the reason key the last failed call gave (`storage.errors`), timed out when none did."""
    name = server_name(database.url)
    return ServiceError(
        ErrorCode.DATABASE_WRITE_FAILED,
        {"path": name, "server": name, "detail": reason or SERVER_TIMEOUT},
    )


def server_name(url: URL) -> str:
    """A server database as a director reads it: "127.0.0.1/club" (host, then database)."""
    return f"{url.host or ''}/{url.database or ''}"


def _first_line(error: Exception) -> str:
    """The driver's message, first line only (no SQL, no traceback)."""
    original = getattr(error, "orig", None) or error
    lines = str(original).strip().splitlines()
    return lines[0] if lines else type(original).__name__
