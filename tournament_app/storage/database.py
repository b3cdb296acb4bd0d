"""Opening a Torneo database: check what it is, back it up, migrate it, hand out the engine.

A database from a newer Torneo, or a file that is not a Torneo database, is refused before
anything writes to it (not even the WAL pragma, which would change the file).
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, inspect, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError

from tournament_app.storage.backups import (
    DEFAULT_KEEP,
    backup_sqlite,
    is_automatic_copy,
    read_only_uri,
)
from tournament_app.storage.engine import (
    database_url,
    is_sqlite,
    make_engine,
    reading_engine,
    shown_url,
    sqlite_path,
)
from tournament_app.storage.errors import (
    DISK_IO,
    FILE_UNOPENABLE,
    FOLDER_MISSING,
    AutomaticCopyOpened,
    DatabaseDamaged,
    DatabaseReadOnly,
    DatabaseTooNew,
    DatabaseUnreachable,
    NotATorneoDatabase,
    server_reason,
)

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# Each migration file is named after its revision ("0003_longer_player_names.py" is "0003"),
# and each revision follows the one before: tests/storage/test_migrations.py holds Alembic to
# this. Reading the names instead of asking Alembic keeps Alembic, Mako and Pygments out of
# every start on a current database (about a sixth of a second), loading them only to upgrade.
REVISION_FILE = re.compile(r"^(\d{4})_\w+\.py$")


@dataclass
class Database:
    """An open, current database: its engine, where it is, and how to back it up."""

    engine: Engine
    url: URL
    keep_backups: int = DEFAULT_KEEP
    read_only: bool = False
    """Opened by a display station (`storage.read_only`): its connections cannot write, and
    no copy of it is taken."""

    @cached_property
    def reader(self) -> Engine:
        """The engine read-only calls use: the same connections, reads alone
        (`storage.engine.reading_engine`)."""
        return reading_engine(self.engine)

    @property
    def path(self) -> Path | None:
        """The SQLite file (None for a server database)."""
        return sqlite_path(self.url)

    def backup(self, reason: str) -> Path | None:
        """A rolling copy of a SQLite database (None for PostgreSQL, backed up by its server).

        DatabaseReadOnly on a display station's database: it writes nothing, beside the file
        either (its folder may not even be writable)."""
        if self.read_only:
            raise DatabaseReadOnly(self.location, "backup")
        path = self.path
        if path is None or not path.exists():
            return None
        return backup_sqlite(path, reason=reason, keep=self.keep_backups)

    @property
    def location(self) -> str:
        """The file path or the URL without its password, for messages."""
        return str(self.path) if self.path else shown_url(self.url)


def alembic_config() -> Config:
    """Alembic's configuration pointing at the migrations shipped in this package."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def head_revision() -> str:
    """The newest schema revision this Torneo knows."""
    return max(known_revisions())


@cache
def known_revisions() -> frozenset[str]:
    """Every schema revision this Torneo knows, read from the migration files' names."""
    found = (REVISION_FILE.match(path.name) for path in (MIGRATIONS / "versions").iterdir())
    return frozenset(match.group(1) for match in found if match)


def open_database(database: str | Path, *, keep_backups: int = DEFAULT_KEEP) -> Database:
    """Open `database` (a path or a URL), creating or upgrading its schema as needed.

    An older schema is backed up first, then upgraded. Raises DatabaseTooNew,
    NotATorneoDatabase or DatabaseUnreachable without changing anything, and
    AutomaticCopyOpened for one of a database's automatic copies (a display station opens
    those through `storage.read_only`).
    """
    url = database_url(database)
    path = sqlite_path(url)
    if path is not None and is_automatic_copy(path):
        raise AutomaticCopyOpened(str(path), str(path.parent))
    if path is not None:
        revision = _sqlite_revision(path)
        engine = make_engine(url)
    else:
        # The engine that reads the revision keeps its connection for the work that follows:
        # a server connection costs more than the query.
        engine = make_engine(url)
        try:
            revision = _server_revision(engine)
        except BaseException:
            engine.dispose()
            raise
    if revision is not None and revision not in known_revisions():
        engine.dispose()
        raise DatabaseTooNew(str(path or shown_url(url)), revision)
    opened = Database(engine, url, keep_backups)
    if revision != head_revision():
        if revision is not None:
            opened.backup(f"before-upgrade-from-{revision}")
        upgrade(opened.engine)
    return opened


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Run the migrations up to `revision` on `engine`'s database."""
    sqlite = is_sqlite(engine.url)
    with engine.connect() as connection:
        if sqlite:
            # Batch migrations copy tables; with foreign keys on, dropping the old copy
            # would cascade into the children. The pragma only works outside a transaction.
            connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
            # The sqlite3 driver runs DDL outside any transaction, so a crash between a
            # migration's changes and the new revision would leave a half-upgraded file.
            # One explicit transaction makes the whole upgrade land, or none of it.
            connection.exec_driver_sql("BEGIN")
        from alembic import command

        config = alembic_config()
        config.attributes["connection"] = connection
        if revision == "head" and not inspect(connection).get_table_names():
            # A new database is made from the models and stamped as current: the same schema
            # as replaying every migration (tests/storage/test_fresh_schema.py holds them
            # equal), in a fifth of the time a director waits for a new tournament file.
            from tournament_app.storage.models import Base

            Base.metadata.create_all(connection)
            command.stamp(config, revision)
        else:
            command.upgrade(config, revision)
        connection.commit()
        if sqlite:
            connection.exec_driver_sql("PRAGMA foreign_keys=ON")


def current_revision(engine: Engine) -> str | None:
    """The schema revision stored in a database (None when it has none)."""
    with engine.connect() as connection:
        return stored_revision(connection)


def stored_revision(connection: Connection) -> str | None:
    """The revision in a database's alembic_version table (None without the table or a row)."""
    if "alembic_version" not in inspect(connection).get_table_names():
        return None
    return _revision_row(connection)


def server_revision(connection: Connection, shown: str) -> str | None:
    """The revision of the server database on `connection`; None when it has no tables yet,
    NotATorneoDatabase (naming it `shown`) when they are another program's. The server is
    asked for its tables once: every question is a round trip on the club's network."""
    tables = set(inspect(connection).get_table_names())
    if not tables:
        return None
    if "alembic_version" not in tables:
        raise NotATorneoDatabase(shown, "tables of another program")
    return _revision_row(connection)


def _revision_row(connection: Connection) -> str | None:
    row = connection.execute(text("SELECT version_num FROM alembic_version")).first()
    return str(row[0]) if row else None


def sqlite_revision(
    path: Path, *, connect: Callable[[Path], sqlite3.Connection] | None = None
) -> str | None:
    """The schema revision of a SQLite file that `open_database` would open, read without
    writing a byte (None for an empty file); refused as `open_database` refuses it
    (DatabaseTooNew, NotATorneoDatabase, DatabaseDamaged, DatabaseUnreachable).

    `connect` opens the file read-only (`mode=ro` unless told otherwise: a display station
    passes the way it reads a file it cannot write beside)."""
    revision = _sqlite_revision(path, connect)
    if revision is not None and revision not in known_revisions():
        raise DatabaseTooNew(str(path), revision)
    return revision


def _read_only_connection(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(read_only_uri(path), uri=True)


def _sqlite_revision(
    path: Path, connect: Callable[[Path], sqlite3.Connection] | None = None
) -> str | None:
    """The revision of a SQLite file, read without writing; None for a new or empty file."""
    if not path.exists():
        if not path.parent.is_dir():
            raise DatabaseUnreachable(str(path), FOLDER_MISSING)
        return None
    if path.is_dir():
        raise NotATorneoDatabase(str(path), "a folder")
    # No plain open() of the file here: closing any descriptor on a database this process
    # already has open drops SQLite's POSIX locks on it, and another writer can then corrupt
    # it. SQLite itself tells a foreign or empty file apart.
    try:
        connection = (connect or _read_only_connection)(path)
        try:
            tables = {
                row[0]
                for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            if not tables:
                return None
            if "alembic_version" not in tables:
                raise NotATorneoDatabase(str(path), "tables of another program")
            rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
            # A file damaged past its first pages still shows its tables; SQLite's own check
            # finds it before the director starts entering results into it.
            verdict = [row[0] for row in connection.execute("PRAGMA quick_check(5)")]
            if verdict != ["ok"]:
                raise DatabaseDamaged(str(path), "; ".join(map(str, verdict)))
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        if "malformed" in str(error):
            raise DatabaseDamaged(str(path), str(error)) from None
        if "unable to open" in str(error):
            raise DatabaseUnreachable(str(path), FILE_UNOPENABLE) from None
        if "disk I/O error" in str(error):
            # The file may be a sound Torneo database: a full or failing disk stops SQLite
            # before it reads a page (it cannot make the -shm file beside it).
            raise DatabaseUnreachable(str(path), DISK_IO) from None
        raise NotATorneoDatabase(str(path), str(error)) from None
    return str(rows[0][0]) if rows else None


def _server_revision(engine: Engine) -> str | None:
    """The revision of a server database; None when it has no tables yet."""
    try:
        with engine.connect() as connection:
            return server_revision(connection, shown_url(engine.url))
    except DBAPIError as error:
        # The driver's words (a refused connection, an unknown host, a wrong password) as a
        # reason the services word in the director's language.
        raise DatabaseUnreachable(shown_url(engine.url), server_reason(str(error.orig))) from None
