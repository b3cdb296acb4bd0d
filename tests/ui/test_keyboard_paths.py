"""The keyboard paths the user guide promises, pressed as a director presses them: Alt and
the underlined letter prints, Tab leaves a table for the buttons beside it; on the results
page Ctrl+L never throws a typed line away, the round chooser keeps the keyboard until the
director leaves it, and after No to a correction the next number typed is a table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.evenings import burraco_tournament, published_round
from tests.ui.windows import window_on
from tournament_app.ui.main_window.window import TAB_ROUNDS, TAB_STANDINGS, MainWindow
from tournament_app.ui.results.page import ResultsPage


def evening(qtbot, ui_context, page: int) -> MainWindow:
    """A burraco evening with round 1 published and entered, the window in front on `page`."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 640, 245)
    window = window_on(qtbot, ui_context, tid, page)
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


# -- the results page's quick line ------------------------------------------------------------
CTRL = Qt.KeyboardModifier.ControlModifier


def results_page(qtbot, ui_context, rounds: int = 1):
    """The results page of 8 pairs (4 tables), `rounds` published, every round before the
    last entered 640-245, the page shown and active on the last round."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    for number in range(1, rounds + 1):
        published_round(services, tid)
        if number < rounds:
            for seat in services.rounds.get(tid, number).tables:
                services.results.enter_totals(tid, number, seat.table, 640, 245)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.focus_entry()
    return tid, page


def figures(ui_context, tid, number, table) -> tuple[int, int] | None:
    result = ui_context.services.results.get(tid, number, table)
    return None if result is None else (result.ns_mp, result.ew_mp)


def test_ctrl_l_keeps_a_line_typed_and_not_saved(qtbot, ui_context) -> None:
    """Table 3, 640, 245 typed, no Enter yet; Ctrl+L goes back to the table number with the
    line as typed, and Enter then saves it."""
    tid, page = results_page(qtbot, ui_context)
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "3")
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.ns_edit, "640")
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.ew_edit, "245")
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_L, CTRL)
    assert QApplication.focusWidget() is page.table_edit
    assert (page.table_edit.text(), page.ns_edit.text(), page.ew_edit.text()) == (
        "3",
        "640",
        "245",
    )
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Return)
    assert figures(ui_context, tid, 1, 3) == (640, 245)


def test_ctrl_l_on_an_untouched_line_offers_the_next_missing_table(qtbot, ui_context) -> None:
    """Nothing typed: Ctrl+L offers the first table still missing, ready to type over."""
    tid, page = results_page(qtbot, ui_context)
    ui_context.services.results.enter_totals(tid, 1, 1, 640, 245)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_L, CTRL)
    assert QApplication.focusWidget() is page.table_edit
    assert page.table_edit.text() == "2" and page.table_edit.selectedText() == "2"


def test_choosing_an_earlier_round_by_keyboard_stays_in_the_round_chooser(
    qtbot, ui_context
) -> None:
    """Round 3 in play; Shift+Tab from the table number, then Up, Up in the round chooser
    goes to round 1 (not one round, then the table field); Tab leaves it for the table, and
    the correction lands on round 1."""
    tid, page = results_page(qtbot, ui_context, rounds=3)
    assert page.round_choice.currentData() == 3
    assert QApplication.focusWidget() is page.table_edit
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Backtab)  # Shift+Tab up to the rounds
    assert QApplication.focusWidget() is page.round_choice
    qtbot.keyClick(page.round_choice, Qt.Key.Key_Up)
    assert QApplication.focusWidget() is page.round_choice
    qtbot.keyClick(page.round_choice, Qt.Key.Key_Up)
    assert page.round_choice.currentData() == 1
    assert page.current_round().number == 1
    assert QApplication.focusWidget() is page.round_choice
    qtbot.keyClick(page.round_choice, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.table_edit
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "2")
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)
    page.ns_edit.selectAll()
    qtbot.keyClicks(page.ns_edit, "500")
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)
    page.ew_edit.selectAll()
    qtbot.keyClicks(page.ew_edit, "300")
    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)
    assert "Replace" in ui_context.dialogs.messages("confirm")[-1]
    assert figures(ui_context, tid, 1, 2) == (500, 300)
    assert figures(ui_context, tid, 3, 2) is None  # the round in play is untouched


def test_enter_leaves_the_round_chooser_for_the_line(qtbot, ui_context) -> None:
    """Up once then Enter: round 2 shown, the keyboard on its table number."""
    _, page = results_page(qtbot, ui_context, rounds=3)
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Backtab)
    qtbot.keyClick(page.round_choice, Qt.Key.Key_Up)
    qtbot.keyClick(page.round_choice, Qt.Key.Key_Return)
    assert page.round_choice.currentData() == 2
    assert QApplication.focusWidget() is page.table_edit


def test_after_no_to_a_correction_the_next_number_is_a_table(qtbot, ui_context) -> None:
    """Table 1 typed again by mistake (its sheet was table 2's): No to replacing it, and
    the keyboard is on the table number, selected, so "2" replaces the table, not NS; Enter
    then saves the figures on table 2."""
    tid, page = results_page(qtbot, ui_context)
    ui_context.services.results.enter_totals(tid, 1, 1, 640, 245)
    page.focus_entry()
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "1")
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)
    page.ns_edit.selectAll()
    qtbot.keyClicks(page.ns_edit, "700")
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)
    page.ew_edit.selectAll()
    qtbot.keyClicks(page.ew_edit, "245")
    ui_context.dialogs.confirmations.append(False)
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)
    assert figures(ui_context, tid, 1, 1) == (640, 245)  # not replaced
    assert QApplication.focusWidget() is page.table_edit
    assert page.table_edit.selectedText() == "1"
    qtbot.keyClicks(QApplication.focusWidget(), "2")
    assert (page.table_edit.text(), page.ns_edit.text()) == ("2", "700")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert figures(ui_context, tid, 1, 2) == (700, 245)
    assert figures(ui_context, tid, 1, 1) == (640, 245)
