"""Sheets written at the table in a real browser (Debian's chromium, driven by Playwright) at
360x740: a scala 40 keeper enters the hands until a player is out while another phone follows
the sheet live; a bad hand is refused in words; a burraco pair sends its turno hand by hand and
the other pair confirms it.

Each in Italian and in English (the phone's language, as its browser says it). With
TORNEO_HALL_SCREENSHOTS set to a folder (docs/screenshots), the phone pages are saved there too,
for the user guide (`hall-*-it.png`, `hall-*-en.png`)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import published_round, scala40_tournament
from tests.hall import evenings
from tests.hall import test_hall_entry_browser as entry_browser
from tournament_app.hall.server import HallServer
from tournament_app.services import PlayerSpec, Scala40Settings, Services, TournamentId

PHONE, STEP_MS = entry_browser.PHONE, entry_browser.STEP_MS
LIVE_MS = 2000
"""The bound of a change the live stream brings to another phone (said well within a
second); below 2.5 s Playwright also looks every 100 ms instead of every 500 ms."""
NAMES = [("Rossi", "Anna"), ("Bianchi", "Marco"), ("Esposito", "Lucia"), ("Colombo", "Paolo")]
SAID = {
    "it": {
        "locale": "it-IT",
        "no_hand": "Nessuna mano ancora",
        "hand": "Mano {n} registrata",
        "out": "eliminato",
        "two_closers": "solo chi chiude la mano segna 0",
        "by_hand": "Inserisci mano per mano",
        "totals": "NS 790, EO 555",
        "waiting": "in attesa",
        "saved": "risultato registrato",
    },
    "en": {
        "locale": "en-GB",
        "no_hand": "No hand yet",
        "hand": "Hand {n} recorded",
        "out": "out",
        "two_closers": "only the player who closed scores 0",
        "by_hand": "Enter hand by hand",
        "totals": "NS 790, EW 555",
        "waiting": "waiting",
        "saved": "result saved",
    },
}
"""What a phone reads in each language, as its browser asks for it."""


@pytest.fixture(params=sorted(SAID))
def language(request) -> str:
    return request.param


def _roster(number: int) -> list[PlayerSpec]:
    surname, name = NAMES[(number - 1) % len(NAMES)]
    return [PlayerSpec(surname=surname, name=name)]


def _shot(page, name: str, language: str) -> None:
    folder = os.environ.get("TORNEO_HALL_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / f"{name}-{language}.png"), full_page=True)


def _page(browser, server: HallServer, path: str, language: str):
    page = browser.new_context(viewport=PHONE, locale=SAID[language]["locale"]).new_page()
    page.set_default_timeout(STEP_MS)
    page.goto(f"http://127.0.0.1:{server.port}{path}")
    return page


def _fits(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def _hand(page, points: dict[int, str], closer: int) -> None:
    for player, typed in points.items():
        page.fill(f"#p{player}", typed)
    page.check(f"input[name=closer][value='{closer}']")
    page.click("form.hand button[type=submit]")


def _scala40_round(services: Services) -> TournamentId:
    """Four scala 40 players at one table, table entry on, round 1 published."""
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True), roster=_roster)
    published_round(services, tid)
    return tid


STATES = {"scala40": with_services(_scala40_round), "burraco": evenings.ENTRY_ROUND}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def scala40(services, start) -> tuple[TournamentId, str, list[int]]:
    """The scala 40 table's tournament, code and players in their seats' order."""
    tid = start[1]
    code = services.table_entry.codes(tid, 1)[0].code
    return tid, code, list(services.results.sheet(tid, 1, 1).players)


@pytest.fixture
def burraco(start) -> TournamentId:
    return start[1]


def test_a_scala40_sheet_hand_by_hand_with_an_elimination_followed_live(
    services, scala40, start_entry_hall, browser, language
):
    from playwright.sync_api import expect

    said = SAID[language]
    tid, code, (a, b, c, d) = scala40
    server = start_entry_hall(tid)
    follower = _page(browser, server, "/sheet?round=1&table=1", language)
    expect(follower.locator("main")).to_contain_text(said["no_hand"])
    keeper = _page(browser, server, f"/enter?c={code}", language)
    _fits(keeper)
    _shot(keeper, "hall-keeper-form", language)
    _hand(keeper, {a: "0", b: "55", c: "10", d: "5"}, a)
    expect(keeper.locator(".said")).to_contain_text(said["hand"].format(n=1))
    _hand(keeper, {a: "", b: "60", c: "10", d: "5"}, a)
    expect(keeper.locator(".said")).to_contain_text(said["hand"].format(n=2))
    _fits(keeper)
    # b passed 101: out, no box for b on the next hand; the follower's page sees it alone.
    expect(keeper.locator(f"#p{b}")).to_have_count(0)
    expect(follower.locator("table.sheet tfoot")).to_contain_text("115", timeout=LIVE_MS)
    expect(follower.locator(".seats")).to_contain_text(said["out"])
    _fits(follower)
    _shot(keeper, "hall-keeper-sheet", language)
    _shot(follower, "hall-sheet", language)
    sheet = services.results.sheet(tid, 1, 1)
    assert sheet.eliminated == (b,) and dict(sheet.totals) == {a: 0, b: 115, c: 20, d: 10}


def test_a_bad_hand_is_refused_in_words(services, scala40, start_entry_hall, browser, language):
    from playwright.sync_api import expect

    tid, code, (a, b, c, d) = scala40
    server = start_entry_hall(tid)
    keeper = _page(browser, server, f"/enter?c={code}", language)
    # Two closers: a marked, c typed 0.
    _hand(keeper, {a: "", b: "20", c: "0", d: "5"}, a)
    expect(keeper.locator(".refusal")).to_contain_text(SAID[language]["two_closers"])
    # What was typed stays, to be mended.
    expect(keeper.locator(f"#p{b}")).to_have_value("20")
    _fits(keeper)
    _shot(keeper, "hall-keeper-refused", language)
    assert services.results.sheet(tid, 1, 1).hands == ()


def test_a_burraco_turno_hand_by_hand_and_confirmed(
    services, burraco, start_entry_hall, browser, language
):
    from playwright.sync_api import expect

    said = SAID[language]
    tid = burraco
    code = next(c.code for c in services.table_entry.codes(tid, 1) if c.table == 1)
    server = start_entry_hall(tid)
    north = _page(browser, server, f"/enter?c={code}", language)
    north.click(f"text={said['by_hand']}")
    # Hand 1 line by line, as the window's hand sheet takes it: NS a clean burraco (200),
    # 150 on the table, closed with the pozzetto (100); EW a dirty one (100), 120 on the
    # table, 60 left in hand. Hands 2 and 3 as two totals.
    north.click("details.detail >> nth=0 >> summary")
    for name, typed in (("h1nscl", "1"), ("h1nsme", "150"), ("h1ewdi", "1")):
        north.fill(f"#{name}", typed)
    north.fill("#h1ewme", "120")
    north.fill("#h1ewih", "60")
    north.check("input[name=h1nsc]")
    for index, (ns, ew) in enumerate((("-50", "410"), ("390", "-15")), 2):
        north.fill(f"#ns{index}", ns)
        north.fill(f"#ew{index}", ew)
    _fits(north)
    _shot(north, "hall-burraco-hands", language)
    north.click("form.hand button[type=submit]")
    expect(north.locator(".said")).to_contain_text(said["totals"])
    expect(north.locator(".said")).to_contain_text(said["waiting"])
    east = _page(browser, server, f"/enter?c={code}", language)
    east.fill("#ns", "790")
    east.fill("#ew", "555")
    east.click("form.enter button[type=submit]")
    expect(east.locator(".said")).to_contain_text(said["saved"])
    result = services.results.get(tid, 1, 1)
    assert result is not None and [(h.ns, h.ew) for h in result.hands] == [
        (450, 160),
        (-50, 410),
        (390, -15),
    ]
