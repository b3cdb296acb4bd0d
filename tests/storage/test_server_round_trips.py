"""What a call costs on the club's server in round trips, read off the wire (libpq's own trace
of every message a connection sends), and what a station does when the server dropped its
connections while it waited between two actions."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import pq
from sqlalchemy import Engine, event

from tests import databases
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    ServiceError,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.storage import server as server_module
from tournament_app.storage.read_only import open_read_only


class Wire:
    """The messages a traced engine's connections sent to the server, and how often they
    waited for it to be ready again (each wait is a round trip)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def lines(self) -> list[str]:
        return self.path.read_text(encoding="utf-8", errors="replace").splitlines()

    @property
    def round_trips(self) -> int:
        return sum("\tReadyForQuery\t" in line for line in self.lines())

    @property
    def sent(self) -> list[str]:
        """What each round trip carried: a simple query's text, or an extended query's
        statement (a statement the connection prepared before is sent by name alone)."""
        sent: list[str] = []
        pending: str | None = None
        for line in self.lines():
            fields = line.split("\t")
            if fields[0] != "F":
                continue
            if fields[2] == "Query":
                sent.append(fields[3].strip().strip('"'))
            elif fields[2] == "Parse":
                pending = fields[3].split('"')[3]
            elif fields[2] == "Bind" and pending is None:
                name = fields[3].split('"')[3]
                pending = f"(prepared {name})"
            elif fields[2] == "Sync":
                sent.append(pending or "")
                pending = None
        return sent


@contextmanager
def traced(engine: Engine, path: Path) -> Iterator[Wire]:
    """Trace every connection `engine` hands out while inside, to `path`."""
    out = path.open("w", encoding="utf-8")

    def checked_out(dbapi_connection: Any, *_args: Any) -> None:
        dbapi_connection.pgconn.trace(out.fileno())
        dbapi_connection.pgconn.set_trace_flags(pq.Trace.SUPPRESS_TIMESTAMPS)

    def checked_in(dbapi_connection: Any, *_args: Any) -> None:
        if not dbapi_connection.closed:
            dbapi_connection.pgconn.untrace()

    # Inserted first: the pool's own checkout hooks (the idle check) are traced too.
    event.listen(engine, "checkout", checked_out, insert=True)
    event.listen(engine, "checkin", checked_in)
    try:
        yield Wire(path)
    finally:
        event.remove(engine, "checkout", checked_out)
        event.remove(engine, "checkin", checked_in)
        out.close()


@pytest.fixture
def station(server_url: str) -> Iterator[Services]:
    opened = open_services(server_url, station="test-station")
    try:
        yield opened
    finally:
        opened.close()


def _draft(name: str = "Giovedì") -> TournamentDraft:
    return TournamentDraft(
        game=Game.BURRACO, name=name, date="2026-12-10", settings=BurracoSettings()
    )


def _drop_connections(server_url: str) -> None:
    """Every connection to the station's database ended by the server, as a restart does."""
    name = server_url.rsplit("/", 1)[1]
    with psycopg.connect(
        databases.plain(databases.postgres_admin_url() or ""), autocommit=True
    ) as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = %s AND pid <> pg_backend_pid()",
            [name],
        )


def test_a_read_waits_on_the_server_only_for_its_reads(station: Services, tmp_path) -> None:
    station.tournaments.create(_draft())
    with traced(station.database.engine, tmp_path / "wire") as wire:
        listed = station.tournaments.list()
    assert [t.name for t in listed] == ["Giovedì"]
    assert wire.sent and all(text.startswith("SELECT") for text in wire.sent), wire.sent
    assert wire.round_trips == len(wire.sent), wire.lines()


def _count_checks(station: Services, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each time a connection is checked before use (the dialect's ping, whoever asks it)."""
    kind = type(station.database.engine.dialect)
    checks: list[int] = []
    ping = kind.do_ping

    def counted(dialect: Any, dbapi_connection: Any) -> bool:
        checks.append(1)
        return ping(dialect, dbapi_connection)

    monkeypatch.setattr(kind, "do_ping", counted)
    return checks


def test_a_save_waits_for_its_transaction_and_nothing_more(
    station: Services, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    station.tournaments.create(_draft())  # the pool's connection is made and answering
    checks = _count_checks(station, monkeypatch)
    with traced(station.database.engine, tmp_path / "wire") as wire:
        station.tournaments.create(_draft("Venerdì"))
        station.tournaments.list()
    assert checks == [], "a connection answering a moment ago was checked again"
    assert wire.sent[0].startswith("BEGIN") and "COMMIT" in wire.sent, wire.sent
    assert wire.round_trips == len(wire.sent), wire.lines()
    assert sorted(t.name for t in station.tournaments.list()) == ["Giovedì", "Venerdì"]


def test_a_connection_idle_for_a_while_is_checked_before_use(
    station: Services, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    station.tournaments.list()
    checks = _count_checks(station, monkeypatch)
    monkeypatch.setattr(server_module, "PING_AFTER_IDLE_S", 0.0)
    with traced(station.database.engine, tmp_path / "wire") as wire:
        station.tournaments.list()
    assert checks == [1]
    assert wire.sent[0] == ";", wire.sent


def test_a_server_restart_while_the_station_waited_goes_unnoticed(
    station: Services, server_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    station.tournaments.create(_draft())
    _drop_connections(server_url)
    monkeypatch.setattr(server_module, "PING_AFTER_IDLE_S", 0.0)  # the station waited
    station.tournaments.create(_draft("Venerdì"))
    assert sorted(t.name for t in station.tournaments.list()) == ["Giovedì", "Venerdì"]


def test_a_restart_a_moment_after_a_call_fails_one_call_in_words_then_recovers(
    station: Services, server_url: str
) -> None:
    station.tournaments.list()
    _drop_connections(server_url)
    with pytest.raises(ServiceError) as lost:
        station.tournaments.list()
    assert lost.value.code is ErrorCode.DATABASE_UNREACHABLE
    station.tournaments.create(_draft())
    assert [t.name for t in station.tournaments.list()] == ["Giovedì"]


def test_a_display_stations_server_connections_have_bounded_waits(
    station: Services, server_url: str
) -> None:
    display = open_read_only(server_url)
    try:
        with display.engine.connect() as connection:
            timeout = connection.exec_driver_sql("SHOW statement_timeout").scalar()
            read_only = connection.exec_driver_sql("SHOW default_transaction_read_only").scalar()
        assert timeout == f"{server_module.STATEMENT_TIMEOUT_MS // 1000}s"
        assert read_only == "on"
    finally:
        display.engine.dispose()
