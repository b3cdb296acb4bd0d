"""The Brazilian variant's joker mark on the phone's hand-by-hand form (issue #19): a hand's
mark that a joker turned up at the deal (no trump suit), only in a Brazilian tournament and
only with each line's figures, as the window's hand sheet has it; a burraco in trumps with
the mark is refused in words. Over HTTP at a table of two and of three pairs, and in a real
browser (Debian's chromium, driven by Playwright) at 360x740."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.three_pairs import seven_pairs, seven_pairs_with_phones
from tests.hall import evenings
from tests.hall.evenings import table_code
from tests.hall.test_hall_entry_browser import PHONE
from tests.hall.test_hall_sheet_browser import _page
from tests.hall.test_hall_sheet_http import HAND_ONE_BY_LINES, Keeper, Phone
from tournament_app.services import Services, TournamentId
from tournament_app.services.table_entry import EntryState


def seven_brazilian_pairs_with_phones(services: Services) -> TournamentId:
    """Seven pairs playing the Brazilian variant, table entry on (1 v 2, 3 v 4, 5 v 6 v 7)."""
    return seven_pairs(services, brazilian=True, table_entry=True)


STATES = {
    "brazilian": with_services(seven_brazilian_pairs_with_phones),
    "plain": with_services(seven_pairs_with_phones),
}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def brazilian(start) -> TournamentId:
    return start[1]


@pytest.fixture
def plain(start) -> TournamentId:
    return start[1]


def _hand_one(keeper: Keeper, code: str, extra: dict[str, str]) -> tuple[int, str]:
    """The turno with hand 1 line by line (`HAND_ONE_BY_LINES`: NS 600, EW 660) and `extra`."""
    _, page = keeper.get(f"/enter?c={code}&by=hands")
    fields = HAND_ONE_BY_LINES | {"c": code, "t": keeper.token(page)}
    return keeper.send("/enter/hands", fields | extra)


def test_the_joker_mark_is_saved_with_the_hand(services, brazilian, start_entry_hall):
    code = table_code(services, brazilian, 1)
    hall = start_entry_hall(brazilian)
    north, east = Keeper(hall), Phone(hall)
    _, page = north.get(f"/enter?c={code}&by=hands")
    assert 'name="h1jk"' in page and "Jolly alla distribuzione" in page
    status, page = _hand_one(north, code, {"h1jk": "1"})
    assert status == 200 and "NS 600, EO 660" in page
    status, page = east.enter(code, 600, 660)
    assert "risultato registrato" in page
    result = services.results.get(brazilian, 1, 1)
    assert result is not None and result.breakdown[0] is not None
    assert result.breakdown[0].joker and (result.hands[0].ns, result.hands[0].ew) == (450, 160)


def test_a_trump_burraco_with_the_mark_is_refused_in_words(services, brazilian, start_entry_hall):
    code = table_code(services, brazilian, 1)
    north = Keeper(start_entry_hall(brazilian))
    # NS's clean burraco marked as in trumps, in a hand where a joker turned up.
    status, page = _hand_one(north, code, {"h1jk": "1", "h1nstc": "1"})
    assert status == 409 and "alla distribuzione è uscito un jolly" in page
    assert 'name="h1jk" value="1" checked' in page.replace("  ", " ")
    assert services.table_entry.entries(brazilian, 1)[0].state is EntryState.OPEN
    assert services.results.get(brazilian, 1, 1) is None


def test_the_mark_at_a_table_of_three_pairs(services, brazilian, start_entry_hall):
    code = table_code(services, brazilian, 3)
    hall = start_entry_hall(brazilian)
    north, third = Keeper(hall), Phone(hall)
    _, page = north.get(f"/enter?c={code}&by=hands")
    assert 'name="h1jk"' in page and 'name="h1cme"' in page
    # Hand 1 line by line: each line a dirty burraco (100), its pozzetto played, and its
    # melded cards (100, 50, 30): 200, 150 and 130; none closed.
    fields: dict[str, str | list[str]] = {
        "h1jk": "1",
        "h1nsdi": "1",
        "h1nsme": "100",
        "h1nsp": "1",
        "h1ewdi": "1",
        "h1ewme": "50",
        "h1ewp": "1",
        "h1cdi": "1",
        "h1cme": "30",
        "h1cp": "1",
        "ns2": "100",
        "ew2": "200",
        "c2": "300",
        "ns3": "10",
        "ew3": "20",
        "c3": "30",
        "c": code,
        "t": north.token(page),
    }
    status, page = north.send("/enter/hands", fields | {"h1nstd": "1"})
    assert status == 409 and "alla distribuzione è uscito un jolly" in page
    assert services.results.get(brazilian, 1, 3) is None
    _, page = north.get(f"/enter?c={code}&by=hands")
    status, page = north.send("/enter/hands", fields | {"t": north.token(page)})
    assert status == 200 and "in attesa" in page
    _, page = third.get(f"/enter?c={code}")
    status, page = third.post(
        {"c": code, "ns": "310", "ew": "370", "third": "460", "t": third.token(page)}
    )
    assert status == 200 and "risultato registrato" in page
    result = services.results.get(brazilian, 1, 3)
    assert result is not None and result.breakdown[0] is not None and result.breakdown[0].joker


def test_no_mark_outside_the_brazilian_variant(services, plain, start_entry_hall):
    code = table_code(services, plain, 1)
    north = Keeper(start_entry_hall(plain))
    _, page = north.get(f"/enter?c={code}&by=hands")
    assert 'name="h1jk"' not in page and "Jolly alla distribuzione" not in page
    # A mark sent anyway (a form kept from elsewhere) is not read: the hand is saved without it.
    status, page = _hand_one(north, code, {"h1jk": "1"})
    assert status == 200 and "NS 600, EO 660" in page


def test_the_mark_in_a_browser_at_a_phones_width(services, brazilian, start_entry_hall, browser):
    from playwright.sync_api import expect

    code = table_code(services, brazilian, 1)
    server = start_entry_hall(brazilian)
    north = _page(browser, server, f"/enter?c={code}&by=hands", "it")
    north.click("details.detail >> nth=0 >> summary")
    expect(north.locator("input[name=h1jk]")).to_be_visible()
    north.check("input[name=h1jk]")
    north.fill("#h1nscl", "1")
    north.fill("#h1nstc", "1")
    north.fill("#h1nsme", "150")
    north.check("input[name=h1nsc]")
    north.fill("#h1ewme", "120")
    for index in (2, 3):
        north.fill(f"#ns{index}", "100")
        north.fill(f"#ew{index}", "200")
    assert north.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    north.click("form.hand button[type=submit]")
    expect(north.locator(".refusal, .said").first).to_contain_text("uscito un jolly")
    expect(north.locator("input[name=h1jk]")).to_be_checked()
    assert services.results.get(brazilian, 1, 1) is None
