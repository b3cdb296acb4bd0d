"""What a painted cell shows: the shared table model gives a view's painter the text,
alignment, bold, colours and check box of every cell as each role says on its own, styled
or not, and only a model made for check boxes has them."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from tournament_app.ui.models import CheckableRowTableModel, Column, RowTableModel


@dataclass(frozen=True)
class Line:
    entry: int
    names: str
    vp: int
    present: bool
    withdrawn: bool


LINES = [
    Line(7, "Rossi Anna - Bianchi Carlo", 12500, True, False),
    Line(3, "Verdi Luca - Neri Sara", 40, False, True),
    Line(12, "", 0, True, False),
]
GREY, YELLOW = QColor("#808080"), QColor("#ffff00")


def columns(*, check: bool) -> list[Column]:
    made = [
        Column("entry", "N.", lambda line: line.entry, numeric=True),
        Column("names", "Players", lambda line: line.names, tooltip=lambda line: line.names),
        Column("vp", "VP", lambda line: line.vp, numeric=True),
    ]
    if check:
        made.append(
            Column("present", "Present", lambda _line: None, check=lambda line: line.present)
        )
    return made


def painted(view: QTableView, row: int, column: int) -> QStyleOptionViewItem:
    """What the view's painter is given for a cell (as a paint asks: every role at once)."""
    option = QStyleOptionViewItem()
    view.itemDelegate().initStyleOption(option, view.model().index(row, column))
    return option


@pytest.mark.parametrize("keep_texts", [False, True])
def test_every_painted_cell_has_what_each_of_its_roles_says(qtbot, keep_texts: bool) -> None:
    """Text (figures grouped as the language writes them), alignment, bold, text colour,
    background and check box, cell by cell, before and after the page styles its rows: a
    painted cell never keeps a style of the cell painted before it."""
    model = CheckableRowTableModel(
        columns(check=True), key=lambda line: line.entry, keep_texts=keep_texts
    )
    model.set_rows(LINES)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    plain_text = view.palette().color(QPalette.ColorRole.Text).name()
    for styled in (False, True):
        if styled:
            model.row_bold = lambda line: line.entry == 7
            model.row_foreground = lambda line: GREY if line.withdrawn else None
            model.row_background = lambda line: YELLOW if line.entry == 3 else None
        for row, line in enumerate(LINES):
            for column in range(model.columnCount()):
                option = painted(view, row, column)
                index = model.index(row, column)
                where = (styled, row, column)
                assert option.text == (index.data() or ""), where
                right = bool(option.displayAlignment & Qt.AlignmentFlag.AlignRight)
                assert right == (column in (0, 2)), where
                assert option.font.bold() == (styled and line.entry == 7), where
                text = option.palette.color(QPalette.ColorRole.Text).name()
                assert text == (GREY.name() if styled and line.withdrawn else plain_text), where
                background = option.backgroundBrush.color().name()
                has_background = option.backgroundBrush.style() != Qt.BrushStyle.NoBrush
                assert has_background == (styled and line.entry == 3), where
                if has_background:
                    assert background == YELLOW.name(), where
                checked = option.checkState if column == 3 else None
                expected = (
                    (Qt.CheckState.Checked if line.present else Qt.CheckState.Unchecked)
                    if column == 3
                    else None
                )
                assert checked == expected, where
    assert painted(view, 0, 0).text in ("7",)
    assert painted(view, 0, 2).text in ("12,500", "12.500", "12500")
    assert model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole) == LINES[0].names


def test_a_cell_past_the_rows_says_nothing(qapp) -> None:
    """A cell the rows no longer reach (a view asking as rows go) is empty in every role."""
    model = RowTableModel(columns(check=False))
    model.set_rows(LINES)
    beyond = model.createIndex(len(LINES), 0)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.CheckStateRole,
        Qt.ItemDataRole.ToolTipRole,
        RowTableModel.RowRole,
    ):
        assert model.data(beyond, role) is None, role


def test_only_a_checkable_model_takes_a_check_box_column(qapp) -> None:
    """A plain model refuses a check box column, at its making and with new columns: its
    cells would show a box the director could not tick."""
    with pytest.raises(TypeError, match="CheckableRowTableModel"):
        RowTableModel(columns(check=True))
    plain = RowTableModel(columns(check=False))
    with pytest.raises(TypeError, match="CheckableRowTableModel"):
        plain.set_rows(LINES, columns(check=True))
    plain.set_rows(LINES)
    flags = plain.flags(plain.index(0, 1))
    assert flags & Qt.ItemFlag.ItemIsSelectable and flags & Qt.ItemFlag.ItemIsEnabled
    assert not flags & Qt.ItemFlag.ItemIsUserCheckable

    ticked = CheckableRowTableModel(columns(check=True))
    ticked.set_rows(LINES)
    assert ticked.flags(ticked.index(0, 3)) & Qt.ItemFlag.ItemIsUserCheckable
    assert not ticked.flags(ticked.index(0, 1)) & Qt.ItemFlag.ItemIsUserCheckable
