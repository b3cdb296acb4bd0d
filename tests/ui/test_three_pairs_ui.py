"""Tables of three pairs (burraco a sei) in the window: the wizard offers the setting and its
VP rule, and the Results page's quick line takes a table of three by the keyboard (table,
Tab, NS, Tab, EW, Tab, third line, Enter).

FIBUR's 3-hand table: 640 v 245 395 (14-6), 640 v 400 240 (12-8), 245 v 400 155 (8-12):
VP (14+12)/2 = 13, (6+8)/2 = 7, (8+12)/2 = 10."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from scoring.three_pairs import SUM_RULE
from tests.builders.evenings import burraco_tournament, published_round, type_line
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    ThreePairsTables,
    open_services,
)
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.results.table_lines import TableState
from tournament_app.ui.wizard.dialog import NewTournamentWizard


def _click(qtbot, wizard: NewTournamentWizard, which: QWizard.WizardButton) -> None:
    qtbot.mouseClick(wizard.button(which), Qt.MouseButton.LeftButton)


def test_the_wizard_offers_tables_of_three(qtbot, ui_context) -> None:
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Burraco a sei")
    _click(qtbot, wizard, QWizard.WizardButton.NextButton)
    rules = wizard.format_page.seating_rules
    assert rules.three_pairs.currentData() is ThreePairsTables.NEVER
    rules.three_pairs.setCurrentIndex(rules.three_pairs.findData(ThreePairsTables.WHEN_NEEDED))
    rules.three_pairs_vp.setCurrentIndex(rules.three_pairs_vp.findData("sum"))
    wizard.format_page.individual.setChecked(True)  # no pairs, no tables of three
    assert not rules.three_pairs.isEnabled()
    wizard.format_page.pairs.setChecked(True)
    _click(qtbot, wizard, QWizard.WizardButton.NextButton)
    _click(qtbot, wizard, QWizard.WizardButton.NextButton)
    summary = wizard.summary_page.text.text()
    assert "a table of three instead of a bye" in summary
    assert "two conversions added" in summary
    _click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert settings.three_pairs is ThreePairsTables.WHEN_NEEDED
    assert settings.three_pairs_vp == SUM_RULE


@pytest.fixture
def page(qtbot, ui_context):
    """7 pairs in registration order, Danese, a table of three when needed: 1 v 2, 3 v 4,
    5 v 6 v 7; round 1 published and shown."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.WHEN_NEEDED,
    )
    tid = burraco_tournament(ui_context.services, 7, settings)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    widget = ResultsPage(ui_context)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    widget.focus_entry()
    widget.tid = tid
    return widget


def test_a_table_of_three_by_the_keyboard(qtbot, page, ui_context) -> None:
    assert page.third_edit.isVisible()
    assert not page.view.isColumnHidden(page.model.column_index("third"))
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "3")
    assert "3rd" in page.seat_label.text()
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.ns_edit, "640")
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.ew_edit, "245")
    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)  # the third line is still to type
    assert page.focusWidget() is page.third_edit
    assert ui_context.services.results.get(page.tid, 1, 3) is None
    qtbot.keyClicks(page.third_edit, "400")
    qtbot.keyClick(page.third_edit, Qt.Key.Key_Return)
    result = ui_context.services.results.get(page.tid, 1, 3)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 7, 10)
    assert "VP 13–7–10" in page.saved_label.text()
    assert page.focusWidget() is page.table_edit


def test_a_table_of_two_beside_it_needs_no_third_figure(qtbot, page, ui_context) -> None:
    type_line(qtbot, page, 1, 640, 245)
    result = ui_context.services.results.get(page.tid, 1, 1)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (14, 6, None)


def test_a_round_of_tables_of_two_hides_the_third_line(qtbot, ui_context) -> None:
    tid = burraco_tournament(ui_context.services, 4, BurracoSettings())
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    widget = ResultsPage(ui_context)
    qtbot.addWidget(widget)
    widget.show()
    assert not widget.third_edit.isVisible()
    assert widget.view.isColumnHidden(widget.model.column_index("third_mp"))


def test_the_rounds_page_names_the_third_pair(qtbot, page, ui_context) -> None:
    from tournament_app.ui.rounds.page import RoundsPage

    rounds = RoundsPage(ui_context)
    qtbot.addWidget(rounds)
    rounds.show()
    column = rounds.model.column_index("ew")
    qtbot.waitUntil(lambda: rounds.model.rowCount() == 3)
    said = [rounds.model.index(row, column).data() for row in range(3)]
    assert "3rd line: 7 " in said[2]
    assert "3rd line" not in said[0]


def test_a_forfeit_at_a_table_of_three_names_the_absent_pair(qtbot, page, ui_context) -> None:
    """The third line absent: NS and EW the forfeit's 14 VP, the third pair 6."""
    page.table_edit.setText("3")
    line = page.selected_line()
    ui_context.dialogs.choices.extend(
        [
            "3rd line absent or late: " + page.names.line(line.seat.third),
            "They did not play each other: both take the forfeit",
        ]
    )
    page.forfeit_selected()
    result = ui_context.services.results.get(page.tid, 1, 3)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (14, 14, 6)
    assert "No pair of the table came" in ui_context.dialogs.asked[-2]["choices"]


def test_a_forfeit_at_three_takes_the_game_the_others_played(qtbot, page, ui_context) -> None:
    """The third line absent, NS 640 and EW 245 played (14-6): NS (14 + 14) / 2, EW
    (6 + 14) / 2; a figure that is not a number is said and changes nothing."""
    page.table_edit.setText("3")
    line = page.selected_line()
    absent = "3rd line absent or late: " + page.names.line(line.seat.third)
    played = "The other two pairs played: their totals"
    ui_context.dialogs.choices.extend([absent, played])
    ui_context.dialogs.texts.extend(["640", "due"])
    page.forfeit_selected()
    assert "“due” is not a number" in ui_context.dialogs.shown[-1].text
    assert ui_context.services.results.get(page.tid, 1, 3) is None
    ui_context.dialogs.choices.extend([absent, played])
    ui_context.dialogs.texts.extend(["640", "245"])
    page.forfeit_selected()
    asked = [question["label"] for question in ui_context.dialogs.asked[-2:]]
    assert asked == [
        f"Points of {page.names.line(pair)}, from the scoresheet:"
        for pair in (line.seat.ns, line.seat.ew)
    ]
    result = ui_context.services.results.get(page.tid, 1, 3)
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (640, 245, 0)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (14, 10, 6)


def test_the_referees_score_at_a_table_of_three_says_what_to_do(qtbot, page, ui_context) -> None:
    page.table_edit.setText("3")
    page.arbitral_selected()
    assert "three totals" in page.error_label.text() and "forfeit" in page.error_label.text()
    assert ui_context.services.results.get(page.tid, 1, 3) is None


def test_a_table_of_three_is_corrected_from_the_list(qtbot, page, ui_context) -> None:
    """Its three figures come back to the line; a new third figure replaces the result once
    confirmed: 640 v 245 v 500: 640-245 395 (14-6), 640-500 140 (11-9), 245-500 255 (7-13):
    (14+11)/2 = 12.5 up 13,
    (6+7)/2 = 6.5 up 7, (9+13)/2 = 11."""
    ui_context.services.results.enter_three(page.tid, 1, 3, totals=(640, 245, 400))
    page._refresh_round()
    page.table_edit.setText("3")
    page.correct_selected()
    assert (page.ns_edit.text(), page.ew_edit.text(), page.third_edit.text()) == (
        "640",
        "245",
        "400",
    )
    page.third_edit.setText("500")
    ui_context.dialogs.confirmations.append(True)
    page.submit()
    result = ui_context.services.results.get(page.tid, 1, 3)
    assert (result.third_mp, result.ns_vp, result.ew_vp, result.third_vp) == (500, 13, 7, 11)


def _type_three(qtbot, page, table: int, figures: tuple[int, int, int]) -> None:
    """Table, Tab, NS, Tab, EW, Tab, third line, Enter."""
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, str(table))
    for edit, figure in zip((page.ns_edit, page.ew_edit, page.third_edit), figures, strict=True):
        qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Tab)
        edit.selectAll()
        qtbot.keyClicks(edit, str(figure))
    qtbot.keyClick(page.third_edit, Qt.Key.Key_Return)


def _status(page: ResultsPage, table: int, role=Qt.ItemDataRole.DisplayRole) -> str:
    row = next(i for i, line in enumerate(page.model.rows()) if line.seat.table == table)
    return str(page.model.data(page.model.index(row, page.model.column_index("state")), role))


def test_a_second_entry_at_a_table_of_three(qtbot, page, ui_context) -> None:
    """Re-typed 640-245-450 against the saved 640-245-400: nothing changes, the table is in
    conflict with both sets of figures; re-typed right, it is confirmed."""
    ui_context.services.results.enter_three(page.tid, 1, 3, totals=(640, 245, 400))
    page._refresh_round()
    page.double_entry.setChecked(True)
    _type_three(qtbot, page, 3, (640, 245, 450))
    error = page.error_label.text()
    assert "first entry has 640–245–400" in error and "the second 640–245–450" in error
    assert page.line_for(3).state is TableState.CONFLICT
    assert _status(page, 3) == "conflict — second entry 640–245–450 (test)"
    tip = _status(page, 3, Qt.ItemDataRole.ToolTipRole)
    assert "3rd 400" in tip and "3rd 450" in tip
    _type_three(qtbot, page, 3, (640, 245, 400))
    assert "the disagreement (640–245–450" in page.saved_label.text()
    assert ui_context.services.results.disagreements(page.tid, 1) == ()


def test_a_table_of_three_confirmed_names_the_disagreement_it_closed(
    qtbot, page, ui_context
) -> None:
    """Sala 2's operator re-typed table 3 as 640-245-450 after this list was drawn:
    re-typing the saved 640-245-400 here names the disagreement closed, figures and station."""
    ui_context.services.results.enter_three(page.tid, 1, 3, totals=(640, 245, 400))
    page._refresh_round()
    page.double_entry.setChecked(True)
    sala2 = open_services(ui_context.database, station="Sala 2")
    try:
        sala2.results.second_entry(page.tid, 1, 3, 640, 245, 450)
    finally:
        sala2.close()
    assert page.line_for(3).disagreement is None  # nothing tells this station yet
    _type_three(qtbot, page, 3, (640, 245, 400))
    assert page.saved_label.text() == (
        "Table 3 confirmed by the second entry: the disagreement (640–245–450, typed at"
        " Sala 2) is closed."
    )


def test_a_table_of_three_retyped_with_double_entry_off_closes_another_stations_disagreement(
    qtbot, page, ui_context
) -> None:
    """Sala 2's operator re-typed table 3 as 640-245-450 after this list was drawn; the
    director here, double entry off, types the saved 640-245-400: the first entry was right,
    the disagreement is closed and named, the result untouched."""
    ui_context.services.results.enter_three(page.tid, 1, 3, totals=(640, 245, 400))
    page._refresh_round()
    sala2 = open_services(ui_context.database, station="Sala 2")
    try:
        sala2.results.second_entry(page.tid, 1, 3, 640, 245, 450)
    finally:
        sala2.close()
    assert page.line_for(3).disagreement is None  # nothing tells this station yet
    _type_three(qtbot, page, 3, (640, 245, 400))
    assert page.saved_label.text() == (
        "Table 3 confirmed by the second entry: the disagreement (640–245–450, typed at"
        " Sala 2) is closed."
    )
    assert ui_context.services.results.disagreements(page.tid, 1) == ()
    assert ui_context.services.results.get(page.tid, 1, 3).version == 1


def test_the_status_names_a_table_of_threes_phone_figures(qtbot, ui_context) -> None:
    """Two phones of a table of three disagree: the Status column names the last figures."""
    from tournament_app.services.table_entry import EntryState, TableCode
    from tournament_app.ui.results.phone_entry import phone_words

    entry = TableCode(1, 3, "ACDEFHJK", EntryState.CONFLICT, 640, 245, 450, three_pairs=True)
    assert phone_words(entry).endswith("(640–245–450)")
