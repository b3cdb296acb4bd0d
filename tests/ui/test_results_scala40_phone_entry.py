"""The scala 40 tables' phone entries on the Results page: each table's keeper (nothing
entered, entering with the hands so far, game over, closed) in the tables list, following the
hands the hall enters (another station's writes), and the director closing entry for the
table open or for every table, as on the burraco face. On SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.evenings import published_round, scala40_tournament
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.ui.conftest import open_context
from tournament_app.services import (
    ErrorCode,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.table_entry import EntryState
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.results.scala40.panel import Scala40RoundPanel


def _round_one(services: Services, *, table_entry: bool) -> TournamentId:
    tid = scala40_tournament(services, 8, Scala40Settings(table_entry=table_entry))
    published_round(services, tid)
    return tid


def _round_one_by_phone(services: Services) -> TournamentId:
    return _round_one(services, table_entry=True)


def _round_one_at_the_desk(services: Services) -> TournamentId:
    return _round_one(services, table_entry=False)


# Built once per process and backend by the director's station ("test", as `open_context`'s),
# each test starting from its own copy.
STATES = {
    "by_phone": with_services(_round_one_by_phone, station="test"),
    "at_the_desk": with_services(_round_one_at_the_desk, station="test"),
}
start, database_url = snapshot_fixtures(STATES)
by_phone = state_value("by_phone")
"""8 players at two tables, round 1 published, entry by the tables' phones on."""
at_the_desk = state_value("at_the_desk")
"""The same with table entry off."""


@pytest.fixture
def director(qapp, database_url: str, tmp_path: Path) -> Iterator[AppContext]:
    """The director's window context over the test database (SQLite file or PostgreSQL)."""
    context = open_context(database_url, tmp_path)
    yield context
    context.close()


@pytest.fixture
def hall(director: AppContext, database_url: str) -> Iterator[Services]:
    """The hall's entry services: another station on the same database."""
    services = open_services(database_url, station="hall tavoli")
    yield services
    services.close()


def _page(qtbot, director: AppContext, tid: TournamentId):
    director.open_tournament(tid)
    page = ResultsPage(director)
    qtbot.addWidget(page)
    page.resize(1366, 700)
    page.show()
    return page, page.scala40, tid


def _phone(panel: Scala40RoundPanel, table: int) -> str:
    row = next(i for i, s in enumerate(panel.summaries) if s.table == table)
    return panel.model.index(row, panel.model.column_index("phone")).data()


def _hand(hall: Services, tid: TournamentId, code: str, points: list[int]) -> None:
    """The keeper's next hand: the first player closes, the others pay `points`."""
    sheet = hall.table_sheets.sheet(tid, code)
    in_play = [p for p in sheet.players if p not in sheet.eliminated]
    typed = {p: str(v) for p, v in zip(in_play, [0, *points], strict=True)}
    hand = hall.table_sheets.typed_hand(tid, code, typed, marked=None)
    hall.table_sheets.enter_hand(tid, code, hand, version=sheet.version)


def _arrive(qtbot, watch: OtherStations) -> None:
    """The window's change polling reads the hall's writes."""
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)


def test_each_tables_keeper_follows_the_hands_the_phones_enter(qtbot, director, hall, by_phone):
    """The Phone column says nothing entered, then the hands so far, then game over."""
    _, panel, tid = _page(qtbot, director, by_phone)
    watch = OtherStations(director)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    _arrive(qtbot, watch)
    assert panel.close_entry_button.isVisible() and panel.close_all_button.isVisible()
    qtbot.waitUntil(lambda: _phone(panel, 1) == "nothing entered", timeout=3000)

    _hand(hall, tid, codes[1], [20, 10, 5])
    _arrive(qtbot, watch)
    qtbot.waitUntil(lambda: _phone(panel, 1) == "keeper entering: 1 hand so far", timeout=3000)
    _hand(hall, tid, codes[1], [20, 10, 5])
    _arrive(qtbot, watch)
    qtbot.waitUntil(lambda: _phone(panel, 1) == "keeper entering: 2 hands so far", timeout=3000)
    assert _phone(panel, 2) == "nothing entered"

    # Three players pass 101 together: the table has its winner, its code takes no more.
    _hand(hall, tid, codes[1], [90, 95, 100])
    _arrive(qtbot, watch)
    qtbot.waitUntil(lambda: _phone(panel, 1) == "game over", timeout=3000)
    assert "game over" not in _phone(panel, 2)


def test_closing_entry_for_the_table_open_refuses_its_code(qtbot, director, hall, by_phone):
    """Ctrl+Shift+K on table 2's sheet closes table 2 only: its keeper's next hand is refused."""
    page, panel, tid = _page(qtbot, director, by_phone)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    panel.reload_list()
    panel.table_edit.setText("2")
    panel.table_edit.returnPressed.emit()
    page.activateWindow()  # window keys reach an active window only
    qtbot.waitUntil(page.isActiveWindow)
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, keys)

    # A button's shortcut presses it visibly, then clicks a moment later.
    qtbot.waitUntil(lambda: _phone(panel, 2) == "phone entry closed", timeout=3000)
    assert _phone(panel, 1) == "nothing entered"
    with pytest.raises(ServiceError) as refused:
        _hand(hall, tid, codes[2], [20, 10, 5])
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    assert director.services.results.sheet(tid, 1, 2).hands == ()
    _hand(hall, tid, codes[1], [20, 10, 5])  # the other table's keeper goes on
    assert len(director.services.results.sheet(tid, 1, 1).hands) == 1


def test_closing_entry_for_all_closes_every_table(qtbot, director, hall, by_phone):
    """The button for all closes every table of the round; no keeper enters a hand after."""
    _, panel, tid = _page(qtbot, director, by_phone)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    panel.reload_list()
    panel.close_all_button.click()

    assert all(c.state is EntryState.CLOSED for c in hall.table_entry.entries(tid, 1))
    assert [_phone(panel, t) for t in (1, 2)] == ["phone entry closed"] * 2
    for code in codes.values():
        with pytest.raises(ServiceError) as refused:
            _hand(hall, tid, code, [20, 10, 5])
        assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED


def test_closing_with_no_table_open_asks_for_one(qtbot, director, hall, by_phone):
    """Close for one table with no sheet open names what to do and closes nothing."""
    _, panel, tid = _page(qtbot, director, by_phone)
    hall.table_entry.codes(tid, 1)
    panel.reload_list()
    panel.list.setCurrentIndex(panel.model.index(-1, -1))
    panel.close_entry_button.click()
    assert "Choose a table first" in panel.sheet.error.text()
    assert all(c.state is EntryState.OPEN for c in hall.table_entry.entries(tid, 1))


def test_no_phone_column_nor_buttons_while_table_entry_is_off(qtbot, director, at_the_desk):
    """Table entry off: no Phone column, no close buttons; turned on, both appear."""
    _, panel, tid = _page(qtbot, director, at_the_desk)
    phone = panel.model.column_index("phone")
    assert panel.list.isColumnHidden(phone) and not panel.close_entry_button.isVisible()
    settings = director.services.tournaments.get(tid).settings
    director.services.tournaments.edit(tid, settings=replace(settings, table_entry=True))
    qtbot.waitUntil(lambda: panel.close_entry_button.isVisible(), timeout=3000)
    assert not panel.list.isColumnHidden(phone)


def test_the_keepers_words_and_buttons_read_in_italian(qtbot, director, hall, by_phone):
    """In Italian: the column, the keeper's hands so far, closed, and the burraco face's
    button words."""
    switcher = LanguageSwitcher()
    assert switcher.apply("it")
    try:
        _, panel, tid = _page(qtbot, director, by_phone)
        codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
        _hand(hall, tid, codes[1], [20, 10, 5])
        _hand(hall, tid, codes[1], [20, 10, 5])
        hall.table_entry.close(tid, 1, 2)
        panel.reload_list()
        said = [_phone(panel, 1), _phone(panel, 2)]
        column = panel.model.column_index("phone")
        title = panel.model.headerData(column, Qt.Orientation.Horizontal)
        buttons = [panel.close_entry_button.text(), panel.close_all_button.text()]
    finally:
        switcher.apply("en")
    assert title == "Telefono"
    assert said == [
        "il segnapunti inserisce: 2 smazzate",
        "inserimento dal telefono chiuso",
    ]
    assert buttons == [
        "Chiudi inserimento dal telefono",
        "Chiudi inserimento dal telefono per tutti",
    ]


def test_reopening_the_table_open_lets_its_keeper_go_on(qtbot, director, hall, by_phone):
    """Reopen on table 2's sheet: the Phone column says so and the keeper's hands come again;
    Reopen for all reopens the other closed table."""
    _, panel, tid = _page(qtbot, director, by_phone)
    codes = {c.table: c.code for c in hall.table_entry.codes(tid, 1)}
    panel.reload_list()
    panel.close_all_button.click()
    panel.table_edit.setText("2")
    panel.table_edit.returnPressed.emit()
    panel.reopen_entry_button.click()

    assert _phone(panel, 2) == "phone entry reopened"
    assert _phone(panel, 1) == "phone entry closed"
    assert "tables: 2" in panel.sheet.outcome.text()
    _hand(hall, tid, codes[2], [20, 10, 5])
    assert len(director.services.results.sheet(tid, 1, 2).hands) == 1
    panel.reopen_all_button.click()
    assert [c.state for c in hall.table_entry.entries(tid, 1)] == [EntryState.REOPENED] * 2
