"""What every page of the new-tournament wizard is built with: the pages' ids, the form at
the top of a page, a label with its Alt letter, a choice by its data, a typed list of numbers,
the window grown to a page that shows more fields."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout, QWidget

PAGE_GAME, PAGE_BURRACO_FORMAT, PAGE_BURRACO_SCORING, PAGE_SCALA40, PAGE_SUMMARY = range(5)


def select_data(combo: QComboBox, data: object) -> None:
    """Choose the combo box item carrying `data` (left as it is when none does)."""
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)


def whole_numbers(typed: str) -> tuple[int, ...] | None:
    """Whole numbers typed as a list ("4, 2, 1, 0"; ";" also parts them), None when one is
    not a number or none is typed."""
    try:
        numbers = tuple(int(n) for n in typed.replace(";", ",").split(",") if n.strip())
    except ValueError:
        return None
    return numbers or None


def page_form(page: QWidget) -> QFormLayout:
    """A form at the top of a page, the spare height below it (never between its rows)."""
    outer = QVBoxLayout(page)
    form = QFormLayout()
    # Numbers and choices keep their natural width; only text fields stretch.
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    outer.addLayout(form)
    outer.addStretch(1)
    return form


def grow_to_fit(page: QWidget) -> None:
    """Grow the window (never shrink it) to the room `page` needs for what it shows now. A
    wizard sizes itself on changing page only: fields a page shows later (a wrapped note, the
    scala 40 pairs' rules) were squeezed, or overlapped, in the room the page had."""
    window, layout = page.window(), page.layout()
    if window is page or layout is None or not page.isVisible():
        return
    layout.activate()
    needed = page.minimumSizeHint()
    wider = max(needed.width() - page.width(), 0)
    taller = max(needed.height() - page.height(), 0)
    if wider or taller:
        window.resize(window.width() + wider, window.height() + taller)


def buddy(text: str, widget: QWidget) -> QLabel:
    """A form label whose Alt+letter shortcut jumps to `widget`."""
    label = QLabel(text, widget.parentWidget())
    label.setBuddy(widget)
    return label


def escape_html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
