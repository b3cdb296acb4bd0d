"""Opening a database for a display station (a screen in the hall): connections that cannot
write, on a database that must already exist at the current schema.

The services refuse a display station's every action; these connections are the backstop
behind them, so that a path which forgets the check (or code talking to the engine directly)
still cannot change the database. Nothing here creates, upgrades or backs up anything.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import NullPool

from tournament_app.storage.backups import DEFAULT_KEEP, read_only_uri
from tournament_app.storage.database import (
    Database,
    head_revision,
    known_revisions,
    server_revision,
    sqlite_revision,
)
from tournament_app.storage.engine import (
    database_url,
    server_engine,
    shown_url,
    sqlite_path,
)
from tournament_app.storage.errors import (
    DatabaseNotReady,
    DatabaseTooNew,
    DatabaseUnreachable,
    server_reason,
)


def open_read_only(database: str | Path, *, keep_backups: int = DEFAULT_KEEP) -> Database:
    """`database` (a path or a URL) over connections that cannot write, without writing.

    DatabaseNotReady for a file or server that does not hold a Torneo database at the
    current schema (missing, empty, older: the director's station creates or upgrades it);
    DatabaseTooNew, NotATorneoDatabase, DatabaseDamaged, DatabaseUnreachable as
    `open_database` refuses them. The file, its folder and the server are left as they were.
    """
    url = database_url(database)
    path = sqlite_path(url)
    shown = str(path) if path is not None else shown_url(url)
    if path is not None:
        if not path.exists():
            raise DatabaseNotReady(shown)
        revision = sqlite_revision(path, connect=connect_read_only)
        engine = read_only_engine(url)
    else:
        engine = read_only_engine(url)
        try:
            revision = _server_revision(engine, shown)
        except BaseException:
            engine.dispose()
            raise
    if revision != head_revision():
        engine.dispose()
        raise DatabaseNotReady(shown)
    return Database(engine, url, keep_backups, read_only=True)


def _server_revision(engine: Engine, shown: str) -> str | None:
    """The schema revision of a server database, read through the read-only engine."""
    try:
        with engine.connect() as connection:
            revision = server_revision(connection, shown)
    except DBAPIError as error:
        raise DatabaseUnreachable(shown, server_reason(str(error.orig))) from None
    if revision is not None and revision not in known_revisions():
        raise DatabaseTooNew(shown, revision)
    return revision


def read_only_engine(url: URL) -> Engine:
    """An engine whose every connection refuses to write.

    PostgreSQL: each session starts with `default_transaction_read_only`, so every
    transaction on it is READ ONLY. SQLite: `connect_read_only` (`mode=ro`, and
    `query_only`), one connection per use (NullPool): a connection that had to read the file
    as immutable is never kept once the director's station is writing beside it.
    """
    path = sqlite_path(url)
    if path is None:
        return server_engine(url, read_only=True)
    engine = create_engine(url, creator=lambda: connect_read_only(path), poolclass=NullPool)
    event.listen(engine, "connect", _read_only_pragmas)
    return engine


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection to the SQLite file `path` that cannot write (`mode=ro`, `query_only`).

    A database in WAL mode is read through its -shm file, which a reader creates when it is
    missing. Where it cannot (a folder, a share or a disk this station may not write: a
    CD, a read-only network share) and there is no -wal either, the file is opened
    `immutable=1`: SQLite then takes no lock and reads no -wal, which is only right for a file
    nobody writes. With no -wal beside it no writer is at work on it now; and since each
    connection is made anew for one read (NullPool), the next read after a director's
    station starts writing there (it creates the -wal and -shm) goes back to the ordinary
    way and sees every change. `nolock=1` would not help: it still needs the -shm.
    A file that cannot be read at all fails as before (DatabaseUnreachable upstream).
    """
    connection = sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False)
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError:
        connection.close()
        if not _cannot_write_beside(path):
            raise
        connection = sqlite3.connect(
            f"{read_only_uri(path)}&immutable=1", uri=True, check_same_thread=False
        )
    connection.execute("PRAGMA query_only=ON")
    return connection


def _cannot_write_beside(path: Path) -> bool:
    """True when this station can create no -shm beside `path` and no -wal is there: the
    only case `connect_read_only` reads the file as immutable."""
    wal = path.with_name(path.name + "-wal")
    return path.exists() and not wal.exists() and not os.access(path.parent, os.W_OK)


def _read_only_pragmas(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    """Wait for the director's writes instead of failing; no WAL switch (that writes)."""
    dbapi_connection.execute("PRAGMA foreign_keys=ON")
    dbapi_connection.execute("PRAGMA busy_timeout=10000")
