"""The test harness's warm server connections (tests/pg_warm.py): the next test on a reused
database gets the connection the last one let go, as a new session, never one the server
ended; connections to any other database close as before."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine, make_url, text

from tests import databases, pg_warm
from tests.pg_reuse import ReusedDatabases
from tournament_app.storage.engine import make_engine


@contextmanager
def engine_on(url: str) -> Iterator[Engine]:
    """An engine as Torneo makes one (its connections through storage.server), let go after."""
    engine = make_engine(make_url(url))
    try:
        yield engine
    finally:
        engine.dispose()


def backend_pid(engine: Engine) -> int:
    with engine.connect() as connection:
        return int(connection.execute(text("SELECT pg_backend_pid()")).scalar_one())


def connected_pids(reused: ReusedDatabases, name: str) -> set[int]:
    admin = reused._connection(name)
    rows = admin.execute(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
        "AND pid <> pg_backend_pid()"
    )
    return {int(row[0]) for row in rows}


def test_the_next_engine_on_a_reused_database_gets_the_last_ones_connection_as_new(
    _postgres_reused: ReusedDatabases,
) -> None:
    name = _postgres_reused.take()
    url = _postgres_reused.url(name)
    with engine_on(url) as engine, engine.begin() as connection:
        first = int(connection.execute(text("SELECT pg_backend_pid()")).scalar_one())
        connection.execute(text("SET application_name = 'left by the last test'"))
        connection.execute(text("SELECT pg_advisory_lock(4242)"))
        connection.execute(text("INSERT INTO clubs (name) VALUES ('Circolo Sud')"))
    _postgres_reused.give_back(name)

    again = _postgres_reused.take()
    assert again == name
    with engine_on(_postgres_reused.url(again)) as engine, engine.connect() as connection:
        assert int(connection.execute(text("SELECT pg_backend_pid()")).scalar_one()) == first
        # A new session: its settings at their defaults, no lock held, no row of the last test.
        assert connection.execute(text("SHOW application_name")).scalar_one() == ""
        held = text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'")
        assert connection.execute(held).scalar_one() == 0
        assert connection.execute(text("SELECT count(*) FROM clubs")).scalar_one() == 0
    _postgres_reused.give_back(again)


def test_a_connection_the_server_ended_while_it_waited_is_never_given_out(
    _postgres_reused: ReusedDatabases,
) -> None:
    name = _postgres_reused.take()
    url = _postgres_reused.url(name)
    with engine_on(url) as engine:
        ended = backend_pid(engine)
    admin = _postgres_reused._connection(name)
    admin.execute("SELECT pg_terminate_backend(%s)", [ended])
    admin.execute("SELECT pg_sleep(0.2)")  # the server's notice reaches the waiting socket

    with engine_on(url) as engine, engine.connect() as connection:
        assert int(connection.execute(text("SELECT pg_backend_pid()")).scalar_one()) != ended
        assert connection.execute(text("SELECT count(*) FROM clubs")).scalar_one() == 0
    _postgres_reused.give_back(name)


def test_handing_a_database_back_ends_a_tests_leftover_but_not_the_waiting_one(
    _postgres_reused: ReusedDatabases,
) -> None:
    name = _postgres_reused.take()
    url = _postgres_reused.url(name)
    leftover_engine = make_engine(make_url(url))
    leftover = leftover_engine.connect()  # a test that forgot to close its connection
    leftover_pid = int(leftover.execute(text("SELECT pg_backend_pid()")).scalar_one())
    with engine_on(url) as engine:
        waiting = backend_pid(engine)
    assert {waiting, leftover_pid} <= connected_pids(_postgres_reused, name)

    _postgres_reused.give_back(name)
    assert name == _postgres_reused.take()
    # The server ends a process a moment after it is told to: bounded, 5 s at most.
    for _ in range(250):
        if leftover_pid not in connected_pids(_postgres_reused, name):
            break
        _postgres_reused._connection(name).execute("SELECT pg_sleep(0.02)")
    connected = connected_pids(_postgres_reused, name)
    assert leftover_pid not in connected
    assert waiting in connected
    # Earlier tests of this process may have left more waiting on it (several stations
    # open): whatever is still connected is a connection kept for the next test, no other.
    assert connected <= set(pg_warm.waiting_pids(name))
    leftover.invalidate()
    leftover_engine.dispose()
    _postgres_reused.give_back(name)


def test_connections_to_other_databases_close_and_a_dropped_database_keeps_none(
    _postgres_reused: ReusedDatabases, server_url: str
) -> None:
    with engine_on(server_url) as engine:
        backend_pid(engine)
    other = server_url.rsplit("/", 1)[1]
    assert pg_warm.waiting_pids(other) == []
    admin = databases.plain(databases.postgres_admin_url() or "")
    import psycopg

    with psycopg.connect(admin, autocommit=True) as connection:
        still = connection.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = %s", [other]
        ).fetchone()
    assert still == (0,)

    name = _postgres_reused.take()
    with engine_on(_postgres_reused.url(name)) as engine:
        backend_pid(engine)
    # Earlier tests of this process may have left more waiting on it (several stations open).
    assert pg_warm.waiting_pids(name)
    pg_warm.let_go(name)
    assert pg_warm.waiting_pids(name) == []
    pg_warm.keep_warm(name)
    _postgres_reused.give_back(name)
