"""Pages behind other tabs read their data once shown.

Opening a tournament reads only the page in front of the director (a 250-table evening opens
in half the time); every other page shows what changed meanwhile as soon as its tab is opened.
"""

from __future__ import annotations

import pytest

from tests.builders.evenings import (
    burraco_tournament,
    published_round,
    scala40_tournament,
    type_line,
)
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.services import Services, TournamentId
from tournament_app.ui.main_window.window import (
    TAB_LOG,
    TAB_REGISTRATION,
    TAB_RESULTS,
    TAB_ROUNDS,
    TAB_STANDINGS,
    TAB_START,
    MainWindow,
)
from tournament_app.ui.results.page import ResultsPage


@pytest.fixture
def window(qtbot, ui_context) -> MainWindow:
    """The main window on screen over the test database."""
    shown = MainWindow(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def evening(services: Services, pairs: int) -> TournamentId:
    """`pairs` pairs; round 1 played out (every NS line 500-300: 12 VP to 8), round 2
    published with no result yet."""
    tid = burraco_tournament(services, pairs)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 500, 300)
    published_round(services, tid)
    return tid


def forty_pairs(services: Services) -> TournamentId:
    return evening(services, 40)


def eight_pairs(services: Services) -> TournamentId:
    return evening(services, 8)


# The evenings most tests open, built once per process and copied for each test.
STATES = {
    "evening_of_40": with_services(forty_pairs, station="test"),
    "evening_of_8": with_services(eight_pairs, station="test"),
}
start, ui_context = ui_snapshot_fixtures(STATES)
evening_of_40 = state_value("evening_of_40")
evening_of_8 = state_value("evening_of_8")


def round_one_vp(services: Services, tid: TournamentId) -> dict[int, int]:
    """Each entry's VP after round 1, as `evening` scored it."""
    vp = {}
    for seat in services.rounds.get(tid, 1).tables:
        vp[seat.ns[0]] = 12
        vp[seat.ew[0]] = 8
    return vp


def count_calls(monkeypatch, service: object, method: str) -> list[object]:
    """Record each call of a service method (the list grows by one per call)."""
    calls: list[object] = []
    real = getattr(service, method)

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(service, method, counted)
    return calls


def test_opening_reads_only_the_page_in_front(window, ui_context, monkeypatch, evening_of_40):
    """Opening a 40-pair evening reads no ranking and no log until their tabs are opened."""
    services = ui_context.services
    tid = evening_of_40
    ranking = count_calls(monkeypatch, services.standings, "board")
    trail = count_calls(monkeypatch, services.audit, "list")
    window.open_tournament(tid)
    assert window.tabs.currentIndex() == TAB_RESULTS
    assert len(window.results_page.missing_tables()) == 20
    assert ranking == [] and trail == []
    window.show_page(TAB_STANDINGS)
    assert ranking
    assert len(window.standings_page.model.rows()) == 40
    window.show_page(TAB_LOG)
    assert trail
    assert window.log_page.model.rows()[0].action == "round.publish"  # round 2, the last change


def test_a_result_typed_shows_in_the_standings_and_log_tabs(
    qtbot, window, ui_context, evening_of_40
):
    """A 640-245 result typed on the results page is in the ranking and the log once their
    tabs are opened, though both were read before it was typed."""
    services = ui_context.services
    tid = evening_of_40
    window.open_tournament(tid)
    for tab in (TAB_STANDINGS, TAB_LOG, TAB_RESULTS):
        window.show_page(tab)  # each page has read the evening before the result
    before = len(window.log_page.model.rows())
    seat = services.rounds.get(tid, 2).tables[0]
    type_line(qtbot, window.results_page, seat.table, 640, 245)
    assert window.results_page.line_for(seat.table).result is not None

    window.show_page(TAB_STANDINGS)
    earlier = round_one_vp(services, tid)
    rows = {row.entry: row for row in window.standings_page.model.rows()}
    assert rows[seat.ns[0]].vp == earlier[seat.ns[0]] + 14  # FIBUR 3 hands: 395 apart
    assert rows[seat.ew[0]].vp == earlier[seat.ew[0]] + 6
    assert rows[seat.ns[0]].vp_per_round == (earlier[seat.ns[0]], 14)

    window.show_page(TAB_LOG)
    log = window.log_page.model.rows()
    assert len(log) == before + 1
    assert (log[0].action, log[0].entity) == ("result.enter", f"round 2 table {seat.table}")


def test_another_tournament_shows_on_every_tab(window, ui_context):
    """After opening a second tournament from any tab, each tab shows the second one."""
    services = ui_context.services
    first = evening(services, 12)
    second = evening(services, 8)
    window.open_tournament(first)
    for tab in (TAB_REGISTRATION, TAB_ROUNDS, TAB_STANDINGS, TAB_LOG):
        window.show_page(tab)  # the first tournament read everywhere; the log is in front
    window.open_tournament(second)
    assert len(window.results_page.lines) == 4
    window.show_page(TAB_REGISTRATION)
    assert len(window.registration_page.model.rows()) == 8
    window.show_page(TAB_ROUNDS)
    assert window.rounds_page.current_round().tables == services.rounds.get(second, 2).tables
    window.show_page(TAB_STANDINGS)
    assert {row.entry for row in window.standings_page.model.rows()} == set(range(1, 9))
    window.show_page(TAB_LOG)
    assert {entry.tournament_id for entry in window.log_page.model.rows()} == {second}


def test_rounds_tab_shows_the_round_completed_and_chosen_meanwhile(
    qtbot, window, ui_context, evening_of_8
):
    """Typing round 2's last sheets completes it; going back to round 1 on the results page
    and then to the Rounds tab shows round 1, and round 2 listed as complete."""
    services = ui_context.services
    tid = evening_of_8
    window.open_tournament(tid)
    window.show_page(TAB_ROUNDS)
    assert "published" in window.rounds_page.title.text()
    window.show_page(TAB_RESULTS)
    for seat in services.rounds.get(tid, 2).tables:
        type_line(qtbot, window.results_page, seat.table, 500, 300)
    results = window.results_page
    results.round_choice.setCurrentIndex(results.round_choice.findData(1))
    window.show_page(TAB_ROUNDS)
    rounds = window.rounds_page
    assert rounds.current_round().number == 1
    assert "Round 1" in rounds.title.text()
    rounds.round_choice.setCurrentIndex(rounds.round_choice.findData(2))
    assert "complete" in rounds.title.text()


def test_results_tab_shows_the_tournament_opened_after_a_result(window, ui_context, evening_of_8):
    """A result of the first tournament comes in while the results page is hidden, then a
    tournament with no round yet is opened: its results page shows no round, not a mix."""
    services = ui_context.services
    first = evening_of_8
    second = burraco_tournament(services, 6)
    window.open_tournament(first)
    window.show_page(TAB_STANDINGS)
    seat = services.rounds.get(first, 2).tables[0]
    services.results.enter_totals(first, 2, seat.table, 640, 245)
    window.open_tournament(second)
    assert window.tabs.currentIndex() == TAB_REGISTRATION
    window.show_page(TAB_RESULTS)
    results = window.results_page
    assert results.current_round() is None and results.lines == []
    assert results.missing_label.text() == "No published round yet: publish one on the Rounds page."


def test_a_hidden_results_page_hands_over_its_scala40_tables(qtbot, ui_context):
    """Code that reads the scala 40 face of a results page never shown (the screenshots
    open a table's sheet on it) gets the round's tables."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    assert [summary.table for summary in page.scala40.summaries] == [1, 2]
    assert not page.isVisible()


def test_a_result_reads_neither_the_tournament_list_nor_the_clock(
    qtbot, window, ui_context, monkeypatch, evening_of_8
):
    """Typing a sheet reads what the result changed: not the list of tournaments behind the
    start tab (read when it is shown, with the round just played counted), nor the round's
    clock, which a result never moves (a clock started does show at once)."""
    services = ui_context.services
    tid = evening_of_8
    window.open_tournament(tid)
    window.show_page(TAB_RESULTS)
    asked: list[str] = []
    for area, name in ((services.tournaments, "list"), (services.round_clock, "get")):
        monkeypatch.setattr(area, name, _noting(asked, name, getattr(area, name)))
    seat = services.rounds.get(tid, 2).tables[0]

    type_line(qtbot, window.results_page, seat.table, 640, 245)

    assert asked == []
    services.round_clock.start(tid)
    assert window.results_page.clock_bar.start_button.text() == "Pause the clock"
    asked.clear()
    window.show_page(TAB_START)
    assert asked == ["list"]
    listed = {row.id: row for row in window.start_page.model.rows()}
    assert listed[tid].rounds == 2


def _noting(asked: list[str], name: str, call):  # type: ignore[no-untyped-def]
    def noted(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(name)
        return call(*args, **kwargs)

    return noted
