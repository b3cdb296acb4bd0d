"""How the hall makes again a page that every result changes (the standings, a round's
results, an entry's history) while a room enters its results: one making at a time.

The change marker then moves several times a second, and the standings of a 250-table event
take a few hundred milliseconds to make: made for every marker as phones asked, several
makings ran at once and held the readers (and, through Python's one lock, the server). While
a page is being made, a phone is given the page as last made, and the page is made again
once the making ends, a second after the last one began (under a stream of results, about
once a second); the page's change marker says which change it shows, so `hall.js` reads it
again until it is the newest. In a quiet room nothing waits: the first phone after a save
has the page made for it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Hashable

from tournament_app.hall.made import MadePage

REMAKE_SECONDS = 1.0
"""A page owed while it was being made is made again this long after that making began:
under a stream of results the standings are made about once a second, not back to back."""


class Pacing:
    """The latest copy of each page, and which pages are being made."""

    def __init__(self, every: float = REMAKE_SECONDS) -> None:
        self.every = every
        self._begun: dict[Hashable, float] = {}
        self._latest: dict[Hashable, MadePage] = {}
        self._making: dict[Hashable, int] = {}
        self._owed: dict[Hashable, Callable[[], Awaitable[object]]] = {}
        self._remaking: set[asyncio.Future[None]] = set()
        self._waiting: set[Hashable] = set()

    def begun(self, page: Hashable) -> None:
        """The page is being made now."""
        self._making[page] = self._making.get(page, 0) + 1
        self._begun[page] = time.monotonic()

    def made(self, page: Hashable, made: MadePage) -> None:
        """The page as just made (a refusal is never given in place of a newer page); the
        making owed meanwhile starts now."""
        left = self._making.get(page, 1) - 1
        if left > 0:
            self._making[page] = left
        else:
            self._making.pop(page, None)
        if made.status == 200:
            self._latest[page] = made
        owed = self._owed.pop(page, None)
        if owed is not None and page not in self._waiting:
            wait = max(0.0, self.every - (time.monotonic() - self._begun.get(page, 0.0)))
            self._waiting.add(page)  # the phones asking meanwhile have the copy just made
            task = asyncio.ensure_future(self._remake(page, owed, wait))
            self._remaking.add(task)
            task.add_done_callback(self._remaking.discard)

    async def _remake(
        self, page: Hashable, make: Callable[[], Awaitable[object]], wait: float
    ) -> None:
        try:
            await asyncio.sleep(wait)
        finally:
            self._waiting.discard(page)
        await make()

    def while_making(
        self, page: Hashable, make: Callable[[], Awaitable[object]]
    ) -> MadePage | None:
        """The page as last made when it is being made again now (None: make it), with
        `make` owed for when that making ends (once, however many ask)."""
        latest = self._latest.get(page)
        if latest is None:
            return None
        if page in self._waiting:
            return latest  # made again in a moment
        if not self._making.get(page):
            return None
        self._owed[page] = make
        return latest
