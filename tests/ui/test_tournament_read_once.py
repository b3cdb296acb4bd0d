"""After a change, at this station or another, the window's title and the page in front read
the tournament once between them (on the club's server each read is a round trip the window
waits for), and what they show is the tournament as the change left it."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round
from tests.ui.windows import shown_window, window_on
from tournament_app.services import open_services
from tournament_app.ui.main_window.window import (
    TAB_REGISTRATION,
    TAB_RESULTS,
    TAB_ROUNDS,
    TAB_STANDINGS,
    MainWindow,
)


@pytest.fixture
def desk(ui_context):
    """The result desk: another program's services on the same file."""
    services = open_services(ui_context.database, station="cassa")
    yield services
    services.close()


@pytest.fixture
def reads(ui_context, monkeypatch) -> list[int]:
    """The tournaments this station's services read (`tournaments.get`)."""
    asked: list[int] = []
    tournaments = ui_context.services.tournaments
    read = tournaments.get

    def counting(tournament_id):  # type: ignore[no-untyped-def]
        asked.append(tournament_id)
        return read(tournament_id)

    monkeypatch.setattr(tournaments, "get", counting)
    return asked


def _window(qtbot, ui_context, tid, page) -> MainWindow:
    window = window_on(qtbot, ui_context, tid, page)
    watch = window.other_stations
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    return window


def _heard_from_the_desk(qtbot, window: MainWindow) -> None:
    watch = window.other_stations
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)


@pytest.mark.parametrize("page", [TAB_RESULTS, TAB_ROUNDS])
def test_another_stations_change_reads_the_tournament_once(
    qtbot, ui_context, desk, reads, page
) -> None:
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    window = _window(qtbot, ui_context, tid, page)
    reads.clear()
    desk.results.enter_totals(tid, 1, 1, 640, 245)
    _heard_from_the_desk(qtbot, window)
    assert reads == [tid]
    if page == TAB_RESULTS:
        entered = {line.seat.table for line in window.results_page.lines if line.result}
        assert entered == {1}


def test_a_name_changed_at_another_station_shows_in_the_title_after_the_change(
    qtbot, ui_context, desk, reads
) -> None:
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    window = _window(qtbot, ui_context, tid, TAB_RESULTS)
    assert "Serata del giovedì" in window.windowTitle()
    desk.tournaments.edit(tid, name="Gran premio d'autunno")
    _heard_from_the_desk(qtbot, window)
    assert "Gran premio d'autunno" in window.windowTitle()
    assert "giovedì" not in window.windowTitle()
    reads.clear()
    ui_context.services.tournaments.edit(tid, venue="Sala 2")  # this station's own change
    assert reads == [tid]  # read again after it, once for the title and the page


def test_opening_a_tournament_reads_it_once_for_the_window_and_its_pages(
    qtbot, ui_context, reads
) -> None:
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    window = shown_window(qtbot, ui_context)
    reads.clear()
    window.open_tournament(tid)  # a round played: the Results page in front
    qtbot.waitUntil(lambda: window.results_page.lines != [], timeout=3000)
    for page in (TAB_ROUNDS, TAB_REGISTRATION, TAB_STANDINGS):
        window.show_page(page)
    assert reads == [tid]
    assert "Serata del giovedì" in window.windowTitle()
