"""Penalties from the scala 40 face of the results page: the button and Ctrl+Shift+P open
the penalties dialog on the round shown and the player looked at, and the sheet names the
director's penalty points under its totals, as the standings count them."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

import tournament_app.ui.penalties_dialog as penalties
from tests.ui.test_scala40_keyboard import active_sheet, press
from tests.ui.test_scala40_sheet import open_sheet, play_hand
from tournament_app.services import PenaltyKind

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


class Recorder:
    """Stands for the dialog: records what it was opened on."""

    opened: ClassVar[list[tuple[int | None, int | None]]] = []

    def __init__(self, *_args, entry=None, round_number=None, **_kwargs):
        Recorder.opened.append((entry, round_number))

    def exec(self):
        return 0


def test_ctrl_shift_p_opens_the_penalties_on_the_player_typed(qtbot, ui_context, monkeypatch):
    """Round 1, table 1 open, the keyboard on the third player's figure: Ctrl+Shift+P opens
    the penalties on that player and round 1; the button is there too, with its own Alt
    letter."""
    Recorder.opened = []
    monkeypatch.setattr(penalties, "PenaltiesDialog", Recorder)
    _, page, sheet = active_sheet(qtbot, ui_context)
    panel = page.scala40
    assert panel.penalty_button.isVisible()
    assert panel.penalty_button.text().replace("&", "") == "Penalties…"
    third = sheet.sheet.players[2]
    press(qtbot, Qt.Key.Key_Tab)  # from the first figure to the third
    press(qtbot, Qt.Key.Key_Tab)
    assert page.focusWidget() is sheet.point_edits[third]
    press(qtbot, Qt.Key.Key_P, CTRL_SHIFT)
    # a button's shortcut shows it pressed, then clicks as it comes up
    window = page.window()  # its buttons asked anew: the sheet rebuilds its line's
    qtbot.waitUntil(lambda: not any(b.isDown() for b in window.findChildren(QAbstractButton)))
    assert Recorder.opened == [(third, 1)]


def test_alt_n_opens_the_penalties_as_the_underlined_letter_says(qtbot, ui_context, monkeypatch):
    """The button's Ctrl key does not take the place of its Alt letter (Pe&nalties…)."""
    Recorder.opened = []
    monkeypatch.setattr(penalties, "PenaltiesDialog", Recorder)
    _, page, sheet = active_sheet(qtbot, ui_context)
    first = sheet.sheet.players[0]
    assert page.focusWidget() is sheet.point_edits[first]
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: Recorder.opened == [(first, 1)])


def test_the_button_opens_on_the_player_last_typed(qtbot, ui_context, monkeypatch):
    """A click on the button takes the keyboard from the figure: the dialog still opens on
    the player whose figure was being typed."""
    Recorder.opened = []
    monkeypatch.setattr(penalties, "PenaltiesDialog", Recorder)
    _, page, sheet = active_sheet(qtbot, ui_context)
    second = sheet.sheet.players[1]
    qtbot.mouseClick(sheet.point_edits[second], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.scala40.penalty_button, Qt.MouseButton.LeftButton)
    assert Recorder.opened == [(second, 1)]


def test_penalty_points_given_show_under_the_sheet_as_the_standings_count_them(
    qtbot, ui_context, monkeypatch
):
    """+20 to a player for slow play, given from the sheet of an elimination: the sheet says
    so under its totals, which hold the 20 from then on (each stage is a game played to the
    limit: penalty points go on the player's running total), and the standings count the
    one game."""
    tid, page, sheet = active_sheet(qtbot, ui_context)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 15, d: 45})
    assert not sheet.penalties_note.isVisible()

    def give_20(dialog):
        dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
        dialog.mp.setValue(20)
        qtbot.keyClicks(dialog.reason, "slow play")
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        assert dialog.error.text() == ""
        return 0

    monkeypatch.setattr(penalties.PenaltiesDialog, "exec", give_20)
    qtbot.mouseClick(sheet.point_edits[b], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.scala40.penalty_button, Qt.MouseButton.LeftButton)
    (penalty,) = ui_context.services.penalties.list(tid)
    assert (penalty.entry, penalty.round, penalty.mp) == (b, 1, 20)
    assert sheet.penalties_note.isVisible()
    name = sheet.names[b]
    assert sheet.penalties_note.text() == (
        "Director's penalties in this round, counted in the table's totals:"
        f" {b} {name}: penalty points +20 (slow play)"
    )
    assert dict(sheet.sheet.totals)[b] == 30 + 20
    column = sheet.sheet.players.index(b)
    assert sheet.model.index(0, column).data() == "30 P +20"  # in b's last hand
    assert sheet.model.index(1, column).data() == "50"  # the totals' row
    # the table played out (limit 101): b 50 + 75 = 125, c 105, d 115 all out, a wins;
    # b, on the highest total, is last
    play_hand(qtbot, sheet, a, {b: 75, c: 90, d: 70})
    assert sheet.sheet.finished and dict(sheet.sheet.totals)[b] == 125
    assert {p.entry: p.place for p in sheet.sheet.placings}[b] == 4
    assert sheet.penalties_note.isVisible()  # still said once the table is over
    standing = {row.entry: row for row in ui_context.services.standings.overall(tid)}
    assert standing[b].penalty_total == 125


def test_one_hand_played_is_said_in_the_singular(qtbot, ui_context):
    """After the first hand "1 hand played", after the second "2 hands played"."""
    _, _, sheet = open_sheet(qtbot, ui_context)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 15, d: 45})
    assert sheet.outcome.text() == "1 hand played, 4 players still in."
    play_hand(qtbot, sheet, b, {a: 10, c: 15, d: 20})
    assert sheet.outcome.text() == "2 hands played, 4 players still in."
