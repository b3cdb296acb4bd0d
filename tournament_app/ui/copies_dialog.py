"""File ▸ Copies of the database: the copies Torneo takes by itself, one saved where the
director likes (a USB stick before going home), and going back to one of them.

Going back replaces the whole database, so the window does it (`MainWindow.go_back_to_copy`):
it closes its connections, puts the copy back and reopens the file. This dialog lists, asks
and explains; every question goes through `context.dialogs`, so tests never block.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import CopyReason, DatabaseCopy, ErrorCode, ServiceError, Services
from tournament_app.services.context import server_name
from tournament_app.services.moments import day_text
from tournament_app.ui.context import AppContext
from tournament_app.ui.models import Column, RowTableModel, sorted_table_view
from tournament_app.ui.save_choice import save_to_chosen_file

LAST_FOLDER = "copies/last_folder"
"""Setting: the folder the last copy was saved in, offered again next time."""


def taken_on(copy: DatabaseCopy, language: str) -> tuple[str, str]:
    """The local date (dated as `language` dates every day, `services.moments.day_text`) and
    the hour (HH:MM) a copy was taken."""
    moment = copy.taken_at.astimezone()
    return day_text(moment.date(), language), f"{moment:%H:%M}"


def when_text(copy: DatabaseCopy, language: str) -> str:
    """When a copy was taken, in local time: 29/11/2026 21:40 in Italian, 2026-11-29 21:40
    in English."""
    return " ".join(taken_on(copy, language))


def tournament_names(services: Services) -> dict[int, str]:
    """The tournaments' names by id, to say whose round a copy was taken at (none when they
    cannot be read: the copies are still listed)."""
    try:
        return {int(summary.id): summary.name for summary in services.tournaments.list()}
    except ServiceError:
        return {}


def why_text(copy: DatabaseCopy, names: Mapping[int, str]) -> str:
    """Why a copy was taken, in the director's words: a round's publication names its
    tournament (by `names`, id -> name; by its number once deleted), since a club runs
    several; a reason Torneo does not know yet is shown as its file name says it."""
    if copy.why is CopyReason.ROUND_PUBLISHED:
        said = QCoreApplication.translate("CopiesDialog", "Round {0} published").replace(
            "{0}", str(copy.round)
        )
        if copy.tournament is None:  # named before Torneo wrote the tournament in it
            return said
        name = names.get(copy.tournament) or QCoreApplication.translate(
            "CopiesDialog", "tournament {0}"
        ).replace("{0}", str(copy.tournament))
        return f"{said} ({name})"
    if copy.why is CopyReason.BEFORE_UPGRADE:
        return QCoreApplication.translate("CopiesDialog", "Before Torneo's upgrade")
    if copy.why is CopyReason.BEFORE_RESTORE:
        return QCoreApplication.translate("CopiesDialog", "Before going back to a copy")
    return copy.reason


def size_text(size: int) -> str:
    """A file size as the interface language writes it: 152 kB, 4,3 MB."""
    decimals = 0 if size < 1024 * 1024 else 1
    return QLocale().formattedDataSize(
        size, decimals, QLocale.DataSizeFormat.DataSizeTraditionalFormat
    )


class CopiesDialog(QDialog):
    """The automatic copies of the database, newest first, with saving one and going back."""

    def __init__(
        self,
        context: AppContext,
        parent: QWidget | None = None,
        *,
        can_go_back: bool = True,
    ) -> None:
        """`can_go_back`: False on a display station (also when its services are read-only),
        which neither saves a copy nor goes back to one."""
        super().__init__(parent)
        self.context = context
        self.can_go_back = can_go_back and not context.services.read_only
        self.chosen: DatabaseCopy | None = None
        """The copy the director chose to go back to, and confirmed."""
        self.names: dict[int, str] = {}
        self.setWindowTitle(self.tr("Copies of the database"))
        self.resize(820, 460)

        self.explanation = QLabel(self)
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        self.explanation.setText(
            self.tr(
                "Torneo keeps the last {0} copies of the database by itself: one when each round"
                " is published, and one before each upgrade of Torneo. To keep a copy somewhere"
                " else too (a USB stick before going home), use “Save a copy…” below."
            ).replace("{0}", str(context.services.database.keep_backups))
        )
        self.note = QLabel(self)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.note.hide()

        self.model = RowTableModel(
            [
                Column(
                    "when",
                    self.tr("When"),
                    lambda c: when_text(c, self.context.language),
                    sort=lambda c: c.taken_at.timestamp(),
                    tooltip=lambda c: str(c.path),
                ),
                Column(
                    "why",
                    self.tr("Why"),
                    lambda c: why_text(c, self.names),
                    tooltip=lambda c: str(c.path),
                ),
                Column(
                    "size",
                    self.tr("Size"),
                    lambda c: size_text(c.size),
                    sort=lambda c: c.size,
                    numeric=True,
                ),
            ],
            self,
        )
        self.view, self.proxy = sorted_table_view(
            self.model, context.settings, "copies/list", widths=(170, 420)
        )
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setWordWrap(False)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._enable())

        self.save_button = QPushButton(self.tr("&Save a copy…"), self)
        self.save_button.setObjectName("save")
        self.save_button.clicked.connect(self.save_copy)
        self.back_button = QPushButton(self.tr("&Go back to this copy…"), self)
        self.back_button.setObjectName("go_back")
        self.back_button.clicked.connect(self.go_back_to_selected)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        # No default button: Enter on a row must not save, and above all not go back
        # (Esc still closes).
        closing = close.button(QDialogButtonBox.StandardButton.Close)
        for button in (self.save_button, self.back_button, closing):
            button.setAutoDefault(False)
            button.setDefault(False)

        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        layout.addWidget(self.note)
        layout.addSpacing(4)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.refresh()
        self.view.setFocus()

    def refresh(self) -> None:
        """Read the copies again; on a server database say where its copies are made."""
        try:
            copies = self.context.services.backups.list()
        except ServiceError as error:
            # A server database: its copies are made on the server, by whoever looks after it.
            self.explanation.setText(self._on_server(error))
            self.view.hide()
            self.save_button.hide()
            self.back_button.hide()
            self.model.set_rows(())
            return
        self.names = tournament_names(self.context.services)
        self.model.set_rows(copies)
        if not self.can_go_back:
            self.note.setText(
                self.tr(
                    "This is a display station: copies are saved, and gone back to, from the"
                    " director's station."
                )
            )
            self.note.show()
        elif not copies:
            self.note.setText(self.tr("No copy yet: the first is taken when a round is published."))
            self.note.show()
        else:
            self.note.hide()
        self._enable()

    def _on_server(self, error: ServiceError) -> str:
        """Why a server database lists no copies, and how the director takes the evening
        home all the same (a tournament file); never the server's address or pg_dump, which
        are for whoever looks after the server (docs/install.md)."""
        if error.code is not ErrorCode.COPIES_ON_SERVER:
            return self.context.describe_error(error)
        return self.tr(
            "This database is on the server {0}: its copies are made on the server, by whoever"
            " looks after it, so none is listed here and none can be saved from here. To take"
            " a tournament home (on a USB stick, say), open it and use File ▸ Export tournament"
            " file…: the file holds the whole tournament, and File ▸ Import tournament file…"
            " brings it into Torneo on any computer."
        ).replace("{0}", server_name(self.context.services.database.url))

    def _enable(self) -> None:
        # A display station writes no file of the database's (the services refuse it too).
        self.save_button.setEnabled(self.can_go_back)
        self.back_button.setEnabled(self.can_go_back and self.selected() is not None)

    def copies(self) -> list[DatabaseCopy]:
        """The copies as listed, top to bottom."""
        return [
            self.proxy.index(row, 0).data(RowTableModel.RowRole)
            for row in range(self.proxy.rowCount())
        ]

    def selected(self) -> DatabaseCopy | None:
        """The copy selected in the list."""
        rows = self.view.selectionModel().selectedRows()
        return rows[0].data(RowTableModel.RowRole) if rows else None

    # -- saving a copy ------------------------------------------------------------------------
    def save_copy(self) -> Path | None:
        """Ask where, write a whole copy of the database there (stations may go on entering
        results meanwhile) and say where it went; a copy that cannot be written is explained
        and nothing is changed."""
        title = self.tr("Save a copy")
        database = self.context.services.database.path
        stem = database.stem if database is not None else "torneo"
        folder = str(self.context.settings.value(LAST_FOLDER, "") or "") or str(Path.home())
        suggested = Path(folder) / f"{stem}-{date.today().isoformat()}.sqlite3"
        backups = self.context.services.backups

        def save(chosen: Path) -> Path:
            # A name without an extension gets one, so that File ▸ Open database lists it.
            target = chosen if chosen.suffix else chosen.with_name(chosen.name + ".sqlite3")
            return backups.save_copy(target)

        done = save_to_chosen_file(
            self,
            self.context,
            title,
            self.tr("Torneo databases (*.sqlite3 *.db);;All files (*)"),
            suggested,
            save,
            busy=self.tr("Saving a copy to {0}…"),
        )
        if done is None:
            return None
        saved = done[1]
        self.context.settings.set_value(LAST_FOLDER, str(saved.parent))
        self.context.dialogs.inform(
            self,
            title,
            self.tr(
                "A copy of the database, with everything entered until now, was saved as {0}."
                " Torneo opens it (File ▸ Open database…) on this computer or another."
            ).replace("{0}", str(saved)),
        )
        return saved

    # -- going back to a copy -----------------------------------------------------------------
    def go_back_to_selected(self) -> DatabaseCopy | None:
        """Ask, in plain words, before taking the database back to the selected copy; on Yes
        close with it as `chosen` (the window goes back once the dialog is closed)."""
        copy = self.selected()
        if copy is None or not self.can_go_back:
            return None
        day, hour = taken_on(copy, self.context.language)
        question = (
            self.tr(
                "Go back to the copy of {0} at {1}, “{2}”?\n\n"
                "The database will be as it was then: what was entered after it will no longer"
                " be there. It is not lost: first the database as it is now is kept as a copy,"
                " listed here, and you can go back to that one too.\n\n"
                "Other stations using this database should close Torneo before you go on."
            )
            .replace("{0}", day)
            .replace("{1}", hour)
            .replace("{2}", why_text(copy, self.names))
        )
        if not self.context.dialogs.confirm(self, self.tr("Go back to a copy"), question):
            return None
        self.chosen = copy
        self.accept()
        return copy


def gone_back_text(copy: DatabaseCopy, services: Services, language: str) -> str:
    """What the director reads once the database (`services`, reopened) went back to `copy`,
    its day dated as `language` dates it."""
    day, hour = taken_on(copy, language)
    return (
        QCoreApplication.translate(
            "CopiesDialog",
            "The database is back to how it was on {0} at {1}, “{2}”. The database as it was"
            " before is kept as a copy: it is the first one in File ▸ Copies of the database."
            " The other stations can open Torneo again.",
        )
        .replace("{0}", day)
        .replace("{1}", hour)
        .replace("{2}", why_text(copy, tournament_names(services)))
    )


def register_screenshots(register: Any) -> None:
    """The demo database's copies (taken as its rounds were published), the newest selected."""

    def build(shot: Any) -> QWidget:
        dialog = CopiesDialog(shot.context)
        dialog.view.selectRow(0)
        shot.opened.append(dialog)
        return dialog

    register("copies", build, size=(820, 360))
