"""The main window as a director finds it: on screen, a tournament open, a page in front."""

from __future__ import annotations

from typing import Any

from tournament_app.ui.context import AppContext
from tournament_app.ui.main_window.window import MainWindow


def shown_window(qtbot: Any, context: AppContext) -> MainWindow:
    """A main window over `context`, on screen, nothing opened in it yet."""
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def window_on(qtbot: Any, context: AppContext, tournament_id: int, page: int) -> MainWindow:
    """A main window over `context`, shown, with the tournament open and `page` in front."""
    window = shown_window(qtbot, context)
    window.open_tournament(tournament_id)
    window.show_page(page)
    return window


def shown_active(qtbot: Any, widget: Any) -> Any:
    """`widget` (a page or a dialog) on screen and active, so its keys work."""
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget
