"""One ranking per change, shared by every page that shows the standings.

A result typed on the Results page reaches the Standings tab and the projector with its
new figures; the tournament is ranked once for them all (each page asking on its own
ranked a 250-table evening three or four times after every Enter), and not at all while no
page showing the standings is on screen. A result from another station still reaches them.
"""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.services import TournamentId, open_services
from tournament_app.ui.main_window.window import TAB_RESULTS, TAB_STANDINGS, MainWindow
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.projector.window import ProjectorWindow
from tournament_app.ui.standings.page import StandingsPage


@pytest.fixture
def window(qtbot, ui_context) -> MainWindow:
    shown = MainWindow(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def counted_rankings(monkeypatch, services) -> list[object]:
    """Each ranking the standings service computes (one entry per ranking)."""
    rankings: list[object] = []
    real = services.standings._rank

    def counted(*args: object) -> object:
        rankings.append(args)
        return real(*args)

    monkeypatch.setattr(services.standings, "_rank", counted)
    return rankings


def vp_of(page: StandingsPage) -> dict[int, int]:
    return {row.entry: row.vp for row in page.model.rows()}


def evening(services) -> TournamentId:
    """8 pairs, round 1 published with no result."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    return tid


# Every test starts from the same evening, built once per process and copied for each.
start, ui_context = ui_snapshot_fixtures({"eight_pairs": with_services(evening, station="test")})
eight_pairs = state_value("eight_pairs")


def test_a_result_reaches_the_standings_tab_and_the_projector_ranked_once(
    qtbot, window, ui_context, monkeypatch, eight_pairs
):
    services = ui_context.services
    tid = eight_pairs
    window.open_tournament(tid)
    window.show_page(TAB_STANDINGS)
    assert set(vp_of(window.standings_page).values()) == {0}
    window.show_projector()
    projector = window.projector
    assert projector is not None
    projector.pending.setInterval(0)  # the pause after a burst of results, not waited
    window.show_page(TAB_RESULTS)
    rankings = counted_rankings(monkeypatch, services)
    seat = services.rounds.get(tid, 1).tables[0]

    type_line(qtbot, window.results_page, seat.table, 640, 245)  # 395 apart: 14-6
    qtbot.waitUntil(lambda: "14 VP" in projector.standings.text(), timeout=3000)
    window.show_page(TAB_STANDINGS)

    vp = vp_of(window.standings_page)
    assert (vp[seat.ns[0]], vp[seat.ew[0]]) == (14, 6)
    assert "6 VP" in projector.standings.text()
    assert len(rankings) == 1


def test_a_hidden_standings_tab_ranks_nothing_until_shown(
    qtbot, window, ui_context, monkeypatch, eight_pairs
):
    services = ui_context.services
    tid = eight_pairs
    window.open_tournament(tid)
    window.show_page(TAB_STANDINGS)  # read once before the typing
    window.show_page(TAB_RESULTS)
    rankings = counted_rankings(monkeypatch, services)
    seats = services.rounds.get(tid, 1).tables

    type_line(qtbot, window.results_page, seats[0].table, 640, 245)
    type_line(qtbot, window.results_page, seats[1].table, 300, 100)  # 200 apart: 12-8
    assert rankings == []  # typing waits for no ranking
    window.show_page(TAB_STANDINGS)

    vp = vp_of(window.standings_page)
    assert (vp[seats[0].ns[0]], vp[seats[0].ew[0]]) == (14, 6)
    assert (vp[seats[1].ns[0]], vp[seats[1].ew[0]]) == (12, 8)
    assert len(rankings) == 1


def test_every_page_showing_the_standings_shares_one_ranking(
    qtbot, ui_context, monkeypatch, eight_pairs
):
    """Two Standings pages (another filter, the prize list) and the projector on screen:
    one ranking for the change, each showing the new figures."""
    services = ui_context.services
    tid = eight_pairs
    ui_context.open_tournament(tid)
    pages = [StandingsPage(ui_context), StandingsPage(ui_context)]
    for page in pages:
        qtbot.addWidget(page)
        page.show()
    projector = ProjectorWindow(ui_context)
    qtbot.addWidget(projector)
    projector.show()
    projector.pending.setInterval(0)  # the pause after a burst of results, not waited
    rankings = counted_rankings(monkeypatch, services)

    services.results.enter_totals(tid, 1, 1, 300, 100)
    qtbot.waitUntil(lambda: "12 VP" in projector.standings.text(), timeout=3000)

    seat = services.rounds.get(tid, 1).tables[0]
    for page in pages:
        assert (vp_of(page)[seat.ns[0]], vp_of(page)[seat.ew[0]]) == (12, 8)
        assert page.prizes.item(0).text().startswith("1.")
    assert "12 VP" in projector.standings.text()
    assert len(rankings) == 1

    services.results.enter_totals(tid, 1, 2, 640, 245)  # the next change ranks again
    qtbot.waitUntil(lambda: "14 VP" in projector.standings.text(), timeout=3000)
    seat = services.rounds.get(tid, 1).tables[1]
    assert vp_of(pages[0])[seat.ns[0]] == 14
    assert len(rankings) == 2


def test_a_result_from_another_station_reaches_the_standings_shown(
    qtbot, window, ui_context, monkeypatch, eight_pairs
):
    services = ui_context.services
    tid = eight_pairs
    window.open_tournament(tid)
    window.show_page(TAB_STANDINGS)  # ranked and kept before the desk's result
    desk = open_services(ui_context.database, station="cassa")
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    try:
        desk.results.enter_totals(tid, 1, 1, 300, 100)
        watch.poll()
        qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    finally:
        desk.close()

    seat = services.rounds.get(tid, 1).tables[0]
    qtbot.waitUntil(lambda: vp_of(window.standings_page)[seat.ns[0]] == 12, timeout=3000)
    assert vp_of(window.standings_page)[seat.ew[0]] == 8


def test_the_projector_redraws_only_its_standings_after_results(
    qtbot, ui_context, monkeypatch, eight_pairs
):
    """A result moves no seat: the projector redraws its standings without reading the
    rounds and entries again; a round published redraws its seating too."""
    services = ui_context.services
    tid = eight_pairs
    ui_context.open_tournament(tid)
    projector = ProjectorWindow(ui_context)
    qtbot.addWidget(projector)
    projector.show()
    projector.pending.setInterval(0)
    seating_before = projector.seating.text()
    rounds_read: list[object] = []
    real_list = services.rounds.list
    monkeypatch.setattr(
        services.rounds, "list", lambda *args: rounds_read.append(args) or real_list(*args)
    )

    for table in (1, 2, 3, 4):
        services.results.enter_totals(tid, 1, table, 300, 100)
    qtbot.waitUntil(lambda: projector.standings.text().count("12 VP") == 4, timeout=3000)
    assert rounds_read == []
    assert projector.seating.text() == seating_before

    published_round(services, tid)  # round 2: its seating on the wall
    qtbot.waitUntil(lambda: projector.heading.text().endswith("— Round 2"), timeout=3000)
    assert rounds_read
