"""The results page driven by the keyboard: table, Tab, NS, Tab, EW, Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

from tests.builders.evenings import published_round, sixteen_pairs_round_one, type_line
from tests.builders.snapshots import opened_tournament, started, with_services
from tournament_app.services import ResultKind
from tournament_app.ui.results.arbitral_dialog import ArbitralDialog
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.results.table_lines import TableState

# FIBUR 3 hands (domain doc): a difference of 395 is in the 355-500 band, 14-6.
WORKED_EXAMPLE = (640, 245, 14, 6)


# The tests asking for `evening` start from a copy of it, made once per process (station
# "test", as `ui_context`'s); the others from an empty database, as `ui_context` gives.
STATES = {"evening": with_services(sixteen_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


# 16 pairs, round 1 seated by draw and published, the tournament open.
evening = opened_tournament("evening")


@pytest.fixture
def page(qtbot, ui_context, evening):
    """The results page, shown and active (its keys work), on round 1."""
    widget = ResultsPage(ui_context)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    widget.focus_entry()
    return widget


def state_of(page, table):
    return page.line_for(table).state


def test_line_saves_shows_vp_and_jumps_to_next_missing(qtbot, page, ui_context, evening):
    """Table 1: 640-245 is saved at once, VP 14-6 shown, and the line moves to table 2."""
    ns, ew, ns_vp, ew_vp = WORKED_EXAMPLE
    assert page.table_edit.text() == "1"
    type_line(qtbot, page, 1, ns, ew)
    result = ui_context.services.results.get(evening, 1, 1)
    assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (ns, ew, ns_vp, ew_vp)
    assert f"VP {ns_vp}–{ew_vp}" in page.saved_label.text()
    assert page.table_edit.text() == "2"
    assert page.focusWidget() is page.table_edit
    assert state_of(page, 1) is TableState.ENTERED
    assert page.missing_tables() == [2, 3, 4, 5, 6, 7, 8]
    assert "7 of 8 tables missing" in page.missing_label.text()


def test_tables_out_of_order_then_the_first_missing(qtbot, page):
    """After table 5 the line offers table 1, the first one still missing."""
    type_line(qtbot, page, 5, 300, 300)
    assert page.table_edit.text() == "1"
    assert state_of(page, 5) is TableState.ENTERED


def test_enter_on_an_empty_field_moves_on_instead_of_saving(qtbot, page, ui_context, evening):
    """Enter after the table number goes to the NS field; nothing is saved yet."""
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Return)
    assert page.focusWidget() is page.ns_edit
    assert ui_context.services.results.get(evening, 1, 1) is None


def test_not_a_multiple_of_5_is_refused_with_the_reason(qtbot, page, ui_context, evening):
    """643 cannot be a burraco score: refused, the reason beside the line naming the figure
    (the services' sentence), nothing saved."""
    type_line(qtbot, page, 1, 643, 245)
    said = page.error_label.text()
    assert "multiple of 5" in said and "643" in said
    assert ui_context.services.results.get(evening, 1, 1) is None
    assert state_of(page, 1) is TableState.MISSING


def test_words_instead_of_points_are_refused(qtbot, page, ui_context, evening):
    """Letters in a points field: the field is marked and the director told what to type."""
    type_line(qtbot, page, 1, "6x0", 245)
    assert "whole number" in page.error_label.text()
    assert page.focusWidget() is page.ns_edit


def test_a_table_the_round_does_not_have(qtbot, page):
    """Table 27 in a round of 8 tables: refused, naming the tables there are."""
    type_line(qtbot, page, 27, 100, 100)
    assert "no table 27" in page.error_label.text()
    assert "1–8" in page.error_label.text()


def test_unlikely_score_asks_and_can_be_declined(qtbot, page, ui_context, evening):
    """3,500 to 0 is far beyond the last band: asked; No saves nothing, Yes saves it flagged."""
    ui_context.dialogs.confirmations.append(False)
    type_line(qtbot, page, 2, 3500, 0)
    assert ui_context.services.results.get(evening, 1, 2) is None
    assert "Unlikely" in ui_context.dialogs.shown[-1].title
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 2, 3500, 0)
    assert ui_context.services.results.get(evening, 1, 2).ns_vp == 20
    assert state_of(page, 2) is TableState.FLAGGED


def test_correction_asks_then_replaces_and_is_logged(qtbot, page, ui_context, evening):
    """Re-typing an entered table asks first; Yes replaces it, the log keeps before/after."""
    type_line(qtbot, page, 1, 640, 245)
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 1, 245, 640)
    assert "Replace" in ui_context.dialogs.messages("confirm")[-1]
    result = ui_context.services.results.get(evening, 1, 1)
    assert (result.ns_vp, result.ew_vp) == (6, 14)
    latest = ui_context.services.audit.list(evening)[0]
    assert latest.action == "result.correct"
    assert "'ns_mp': 640" in str(latest.before)
    assert "'ns_mp': 245" in str(latest.after)


def test_correction_declined_keeps_the_result(qtbot, page, ui_context, evening):
    """No to the replacement question leaves the first figures in place."""
    type_line(qtbot, page, 1, 640, 245)
    ui_context.dialogs.confirmations.append(False)
    type_line(qtbot, page, 1, 700, 245)
    assert ui_context.services.results.get(evening, 1, 1).ns_mp == 640


def test_double_entry_confirms_or_shows_the_conflict(qtbot, page, ui_context, evening):
    """A second operator's figures: equal ones confirm, different ones mark a conflict."""
    type_line(qtbot, page, 1, 640, 245)
    type_line(qtbot, page, 2, 300, 200)
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 1, 640, 245)
    assert "confirmed" in page.saved_label.text()
    type_line(qtbot, page, 2, 350, 200)
    assert state_of(page, 2) is TableState.CONFLICT
    assert "300–200" in page.error_label.text() and "350–200" in page.error_label.text()
    assert ui_context.services.results.get(evening, 1, 2).ns_mp == 300  # never overwritten
    page.double_entry.setChecked(False)
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 2, 350, 200)
    assert state_of(page, 2) is TableState.ENTERED


def test_table_list_model(qtbot, page, qtmodeltester):
    """The table list is a sound Qt model with right-aligned numbers."""
    type_line(qtbot, page, 1, 640, 245)
    qtmodeltester.check(page.model)
    index = page.model.index(0, page.model.column_index("ns_mp"))
    assert page.model.data(index, Qt.ItemDataRole.TextAlignmentRole) & int(
        Qt.AlignmentFlag.AlignRight
    )


def test_results_from_elsewhere_redraw_the_list(qtbot, page, ui_context, evening):
    """A result entered through the services (another station's action) shows at once."""
    ui_context.services.results.enter_totals(evening, 1, 4, 500, 100)
    assert state_of(page, 4) is TableState.ENTERED


def test_a_change_from_another_station_is_never_overwritten(qtbot, page, ui_context, evening):
    """Station 2 corrects table 1 meanwhile: this station's correction is refused, named."""
    import subprocess
    import sys

    type_line(qtbot, page, 1, 640, 245)
    # The other station is another program on the same database, as in the club's room.
    other_station = (
        "import sys\n"
        "from tournament_app.services import open_services\n"
        "services = open_services(sys.argv[1], station='Sala 2')\n"
        "services.results.enter_totals(int(sys.argv[2]), 1, 1, 650, 245, expected_version=1)\n"
        "services.close()\n"
    )
    subprocess.run(
        [sys.executable, "-c", other_station, ui_context.database, str(evening)],
        check=True,
        timeout=60,
    )
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 1, 700, 245)
    assert "Sala 2" in page.error_label.text()
    assert ui_context.services.results.get(evening, 1, 1).ns_mp == 650
    assert page.line_for(1).result.ns_mp == 650  # the list now shows the other station's


def test_forfeit_scores_the_present_line(qtbot, page, ui_context, evening):
    """EW arrived too late at table 2: NS get the present pair's 14 VP, EW the late 6 VP."""
    page.table_edit.setText("2")
    line = page.line_for(2)
    ui_context.dialogs.choices.append("EW absent or late: " + page.names.line(line.seat.ew))
    qtbot.mouseClick(page.forfeit_button, Qt.MouseButton.LeftButton)
    result = ui_context.services.results.get(evening, 1, 2)
    # the domain doc's defaults with 3 hands: 70% of 20 is 14 for the present pair, 6 late
    assert (result.ns_vp, result.ew_vp) == (14, 6)
    assert page.line_for(2).state is TableState.ENTERED


def test_both_pairs_late_take_the_late_score_each(qtbot, page, ui_context, evening):
    """Neither pair of table 3 came in time: each takes the late pair's 6 VP and no MP."""
    page.table_edit.setText("3")
    ui_context.dialogs.choices.append("Both pairs absent or late")
    qtbot.mouseClick(page.forfeit_button, Qt.MouseButton.LeftButton)
    result = ui_context.services.results.get(evening, 1, 3)
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (6, 6, 0, 0)
    assert page.line_for(3).state is TableState.ENTERED


def test_removing_a_result_makes_the_table_missing_again(qtbot, page, ui_context, evening):
    """Remove result asks first; Yes deletes it and the table is missing again."""
    type_line(qtbot, page, 1, 640, 245)
    page.table_edit.setText("1")
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert ui_context.services.results.get(evening, 1, 1) is None
    assert page.line_for(1).state is TableState.MISSING


def test_correct_loads_the_table_into_the_line(qtbot, page):
    """Correct puts the selected table's figures in the line, ready to change."""
    type_line(qtbot, page, 3, 500, 400)
    row = next(r for r in range(page.proxy.rowCount()) if page.proxy.index(r, 0).data() == "3")
    page.view.selectRow(row)
    qtbot.mouseClick(page.correct_button, Qt.MouseButton.LeftButton)
    assert (page.table_edit.text(), page.ns_edit.text(), page.ew_edit.text()) == ("3", "500", "400")
    assert page.focusWidget() is page.ns_edit


def test_referee_score_for_a_turno_that_cannot_be_rebuilt(
    qtbot, page, ui_context, evening, monkeypatch
):
    """The referee sets 12-8 VP and 300-150 MP at table 4: recorded as an arbitral result."""
    from PySide6.QtWidgets import QDialog

    from tournament_app.services import ResultKind
    from tournament_app.ui.results.arbitral_dialog import ArbitralDialog

    def decide(dialog):
        dialog.ns_vp.setValue(12)
        dialog.ew_vp.setValue(8)
        dialog.ns_mp.setValue(300)
        dialog.ew_mp.setValue(150)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ArbitralDialog, "exec", decide)
    page.table_edit.setText("4")
    qtbot.mouseClick(page.arbitral_button, Qt.MouseButton.LeftButton)
    result = ui_context.services.results.get(evening, 1, 4)
    assert result.kind is ResultKind.ARBITRAL
    assert (result.ns_vp, result.ew_vp, result.ns_mp, result.ew_mp) == (12, 8, 300, 150)
    assert page.line_for(4).state is TableState.ENTERED


def test_opening_the_page_offers_the_first_missing_table(qtbot, ui_context, evening):
    """With tables 1 and 2 in, the line opens on table 3, ready to type over."""
    ui_context.services.results.enter_totals(evening, 1, 1, 640, 245)
    ui_context.services.results.enter_totals(evening, 1, 2, 300, 300)
    widget = ResultsPage(ui_context)
    qtbot.addWidget(widget)
    widget.show()
    assert widget.table_edit.text() == "3"
    assert widget.table_edit.selectedText() == "3"


def test_missing_tables_are_named_in_runs() -> None:
    """250 tables missing fit in one line above the quick entry: runs of numbers, at most a
    dozen of them before "…"."""
    from tournament_app.ui.results.table_lines import table_ranges

    assert table_ranges(list(range(1, 251))) == "1–250"
    assert table_ranges([10, 1, 2, 4, 6, 7, 8]) == "1, 2, 4, 6–8, 10"
    odd = table_ranges(list(range(1, 60, 2)))
    assert odd.endswith(", …") and odd.count(",") == 12


def test_long_pair_names_leave_the_status_in_view(qtbot, ui_context):
    """A laptop window and pairs with long names: the status column stays on screen (it was
    pushed off under a scroll bar, reading "inser…"), the names cut short and whole in
    their tooltip."""
    from tournament_app.services import BurracoSettings, Game, PlayerSpec, TournamentDraft

    services = ui_context.services
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Lunghi", settings=BurracoSettings())
    ).id
    for n in range(8):
        services.entries.add(
            tid,
            [
                PlayerSpec(f"Castelfranco Veneto De Sanctis{n}", "Maria Grazia Immacolata"),
                PlayerSpec(f"Sant'Angelo dei Lombardi{n}", "Giovanni Battista"),
            ],
        )
    published_round(services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.resize(1000, 600)
    page.show()
    qtbot.waitExposed(page)
    page.reload()
    status = page.model.column_index("state")
    # The status column starts on screen with room for its word ("entered", "missing").
    assert page.view.columnViewportPosition(status) + 80 <= page.view.viewport().width()
    ns = page.model.column_index("ns")
    tip = page.model.index(0, ns).data(Qt.ItemDataRole.ToolTipRole)
    assert "Castelfranco Veneto De Sanctis" in tip and "Sant'Angelo dei Lombardi" in tip


# -- by keyboard alone: the table typed is the one acted on ---------------------------------

CTRL = Qt.KeyboardModifier.ControlModifier
# Three hands typed NS-EW: 300-120, 200-245, 100-5 make 600 to 370, a difference of 230,
# in the 155-250 band of the FIBUR 3-hand table: 12-8 (domain doc).
HANDS = ((300, 120), (200, 245), (100, 5))


def selected_tables(page):
    rows = page.view.selectionModel().selectedRows()
    return [page.proxy.index(index.row(), 0).data() for index in rows]


def glance_at_row(qtbot, page, downs):
    """The director looks down the list with the arrows (from the first row)."""
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Home, CTRL)
    for _ in range(downs):
        qtbot.keyClick(page.view, Qt.Key.Key_Down)


def press_shortcut(qtbot, widget, key, modifiers):
    """A button's shortcut: the button presses itself visibly, then clicks as it comes up."""
    qtbot.keyClick(widget, key, modifiers)
    window = widget.window()  # its buttons asked anew: a page may rebuild some meanwhile
    qtbot.waitUntil(lambda: not any(b.isDown() for b in window.findChildren(QAbstractButton)))


def type_table(qtbot, page, table):
    """Ctrl+L back to the quick line, then the table number over the one offered."""
    qtbot.keyClick(page.view, Qt.Key.Key_L, CTRL)
    assert page.focusWidget() is page.table_edit
    qtbot.keyClicks(page.table_edit, str(table))


def test_a_row_chosen_with_the_arrows_is_the_table_of_the_line(qtbot, page):
    """Down three times from table 1: table 4 is in the line and its pairs under it."""
    glance_at_row(qtbot, page, 3)
    assert selected_tables(page) == ["4"]
    assert page.table_edit.text() == "4"
    assert page.seat_label.text().startswith("Table 4:")


def test_the_table_typed_is_the_row_selected(qtbot, page):
    """Row 4 looked at, then 5 typed in the line: the list now selects table 5, not 4."""
    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    assert selected_tables(page) == ["5"]
    assert page.seat_label.text().startswith("Table 5:")
    qtbot.keyClicks(page.table_edit, "7")  # 57: no such table, nothing selected
    assert selected_tables(page) == []


def on_next_dialog(qtbot, keys):
    """Run `keys(dialog)` on the next modal dialog (its exec is running); it is closed after
    5 seconds if still open, so a test never hangs."""

    def poll():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, poll)
            return
        QTimer.singleShot(5000, dialog.reject)
        keys(dialog)

    QTimer.singleShot(0, poll)


def test_hand_by_hand_opens_and_saves_the_table_typed(qtbot, page, ui_context, evening):
    """Row 4 looked at, 5 typed, Ctrl+H: the sheet is table 5's; its figures typed with Enter
    are saved on table 5, and the line under the entry says so as after a quick-line save
    (it said nothing)."""
    titles = []

    def type_sheet(dialog):
        titles.append(dialog.windowTitle())
        for figures in HANDS:
            for figure in figures:
                qtbot.keyClicks(dialog.focusWidget(), str(figure))
                qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    on_next_dialog(qtbot, type_sheet)
    press_shortcut(qtbot, page.table_edit, Qt.Key.Key_H, CTRL)
    qtbot.waitUntil(lambda: page.saved_label.text() != "", timeout=5000)
    assert titles == ["Round 1, table 5 — scoresheet"]
    saved = ui_context.services.results.get(evening, 1, 5)
    assert (saved.ns_mp, saved.ew_mp, saved.ns_vp, saved.ew_vp) == (600, 370, 12, 8)
    assert len(saved.hands) == 3
    assert ui_context.services.results.get(evening, 1, 4) is None
    assert page.saved_label.text() == "Table 5 saved: NS 600 — EW 370  →  VP 12–8"
    assert page.table_edit.text() == "1" and page.focusWidget() is page.table_edit


def test_correct_loads_the_table_typed(qtbot, page, ui_context, evening):
    """Tables 4 and 5 entered; row 4 looked at, 5 typed, Correct: table 5's figures come."""
    ui_context.services.results.enter_totals(evening, 1, 4, 400, 100)
    ui_context.services.results.enter_totals(evening, 1, 5, 500, 200)
    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    qtbot.mouseClick(page.correct_button, Qt.MouseButton.LeftButton)
    assert (page.table_edit.text(), page.ns_edit.text(), page.ew_edit.text()) == ("5", "500", "200")


def test_forfeit_scores_the_table_typed(qtbot, page, ui_context, evening):
    """EW of table 5 never came: the forfeit lands on table 5 (14-6 with 3 hands), not 4."""
    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    ew = page.names.line(page.line_for(5).seat.ew)
    ui_context.dialogs.choices.append("EW absent or late: " + ew)
    qtbot.mouseClick(page.forfeit_button, Qt.MouseButton.LeftButton)
    result = ui_context.services.results.get(evening, 1, 5)
    assert (result.ns_vp, result.ew_vp) == (14, 6)
    assert ui_context.services.results.get(evening, 1, 4) is None


def test_referee_score_goes_to_the_table_typed(qtbot, page, ui_context, evening, monkeypatch):
    """The referee's 12-8 is recorded on table 5, typed, not on table 4, looked at."""
    titles = []

    def decide(dialog):
        titles.append(dialog.windowTitle())
        dialog.ns_vp.setValue(12)
        dialog.ew_vp.setValue(8)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ArbitralDialog, "exec", decide)
    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    qtbot.mouseClick(page.arbitral_button, Qt.MouseButton.LeftButton)
    assert titles == ["Referee's score — table 5"]
    assert ui_context.services.results.get(evening, 1, 5).kind is ResultKind.ARBITRAL
    assert ui_context.services.results.get(evening, 1, 4) is None


def test_penalties_open_on_the_table_typed(qtbot, page, monkeypatch):
    """Ctrl+Shift+P with table 5 typed proposes table 5's NS pair, not table 4's."""
    import tournament_app.ui.penalties_dialog as penalties

    proposed = []

    class Recorder:
        def __init__(self, *_args, entry=None, **_kwargs):
            proposed.append(entry)

        def exec(self):
            return 0

    monkeypatch.setattr(penalties, "PenaltiesDialog", Recorder)
    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    press_shortcut(qtbot, page.table_edit, Qt.Key.Key_P, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert proposed == [page.line_for(5).seat.ns[0]]
    assert page.line_for(5).seat.ns[0] != page.line_for(4).seat.ns[0]


def test_remove_result_removes_the_table_typed(qtbot, page, ui_context, evening):
    """Tables 4 and 5 entered; row 4 looked at, 5 typed: Remove result asks about table 5."""
    ui_context.services.results.enter_totals(evening, 1, 4, 400, 100)
    ui_context.services.results.enter_totals(evening, 1, 5, 500, 200)
    glance_at_row(qtbot, page, 3)
    type_table(qtbot, page, 5)
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert ui_context.dialogs.messages("confirm")[-1] == (
        "Remove the result of round 1, table 5 (500–200)?"
    )
    assert ui_context.services.results.get(evening, 1, 5) is None
    assert ui_context.services.results.get(evening, 1, 4).ns_mp == 400


def test_no_table_typed_no_action(qtbot, page, ui_context, evening):
    """Table 27 typed (the round has 8): Ctrl+H opens no sheet and says to choose a table."""
    type_table(qtbot, page, 27)
    assert selected_tables(page) == []
    press_shortcut(qtbot, page.table_edit, Qt.Key.Key_H, CTRL)
    assert "Choose a table first" in page.error_label.text()


def test_an_impossible_correction_is_refused_before_any_question(qtbot, page, ui_context, evening):
    """Table 2 holds -145/520: 642 over it is refused at once (never a multiple of 5), with
    no «Replace?» first; the figures stay for retyping, table 2 unchanged."""
    ui_context.services.results.enter_totals(evening, 1, 2, -145, 520)
    type_line(qtbot, page, 2, 642, 300)
    assert ui_context.dialogs.messages("confirm") == []
    assert "multiple of 5" in page.error_label.text()
    assert page.focusWidget() is page.ns_edit and page.ns_edit.selectedText() == "642"
    assert ui_context.services.results.get(evening, 1, 2).ns_mp == -145
    # Typed over the selected figure, the right one is asked about and replaces the old.
    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClicks(page.ns_edit, "640")
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Return)
    assert "Replace with NS 640 — EW 300?" in ui_context.dialogs.messages("confirm")[-1]
    assert ui_context.services.results.get(evening, 1, 2).ns_mp == 640


def test_impossible_and_unlikely_is_refused_without_asking(qtbot, page, ui_context, evening):
    """3,503 to 0 would be unlikely if it were possible: refused, no «Save anyway?»."""
    type_line(qtbot, page, 3, 3503, 0)
    assert ui_context.dialogs.messages("confirm") == []
    assert "multiple of 5" in page.error_label.text()
    assert ui_context.services.results.get(evening, 1, 3) is None


def test_tab_leaves_the_list(qtbot, page):
    """Tab in the list goes on to the next control instead of the next cell."""
    glance_at_row(qtbot, page, 2)
    qtbot.keyClick(page.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not page.view
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is not page.view


# -- double entry ---------------------------------------------------------------------------


@pytest.fixture
def six_entered(ui_context, evening):
    """Tables 1-6 entered by the first operator (100·t to 50·t), 7 and 8 still missing."""
    for table in range(1, 7):
        ui_context.services.results.enter_totals(evening, 1, table, 100 * table, 50 * table)
    return evening


def test_double_entry_offers_the_tables_to_retype(qtbot, ui_context, six_entered, page):
    """Ctrl+Shift+D: the line offers table 1 (entered), not 7 (missing); after a match the
    next entered table, after a difference too (the director settles it); at the end none."""
    assert page.table_edit.text() == "7"
    qtbot.keyClick(page.table_edit, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert page.double_entry.isChecked()
    assert page.table_edit.text() == "1" and page.focusWidget() is page.table_edit
    type_line(qtbot, page, 1, 100, 50)
    assert "confirmed" in page.saved_label.text()
    assert page.table_edit.text() == "2"
    type_line(qtbot, page, 2, 200, 150)
    assert page.line_for(2).state is TableState.CONFLICT
    assert page.table_edit.text() == "3"
    for table in (3, 4, 5, 6):
        type_line(qtbot, page, table, 100 * table, 50 * table)
    assert page.table_edit.text() == ""
    # Double entry off: the missing tables are offered again.
    qtbot.keyClick(page.table_edit, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert not page.double_entry.isChecked()
    assert page.table_edit.text() == "7"


def test_a_refused_second_entry_puts_the_keyboard_on_the_table(
    qtbot, ui_context, six_entered, page
):
    """Table 7 has no first entry: the refusal says so, NS/EW stay, the focus is on the
    table number (it was left on EW)."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 7, 300, 140)
    assert page.error_label.text()
    assert ui_context.services.results.get(six_entered, 1, 7) is None
    assert (page.ns_edit.text(), page.ew_edit.text()) == ("300", "140")
    assert page.focusWidget() is page.table_edit


def test_a_finished_tournament_refuses_a_result_before_any_question(
    qtbot, page, ui_context, evening
):
    """Table 3 has 465-705 and the tournament is marked finished: typing 500-600 over it is
    refused at once, saying the tournament is closed, with no «Replace?» asked first."""
    from tournament_app.services import TournamentStatus

    services = ui_context.services
    services.results.enter_totals(evening, 1, 3, 465, 705)
    services.tournaments.set_status(evening, TournamentStatus.FINISHED)
    type_line(qtbot, page, 3, 500, 600)
    assert ui_context.dialogs.messages("confirm") == []
    assert page.error_label.text().startswith("Tournament finished:")
    assert "reopen it" in page.error_label.text()
    assert (
        services.results.get(evening, 1, 3).ns_mp,
        services.results.get(evening, 1, 3).ew_mp,
    ) == (
        465,
        705,
    )


@pytest.mark.parametrize(
    ("language", "one_missing", "none_missing"),
    [
        ("en", "Round 1: 1 of 8 tables missing — 8", "Round 1: all 8 tables entered."),
        ("it", "Turno 1: manca 1 tavolo su 8 — 8", "Turno 1: inseriti tutti i tavoli (8)."),
    ],
)
def test_the_count_of_tables_missing_agrees_with_one(
    qtbot, page, language: str, one_missing: str, none_missing: str
) -> None:
    """Seven tables in, one left: "manca 1 tavolo", never "mancano 1 tavoli"."""
    from tournament_app.ui.i18n import LanguageSwitcher

    languages = LanguageSwitcher()
    try:
        assert languages.apply(language) or language == "en"
        for table in range(1, 8):
            type_line(qtbot, page, table, 300, 300)
        assert page.missing_label.text() == one_missing
        type_line(qtbot, page, 8, 300, 300)
        assert page.missing_label.text() == none_missing
    finally:
        languages.apply("en")
