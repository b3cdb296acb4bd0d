"""A burraco turno copied from the paper scoresheet on a phone, each hand's base and cards per
line, in a real browser (Debian's chromium, driven by Playwright) at 360x740: the ± button
gives a figure its minus (a phone's numeric keypad may have none), each line's sum shows as it
is typed, the other pair confirms and the result keeps the base and cards; a base no bonuses
make is refused in the catalogue's words with every figure kept; a table of three pairs.

With TORNEO_HALL_SCREENSHOTS set to a folder (docs/screenshots), the phone pages are saved
there too (`hall-base-cards-*-it.png`, `-en.png`)."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.three_pairs import seven_pairs_with_phones
from tests.hall import evenings
from tests.hall import test_hall_sheet_browser as sheet_browser
from tests.hall.evenings import table_code
from tests.hall.test_hall_base_cards_http import BASES, CARDS, SHEET, THREE_SHEET, base_refused
from tournament_app.services.table_entry import EntryState

SAID = {
    "it": {
        "by_hand": "Inserisci mano per mano",
        "base_cards": "Base e carte",
        "totals": "NS 1045, EO 605",
        "waiting": "in attesa",
        "saved": "risultato registrato",
    },
    "en": {
        "by_hand": "Enter hand by hand",
        "base_cards": "Base and cards",
        "totals": "NS 1045, EW 605",
        "waiting": "waiting",
        "saved": "result saved",
    },
}

STATES = {"evening": evenings.ENTRY_ROUND, "three": with_services(seven_pairs_with_phones)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start):
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1)."""
    return start[1]


@pytest.fixture
def three(start):
    """Seven pairs, table entry on, round 1 published: 5 v 6 v 7 at table 3."""
    return start[1]


@pytest.fixture(params=sorted(SAID))
def language(request) -> str:
    return request.param


def _copy_sheet(page, figures: dict[str, str], language: str) -> None:
    """Each hand's base and cards opened and typed, as a pair copies its sheet."""
    summaries = page.locator("details.sheet > summary")
    for index in range(summaries.count()):
        summaries.nth(index).click()
    for name, typed in figures.items():
        page.fill(f"#{name}", typed)


def test_a_turno_as_base_and_cards_confirmed_by_the_other_pair(
    services, evening, start_entry_hall, browser, language
):
    from playwright.sync_api import expect

    said = SAID[language]
    code = table_code(services, evening, 1)
    server = start_entry_hall(evening)
    north = sheet_browser._page(browser, server, f"/enter?c={code}", language)
    north.click(f"text={said['by_hand']}")
    expect(north.locator("details.sheet > summary").first).to_have_text(said["base_cards"])
    # EW's base of hand 2 typed as the iPhone's keypad allows, digits only, then ± for the
    # minus; its cards with the minus typed.
    _copy_sheet(north, {**SHEET, "h2ewba": "100"}, language)
    north.click("button.sign[data-for=h2ewba]")
    expect(north.locator("#h2ewba")).to_have_value("-100")
    assert north.evaluate("document.activeElement.id") == "h2ewba"
    # Each line's sum as typed, the paper sheet's Totale.
    sums = north.locator(".base-cards output")
    expect(sums).to_have_text(["640", "245", "245", "-120", "160", "480"])
    north.click("button.sign[data-for=h2ewba]")
    expect(north.locator("#h2ewba")).to_have_value("100")
    expect(sums.nth(3)).to_have_text("80")
    north.click("button.sign[data-for=h2ewba]")
    sheet_browser._fits(north)
    sheet_browser._shot(north, "hall-base-cards", language)
    north.click("form.hand button[type=submit]")
    expect(north.locator(".said")).to_contain_text(said["totals"])
    expect(north.locator(".said")).to_contain_text(said["waiting"])
    expect(north.locator("table.hands-shown")).to_contain_text("-100 − 20")
    sheet_browser._fits(north)
    sheet_browser._shot(north, "hall-base-cards-sent", language)
    assert services.results.get(evening, 1, 1) is None

    east = sheet_browser._page(browser, server, f"/enter?c={code}", language)
    east.fill("#ns", "1045")
    east.fill("#ew", "605")
    east.click("form.enter button[type=submit]")
    expect(east.locator(".said")).to_contain_text(said["saved"])
    expect(east.locator("table.hands-shown")).to_contain_text("400 + 240")
    result = services.results.get(evening, 1, 1)
    assert result is not None and (result.ns_vp, result.ew_vp) == (14, 6)
    assert [h.base for h in result.hands] == BASES
    assert [h.cards for h in result.hands] == CARDS


def test_a_base_no_bonuses_make_is_refused_and_kept(
    services, evening, start_entry_hall, browser, language
):
    from playwright.sync_api import expect

    code = table_code(services, evening, 1)
    server = start_entry_hall(evening)
    north = sheet_browser._page(browser, server, f"/enter?c={code}&by=hands", language)
    _copy_sheet(north, {**SHEET, "h1ewba": "120"}, language)
    north.click("form.hand button[type=submit]")
    for words in base_refused(120, language):
        expect(north.locator(".refusal")).to_contain_text(words)
    # Nothing typed is lost: every figure is back, in boxes open to mend them.
    for name, typed in {**SHEET, "h1ewba": "120"}.items():
        expect(north.locator(f"#{name}")).to_have_value(typed)
    expect(north.locator("#h1ewba")).to_be_visible()
    expect(north.locator(".base-cards output").nth(1)).to_have_text("265")
    sheet_browser._fits(north)
    sheet_browser._shot(north, "hall-base-cards-refused", language)
    assert services.table_entry.entries(evening, 1)[0].state is EntryState.OPEN
    assert services.results.get(evening, 1, 1) is None


def test_a_table_of_three_as_base_and_cards(services, three, start_entry_hall, browser):
    from playwright.sync_api import expect

    code = table_code(services, three, 3)
    server = start_entry_hall(three)
    north = sheet_browser._page(browser, server, f"/enter?c={code}&by=hands", "it")
    _copy_sheet(north, THREE_SHEET, "it")
    expect(north.locator(".base-cards output")).to_have_text(
        ["450", "160", "-135", "60", "615", "190", "310", "-100", "195"]
    )
    sheet_browser._fits(north)
    sheet_browser._shot(north, "hall-base-cards-three", "it")
    north.click("form.hand button[type=submit]")
    expect(north.locator(".said")).to_contain_text("in attesa")
    sheet_browser._fits(north)
    (waiting,) = [e for e in services.table_entry.entries(three, 1) if e.table == 3]
    assert (waiting.ns_mp, waiting.ew_mp, waiting.third_mp) == (820, 675, 250)
