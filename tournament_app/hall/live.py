"""The database's change marker, followed for the hall's open pages.

Every write of every station adds a row to the audit trail (the same marker the window's
`ui/other_stations.py` follows). `ChangeMarker` reads its newest number a few times a second,
off the event loop, and wakes every page's live stream when it grew; `event_stream` is one
such stream, closed by itself after a time limit (the page's EventSource reconnects), so no
phone left on a table holds a connection for the whole evening.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from concurrent.futures import Executor

from aiohttp import web

WATCH_SECONDS = 0.25
"""How often the marker is read: a save reaches the phones well within a second."""
STREAM_SECONDS = 60.0
"""How long one live stream stays open before it closes itself and the page reconnects."""
KEEP_ALIVE_SECONDS = 15.0
"""A comment sent this often on a quiet stream, so no router drops it as idle."""
RECONNECT_MS = 1000
"""How long a page waits before it reconnects a closed stream."""
EVENT_GAP_SECONDS = 0.5
"""The least time between two events of one stream: a room entering its results moves the
marker several times a second, and each event has the page read again; changes that come
closer together are said once, with the newest marker."""


class ChangeMarker:
    """The newest audit row's number, and a wake-up for everyone waiting on a change."""

    def __init__(
        self,
        read: Callable[[], int],
        executor: Executor,
        *,
        first: int,
        every: float = WATCH_SECONDS,
        describe: Callable[[int], str] = str,
    ) -> None:
        """`describe`: the marker as the stream says it (read on the executor when it
        moves, before anyone is told), so a page can tell whether the change is its own."""
        self._read = read
        self._executor = executor
        self._every = every
        self._describe = describe
        self.value = first
        self.said = describe(first)
        self._changed = asyncio.Event()
        self.closing = asyncio.Event()

    async def follow(self) -> None:
        """Read the marker until closing; a failed read (a server gone) is tried again."""
        loop = asyncio.get_running_loop()
        while not self.closing.is_set():
            with contextlib.suppress(Exception):
                value = await loop.run_in_executor(self._executor, self._read)
                if value != self.value:
                    self.said = await loop.run_in_executor(self._executor, self._describe, value)
                    self.value = value
                    self._changed.set()
                    self._changed = asyncio.Event()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.closing.wait(), self._every)

    async def wait_change(self, seen: int, timeout: float) -> bool:
        """Whether the marker moved past `seen` within `timeout` seconds (False on closing)."""
        if self.value != seen:
            return True
        changed = self._changed
        closing = asyncio.ensure_future(self.closing.wait())
        moved = asyncio.ensure_future(changed.wait())
        try:
            await asyncio.wait({closing, moved}, timeout=timeout, return_when="FIRST_COMPLETED")
        finally:
            closing.cancel()
            moved.cancel()
        return self.value != seen and not self.closing.is_set()


async def event_stream(
    request: web.Request, marker: ChangeMarker, *, limit: float = STREAM_SECONDS
) -> web.StreamResponse:
    """Server-sent events: the marker now, then each time it moves (at most one event each
    EVENT_GAP_SECONDS), for `limit` seconds."""
    response = web.StreamResponse(
        headers={
            "Content-Type": "text/event-stream",
            "Cache-Control": "no-store",
            "X-Accel-Buffering": "no",
        }
    )
    await response.prepare(request)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    seen = marker.value
    try:
        said = marker.said
        await response.write(f"retry: {RECONNECT_MS}\nevent: marker\ndata: {said}\n\n".encode())
        while not marker.closing.is_set():
            # The gap ends at the deadline: the page reconnects at once, not half a second on.
            gap = min(EVENT_GAP_SECONDS, deadline - loop.time())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(marker.closing.wait(), max(gap, 0.0))
            left = deadline - loop.time()
            if left <= 0 or marker.closing.is_set():
                break
            if await marker.wait_change(seen, min(left, KEEP_ALIVE_SECONDS)):
                seen, said = marker.value, marker.said
                await response.write(f"event: marker\ndata: {said}\n\n".encode())
            elif not marker.closing.is_set() and deadline > loop.time():
                await response.write(b": still here\n\n")
    except ConnectionResetError:
        pass  # the phone went away (its screen locked, another page): nothing to tell
    return response
