"""Buttons with a Ctrl key as well as an underlined letter answer both, as the user guide
says: Alt and the letter, or the Ctrl key."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tests.ui.windows import window_on
from tournament_app.ui.main_window.window import TAB_LOG, TAB_ROUNDS, MainWindow

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def entered_round(qtbot, ui_context) -> tuple[int, MainWindow]:
    """Round 1 of 8 pairs published and entered, the window in front on the Rounds page."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 640, 245)
    window = window_on(qtbot, ui_context, tid, TAB_ROUNDS)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # Alt letters work in the window in front
    return tid, window


def rounds(ui_context, tid) -> int:
    return len(ui_context.services.rounds.list(tid))


def test_generate_and_undo_answer_their_alt_letter_and_their_ctrl_key(qtbot, ui_context):
    tid, window = entered_round(qtbot, ui_context)
    assert window.rounds_page.generate_button.text() == "Generate &next round"
    qtbot.keyClick(window, Qt.Key.Key_N, ALT)
    qtbot.waitUntil(lambda: rounds(ui_context, tid) == 2)

    window.show_page(TAB_LOG)
    assert window.log_page.undo_button.text() == "U&ndo last change"
    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClick(window, Qt.Key.Key_N, ALT)
    qtbot.waitUntil(lambda: rounds(ui_context, tid) == 1)

    window.show_page(TAB_ROUNDS)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL)
    qtbot.waitUntil(lambda: rounds(ui_context, tid) == 2)
    window.show_page(TAB_LOG)
    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: rounds(ui_context, tid) == 1)


def test_a_hidden_or_disabled_button_ignores_its_ctrl_key(qtbot, ui_context):
    """Ctrl+G on the Log page, or while the button is greyed, generates nothing."""
    tid, window = entered_round(qtbot, ui_context)
    window.show_page(TAB_LOG)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL)
    qtbot.wait(50)
    assert rounds(ui_context, tid) == 1
    window.show_page(TAB_ROUNDS)
    button = window.rounds_page.generate_button
    button.setEnabled(False)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL)
    qtbot.wait(50)
    assert rounds(ui_context, tid) == 1
    button.setEnabled(True)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL)
    qtbot.waitUntil(lambda: rounds(ui_context, tid) == 2)
