"""The unit of work every service call runs in: one short Session, the audit row, the changes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from tournament_app.services.changes import Changes
from tournament_app.services.errors import ConflictError, ErrorCode, ServiceError
from tournament_app.storage.database import Database
from tournament_app.storage.models import AuditRow, Base
from tournament_app.storage.snapshots import Snapshot, snapshot

ChangeListener = Callable[[Changes], None]


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

    def log(
        self,
        action: str,
        entity: str,
        *,
        tournament_id: int | None,
        summary: str = "",
        before: Snapshot | None = None,
        after: Snapshot | None = None,
    ) -> None:
        """Say what this action is, for the audit trail (e.g. "result.enter", "R2 T5").

        `before`/`after` replace the tracked snapshots (undo writes the ones it restored).
        """
        self._log = {
            "action": action,
            "entity": entity,
            "tournament_id": tournament_id,
            "summary": summary,
        }
        self._explicit = (before, after) if before is not None and after is not None else None

    def finish(self, station: str) -> None:
        """Flush, then write the audit row (before and after) in the same transaction."""
        if self._log is None:
            raise RuntimeError("a mutation must call UnitOfWork.log before it ends")
        self.session.flush()
        if self._explicit is not None:
            before, after = self._explicit
        else:
            before, after = self._before_snapshot, snapshot(self._touched)
            for values in before.values():
                values.sort(key=lambda row: row["id"])
        self.session.add(AuditRow(station=station, before=before, after=after, **self._log))
        self.session.flush()


@dataclass
class ServiceContext:
    """What every service area shares: the database, the station's name, the listeners."""

    database: Database
    station: str
    listeners: list[ChangeListener] = field(default_factory=list)
    last_changes: Changes | None = None

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A Session for a read-only call, closed (and rolled back) on return."""
        with Session(self.database.engine, expire_on_commit=False) as session:
            yield session

    @contextmanager
    def writing(self, changes: Changes) -> Iterator[UnitOfWork]:
        """One director action: audited and committed on success, rolled back on any error.

        The listeners hear `changes` only after the commit succeeded. A concurrent write
        that beat this one (a version or unique-key clash) becomes a CONFLICT error.
        """
        with Session(self.database.engine, expire_on_commit=False) as session:
            work = UnitOfWork(session)
            try:
                yield work
                work.finish(self.station)
                session.commit()
            except StaleDataError:
                session.rollback()
                raise ConflictError("data", expected_version=None, current_version=None) from None
            except IntegrityError as error:
                session.rollback()
                raise ServiceError(
                    ErrorCode.CONFLICT,
                    {"what": "data", "detail": str(error.orig).splitlines()[0]},
                ) from None
            except BaseException:
                session.rollback()
                raise
        self.announce(changes)

    def announce(self, changes: Changes) -> None:
        """Tell every listener what changed."""
        self.last_changes = changes
        for listener in list(self.listeners):
            listener(changes)
