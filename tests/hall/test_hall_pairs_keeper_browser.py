"""A scala 40 keeper in a real browser (Debian's chromium, driven by Playwright) at 360x740, in
Italian: the table's code typed on "Inserisci il risultato" opens the table's sheet (a
burraco tournament's page still asks for the code and both totals); at a pairs table the keeper
ticks who closed and types the other three players' points, the sheet then showing the hands
won; a hand the rules refuse is said and nothing saved.

With TORNEO_HALL_SCREENSHOTS set to a folder, the pages are saved there too
(`hall-keeper-code-it.png`, `hall-pairs-keeper-*-it.png`)."""

from __future__ import annotations

from tests.hall import evenings
from tests.hall import test_hall_pairs_keeper_http as pairs_http
from tests.hall import test_hall_sheet_browser as sheet_browser
from tournament_app.hall.server import HallServer
from tournament_app.services import Services, TournamentId

PHONE, STEP_MS = sheet_browser.PHONE, sheet_browser.STEP_MS
Seat = tuple[int, int]
STATES = pairs_http.STATES
start, database_url = evenings.start, evenings.database_url
pairs, scala40, burraco = pairs_http.pairs, pairs_http.scala40, pairs_http.burraco


def _page(browser, server: HallServer, path: str):
    return sheet_browser._page(browser, server, path, "it")


def _fits(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def _box(seat: Seat) -> str:
    return f"#q{seat[0]}_{seat[1]}"


def _closer(page, seat: Seat) -> None:
    page.check(f"input[name=closer][value='{seat[0]}.{seat[1]}']")


def test_a_scala40_code_typed_on_the_entry_page_opens_the_table_sheet(
    services: Services, scala40: TournamentId, start_entry_hall, browser
):
    from playwright.sync_api import expect

    code = services.table_entry.codes(scala40, 1)[0].code
    server = start_entry_hall(scala40)
    keeper = _page(browser, server, "/")
    keeper.click("nav >> text=Inserisci il risultato")
    expect(keeper.locator("main")).to_contain_text("sul cartellino o sul segnapunti")
    expect(keeper.locator("#ns")).to_have_count(0)
    _fits(keeper)
    sheet_browser._shot(keeper, "hall-keeper-code", "it")
    keeper.fill("#c", code.lower())
    keeper.click("text=Apri il foglio del tavolo")
    expect(keeper.locator("h2.who")).to_contain_text("Tavolo 1, turno 1")
    expect(keeper.locator("form.hand button[type=submit]")).to_contain_text("Registra la mano")
    _fits(keeper)


def test_a_burraco_entry_page_still_asks_for_both_totals(
    burraco: TournamentId, start_entry_hall, browser
):
    from playwright.sync_api import expect

    server = start_entry_hall(burraco)
    phone = _page(browser, server, "/enter")
    expect(phone.locator("#ns")).to_be_visible()
    expect(phone.locator("#ew")).to_be_visible()
    expect(phone.locator("main")).not_to_contain_text("Apri il foglio del tavolo")


def test_a_pairs_keeper_enters_a_hand_and_the_sheet_shows_the_hands_won(
    services: Services, pairs, start_entry_hall, browser
):
    from playwright.sync_api import expect

    tid, code, (a1, a2, b1, b2) = pairs
    server = start_entry_hall(tid)
    keeper = _page(browser, server, f"/enter?c={code}")
    expect(keeper.locator("form.pairs legend")).to_have_count(2)
    expect(keeper.locator("form.pairs")).to_contain_text("Rossi1 Anna")
    _fits(keeper)
    sheet_browser._shot(keeper, "hall-pairs-keeper-form", "it")
    _closer(keeper, a1)
    keeper.fill(_box(a2), "A K")
    keeper.fill(_box(b1), "12")
    keeper.fill(_box(b2), "30")
    keeper.click("form.pairs button[type=submit]")
    expect(keeper.locator(".said")).to_contain_text("Mano 1 registrata")
    expect(keeper.locator(".match")).to_contain_text(f"Coppia {a1[0]}: mani vinte 1")
    expect(keeper.locator(".match")).to_contain_text(f"Coppia {b1[0]}: mani vinte 0")
    expect(keeper.locator("table.sheet tfoot")).to_contain_text("42")
    _fits(keeper)
    sheet_browser._shot(keeper, "hall-pairs-keeper-sheet", "it")
    sheet = services.results.pairs_sheet(tid, 1, 1)
    assert dict(sheet.game_points) == {a1[0]: 1, b1[0]: 0}
    assert dict(sheet.totals) == {a1[0]: 21, b1[0]: 42}


def test_a_pairs_hand_with_points_for_the_closer_is_refused_in_words(
    services: Services, pairs, start_entry_hall, browser
):
    from playwright.sync_api import expect

    tid, code, (a1, a2, b1, b2) = pairs
    server = start_entry_hall(tid)
    keeper = _page(browser, server, f"/enter?c={code}")
    _closer(keeper, b2)
    for seat, typed in ((a1, "5"), (a2, "10"), (b1, "7"), (b2, "20")):
        keeper.fill(_box(seat), typed)
    keeper.click("form.pairs button[type=submit]")
    expect(keeper.locator(".refusal")).to_contain_text("Togli i punti di chi ha chiuso")
    # What was typed stays, to be mended.
    expect(keeper.locator(_box(b2))).to_have_value("20")
    expect(keeper.locator(f"input[name=closer][value='{b2[0]}.2']")).to_be_checked()
    _fits(keeper)
    sheet_browser._shot(keeper, "hall-pairs-keeper-refused", "it")
    assert services.results.pairs_sheet(tid, 1, 1).hands == ()
