"""Swapping seats on the Rounds page: by dragging one pair onto another in the seating list, or by
typing two numbers in the Swap dialog."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QTableView,
    QWidget,
)

from tournament_app.services import RoundTable
from tournament_app.ui.dialogs import form_with_ok_cancel
from tournament_app.ui.models import RowTableModel

SEAT_MIME = "application/x-torneo-seat"


class SeatingView(QTableView):
    """The seating list, where a pair is dragged onto another to swap their seats.

    Dragging an NS or EW cell onto another such cell swaps those two entries; dragging a
    table number onto another swaps the whole tables. The page decides whether the round
    can still change (only drafts can).
    """

    swap_requested = Signal(int, int, bool)
    """(first, second, tables): two entry numbers, or two table numbers when `tables`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.editable = False

    def seat_at(self, index: QModelIndex) -> tuple[str, int] | None:
        """What a cell holds for swapping: ("table", number) or ("entry", number)."""
        if not index.isValid():
            return None
        seat = index.data(RowTableModel.RowRole)
        model = index.model()
        source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
        if not isinstance(seat, RoundTable) or not isinstance(source, RowTableModel):
            return None
        key = source.columns[index.column()].key
        if key == "table":
            return ("table", seat.table)
        line = seat.ns if key == "ns" else seat.ew if key == "ew" else ()
        return ("entry", line[0]) if len(line) == 1 else None

    def swap_for(self, source: QModelIndex, target: QModelIndex) -> tuple[int, int, bool] | None:
        """The swap a drop from `source` onto `target` asks for (None: nothing sensible)."""
        first, second = self.seat_at(source), self.seat_at(target)
        if first is None or second is None or first[0] != second[0] or first == second:
            return None
        return first[1], second[1], first[0] == "table"

    def startDrag(self, supported: Qt.DropAction) -> None:
        index = self.currentIndex()
        if not self.editable or self.seat_at(index) is None:
            return
        data = QMimeData()
        data.setData(SEAT_MIME, QByteArray(f"{index.row()}:{index.column()}".encode()))
        drag = QDrag(self)
        drag.setMimeData(data)
        drag.exec(Qt.DropAction.MoveAction)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.editable and event.mimeData().hasFormat(SEAT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.editable and event.mimeData().hasFormat(SEAT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        if not self.editable or not event.mimeData().hasFormat(SEAT_MIME):
            event.ignore()
            return
        row, column = (int(part) for part in bytes(event.mimeData().data(SEAT_MIME)).split(b":"))
        source = self.model().index(row, column)
        target = self.indexAt(event.position().toPoint())
        swap = self.swap_for(source, target)
        event.acceptProposedAction()
        if swap is not None:
            self.swap_requested.emit(*swap)


class SwapDialog(QDialog):
    """Asks for two entry numbers (or two table numbers) to exchange."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Swap"))
        self.entries_mode = QRadioButton(self.tr("Two &entries (by number)"))
        self.entries_mode.setChecked(True)
        self.tables_mode = QRadioButton(self.tr("Two &tables (by table number)"))
        self.first = QLineEdit()
        self.first.setObjectName("first")
        self.second = QLineEdit()
        self.second.setObjectName("second")
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.entries_mode)
        form.addRow(self.tables_mode)
        form.addRow(self.tr("&First:"), self.first)
        form.addRow(self.tr("&Second:"), self.second)
        form.addRow(self.error)
        form_with_ok_cancel(self, form)
        # Scambia… by keyboard is "3 Tab 38 Enter": the first number, not OK, has the keys.
        self.first.setFocus()

    def values(self) -> tuple[int, int]:
        """The two numbers typed."""
        return int(self.first.text()), int(self.second.text())

    def accept(self) -> None:
        """Close only when both numbers are whole numbers and differ."""
        try:
            first, second = self.values()
        except ValueError:
            self.error.setText(self.tr("Type two numbers, e.g. 3 and 8."))
            return
        if first == second:
            self.error.setText(self.tr("Choose two different numbers."))
            return
        super().accept()


def register_screenshots(register: Any) -> None:
    """The swap dialog, filled in."""

    def build(shot: Any) -> QWidget:
        dialog = SwapDialog()
        dialog.first.setText("4")
        dialog.second.setText("11")
        shot.opened.append(dialog)
        return dialog

    register("swap", build, size=(420, 230))
