"""Ctrl+3, Ctrl+5 and Ctrl+6 put the keyboard in the page's list, as Ctrl+1 and Ctrl+4 do:
the arrows walk the round's tables, the ranking and the log at once, without a Tab first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.evenings import burraco_tournament, published_round
from tests.ui.windows import window_on
from tournament_app.ui.main_window.window import TAB_LOG, TAB_ROUNDS, TAB_STANDINGS, TAB_START

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.mark.parametrize(
    ("key", "page"),
    [(Qt.Key.Key_3, TAB_ROUNDS), (Qt.Key.Key_5, TAB_STANDINGS), (Qt.Key.Key_6, TAB_LOG)],
    ids=["rounds", "standings", "log"],
)
def test_the_page_brought_forward_takes_the_keyboard_in_its_list(
    qtbot, ui_context, key, page
) -> None:
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 640, 245)
    window = window_on(qtbot, ui_context, tid, TAB_START)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, key, CTRL)
    view = window.page(page).view
    qtbot.waitUntil(view.hasFocus)
    before = view.currentIndex().row()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert view.currentIndex().row() not in (before, -1)  # the arrow moved in the list
