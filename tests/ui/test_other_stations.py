"""Several stations on one database (a result desk, a second operator, the projector PC):
what one writes reaches the pages and the projector of the others within a few seconds,
without anyone pressing anything; a database out of reach disturbs nothing."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import ErrorCode, ServiceError, open_services
from tournament_app.ui.context import RedrawWhenShown
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.projector.window import ProjectorWindow
from tournament_app.ui.results.page import ResultsPage


@pytest.fixture
def desk(ui_context):
    """The result desk: another program's services on the same file, station "cassa"."""
    services = open_services(ui_context.database, station="cassa")
    yield services
    services.close()


def _entered(page: ResultsPage) -> set[int]:
    return {line.seat.table for line in page.lines if line.result is not None}


def _watching(qtbot, context) -> OtherStations:
    """A watch that has read where the log stands (its first question runs off the window's
    thread, as every later one)."""
    watch = OtherStations(context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    return watch


def _poll(qtbot, watch: OtherStations) -> None:
    """What the timer does every few seconds, waited for: the answer comes back later."""
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)


def test_a_result_typed_at_the_desk_shows_on_this_stations_pages(qtbot, ui_context, desk):
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    projector = ProjectorWindow(ui_context)
    qtbot.addWidget(projector)
    watch = _watching(qtbot, ui_context)
    assert _entered(page) == set()

    desk.results.enter_totals(tid, 1, 1, 300, 100)  # 200 apart: 12-8
    _poll(qtbot, watch)

    assert _entered(page) == {1}
    qtbot.waitUntil(lambda: "12 VP" in projector.standings.text(), timeout=3000)


def test_this_stations_own_writes_are_not_read_twice(qtbot, ui_context):
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    watch = _watching(qtbot, ui_context)
    heard: list[object] = []
    ui_context.changes.changed.connect(heard.append)
    ui_context.services.results.enter_totals(tid, 1, 1, 300, 100)
    assert len(heard) == 1  # the services' own announcement
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    _poll(qtbot, watch)
    assert len(heard) == 1  # nothing new from anyone else


def test_a_server_out_of_reach_is_asked_again_later(qtbot, ui_context, desk, monkeypatch):
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    watch = _watching(qtbot, ui_context)
    heard: list[object] = []
    ui_context.changes.changed.connect(heard.append)
    reach: list[bool] = []
    ui_context.changes.reach_changed.connect(reach.append)

    def unreachable() -> int:
        raise ServiceError(ErrorCode.DATABASE_UNREACHABLE, {"path": "club", "detail": "down"})

    monkeypatch.setattr(ui_context.services.audit, "last_id", unreachable)
    desk.results.enter_totals(tid, 1, 1, 300, 100)
    _poll(qtbot, watch)  # no exception, no box, nothing redrawn
    assert heard == [] and ui_context.dialogs.shown == []
    assert reach == [False] and not ui_context.reachable
    monkeypatch.undo()
    _poll(qtbot, watch)  # back: the desk's result is heard
    assert len(heard) == 1
    assert reach == [False, True]


def test_a_page_that_cannot_be_read_says_why_and_tries_again_when_shown(qtbot, ui_context):
    """A tab clicked while the server is down: a warning in words, not an unexpected-error
    report; the page is redrawn once it can be."""
    from PySide6.QtWidgets import QWidget

    page = QWidget()
    page.context = ui_context  # type: ignore[attr-defined]
    qtbot.addWidget(page)
    drawn: list[int] = []
    down = [True]

    def redraw() -> None:
        if down[0]:
            raise ServiceError(ErrorCode.DATABASE_UNREACHABLE, {"path": "club", "detail": "x"})
        drawn.append(1)

    redraws = RedrawWhenShown(page, redraw)
    page.show()
    redraws.request()
    assert [m.kind for m in ui_context.dialogs.shown] == ["warn"]
    assert "club" in ui_context.dialogs.shown[0].text
    assert redraws.stale  # still owed
    down[0] = False
    redraws.current()
    assert drawn == [1]


def test_the_main_window_watches_other_stations(qtbot, ui_context):
    from tournament_app.ui.main_window.window import MainWindow

    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    assert window.other_stations is not None
    assert window.other_stations.timer.isActive()
    assert window.other_stations.timer.interval() <= 5000  # "within a few seconds"


def test_a_line_being_typed_is_left_alone_when_another_station_writes(qtbot, ui_context, desk):
    """Both stations type results: the desk's save redraws this station's list while a line
    is half typed here; the line, and where the cursor is, stay as they were."""
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    watch = _watching(qtbot, ui_context)
    page.activateWindow()
    page.table_edit.setText("3")
    page.ns_edit.setText("640")
    page.ns_edit.setFocus()
    qtbot.waitUntil(page.ns_edit.hasFocus)
    desk.results.enter_totals(tid, 1, 1, 300, 100)
    _poll(qtbot, watch)
    assert _entered(page) == {1}
    assert (page.table_edit.text(), page.ns_edit.text()) == ("3", "640")
    assert page.ns_edit.hasFocus()


def test_a_pair_being_typed_at_registration_is_left_alone(qtbot, ui_context, desk):
    """The desk registers a pair while this station types another: the list shows the desk's
    pair, and the names typed here stay in the quick-add line."""
    from tournament_app.services import PlayerSpec
    from tournament_app.ui.registration.page import RegistrationPage

    tid = burraco_tournament(ui_context.services, 2)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    watch = _watching(qtbot, ui_context)
    page.first.setText("Rossi Anna")
    desk.entries.add(tid, [PlayerSpec("Verdi", "Luca"), PlayerSpec("Neri", "Ugo")])
    _poll(qtbot, watch)
    assert page.model.rowCount() == 3
    assert page.first.text() == "Rossi Anna"


def test_stopping_the_watch_waits_for_its_read_to_leave_the_database(
    qtbot, ui_context, monkeypatch
) -> None:
    """Going back to a copy closes the database and puts the copy in its place: the check
    running in its own thread must be out of the file first (bounded: 2 s)."""
    import time

    watch = _watching(qtbot, ui_context)
    reading: list[str] = []

    def slow() -> int:
        reading.append("in")
        time.sleep(0.3)
        reading.append("out")
        return 0

    monkeypatch.setattr(ui_context.services.audit, "last_id", slow)
    watch.poll()
    qtbot.waitUntil(lambda: reading == ["in"], timeout=2000)
    watch.stop()
    assert reading == ["in", "out"]
