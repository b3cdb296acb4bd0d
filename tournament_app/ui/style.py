"""The platform's own look, with one thing mended: a header's title never runs under its sort
arrow.

Fusion (the style on Linux) draws the sort arrow at the right end of a header section, and
the label still takes the whole section, so a right-aligned title ("Tavolo", "Pos.", every
numeric column's) ran into the arrow. Styles that draw the arrow elsewhere (above the title,
as Windows does) are left as they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

if TYPE_CHECKING:
    # Named for the type checker only: PySide makes a Qt class (and its enums) when first
    # named, and a start paints no header before its window is ready.
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOption, QStyleOptionHeader, QWidget

ARROW_GAP = 3
"""Pixels left between a title and its sort arrow."""


def label_beside_arrow(label: QRect, arrow: QRect) -> QRect:
    """The part of a header label left of an arrow drawn inside its right half; the label
    unchanged when the arrow is elsewhere (above it, outside it, or none)."""
    middle = label.left() + label.width() // 2
    if not arrow.isValid() or not middle <= arrow.left() <= label.right():
        return QRect(label)
    clear = QRect(label)
    clear.setRight(arrow.left() - ARROW_GAP)
    return clear


class ClearSortArrowStyle(QProxyStyle):
    """The base style, drawing a sorted header's title beside its arrow, never under it."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_HeaderLabel:
            option = self._beside_arrow(option, widget)
        super().drawControl(element, option, painter, widget)

    def _beside_arrow(self, option: QStyleOption, widget: QWidget | None) -> QStyleOption:
        """A header label's option, its rect kept clear of the section's sort arrow."""
        from PySide6.QtWidgets import QStyleOptionHeader

        if (
            isinstance(option, QStyleOptionHeader)
            and option.sortIndicator != QStyleOptionHeader.SortIndicator.None_
        ):
            # The arrow where the section draws it: placed from the label's own, narrower
            # rect it came out 10 pixels left of it, and the title, pushed that far left of
            # its place, lost its first letter ("Tavolo", "Table") at the section's edge.
            placed = QStyleOptionHeader(option)
            placed.rect = _section_rect(option, widget) or option.rect
            arrow = self.subElementRect(QStyle.SubElement.SE_HeaderArrow, placed, widget)
            clear = label_beside_arrow(option.rect, arrow)
            if clear != option.rect:
                option = QStyleOptionHeader(option)
                option.rect = clear
        return option


def _section_rect(option: QStyleOptionHeader, widget: QWidget | None) -> QRect | None:
    """The whole section a header label is drawn in (None: not a horizontal header's)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QHeaderView

    if not isinstance(widget, QHeaderView) or widget.orientation() != Qt.Orientation.Horizontal:
        return None
    if not 0 <= option.section < widget.count():
        return None
    left = widget.sectionViewportPosition(option.section)
    return QRect(left, 0, widget.sectionSize(option.section), widget.viewport().height())


def apply_style(app: QApplication) -> None:
    """Give the application the platform's style, mended as above (once)."""
    if not isinstance(app.style(), ClearSortArrowStyle):
        app.setStyle(ClearSortArrowStyle())  # no base named: the platform's own
