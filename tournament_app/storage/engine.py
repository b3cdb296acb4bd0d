"""Making SQLAlchemy engines: the SQLite pragmas on every connection, PostgreSQL via psycopg 3."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url


def database_url(database: str | Path) -> URL:
    """The SQLAlchemy URL for a plain path (a SQLite file) or a URL given as text."""
    text = str(database)
    if "://" in text:
        url = make_url(text)
        if url.drivername in ("postgresql", "postgres"):
            # psycopg 3 is the driver Torneo ships; plain "postgresql://" would ask for psycopg2.
            url = url.set(drivername="postgresql+psycopg")
        return url
    return URL.create("sqlite", database=str(Path(text).expanduser().resolve()))


def is_sqlite(url: URL) -> bool:
    """True for a SQLite URL."""
    return url.get_backend_name() == "sqlite"


def sqlite_path(url: URL) -> Path | None:
    """The file behind a SQLite URL (None for an in-memory database)."""
    if not is_sqlite(url) or url.database in (None, "", ":memory:"):
        return None
    return Path(str(url.database))


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """WAL for concurrent readers, FULL sync so a power cut loses nothing, enforced FKs."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def make_engine(url: URL) -> Engine:
    """An engine for `url`; SQLite connections get the pragmas above on every connect."""
    if is_sqlite(url):
        engine = create_engine(url)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)
