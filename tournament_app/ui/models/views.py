"""The views over a `RowTableModel`: a sorted, read-only table view, its columns fitted to
their texts (measuring only each column's longest), widths remembered in the settings.

A view sorts through a `QSortFilterProxyModel` (`SourceOrderProxy`), or, for a model that
sorts itself (`sorted_table_view(..., in_model=True)`), through the model: every cell painted
through a proxy costs two more calls into Python (the proxy maps each index to the
model's), which a 500-line ranking redrawn after each result could not afford.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from PySide6.QtCore import QAbstractItemModel, QSortFilterProxyModel, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from tournament_app.ui.models.table_model import RowTableModel
from tournament_app.ui.settings import Settings


class SourceOrderProxy(QSortFilterProxyModel):
    """A sorting proxy that shows a `RowTableModel`'s rows as they come when the view is
    sorted ascending on the column they come ordered by (`ordered_by`).

    Qt sorts by asking the model for two sort keys per comparison, each a call into
    Python: a 500-row ranking re-sorted after every result cost more than ranking it.
    Rows that come ranked (ties in the ranking's order) are what a stable sort on the
    rank gives, so nothing is sorted; any other column or order is sorted by Qt."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        natural = getattr(source, "ordered_by", None)
        if (
            natural is not None
            and order == Qt.SortOrder.AscendingOrder
            and 0 <= column < source.columnCount()
            and source.columns[column].key == natural
        ):
            super().sort(-1, Qt.SortOrder.AscendingOrder)  # the source's own order
            return
        super().sort(column, order)


FIT_CANDIDATES = 5
"""Rows measured per column by `fit_columns`: the longest texts (a proportional font can make
a shorter text wider, so not only the longest one)."""


def fit_columns(view: QTableView, *, grow_only: bool = False) -> None:
    """Size every visible column to its contents and title, as `resizeColumnsToContents` does,
    measuring only each column's longest texts; `grow_only`: only widen a column too narrow
    for what it now shows (a width the director gave is kept, but never clips a figure).

    A last column that stretches takes the room left, as Qt leaves it (a text there wraps
    rather than runs off under a scroll bar); one of figures is set to what they need, so
    Qt stretches it from there and never keeps it wider than the room left nor narrower
    than its figures (a number cut on the right reads as another number: 253 as "25").

    Qt's own fitting asks the model for eight roles of every cell (a 250-table round: 16,000
    calls into Python, a tenth of a second at start-up); the widths are the same because
    the widest cell of a column is among its longest texts. A view over another model is
    fitted by Qt.
    """
    shown = view.model()
    source = shown.sourceModel() if isinstance(shown, QSortFilterProxyModel) else shown
    if not isinstance(source, RowTableModel):
        view.resizeColumnsToContents()
        return
    header = view.horizontalHeader()
    lengths = source.text_lengths()
    # Growing only, the texts as they were when last fitted already fit: after a result
    # only the cells whose text changed are measured, not the whole 500-line ranking.
    unfitted = source.take_unfitted()
    every = range(len(lengths))
    grid = 1 if view.showGrid() else 0  # QTableView counts the grid line in a column's hint
    visible = [p for p in range(len(source.columns)) if not view.isColumnHidden(p)]
    stretched = visible[-1] if visible and header.stretchLastSection() else None
    for position, column in enumerate(source.columns):
        if view.isColumnHidden(position):
            continue
        if header.sectionResizeMode(position) is QHeaderView.ResizeMode.Stretch:
            continue
        if column.check is not None:
            if not grow_only:
                view.resizeColumnToContents(position)  # a check box: Qt measures it
            continue
        if position == stretched and not column.numeric:
            continue  # a text takes the room left, as Qt leaves it
        candidates = every
        if grow_only and unfitted is not None:
            candidates = unfitted.get(position, [])
            if not candidates:
                continue  # no text of the column changed since it was fitted
        longest = heapq.nlargest(FIT_CANDIDATES, candidates, key=lambda r: lengths[r][position])
        width = header.sectionSizeHint(position)
        for number in longest:
            index = source.index(number, position)
            if shown is not source:
                index = shown.mapFromSource(index)  # type: ignore[union-attr]
            width = max(width, view.sizeHintForIndex(index).width() + grid)
        if position == stretched:
            # Qt keeps a stretched last section at least as wide as it was last set (a
            # width restored from the settings, 555 px in a 541 px room): setting it to
            # what it needs lets Qt stretch it over the room left, and no more.
            if not grow_only or header.sectionSize(position) < width:
                header.resizeSection(position, width)
            continue
        if not grow_only or view.columnWidth(position) < width:
            view.setColumnWidth(position, width)


def remember_column_widths(view: QTableView, settings: Settings, name: str) -> None:
    """Restore a table's column widths from the settings and save them whenever they change."""
    header = view.horizontalHeader()
    widths = settings.column_widths(name)
    for position, width in enumerate(widths):
        if width > 0 and position < header.count() and position != header.count() - 1:
            header.resizeSection(position, width)

    def save(*_: object) -> None:
        settings.set_column_widths(name, [header.sectionSize(i) for i in range(header.count())])

    header.sectionResized.connect(save)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)


def own_viewport(view: QTableView) -> QWidget:
    """The view's viewport, for a page that watches it or measures it during a start.

    Asked of the view, the viewport Qt made is a widget PySide has never seen: to find its
    Python class PySide makes every widget class QtWidgets has (the wizard's, the calendar's,
    ... about seventy, each with its enums), ~10 ms of a start's CPU before its window was
    ready. Made here, it is known as made; it is set up as the one Qt makes."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    view.setViewport(viewport)
    return viewport


def sorted_table_view(
    model: RowTableModel,
    settings: Settings,
    name: str,
    *,
    widths: Sequence[int] = (),
    alternate: bool = True,
    view: QTableView | None = None,
    remember: bool = True,
) -> tuple[QTableView, QSortFilterProxyModel]:
    """A read-only, row-selecting table view over `model`, sorted on its SortRole by the
    first column, its columns `widths` wide until the director resizes them (remembered
    under `name` unless `remember` is False, the last column stretching)."""
    proxy = SourceOrderProxy(model)
    proxy.setSourceModel(model)
    proxy.setSortRole(RowTableModel.SortRole)
    shown = _table_view(proxy, settings, name, widths, alternate, view, remember)
    return shown, proxy


def self_sorted_table_view(
    model: RowTableModel, settings: Settings, name: str, *, remember: bool = True
) -> QTableView:
    """As `sorted_table_view`, the view over the model itself, which sorts its rows as the
    view asks (`RowTableModel.sort`): for a list redrawn after every result, whose rows
    come in the order the view shows first (a ranking). Every cell is asked of the model
    directly, none through a proxy."""
    return _table_view(model, settings, name, (), True, None, remember)


def _table_view(
    shown: QAbstractItemModel,
    settings: Settings,
    name: str,
    widths: Sequence[int],
    alternate: bool,
    view: QTableView | None,
    remember: bool,
) -> QTableView:
    view = view if view is not None else QTableView()
    view.setObjectName(name.replace("/", ".").split(".")[-1])
    view.setModel(shown)
    view.setSortingEnabled(True)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Tab leaves the table for the next control (the buttons beside it), as a director
    # working by keyboard expects; the arrows move inside it.
    view.setTabKeyNavigation(False)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    for column, width in enumerate(widths):
        header.resizeSection(column, width)
    header.setStretchLastSection(True)
    view.setAlternatingRowColors(alternate)
    if remember:
        remember_column_widths(view, settings, name)
    else:
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return view
