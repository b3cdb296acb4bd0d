"""The Rounds page's print buttons: the round shown's seating lists, table cards, scoresheets
and results, each a PDF written by the exports service and opened to print (as every printout:
`ui.export_actions`). They are on while a round is shown, and off while there is none, their
tooltip saying why: a button never does nothing without a word."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QBoxLayout, QPushButton

from tournament_app.ui.export_actions import (
    exports_service,
    file_name,
    round_words,
    tournament_label,
    write_document,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ExportActions", text)


ROUND_DOCUMENTS = (
    # (exports function, document title, what the file name calls it, button text: its Alt
    # letter clear of the Rounds page's other buttons, tabs and menus in both languages)
    (
        "seating_pdf",
        QT_TRANSLATE_NOOP("ExportActions", "Seating lists"),
        QT_TRANSLATE_NOOP("ExportActions", "seating lists"),
        QT_TRANSLATE_NOOP("ExportActions", "S&eating lists"),
    ),
    (
        "table_cards_pdf",
        QT_TRANSLATE_NOOP("ExportActions", "Table cards"),
        QT_TRANSLATE_NOOP("ExportActions", "table cards"),
        QT_TRANSLATE_NOOP("ExportActions", "Ta&ble cards"),
    ),
    (
        "scoresheets_pdf",
        QT_TRANSLATE_NOOP("ExportActions", "Scoresheets"),
        QT_TRANSLATE_NOOP("ExportActions", "scoresheets"),
        QT_TRANSLATE_NOOP("ExportActions", "S&coresheets"),
    ),
    (
        "round_results_pdf",
        QT_TRANSLATE_NOOP("ExportActions", "Round results"),
        QT_TRANSLATE_NOOP("ExportActions", "results"),
        QT_TRANSLATE_NOOP("ExportActions", "R&ound results"),
    ),
)


def add_round_print_buttons(page: Any, layout: QBoxLayout) -> list[QPushButton]:
    """Add the round's print buttons (seating lists, table cards, scoresheets, results) to
    `layout`, off until a round is shown (`show_round_printable`).

    `page` is the Rounds page: it has `context`, `tournament_id` and `current_round()`.
    """
    buttons = []
    for function_name, text, stem, label in ROUND_DOCUMENTS:
        button = QPushButton(_tr(label))
        button.setObjectName(function_name)
        button.clicked.connect(
            lambda _checked=False, f=function_name, t=text, s=stem: _print_round(page, f, t, s)
        )
        layout.addWidget(button)
        buttons.append(button)
    show_round_printable(buttons, "")
    return buttons


def show_round_printable(buttons: Sequence[QPushButton], why_not: str | None) -> None:
    """The round's print buttons on while a round is shown (`why_not` None), else off with
    `why_not` as their tooltip (the page's words: generate a round, open a tournament)."""
    printable = QCoreApplication.translate(
        "ExportActions", "Write a PDF of the round shown and open it to print"
    )
    for button in buttons:
        button.setEnabled(why_not is None)
        button.setToolTip(printable if why_not is None else why_not)


def _print_round(page: Any, function_name: str, text: str, stem: str) -> None:
    current = page.current_round()
    if page.tournament_id is None or current is None:
        return  # never reached by a click: the buttons are off without a round
    # Looked up on click, not when the window is built: reportlab and openpyxl cost start-up.
    function = getattr(exports_service(), function_name)
    tid, number, language = page.tournament_id, current.number, page.context.language
    label = tournament_label(page.context.services, tid)
    write_document(
        page,
        _tr(text),
        file_name(label, round_words(number), _tr(stem), suffix=".pdf"),
        QCoreApplication.translate("ExportActions", "PDF (*.pdf)"),
        lambda path: function(page.context.services, tid, number, path, language=language),
    )
