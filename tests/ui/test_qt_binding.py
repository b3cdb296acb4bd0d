"""The Qt binding keeps an evening's window alive.

PySide6 6.12.0 on Python 3.11 returns None from every void Qt call without the reference it
owes (3.11's None is not immortal): each `setText`, `clear`, repaint and each styled control
drawn takes one reference off None, and after a few minutes of result entry the process aborts
with "Fatal Python error: none_dealloc", the window gone with no word. pyproject.toml keeps
the binding below 6.12; this test fails, rather than the evening, if a binding that does this
comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLineEdit, QMainWindow
from pytestqt.qtbot import QtBot

from tournament_app.ui.style import apply_style

CALLS = 2_000  # far fewer than None's references at this point, so a leak fails, not aborts


def test_void_qt_calls_leave_none_s_references_as_they_were(qtbot: QtBot) -> None:
    line = QLineEdit()
    qtbot.addWidget(line)
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        line.setText("640")
        line.clear()
        line.setObjectName("ns")
    # Other code may take or give back a few references meanwhile; a leak takes three per turn.
    assert sys.getrefcount(None) > before - CALLS // 10


def test_repainting_the_styled_window_leaves_none_s_references_as_they_were(
    qtbot: QtBot,
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_style(app)  # its drawControl runs in Python for every control drawn
    window = QMainWindow()
    window.setCentralWidget(QLineEdit("Tavolo 12"))
    qtbot.addWidget(window)
    window.show()
    before = sys.getrefcount(None)
    for _ in range(CALLS // 2):
        window.repaint()
    assert sys.getrefcount(None) > before - CALLS // 10
