"""A sorted header's title is drawn beside its sort arrow, never under it (Fusion, Linux's
style, draws the arrow at the right end of the section, where right-aligned titles end)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QStandardItem, QStandardItemModel, qGray
from PySide6.QtWidgets import QStyle, QStyleFactory, QTableView

from tournament_app.ui.style import ARROW_GAP, ClearSortArrowStyle, apply_style, label_beside_arrow

LABEL = QRect(2, 2, 56, 14)  # x 2..57


@pytest.mark.parametrize(
    ("arrow", "right"),
    [
        (QRect(45, 4, 8, 8), 45 - ARROW_GAP),  # Fusion: at the right end, inside the label
        (QRect(30, 4, 8, 8), 30 - ARROW_GAP),  # just right of the middle
        (QRect(20, 0, 8, 4), 57),  # left half (above the title, as Windows draws it)
        (QRect(60, 4, 8, 8), 57),  # past the label: nothing to avoid
        (QRect(), 57),  # no arrow
    ],
)
def test_the_label_stops_before_an_arrow_in_its_right_half(arrow: QRect, right: int) -> None:
    clear = label_beside_arrow(LABEL, arrow)
    assert (clear.left(), clear.top(), clear.bottom(), clear.right()) == (2, 2, 15, right)


def _header(make_style: Callable[[], QStyle], title: str) -> QImage:
    """The header of a view sorted on its column 0, titled `title` and right-aligned as
    numbers are, as a new style from `make_style` draws it."""
    style = make_style()
    model = QStandardItemModel(2, 2)
    for column, text in enumerate((title, "Nome")):
        item = QStandardItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        model.setHorizontalHeaderItem(column, item)
    view = QTableView()
    view.setStyle(style)
    view.setModel(model)
    view.setSortingEnabled(True)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    header = view.horizontalHeader()
    header.setStyle(style)
    # As tight as a fitted column: the title's width and the arrow's.
    header.resizeSection(0, header.fontMetrics().horizontalAdvance("Tavolo") + 24)
    view.resize(300, 120)
    view.show()
    image = header.grab().toImage()
    image = image.copy(0, 0, header.sectionSize(0) - 1, image.height())  # section 0 only
    view.close()
    return image


def _ink(image: QImage) -> set[tuple[int, int]]:
    """Where the picture is dark (title strokes, the arrow)."""
    return {
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if qGray(image.pixel(x, y)) < 140
    }


def _arrow_area(blank: QImage) -> QRect:
    """The box round the only ink of an untitled sorted header: its arrow, a pixel wider."""
    ink = _ink(blank)
    xs, ys = [x for x, _ in ink], [y for _, y in ink]
    return QRect(min(xs) - 1, min(ys), max(xs) - min(xs) + 3, max(ys) - min(ys) + 1)


def _ink_in(image: QImage, area: QRect) -> set[tuple[int, int]]:
    return {point for point in _ink(image) if area.contains(*point)}


def test_a_right_aligned_title_keeps_clear_of_fusions_arrow(qtbot) -> None:
    """Round the arrow, the header has the same ink as with no title at all: no stroke of
    "Tavolo" under or beside it. Plain Fusion shows the overlap this mends."""

    def mended() -> QStyle:
        return ClearSortArrowStyle("Fusion")

    def plain() -> QStyle:
        return QStyleFactory.create("Fusion")

    arrow = _arrow_area(_header(mended, ""))
    assert _ink_in(_header(mended, "Tavolo"), arrow) == _ink_in(_header(mended, ""), arrow)
    assert _ink_in(_header(plain, "Tavolo"), arrow) != _ink_in(_header(plain, ""), arrow)


def test_the_application_gets_the_platform_style_mended_once(qapp) -> None:
    """Fusion here (offscreen Linux); applying it again changes nothing."""
    apply_style(qapp)
    style = qapp.style()
    apply_style(qapp)
    assert qapp.style() is style
    assert isinstance(style, ClearSortArrowStyle)
    assert style.baseStyle().name().lower() == "fusion"
