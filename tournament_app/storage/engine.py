"""Making SQLAlchemy engines: the SQLite pragmas on every connection, PostgreSQL via psycopg 3."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError

from tournament_app.storage.addresses import masked_address
from tournament_app.storage.errors import InMemoryDatabase, UnsupportedAddress

# The addresses Torneo opens, by their scheme: a SQLite file through Python's own sqlite3,
# and PostgreSQL through psycopg 3, the one server driver it ships. Any other scheme would
# make SQLAlchemy load a driver that is not there (psycopg2, MySQLdb) or no driver at all.
SQLITE_SCHEMES = frozenset({"sqlite", "sqlite+pysqlite"})
POSTGRESQL_SCHEMES = frozenset({"postgresql", "postgres", "postgresql+psycopg"})


def database_url(database: str | Path) -> URL:
    """The SQLAlchemy URL for a plain path (a SQLite file) or a URL given as text.

    Raises UnsupportedAddress for an address Torneo cannot open (another database, another
    driver, a malformed URL), InMemoryDatabase for one that would keep nothing, before any
    driver is loaded or any file touched."""
    text = str(database)
    if _in_memory(text):
        raise InMemoryDatabase(masked_address(text), "in_memory")
    if "://" in text:
        try:
            url = make_url(text)
        except (ArgumentError, ValueError):
            raise UnsupportedAddress(masked_address(text), "malformed") from None
        scheme = url.drivername.lower()
        if scheme not in SQLITE_SCHEMES | POSTGRESQL_SCHEMES:
            raise UnsupportedAddress(shown_url(url), scheme)
        if scheme in POSTGRESQL_SCHEMES:
            # psycopg 3 is the driver Torneo ships; plain "postgresql://" would ask for psycopg2.
            url = url.set(drivername="postgresql+psycopg")
        return url
    return URL.create("sqlite", database=str(Path(text).expanduser().resolve()))


def _in_memory(text: str) -> bool:
    """True for every way of naming an in-memory SQLite database: `sqlite://` (no file),
    `sqlite:///:memory:`, `:memory:`, and SQLite's URIs `file::memory:` or `?mode=memory`."""
    stripped = text.strip()
    lowered = stripped.lower()
    scheme, sep, rest = lowered.partition("://")
    if sep and scheme in SQLITE_SCHEMES:
        name = rest.removeprefix("/").partition("?")[0]
        if not name or name.strip() == ":memory:" or "mode=memory" in rest:
            return True
        lowered = rest.removeprefix("/")
    elif sep:
        return False
    return lowered == ":memory:" or (
        lowered.startswith("file:") and (":memory:" in lowered or "mode=memory" in lowered)
    )


def shown_url(url: URL) -> str:
    """A URL as messages show it: every password in it masked (`masked_address`), the one
    after the user as much as one given as a parameter, which SQLAlchemy would show."""
    return masked_address(url.render_as_string(hide_password=False))


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


# Every server engine: no hstore lookup on an engine's first connection (Torneo stores none;
# SQLAlchemy would ask the server for it, three round trips). Its pooled connections are
# checked after they lay idle (storage/server.py), not before every use.
SERVER_ENGINE_OPTIONS: dict[str, Any] = {"use_native_hstore": False}


def _bounded_connect(_dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
    """Every server connection waits a bounded time for an answer (storage/server.py)."""
    from tournament_app.storage.server import bounded_connect

    return bounded_connect(*cargs, **cparams)


def make_engine(url: URL) -> Engine:
    """An engine for `url`; SQLite connections get the pragmas above on every connect, server
    connections the timeouts of storage/server.py.

    UnsupportedAddress when its driver cannot be loaded (a URL built by hand, past
    `database_url`'s check): the director reads which addresses work, not a traceback."""
    try:
        if is_sqlite(url):
            engine = create_engine(url)
            event.listen(engine, "connect", _sqlite_pragmas)
            return engine
        return server_engine(url)
    except (ImportError, NoSuchModuleError):
        raise UnsupportedAddress(shown_url(url), url.drivername) from None


# What a read-only call may send on a server: reads alone.
_READS = ("SELECT", "WITH")


def reading_engine(engine: Engine) -> Engine:
    """`engine` as read-only calls use it. On a server, its statements run each on its own,
    without the BEGIN before and the ROLLBACK after them: two round trips of the three or
    four a short read took. They see the same: under READ COMMITTED, the server's level, a
    SELECT sees what was committed when it starts, inside a transaction or not. A statement
    that would write is refused there (ReadOnlyCallWrote): it would no longer be rolled back
    with the call, and no read-only call has anything to write.

    On SQLite, the engine itself: Python's sqlite3 begins no transaction for a read, and
    anything written is rolled back with the call, as ever (the guard's event would cost a
    read call a tenth of a millisecond there)."""
    if is_sqlite(engine.url):
        return engine
    reader = engine.execution_options(isolation_level="AUTOCOMMIT")
    event.listen(reader, "before_cursor_execute", _refuse_writes)
    return reader


class ReadOnlyCallWrote(RuntimeError):
    """A fault of the program: a read-only call sent a statement that writes."""


def _refuse_writes(_connection: Any, _cursor: Any, statement: str, *_args: Any) -> None:
    if not statement.lstrip()[:6].upper().startswith(_READS):
        raise ReadOnlyCallWrote(f"a read-only call tried to write: {statement[:80]}")


def server_engine(url: URL, *, read_only: bool = False) -> Engine:
    """An engine on a PostgreSQL server: the bounded waits of storage/server.py, its pooled
    connections checked once they lay idle, and (`read_only`, a display station) every
    transaction READ ONLY."""
    # Imported here: psycopg is loaded only by stations that use a server.
    from tournament_app.storage.server import check_when_idle, server_connect_args

    engine = create_engine(
        url, connect_args=server_connect_args(read_only=read_only), **SERVER_ENGINE_OPTIONS
    )
    event.listen(engine, "do_connect", _bounded_connect)
    check_when_idle(engine)
    return engine
