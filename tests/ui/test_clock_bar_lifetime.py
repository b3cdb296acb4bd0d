"""The round clock's bar lives inside the Results page: opening an evening never flashes it
as a window of its own (which would take the keyboard from the table number), and a page
rebuilt by a change of language leaves nothing of the old bar listening."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import TAB_RESULTS, MainWindow
from tournament_app.ui.round_clock import ClockBar
from tournament_app.ui.settings import Settings


class WindowsShown(QObject):
    """Every widget shown as a window of its own while installed on the application."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.shown.append(type(watched).__name__)
        return False


@pytest.fixture
def window(qtbot, club_file: str, tmp_path: Path) -> MainWindow:
    window = build_main_window(
        club_file,
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _evening(window: MainWindow) -> int:
    services = window.context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    return tid


def test_opening_an_evening_shows_no_clock_window_and_types_into_the_table_number(
    qtbot, window
) -> None:
    tid = _evening(window)
    window.activateWindow()
    watcher = WindowsShown()
    QApplication.instance().installEventFilter(watcher)
    try:
        window.open_tournament(tid)
        window.show_page(TAB_RESULTS)
        page = window.results_page
        qtbot.waitUntil(lambda: page.clock_bar.isVisible())
    finally:
        QApplication.instance().removeEventFilter(watcher)
    assert "ClockBar" not in watcher.shown
    qtbot.waitUntil(lambda: page.table_edit.hasFocus())
    assert page.clock_bar.window() is window
    assert page.clock_bar.time_label.text().startswith("Round 1: 40:00")


def test_two_changes_of_language_leave_the_clock_working_and_raise_nothing(qtbot, window) -> None:
    """Each change rebuilds the pages; the old bars are gone and no longer hear the next one
    (they raised "already deleted" at the second change, shown as an unexpected error)."""
    tid = _evening(window)
    window.open_tournament(tid)
    window.show_page(TAB_RESULTS)
    first = window.results_page.clock_bar
    for _change in range(3):
        window.set_language("en")
        # What the event loop does between two of the director's clicks: the old pages go.
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    bar = window.results_page.clock_bar
    assert bar is not first
    assert bar.isVisible()
    window.context.services.round_clock.start(tid)
    bar.follower.read()
    assert bar.start_button.text() == "Pause the clock"
    assert len(window.findChildren(ClockBar)) == 1


def test_a_closed_projector_hears_no_change_of_language(qtbot, window) -> None:
    """The projector, closed and gone, no longer follows Settings ▸ Language."""
    tid = _evening(window)
    window.open_tournament(tid)
    window.show_projector()
    assert window.projector is not None and window.projector.isVisible()
    window.close_projector()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    window.set_language("en")
    window.show_projector()
    assert window.projector.next_button.text() == "Next page (N)"
    window.close_projector()
