"""The network between a station and the test's PostgreSQL server, in the test's hands.

A relay listening on 127.0.0.1 only, forwarding to the server. `unplug` cuts every
connection and refuses new ones, keeping its port (a server gone from the network); `hang`
keeps every connection open and accepts new ones but forwards nothing (a server PC frozen, a
switch hung: the worst case, as nothing ever fails by itself); `plug` / `resume` undo them.

Every loop is bounded: the relay stops by itself after LIFETIME_S, whatever the test does.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterable
from contextlib import suppress
from typing import Any

LIFETIME_S = 300.0
STEP_S = 0.05


def watch_turns(qtbot: Any, windows: Iterable[Any], turns: int, *, timeout_ms: int) -> None:
    """Wait while every window's watch for other stations (ui/other_stations.py) turns
    `turns` times, asking or finding its question still unanswered: how long an outage
    lasts in a test, counted in the watch's own turns rather than in fixed seconds."""
    counts: list[int] = []
    heard = []
    for window in windows:
        counts.append(0)
        slot = len(counts) - 1
        timer = window.other_stations.timer
        heard.append((timer, timer.timeout.connect(lambda slot=slot: _turn(counts, slot))))
    try:
        qtbot.waitUntil(lambda: min(counts) >= turns, timeout=timeout_ms)
    finally:
        for timer, connection in heard:
            timer.timeout.disconnect(connection)


def _turn(counts: list[int], slot: int) -> None:
    counts[slot] += 1


class Relay:
    def __init__(self, host: str, port: int, *, lifetime: float = LIFETIME_S) -> None:
        self.server = (host, port)
        self.port = 0
        self.hung = False
        self._ends_at = time.monotonic() + lifetime
        self._open: list[socket.socket] = []
        self._listener: socket.socket | None = None
        # While unplugged the port stays this relay's, bound but not listening (so refused):
        # freed, another test's server could take it and answer a station's retry.
        self._holder: socket.socket | None = None
        self.plug()

    @property
    def alive(self) -> bool:
        return time.monotonic() < self._ends_at

    def plug(self) -> None:
        if self._listener is not None:
            return  # plugged already
        if self._holder is not None:
            self._holder.close()
            self._holder = None
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen()
        listener.settimeout(STEP_S)
        self.port = listener.getsockname()[1]
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def unplug(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()
        for end in self._open:
            _close(end)
        self._open.clear()
        if listener is not None and self.alive:
            self._holder = _held(self.port)

    def hang(self) -> None:
        """Stop forwarding, in both directions, on every connection (new ones too)."""
        self.hung = True

    def resume(self) -> None:
        """Forward again, what was held first."""
        self.hung = False

    def stop(self) -> None:
        self._ends_at = 0.0
        self.unplug()
        if self._holder is not None:
            self._holder.close()
            self._holder = None

    def _accept(self, listener: socket.socket) -> None:
        while self._listener is listener and self.alive:
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            server = socket.create_connection(self.server)
            self._open += [client, server]
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()
        with suppress(OSError):
            listener.close()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        source.settimeout(STEP_S)
        try:
            while self.alive:
                if self.hung:
                    time.sleep(STEP_S)
                    continue
                try:
                    data = source.recv(65536)
                except TimeoutError:
                    continue
                if not data:
                    break
                while self.hung and self.alive:  # read just before the hang: held too
                    time.sleep(STEP_S)
                sink.sendall(data)
        except OSError:
            pass
        finally:
            _close(source)
            _close(sink)


def _held(port: int) -> socket.socket | None:
    """A socket bound to `port` without listening, once the connections just cut have let it
    go (a tenth of a second; at most a second, then None: the port is left free)."""
    for _ in range(int(1.0 / STEP_S)):
        holder = socket.socket()
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            holder.bind(("127.0.0.1", port))
        except OSError:
            holder.close()
            time.sleep(STEP_S)
            continue
        return holder
    return None


def _close(end: socket.socket) -> None:
    with suppress(OSError):
        end.shutdown(socket.SHUT_RDWR)
    end.close()
