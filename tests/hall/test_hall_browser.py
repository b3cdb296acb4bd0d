"""The hall's pages in a real browser at a phone's size (Debian's chromium, driven by
Playwright): finding my table, the standings following a save without reloading, names that
wrap between words only."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import burraco_tournament, published_round
from tests.hall import evenings
from tournament_app.services import PlayerSpec, Services, TournamentId

PHONE = {"width": 360, "height": 740}
STEP_MS = 5000
"""The bound of every browser step (a page load, a click)."""


def long_names(number: int) -> list[PlayerSpec]:
    """Pairs with the long names that used to be cut letter by letter on a phone."""
    return [
        PlayerSpec(surname=f"Palumbo{number}", name="Francesca Maria", club="Circolo Sud"),
        PlayerSpec(surname=f"Mastrogiacomo{number}", name="Gianfilippo", club="Circolo Sud"),
    ]


# The lines an element's text takes on screen: its height in lines of its own line height.
LINES_OF = """
(element) => {
  const height = element.getBoundingClientRect().height;
  return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
}
"""


def _eight_pairs(services: Services) -> TournamentId:
    """Eight pairs with long names, round 1 published."""
    tid = burraco_tournament(services, 8, roster=long_names)
    published_round(services, tid)
    return tid


STATES = {"eight_pairs": with_services(_eight_pairs)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def eight_pairs(start) -> TournamentId:
    return start[1]


def _most_lines(page, selector: str) -> int:
    counts = [element.evaluate(LINES_OF) for element in page.query_selector_all(selector)]
    assert counts, f"nothing matches {selector}"
    return max(counts)


def test_a_phone_finds_its_table_and_sees_the_standings_follow_a_save(
    services, eight_pairs, start_hall, browser
):
    """At 360x740: type a number, see the table; the standings page shows a result the
    director saves within a second, without reloading; no name is broken letter by letter."""
    from playwright.sync_api import expect

    tid = eight_pairs
    hall = start_hall(tid)
    table = next(t for t in services.rounds.get(tid, 1).tables if 3 in (*t.ns, *t.ew))
    page = browser.new_page(viewport=PHONE, locale="it-IT")
    page.set_default_timeout(STEP_MS)

    page.goto(f"http://127.0.0.1:{hall.port}/")
    page.fill("#n", "3")
    page.click("button[type=submit]")
    expect(page.locator(".sitting .table").first).to_contain_text(f"Tavolo {table.table}")
    assert _most_lines(page, ".player") == 1  # a player's name is never cut
    assert _most_lines(page, ".names") <= 2  # a pair's: a line each at most
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    page.click("nav >> text=Classifica")
    expect(page.locator("body[data-live=on]")).to_have_count(1)
    assert _most_lines(page, "td .player") == 1
    assert _most_lines(page, "td a") <= 2
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    loads = page.evaluate("performance.getEntriesByType('navigation').length")
    winner = table.ns[0]

    # Pushed, not polled: a page that only reloaded would count a navigation, and a stream
    # left quiet stays so for a minute (hall/live.py); how soon is not timed on a shared
    # machine.
    services.results.enter_totals(tid, 1, table.table, 1275, 5)
    expect(page.locator("tbody tr").first).to_contain_text(f"Palumbo{winner}")
    assert page.evaluate("performance.getEntriesByType('navigation').length") == loads
    assert page.url.endswith("/standings")


def test_the_english_page_at_desktop_size_switches_to_italian(eight_pairs, start_hall, browser):
    """An English browser gets English; the switch link turns the pages Italian."""
    from playwright.sync_api import expect

    hall = start_hall(eight_pairs)
    page = browser.new_page(viewport={"width": 1280, "height": 800}, locale="en-GB")
    page.set_default_timeout(STEP_MS)

    page.goto(f"http://127.0.0.1:{hall.port}/seating")
    expect(page.locator("h2").first).to_contain_text("Seating by table")
    page.click("text=Italiano")
    expect(page.locator("h2").first).to_contain_text("Disposizione ai tavoli")
    page.click("nav >> text=Risultati")
    expect(page.locator("h2").first).to_contain_text("Risultati del turno 1")


def test_my_table_shows_the_next_round_as_soon_as_it_is_published(
    services, eight_pairs, start_hall, browser
):
    """A phone left on My table shows the next round's table once it is published, by itself."""
    from playwright.sync_api import expect

    tid = eight_pairs
    for table in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, table.table, 900, 600)
    hall = start_hall(tid)
    page = browser.new_page(viewport=PHONE, locale="it-IT")
    page.set_default_timeout(STEP_MS)
    page.goto(f"http://127.0.0.1:{hall.port}/?n=4")
    expect(page.locator(".sitting h3").first).to_contain_text("Turno 1")
    expect(page.locator("body[data-live=on]")).to_have_count(1)

    published_round(services, tid)
    table = next(t for t in services.rounds.get(tid, 2).tables if 4 in (*t.ns, *t.ew))

    expect(page.locator(".sitting h3").first).to_contain_text("Turno 2")
    expect(page.locator(".sitting .table").first).to_contain_text(f"Tavolo {table.table}")
    expect(page.locator(".sitting h3").nth(1)).to_contain_text("Turno 1")
