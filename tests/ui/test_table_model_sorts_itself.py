"""A list shown without a sorting proxy (the ranking, redrawn after every result) is sorted
by its model: a heading clicked orders the rows by that column, a new result keeps that order
with the new figures in it, the rank's heading gives the ranking back as it comes, and the
row the director chose stays chosen. Its cells are the rows' texts, kept, and drawn again
when a row changes or the page says what its rows show changed."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QItemSelectionModel, QPoint, Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from tournament_app.ui.models import Column, RowTableModel, self_sorted_table_view
from tournament_app.ui.settings import Settings


@dataclass(frozen=True)
class Line:
    rank: int
    entry: int
    vp: int
    penalty: int = 0


MARKS: dict[int, str] = {}
"""What the page says beside an entry (a "goes on" mark), outside the rows."""


def ranking_model() -> RowTableModel:
    return RowTableModel(
        [
            Column("rank", "Rank", lambda r: r.rank, numeric=True),
            Column("entry", "No.", lambda r: r.entry, numeric=True),
            Column("vp", "VP", lambda r: r.vp, numeric=True),
            Column(
                "penalty",
                "Pen.",
                lambda r: -r.penalty if r.penalty else "",
                sort=lambda r: r.penalty,
                numeric=True,
            ),
            Column("mark", "Mark", lambda r: MARKS.get(r.entry, "")),
        ],
        key=lambda r: r.entry,
        ordered_by="rank",
        keep_texts=True,
    )


def shown(qtbot, tmp_path, rows: list[Line]):
    model = ranking_model()
    view = self_sorted_table_view(model, Settings(tmp_path / "gui.ini"), "test.ranking")
    model.setParent(view)
    qtbot.addWidget(view)
    model.set_rows(rows)
    view.show()
    return model, view


def texts(view, column: int) -> list[str]:
    model = view.model()
    return [model.index(row, column).data() for row in range(model.rowCount())]


def select(view, entry: int) -> None:
    """The director clicks the entry's row (through the selection model, as elsewhere)."""
    row = texts(view, 1).index(str(entry))
    flags = QItemSelectionModel.SelectionFlag
    view.selectionModel().setCurrentIndex(
        view.model().index(row, 0), flags.ClearAndSelect | flags.Rows
    )


def selected_entries(view) -> list[int]:
    rows = view.selectionModel().selectedRows()
    return [index.data(RowTableModel.RowRole).entry for index in rows]


def click_heading(qtbot, view, column: int) -> None:
    """The director clicks a column's heading (a second click turns the order round)."""
    header = view.horizontalHeader()
    where = QPoint(header.sectionViewportPosition(column) + 4, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_a_list_sorted_by_a_column_keeps_that_order_with_new_figures(qtbot, tmp_path):
    model, view = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    view.sortByColumn(2, Qt.SortOrder.AscendingOrder)  # by VP, fewest first
    assert texts(view, 1) == ["9", "7", "5"]
    select(view, 5)

    # Entry 9 wins big: the rows come ranked, the view keeps them by VP.
    model.set_rows([Line(1, 9, 26), Line(2, 5, 20), Line(3, 7, 14)])
    assert texts(view, 1) == ["7", "5", "9"]
    assert texts(view, 2) == ["14", "20", "26"]
    assert selected_entries(view) == [5]

    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # the ranking upside down
    assert texts(view, 1) == ["7", "5", "9"]
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # the ranking as it comes
    assert texts(view, 1) == ["9", "5", "7"]
    assert [row.entry for row in model.rows()] == [9, 5, 7]
    assert selected_entries(view) == [5]


def test_rows_level_on_the_column_keep_the_ranking_order_both_ways(qtbot, tmp_path):
    rows = [Line(1, 8, 20), Line(2, 3, 14), Line(3, 6, 14), Line(4, 1, 6)]
    _model, view = shown(qtbot, tmp_path, rows)
    view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    assert texts(view, 1) == ["8", "3", "6", "1"]
    view.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    assert texts(view, 1) == ["1", "3", "6", "8"]


def test_a_column_of_figures_and_blanks_sorts_the_blanks_together(qtbot, tmp_path):
    rows = [Line(1, 8, 20), Line(2, 3, 14, penalty=2), Line(3, 6, 14), Line(4, 1, 6, penalty=1)]
    _model, view = shown(qtbot, tmp_path, rows)
    view.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # the heaviest penalty first
    assert texts(view, 3) == ["-2", "-1", "", ""]
    assert texts(view, 1) == ["3", "1", "8", "6"]


def test_sorting_by_clicks_and_updates_keeps_the_promises_views_rely_on(
    qtbot, tmp_path, qtmodeltester
):
    model, view = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    qtmodeltester.check(model)
    click_heading(qtbot, view, 2)  # by VP
    if view.horizontalHeader().sortIndicatorOrder() is Qt.SortOrder.DescendingOrder:
        click_heading(qtbot, view, 2)  # fewest first
    assert texts(view, 1) == ["9", "7", "5"]
    for rows in (
        [Line(1, 9, 26), Line(2, 5, 20), Line(3, 7, 14)],
        [Line(1, 7, 14), Line(2, 11, 10), Line(3, 12, 8), Line(4, 9, 7)],
        [],
        [Line(1, 4, 2)],
    ):
        model.set_rows(rows)
        assert sorted(model.rows(), key=lambda row: row.vp) == model.rows()


def test_a_cell_shows_its_rows_new_figures_and_what_the_page_marks(qtbot, tmp_path):
    model, view = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14)])
    assert texts(view, 2) == ["20", "14"]

    model.set_rows([Line(1, 7, 34), Line(2, 5, 20)])
    assert texts(view, 2) == ["34", "20"]

    MARKS[5] = "\u2713"  # the page marks entry 5 and says so
    try:
        model.redraw_all()
        assert texts(view, 4) == ["", "\u2713"]
    finally:
        MARKS.clear()


def test_a_painted_cell_has_its_text_alignment_and_bold(qtbot, tmp_path):
    model, view = shown(qtbot, tmp_path, [Line(1, 5, 12_500), Line(2, 7, 14)])
    model.row_bold = lambda row: row.rank == 1
    option = QStyleOptionViewItem()
    view.itemDelegate().initStyleOption(option, model.index(0, 2))  # as a paint asks
    assert option.text == model.index(0, 2).data()
    assert option.text in ("12,500", "12.500", "12500")
    assert option.displayAlignment & Qt.AlignmentFlag.AlignRight
    assert option.font.bold()
    other = QStyleOptionViewItem()
    view.itemDelegate().initStyleOption(other, model.index(1, 1))
    assert (other.text, other.font.bold()) == ("7", False)
