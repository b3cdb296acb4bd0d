"""A child script of this folder (entry_child.py, upgrade_child.py) as a process of its own,
forked from a process that has already imported Torneo (multiprocessing's fork server,
started once per test process).

Started as `python entry_child.py`, a child spent over a second importing Torneo, SQLAlchemy
and Alembic before its first write, every time; forked, it starts in milliseconds and is still
a separate process with its own connections, killed by a real SIGKILL or ending by
`os._exit`. The object returned reads like the `subprocess.Popen` it replaces:
`stdout.readline()`, `stdin.write()`, `communicate()`, `returncode`, `send_signal()`, `kill()`.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
import sys
from multiprocessing.connection import Connection

# What the children need before their first write, imported once in the fork server.
_PRELOAD = ["tests.reliability.warm_station"]
_CONTEXT = multiprocessing.get_context("forkserver")


class _Sent:
    """A child's printed text sent line by line on a pipe, each line once it is complete."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.pending = ""

    def write(self, text: str) -> int:
        self.pending += text
        *lines, self.pending = self.pending.split("\n")
        for line in lines:
            self.connection.send(line + "\n")
        return len(text)

    def flush(self) -> None:
        """Complete lines are sent as they are written."""


class _Received:
    """A held child's stdin: the parent's `go`, sent on a pipe."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def readline(self) -> str:
        return str(self.connection.recv())


def _run(
    script: str, argv: list[str], hold: bool, out: Connection, err: Connection, go: Connection
) -> None:
    """In the forked child: `script.main(argv)`, its stdout and stderr sent on `out` and
    `err`, its stdin read from `go` (with `hold`, entry_child.py waits for a line there
    before it opens the database)."""
    os.environ["TORNEO_CHILD_HOLD"] = "1" if hold else "0"
    streams = _Sent(out), _Sent(err)
    sys.stdout, sys.stderr = streams  # type: ignore[assignment]
    sys.stdin = _Received(go)  # type: ignore[assignment]
    try:
        code = importlib.import_module(f"tests.reliability.{script}").main(argv)
    finally:
        for stream in streams:
            if stream.pending:
                stream.write("\n")
    sys.exit(code)


class _Lines:
    """The child's stdout, a line at a time; "" once the child is gone."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def readline(self, timeout: float | None = None) -> str:
        if timeout is not None and not self.connection.poll(timeout):
            raise TimeoutError("the child printed nothing in time")
        try:
            return str(self.connection.recv())
        except EOFError:
            return ""

    def read(self) -> str:
        return "".join(iter(self.readline, ""))


class _Go:
    """The child's stdin: each write is sent whole."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def write(self, text: str) -> None:
        self.connection.send(text)

    def flush(self) -> None:
        """Each write is sent whole."""


class ForkedChild:
    """A running child script (see the module's docstring)."""

    def __init__(self, script: str, args: list[str], *, hold: bool) -> None:
        _CONTEXT.set_forkserver_preload(_PRELOAD)
        out_in, out = _CONTEXT.Pipe(duplex=False)
        err_in, err = _CONTEXT.Pipe(duplex=False)
        go, go_out = _CONTEXT.Pipe(duplex=False)
        self.process = _CONTEXT.Process(target=_run, args=(script, args, hold, out, err, go))
        self.process.start()
        for end in (out, err, go):
            end.close()
        self.stdout = _Lines(out_in)
        self.stderr = _Lines(err_in)
        self.stdin = _Go(go_out)
        self.pid = self.process.pid

    @property
    def returncode(self) -> int | None:
        return self.process.exitcode

    def send_signal(self, number: signal.Signals) -> None:
        assert self.pid is not None
        os.kill(self.pid, number)

    def kill(self) -> None:
        self.process.kill()

    def communicate(self, timeout: float) -> tuple[str, str]:
        """Everything the child prints until it ends, on stdout and on stderr."""
        rest = []
        while line := self.stdout.readline(timeout):
            rest.append(line)
        self.process.join(timeout)
        errors = self.stderr.read()
        for connection in (self.stdout.connection, self.stderr.connection, self.stdin.connection):
            connection.close()
        return "".join(rest), errors


def start_child(*args: object, hold: bool = False) -> ForkedChild:
    """entry_child.py (a results-entry station) with `args`."""
    return ForkedChild("entry_child", [str(arg) for arg in args], hold=hold)


def start_upgrade_child(*args: object) -> ForkedChild:
    """upgrade_child.py (a Torneo dying in an upgrade or a backup) with `args`."""
    return ForkedChild("upgrade_child", [str(arg) for arg in args], hold=False)
