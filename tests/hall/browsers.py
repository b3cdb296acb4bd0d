"""Debian's chromium, driven by Playwright, for the tests that try pages in a real browser (the
hall's, the results site's): one chromium per test process, started by the first test that
asks for it and closed when the process ends. Without chromium the tests are skipped here and
fail under CI. A plugin of tests/conftest.py, so every test folder shares the one browser.

Each context a test opens is its own while the test runs (a phone of its own: its cookies,
its page). Opening one costs chromium a new page process, about half a second on a busy
machine, so a context a test is done with is kept for the next test asking one with the same
options, emptied first: its page's storage cleared and the page taken to about:blank, its
cookies, cache and routes cleared. A context whose clock a test took over (`page.clock`,
which cannot be given back) is closed instead."""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

DEFAULT_TIMEOUT_MS = 30_000
"""Playwright's own bound of a page's steps, given back to a kept page for the next test."""


@pytest.fixture(scope="session")
def chromium() -> str:
    """Debian's chromium, which Playwright drives (its own browser download is not used)."""
    found = shutil.which("chromium")
    if found is None:
        reason = "chromium is not installed (apt-get install chromium): not tried in a browser"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}")
        pytest.skip(reason)
    return found


@pytest.fixture(scope="session")
def _chromium_process(chromium: str) -> Iterator[tuple[Any, asyncio.AbstractEventLoop]]:
    """The process's chromium, and the event loop Playwright's calls run on.

    Between two calls Playwright leaves its loop marked as this thread's running loop, so any
    later test of the process calling asyncio.run() would be refused: the mark is taken away
    here, and `browser` puts it back for a browser test's calls only."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"], timeout=30_000
        )
        loop = asyncio.get_running_loop()
        asyncio._set_running_loop(None)
        try:
            yield launched, loop
        finally:
            asyncio._set_running_loop(loop)
            launched.close()


class _Kept:
    """A context of the process's chromium and its one page, lent to one test at a time."""

    def __init__(self, context: Any) -> None:
        self.context = context
        self.page: Any = None
        self.extra: list[Any] = []
        self.clock_taken = False

    def emptied(self) -> bool:
        """Whether it was emptied for the next test (False: closed, not to be lent again)."""
        if self.clock_taken or self.page is None or self.page.is_closed():
            self.context.close()
            return False
        try:
            for page in self.extra:
                page.close()
            self.extra.clear()
            # The pages tried keep nothing in the browser's storage today; one that did would
            # find it gone for the next test all the same.
            self.page.evaluate(
                "() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }"
            )
            self.page.goto("about:blank")
            self.page.unroute_all(behavior="ignoreErrors")
            self.context.unroute_all(behavior="ignoreErrors")
            self.context.clear_cookies()
            session = self.context.new_cdp_session(self.page)
            session.send("Network.clearBrowserCache")
            session.detach()
            self.page.set_default_timeout(DEFAULT_TIMEOUT_MS)
            self.page.set_default_navigation_timeout(DEFAULT_TIMEOUT_MS)
        except Exception:
            self.context.close()
            return False
        return True


class _LentPage:
    """A kept context's page as a test sees it: the page itself, but a test taking its clock
    over has the context closed at its end rather than lent again."""

    def __init__(self, kept: _Kept) -> None:
        self._kept = kept

    @property
    def clock(self) -> Any:
        self._kept.clock_taken = True
        return self._kept.page.clock

    def __getattr__(self, name: str) -> Any:
        return getattr(self._kept.page, name)


class _LentContext:
    """A kept context as a test sees it: its page, and `close` done when the test ends."""

    def __init__(self, kept: _Kept) -> None:
        self._kept = kept
        self._given = False

    def new_page(self) -> Any:
        """The context's page (the one it was emptied to, when it was kept); a second page
        asked of it is a page of its own, closed when the test ends."""
        kept = self._kept
        if self._given:
            page = kept.context.new_page()
            kept.extra.append(page)
            return page
        self._given = True
        if kept.page is None:
            kept.page = kept.context.new_page()
        return _LentPage(kept)

    def close(self) -> None:
        """Nothing yet: the context is emptied for the next test when this one ends."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._kept.context, name)


class Contexts:
    """The process's chromium as one test sees it: each page or context it opens is a context
    of its own while the test runs (nothing another test left in it), given back when the
    test ends."""

    def __init__(self, launched: Any, idle: dict[str, list[_Kept]]) -> None:
        self._launched = launched
        self._idle = idle
        self._lent: list[tuple[str, _Kept]] = []

    def new_context(self, **options: Any) -> Any:
        key = repr(sorted(options.items()))
        waiting = self._idle.setdefault(key, [])
        kept = waiting.pop() if waiting else _Kept(self._launched.new_context(**options))
        self._lent.append((key, kept))
        return _LentContext(kept)

    def new_page(self, **options: Any) -> Any:
        """A page in a context of its own, as `Browser.new_page` makes it."""
        return self.new_context(**options).new_page()

    def close(self) -> None:
        for key, kept in self._lent:
            if kept.emptied():
                self._idle[key].append(kept)
        self._lent.clear()


@pytest.fixture(scope="session")
def _idle_contexts() -> dict[str, list[_Kept]]:
    """The emptied contexts waiting for a test, by the options they were opened with."""
    return {}


@pytest.fixture
def browser(
    _chromium_process: tuple[Any, asyncio.AbstractEventLoop],
    _idle_contexts: dict[str, list[_Kept]],
) -> Iterator[Contexts]:
    """This test's contexts in the process's chromium."""
    launched, loop = _chromium_process
    asyncio._set_running_loop(loop)
    contexts = Contexts(launched, _idle_contexts)
    try:
        yield contexts
    finally:
        try:
            contexts.close()
        finally:
            asyncio._set_running_loop(None)
