"""`torneo hall`: the hall service from the command line, until Ctrl+C."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import urllib.request

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.cli.main import run_cli

WAIT_SECONDS = 20.0


def _lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line)
    into.put(None)


def test_hall_prints_its_address_serves_the_pages_and_stops_on_ctrl_c(services, database_url):
    """The command prints the address to type, the page answers there, Ctrl+C stops it."""
    tid = burraco_tournament(services, 4, name="Serata del giovedì")
    published_round(services, tid)
    command = [sys.executable, "-m", "tournament_app", "--db", database_url, "--lang", "en"]
    command += ["hall", "-t", str(tid), "--port", "0", "--host", "127.0.0.1"]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    printed: queue.Queue = queue.Queue()
    threading.Thread(target=_lines, args=(process.stdout, printed), daemon=True).start()
    try:
        heading = printed.get(timeout=WAIT_SECONDS)
        address = printed.get(timeout=WAIT_SECONDS).strip()
        assert 'Hall service of "Serata del giovedì"' in heading
        assert address.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(address + "?n=1", timeout=5) as answer:
            assert "Tavolo" in answer.read().decode("utf-8")  # no Accept-Language: Italian
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=WAIT_SECONDS) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=WAIT_SECONDS)
    rest = []
    while (line := printed.get(timeout=WAIT_SECONDS)) is not None:
        rest.append(line)
    assert "Hall service stopped." in "".join(rest)


def test_hall_refuses_a_port_that_does_not_exist(database_url, capsys):
    """A port past 65535 is refused in words before anything starts."""
    code = run_cli(["--db", database_url, "--lang", "it", "hall", "-t", "1", "--port", "70000"])

    assert code == 2
    assert "la porta 70000 non esiste" in capsys.readouterr().err


def test_hall_refuses_a_tournament_that_does_not_exist(services, database_url, capsys):
    """An unknown tournament is refused as every command refuses it (exit 3)."""
    burraco_tournament(services, 4)

    code = run_cli(["--db", database_url, "--lang", "en", "hall", "-t", "99", "--port", "0"])

    assert code == 3
    assert "99" in capsys.readouterr().err
