"""The Registro page: every change with its time and station, and undo of the last one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import AuditEntry, Changes, TournamentId
from tournament_app.services.log.details import details_read
from tournament_app.services.log.words import change_text, place_text
from tournament_app.services.stations import station_text
from tournament_app.ui.button_keys import second_key
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.models import Column, RowTableModel, fit_columns, remember_column_widths
from tournament_app.ui.moments import local_time

LOG_PAGE = 200
"""Changes read at a time: the newest first, more on the director's request."""


class LogPage(QWidget):
    """The audit trail of the open tournament (or the whole database), newest first."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None

        self.model = RowTableModel(
            [
                Column("at", self.tr("When"), lambda e: local_time(e.at, self.language)),
                Column(
                    "station", self.tr("Station"), lambda e: station_text(e.station, self.language)
                ),
                Column("action", self.tr("Change"), self.change_in_words),
                Column("entity", self.tr("What"), lambda e: place_text(e, self.language)),
                Column("undone", self.tr("Undone"), lambda e: self.tr("yes") if e.undone else ""),
            ],
            self,
        )
        self.model.row_foreground = lambda e: QColor("#888888") if e.undone else None
        self.view = QTableView()
        self.view.setObjectName("log")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(True)
        remember_column_widths(self.view, context.settings, "log.table")
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._show_detail())

        self.detail = QPlainTextEdit()
        self.detail.setObjectName("detail")
        self.detail.setReadOnly(True)

        self.undo_button = QPushButton(self.tr("U&ndo last change"))
        self.undo_button.setObjectName("undo")
        second_key(self.undo_button, QKeySequence.StandardKey.Undo)
        self.undo_button.clicked.connect(self.undo_last)
        self.whole_database = QCheckBox(self.tr("Every tournament"))
        self.whole_database.toggled.connect(lambda _on: self.reload())
        self.count = QLabel()
        # The newest changes first; an evening of 250 tables logs thousands, read on demand.
        self.limit = LOG_PAGE
        self.more_button = QPushButton(self.tr("Show &earlier changes"))
        self.more_button.setObjectName("more")
        self.more_button.clicked.connect(self.show_more)

        top = QHBoxLayout()
        top.addWidget(self.undo_button)
        top.addWidget(self.whole_database)
        top.addStretch(1)
        top.addWidget(self.count)
        top.addWidget(self.more_button)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        self.redraw = RedrawWhenShown(self, self.reload)
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        context.changes.language_changed.connect(self._on_language_changed)
        self.set_tournament(context.tournament_id)

    @property
    def language(self) -> str:
        """The window's language, which the rows are worded in (services.log.words, the
        words `torneo log` prints too)."""
        return self.context.language

    def change_in_words(self, entry: AuditEntry) -> str:
        """A logged change in the window's language."""
        return change_text(entry, self.language)

    def focus_first(self) -> None:
        """Keyboard focus on the changes, so the arrows walk them (their detail below)."""
        self.view.setFocus()

    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the log of another tournament (None: of the whole database), read once on
        screen."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        self.limit = LOG_PAGE
        self.redraw.request()

    def _scope(self) -> TournamentId | None:
        return None if self.whole_database.isChecked() else self.tournament_id

    def reload(self) -> None:
        """Read the trail again (the newest `limit` changes)."""
        audit = self.context.services.audit
        entries = audit.list(self._scope(), limit=self.limit)
        total = audit.count(self._scope()) if len(entries) == self.limit else len(entries)
        self.model.set_rows(entries)
        fit_columns(self.view)
        if total > len(entries):
            self.count.setText(
                self.tr("the latest {0} of {1} changes")
                .replace("{0}", str(len(entries)))
                .replace("{1}", str(total))
            )
        else:
            count = self.tr("1 change") if len(entries) == 1 else self.tr("{0} changes")
            self.count.setText(count.replace("{0}", str(len(entries))))
        self.more_button.setVisible(total > len(entries))
        # What undo would take back, as the services pick it: the newest row may be an undo,
        # a refusal or a restore, which undo passes over.
        self.undo_button.setEnabled(audit.next_undoable(self._scope()) is not None)
        self._show_detail()

    def show_more(self) -> None:
        """Read further back in the trail."""
        self.limit += LOG_PAGE
        self.reload()

    def _show_detail(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid():
            self.detail.setPlainText("")
            return
        entry: AuditEntry = self.model.row_at(index.row())
        before, after = details_read(self.context.services, entry, self.language)
        self.detail.setPlainText(
            self.tr("Before:") + "\n" + before + "\n\n" + self.tr("After:") + "\n" + after
        )

    def undo_last(self) -> None:
        """Undo the latest change after the director confirms which one it is."""
        scope = self._scope()
        latest = self.context.services.audit.next_undoable(scope)
        if latest is None:
            self.context.dialogs.inform(
                self, self.tr("Undo"), self.tr("There is no change to undo.")
            )
            self.reload()
            return
        question = (
            self.tr("Undo this change?")
            + "\n\n"
            + f"{local_time(latest.at, self.language)} — "
            + f"{station_text(latest.station, self.language)}\n"
            + self.change_in_words(latest)
            + (f"\n{place_text(latest, self.language)}" if latest.entity else "")
        )
        passed = self.context.services.audit.passed_over(scope)
        if passed is not None:  # the newest change cannot be undone: this one is older
            question = (
                self.tr("The latest change cannot be undone: {0}.").replace(
                    "{0}", self.change_in_words(passed)
                )
                + "\n"
                + question
            )
        if not self.context.dialogs.confirm(self, self.tr("Undo"), question):
            return
        # Exactly the change asked about: if another station wrote meanwhile, the services
        # refuse rather than take back something the director was not asked about.
        self.context.run(
            self,
            lambda: self.context.services.audit.undo_last(scope, expected=latest.id),
            title=self.tr("Undo"),
        )
        self.reload()

    def _on_language_changed(self, _language: str) -> None:
        # The rows are worded when drawn: read them again in the new language.
        self.redraw.request()

    def _on_changed(self, changes: object) -> None:
        if not isinstance(changes, Changes) or changes.audit:
            self.redraw.request()
