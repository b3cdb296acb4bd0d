"""A table enters its result from two phones in a real browser (Debian's chromium, driven by
Playwright) at 360x740: one pair enters the totals, the other confirms them from its own
phone, and the standings page shows the result."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.hall.server import HallServer, open_entry_services, open_hall_services
from tournament_app.services import BurracoSettings, PairingSystem

PHONE = {"width": 360, "height": 740}
STEP_MS = 5000
"""The bound of every browser step (a page load, a click)."""


@pytest.fixture
def browser(chromium):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"], timeout=30_000
        )
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def entry_hall(database_url, services):
    """Four pairs, table entry on, round 1 out; a hall taking entries on 127.0.0.1."""
    tid = burraco_tournament(
        services,
        4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=True),
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    server = HallServer(
        open_hall_services(database_url),
        tid,
        host="127.0.0.1",
        port=0,
        owns_services=True,
        stream_seconds=3.0,
        writer=open_entry_services(database_url),
    )
    server.start()
    yield tid, server
    server.stop()


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
