"""entry_child.py's results-entry station as a process of its own, forked from a process that
has already imported Torneo (multiprocessing's fork server, started once per test process).

A station started as `python entry_child.py` spent over a second importing Torneo and
SQLAlchemy before its first write, every time; forked, it starts in milliseconds and is still
a separate process with its own connections, killed by a real SIGKILL. The object returned
reads like the `subprocess.Popen` it replaces: `stdout.readline()`, `stdin.write()`,
`communicate()`, `returncode`, `send_signal()`, `kill()`.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from multiprocessing.connection import Connection

from tests.reliability import entry_child

# What the stations need before their first write, imported once in the fork server.
_PRELOAD = ["tests.reliability.warm_station"]
_CONTEXT = multiprocessing.get_context("forkserver")


class _Lines:
    """The child's stdout, a line at a time; "" once the child is gone."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def readline(self, timeout: float | None = None) -> str:
        if timeout is not None and not self.connection.poll(timeout):
            raise TimeoutError("the station printed nothing in time")
        try:
            return str(self.connection.recv())
        except EOFError:
            return ""


class _Go:
    """The child's stdin: a held child waits for one line (`go`) before it opens the database."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def write(self, text: str) -> None:
        self.connection.send(text)

    def flush(self) -> None:
        """Each write is sent whole."""


class ForkedStation:
    """A running entry_child.py station (see the module's docstring)."""

    def __init__(self, args: list[str], *, hold: bool) -> None:
        lines_in, lines_out = _CONTEXT.Pipe(duplex=False)
        go_in, go_out = _CONTEXT.Pipe(duplex=False)
        self.process = _CONTEXT.Process(
            target=entry_child.forked, args=(args, lines_out, go_in if hold else None)
        )
        self.process.start()
        lines_out.close()
        go_in.close()
        self.stdout = _Lines(lines_in)
        self.stdin = _Go(go_out)
        self.stderr = None
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
        """Everything the station prints until it ends, and "" for its stderr (an error is
        printed to stdout, as `error KIND MESSAGE`)."""
        rest = []
        while line := self.stdout.readline(timeout):
            rest.append(line)
        self.process.join(timeout)
        self.stdout.connection.close()
        self.stdin.connection.close()
        return "".join(rest), ""


def start_child(*args: object, hold: bool = False) -> ForkedStation:
    """`entry_child.py` (a results-entry station) with `args`, forked from the fork server."""
    _CONTEXT.set_forkserver_preload(_PRELOAD)
    return ForkedStation([str(arg) for arg in args], hold=hold)
