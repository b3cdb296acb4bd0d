"""Enter anywhere on a scala 40 sheet's hand line records the hand, as the button says
("Record hand (Enter)"): from a figure, and also from who closed, who had not opened and
Chiusura in mano, where Tab from the last figure leads; Space still ticks and chooses there.
Time can be called before the first hand (every total 0: the table is level)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.ui.test_scala40_keyboard import active_sheet, press
from tests.ui.test_scala40_sheet import eight_players
from tests.ui.test_scala40_sheet_pairs import _open_pairs_sheet

STATES = {"eight": with_services(eight_players, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
eight = state_value("eight")


def tab_to(qtbot, widget, limit=20):
    """Tab from where the keyboard is until it reaches `widget`."""
    for _ in range(limit):
        if QApplication.focusWidget() is widget:
            return
        press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is widget, QApplication.focusWidget().objectName()


def type_figures(qtbot, sheet, figures):
    """Each player's figure typed in turn, Tab to the next one."""
    for player, typed in figures.items():
        tab_to(qtbot, sheet.point_edits[player])
        qtbot.keyClicks(QApplication.focusWidget(), str(typed))


def test_enter_on_who_closed_records_the_hand(qtbot, ui_context, eight):
    """Figures typed, Tab to a's "closes", Space marks her, Enter: the hand is recorded."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    type_figures(qtbot, sheet, {b: 30, c: 40, d: 45})
    tab_to(qtbot, sheet.closer_buttons[a])
    press(qtbot, Qt.Key.Key_Space)
    assert sheet.closer_buttons[a].isChecked()
    press(qtbot, Qt.Key.Key_Return)
    assert len(sheet.sheet.hands) == 1
    assert dict(sheet.sheet.totals) == {a: 0, b: 30, c: 40, d: 45}
    assert sheet.error.text() == ""
    # ready for the next hand, the keyboard on its first figure
    assert QApplication.focusWidget() is sheet.point_edits[a]
    assert sheet.point_edits[a].text() == ""


def test_enter_on_not_opened_records_the_hand(qtbot, ui_context, eight):
    """The closer's 0 typed, Tab to d's "not opened", Space ticks it (the box stays a box),
    the keypad's Enter records the hand with d marked."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    type_figures(qtbot, sheet, {a: 0, b: 30, c: 40, d: 52})
    tab_to(qtbot, sheet.not_opened_boxes[d])
    press(qtbot, Qt.Key.Key_Space)
    assert sheet.not_opened_boxes[d].isChecked()
    press(qtbot, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert len(sheet.sheet.hands) == 1
    assert sheet.sheet.hands[0].not_opened == (d,)
    assert dict(sheet.sheet.totals) == {a: 0, b: 30, c: 40, d: 52}


def test_enter_on_chiusura_in_mano_records_the_hand(qtbot, ui_context, eight):
    """Tab to Chiusura in mano, Space ticks it, Enter: recorded as a chiusura in mano."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    type_figures(qtbot, sheet, {a: 0, b: 30, c: 40, d: 45})
    tab_to(qtbot, sheet.in_hand)
    press(qtbot, Qt.Key.Key_Space)
    assert sheet.in_hand.isChecked()
    press(qtbot, Qt.Key.Key_Return)
    assert len(sheet.sheet.hands) == 1
    assert sheet.sheet.hands[0].in_hand


def test_enter_off_a_figure_says_what_is_missing_as_a_figure_does(qtbot, ui_context, eight):
    """Nobody marked as closer, Enter on Chiusura in mano: nothing recorded, and the same
    reason a figure's Enter gives is shown."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    type_figures(qtbot, sheet, {a: 10, b: 30, c: 40, d: 45})
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    from_figure = sheet.error.text()
    assert "closed" in from_figure
    sheet.error.clear()
    tab_to(qtbot, sheet.in_hand)
    press(qtbot, Qt.Key.Key_Return)
    assert sheet.sheet.hands == ()
    assert sheet.error.text() == from_figure


def test_time_called_before_the_first_hand_leaves_the_table_level(qtbot, ui_context, eight):
    """No hand recorded yet: Time is up can be pressed; asked and answered yes, the table is
    over with everyone on 0, all first (the lowest total, and a full tie stays tied)."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    assert sheet.timeout_button.isEnabled()
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.timeout_button, Qt.MouseButton.LeftButton)
    asked = ui_context.dialogs.shown[-1]
    assert asked.kind == "confirm" and "Every total is 0: the table ends level" in asked.text
    assert sheet.error.text() == ""
    assert sheet.sheet.finished and sheet.sheet.timed_out
    assert {p.place for p in sheet.sheet.placings} == {1}
    assert "Time called" in sheet.outcome.text()
    # and taken back, the table is open again with no hand
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.undo_button, Qt.MouseButton.LeftButton)
    assert not sheet.sheet.finished and sheet.sheet.hands == ()


def test_a_hand_after_the_only_hand_was_taken_back_is_recorded(qtbot, ui_context, eight):
    """Hand 1 taken back, then typed again: recorded, not refused as entered before."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    type_figures(qtbot, sheet, {a: 0, b: 30, c: 40, d: 45})
    press(qtbot, Qt.Key.Key_Return)
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.undo_button, Qt.MouseButton.LeftButton)
    assert sheet.sheet.hands == ()
    sheet.clear_entry()
    type_figures(qtbot, sheet, {a: 0, b: 20, c: 40, d: 45})
    press(qtbot, Qt.Key.Key_Return)
    assert sheet.error.text() == ""
    assert dict(sheet.sheet.totals) == {a: 0, b: 20, c: 40, d: 45}


def test_enter_on_a_pairs_closer_records_the_hand(qtbot, ui_context):
    """A pairs table: the figures typed, Space on the closer's "closes" marks it, Enter
    there records the hand for the closer's pair."""
    _, sheet = _open_pairs_sheet(qtbot, ui_context)
    a, b = sheet.sheet.players
    for seat, typed in {(a, 1): 5, (b, 1): 20, (b, 2): 30}.items():
        qtbot.keyClicks(sheet.pair_edits[seat], str(typed))
    closer = sheet.pair_closers[(a, 2)]
    qtbot.keyClick(closer, Qt.Key.Key_Space)
    assert closer.isChecked()
    qtbot.keyClick(closer, Qt.Key.Key_Return)
    assert sheet.error.text() == ""
    assert len(sheet.sheet.hands) == 1
    assert dict(sheet.sheet.totals) == {a: 5, b: 50}


def test_time_called_at_a_pairs_table_before_any_hand_is_a_draw(qtbot, ui_context):
    """No hand played at a pairs table when time is called: the match ends level."""
    _, sheet = _open_pairs_sheet(qtbot, ui_context)
    assert sheet.timeout_button.isEnabled()
    ui_context.dialogs.confirmations.append(True)
    sheet.timeout_button.click()
    assert sheet.error.text() == ""
    assert sheet.sheet.finished and sheet.sheet.timed_out
    assert {p.place for p in sheet.sheet.placings} == {1}
