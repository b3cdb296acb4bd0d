"""How the hall makes again a page that every result changes (the standings, a round's
results, an entry's history) while a room enters its results: one making at a time.

The change marker then moves several times a second, and the standings of a 250-table event
take a few hundred milliseconds to make: made for every marker as phones asked, several
makings ran at once and held the readers (and, through Python's one lock, the server). While
a page is being made, a phone is given the page as last made, and the page is made again
once the making ends; the page's change marker says which change it shows, so `hall.js`
reads it again until it is the newest. In a quiet room nothing waits: the first phone after
a save has the page made for it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable


class Pacing:
    """The latest copy of each page, and which pages are being made."""

    def __init__(self) -> None:
        self._latest: dict[Hashable, tuple[int, str]] = {}
        self._making: dict[Hashable, int] = {}
        self._owed: dict[Hashable, Callable[[], Awaitable[object]]] = {}
        self._remaking: set[asyncio.Future[object]] = set()

    def begun(self, page: Hashable) -> None:
        """The page is being made now."""
        self._making[page] = self._making.get(page, 0) + 1

    def made(self, page: Hashable, status: int, html: str) -> None:
        """The page as just made (a refusal is never given in place of a newer page); the
        making owed meanwhile starts now."""
        left = self._making.get(page, 1) - 1
        if left > 0:
            self._making[page] = left
        else:
            self._making.pop(page, None)
        if status == 200:
            self._latest[page] = (status, html)
        owed = self._owed.pop(page, None)
        if owed is not None:
            task = asyncio.ensure_future(owed())
            self._remaking.add(task)
            task.add_done_callback(self._remaking.discard)

    def while_making(
        self, page: Hashable, make: Callable[[], Awaitable[object]]
    ) -> tuple[int, str] | None:
        """The page as last made when it is being made again now (None: make it), with
        `make` owed for when that making ends (once, however many ask)."""
        latest = self._latest.get(page)
        if latest is None or not self._making.get(page):
            return None
        self._owed[page] = make
        return latest
