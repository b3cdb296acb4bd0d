"""A result saved redraws the figures of the Results list and of the standings in place: the
row the director chose stays chosen (and the keyboard's current row with it) and the list
does not scroll away, while the rows whose figures changed show the new ones. A director
typing the next table, or reading a pair's line in the ranking, keeps his place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.snapshots import opened_tournament, started, with_services
from tournament_app.services import Services, TournamentId
from tournament_app.ui.models import RowTableModel
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.standings.page import StandingsPage


def sixty_pairs_round_one(services: Services) -> TournamentId:
    """60 pairs, round 1 published: 30 tables, more than the list shows at once."""
    tid = burraco_tournament(services, 60)
    published_round(services, tid)
    return tid


STATES = {"evening": with_services(sixty_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


evening = opened_tournament("evening")


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.resize(1000, 420)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


def row_of_table(page: ResultsPage, table: int) -> int:
    return next(
        row
        for row in range(page.proxy.rowCount())
        if page.proxy.index(row, 0).data(RowTableModel.RowRole).seat.table == table
    )


def chosen_tables(page: ResultsPage) -> list[int]:
    return [
        index.data(RowTableModel.RowRole).seat.table
        for index in page.view.selectionModel().selectedRows()
    ]


def shown_mp(page: ResultsPage, table: int) -> tuple[str, str]:
    row = row_of_table(page, table)
    ns, ew = (page.model.column_index(key) for key in ("ns_mp", "ew_mp"))
    return page.proxy.index(row, ns).data(), page.proxy.index(row, ew).data()


def test_a_result_from_another_station_leaves_the_chosen_table_and_the_scroll(
    qtbot, ui_context, evening
):
    page = shown(qtbot, ResultsPage(ui_context))
    row = row_of_table(page, 20)
    page.view.scrollTo(page.proxy.index(row, 0), QAbstractItemView.ScrollHint.PositionAtTop)
    # The director clicks table 20's NS MP (through the selection model, as below).
    flags = QItemSelectionModel.SelectionFlag
    page.view.selectionModel().setCurrentIndex(
        page.proxy.index(row, 3), flags.ClearAndSelect | flags.Rows
    )
    scrolled = page.view.verticalScrollBar().value()
    assert scrolled > 0
    assert page.table_edit.text() == "20"

    ui_context.services.results.enter_totals(evening, 1, 2, 640, 245)

    assert shown_mp(page, 2) == ("640", "245")
    assert chosen_tables(page) == [20]
    current = page.view.currentIndex()
    assert (current.data(RowTableModel.RowRole).seat.table, current.column()) == (20, 3)
    assert page.view.verticalScrollBar().value() == scrolled
    assert page.table_edit.text() == "20"


def test_enter_on_a_table_far_down_the_list_does_not_scroll_it_away(qtbot, ui_context, evening):
    for table in range(1, 25):
        ui_context.services.results.enter_totals(evening, 1, table, 640, 245)
    page = shown(qtbot, ResultsPage(ui_context))
    page.table_edit.setText("25")
    page.ns_edit.setText("640")
    page.ew_edit.setText("245")
    page.view.scrollTo(
        page.proxy.index(row_of_table(page, 24), 0), QAbstractItemView.ScrollHint.PositionAtTop
    )
    scrolled = page.view.verticalScrollBar().value()
    assert scrolled > 0

    qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)

    assert shown_mp(page, 25) == ("640", "245")
    assert page.table_edit.text() == "26"  # offered the next table still missing
    assert chosen_tables(page) == [26]
    assert page.view.verticalScrollBar().value() == scrolled


def test_the_pair_chosen_in_the_ranking_stays_chosen_as_it_moves_up(qtbot, ui_context, evening):
    services = ui_context.services
    tables = services.rounds.get(evening, 1).tables
    for seat in tables[:10]:
        services.results.enter_totals(evening, 1, seat.table, 640, 245)  # NS win 14-6
    page = shown(qtbot, StandingsPage(ui_context))
    loser = tables[0].ew[0]  # 6 VP: in the lower half
    row = next(
        r
        for r in range(page.view.model().rowCount())
        if page.view.model().index(r, 0).data(RowTableModel.RowRole).entry == loser
    )
    # The director clicks the pair's row (through the selection model: the view's own
    # selectRow reads the keyboard's modifiers, and an earlier test's Ctrl click toggles).
    flags = QItemSelectionModel.SelectionFlag
    page.view.selectionModel().setCurrentIndex(
        page.view.model().index(row, 1), flags.ClearAndSelect | flags.Rows
    )

    services.results.enter_totals(evening, 1, tables[0].table, 245, 1755, expected_version=1)

    selected = page.view.selectionModel().selectedRows()
    assert [index.data(RowTableModel.RowRole).entry for index in selected] == [loser]
    current = page.view.currentIndex()
    assert current.data(RowTableModel.RowRole).entry == loser
    vp = page.model.column_index("vp")
    assert (
        page.view.model().index(current.row(), vp).data() == "20"
    )  # 1510 apart: the 1505+ band, 20-0
    assert current.row() < row  # moved up the ranking


def test_the_ranking_sorted_by_a_heading_stays_so_as_results_come_in(qtbot, ui_context, evening):
    """The director clicks "Players" to find a pair by name: a result typed meanwhile shows
    its figures in that order, and clicking "Rank" gives the ranking back as it stands."""
    services = ui_context.services
    tables = services.rounds.get(evening, 1).tables
    for seat in tables[:10]:
        services.results.enter_totals(evening, 1, seat.table, 640, 245)
    page = shown(qtbot, StandingsPage(ui_context))
    header = page.view.horizontalHeader()
    names = page.model.column_index("names")

    def click(column: int) -> None:
        where = QPoint(header.sectionViewportPosition(column) + 4, header.height() // 2)
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)

    click(names)
    if header.sortIndicatorOrder() is not Qt.SortOrder.AscendingOrder:
        click(names)

    def shown_names() -> list[str]:
        model = page.view.model()
        return [model.index(row, names).data() for row in range(model.rowCount())]

    by_name = shown_names()
    assert by_name == sorted(by_name, key=str.casefold)
    winner = tables[10].ns[0]
    services.results.enter_totals(evening, 1, tables[10].table, 640, 245)

    assert shown_names() == by_name  # same names, same order
    model = page.view.model()
    line = next(row for row in range(model.rowCount()) if model.row_at(row).entry == winner)
    assert model.index(line, page.model.column_index("vp")).data() == "14"
    click(page.model.column_index("rank"))
    if header.sortIndicatorOrder() is not Qt.SortOrder.AscendingOrder:
        click(page.model.column_index("rank"))
    assert [row.entry for row in page.model.rows()] == [
        row.entry for row in services.standings.overall(evening)
    ]
