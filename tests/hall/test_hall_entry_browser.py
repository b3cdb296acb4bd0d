"""A table enters its result from two phones in a real browser (Debian's chromium, driven by
Playwright) at 360x740: one pair enters the totals, the other confirms them from its own
phone, and the standings page shows the result."""

from __future__ import annotations

import pytest

from tests.hall import evenings
from tournament_app.hall.server import HallServer
from tournament_app.services import TournamentId

PHONE = {"width": 360, "height": 740}
STEP_MS = 5000
"""The bound of every browser step (a page load, a click)."""


STATES = {"evening": evenings.ENTRY_ROUND}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1)."""
    return start[1]


@pytest.fixture
def entry_hall(evening, start_entry_hall) -> tuple[TournamentId, HallServer]:
    """A hall taking entries on 127.0.0.1."""
    return evening, start_entry_hall(evening)


def _phone(browser, server, code: str, ns: str, ew: str):
    context = browser.new_context(viewport=PHONE, locale="it-IT")
    page = context.new_page()
    page.set_default_timeout(STEP_MS)
    page.goto(f"http://127.0.0.1:{server.port}/enter?c={code}")
    page.fill("#ns", ns)
    page.fill("#ew", ew)
    page.click("button[type=submit]")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    return page


def test_one_pair_enters_the_other_confirms_and_the_standings_show_it(
    services, entry_hall, browser
):
    from playwright.sync_api import expect

    tid, server = entry_hall
    code = next(c.code for c in services.table_entry.codes(tid, 1) if c.table == 1)

    north = _phone(browser, server, code, "640", "245")
    expect(north.locator(".said")).to_contain_text("in attesa")
    assert services.results.get(tid, 1, 1) is None

    east = _phone(browser, server, code.lower(), "640", "245")
    expect(east.locator(".said")).to_contain_text("risultato registrato")

    east.click("nav >> text=Classifica")
    expect(east.locator("main")).to_contain_text("640")
