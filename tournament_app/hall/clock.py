"""The round clock on the hall's My table page: `/clock` says the time left as the server
knows it, and `clock.js` counts down in the browser from that, by the phone's own clock.

The clock's state is read from the database once per change marker (a director's start or
pause moves the marker, so the phones hear it within a second) and counted down here by the
server's monotonic clock in between: a room of phones asking costs no read. Nothing of the
clock is kept in a page, which is cached per change: the page holds an empty box that the
script fills.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor

from aiohttp import web

from tournament_app.services import ServiceError
from tournament_app.services.rounds.clock import ClockState


class ClockReader:
    """The round in play's clock, read once per change marker."""

    def __init__(self, read: Callable[[], ClockState | None], executor: Executor) -> None:
        self._read = read
        self._executor = executor
        self._lock = threading.Lock()
        self._kept: tuple[int, ClockState | None, float] | None = None

    async def state(self, marker: int) -> tuple[ClockState | None, float]:
        """The clock as read at this marker, and the seconds since it was read."""
        kept = self._kept
        if kept is None or kept[0] != marker:
            loop = asyncio.get_running_loop()
            read = await loop.run_in_executor(self._executor, self._read_now)
            kept = self._kept = (marker, read[0], read[1])
        return kept[1], time.monotonic() - kept[2]

    def _read_now(self) -> tuple[ClockState | None, float]:
        try:
            return self._read(), time.monotonic()
        except ServiceError:
            return None, time.monotonic()  # no round announced yet: no clock to show


def clock_answer(state: ClockState | None, elapsed: float) -> web.Response:
    """`/clock`: {"round", "timed", "left_ms", "running", "time_up"}; {"round", "timed"} (false)
    for a round without a time limit, which the phones show no countdown for; {} before any
    round."""
    if state is None:
        data: dict[str, object] = {}
    elif not state.timed:
        data = {"round": state.round_number, "timed": False}
    else:
        left_ms = round(state.left_after(elapsed) * 1000)
        data = {
            "round": state.round_number,
            "timed": True,
            "left_ms": left_ms,
            "running": state.running and left_ms > 0,
            "time_up": left_ms <= 0,
        }
    return web.Response(
        text=json.dumps(data),
        content_type="application/json",
        headers={"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"},
    )
