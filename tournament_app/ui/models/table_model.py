"""A `QAbstractTableModel` over a list of plain values, one row each (Vorta's model shape).

Columns are declared as data (`Column`): a title, how to read the displayed value, how to sort,
whether it is a number (right-aligned), whether it is a check box. Views sort through a
`QSortFilterProxyModel` on `SortRole`; `RowRole` gives back the row's value itself.

A model given a row `key` (a table's number, an entry's) updates its rows in place: a new
list of rows changes only the rows whose values changed, moves, adds and removes the others,
so a view keeps its selection, current row and scroll position while the figures change
under it (a director typing the next table keeps his place), and a sorted view re-sorts
only the rows that changed instead of all of them after a reset.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from tournament_app.ui.settings import Settings

AnyIndex = QModelIndex | QPersistentModelIndex

# The roles the model answers, as plain numbers (an enum member is looked up at each use).
DISPLAY = Qt.ItemDataRole.DisplayRole.value
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
CHECK_STATE = Qt.ItemDataRole.CheckStateRole.value
TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
FOREGROUND = Qt.ItemDataRole.ForegroundRole.value
BACKGROUND = Qt.ItemDataRole.BackgroundRole.value
FONT = Qt.ItemDataRole.FontRole.value
SORT = Qt.ItemDataRole.UserRole.value + 1
ROW = Qt.ItemDataRole.UserRole.value + 2
STYLES = frozenset((FOREGROUND, BACKGROUND, FONT))
"""Roles answered only when the page set the matching `row_*` hook."""
ANSWERED = frozenset((DISPLAY, ALIGNMENT, CHECK_STATE, TOOLTIP, SORT, ROW)) | STYLES
LEFT = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value
RIGHT = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value
CENTRE = (Qt.AlignmentFlag.AlignCenter | Qt.AlignmentFlag.AlignVCenter).value
# Combined once: OR-ing Qt's flags runs Python's enum code, and a view asks every cell's.
SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
CHECKABLE = SELECTABLE | Qt.ItemFlag.ItemIsUserCheckable


@dataclass(frozen=True)
class Column:
    """One column: `value(row)` is shown; `sort(row)` orders it (default: the value)."""

    key: str
    title: str
    value: Callable[[Any], object]
    sort: Callable[[Any], object] | None = None
    numeric: bool = False
    check: Callable[[Any], bool] | None = None
    """A check box column: `check(row)` is its state; toggling emits `toggled`."""
    tooltip: Callable[[Any], str | None] | None = None


SCATTERED = 32
"""Rows removed and added in more separate blocks than this (a ranking narrowed to one
group's entries) are drawn afresh: one reset costs less than a signal per block."""


class RowTableModel(QAbstractTableModel):
    """Rows of plain values shown through `Column`s; read-only except check boxes."""

    SortRole = SORT
    RowRole = ROW

    toggled = Signal(object, str, bool)
    """A check box was clicked: (row value, column key, new state)."""

    def __init__(
        self,
        columns: Sequence[Column],
        parent: Any = None,
        *,
        key: Callable[[Any], Hashable] | None = None,
        ordered_by: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self._rows: list[Any] = []
        self.key = key
        """What makes a row the same row in a new list (None: every new list resets)."""
        self.ordered_by = ordered_by
        """The column whose ascending order the rows always come in (the ranking's rank, a
        round's table): a view sorted on it shows the rows as they come, unsorted
        (`SourceOrderProxy`)."""
        self._lengths: dict[Hashable, tuple[Any, tuple[str, ...], tuple[int, ...]]] = {}
        """A keyed row's texts and their lengths, by key, with the row they were read from."""
        self._unfitted: dict[Hashable, tuple[int, ...] | None] = {}
        """The keyed rows whose texts changed since the columns were last fitted, with the
        columns where they did (None: every column, a row new or drawn otherwise)."""
        #: Optional per-row styling hooks, set by the page that owns the model.
        self.row_foreground: Callable[[Any], QColor | None] | None = None
        self.row_background: Callable[[Any], QColor | None] | None = None
        self.row_bold: Callable[[Any], bool] | None = None

    # -- content ------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Any], columns: Sequence[Column] | None = None) -> None:
        """Show these rows, in this order. A model with a row `key` and the same columns
        updates in place (`_update`); otherwise, and when the columns are given, in one
        reset (views keep their column widths when the columns stay the same, and lose
        their selection)."""
        rows = list(rows)
        if columns is None and self.key is not None and self._update(rows, self.key):
            return
        self.beginResetModel()
        self._rows = rows
        if columns is not None:
            self.columns = list(columns)
            self._lengths.clear()
        self.endResetModel()

    def _update(self, rows: list[Any], key: Callable[[Any], Hashable]) -> bool:
        """Turn the rows shown into `rows` by rows removed, moved, inserted and changed
        (False, nothing done: the keys are not unique, and a reset must do)."""
        new_keys = [key(row) for row in rows]
        wanted = set(new_keys)
        if len(wanted) != len(new_keys):
            return False
        old_keys = [key(row) for row in self._rows]
        before = dict(zip(old_keys, self._rows, strict=True))
        if len(before) != len(old_keys):
            return False
        gone = [n for n, k in enumerate(old_keys) if k not in wanted]
        new = [n for n, k in enumerate(new_keys) if k not in before]
        if len(_blocks(gone)) + len(_blocks(new)) > SCATTERED:
            return False
        root = QModelIndex()
        # Rows gone, bottom up so the positions above stay right.
        end = len(old_keys) - 1
        while end >= 0:
            if old_keys[end] in wanted:
                end -= 1
                continue
            start = end
            while start > 0 and old_keys[start - 1] not in wanted:
                start -= 1
            self.beginRemoveRows(root, start, end)
            del self._rows[start : end + 1]
            del old_keys[start : end + 1]
            self.endRemoveRows()
            end = start - 1
        # The rows kept, with their new values, in their new order.
        by_key = dict(zip(new_keys, rows, strict=True))
        kept = [k for k in new_keys if k in before]
        if kept != old_keys:
            self.layoutAboutToBeChanged.emit()
            place = {k: position for position, k in enumerate(kept)}
            moved = self.persistentIndexList()
            self._rows = [by_key[k] for k in kept]
            self.changePersistentIndexList(
                moved,
                [self.index(place[old_keys[index.row()]], index.column()) for index in moved],
            )
            self.layoutChanged.emit()
        else:
            self._rows = [by_key[k] for k in kept]
        # Rows new, in blocks at their places.
        position = 0
        while position < len(new_keys):
            if new_keys[position] in before:
                position += 1
                continue
            last = position
            while last + 1 < len(new_keys) and new_keys[last + 1] not in before:
                last += 1
            self.beginInsertRows(root, position, last)
            self._rows[position:position] = rows[position : last + 1]
            self.endInsertRows()
            position = last + 1
        # Rows whose values changed, redrawn in blocks.
        changed = [
            number for number, k in enumerate(new_keys) if k in before and before[k] != rows[number]
        ]
        last_column = len(self.columns) - 1
        for start, end in _blocks(changed):
            self.dataChanged.emit(self.index(start, 0), self.index(end, last_column))
        return True

    def text_lengths(self) -> list[tuple[int, ...]]:
        """Each row's texts' lengths, column by column (what `fit_columns` ranks rows by).
        A keyed model reads again only the rows that changed since it last measured:
        measuring every text of a 500-row ranking after each result cost ~5 ms."""
        columns = self.columns

        def texts(row: Any) -> tuple[str, ...]:
            return tuple(str(column.value(row) or "") for column in columns)

        key = self.key
        if key is None:
            return [tuple(map(len, texts(row))) for row in self._rows]
        lengths = []
        known = self._lengths
        unfitted = self._unfitted
        for row in self._rows:
            k = key(row)
            hit = known.get(k)
            if hit is None or hit[0] != row:
                shown = texts(row)
                if hit is None:
                    unfitted[k] = None
                elif (before := unfitted.get(k, ())) is not None:
                    old = hit[1]
                    changed = (n for n, text in enumerate(shown) if text != old[n])
                    unfitted[k] = (*before, *changed)
                hit = known[k] = (row, shown, tuple(map(len, shown)))
            lengths.append(hit[2])
        if len(known) > 2 * len(self._rows) + 100:  # rows long gone
            keep = {key(row) for row in self._rows}
            for k in [k for k in known if k not in keep]:
                del known[k]
        return lengths

    def take_unfitted(self) -> dict[int, list[int]] | None:
        """Per column, the positions of the rows whose text there changed since this was
        last asked, after `text_lengths` (None: a model without a row key, every row): the
        only cells that can make a fitted column too narrow. A result moves 200 lines of a
        500-line ranking, and changes little more than their rank."""
        unfitted, self._unfitted = self._unfitted, {}
        if self.key is None:
            return None
        key = self.key
        every = range(len(self.columns))
        cells: dict[int, list[int]] = {}
        for number, row in enumerate(self._rows):
            k = key(row)
            if k in unfitted:
                changed = unfitted[k]
                for column in every if changed is None else changed:
                    cells.setdefault(column, []).append(number)
        return cells

    def remeasure(self, keys: Collection[Hashable]) -> None:
        """Measure these rows again at the next fit: they are drawn otherwise (bold)."""
        for k in keys:
            self._lengths.pop(k, None)

    def redraw_all(self) -> None:
        """Every row redrawn: what a page shows of them changed (the names, a mode), not
        the rows themselves."""
        self._lengths.clear()
        if self._rows and self.columns:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self.columns) - 1)
            )

    def rows(self) -> list[Any]:
        """The rows, in model order."""
        return list(self._rows)

    def row_at(self, row: int) -> Any:
        """The value shown on a model row."""
        return self._rows[row]

    def column_index(self, key: str) -> int:
        """The position of the column named `key`."""
        for position, column in enumerate(self.columns):
            if column.key == key:
                return position
        raise KeyError(key)

    # -- Qt model interface -------------------------------------------------------------------
    def index(self, row: int, column: int, parent: AnyIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        # Qt's own asks rowCount and columnCount first, two calls into Python for every
        # cell a sorted view reads through its proxy (three per cell painted, not one).
        if 0 <= row < len(self._rows) and 0 <= column < len(self.columns) and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return SELECTABLE if self.columns[index.column()].check is None else CHECKABLE

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        # Qt asks for eight roles per cell each time a view fits or paints it (fitting a
        # 250-table list: 16,000 calls), so the roles a page does not style are answered
        # before the row is looked at, and the roles are compared as plain numbers.
        if role not in ANSWERED or (role in STYLES and self._style(role) is None):
            return None
        number = index.row()
        if not 0 <= number < len(self._rows) or not index.isValid():
            return None
        row = self._rows[number]
        column = self.columns[index.column()]
        if role == DISPLAY:
            if column.check is not None:
                return None
            value = column.value(row)
            if column.numeric and isinstance(value, int) and not isinstance(value, bool):
                # Thousands grouped as the interface language writes them (12.500 / 12,500).
                return QLocale().toString(value)
            return "" if value is None else str(value)
        if role == ALIGNMENT:
            if column.numeric:
                return RIGHT
            return LEFT if column.check is None else CENTRE
        if role == CHECK_STATE:
            if column.check is None:
                return None
            return Qt.CheckState.Checked if column.check(row) else Qt.CheckState.Unchecked
        if role == SORT:
            key = column.sort(row) if column.sort else column.value(row)
            if column.check is not None:
                key = column.check(row)
            return _sortable(key)
        if role == ROW:
            return row
        if role == TOOLTIP:
            return column.tooltip(row) if column.tooltip is not None else None
        if role == FONT:
            if self.row_bold is None or not self.row_bold(row):
                return None
            font = QFont()
            font.setBold(True)
            return font
        paint = self.row_foreground if role == FOREGROUND else self.row_background
        colour = paint(row) if paint is not None else None
        return QBrush(colour) if colour is not None else None

    def _style(self, role: int) -> Callable[[Any], object] | None:
        """The page's hook for a styling role (None: the page does not style it)."""
        if role == FOREGROUND:
            return self.row_foreground
        if role == BACKGROUND:
            return self.row_background
        return self.row_bold

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.CheckStateRole:
            return False
        column = self.columns[index.column()]
        if column.check is None:
            return False
        state = value == Qt.CheckState.Checked or value == Qt.CheckState.Checked.value
        # The page calls the service and refreshes the rows; the model holds no state of its own.
        self.toggled.emit(self._rows[index.row()], column.key, bool(state))
        return True

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not (0 <= section < len(self.columns)):
            return None
        column = self.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.TextAlignmentRole:
            align = Qt.AlignmentFlag.AlignRight if column.numeric else Qt.AlignmentFlag.AlignLeft
            return int(align | Qt.AlignmentFlag.AlignVCenter)
        return None


def _blocks(numbers: list[int]) -> list[tuple[int, int]]:
    """Ascending numbers as runs of consecutive ones, (first, last) each."""
    runs: list[tuple[int, int]] = []
    for number in numbers:
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return runs


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


def _sortable(key: object) -> object:
    """A sort key Qt can compare: numbers stay numbers, everything else becomes folded text."""
    if key is None:
        return ""
    if isinstance(key, bool):
        return int(key)
    if isinstance(key, int | float):
        return key
    if isinstance(key, tuple):
        return "\x1f".join(f"{part:>012}" if isinstance(part, int) else str(part) for part in key)
    return str(key).casefold()


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
    view = view if view is not None else QTableView()
    view.setObjectName(name.replace("/", ".").split(".")[-1])
    view.setModel(proxy)
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
    return view, proxy
