"""The log of every change, and undo of the last one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import ColumnElement, and_, func, or_, select
from sqlalchemy.orm import Session

from tournament_app.services.changes import Changes
from tournament_app.services.context import REFUSED_SUFFIX, ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.rounds.clock import CLOCK_ACTIONS
from tournament_app.services.values import AuditId, TournamentId
from tournament_app.storage import tables
from tournament_app.storage.audit_form import AuditAction
from tournament_app.storage.snapshots import Snapshot, current, differences, restore

if TYPE_CHECKING:
    from tournament_app.services.values import AuditEntry
    from tournament_app.storage.models import AuditRow

_RESTORE = AuditAction.DATABASE_RESTORE.value
"""A copy put back (`backups.RESTORE_ACTION`), named here so reading the log never loads
the copies' module."""

UNDO_ACTION = "undo"
IMPORTED_PREFIX = "imported:"
"""Starts the action of a change made in another database and carried here by a tournament
file (`archive`): its history, read only. Its before and after are that database's, so undo
never takes one back (`_last_undoable`), and never passes the import to reach older ones."""
CREATE_ACTION = "tournament.create"  # services/tournaments.py
IMPORT_ACTION = "tournament.import_file"  # services/archive/tournament_file.py
"""The rows a tournament's log starts at. Ids are reused (a deleted tournament's id goes to
the next one), so the log rows of an id are those of every tournament that had it: the
latest of these rows marks where the present one's begin (`log_start`)."""
EVERYTHING = Changes(
    tournaments=True,
    registry=True,
    entries=True,
    rounds=True,
    results=True,
    penalties=True,
    standings=True,
)


def audit_entry(row: AuditRow) -> AuditEntry:
    """An audit row as a plain value."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.values import AuditEntry

    return AuditEntry(
        id=AuditId(row.id),
        at=row.at.isoformat(timespec="seconds"),
        station=row.station,
        action=row.action,
        entity=row.entity,
        tournament_id=TournamentId(row.tournament_id) if row.tournament_id is not None else None,
        before=row.before,
        after=row.after,
        summary=row.summary,
        undone=row.undone,
        params=row.params,
        round=row.round_number,
        table=row.table_number,
    )


class AuditService:
    """Reading the audit trail and undoing the last change."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def list(
        self, tournament_id: TournamentId | None = None, *, limit: int = 200
    ) -> tuple[AuditEntry, ...]:
        """The latest changes, newest first (of one tournament, or of the whole database).

        A tournament's changes include every restore of the database: going back to a copy
        took that tournament back too, and its log must say why its results changed.
        """
        from tournament_app.storage.models import AuditRow

        with self._context.reading() as session:
            query = select(AuditRow).order_by(AuditRow.id.desc()).limit(limit)
            if tournament_id is not None:
                query = query.where(log_rows(session, tournament_id))
            return tuple(audit_entry(row) for row in session.scalars(query))

    def count(self, tournament_id: TournamentId | None = None) -> int:
        """How many changes `list` could show (of one tournament, or of the whole database)."""
        from tournament_app.storage.models import AuditRow

        with self._context.reading() as session:
            query = select(func.count(AuditRow.id))
            if tournament_id is not None:
                query = query.where(log_rows(session, tournament_id))
            return int(session.scalar(query) or 0)

    def last_id(self) -> int:
        """The newest change's number (0 when there is none): every write of every station
        logs a row, so a station that sees it grow knows another one wrote."""

        with self._context.reading() as session:
            # On the table's column, not the class's: an ORM attribute in a query makes
            # SQLAlchemy configure every mapper, and the start asks this before its window
            # is ready (the other stations' check) though it reads no object.
            return int(session.scalar(select(func.max(tables.audit_log.c.id))) or 0)

    def next_undoable(self, tournament_id: TournamentId | None = None) -> AuditEntry | None:
        """The change `undo_last` would take back now (None: nothing to undo): the one the
        window names when it asks, since the log's newest row may be an undo, a refusal or
        a restore, which undo passes over."""
        with self._context.reading() as session:
            try:
                return audit_entry(_last_undoable(session, tournament_id))
            except ServiceError:
                return None

    def passed_over(self, tournament_id: TournamentId | None = None) -> AuditEntry | None:
        """The newer change `undo_last` would reach past to take back `next_undoable` (a
        member list replaced, a copy restored), which the window names when it asks; None
        when there is none, or for one tournament's changes alone."""
        from tournament_app.storage.models import AuditRow

        if tournament_id is not None:
            return None
        with self._context.reading() as session:
            try:
                passed = _passed_over(session, _last_undoable(session, None))
            except ServiceError:  # nothing to undo: nothing passed over either
                return None
            row = session.get(AuditRow, passed) if passed is not None else None
            return audit_entry(row) if row is not None else None

    def undo_last(
        self,
        tournament_id: TournamentId | None = None,
        *,
        expected: AuditId | None = None,
        despite: bool = False,
    ) -> AuditEntry:
        """Undo the latest change not yet undone; returns the entry undone.

        NOTHING_TO_UNDO when there is none; CONFLICT when the data changed since, or
        when `expected` (the change the director was asked about, `next_undoable`) is no
        longer the latest: another station wrote meanwhile, and undo must not take back a
        change nobody asked about. CONFLICT too, unasked (no `expected`) and unconfirmed
        (`despite`), when the change is another station's (undo_other_station), or when a
        newer change it cannot take back stands in the way (a member list replaced, a copy
        restored): undo would reach past it to an older change the director may not mean.
        """
        with self._context.writing(EVERYTHING) as work:
            session = work.session
            target = _last_undoable(session, tournament_id)
            if expected is not None and target.id != expected:
                raise ServiceError(
                    ErrorCode.CONFLICT,
                    {"detail": "undo_overtaken", "what": target.entity, "station": target.station},
                )
            if expected is None and not despite and target.station != self._context.station:
                # Another station's change, taken back unasked: a result a colleague typed
                # and confirmed would vanish without its station being named.
                raise ServiceError(
                    ErrorCode.CONFLICT,
                    {
                        "detail": "undo_other_station",
                        "target": target.id,
                        "station": target.station,
                    },
                )
            if expected is None and not despite and tournament_id is None:
                passed = _passed_over(session, target)
                if passed is not None:
                    raise ServiceError(
                        ErrorCode.CONFLICT,
                        {"detail": "undo_passes_over", "latest": passed, "target": target.id},
                    )
            # What is there now must be what the change left, or undo would overwrite a
            # later change (made by another station, or outside the log).
            now = current(session, _keys(target.before, target.after))
            changed = differences(target.after, now)
            if changed:
                # Changed outside the log (another program, a hand-made edit): nobody to name.
                raise ServiceError(
                    ErrorCode.CONFLICT, {"detail": "undo_data_changed", "what": ", ".join(changed)}
                )
            restore(session, target.before, target.after)
            target.undone = True
            work.log(
                UNDO_ACTION,
                target.entity,
                tournament_id=target.tournament_id,
                summary=f"{target.action} #{target.id}",
                before=target.after,
                after=target.before,
                params={"undone": target.action, "log_id": target.id},
                place=(target.round_number, target.table_number),
            )
            session.flush()
            return audit_entry(target)


def log_start(session: Session, tournament_id: int) -> int | None:
    """The id of the first log row of the tournament that has this id now (None: it has no
    row). Its creation row; for an imported one, the first of the file's history, written
    just before the import's own row. Rows of an earlier tournament with the same id (deleted,
    or an import undone) come before it, so they are never its log, nor undone with it."""
    from tournament_app.storage.models import AuditRow

    mine = AuditRow.tournament_id == tournament_id
    born = session.execute(
        select(AuditRow.id, AuditRow.action)
        .where(mine, AuditRow.action.in_((CREATE_ACTION, IMPORT_ACTION)))
        .order_by(AuditRow.id.desc())
        .limit(1)
    ).first()
    if born is None:
        # Rows older than the log's creation rows, or written by hand: all of them.
        return session.scalar(select(func.min(AuditRow.id)).where(mine))
    born_id, action = born
    if action == CREATE_ACTION:
        return int(born_id)
    # The file's history is the run of imported rows just before the import's row: the
    # previous tournament with this id ended on a row of this database (its deletion, or the
    # undo of its import).
    previous = session.scalar(
        select(func.max(AuditRow.id)).where(
            mine, AuditRow.id < born_id, AuditRow.action.not_like(f"{IMPORTED_PREFIX}%")
        )
    )
    return session.scalar(select(func.min(AuditRow.id)).where(mine, AuditRow.id > (previous or 0)))


def log_rows(session: Session, tournament_id: int) -> ColumnElement[bool]:
    """Which log rows are the tournament's: its own from `log_start` on, and every restore of
    the database since (going back to a copy took it back too, and its log says why its
    results changed)."""
    from tournament_app.storage.models import AuditRow

    start = log_start(session, tournament_id)
    if start is None:
        return AuditRow.action == _RESTORE
    return and_(
        AuditRow.id >= start,
        or_(AuditRow.tournament_id == tournament_id, AuditRow.action == _RESTORE),
    )


def is_imported(action: str) -> bool:
    """Whether a logged action is another database's, carried here by a tournament file."""
    return action.startswith(IMPORTED_PREFIX)


def _keys(*snapshots: Snapshot) -> Snapshot:
    """The (table, id) keys of every row in the snapshots, as a snapshot of bare ids."""
    keys: dict[str, set[object]] = {}
    for taken in snapshots:
        for name, rows in taken.items():
            keys.setdefault(name, set()).update(row["id"] for row in rows)
    return {name: [{"id": key} for key in ids] for name, ids in keys.items()}


def _passed_over(session: Session, target: AuditRow) -> int | None:
    """The newest change, newer than `target`, that undo never takes back and that changed
    data (a member list replaced, a copy restored): its log id, or None."""
    from tournament_app.storage.models import AuditRow

    kept = (AuditAction.MEMBERS_IMPORT.value, _RESTORE)
    return session.scalar(
        select(func.max(AuditRow.id)).where(AuditRow.id > target.id, AuditRow.action.in_(kept))
    )


def _last_undoable(session: Session, tournament_id: int | None) -> AuditRow:
    from tournament_app.storage.models import AuditRow

    query = (
        select(AuditRow)
        .where(
            AuditRow.undone.is_(False),
            AuditRow.action != UNDO_ACTION,
            # A restore changed the whole file, not rows: the copy taken before it is the
            # way back (File ▸ Copies), named in its log row.
            AuditRow.action != _RESTORE,
            # A new member list replaced the old whole: the old list's file is the way back.
            AuditRow.action != AuditAction.MEMBERS_IMPORT.value,
            AuditRow.action.not_like(f"%{REFUSED_SUFFIX}"),
            # The round clock is the evening's time, not its results (services.round_clock).
            AuditRow.action.not_like(CLOCK_ACTIONS),
            # Another database's history: what it undid there cannot be undone here.
            AuditRow.action.not_like(f"{IMPORTED_PREFIX}%"),
        )
        .order_by(AuditRow.id.desc())
        .limit(1)
    )
    if tournament_id is not None:
        # Never before its creation: older rows with this id are another tournament's.
        query = query.where(AuditRow.tournament_id == tournament_id)
        start = log_start(session, tournament_id)
        if start is not None:
            query = query.where(AuditRow.id >= start)
    row = session.scalar(query)
    if row is None:
        raise ServiceError(ErrorCode.NOTHING_TO_UNDO)
    return row
