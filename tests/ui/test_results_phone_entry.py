"""The tables' phone entries on the Results page: each table's entry arriving from the hall
(another station's write) is said in its Status, and the director closes entry for a table
or for every table with a button."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import BurracoSettings, ErrorCode, ServiceError, open_services
from tournament_app.services.table_entry import EntryState
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.results.page import ResultsPage


@pytest.fixture
def hall(ui_context):
    """The hall's entry services: another station on the same file."""
    services = open_services(ui_context.database, station="hall tavoli")
    yield services
    services.close()


def _page(qtbot, ui_context, *, table_entry: bool = True):
    services = ui_context.services
    tid = burraco_tournament(services, 8, BurracoSettings(table_entry=table_entry))
    published_round(services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    return page, tid


def _status(page: ResultsPage, table: int) -> str:
    row = page.lines.index(page.line_for(table))
    column = page.model.column_index("state")
    return page.model.index(row, column).data()


def test_phone_entries_arriving_show_in_the_status(qtbot, ui_context, hall) -> None:
    page, tid = _page(qtbot, ui_context)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    assert page.close_entry_button.isVisible() and page.close_all_button.isVisible()

    hall.table_entry.enter(tid, codes[1], 300, 100, device="ns")
    hall.table_entry.enter(tid, codes[2], 300, 100, device="ns")
    hall.table_entry.enter(tid, codes[2], 305, 95, device="ew")
    hall.table_entry.enter(tid, codes[3], 300, 100, device="ns")
    hall.table_entry.enter(tid, codes[3], 300, 100, device="ew")
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)

    qtbot.waitUntil(lambda: "waiting for confirmation (300–100)" in _status(page, 1), timeout=3000)
    assert "by phone: in conflict" in _status(page, 2)
    assert "first phone 300–100, second phone 305–95" in _status(page, 2)
    assert _status(page, 3).startswith("entered") and "entered by phone" in _status(page, 3)
    assert _status(page, 4) == "missing"


def test_the_director_closes_phone_entry_for_a_table_then_for_all(qtbot, ui_context, hall):
    page, tid = _page(qtbot, ui_context)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    page.table_edit.setText("2")
    page.close_entry_button.click()

    assert "phone entry closed" in _status(page, 2)
    with pytest.raises(ServiceError) as refused:
        hall.table_entry.enter(tid, codes[2], 300, 100, device="ns")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    assert hall.table_entry.entries(tid, 1)[0].state is EntryState.OPEN

    page.close_all_button.click()
    assert all(c.state is EntryState.CLOSED for c in hall.table_entry.entries(tid, 1))
    assert "phone entry closed" in _status(page, 1)


def test_no_phone_buttons_while_table_entry_is_off(qtbot, ui_context) -> None:
    page, tid = _page(qtbot, ui_context, table_entry=False)
    assert not page.close_entry_button.isVisible()
    settings = ui_context.services.tournaments.get(tid).settings
    ui_context.services.tournaments.edit(tid, settings=replace(settings, table_entry=True))
    qtbot.waitUntil(lambda: page.close_entry_button.isVisible(), timeout=3000)


def test_ctrl_shift_k_closes_phone_entry_for_the_table_in_the_line(qtbot, ui_context, hall):
    """The same keys as on the scala 40 face: the table typed in the line is closed."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    page, tid = _page(qtbot, ui_context)
    hall.table_entry.codes(tid, 1)
    page.reload()
    page.table_edit.setText("3")
    page.activateWindow()  # window keys reach an active window only
    qtbot.waitUntil(page.isActiveWindow)
    page.table_edit.setFocus()
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, keys)
    # A button's shortcut presses it visibly, then clicks a moment later.
    qtbot.waitUntil(lambda: "phone entry closed" in _status(page, 3), timeout=3000)
    states = {c.table: c.state for c in hall.table_entry.entries(tid, 1)}
    assert states[3] is EntryState.CLOSED and states[1] is EntryState.OPEN


def test_the_director_reopens_a_closed_table_then_every_closed_table(qtbot, ui_context, hall):
    """Reopen (the table in the line) and Reopen for all undo a close: the Status says so and
    the table's code takes entries again; tables the director did not reopen stay closed."""
    page, tid = _page(qtbot, ui_context)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    page.close_all_button.click()
    assert page.reopen_entry_button.isVisible() and page.reopen_all_button.isVisible()
    page.table_edit.setText("2")
    page.reopen_entry_button.click()

    assert "phone entry reopened" in _status(page, 2)
    assert "phone entry closed" in _status(page, 1)
    assert "Phone entry reopened (tables: 2)" in page.saved_label.text()
    assert hall.table_entry.enter(tid, codes[2], 300, 100, device="ns").table == 2
    with pytest.raises(ServiceError) as refused:
        hall.table_entry.enter(tid, codes[1], 300, 100, device="ns")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED

    ui_context.services.results.enter_totals(tid, 1, 3, 300, 100)  # the director enters 3
    page.reopen_all_button.click()
    states = {c.table: c.state for c in hall.table_entry.entries(tid, 1)}
    assert states[1] is EntryState.REOPENED and states[4] is EntryState.REOPENED
    assert states[2] is EntryState.WAITING and states[3] is EntryState.CLOSED
    said = page.saved_label.text()
    assert "tables: 1, 4" in said and "Still closed, their results being in (tables: 3)" in said


def test_reopening_a_table_whose_result_is_in_is_refused_in_words(qtbot, ui_context, hall):
    page, tid = _page(qtbot, ui_context)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    hall.table_entry.enter(tid, codes[1], 300, 100, device="ns")
    hall.table_entry.enter(tid, codes[1], 300, 100, device="ew")
    page.reload()
    page.table_edit.setText("1")
    page.reopen_entry_button.click()
    said = page.error_label.text()
    assert "correct it on the Results page" in said and "remove it first" in said, said
    assert "torneo" not in said, said
    assert "entered by phone" in _status(page, 1)
    page.table_edit.setText("2")
    page.reopen_entry_button.click()
    assert "nothing to reopen" in page.error_label.text()


def test_ctrl_shift_r_reopens_the_table_in_the_line(qtbot, ui_context, hall):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    page, tid = _page(qtbot, ui_context)
    hall.table_entry.codes(tid, 1)
    hall.table_entry.close(tid, 1)
    page.reload()
    page.table_edit.setText("3")
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.table_edit.setFocus()
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, keys)
    qtbot.waitUntil(lambda: "phone entry reopened" in _status(page, 3), timeout=3000)
    states = {c.table: c.state for c in hall.table_entry.entries(tid, 1)}
    assert states[3] is EntryState.REOPENED and states[1] is EntryState.CLOSED
