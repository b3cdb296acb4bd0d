"""The keyboard paths the user guide promises, pressed as a director presses them: Alt and
the underlined letter prints, Tab leaves a table for the buttons beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from round_builders import burraco_tournament, published_round

from tournament_app.ui.main_window import TAB_ROUNDS, TAB_STANDINGS, MainWindow


def evening(qtbot, ui_context, page: int) -> MainWindow:
    """A burraco evening with round 1 published and entered, the window in front on `page`."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 640, 245)
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tid)
    window.show_page(page)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # Alt letters work in the window in front
    return window


def save_asked(ui_context) -> list[str]:
    """The titles of the "save as" questions asked so far (cancelled: nothing is written)."""
    return [a["caption"] for a in ui_context.dialogs.asked if a["kind"] == "save_file"]


def press_alt(qtbot, window, key: Qt.Key, ui_context) -> str:
    """Alt + a letter; a mnemonic clicks its button a moment later: the question it asks."""
    asked = len(save_asked(ui_context))
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(save_asked(ui_context)) > asked)
    return save_asked(ui_context)[-1]


def tab_until(qtbot, start, wanted, most: int = 8) -> int:
    """Press Tab from `start` until `wanted` has the focus; how many presses it took."""
    start.setFocus()
    for presses in range(1, most + 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is wanted:
            return presses
    raise AssertionError(
        f"Tab never reached {wanted.text()!r}: stuck on {QApplication.focusWidget()}"
    )


def test_the_rounds_print_buttons_answer_alt_letters_and_tab(qtbot, ui_context) -> None:
    window = evening(qtbot, ui_context, TAB_ROUNDS)
    page = window.rounds_page
    assert press_alt(qtbot, window, Qt.Key.Key_E, ui_context) == "Seating lists"
    assert press_alt(qtbot, window, Qt.Key.Key_B, ui_context) == "Table cards"
    assert press_alt(qtbot, window, Qt.Key.Key_C, ui_context) == "Scoresheets"
    assert press_alt(qtbot, window, Qt.Key.Key_O, ui_context) == "Round results"
    seating = page.findChild(type(page.publish_button), "seating_pdf")
    # Tab leaves the seating list at once for the print buttons, not its next cell
    assert tab_until(qtbot, page.view, seating) == 1


def test_the_standings_pdf_buttons_answer_alt_letters_and_tab(qtbot, ui_context) -> None:
    window = evening(qtbot, ui_context, TAB_STANDINGS)
    page = window.standings_page
    assert press_alt(qtbot, window, Qt.Key.Key_A, ui_context) == "Standings PDF"
    assert press_alt(qtbot, window, Qt.Key.Key_Z, ui_context) == "Prize list PDF"
    standings_pdf = page.findChild(type(page.draw_button), "standings_pdf")
    start = page.view
    start.setFocus()
    qtbot.keyClick(start, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not start  # out of the ranking at the first Tab
    tab_until(qtbot, start, standings_pdf)
