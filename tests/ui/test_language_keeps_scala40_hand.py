"""Switching the language builds every page again: a hand typed on the scala 40 sheet and not
saved comes back as typed on the same table's sheet, in the new language's widgets (each
player's figure, who closed, who had not opened, the hand being corrected), the keyboard where
it was; Enter then saves it (the brief: nothing a director typed is lost to a switch)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.builders.tournaments import pair, published_round, scala40_tournament
from tests.ui.windows import window_on
from tournament_app.services import (
    Scala40Form,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
)
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import TAB_RESULTS, MainWindow

RESULTS = {"it": "Risultati", "en": "Results"}
PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=2
)


@pytest.fixture(params=[("it", "en"), ("en", "it")], ids=["it-to-en", "en-to-it"])
def switch(request, qapp, ui_context) -> Iterator[tuple[str, LanguageSwitcher]]:
    """The language after the switch, and the switcher it applies (the window starts in
    the other)."""
    before, after = request.param
    languages = LanguageSwitcher()
    languages.apply(before)
    ui_context.language = before
    try:
        yield after, languages
    finally:
        languages.apply("en")


def _window_on_table_one(qtbot, ui_context, languages: LanguageSwitcher) -> tuple[int, MainWindow]:
    """Eight players, round 1 published, the Results page open on table 1's sheet."""
    tid = scala40_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    window = window_on(qtbot, ui_context, tid, TAB_RESULTS)
    window.languages = languages
    window.activateWindow()
    qtbot.waitActive(window)
    panel = window.results_page.scala40
    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    return tid, window


def _sheet(window: MainWindow):
    return window.results_page.scala40.sheet


def test_a_hand_typed_outlives_the_switch_and_enter_saves_it(qtbot, ui_context, switch) -> None:
    """a marked as closer, b 30, c "A K JK 7" ticked not opened, d 15 (the keyboard after
    it), no Enter; Settings > Language: table 1's line holds them all in the new language,
    and Enter on d's figure records the hand (c's cards: 11 + 10 + 25 + 7 = 53)."""
    after, languages = switch
    tid, window = _window_on_table_one(qtbot, ui_context, languages)
    sheet = _sheet(window)
    a, b, c, d = sheet.sheet.players
    closer = sheet.closer_buttons[a]
    qtbot.mouseClick(closer, Qt.MouseButton.LeftButton, pos=QPoint(8, closer.height() // 2))
    for player, figure in ((b, "30"), (c, "A K JK 7"), (d, "15")):
        qtbot.mouseClick(sheet.point_edits[player], Qt.MouseButton.LeftButton)
        qtbot.keyClicks(sheet.point_edits[player], figure)
        if player == c:
            sheet.not_opened_boxes[c].setChecked(True)
    old_page = window.results_page

    window.set_language(after)

    assert window.results_page is not old_page  # built again, in the new language
    assert window.tabs.tabText(TAB_RESULTS).replace("&", "") == RESULTS[after]
    sheet = _sheet(window)
    assert (sheet.round_number, sheet.table) == (1, 1)
    typed = {player: sheet.point_edits[player].text() for player in (a, b, c, d)}
    assert typed == {a: "0", b: "30", c: "A K JK 7", d: "15"}
    assert sheet.closer_buttons[a].isChecked() and sheet.not_opened_boxes[c].isChecked()
    assert sheet.sum_labels[c].text() == "= 53"
    assert window.focusWidget() is sheet.point_edits[d]
    assert ui_context.dialogs.shown == []

    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    (hand,) = ui_context.services.results.sheet(tid, 1, 1).hands
    assert hand.closer == a and hand.not_opened == (c,)
    assert dict(hand.points) == {a: 0, b: 30, c: 53, d: 15}


def test_a_correction_typed_stays_a_correction(qtbot, ui_context, switch) -> None:
    """Hand 1 recorded (a closes, b 30, c 40, d 45), loaded back and b's 30 typed over with
    35, no Enter; after the switch the line still corrects hand 1 with b's 35, and Enter
    replaces hand 1 rather than adding a hand 2."""
    after, languages = switch
    tid, window = _window_on_table_one(qtbot, ui_context, languages)
    a, b, c, d = _sheet(window).sheet.players
    hand = Scala40Hand(((a, 0), (b, 30), (c, 40), (d, 45)), closer=a)
    ui_context.services.results.enter_hand(tid, 1, 1, hand)
    sheet = _sheet(window)
    sheet.reload()
    sheet.load_hand(0)
    sheet.point_edits[b].selectAll()
    qtbot.keyClicks(sheet.point_edits[b], "35")

    window.set_language(after)

    sheet = _sheet(window)
    assert sheet.correcting == 0 and not sheet.cancel_correction.isHidden()
    assert sheet.point_edits[b].text() == "35" and sheet.point_edits[c].text() == "40"
    qtbot.keyClick(sheet.point_edits[b], Qt.Key.Key_Return)
    stored = ui_context.services.results.sheet(tid, 1, 1)
    assert len(stored.hands) == 1
    assert dict(stored.totals) == {a: 0, b: 35, c: 40, d: 45}


def test_an_empty_line_keeps_nothing(qtbot, ui_context, switch) -> None:
    """A sheet open with nothing typed: nothing to carry, the new page asks for a table as a
    page shown for the first time does."""
    after, languages = switch
    _tid, window = _window_on_table_one(qtbot, ui_context, languages)
    assert window.results_page.typed_input() is None
    window.set_language(after)
    assert _sheet(window).sheet is None and not _sheet(window).empty_hint.isHidden()


def test_a_pairs_hand_typed_outlives_the_switch(qtbot, ui_context, switch) -> None:
    """A pairs table: a's second player marked as closer, a's first 5, b's players "K Q"
    and 30, no Enter; after the switch the line holds them, and Enter gives the hand to a's
    pair: 5 for a, 20 + 30 = 50 for b."""
    after, languages = switch
    tid = scala40_tournament(ui_context.services, 4, PAIRS, roster=pair)
    published_round(ui_context.services, tid)
    window = window_on(qtbot, ui_context, tid, TAB_RESULTS)
    window.languages = languages
    panel = window.results_page.scala40
    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    sheet = _sheet(window)
    a, b = sheet.sheet.players
    closer = sheet.pair_closers[a, 2]
    qtbot.mouseClick(closer, Qt.MouseButton.LeftButton, pos=QPoint(8, closer.height() // 2))
    for seat, figure in (((a, 1), "5"), ((b, 1), "K Q"), ((b, 2), "30")):
        qtbot.keyClicks(sheet.pair_edits[seat], figure)

    window.set_language(after)

    sheet = _sheet(window)
    typed = {seat: edit.text() for seat, edit in sheet.pair_edits.items()}
    assert typed == {(a, 1): "5", (a, 2): "0", (b, 1): "K Q", (b, 2): "30"}
    assert sheet.pair_closers[a, 2].isChecked()
    qtbot.keyClick(sheet.pair_edits[b, 2], Qt.Key.Key_Return)
    assert dict(ui_context.services.results.sheet(tid, 1, 1).totals) == {a: 5, b: 50}
