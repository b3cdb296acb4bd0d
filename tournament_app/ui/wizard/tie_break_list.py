"""The tie-breaks a ranking applies, in the director's order: a checkable list of every
tie-break, the chosen ones ticked and first, with Up and Down beside it (the burraco scoring
page's after VP, the scala 40 pairs' after match points)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Generic, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

K = TypeVar("K", bound=Enum)


class TieBreakList(QWidget, Generic[K]):
    """Every key of `keys` by its name in `language`; `show_chosen` ticks the chosen ones in
    their order (the rest after them, unticked), `order` reads the ticked ones back as shown.

    `letters` False: Up and Down underline no letter, for a page whose letters are all taken.
    """

    def __init__(
        self,
        keys: Sequence[K],
        name: Callable[[K, str], str],
        language: str,
        parent: QWidget | None = None,
        *,
        letters: bool = True,
    ) -> None:
        super().__init__(parent)
        self.keys = tuple(keys)
        self.name = name
        self.language = language
        self.list = QListWidget(self)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        up_text, down_text = self.tr("&Up"), self.tr("Do&wn")
        if not letters:
            up_text, down_text = up_text.replace("&", ""), down_text.replace("&", "")
        self.up = QPushButton(up_text, self)
        self.up.clicked.connect(lambda: self._move(-1))
        self.down = QPushButton(down_text, self)
        self.down.clicked.connect(lambda: self._move(1))
        moves = QVBoxLayout()
        moves.addWidget(self.up)
        moves.addWidget(self.down)
        moves.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(moves)
        self.show_chosen(())
        # Every tie-break in sight, whole, nothing to scroll; as tall as Up and Down at least.
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frame = 2 * self.list.frameWidth()
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + frame + 8)
        rows = self.list.sizeHintForRow(0) * len(self.keys) + frame + 4
        self.list.setFixedHeight(max(rows, moves.sizeHint().height()))

    def show_chosen(self, chosen: Sequence[K]) -> None:
        """Tick `chosen` in their order, the other tie-breaks after them unticked."""
        self.list.clear()
        for key in (*chosen, *(key for key in self.keys if key not in chosen)):
            item = QListWidgetItem(self.name(key, self.language))
            item.setData(Qt.ItemDataRole.UserRole, key.value)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = key in chosen
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.list.addItem(item)

    def order(self) -> tuple[K, ...]:
        """The ticked tie-breaks, in the order shown."""
        by_value = {key.value: key for key in self.keys}
        items = [self.list.item(row) for row in range(self.list.count())]
        return tuple(
            by_value[item.data(Qt.ItemDataRole.UserRole)]
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )

    def _move(self, step: int) -> None:
        """The selected tie-break one place up (-1) or down (1)."""
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not (0 <= target < self.list.count()):
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
