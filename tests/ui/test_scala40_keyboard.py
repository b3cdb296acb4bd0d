"""The scala 40 sheet by keyboard alone: correcting a hand, Tab through the line and its
buttons, Ctrl+T to take back (ui.md: everything doable with the keyboard alone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.ui.test_scala40_sheet import eight_players, eight_players_with_reentry, open_sheet

# The scala 40 round every test plays on (the sheet tests' own), built once per process.
STATES = {
    "eight": with_services(eight_players, station="test"),
    "eight_with_reentry": with_services(eight_players_with_reentry, station="test"),
}
start, ui_context = ui_snapshot_fixtures(STATES)
eight = state_value("eight")
eight_with_reentry = state_value("eight_with_reentry")

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def settle(qtbot):
    """Let Qt do what its event loop does between two keys: show the line's new fields
    (the keyboard goes to the first one) and delete the old ones."""
    qtbot.wait(1)


def play_hand(qtbot, sheet, closer, points):
    """A hand by keyboard alone, from the first figure: each player's points in turn, 0 for
    the one who closed (as on paper), Tab between them, Enter."""
    typed = {**points, closer: 0}
    players = [p for p in sheet.sheet.players if p in typed]
    for number, player in enumerate(players):
        assert QApplication.focusWidget() is sheet.point_edits[player]
        qtbot.keyClicks(QApplication.focusWidget(), str(typed[player]))
        press(qtbot, Qt.Key.Key_Tab if number < len(players) - 1 else Qt.Key.Key_Return)


def active_sheet(qtbot, ui_context, tid=None):
    """The results page on table 1 of the tournament `tid` (None: one made here, as
    `open_sheet` makes it), its window active so window keys (Ctrl+T) reach it."""
    tid, page, sheet = open_sheet(qtbot, ui_context, tid=tid)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    sheet.clear_entry()  # the keyboard on the first figure, as after every hand
    settle(qtbot)
    return tid, page, sheet


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    """A key pressed wherever the keyboard is, as the director would."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)
    settle(qtbot)


def go_to_hand(qtbot, sheet, row):
    """Into the grid by Shift+Tab from the first figure, then down to the row wanted."""
    press(qtbot, Qt.Key.Key_Backtab, SHIFT)
    assert QApplication.focusWidget() is sheet.view
    press(qtbot, Qt.Key.Key_Home, CTRL)  # the first hand
    for _ in range(row):
        press(qtbot, Qt.Key.Key_Down)
    assert sheet.view.currentIndex().row() == row


def two_hands(qtbot, ui_context, tid):
    """Table 1 after two hands: a closes the first (b 30, c 40, d 45), b the second
    (a 10, c 5, d 5)."""
    tid, _, sheet = active_sheet(qtbot, ui_context, tid)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    play_hand(qtbot, sheet, b, {a: 10, c: 5, d: 5})
    return tid, sheet, (a, b, c, d)


def test_enter_on_a_hand_loads_it_and_the_correction_is_saved(qtbot, ui_context, eight):
    """Enter on hand 2 in the grid loads it into the line, the keyboard on the first figure
    that can change; typing over it and Enter corrects the hand and the totals."""
    tid, sheet, (a, b, c, d) = two_hands(qtbot, ui_context, eight)
    go_to_hand(qtbot, sheet, 1)
    press(qtbot, Qt.Key.Key_Return)
    assert sheet.correcting == 1
    assert sheet.save_button.text() == "Correct hand 2 (Enter)"
    # b closed hand 2: the first figure to type is a's 10, selected so typing replaces it
    assert QApplication.focusWidget() is sheet.point_edits[a]
    assert sheet.point_edits[a].selectedText() == "10"
    qtbot.keyClicks(QApplication.focusWidget(), "20")
    press(qtbot, Qt.Key.Key_Return)
    # a: 0 + 20; b: 30 + 0; c: 40 + 5; d: 45 + 5
    assert dict(sheet.sheet.totals) == {a: 20, b: 30, c: 45, d: 50}
    assert sheet.correcting is None
    assert ui_context.services.audit.list(tid)[0].action == "sheet.correct"


def test_f2_on_a_hand_loads_it_too(qtbot, ui_context, eight):
    """F2, the edit key of the other lists, loads the hand under the cursor as well."""
    _, sheet, (a, b, c, d) = two_hands(qtbot, ui_context, eight)
    go_to_hand(qtbot, sheet, 0)
    press(qtbot, Qt.Key.Key_F2)
    assert sheet.correcting == 0
    assert [sheet.point_edits[p].text() for p in (b, c, d)] == ["30", "40", "45"]
    assert sheet.closer_buttons[a].isChecked()
    assert QApplication.focusWidget() is sheet.point_edits[b]  # a closed: 0, nothing to type


def test_enter_on_the_totals_row_loads_nothing(qtbot, ui_context, eight):
    """The totals row is not a hand: Enter there leaves the line for a new hand."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    go_to_hand(qtbot, sheet, 1)  # hand 1, then the totals row
    press(qtbot, Qt.Key.Key_Return)
    assert sheet.correcting is None
    assert sheet.save_button.text() == "Record hand (Enter)"


def tab_walk(qtbot, stop, limit=30):
    """Press Tab until the keyboard reaches `stop`: the object names met on the way."""
    met = []
    for _ in range(limit):
        press(qtbot, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        met.append(widget.objectName())
        if widget is stop:
            return met
    raise AssertionError(f"Tab never reached {stop.objectName()}: {met}")


def test_tab_runs_through_the_line_then_every_button(qtbot, ui_context, eight_with_reentry):
    """From the first figure, Tab goes through the other figures, who closed, who had not
    opened, then Chiusura in mano, Record, Take back, Re-entry and Time is up (the line's
    fields are made anew after every hand, so this is checked after one)."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight_with_reentry)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 105, d: 45})  # c out at 105: re-entry possible
    assert sheet.reentry_button.isEnabled()
    assert QApplication.focusWidget() is sheet.point_edits[a]
    met = tab_walk(qtbot, sheet.timeout_button)
    # c is out: her fields are skipped. The closer radios are one stop (arrows choose).
    assert met == [
        f"points_{b}",
        f"points_{d}",
        f"closer_{a}",
        f"not_opened_{a}",
        f"not_opened_{b}",
        f"not_opened_{d}",
        "in_hand",
        "record",
        "take_back",
        "reentry",
        "timeout",
    ]
    # and on out of the sheet, not back into the line
    press(qtbot, Qt.Key.Key_Tab)
    assert not sheet.isAncestorOf(QApplication.focusWidget())


def test_while_correcting_tab_reaches_cancel_correction(qtbot, ui_context, eight):
    """With a hand loaded, Cancel correction comes right after the Correct button."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    go_to_hand(qtbot, sheet, 0)
    press(qtbot, Qt.Key.Key_Return)
    met = tab_walk(qtbot, sheet.cancel_correction)
    assert met[-3:] == ["in_hand", "record", ""]
    press(qtbot, Qt.Key.Key_Space)  # cancel: back to a new hand
    assert sheet.correcting is None


def test_shift_tab_leaves_the_grid_and_the_list(qtbot, ui_context, eight):
    """Shift+Tab from the first figure enters the grid once, then the tables' list, then the
    table number: never cell by cell (the list keeps table 2, the one open)."""
    _, page, sheet = active_sheet(qtbot, ui_context, eight)
    panel = page.scala40
    qtbot.keyClicks(panel.table_edit, "2")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    settle(qtbot)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    assert QApplication.focusWidget() is sheet.point_edits[a]
    press(qtbot, Qt.Key.Key_Backtab, SHIFT)
    assert QApplication.focusWidget() is sheet.view
    press(qtbot, Qt.Key.Key_Backtab, SHIFT)
    assert QApplication.focusWidget() is panel.list
    assert sheet.table == 2  # entering the list did not open its first table
    press(qtbot, Qt.Key.Key_Backtab, SHIFT)
    assert QApplication.focusWidget() is panel.table_edit
    # and forward again: list, grid, first figure
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.list
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is sheet.view
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is sheet.point_edits[a]
    assert sheet.table == 2


def test_ctrl_t_takes_back_the_last_hand(qtbot, ui_context, eight):
    """Ctrl+T from the hand line asks, naming the hand, and takes the last one back; the key
    is in the button's tooltip."""
    _, sheet, (a, b, c, d) = two_hands(qtbot, ui_context, eight)
    assert "Ctrl+T" in sheet.undo_button.toolTip()
    ui_context.dialogs.confirmations.append(True)
    asked = len(ui_context.dialogs.shown)
    press(qtbot, Qt.Key.Key_T, CTRL)
    # A button's key presses it visibly, then clicks a moment later: the question follows.
    qtbot.waitUntil(lambda: len(ui_context.dialogs.shown) > asked)
    assert ui_context.dialogs.shown[-1].text.startswith("Round 1, table 1: Take back hand 2?")
    assert len(sheet.sheet.hands) == 1
    assert dict(sheet.sheet.totals) == {a: 0, b: 30, c: 40, d: 45}


def test_ctrl_t_answered_no_keeps_the_hand(qtbot, ui_context, eight):
    """No to the question (the default) keeps every hand."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    asked = len(ui_context.dialogs.shown)
    press(qtbot, Qt.Key.Key_T, CTRL)
    # A button's key presses it visibly, then clicks a moment later: the question follows.
    qtbot.waitUntil(lambda: len(ui_context.dialogs.shown) > asked)
    assert ui_context.dialogs.shown[-1].kind == "confirm"
    assert len(sheet.sheet.hands) == 1


def test_after_a_hand_the_keyboard_is_on_the_next_hands_first_figure(qtbot, ui_context, eight):
    """The line is made anew after each hand; the keyboard goes to its first figure (it was
    left nowhere: the old field holding it was deleted before the new ones were shown)."""
    _, _, sheet = active_sheet(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    assert len(sheet.sheet.hands) == 1
    assert QApplication.focusWidget() is sheet.point_edits[a]
    assert sheet.point_edits[a].text() == ""
