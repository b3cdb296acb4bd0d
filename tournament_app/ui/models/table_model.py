"""A `QAbstractTableModel` over a list of plain values, one row each (Vorta's model shape).

Columns are declared as data (`Column`): a title, how to read the displayed value, how to sort,
whether it is a number (right-aligned), whether it is a check box. Views sort through a
`QSortFilterProxyModel` on `SortRole`, or through the model itself (`sort`, a view shown
without a proxy); `RowRole` gives back the row's value itself.

A model given a row `key` (a table's number, an entry's) updates its rows in place: a new
list of rows changes only the rows whose values changed, moves, adds and removes the others,
so a view keeps its selection, current row and scroll position while the figures change
under it (a director typing the next table keeps his place), and a sorted view re-sorts
only the rows that changed instead of all of them after a reset. Such a model may also keep
each row's texts (`keep_texts`): a cell painted is then an index into them, not a call of
its column's function, for pages whose rows alone say what their cells show.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont

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

Kept = tuple[Any, tuple[str, ...], tuple[int, ...], tuple[object, ...]]
"""A keyed row's texts and their lengths, with the row and the values they were read from."""


class RowTableModel(QAbstractTableModel):
    """Rows of plain values shown through `Column`s; read-only except check boxes."""

    SortRole = SORT
    RowRole = ROW

    def __init__(
        self,
        columns: Sequence[Column],
        parent: Any = None,
        *,
        key: Callable[[Any], Hashable] | None = None,
        ordered_by: str | None = None,
        keep_texts: bool = False,
    ) -> None:
        super().__init__(parent)
        self.columns = self._accepted(columns)
        self._rows: list[Any] = []
        self._given: list[Any] = []
        """The rows as the page gave them (`_rows` is them as the view's sort orders them)."""
        self._sorted_by: tuple[int, bool] | None = None
        """The column and descending flag the model orders its rows by (`sort`); None: as
        given."""
        self.key = key
        """What makes a row the same row in a new list (None: every new list resets)."""
        self.ordered_by = ordered_by
        """The column whose ascending order the rows always come in (the ranking's rank, a
        round's table): a view sorted on it shows the rows as they come, unsorted."""
        self.keep_texts = keep_texts and key is not None
        """Cells drawn from each row's texts, read once per row value: what a cell shows
        depends on its row alone, or the page calls `redraw_all` when it does not."""
        self._kept: dict[Hashable, Kept] = {}
        """A keyed row's texts and their lengths, by key, with the row they were read from."""
        self._unfitted: dict[Hashable, tuple[int, ...] | None] = {}
        self.drawn = 0
        """Counts the changes to what the rows show (new rows, order, texts, bold): a page
        may keep what it measured of them while this stands."""
        self._lengths: tuple[int, list[tuple[int, ...]]] | None = None
        """The keyed rows whose texts changed since the columns were last fitted, with the
        columns where they did (None: every column, a row new or drawn otherwise)."""
        #: Optional per-row styling hooks, set by the page that owns the model.
        self.row_foreground: Callable[[Any], QColor | None] | None = None
        self.row_background: Callable[[Any], QColor | None] | None = None
        self.row_bold: Callable[[Any], bool] | None = None
        self._bold = QFont()
        self._bold.setBold(True)

    # -- content ------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Any], columns: Sequence[Column] | None = None) -> None:
        """Show these rows, in this order (or the order the view sorts them in). A model
        with a row `key` and the same columns updates in place (`_update`); otherwise, and
        when the columns are given, in one reset (views keep their column widths when the
        columns stay the same, and lose their selection)."""
        self._given = list(rows)
        self.drawn += 1
        key = self.key if columns is None else None
        if key is not None and self._update(self._ordered(self._given), key):
            return
        self.beginResetModel()
        if columns is not None:
            self.columns = self._accepted(columns)
            self._kept.clear()
        self._rows = self._ordered(self._given)
        self.endResetModel()

    def _accepted(self, columns: Sequence[Column]) -> list[Column]:
        """The columns, when this model can show them: a check box column needs a
        `CheckableRowTableModel` (this one leaves every cell's flags to Qt, not asking Python
        for each cell painted)."""
        if any(column.check is not None for column in columns) and not isinstance(
            self, CheckableRowTableModel
        ):
            raise TypeError("a check box column needs a CheckableRowTableModel")
        return list(columns)

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
        # The rows kept, with their new values, in their new order. A row equal to the one
        # shown stays the same object: its kept texts are known good by identity alone.
        by_key = dict(zip(new_keys, rows, strict=True))
        for k, row in before.items():
            if k in by_key and (by_key[k] is row or by_key[k] == row):
                by_key[k] = row
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
            number
            for number, k in enumerate(new_keys)
            if k in before and before[k] is not by_key[k]
        ]
        last_column = len(self.columns) - 1
        for start, end in _blocks(changed):
            self.dataChanged.emit(self.index(start, 0), self.index(end, last_column))
        return True

    # -- sorting by the view ------------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows as a view without a proxy asks (a heading clicked): by the
        column's sort key, a stable sort as Qt's, so rows level there keep the order they
        came in; ascending on the column the rows come ordered by (or no column): as given."""
        self._sorted_by = (column, order == Qt.SortOrder.DescendingOrder)
        rows = self._ordered(self._given)
        if self.key is not None:  # the rows shown, kept where equal to the ones given
            shown = {self.key(row): row for row in self._rows}
            rows = [shown[self.key(row)] for row in rows]
        if len(rows) == len(self._rows) and all(map(operator.is_, rows, self._rows)):
            return
        self.drawn += 1
        self.layoutAboutToBeChanged.emit()
        places: dict[int, list[int]] = {}
        for position, row in enumerate(rows):
            places.setdefault(id(row), []).append(position)
        after = [places[id(row)].pop(0) for row in self._rows]
        moved = self.persistentIndexList()
        self._rows = rows
        self.changePersistentIndexList(
            moved, [self.index(after[index.row()], index.column()) for index in moved]
        )
        self.layoutChanged.emit()

    def _ordered(self, rows: list[Any]) -> list[Any]:
        """The rows in the order the view's sort asks of the model."""
        if self._sorted_by is None:
            return rows
        position, descending = self._sorted_by
        if not 0 <= position < len(self.columns):
            return rows
        column = self.columns[position]
        if column.key == self.ordered_by and not descending:
            return rows
        read = column.check or column.sort or column.value
        return sorted(rows, key=lambda row: _comparable(read(row)), reverse=descending)

    # -- texts --------------------------------------------------------------------------------
    def _texts(self, row: Any) -> tuple[str, ...]:
        """The row's texts as its cells show them (a check box: none)."""
        locale = QLocale()  # the interface language's, read once for the row
        return tuple(self._text(row, column, locale) for column in self.columns)

    def _text(self, row: Any, column: Column, locale: QLocale | None = None) -> str:
        if column.check is not None:
            return ""
        return _shown(column.value(row), column, locale)

    def _kept_for(self, row: Any, k: Hashable) -> Kept:
        """The row's texts and lengths, read again only when the row changed, and then
        worded again only where a column's value changed (a result moves 200 lines of a
        500-line ranking, and changes little more than their rank)."""
        hit = self._kept.get(k)
        if hit is not None and hit[0] is row:
            return hit
        if hit is not None and hit[0] == row:
            hit = self._kept[k] = (row, hit[1], hit[2], hit[3])
            return hit
        values = tuple(None if c.check is not None else c.value(row) for c in self.columns)
        if hit is None:
            locale = QLocale()
            shown = tuple(_shown(v, c, locale) for v, c in zip(values, self.columns, strict=True))
            self._unfitted[k] = None
            hit = self._kept[k] = (row, shown, tuple(map(len, shown)), values)
            return hit
        old_values, old_texts = hit[3], hit[1]
        changed = [n for n, value in enumerate(values) if not _same_value(value, old_values[n])]
        texts = list(old_texts)
        locale = QLocale()
        for n in changed:
            texts[n] = _shown(values[n], self.columns[n], locale)
        shown = tuple(texts)
        if (before := self._unfitted.get(k, ())) is not None:
            self._unfitted[k] = (*before, *(n for n in changed if shown[n] != old_texts[n]))
        hit = self._kept[k] = (row, shown, tuple(map(len, shown)), values)
        return hit

    def text_lengths(self) -> list[tuple[int, ...]]:
        """Each row's texts' lengths, column by column (what `fit_columns` ranks rows by).
        A keyed model reads again only the rows that changed since it last measured:
        measuring every text of a 500-row ranking after each result cost ~5 ms."""
        key = self.key
        if key is None:
            return [tuple(map(len, self._texts(row))) for row in self._rows]
        if self._lengths is not None and self._lengths[0] == self.drawn:
            return self._lengths[1]  # the page measures several times between changes
        kept_for = self._kept_for
        lengths = [kept_for(row, key(row))[2] for row in self._rows]
        known = self._kept
        if len(known) > 2 * len(self._rows) + 100:  # rows long gone
            keep = {key(row) for row in self._rows}
            for k in [k for k in known if k not in keep]:
                del known[k]
        self._lengths = (self.drawn, lengths)
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
        self.drawn += 1
        for k in keys:
            self._unfitted[k] = None  # the texts are the same: only their widths are not

    def redraw_all(self) -> None:
        """Every row redrawn: what a page shows of them changed (the names, a mode), not
        the rows themselves."""
        self._kept.clear()
        self.drawn += 1
        if self._rows and self.columns:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self.columns) - 1)
            )

    def rows(self) -> list[Any]:
        """The rows, in model order (as the view shows them when the model sorts them)."""
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

    def empty_columns(self) -> set[int]:
        """The positions of the columns where no row shows anything."""
        empty = set(range(len(self.columns)))
        if self.keep_texts and self.key is not None:
            # An empty text is one of length 0: the lengths the columns are fitted by are
            # read once per change, not once more row by row here.
            lengths = self.text_lengths()
            return {
                position
                for position in empty
                if not any(map(operator.itemgetter(position), lengths))
            }
        return {
            position
            for position in empty
            if all(self.columns[position].value(row) in ("", None) for row in self._rows)
        }

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

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        # Qt asks for seven roles per cell each time a view fits or paints it (a 500-line
        # ranking's page: 1,600 calls a paint), so each role a painted cell asks is answered
        # here in as few steps as it takes, the roles compared as plain numbers, those a
        # page does not style before the row is looked at. (Answering a cell's roles in one
        # call, `multiData`, was slower: PySide makes an object for each role asked.)
        if role == DISPLAY:
            number = index.row()
            if not 0 <= number < len(self._rows) or not index.isValid():
                return None
            position = index.column()
            if self.columns[position].check is not None:
                return None
            row = self._rows[number]
            if self.keep_texts:
                return self._kept_for(row, self.key(row))[1][position]  # type: ignore[misc]
            return self._text(row, self.columns[position])
        if role == ALIGNMENT:
            if not index.isValid():
                return None
            column = self.columns[index.column()]
            return RIGHT if column.numeric else LEFT if column.check is None else CENTRE
        hook = None
        if role in STYLES:
            hook = (
                self.row_bold
                if role == FONT
                else self.row_foreground
                if role == FOREGROUND
                else self.row_background
            )
            if hook is None:
                return None
        elif role not in ANSWERED or (
            role == CHECK_STATE
            and (not index.isValid() or self.columns[index.column()].check is None)
        ):
            return None
        number = index.row()
        if not 0 <= number < len(self._rows) or not index.isValid():
            return None
        row = self._rows[number]
        if hook is not None:  # the page's style of the whole row
            style = hook(row)
            if role == FONT:
                return self._bold if style else None
            return QBrush(style) if style is not None else None
        return self._answer(row, index.column(), role)

    def _answer(self, row: Any, position: int, role: int) -> Any:
        """What the row's cell in the column at `position` says in one of the roles `data`
        does not answer itself (a box's state, a sort key, the row, a tooltip)."""
        column = self.columns[position]
        if role == CHECK_STATE:  # `data` asks only of a check box column
            assert column.check is not None
            return Qt.CheckState.Checked if column.check(row) else Qt.CheckState.Unchecked
        if role == SORT:
            key = column.sort(row) if column.sort else column.value(row)
            if column.check is not None:
                key = column.check(row)
            return _sortable(key)
        if role == ROW:
            return row
        return column.tooltip(row) if column.tooltip is not None else None  # TOOLTIP

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


class CheckableRowTableModel(RowTableModel):
    """A `RowTableModel` whose check box columns the director ticks (Present, at the desk)."""

    toggled = Signal(object, str, bool)
    """A check box was clicked: (row value, column key, new state)."""

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return SELECTABLE if self.columns[index.column()].check is None else CHECKABLE

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


def _blocks(numbers: list[int]) -> list[tuple[int, int]]:
    """Ascending numbers as runs of consecutive ones, (first, last) each."""
    runs: list[tuple[int, int]] = []
    for number in numbers:
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return runs


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


def _comparable(key: object) -> tuple[int, Any]:
    """A sort key Python can compare across a column's values: empty first, then numbers
    as numbers, then text folded (Qt, comparing what it cannot order as text, puts the
    empty first and digits before letters alike)."""
    key = _sortable(key)
    if key == "":
        return (0, "")
    return (1, key) if isinstance(key, int | float) else (2, key)


def _same_value(value: object, before: object) -> bool:
    """The same value, worded the same (1 and True are equal, but not shown alike)."""
    return value is before or (type(value) is type(before) and value == before)


def _shown(value: object, column: Column, locale: QLocale | None = None) -> str:
    """A column's value as its cell shows it."""
    if column.check is not None:
        return ""
    if column.numeric and isinstance(value, int) and not isinstance(value, bool):
        # Thousands grouped as the interface language writes them (12.500 / 12,500).
        return (locale or QLocale()).toString(value)
    return "" if value is None else str(value)
