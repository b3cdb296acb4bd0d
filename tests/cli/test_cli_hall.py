"""`torneo hall`: the hall service from the command line, until Ctrl+C."""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import burraco_tournament, published_round
from tests.hall import evenings
from tests.hall.evenings import table_code
from tournament_app.cli.main import run_cli
from tournament_app.hall import processes
from tournament_app.hall.processes import shares_port
from tournament_app.services import Services, TournamentId, open_services
from tournament_app.services.table_entry import EntryState

WAIT_SECONDS = 20.0


def _thursday(services: Services) -> TournamentId:
    """Four pairs at "Serata del giovedì", round 1 published."""
    tid = burraco_tournament(services, 4, name="Serata del giovedì")
    published_round(services, tid)
    return tid


STATES = {"thursday": with_services(_thursday), "entry_round": evenings.ENTRY_ROUND}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def thursday(start) -> TournamentId:
    return start[1]


@pytest.fixture
def entry_round(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published."""
    return start[1]


def _lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line)
    into.put(None)


def _ctrl_c_as_at_a_terminal() -> None:
    """In the child before it starts: Ctrl+C interrupts, as in a director's terminal. A test
    run started in the background by a shell ignores it, and the child would inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextlib.contextmanager
def _hall(
    database_url: str, tid: int, *options: str, display: bool = False
) -> Iterator[tuple[subprocess.Popen, queue.Queue, queue.Queue]]:
    """`torneo hall` on 127.0.0.1 (any free port) in a process of its own, and its lines;
    killed at the end if the test left it running. `display`: from a display station."""
    command = [sys.executable, "-m", "tournament_app", "--db", database_url, "--lang", "en"]
    command += ["--display"] if display else []
    command += ["hall", "-t", str(tid), "--port", "0", "--host", "127.0.0.1", *options]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=_ctrl_c_as_at_a_terminal,
    )
    printed: queue.Queue = queue.Queue()
    threading.Thread(target=_lines, args=(process.stdout, printed), daemon=True).start()
    # Its warnings read as they come, so a full pipe never holds the process at its exit.
    warned: queue.Queue = queue.Queue()
    threading.Thread(target=_lines, args=(process.stderr, warned), daemon=True).start()
    try:
        yield process, printed, warned
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=WAIT_SECONDS)


def _stopped_by_ctrl_c(
    process: subprocess.Popen, printed: queue.Queue, warned: queue.Queue
) -> None:
    process.send_signal(signal.SIGINT)
    try:
        code = process.wait(timeout=WAIT_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=WAIT_SECONDS)
        said = f"{_rest(printed)!r} {_rest(warned)!r}"
        raise AssertionError(f"not stopped by Ctrl+C: {said}") from None
    assert code == 0, _rest(warned)
    assert "Hall service stopped." in _rest(printed)


def _rest(printed: queue.Queue) -> str:
    rest = []
    while (line := printed.get(timeout=WAIT_SECONDS)) is not None:
        rest.append(line)
    return "".join(rest)


def test_hall_prints_its_address_serves_the_pages_and_stops_on_ctrl_c(thursday, database_url):
    """The command prints the address to type, the page answers there, Ctrl+C stops it."""
    with _hall(database_url, thursday) as (process, printed, warned):
        heading = printed.get(timeout=WAIT_SECONDS)
        address = printed.get(timeout=WAIT_SECONDS).strip()
        assert 'Hall service of "Serata del giovedì"' in heading
        assert address.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(address + "?n=1", timeout=5) as answer:
            assert "Tavolo" in answer.read().decode("utf-8")  # no Accept-Language: Italian
        _stopped_by_ctrl_c(process, printed, warned)


def test_a_display_stations_hall_shows_the_tournament_and_takes_no_phone_entry(
    entry_round, database_url
):
    """`torneo --display hall`: the pages answer, the tables' entry page is not there (its
    form would write through the database a display station only reads), and it says so."""
    services = open_services(database_url)
    try:
        code = table_code(services, entry_round, 1)
    finally:
        services.close()
    with _hall(database_url, entry_round, display=True) as (process, printed, warned):
        printed.get(timeout=WAIT_SECONDS)
        address = printed.get(timeout=WAIT_SECONDS).strip()
        assert "phones cannot enter results here" in printed.get(timeout=WAIT_SECONDS)
        with urllib.request.urlopen(address + "standings", timeout=5) as answer:
            assert 'href="/enter"' not in answer.read().decode("utf-8")
        for request, status in (
            (urllib.request.Request(f"{address}enter?c={code}"), 404),
            (
                urllib.request.Request(
                    f"{address}enter",
                    data=f"c={code}&ns=640&ew=245&t=x".encode(),
                    headers={"Origin": address.rstrip("/")},
                ),
                405,  # no such form here: nothing to send to
            ),
        ):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(request, timeout=5)
            assert refused.value.code == status
        _stopped_by_ctrl_c(process, printed, warned)
    services = open_services(database_url)
    try:
        assert services.results.get(entry_round, 1, 1) is None
        assert {c.state for c in services.table_entry.codes(entry_round, 1)} == {EntryState.OPEN}
    finally:
        services.close()


def _servers(pid: int) -> list[int]:
    """The hall processes `pid` started (not multiprocessing's resource tracker)."""
    with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as listed:
        children = [int(child) for child in listed.read().split()]
    found = []
    for child in children:
        with open(f"/proc/{child}/cmdline", "rb") as command:
            if b"spawn_main" in command.read():
                found.append(child)
    return found


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.skipif(not shares_port(), reason="several processes share a port on Linux only")
def test_hall_on_three_processes_serves_one_port_and_ctrl_c_stops_them_all(thursday, database_url):
    """`--processes 3`: one address printed, answered there, and Ctrl+C leaves no process."""
    with _hall(database_url, thursday, "--processes", "3") as (process, printed, warned):
        printed.get(timeout=WAIT_SECONDS * 3)
        address = printed.get(timeout=WAIT_SECONDS).strip()
        servers = _servers(process.pid)
        assert len(servers) == 2
        for _ in range(6):  # each a new connection: the system spreads them
            with urllib.request.urlopen(address + "?n=1", timeout=5) as answer:
                assert "Tavolo" in answer.read().decode("utf-8")
        _stopped_by_ctrl_c(process, printed, warned)
    deadline = time.monotonic() + WAIT_SECONDS
    while not all(_gone(pid) for pid in servers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert all(_gone(pid) for pid in servers)


def test_hall_refuses_too_many_processes(database_url, capsys):
    """A number of processes no computer has cores for is refused in words."""
    code = run_cli(["--db", database_url, "--lang", "it", "hall", "-t", "1", "--processes", "500"])

    assert code == 2
    assert "--processes 500 sono troppi: scegli da 1 a 16" in capsys.readouterr().err


def test_hall_refuses_several_processes_where_they_cannot_share_a_port(
    database_url, capsys, monkeypatch
):
    """Windows and macOS give one port to one process: there --processes is refused."""
    monkeypatch.setattr(processes, "shares_port", lambda: False)

    code = run_cli(["--db", database_url, "--lang", "en", "hall", "-t", "1", "--processes", "2"])

    assert code == 2
    assert "several processes share one port only on Linux" in capsys.readouterr().err


def test_hall_refuses_a_port_that_does_not_exist(database_url, capsys):
    """A port past 65535 is refused in words before anything starts."""
    code = run_cli(["--db", database_url, "--lang", "it", "hall", "-t", "1", "--port", "70000"])

    assert code == 2
    assert "la porta 70000 non esiste" in capsys.readouterr().err


def test_hall_refuses_a_tournament_that_does_not_exist(thursday, database_url, capsys):
    """An unknown tournament is refused as every command refuses it (exit 3)."""
    code = run_cli(["--db", database_url, "--lang", "en", "hall", "-t", "99", "--port", "0"])

    assert code == 3
    assert "99" in capsys.readouterr().err


def test_hall_refuses_an_address_of_another_computer(thursday, database_url, capsys):
    """--host with an address this computer does not have says so, not "choose a port"."""
    code = run_cli(
        ["--db", database_url, "--lang", "en", "hall", "-t", str(thursday), "--host", "192.0.2.7"]
    )

    said = capsys.readouterr().err
    assert code == 2
    assert "192.0.2.7" in said and "it is not an address of this computer" in said
    assert "--port" not in said
