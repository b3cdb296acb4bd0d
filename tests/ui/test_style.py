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


def _fitted_header(title: str, *, sorted_on: bool, width: str | None = None) -> QImage:
    """Section 0 of a header titled `title`, right-aligned as numbers are, as wide as Qt's own
    hint for a sorted section titled `width` (default: `title`), sorted on it or not, as the
    mended Fusion draws it."""
    style = ClearSortArrowStyle("Fusion")
    model = QStandardItemModel(2, 2)
    for column, text in enumerate((width if width is not None else title, "Nome")):
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
    header.resizeSection(0, header.sectionSizeHint(0))
    header.setSortIndicatorShown(sorted_on)
    model.horizontalHeaderItem(0).setText(title)
    view.selectRow(0)  # a row chosen, as the Results list has: the titles are drawn bold
    view.resize(300, 120)
    view.show()
    image = header.grab().toImage()
    image = image.copy(0, 0, header.sectionSize(0) - 1, image.height())
    view.close()
    return image


def _title_width(image: QImage, arrow: QRect | None = None) -> int:
    """How wide the title's strokes run (the arrow's left out)."""
    xs = [x for x, y in _ink(image) if arrow is None or not arrow.contains(x, y)]
    return max(xs) - min(xs) + 1


@pytest.mark.parametrize("title", ["Tavolo", "Table", "Pos."])
def test_a_sorted_title_is_drawn_whole_in_the_width_qt_gives_it(qtbot, title: str) -> None:
    """Sorted on its column, a title keeps every stroke it has unsorted, bold as a list with a
    row chosen draws it: the arrow is placed where the section draws it (placed in the
    narrower label, it pushed "Tavolo" off the section's left edge, its "T" cut)."""
    arrow = _arrow_area(_fitted_header("", sorted_on=True, width=title))
    whole = _title_width(_fitted_header(title, sorted_on=False))
    assert _title_width(_fitted_header(title, sorted_on=True), arrow) == whole
