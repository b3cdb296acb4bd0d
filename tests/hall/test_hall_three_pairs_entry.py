"""A table of three pairs (burraco a sei) enters its result from the phones: its code's page
asks for the three totals, one pair enters them, another pair confirms them from its own phone
(over HTTP, and in a real browser, Debian's chromium driven by Playwright, at 360x740)."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.three_pairs import seven_pairs_with_phones
from tests.hall import evenings
from tests.hall.evenings import table_code
from tests.hall.test_hall_entry_http import Phone
from tournament_app.services import (
    TournamentId,
)

PHONE = {"width": 360, "height": 740}
STEP_MS = 5000


STATES = {"evening": with_services(seven_pairs_with_phones)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    return start[1]


def _enter_three(phone: Phone, code: str, figures: tuple[int, int, int]) -> tuple[int, str]:
    _, page = phone.get(f"/enter?c={code}")
    ns, ew, third = (str(figure) for figure in figures)
    return phone.post({"c": code, "ns": ns, "ew": ew, "third": third, "t": phone.token(page)})


def test_three_totals_over_http(services, evening, start_entry_hall) -> None:
    """The code's page has the third field (a table of two's has not); two totals for the
    table of three are refused in words with the third field given back."""
    code, two = table_code(services, evening, 3), table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north, third_pair = Phone(hall), Phone(hall)
    status, page = north.get(f"/enter?c={code}")
    assert status == 200 and 'name="third"' in page and "Totale della 3ª linea" in page
    assert 'name="third"' not in north.get(f"/enter?c={two}")[1]
    status, page = north.enter(code, 640, 245)
    assert status == 409 and "tre totali" in page and 'name="third"' in page
    status, page = _enter_three(north, code, (640, 245, 400))
    assert status == 200 and "in attesa" in page and "3ª 400" in page
    status, page = _enter_three(third_pair, code, (640, 245, 400))
    assert status == 200 and "risultato registrato" in page
    result = services.results.get(evening, 1, 3)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 7, 10)


def test_a_table_of_three_confirmed_in_a_browser(services, evening, start_entry_hall, browser):
    from playwright.sync_api import expect

    code = table_code(services, evening, 3)
    server = start_entry_hall(evening)

    def phone(figures: tuple[str, str, str]):
        context = browser.new_context(viewport=PHONE, locale="it-IT")
        page = context.new_page()
        page.set_default_timeout(STEP_MS)
        page.goto(f"http://127.0.0.1:{server.port}/enter?c={code}")
        for field, figure in zip(("#ns", "#ew", "#third"), figures, strict=True):
            page.fill(field, figure)
        page.click("button[type=submit]")
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        return page

    north = phone(("640", "245", "400"))
    expect(north.locator(".said")).to_contain_text("in attesa")
    assert services.results.get(evening, 1, 3) is None
    third = phone(("640", "245", "400"))
    expect(third.locator(".said")).to_contain_text("risultato registrato")
    result = services.results.get(evening, 1, 3)
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (640, 245, 400)


# Three hands summing to 640, 245 and 400 (VP 13, 7, 10 as above).
THREE_HANDS = {
    **{"ns1": "300", "ew1": "120", "c1": "100"},
    **{"ns2": "-50", "ew2": "50", "c2": "200"},
    **{"ns3": "390", "ew3": "75", "c3": "100"},
}


def test_three_lines_hand_by_hand_over_http(services, evening, start_entry_hall) -> None:
    """The code's page of a table of three links to the hand-by-hand form, three lines a
    hand; each hand is checked by the table of three's rules (a pozzetto only after a
    burraco), a hand without its third figure is refused, and the other pair confirms the
    totals the hands add up to."""
    from tests.hall.test_hall_sheet_http import Keeper

    code = table_code(services, evening, 3)
    hall = start_entry_hall(evening)
    north, third_pair = Keeper(hall), Phone(hall)
    status, page = north.get(f"/enter?c={code}")
    assert status == 200 and "by=hands" in page
    status, page = north.get(f"/enter?c={code}&by=hands")
    assert status == 200 and 'name="c3"' in page and "i tre totali di ogni mano" in page
    status, refused = north.send(
        "/enter/hands", {**THREE_HANDS, "c2": "", "c": code, "t": north.token(page)}
    )
    assert status == 400 and "in cifre" in refused and 'value="-50"' in refused
    # Hand 1 line by line: NS took its pozzetto with no burraco, which three packs forbid.
    detail = {"h1nsme": "100", "h1nsp": "1", "h1ewme": "60", "h1ccme": "40"}
    status, refused = north.send(
        "/enter/hands", {**THREE_HANDS, **detail, "c": code, "t": north.token(page)}
    )
    assert status == 409 and "mano 1" in refused.lower() and "pozzetto" in refused.lower()
    assert services.results.get(evening, 1, 3) is None
    status, page = north.send("/enter/hands", {**THREE_HANDS, "c": code, "t": north.token(page)})
    assert status == 200 and "3ª 400" in page and "in attesa" in page
    status, page = _enter_three(third_pair, code, (640, 245, 400))
    assert status == 200 and "risultato registrato" in page
    result = services.results.get(evening, 1, 3)
    assert [(h.ns, h.ew, h.third) for h in result.hands] == [
        (300, 120, 100),
        (-50, 50, 200),
        (390, 75, 100),
    ]
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 7, 10)


def test_three_lines_hand_by_hand_in_a_browser(services, evening, start_entry_hall, browser):
    """At 360 px the three lines' figures fit the phone and are sent as the hands."""
    from playwright.sync_api import expect

    code = table_code(services, evening, 3)
    server = start_entry_hall(evening)
    context = browser.new_context(viewport=PHONE, locale="it-IT")
    page = context.new_page()
    page.set_default_timeout(STEP_MS)
    page.goto(f"http://127.0.0.1:{server.port}/enter?c={code}&by=hands")
    for name, figure in THREE_HANDS.items():
        page.fill(f"[name={name}]", figure)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.click("button[type=submit]")
    expect(page.locator(".said")).to_contain_text("in attesa")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    (waiting,) = [e for e in services.table_entry.entries(evening, 1) if e.table == 3]
    assert (waiting.ns_mp, waiting.ew_mp, waiting.third_mp) == (640, 245, 400)
