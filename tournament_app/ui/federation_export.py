"""The results file for the federation, saved from the window: CSV, Excel or JSON by the name's
ending (`services.federation`; the format is in docs/federation.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from tournament_app.ui.export_actions import file_name, tournament_label, write_document


def _tr(text: str) -> str:
    return QCoreApplication.translate("FederationExport", text)


def federation_button(page: Any) -> QPushButton:
    """The button that saves the federation's file of the tournament `page` shows."""
    button = QPushButton(QCoreApplication.translate("FederationExport", "Federation file…"))
    button.setObjectName("federation_file")
    button.setToolTip(
        QCoreApplication.translate(
            "FederationExport",
            "The results for the federation, a row per player with the tessera: CSV, Excel or JSON",
        )
    )
    button.clicked.connect(lambda: save_federation_file(page))
    return button


def filters() -> str:
    """The picker's file types: the name's ending chooses the format."""
    return QCoreApplication.translate(
        "FederationExport", "CSV for Excel (*.csv);;Excel (*.xlsx);;JSON (*.json)"
    )


def save_federation_file(page: Any) -> Path | None:
    """Ask where, write the file, and say where it went (and that it is provisional until the
    tournament is marked finished)."""
    if page.tournament_id is None:
        return None
    from tournament_app.services import TournamentStatus
    from tournament_app.services.federation import write_federation_file

    services, tid = page.context.services, page.tournament_id
    title = QCoreApplication.translate("FederationExport", "Results for the federation")
    name = file_name(
        tournament_label(services, tid),
        QCoreApplication.translate("FederationExport", "federation"),
        suffix=".csv",
    )
    written = write_document(
        page, title, name, filters(), lambda path: write_federation_file(services, tid, path)
    )
    if written is None:
        return None
    said = QCoreApplication.translate("FederationExport", "Saved: {0}").replace("{0}", str(written))
    if services.tournaments.get(tid).status is not TournamentStatus.FINISHED:
        said += "\n\n" + QCoreApplication.translate(
            "FederationExport",
            "The tournament is not marked finished, so the file says it is provisional"
            ' ("provvisoria"). Save it again once the tournament is finished.',
        )
    page.context.dialogs.inform(page, title, said)
    return written
