"""Tables left to the director, in a real browser (Debian's chromium, driven by Playwright) at
360x740: two pairs entering different totals read a warning with both figures and no form to
send, and the result once the director enters it; a scala 40 keeper types a hand (cards for one
player, on a keyboard with letters) while the director corrects the sheet, and keeps it.

With TORNEO_HALL_SCREENSHOTS set to a folder, the pages are saved there too
(`hall-entry-conflict-*.png`, `hall-entry-settled-*.png`, `hall-keeper-changed-it.png`)."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import published_round, scala40_tournament
from tests.hall import evenings
from tests.hall import test_hall_sheet_browser as sheet_browser
from tests.hall.evenings import table_code
from tournament_app.services import Scala40Hand, Scala40Settings, Services, TournamentId

SAID = {
    "it": {
        "waiting": "NS 900, EO 650: in attesa",
        "conflict": "Le due coppie hanno inserito totali diversi (un telefono NS 900, EO 650;"
        " l'altro NS 900, EO 600)",
        "settled": "Il risultato del tavolo è registrato: NS 900, EO 650.",
    },
    "en": {
        "waiting": "NS 900, EW 650: waiting",
        "conflict": "The two pairs entered different totals (one phone NS 900, EW 650;"
        " the other NS 900, EW 600)",
        "settled": "The table's result is saved: NS 900, EW 650.",
    },
}


@pytest.fixture(params=sorted(SAID))
def language(request) -> str:
    return request.param


def _scala40_round(services: Services) -> TournamentId:
    """Four scala 40 players at one table, table entry on, round 1 published."""
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True))
    published_round(services, tid)
    return tid


STATES = {"evening": evenings.ENTRY_ROUND, "scala40": with_services(_scala40_round)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1)."""
    return start[1]


@pytest.fixture
def scala40(start) -> TournamentId:
    return start[1]


def _totals(page, ns: str, ew: str) -> None:
    page.fill("#ns", ns)
    page.fill("#ew", ew)
    page.click("form.enter button[type=submit]")


def test_different_totals_read_a_warning_then_the_directors_result(
    services, evening, start_entry_hall, browser, language
):
    from playwright.sync_api import expect

    said = SAID[language]
    code = table_code(services, evening, 1)
    server = start_entry_hall(evening)
    north = sheet_browser._page(browser, server, f"/enter?c={code}", language)
    _totals(north, "900", "650")
    expect(north.locator(".said")).to_contain_text(said["waiting"])
    east = sheet_browser._page(browser, server, f"/enter?c={code}", language)
    _totals(east, "900", "600")
    # The warning's box, not the success box; nothing left to send.
    expect(east.locator(".refusal")).to_contain_text(said["conflict"])
    expect(east.locator(".said")).to_have_count(0)
    expect(east.locator("form.enter")).to_have_count(0)
    sheet_browser._fits(east)
    sheet_browser._shot(east, "hall-entry-conflict", language)
    # Opened again from the table card (a reload would send the form again).
    north.goto(f"http://127.0.0.1:{server.port}/enter?c={code}")
    expect(north.locator(".refusal")).to_contain_text(said["conflict"])
    expect(north.locator("form.enter")).to_have_count(0)

    services.results.enter_totals(evening, 1, 1, 900, 650)
    north.reload()  # a GET now
    expect(north.locator(".said")).to_contain_text(said["settled"])
    expect(north.locator(".refusal")).to_have_count(0)
    expect(north.locator("form.enter")).to_have_count(0)
    sheet_browser._fits(north)
    sheet_browser._shot(north, "hall-entry-settled", language)


def test_a_hand_typed_while_the_director_corrects_the_sheet_stays_typed(
    services, scala40, start_entry_hall, browser
):
    from playwright.sync_api import expect

    tid = scala40
    code = services.table_entry.codes(tid, 1)[0].code
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    server = start_entry_hall(tid)
    keeper = sheet_browser._page(browser, server, f"/enter?c={code}", "it")
    # Every penalty box opens a keyboard with letters: the cards left may be typed.
    for player in (a, b, c, d):
        expect(keeper.locator(f"#p{player}")).to_have_attribute("inputmode", "text")
    sheet_browser._hand(keeper, {a: "0", b: "20", c: "10", d: "5"}, a)
    expect(keeper.locator(".said")).to_contain_text("Mano 1 registrata")
    typed = {a: "15", b: "", c: "a k jk 7", d: "30"}
    for player, value in typed.items():
        keeper.fill(f"#p{player}", value)
    keeper.check(f"input[name=closer][value='{b}']")
    services.results.correct_hand(
        tid, 1, 1, 0, Scala40Hand(((a, 0), (b, 25), (c, 10), (d, 5)), a), expected_version=1
    )
    keeper.click("form.hand button[type=submit]")
    expect(keeper.locator(".refusal")).to_contain_text(
        "Il foglio è cambiato nel frattempo (mano 1 corretta da test-station)"
    )
    for player, value in typed.items():
        expect(keeper.locator(f"#p{player}")).to_have_value(value)
    expect(keeper.locator(f"input[name=closer][value='{b}']")).to_be_checked()
    sheet_browser._fits(keeper)
    sheet_browser._shot(keeper, "hall-keeper-changed", "it")
    assert len(services.results.sheet(tid, 1, 1).hands) == 1
    keeper.click("form.hand button[type=submit]")
    expect(keeper.locator(".said")).to_contain_text("Mano 2 registrata")
    assert dict(services.results.sheet(tid, 1, 1).totals) == {a: 15, b: 25, c: 63, d: 35}
