"""A list keyed by its rows (a table's number, an entry's) is updated in place: new figures
redraw only the rows that changed, rows move, come and go one by one, and the row the
director selected stays selected, with the keyboard's current row, while the figures change
under it. A list sorted on the column its rows come ordered by shows them as they come."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QItemSelectionModel, Qt

from tournament_app.ui.models import Column, RowTableModel, fit_columns, sorted_table_view
from tournament_app.ui.settings import Settings


@dataclass(frozen=True)
class Line:
    rank: int
    entry: int
    vp: int


def ranking_model() -> RowTableModel:
    return RowTableModel(
        [
            Column("rank", "Rank", lambda r: r.rank, numeric=True),
            Column("entry", "No.", lambda r: r.entry, numeric=True),
            Column("vp", "VP", lambda r: r.vp, numeric=True),
        ],
        key=lambda r: r.entry,
        ordered_by="rank",
    )


def shown(qtbot, tmp_path, rows: list[Line]):
    """The ranking in a sorted view, as a page shows it, `rows` in it."""
    model = ranking_model()
    view, proxy = sorted_table_view(model, Settings(tmp_path / "gui.ini"), "test.ranking")
    model.setParent(view)  # as a page owns its model: they go together
    qtbot.addWidget(view)
    model.set_rows(rows)
    view.show()
    return model, view, proxy


def selected_entries(view, proxy) -> list[int]:
    return [
        index.data(RowTableModel.RowRole).entry for index in view.selectionModel().selectedRows()
    ]


def current_entry(view) -> int:
    return view.currentIndex().data(RowTableModel.RowRole).entry


def texts(proxy, column: int) -> list[str]:
    return [proxy.index(row, column).data() for row in range(proxy.rowCount())]


def select(view, proxy, entry: int) -> None:
    """The director clicks the entry's row. Through the selection model: the view's own
    selectRow reads the keyboard's modifiers, and an earlier test's Ctrl click toggles."""
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 1).data() == str(entry))
    flags = QItemSelectionModel.SelectionFlag
    view.selectionModel().setCurrentIndex(proxy.index(row, 0), flags.ClearAndSelect | flags.Rows)


def test_new_figures_redraw_only_their_row_and_keep_the_selection(qtbot, tmp_path):
    model, view, proxy = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    select(view, proxy, 7)
    resets, redrawn = [], []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda first, last, *_: redrawn.append((first.row(), last.row())))

    model.set_rows([Line(1, 5, 20), Line(2, 7, 15), Line(3, 9, 6)])

    assert resets == []
    assert redrawn == [(1, 1)]
    assert texts(proxy, 2) == ["20", "15", "6"]
    assert selected_entries(view, proxy) == [7]
    assert current_entry(view) == 7


def test_a_row_that_moves_up_the_ranking_stays_selected(qtbot, tmp_path):
    model, view, proxy = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    select(view, proxy, 9)

    # Entry 9 wins big and goes first: the rows come in their new order.
    model.set_rows([Line(1, 9, 26), Line(2, 5, 20), Line(3, 7, 14)])

    assert [row.entry for row in model.rows()] == [9, 5, 7]
    assert texts(proxy, 1) == ["9", "5", "7"]
    assert texts(proxy, 2) == ["26", "20", "14"]
    assert selected_entries(view, proxy) == [9]
    assert current_entry(view) == 9


def test_rows_come_and_go_one_by_one_and_the_selection_stays(qtbot, tmp_path):
    model, view, proxy = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    select(view, proxy, 7)
    resets, removed, inserted = [], [], []
    model.modelReset.connect(lambda: resets.append(True))
    model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))

    model.set_rows([Line(1, 7, 14), Line(2, 11, 10), Line(3, 12, 8), Line(4, 9, 7)])

    assert resets == []
    assert removed == [(0, 0)]
    assert inserted == [(1, 2)]
    assert [row.entry for row in model.rows()] == [7, 11, 12, 9]
    assert texts(proxy, 1) == ["7", "11", "12", "9"]
    assert selected_entries(view, proxy) == [7]
    assert current_entry(view) == 7


def test_every_update_keeps_the_promises_views_rely_on(qtmodeltester):
    """Qt's own model tester, attached while rows change, move, come and go."""
    model = ranking_model()
    model.set_rows([Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    qtmodeltester.check(model)
    for rows in (
        [Line(1, 5, 20), Line(2, 7, 15), Line(3, 9, 6)],
        [Line(1, 9, 26), Line(2, 5, 20), Line(3, 7, 14)],
        [Line(1, 7, 14), Line(2, 11, 10), Line(3, 12, 8), Line(4, 9, 7)],
        [Line(1, 12, 30), Line(2, 3, 1)],
        [],
        [Line(1, 4, 2)],
    ):
        model.set_rows(rows)
        assert model.rows() == rows


def test_the_selected_row_removed_leaves_nothing_selected(qtbot, tmp_path):
    model, view, proxy = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14)])
    select(view, proxy, 7)

    model.set_rows([Line(1, 5, 20)])

    assert selected_entries(view, proxy) == []


def test_a_list_sorted_another_way_is_sorted_by_qt_and_follows_new_figures(qtbot, tmp_path):
    model, view, proxy = shown(qtbot, tmp_path, [Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    view.sortByColumn(2, Qt.SortOrder.AscendingOrder)  # by VP, fewest first
    assert texts(proxy, 1) == ["9", "7", "5"]
    select(view, proxy, 5)

    model.set_rows([Line(1, 9, 26), Line(2, 5, 20), Line(3, 7, 14)])
    assert texts(proxy, 1) == ["7", "5", "9"]
    assert selected_entries(view, proxy) == [5]

    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # the ranking upside down
    assert texts(proxy, 1) == ["7", "5", "9"]
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # the ranking as it comes
    assert texts(proxy, 1) == ["9", "5", "7"]
    assert selected_entries(view, proxy) == [5]


def test_a_list_without_a_key_is_drawn_afresh(qtbot, tmp_path):
    model = RowTableModel([Column("entry", "No.", lambda r: r.entry, numeric=True)])
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    model.set_rows([Line(1, 5, 20)])
    model.set_rows([Line(1, 5, 21)])
    assert len(resets) == 2


def test_a_figure_grown_wider_in_a_row_updated_in_place_widens_its_column(qtbot, tmp_path):
    model = ranking_model()
    model.columns.append(Column("note", "Note", lambda r: ""))  # the last column stretches
    view, proxy = sorted_table_view(model, Settings(tmp_path / "gui.ini"), "test.ranking")
    model.setParent(view)
    qtbot.addWidget(view)
    model.set_rows([Line(1, 5, 20), Line(2, 7, 14), Line(3, 9, 6)])
    view.show()
    fit_columns(view)
    narrow = view.columnWidth(2)

    model.set_rows([Line(1, 5, 20), Line(2, 7, 1_234_567), Line(3, 9, 6)])
    fit_columns(view, grow_only=True)

    assert view.columnWidth(2) > narrow
    assert view.columnWidth(2) >= view.sizeHintForIndex(proxy.index(1, 2)).width()


def test_rows_scattered_all_over_the_list_are_drawn_afresh(qtbot, tmp_path):
    """A ranking narrowed to every third entry: one reset, not a signal per row gone."""
    model = ranking_model()
    model.set_rows([Line(n, n, 0) for n in range(1, 301)])
    resets, removed = [], []
    model.modelReset.connect(lambda: resets.append(True))
    model.rowsRemoved.connect(lambda *_: removed.append(True))

    model.set_rows([Line(n, n, 0) for n in range(1, 301, 3)])

    assert (len(resets), removed) == (1, [])
    assert [row.entry for row in model.rows()] == list(range(1, 301, 3))


def test_growing_the_columns_after_a_result_measures_only_the_cells_that_changed(
    qtbot, tmp_path, monkeypatch
):
    """A result moves 200 lines of a 500-line ranking and changes little more than their
    rank: fitting the columns again measures the cells whose text changed, not every column
    of every line moved (which cost more than ranking the evening)."""
    model, view, _proxy = shown(qtbot, tmp_path, [Line(n, n, 100 - n) for n in range(1, 301)])
    fit_columns(view)
    measured: list[tuple[int, int]] = []
    size_hint = view.sizeHintForIndex

    def counting(index):
        measured.append((index.row(), index.column()))
        return size_hint(index)

    monkeypatch.setattr(view, "sizeHintForIndex", counting)

    # Entry 7 scores: its VP changes, nothing else on any line.
    model.set_rows([Line(n, n, 100 - n + (50 if n == 7 else 0)) for n in range(1, 301)])
    fit_columns(view, grow_only=True)

    assert measured == [(6, 2)]


def test_a_row_drawn_bold_is_measured_again_when_the_columns_grow(qtbot, tmp_path):
    model = RowTableModel(
        [
            Column("entry", "No.", lambda r: r.entry, numeric=True),
            Column("names", "Names", lambda r: "Dell'Acqua Bevilacqua - De Luca" * (r.vp // 10)),
            Column("note", "Note", lambda r: ""),
        ],
        key=lambda r: r.entry,
    )
    bold: set[int] = set()
    model.row_bold = lambda r: r.entry in bold
    view, _proxy = sorted_table_view(model, Settings(tmp_path / "gui.ini"), "test.bold")
    model.setParent(view)
    qtbot.addWidget(view)
    model.set_rows([Line(1, 5, 20), Line(2, 7, 10)])
    view.show()
    fit_columns(view)
    plain = view.columnWidth(1)

    bold.add(5)  # the longest names win a prize: their row is bold
    model.remeasure({5})
    fit_columns(view, grow_only=True)

    assert view.columnWidth(1) > plain


def test_empty_columns_and_fitting_read_each_line_once_after_a_result(qtbot, tmp_path):
    """After a result the ranking asks which columns are empty (to hide them), then fits its
    columns: each line's texts are looked up once for both, not once for each (a 500-line
    ranking looked them all up twice per Enter)."""
    model = RowTableModel(
        [
            Column("rank", "Rank", lambda r: r.rank, numeric=True),
            Column("entry", "No.", lambda r: r.entry, numeric=True),
            Column("note", "Note", lambda r: ""),
            Column("vp", "VP", lambda r: r.vp, numeric=True),
        ],
        key=lambda r: r.entry,
        ordered_by="rank",
        keep_texts=True,
    )
    view, _proxy = sorted_table_view(model, Settings(tmp_path / "gui.ini"), "test.empty")
    model.setParent(view)
    qtbot.addWidget(view)
    model.set_rows([Line(n, n, 100 - n) for n in range(1, 51)])
    view.show()
    fit_columns(view)
    looked_up: list[int] = []
    kept_for = model._kept_for

    def counting(row, key):  # type: ignore[no-untyped-def]
        looked_up.append(key)
        return kept_for(row, key)

    model._kept_for = counting  # type: ignore[method-assign]

    # Entry 7 scores.
    model.set_rows([Line(n, n, 100 - n + (50 if n == 7 else 0)) for n in range(1, 51)])
    assert model.empty_columns() == {2}
    lengths = model.text_lengths()  # what fitting the columns ranks the lines by

    assert sorted(looked_up) == list(range(1, 51))
    assert lengths[6] == (1, 1, 0, 3)  # entry 7: rank 7, No. 7, no note, 143 VP
    fit_columns(view, grow_only=True)
    assert view.columnWidth(3) >= view.sizeHintForColumn(3)
