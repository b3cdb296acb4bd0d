"""A 60-pair evening on the Results page: a forfeit and a referee's score read on their row as
the round's results print them ("forfeit EW (no. 17)", "arbitral"), not as a sheet typed; the
line under the quick entry names the table just scored; and Forfeit…, Referee's score… and
Remove result answer their keys with the keyboard still in the quick line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.builders.snapshots import opened_tournament, ui_snapshot_fixtures, with_services
from tournament_app.services import ResultKind
from tournament_app.ui.results.arbitral_dialog import ArbitralDialog
from tournament_app.ui.results.page import ResultsPage


def sixty_pairs_round_one(services):
    tid = burraco_tournament(services, 60)
    published_round(services, tid)
    return tid


STATES = {"evening": with_services(sixty_pairs_round_one, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
evening = opened_tournament("evening")

SHIFT_CTRL = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def page(qtbot, ui_context, evening):
    shown = ResultsPage(ui_context)
    qtbot.addWidget(shown)
    shown.resize(1300, 700)
    shown.show()
    shown.activateWindow()
    qtbot.waitActive(shown)
    shown.focus_entry()
    return shown


@pytest.fixture
def referee_gives_12_8(monkeypatch):
    """The referee's dialog, filled as the referee decided table 10: 12-8 VP, 300-150 MP."""
    shown: list[ArbitralDialog] = []

    def decide(dialog):
        shown.append(dialog)
        dialog.ns_vp.setValue(12)
        dialog.ew_vp.setValue(8)
        dialog.ns_mp.setValue(300)
        dialog.ew_mp.setValue(150)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ArbitralDialog, "exec", decide)
    return shown


def status(page: ResultsPage, table: int) -> str:
    """The Status cell of a table's row, as the list shows it."""
    model = page.model
    row = page.lines.index(page.line_for(table))
    return model.index(row, model.column_index("state")).data()


def table_typed(qtbot, page: ResultsPage, table: int) -> None:
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, str(table))


def ew_absent_at(page: ResultsPage, table: int) -> str:
    return "EW absent or late: " + page.names.line(page.line_for(table).seat.ew)


def test_a_forfeit_and_a_referees_score_say_so_on_their_rows_and_under_the_line(
    qtbot, page, ui_context, evening, referee_gives_12_8
):
    type_line(qtbot, page, 8, 640, 245)
    assert page.saved_label.text().startswith("Table 8 saved")
    ew_pair = page.line_for(9).seat.ew[0]

    table_typed(qtbot, page, 9)
    ui_context.dialogs.choices.append(ew_absent_at(page, 9))
    qtbot.mouseClick(page.forfeit_button, Qt.MouseButton.LeftButton)

    # Domain defaults, 3 hands: the present pair 70% of 20, the late one 6.
    assert status(page, 9) == f"entered — forfeit EW (no. {ew_pair})"
    assert page.saved_label.text() == f"Table 9 saved: forfeit EW (no. {ew_pair})  →  VP 14–6"

    table_typed(qtbot, page, 10)
    qtbot.mouseClick(page.arbitral_button, Qt.MouseButton.LeftButton)

    assert status(page, 10) == "entered — arbitral"
    assert page.saved_label.text() == "Table 10 saved: arbitral  →  VP 12–8"
    assert status(page, 8) == "entered"  # a sheet typed reads as before
    # Read again from scratch (another station, a restart) the rows say the same.
    page.reload()
    assert (status(page, 9), status(page, 10)) == (
        f"entered — forfeit EW (no. {ew_pair})",
        "entered — arbitral",
    )


def test_removing_a_result_says_so_under_the_line(qtbot, page, ui_context, evening):
    type_line(qtbot, page, 8, 640, 245)
    table_typed(qtbot, page, 8)
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert ui_context.services.results.get(evening, 1, 8) is None
    assert page.saved_label.text() == "Table 8: result removed, the table is missing again."


def test_the_three_actions_answer_their_keys_from_the_quick_line(
    qtbot, page, ui_context, evening, referee_gives_12_8
):
    results = ui_context.services.results
    table_typed(qtbot, page, 9)
    ui_context.dialogs.choices.append(ew_absent_at(page, 9))
    qtbot.keyClick(page.table_edit, Qt.Key.Key_F, SHIFT_CTRL)
    qtbot.waitUntil(lambda: results.get(evening, 1, 9) is not None)
    assert results.get(evening, 1, 9).kind is ResultKind.FORFEIT

    table_typed(qtbot, page, 10)
    qtbot.keyClick(page.table_edit, Qt.Key.Key_A, SHIFT_CTRL)
    qtbot.waitUntil(lambda: results.get(evening, 1, 10) is not None)
    assert results.get(evening, 1, 10).kind is ResultKind.ARBITRAL

    table_typed(qtbot, page, 9)
    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Delete, SHIFT_CTRL)
    qtbot.waitUntil(lambda: results.get(evening, 1, 9) is None)


def test_the_three_actions_answer_their_alt_letters(
    qtbot, page, ui_context, evening, referee_gives_12_8
):
    results = ui_context.services.results
    table_typed(qtbot, page, 11)
    ui_context.dialogs.choices.append(ew_absent_at(page, 11))
    qtbot.keyClick(page, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: results.get(evening, 1, 11) is not None)

    table_typed(qtbot, page, 12)
    qtbot.keyClick(page, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: results.get(evening, 1, 12) is not None)
    assert results.get(evening, 1, 12).kind is ResultKind.ARBITRAL

    table_typed(qtbot, page, 11)
    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClick(page, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: results.get(evening, 1, 11) is None)


def test_the_referees_fields_have_alt_letters(qtbot):
    dialog = ArbitralDialog(10)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # Alt letters work in the window in front
    for key, field in (
        (Qt.Key.Key_N, dialog.ns_vp),
        (Qt.Key.Key_E, dialog.ew_vp),
        (Qt.Key.Key_M, dialog.ns_mp),
        (Qt.Key.Key_P, dialog.ew_mp),
    ):
        qtbot.keyClick(dialog, key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(field.hasFocus, timeout=1000)
