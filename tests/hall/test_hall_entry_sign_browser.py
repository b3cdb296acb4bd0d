"""A negative turno total typed on the `/enter` page as an iPhone lets it, digits only: each
total has a ± button beside it giving it its minus, in a real browser (Debian's chromium,
driven by Playwright) at 360x740, at a table of two pairs and at a table of three; without
JavaScript the button is not shown and a minus is typed. Over HTTP, the minus the button
writes, a typed one and the typographic one are read alike, and a lone minus is refused.

With TORNEO_HALL_SCREENSHOTS set to a folder, the pages are saved there
(`hall-entry-sign-*-it.png`)."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.three_pairs import seven_pairs_with_phones
from tests.hall import evenings
from tests.hall import test_hall_sheet_browser as sheet_browser
from tests.hall.evenings import table_code
from tests.hall.test_hall_entry_http import Phone
from tournament_app.hall.server import HallServer
from tournament_app.services import TournamentId

PHONE, STEP_MS = sheet_browser.PHONE, sheet_browser.STEP_MS
SIGN = "Cambia il segno (meno)"
LABELS = {
    "ns": "Totale della linea NS",
    "ew": "Totale della linea EO",
    "third": "Totale della 3ª linea",
}

STATES = {"evening": evenings.ENTRY_ROUND, "three": with_services(seven_pairs_with_phones)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1)."""
    return start[1]


@pytest.fixture
def three(start) -> TournamentId:
    """Seven pairs, table entry on, round 1 published: 5 v 6 v 7 at table 3."""
    return start[1]


def _phone(browser, server: HallServer, code: str, *, script: bool = True):
    """A phone in Italian at 360x740, with a touch screen, on the table's `/enter` page."""
    context = browser.new_context(
        viewport=PHONE, locale="it-IT", has_touch=True, java_script_enabled=script
    )
    page = context.new_page()
    page.set_default_timeout(STEP_MS)
    page.goto(f"http://127.0.0.1:{server.port}/enter?c={code}")
    return page


def _negative_by_button(page, name: str, digits: str) -> None:
    """± tapped on an empty total, then its digits typed on the keypad, as on an iPhone."""
    from playwright.sync_api import expect

    page.tap(f"button.sign[data-for={name}]")
    expect(page.locator(f"#{name}")).to_have_value("-")
    # The tap left the keypad on the total: the digits go after the minus.
    assert page.evaluate("document.activeElement.id") == name
    page.keyboard.type(digits)
    expect(page.locator(f"#{name}")).to_have_value(f"-{digits}")


def _beside_and_whole(page, names: tuple[str, ...]) -> None:
    """Each total's button on the total's own row, right of it, inside the screen; each
    label names its box (a screen reader's way to it); the send button apart below them;
    the page no wider than the phone."""
    from playwright.sync_api import expect

    for name in names:
        expect(page.get_by_label(LABELS[name], exact=True)).to_have_attribute("name", name)
        box = page.locator(f"#{name}").bounding_box()
        button = page.locator(f"button.sign[data-for={name}]").bounding_box()
        assert box is not None and button is not None
        assert button["x"] >= box["x"] + box["width"]
        assert button["x"] + button["width"] <= PHONE["width"]
        middle = button["y"] + button["height"] / 2
        assert box["y"] <= middle <= box["y"] + box["height"]
        # As tall as the box within a few pixels: a finger's target, not a small badge.
        assert abs(button["height"] - box["height"]) <= 4
    last = page.locator(f"#{names[-1]}").bounding_box()
    send = page.locator("form.enter button[type=submit]").bounding_box()
    assert last is not None and send is not None
    # The send button apart from the last total, not touching it (a thumb's slip).
    assert send["y"] >= last["y"] + last["height"] + 6
    sheet_browser._fits(page)


def test_a_negative_ns_total_by_the_button_is_saved(services, evening, start_entry_hall, browser):
    from playwright.sync_api import expect

    code = table_code(services, evening, 1)
    server = start_entry_hall(evening)
    north = _phone(browser, server, code)
    expect(north.get_by_role("button", name=SIGN)).to_have_count(2)
    _beside_and_whole(north, ("ns", "ew"))
    _negative_by_button(north, "ns", "105")
    north.get_by_label(LABELS["ew"], exact=True).fill("640")
    sheet_browser._shot(north, "hall-entry-sign", "it")
    north.click("form.enter button[type=submit]")
    expect(north.locator(".said")).to_contain_text("NS -105, EO 640")
    expect(north.locator(".said")).to_contain_text("in attesa")

    # The other pair types the minus on a keypad that has one.
    east = _phone(browser, server, code)
    east.fill("#ns", "-105")
    east.fill("#ew", "640")
    east.click("form.enter button[type=submit]")
    expect(east.locator(".said")).to_contain_text("NS -105, EO 640")
    expect(east.locator(".said")).to_contain_text("risultato registrato")
    result = services.results.get(evening, 1, 1)
    assert result is not None and (result.ns_mp, result.ew_mp) == (-105, 640)
    assert result.ns_vp < result.ew_vp


def test_the_button_turns_a_typed_total_and_back(services, evening, start_entry_hall, browser):
    """Pressed on a total already typed, the button puts the minus in front, and pressed again
    takes it away: a player who forgot the sign mends it without typing again."""
    from playwright.sync_api import expect

    server = start_entry_hall(evening)
    page = _phone(browser, server, table_code(services, evening, 1))
    page.fill("#ew", "245")
    page.tap("button.sign[data-for=ew]")
    expect(page.locator("#ew")).to_have_value("-245")
    page.tap("button.sign[data-for=ew]")
    expect(page.locator("#ew")).to_have_value("245")
    expect(page.locator("#ns")).to_have_value("")


def test_a_negative_third_line_at_a_table_of_three(services, three, start_entry_hall, browser):
    from playwright.sync_api import expect

    code = table_code(services, three, 3)
    server = start_entry_hall(three)
    north = _phone(browser, server, code)
    expect(north.get_by_role("button", name=SIGN)).to_have_count(3)
    _beside_and_whole(north, ("ns", "ew", "third"))
    north.fill("#ns", "640")
    north.fill("#ew", "245")
    _negative_by_button(north, "third", "135")
    sheet_browser._shot(north, "hall-entry-sign-three", "it")
    north.click("form.enter button[type=submit]")
    expect(north.locator(".said")).to_contain_text("NS 640, EO 245, 3ª -135")
    expect(north.locator(".said")).to_contain_text("in attesa")

    third = _phone(browser, server, code)
    third.fill("#ns", "640")
    third.fill("#ew", "245")
    _negative_by_button(third, "third", "135")
    third.click("form.enter button[type=submit]")
    expect(third.locator(".said")).to_contain_text("risultato registrato")
    result = services.results.get(three, 1, 3)
    assert result is not None and (result.ns_mp, result.ew_mp, result.third_mp) == (640, 245, -135)


def test_without_javascript_no_button_and_a_typed_minus_is_sent(
    services, three, start_entry_hall, browser
):
    from playwright.sync_api import expect

    code = table_code(services, three, 3)
    server = start_entry_hall(three)
    page = _phone(browser, server, code, script=False)
    expect(page.locator("#third")).to_be_visible()
    expect(page.locator("button.sign")).to_have_count(3)
    for index in range(3):
        expect(page.locator("button.sign").nth(index)).to_be_hidden()
    sheet_browser._fits(page)
    page.get_by_label(LABELS["ns"], exact=True).fill("-105")
    page.get_by_label(LABELS["ew"], exact=True).fill("640")
    page.get_by_label(LABELS["third"], exact=True).fill("350")
    page.click("form.enter button[type=submit]")
    expect(page.locator(".said")).to_contain_text("NS -105, EO 640, 3ª 350")
    (waiting,) = [e for e in services.table_entry.entries(three, 1) if e.table == 3]
    assert (waiting.ns_mp, waiting.ew_mp, waiting.third_mp) == (-105, 640, 350)


def test_every_minus_is_read_and_a_lone_one_refused(services, evening, start_entry_hall):
    """The button writes the keyboard's minus (`-`); a phone's keyboard may give the
    typographic one (`−`, U+2212): both are a negative total. A minus with no digits, or a
    figure longer than its box (a full box given a minus), is refused in words, nothing sent."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    phone = Phone(hall)
    _, page = phone.get(f"/enter?c={code}")
    token = phone.token(page)
    for lone in ("-", "−", " − "):
        status, page = phone.post({"c": code, "ns": lone, "ew": "640", "t": token})
        assert status == 400 and "in cifre" in page, lone
    status, page = phone.post({"c": code, "ns": "-1234567", "ew": "640", "t": token})
    assert status == 400 and "in cifre" in page
    assert services.table_entry.entries(evening, 1)[0].ns_mp is None
    status, page = phone.post({"c": code, "ns": "−105", "ew": "640", "t": token})
    assert status == 200 and "NS -105, EO 640" in page and "in attesa" in page
    status, page = Phone(hall).enter(code, -105, 640)
    assert status == 200 and "risultato registrato" in page
    result = services.results.get(evening, 1, 1)
    assert result is not None and (result.ns_mp, result.ew_mp) == (-105, 640)
