"""Debian's chromium, driven by Playwright, for the tests that try pages in a real browser (the
hall's, the results site's): one chromium per test process, started by the first test that
asks for it and closed when the process ends, and every test its own browser contexts
(cookies, storage, pages), closed after it. Without chromium the tests are skipped here and
fail under CI. A plugin of tests/conftest.py, so every test folder shares the one browser."""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest


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


class Contexts:
    """The process's chromium as one test sees it: each page or context it opens is a new
    browser context of its own (nothing kept from another test), all closed when it ends."""

    def __init__(self, launched: Any) -> None:
        self._launched = launched
        self._opened: list[Any] = []

    def new_context(self, **options: Any) -> Any:
        context = self._launched.new_context(**options)
        self._opened.append(context)
        return context

    def new_page(self, **options: Any) -> Any:
        """A page in a context of its own, as `Browser.new_page` makes it."""
        return self.new_context(**options).new_page()

    def close(self) -> None:
        for context in self._opened:
            context.close()


@pytest.fixture
def browser(_chromium_process: tuple[Any, asyncio.AbstractEventLoop]) -> Iterator[Contexts]:
    """This test's contexts in the process's chromium."""
    launched, loop = _chromium_process
    asyncio._set_running_loop(loop)
    contexts = Contexts(launched)
    try:
        yield contexts
    finally:
        try:
            contexts.close()
        finally:
            asyncio._set_running_loop(None)
