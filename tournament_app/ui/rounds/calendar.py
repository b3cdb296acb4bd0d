"""The Rounds page's "Calendar of the groups" button: a scala 40 all'italiana's whole
calendar (every round's tables with their group) as a PDF, written by the exports service
and opened to print, shown only for a tournament played all'italiana."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QBoxLayout, QPushButton

from tournament_app.services.italiana import italiana
from tournament_app.services.settings import Scala40Settings


def _title() -> str:
    return QCoreApplication.translate("RoundsCalendar", "Calendar of the groups")


def add_calendar_button(page: Any, layout: QBoxLayout) -> QPushButton:
    """Add the button to `layout`, hidden until `show_calendar_button` finds an
    all'italiana. `page` is the Rounds page (`context`, `tournament_id`)."""
    button = QPushButton(_title())
    button.setObjectName("calendar_pdf")
    button.setToolTip(
        QCoreApplication.translate(
            "RoundsCalendar",
            "Write a PDF of every round's tables with their group, and open it to print",
        )
    )
    button.clicked.connect(lambda _checked=False: _print_calendar(page))
    button.setVisible(False)
    layout.addWidget(button)
    return button


def show_calendar_button(button: QPushButton, settings: object) -> None:
    """Show the button only for a scala 40 tournament played all'italiana."""
    button.setVisible(isinstance(settings, Scala40Settings) and italiana(settings))


def _print_calendar(page: Any) -> None:
    from tournament_app.services import exports  # late: it pulls in reportlab
    from tournament_app.ui.export_actions import file_name, tournament_label, write_document

    if page.tournament_id is None:
        return
    tid, language = page.tournament_id, page.context.language
    label = tournament_label(page.context.services, tid)
    write_document(
        page,
        _title(),
        file_name(label, QCoreApplication.translate("RoundsCalendar", "calendar"), suffix=".pdf"),
        QCoreApplication.translate("ExportActions", "PDF (*.pdf)"),
        lambda path: exports.calendar_pdf(page.context.services, tid, path, language=language),
    )
