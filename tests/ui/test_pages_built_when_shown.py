"""The window builds a page the first time its tab is shown (or code asks for it).

A start shows one page, the results of the round in play; the five behind it were built and
wired for nothing until the director looked at them (a third of what Torneo added to a start
over the stack's floor). A page built late must show the open tournament as it stands,
including what changed while it did not exist, and in the language chosen meanwhile.
"""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tournament_app.services import TournamentId
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import (
    TAB_LOG,
    TAB_REGISTRATION,
    TAB_RESULTS,
    TAB_ROUNDS,
    TAB_STANDINGS,
    TAB_START,
    MainWindow,
)
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.standings.page import StandingsPage


@pytest.fixture
def window(qtbot, ui_context) -> MainWindow:
    shown = MainWindow(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def evening(services) -> TournamentId:
    """8 pairs, round 1 published with no result."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    return tid


def built(window: MainWindow) -> list[type]:
    return [type(page) for page in window.pages]


def vp_of(page: StandingsPage) -> dict[int, int]:
    return {row.entry: row.vp for row in page.model.rows()}


def test_opening_an_evening_builds_only_the_page_in_front(qtbot, window, ui_context, monkeypatch):
    """The round in play is shown; the standings, registration, rounds and log pages are not
    built, and nothing is ranked for them."""
    tid = evening(ui_context.services)
    rankings: list[object] = []
    real = ui_context.services.standings._rank
    monkeypatch.setattr(
        ui_context.services.standings, "_rank", lambda *a: rankings.append(a) or real(*a)
    )
    window.open_tournament(tid)
    assert window.tabs.currentIndex() == TAB_RESULTS
    assert ResultsPage in built(window)
    assert not {StandingsPage, RegistrationPage} & set(built(window))
    assert len(window.pages) == 2  # the tournaments list it started on, and the results
    assert rankings == []
    # The tabs are all there, with their titles, and enabled for the open tournament.
    assert window.tabs.count() == 6
    assert window.tabs.tabText(TAB_STANDINGS) == "Stand&ings"
    assert all(window.tabs.isTabEnabled(i) for i in range(TAB_START, TAB_LOG + 1))


def test_showing_a_tab_builds_its_page_with_the_open_tournament(qtbot, window, ui_context):
    tid = evening(ui_context.services)
    window.open_tournament(tid)
    assert RegistrationPage not in built(window)
    window.show_page(TAB_REGISTRATION)
    page = window.registration_page
    assert isinstance(page, RegistrationPage)
    assert window.tabs.currentWidget().isAncestorOf(page)
    assert page.isVisible()
    assert page.model.rowCount() == 8
    # Asked for, not shown: built all the same, without changing the tab in front.
    standings = window.standings_page
    assert window.tabs.currentIndex() == TAB_REGISTRATION
    assert standings is window.standings_page  # built once
    window.show_page(TAB_STANDINGS)
    assert set(vp_of(standings)) == set(range(1, 9))


def test_a_result_typed_before_the_standings_were_built_shows_in_them(qtbot, window, ui_context):
    services = ui_context.services
    tid = evening(services)
    window.open_tournament(tid)
    seat = services.rounds.get(tid, 1).tables[0]
    type_line(qtbot, window.results_page, seat.table, 640, 245)  # 395 apart: 14-6
    qtbot.waitUntil(lambda: "1 / 4" in window.tables_label.text(), timeout=3000)
    assert StandingsPage not in built(window)

    window.show_page(TAB_STANDINGS)

    vp = vp_of(window.standings_page)
    assert (vp[seat.ns[0]], vp[seat.ew[0]]) == (14, 6)


def test_a_page_built_after_another_tournament_was_opened_shows_that_one(qtbot, window, ui_context):
    services = ui_context.services
    first = evening(services)
    second = burraco_tournament(services, 12)
    window.open_tournament(first)
    window.open_tournament(second)  # no round yet: the registration comes to the front
    assert window.tabs.currentIndex() == TAB_REGISTRATION
    assert window.registration_page.model.rowCount() == 12
    window.show_page(TAB_ROUNDS)
    window.show_page(TAB_STANDINGS)
    assert len(window.standings_page.model.rows()) == 12


def test_switching_language_with_pages_not_built(qtbot, window, ui_context):
    """The tabs are retitled; the page in front is rebuilt at once, in the new language, and
    one never shown is built in it when first shown."""
    tid = evening(ui_context.services)
    window.open_tournament(tid)
    old_results = window.results_page
    window.languages = LanguageSwitcher()
    try:
        window.set_language("it")
        assert window.tabs.currentIndex() == TAB_RESULTS
        assert window.tabs.tabText(TAB_STANDINGS) == "&Classifica"
        assert built(window) == [ResultsPage]
        assert window.results_page is not old_results
        assert window.results_page.isVisible()
        window.show_page(TAB_STANDINGS)
        assert len(window.standings_page.model.rows()) == 8
        assert window.standings_page.draw_button.text() == "Sorteggio dei pari &merito…"
    finally:
        window.languages.apply("en")


def test_the_menu_shortcut_builds_and_shows_the_page(qtbot, window, ui_context):
    """Ctrl+5 brings up the standings, built there and then."""
    window.open_tournament(evening(ui_context.services))
    assert StandingsPage not in built(window)
    shortcut = next(
        action
        for menu in window.menuBar().findChildren(type(window.menuBar().actions()[0].menu()))
        for action in menu.actions()
        if action.shortcut().toString() == "Ctrl+5"
    )
    shortcut.trigger()
    assert window.tabs.currentIndex() == TAB_STANDINGS
    assert len(window.standings_page.model.rows()) == 8


def test_a_start_on_an_evening_builds_its_results_page_only(qtbot, ui_context):
    """The start reopens the last tournament on its round in play: only that page is made
    (not the tournaments list the window would otherwise open on)."""
    tid = evening(ui_context.services)
    ui_context.settings.set_last_tournament(ui_context.database, tid)
    window = MainWindow(settings=ui_context.settings, opening="t.sqlite3")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.attach(ui_context, open_last=True)
    assert built(window) == [ResultsPage]
    assert window.tabs.currentIndex() == TAB_RESULTS
    assert window.results_page.isVisible()
