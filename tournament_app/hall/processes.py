"""The hall service on several processes of one machine, all listening on the same port.

A national event's 250 tables put 500 phones on the hall at each save; one process reads
pages on one core. `HallProcesses` starts the hall in this process and N-1 more, each its own
`HallServer` with SO_REUSEPORT: Linux then spreads the phones' connections over them, with
no program in front (a reverse proxy would be one more thing to install and keep running).

What each process keeps for itself stays right with several:
- the pages kept follow the database's change marker, read by each process;
- a phone's form is checked by its token against its own cookie, not against anything a
  process remembers, so a form made by one process is accepted by another;
- a live stream stays in the process that took its connection;
- the attempts allowed per code and per address are counted by each process: with N, a
  code takes at most N times `entry.PER_CODE` a minute (guessing one of 23^8 codes stays
  hopeless; entering a result still needs both pairs' phones to agree).
Every write goes through the services to the one database, which settles the rest.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import socket
import sys
from multiprocessing.connection import Connection
from typing import Any

from tournament_app.hall.server import (
    DEFAULT_PORT,
    EVERY_INTERFACE,
    START_SECONDS,
    STOP_SECONDS,
    HallServer,
    HallStartError,
    open_entry_services,
    open_hall_services,
)
from tournament_app.services.values import TournamentId

MOST_PROCESSES = 16
"""Each process holds up to 4 connections to the database (2 reading, the phones' entries'
and, when one is refused, its line in the log): 16 stay within PostgreSQL's 100 with every
station beside them."""
CHILD_START_SECONDS = 60.0
"""A new process imports Torneo and opens the database before it listens: on a busy laptop
that takes seconds, well beyond a server's own start."""
_WATCH_PARENT_SECONDS = 0.5
_CONTEXT = multiprocessing.get_context("spawn")
"""Spawned, not forked: the parent already runs threads and holds database connections."""


def shares_port() -> bool:
    """Whether several processes can listen on one port with the system spreading the
    connections over them (Linux; elsewhere SO_REUSEPORT is missing or gives all to one)."""
    return sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")


def _server(
    database: str | None,
    tournament_id: TournamentId,
    host: str,
    port: int,
    shared: bool,
    entries: bool,
) -> HallServer:
    return HallServer(
        open_hall_services(database),
        tournament_id,
        host=host,
        port=port,
        owns_services=True,
        writer=open_entry_services(database) if entries else None,
        reuse_port=shared,
    )


def _serve(
    database: str | None,
    tournament_id: int,
    host: str,
    port: int,
    entries: bool,
    told: Connection,
) -> None:
    """One more process's hall server, until its parent asks it to stop or is gone."""
    # Ctrl+C reaches every process of the terminal: the parent stops its children itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    server = _server(database, TournamentId(tournament_id), host, port, True, entries)
    try:
        server.start()
    except HallStartError as error:
        told.send(error.reason)
        server.stop()
        return
    except Exception as error:
        told.send(str(error) or type(error).__name__)
        server.stop()
        return
    told.send("")
    try:
        while server.running and (parent is None or parent.is_alive()):
            if told.poll(_WATCH_PARENT_SECONDS):
                break
    except (EOFError, OSError):
        pass  # the parent closed its end: it is stopping
    finally:
        server.stop()


def _listening(process: Any, told: Connection, host: str, port: int) -> None:
    """Return once the process `told` it listens; HallStartError with its reason when it
    could not, ended or took longer than CHILD_START_SECONDS."""
    reason = "timed out"
    try:
        if told.poll(CHILD_START_SECONDS):
            reason = told.recv()
    except (EOFError, OSError):
        reason = f"process ended ({process.exitcode})"
    if reason:
        raise HallStartError(host, port, reason)


class HallProcesses:
    """The hall on `processes` processes (this one and processes-1 more) on one port."""

    def __init__(
        self,
        database: str | None,
        tournament_id: TournamentId,
        *,
        host: str = EVERY_INTERFACE,
        port: int = DEFAULT_PORT,
        processes: int = 1,
        entries: bool = True,
    ) -> None:
        """`entries`: the tables' phones enter their results here; False for a display
        station's hall, which only shows (every process opens no writing services)."""
        self.database = database
        self.tournament_id = tournament_id
        self.processes = processes
        self.entries = entries
        self.own = _server(database, tournament_id, host, port, processes > 1, entries)
        """The server of this process (the first to listen: it finds the port when 0)."""
        self._children: list[tuple[Any, Connection]] = []

    @property
    def running(self) -> bool:
        return self.own.running

    @property
    def port(self) -> int:
        return self.own.port

    @property
    def tournament_name(self) -> str:
        return self.own.tournament_name

    def addresses(self) -> tuple[str, ...]:
        return self.own.addresses()

    def children(self) -> tuple[int, ...]:
        """The process ids of the other processes serving (for the technician, and tests)."""
        return tuple(process.pid for process, _ in self._children if process.pid is not None)

    def start(self) -> None:
        """Listen in this process, then start the others on the same port; HallStartError
        (nothing left running) when one of them cannot."""
        self.own.start()
        try:
            # Each imports Torneo and opens the database (seconds on a busy laptop): all
            # start together, then each is waited for: with the cores for them, N processes
            # take about the time of one.
            for _ in range(self.processes - 1):
                self._start_child()
            for process, told in self._children:
                _listening(process, told, self.own.host, self.port)
        except BaseException:
            self.stop()
            raise

    def _start_child(self) -> None:
        ours, theirs = _CONTEXT.Pipe()
        process = _CONTEXT.Process(
            target=_serve,
            args=(
                self.database,
                int(self.tournament_id),
                self.own.host,
                self.port,
                self.entries,
                theirs,
            ),
            name="hall-process",
            daemon=True,
        )
        process.start()
        theirs.close()
        self._children.append((process, ours))

    def stop(self) -> None:
        """Stop the other processes (each closes its streams and its services), then this
        process's server."""
        for _, told in self._children:
            with contextlib.suppress(OSError):  # that process is gone already
                told.send("stop")
        for process, told in self._children:
            process.join(STOP_SECONDS + START_SECONDS)
            if process.is_alive():
                process.terminate()
                process.join(STOP_SECONDS)
            told.close()
        self._children.clear()
        self.own.stop()
