"""One entry's score card from the Registration and Standings lists ("Stampa la scheda…",
context menu and Ctrl+Shift+S), and the cards four a page from the Standings page's choice."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QPushButton

from tests.builders.evenings import burraco_tournament, published_round
from tests.exports.pdf_reading import cards_by_number, pdf_text
from tournament_app.ui import export_actions
from tournament_app.ui.models import RowTableModel
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.standings.page import StandingsPage

HEADING = "Score card of pair no. {n}"


def _evening(ui_context) -> int:
    """Eight pairs, round 1 entered."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for table in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, table.table, 640, 245)
    ui_context.open_tournament(tid)
    return tid


def _select(page, number: int) -> None:
    """Select entry `number`'s row in the page's list and give the list the focus."""
    view = page.view
    for row in range(view.model().rowCount()):
        value = view.model().index(row, 0).data(RowTableModel.RowRole)
        if getattr(value, "number", getattr(value, "entry", None)) == number:
            # The selection model itself: selectRow follows the keyboard's modifiers.
            index = view.model().index(row, 0)
            flags = QItemSelectionModel.SelectionFlag
            view.selectionModel().setCurrentIndex(index, flags.ClearAndSelect | flags.Rows)
            view.setFocus()
            return
    raise AssertionError(f"entry {number} not listed")


def _action(page) -> QAction:
    (action,) = [a for a in page.view.actions() if a.objectName() == "print_entry_card"]
    return action


def test_the_standings_print_the_selected_pairs_card(
    qtbot, ui_context, tmp_path: Path, monkeypatch
) -> None:
    """In the ranking's context menu and on Ctrl+Shift+S: the selected pair's card alone,
    in the file chosen, opened to print."""
    opened: list[Path] = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    _evening(ui_context)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    action = _action(page)
    assert page.view.contextMenuPolicy() is Qt.ContextMenuPolicy.ActionsContextMenu
    assert action.shortcut().toString() == "Ctrl+Shift+S"
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    _select(page, 5)
    target = tmp_path / "scheda5.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    qtbot.keyClick(
        page.view,
        Qt.Key.Key_S,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: target in opened)
    assert list(cards_by_number(target, HEADING)) == [5]


def test_the_registration_list_prints_the_selected_pairs_card(
    qtbot, ui_context, tmp_path: Path, monkeypatch
) -> None:
    """From the Registration list too; with no pair selected the director is told how."""
    opened: list[Path] = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    _evening(ui_context)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.view.clearSelection()
    _action(page).trigger()
    assert "Select a pair or player" in ui_context.dialogs.messages("warn")[-1]
    _select(page, 3)
    target = tmp_path / "scheda3.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    _action(page).trigger()
    qtbot.waitUntil(lambda: target in opened)
    assert list(cards_by_number(target, HEADING)) == [3]


def test_four_cards_a_page_from_the_standings_page(
    qtbot, ui_context, tmp_path: Path, monkeypatch
) -> None:
    """ "4 a page (A6)" chosen: the eight pairs' cards on two pages, four each."""
    opened: list[Path] = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    _evening(ui_context)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    choice = page.findChild(QComboBox, "cards_per_page")
    choice.setCurrentIndex(choice.findData(4))
    target = tmp_path / "schede.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    button = page.findChild(QPushButton, "score_cards_pdf")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: target in opened)
    pages = pdf_text(target).split("\f")[:-1]
    assert len(pages) == 2
    assert [page_text.count("Score card of pair no.") for page_text in pages] == [4, 4]


def test_cards_that_do_not_fit_a_quarter_are_said_so(
    qtbot, ui_context, tmp_path: Path, monkeypatch
) -> None:
    """When the services find a card too long for an A6 quarter, the cards print two a page
    and the director reads why (the sentence of the services' catalogue)."""
    from tournament_app.services.reports import cards as report_cards

    monkeypatch.setattr(export_actions, "open_document", lambda _path: None)
    monkeypatch.setattr(report_cards, "fits_four_a_page", lambda _document, _card: False)
    _evening(ui_context)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    choice = page.findChild(QComboBox, "cards_per_page")
    choice.setCurrentIndex(choice.findData(4))
    target = tmp_path / "schede.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    qtbot.mouseClick(page.findChild(QPushButton, "score_cards_pdf"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(ui_context.dialogs.messages("inform")))
    said = ui_context.dialogs.messages("inform")[-1]
    assert "(rounds played: 1)" in said and "printed 2 a page" in said, said
    assert len(pdf_text(target).split("\f")[:-1]) == 4
