"""Import members…: the federation's or the club's member list replaced by a CSV or Excel file,
all of it or nothing; the Registration page then flags each player whose tessera is missing,
unknown or expired (`services.members`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton, QWidget

from tournament_app.ui.worker import run_with_progress

SHOWN_PROBLEMS = 15


def _tr(text: str) -> str:
    return QCoreApplication.translate("MembersImport", text)


def members_button(parent: QWidget, context: Any) -> QPushButton:
    """The button that imports the member list (beside the registry's own import)."""
    button = QPushButton(QCoreApplication.translate("MembersImport", "Import &members…"), parent)
    button.setObjectName("import_members")
    button.setToolTip(
        QCoreApplication.translate(
            "MembersImport",
            "Replace the member list (Tessera, Surname, Name, Club, Category, Valid until) with"
            " the federation's or the club's file; entries with a tessera missing, unknown or"
            " expired are then flagged in Registration",
        )
    )
    button.clicked.connect(lambda: import_members(parent, context))
    return button


def import_members(parent: QWidget, context: Any) -> int | None:
    """Ask for the file, import it, and say what happened; returns the members imported
    (None: cancelled, or nothing imported)."""
    from tournament_app.services.imports.problems import describe_problem
    from tournament_app.services.members import import_members as import_list

    title = QCoreApplication.translate("MembersImport", "Import members")
    path = context.dialogs.open_file(
        parent,
        title,
        QCoreApplication.translate(
            "MembersImport", "Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)"
        ),
    )
    if not path:
        return None
    services = context.services
    reading = QCoreApplication.translate("MembersImport", "Reading {0}…")
    report = context.run(
        parent,
        lambda: run_with_progress(
            parent,
            reading.replace("{0}", Path(path).name),
            lambda: import_list(services, Path(path)),
        ),
        title=title,
    )
    if report is None:
        return None
    if report.preview.errors:
        lines = [
            QCoreApplication.translate("MembersImport", "Line {0}: {1}")
            .replace("{0}", str(error.line))
            .replace("{1}", describe_problem(error, context.language))
            for error in report.preview.errors[:SHOWN_PROBLEMS]
        ]
        context.dialogs.warn(
            parent,
            title,
            QCoreApplication.translate(
                "MembersImport",
                "Nothing was imported: the member list is as it was. Correct these lines in"
                " the file and try again:",
            )
            + "\n"
            + "\n".join(lines),
        )
        return None
    imported = (
        QCoreApplication.translate(
            "MembersImport",
            "Member list imported: 1 member. The Registration page flags the entries to check.",
        )
        if report.added == 1
        else QCoreApplication.translate(
            "MembersImport",
            "Member list imported: {0} members. The Registration page flags the entries to check.",
        )
    )
    context.dialogs.inform(parent, title, imported.replace("{0}", str(report.added)))
    return int(report.added)
