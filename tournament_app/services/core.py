"""`Services`: every director action, grouped by area, over one open database."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, inspect
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from tournament_app.paths import default_database_path
from tournament_app.services.audit import AuditService
from tournament_app.services.backups import BackupService, DatabaseCopy
from tournament_app.services.changes import Changes
from tournament_app.services.context import ChangeListener, ServiceContext, UnitOfWork
from tournament_app.services.demo import DemoService
from tournament_app.services.entries import EntryService
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.penalties import PenaltyService
from tournament_app.services.registry import RegistryService
from tournament_app.services.results import ResultService
from tournament_app.services.rounds import RoundService
from tournament_app.services.standings import StandingsService
from tournament_app.services.tournaments import TournamentService
from tournament_app.services.user_text import STATION, clean_text
from tournament_app.storage import (
    Database,
    DatabaseDamaged,
    DatabaseTooNew,
    DatabaseUnreachable,
    InMemoryDatabase,
    NotATorneoDatabase,
    UnsupportedAddress,
    open_database,
)
from tournament_app.storage.backups import (
    DEFAULT_KEEP,
    backup_sqlite,
    backups_of,
    copy_sqlite,
    prune,
    read_only_uri,
    restore_sqlite,
    set_aside,
)
from tournament_app.storage.database import (
    head_revision,
    known_revisions,
    sqlite_revision,
    stored_revision,
)
from tournament_app.storage.engine import database_url, shown_url, sqlite_path

DEFAULT_STATION = "direttore"


class Services:
    """The director's actions over one database, as attributes per area.

    Each call opens one short Session and commits or rolls back before returning.
    Mutations announce a `Changes` value to the listeners added with `subscribe`
    (and keep it in `last_changes`), so a view refreshes only what it must.
    """

    def __init__(
        self, database: Database, *, station: str = DEFAULT_STATION, read_only: bool = False
    ) -> None:
        """Raises ServiceError (TEXT_*) for a station name empty, too long or with control
        characters: it signs every audit row. `read_only`: a display station, whose every
        action is refused with READ_ONLY_STATION."""
        self.database = database
        self._context = ServiceContext(
            database=database, station=clean_text(station, STATION), read_only=read_only
        )
        self.tournaments = TournamentService(self._context)
        self.registry = RegistryService(self._context)
        self.entries = EntryService(self._context)
        self.rounds = RoundService(self._context)
        self.results = ResultService(self._context)
        self.penalties = PenaltyService(self._context)
        self.standings = StandingsService(self._context)
        self.audit = AuditService(self._context)
        self.demo = DemoService(self._context)
        self.backups = BackupService(self._context)

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (for storage-level code such as tournament files)."""
        return self.database.engine

    @property
    def location(self) -> str:
        """The database's file path, or its URL without the password."""
        return self.database.location

    @property
    def station(self) -> str:
        """The name this station signs its changes with in the audit trail."""
        return self._context.station

    @property
    def read_only(self) -> bool:
        """True for a display station: it shows everything and changes nothing."""
        return self._context.read_only

    @property
    def last_changes(self) -> Changes | None:
        """What the latest mutation through these services changed."""
        return self._context.last_changes

    def reading(self) -> AbstractContextManager[Session]:
        """A Session for reads that belong to no service area (writing a tournament file),
        closed and rolled back on return; a database gone away is DATABASE_UNREACHABLE, as
        for every read action."""
        return self._context.reading()

    def writing(self, changes: Changes) -> AbstractContextManager[UnitOfWork]:
        """One audited action that belongs to no service area (importing a tournament file),
        in the unit of work every service mutation runs in: refused on a display station,
        committed with its audit row (the action must call `UnitOfWork.log`) or rolled back
        whole, and `changes` announced to the listeners after the commit."""
        return self._context.writing(changes)

    def subscribe(self, listener: ChangeListener) -> None:
        """Call `listener(changes)` after every successful mutation."""
        self._context.listeners.append(listener)

    def unsubscribe(self, listener: ChangeListener) -> None:
        """Stop calling `listener`."""
        self._context.listeners.remove(listener)

    def backup(self, reason: str) -> Path | None:
        """A rolling copy of a SQLite database now (None for a server database)."""
        return self.database.backup(reason)

    def close(self) -> None:
        """Release the database connections."""
        self.database.engine.dispose()


def open_services(
    database: str | None = None,
    *,
    station: str = DEFAULT_STATION,
    backups_to_keep: int = DEFAULT_KEEP,
    read_only: bool = False,
) -> Services:
    """Open (creating or upgrading, after a backup) a database and return its services.

    `database`: None for the embedded default (`paths.default_database_path()`), a plain
    path for a SQLite file, or a SQLAlchemy URL (e.g. `postgresql+psycopg://...`).
    Raises ServiceError(DATABASE_TOO_NEW / NOT_A_DATABASE / DATABASE_UNREACHABLE, or TEXT_*
    for a bad station name), leaving the database untouched.

    `read_only=True` opens a display station: the database must already exist at the current
    schema (else DISPLAY_DATABASE_NOT_READY, nothing created or upgraded), the connections
    themselves are read-only (SQLite `mode=ro`, PostgreSQL `default_transaction_read_only`),
    and every action is refused with READ_ONLY_STATION before it reaches the database.
    """
    # Checked before opening: a refused name must not upgrade or back up anything.
    station = clean_text(station, STATION)
    target: str | Path = default_database_path() if database is None else database
    with _storage_refusals():
        if read_only:
            opened = _open_for_display(target, keep_backups=backups_to_keep)
        else:
            opened = open_database(target, keep_backups=backups_to_keep)
    return Services(opened, station=station, read_only=read_only)


def database_file(database: str | Path) -> Path | None:
    """The file of a SQLite database named as a path or a URL, as opening reads the name;
    None for a server. DATABASE_ADDRESS for an address Torneo cannot open."""
    with _storage_refusals():
        return sqlite_path(database_url(database))


def recover_from_copy(database: str | Path, copy: DatabaseCopy) -> Path:
    """Put `copy` (one of the automatic copies of the SQLite file `database`) in the place
    of a database that can no longer be opened (DATABASE_DAMAGED); returns where the
    damaged file was moved: beside it, as `<name>-damaged-<UTC time>.sqlite3`, with its
    -wal and -shm, never deleted (what it still holds may be read back by an expert).

    Unlike `restore_copy` no copy of the database is taken first: a damaged file cannot be
    read whole. The copy is checked first as opening checks a database (NOT_A_DATABASE,
    DATABASE_DAMAGED, DATABASE_TOO_NEW), before anything moves; DATABASE_WRITE_FAILED when
    the file cannot be moved (another program holds it open) or the copy written.
    """
    path = Path(database)
    _check_copy(copy)
    with _writing_file(path):
        aside = set_aside(path, "damaged")
        copy_sqlite(copy.path, path)
    return aside


def _check_copy(copy: DatabaseCopy) -> None:
    """Refused as opening refuses a database (an empty copy too) unless `copy` would open."""
    with _storage_refusals():
        if sqlite_revision(copy.path) is None:
            raise NotATorneoDatabase(str(copy.path), "empty")


@contextmanager
def _writing_file(path: Path) -> Iterator[None]:
    """A full disk, a locked or held file while `path` is written: DATABASE_WRITE_FAILED
    (SQLite's backup API and the renames change all or nothing, as the sentence says)."""
    try:
        yield
    except (OSError, sqlite3.Error) as error:
        raise ServiceError(
            ErrorCode.DATABASE_WRITE_FAILED, {"path": str(path), "detail": str(error)}
        ) from None


@contextmanager
def _storage_refusals() -> Iterator[None]:
    """Storage's refusals of a file or server as the director's errors."""
    try:
        yield
    except DatabaseTooNew as error:
        raise ServiceError(
            ErrorCode.DATABASE_TOO_NEW, {"path": error.location, "found": error.revision}
        ) from None
    except DatabaseDamaged as error:
        raise ServiceError(
            ErrorCode.DATABASE_DAMAGED, {"path": error.location, "detail": error.detail}
        ) from None
    except NotATorneoDatabase as error:
        raise ServiceError(
            ErrorCode.NOT_A_DATABASE, {"path": error.location, "detail": error.detail}
        ) from None
    except DatabaseUnreachable as error:
        raise ServiceError(
            ErrorCode.DATABASE_UNREACHABLE, {"path": error.location, "detail": error.detail}
        ) from None
    except InMemoryDatabase as error:
        raise ServiceError(ErrorCode.DATABASE_IN_MEMORY, {"path": error.location}) from None
    except UnsupportedAddress as error:
        raise ServiceError(ErrorCode.DATABASE_ADDRESS, {"path": error.location}) from None


def restore_copy(database: str | Path, copy: DatabaseCopy) -> Path:
    """Take the SQLite file `database` back to `copy` (one of its automatic copies); returns
    the copy of the database as it was just before, kept among the automatic copies.

    Every `Services` on `database` in this process must be closed first, and the other
    stations should be, since their next screens read the copy. The copy is checked as
    opening checks a database (NOT_A_DATABASE for an empty or foreign file, DATABASE_DAMAGED,
    DATABASE_TOO_NEW), before anything is written; one at an older schema is upgraded when
    the database is opened next. Reopen it with `open_services`, then
    `services.backups.record_restore` puts the restore in its log.
    """
    path = Path(database)
    _check_copy(copy)
    # The copy chosen may be the oldest kept, which this safety copy would prune: keep one
    # more until the restore is done, then the usual number.
    kept = len(backups_of(path)) + 1
    with _writing_file(path):
        safety = backup_sqlite(path, reason="before-restore", keep=max(kept, DEFAULT_KEEP))
        restore_sqlite(copy.path, path)
    prune(path, keep=DEFAULT_KEEP)
    return safety


def _open_for_display(target: str | Path, *, keep_backups: int) -> Database:
    """Open an existing, current database over read-only connections, writing nothing.

    Storage's `open_database` would create a missing database or upgrade an old one; a
    display station must do neither, so the schema is read first through a read-only engine.
    A file storage refuses anyway (foreign, damaged, too new) goes on to `open_database`,
    which refuses it before writing and words why.
    """
    url = database_url(target)
    path = sqlite_path(url)
    shown = str(path) if path else shown_url(url)
    if path is not None and not path.exists():
        raise ServiceError(ErrorCode.DISPLAY_DATABASE_NOT_READY, {"path": shown})
    engine = _read_only_engine(url)
    try:
        with engine.connect() as connection:
            tables = set(inspect(connection).get_table_names())
            revision = stored_revision(connection)
    except DBAPIError:
        tables, revision = {"?"}, None  # unreadable: storage's checks below say why
    if not tables or (revision in known_revisions() and revision != head_revision()):
        engine.dispose()
        raise ServiceError(ErrorCode.DISPLAY_DATABASE_NOT_READY, {"path": shown})
    try:
        # At the current schema, so this only runs storage's checks (damage, foreign file).
        checked = open_database(target, keep_backups=keep_backups)
    except BaseException:
        engine.dispose()
        raise
    checked.engine.dispose()
    return Database(engine, url, keep_backups)


def _read_only_engine(url: URL) -> Engine:
    """An engine whose connections cannot write: a backstop behind the services' own check."""
    path = sqlite_path(url)
    if path is None:
        # Every transaction on these PostgreSQL sessions starts READ ONLY.
        return create_engine(
            url,
            pool_pre_ping=True,
            connect_args={"options": "-c default_transaction_read_only=on"},
        )

    def connect() -> sqlite3.Connection:
        return sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False)

    engine = create_engine(url, creator=connect)
    event.listen(engine, "connect", _read_only_pragmas)
    return engine


def _read_only_pragmas(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    """Wait for the director's writes instead of failing; no WAL switch (that writes)."""
    dbapi_connection.execute("PRAGMA foreign_keys=ON")
    dbapi_connection.execute("PRAGMA busy_timeout=10000")
