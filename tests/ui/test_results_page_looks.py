"""The Results page's quick line and list as drawn, in both languages: the labels before the
fields ("Table"/"Tavolo", "NS", "EW"/"EO") whole, never clipped at their own edge nor by the
field after them; the list's first title ("Table"/"Tavolo", sorted on) whole at the left edge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QImage, qGray
from PySide6.QtWidgets import QApplication, QLabel

from tests.builders.evenings import sixteen_pairs_round_one
from tests.builders.snapshots import opened_tournament, started, with_services
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.style import apply_style

STATES = {"evening": with_services(sixteen_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


evening = opened_tournament("evening")


@pytest.fixture(params=["en", "it"])
def page(request, qtbot, qapp, ui_context, evening) -> Iterator[ResultsPage]:
    """The Results page in the language asked, at a laptop's width, a table on the line."""
    languages = LanguageSwitcher()
    languages.apply(request.param)
    ui_context.language = request.param
    apply_style(qapp)  # as the window looks when started
    try:
        widget = ResultsPage(ui_context)
        qtbot.addWidget(widget)
        widget.resize(1280, 800)
        widget.show()
        qtbot.waitExposed(widget)
        widget.focus_entry()  # table 1 offered: its row selected, the titles drawn bold
        QApplication.processEvents()
        yield widget
    finally:
        languages.apply("en")


def ink_columns(image: QImage) -> list[int]:
    """The columns of the picture with a dark stroke in them."""
    return [
        x
        for x in range(image.width())
        if any(qGray(image.pixel(x, y)) < 140 for y in range(image.height()))
    ]


@pytest.mark.parametrize("name", ["table_label", "ns_label", "ew_label"])
def test_a_quick_line_label_is_drawn_whole(qtbot, page, name) -> None:
    """The label keeps every stroke it has with room to spare (its last letter's too: the
    English "Table" lost the right of its "e"), and ends before its field begins."""
    label = page.findChild(QLabel, name)
    assert label.geometry().right() < label.buddy().geometry().left()
    drawn = ink_columns(label.grab().toImage())
    label.setMinimumWidth(label.width() + 40)  # the same label with room to spare
    QApplication.processEvents()
    whole = ink_columns(label.grab().toImage())
    assert drawn == whole, label.text()


def test_the_first_title_of_the_list_is_whole(page) -> None:
    """ "Table"/"Tavolo", sorted on and bold, keeps its "T": its strokes start clear of the
    section's left edge (the label's own margin), not cut there."""
    header = page.view.horizontalHeader()
    assert header.sortIndicatorSection() == 0
    image = header.grab().toImage().copy(0, 0, header.sectionSize(0) - 1, header.height())
    title = [x for x in ink_columns(image) if x < header.sectionSize(0) // 2]
    margin = QApplication.style().pixelMetric(QApplication.style().PixelMetric.PM_HeaderMargin)
    assert title and title[0] > margin
