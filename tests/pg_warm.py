"""Server connections kept warm from one test to the next on the same reused database.

A new PostgreSQL connection costs the server a process, and that process then reads the
catalogue for every table and index it first touches: a test's first service calls on a
fresh connection took about 30 ms more than the same calls on a connection that had already
seen the schema (a built evening: 52-58 ms against 24 ms here). The window, a station or a
command keeps its connections for the evening; a test process opens a new engine for almost
every test, and paid that start again each time.

So a connection to a database that tests/pg_reuse.py hands out again is not closed when the
test's engine lets it go: it waits here, idle, with its session put back as a new one has it
(no transaction, no listening, no advisory lock, every setting at its connection default), and
the next engine that connects to the same database with the same arguments gets it. Its
server process has the catalogue read and the statements psycopg prepared on it still
prepared; the rows it sees are whatever the database holds, as for any new connection.

A connection is kept only when it is plainly reusable (open, not broken, idle outside a
transaction); one the server ended while it waited (the database dropped, the test harness
ending a test's leftovers) shows as readable on its socket and is closed instead. Connections
to any other database (the migrated template, a test's own throwaway database, a server made
to hang) close as before: only names pg_reuse declares take part.
"""

from __future__ import annotations

import select
from typing import Any

import psycopg
from psycopg import pq

from tournament_app.storage import server as server_module

_real_connect = server_module.bounded_connect
# The databases whose connections are kept between tests (pg_reuse's), and for each the
# connections waiting, by the arguments they were opened with.
_kept_databases: set[str] = set()
_waiting: dict[str, dict[str, list[WarmConnection]]] = {}
# Run at hand-over: what a connection's last user may have changed in its session.
_RESET = "UNLISTEN *; SELECT pg_advisory_unlock_all(); RESET ALL"


class WarmConnection(server_module.BoundedConnection):
    """A bounded connection that, closed by its engine, waits for the next one instead."""

    _warm_key: tuple[str, str] | None = None

    def close(self) -> None:
        key = self._warm_key
        if key is None or key[0] not in _kept_databases or not _reusable(self):
            super().close()
            return
        try:
            self.execute(_RESET)
            self.commit()  # the statements above began a transaction (SQLAlchemy's way)
        except psycopg.Error:
            super().close()
            return
        _waiting.setdefault(key[0], {}).setdefault(key[1], []).append(self)

    def really_close(self) -> None:
        super().close()


def warm_connect(*args: Any, **kwargs: Any) -> server_module.BoundedConnection:
    """`storage.server.bounded_connect`, giving a waiting connection to the same database
    with the same arguments when there is a sound one."""
    database = str(kwargs.get("dbname") or "")
    if database not in _kept_databases:
        return _real_connect(*args, **kwargs)
    # The adapters' map (`context`) is each engine's own copy of the same dialect's map.
    arguments = repr((args, sorted((k, v) for k, v in kwargs.items() if k != "context")))
    waiting = _waiting.get(database, {}).get(arguments, [])
    while waiting:
        connection = waiting.pop()
        if _reusable(connection) and not _readable(connection):
            return connection
        connection.really_close()
    connection = WarmConnection.connect(*args, **kwargs)
    connection._warm_key = (database, arguments)
    return connection


def keep_warm(database: str) -> None:
    """Keep the connections tests make to `database` (a reused one) for the next test."""
    _kept_databases.add(database)


def let_go(database: str) -> None:
    """Close every connection kept for `database` and keep no more (it is being dropped, or
    copied whole, which nobody may be connected to)."""
    _kept_databases.discard(database)
    for connections in _waiting.pop(database, {}).values():
        for connection in connections:
            connection.really_close()


def waiting_pids(database: str) -> list[int]:
    """The server processes of the connections kept for `database`."""
    return [
        connection.info.backend_pid
        for connections in _waiting.get(database, {}).values()
        for connection in connections
        if not connection.closed
    ]


def _reusable(connection: psycopg.Connection[Any]) -> bool:
    return (
        not connection.closed
        and not connection.broken
        and connection.info.transaction_status == pq.TransactionStatus.IDLE
    )


def _readable(connection: psycopg.Connection[Any]) -> bool:
    """Something arrived on an idle connection: the server ended it (or told it so)."""
    try:
        ready, _, _ = select.select([connection.fileno()], [], [], 0)
    except (OSError, ValueError):
        return True
    return bool(ready)


server_module.bounded_connect = warm_connect  # type: ignore[assignment]
