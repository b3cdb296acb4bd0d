"""The start screen: the club's tournaments, and New / Open / Import / Export / Delete.

On a database with no tournament it offers the demo tournaments, so a first-time director has
something to click through before the real evening.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    Changes,
    ErrorCode,
    ServiceError,
    TournamentStatus,
    TournamentSummary,
)
from tournament_app.services.domain_words import capitalised, game_name, tournament_status_name
from tournament_app.services.messages import still_open_sentence
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.i18n import format_date
from tournament_app.ui.models import Column, RowTableModel, remember_column_widths
from tournament_app.ui.worker import run_with_progress

if TYPE_CHECKING:
    from tournament_app.services.archive.tournament_file import ImportedTournament
    from tournament_app.services.still_open import StillOpen


class StartPage(QWidget):
    """The list of tournaments in the open database."""

    open_requested = Signal(int)
    """The director asked to open a tournament (its id)."""
    new_requested = Signal()
    """The director asked for the new-tournament wizard."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.model = RowTableModel(
            [
                Column("name", self.tr("Tournament"), lambda t: t.name),
                Column(
                    "game",
                    self.tr("Game"),
                    lambda t: capitalised(game_name(t.game, self.context.language)),
                ),
                Column(
                    "date",
                    self.tr("Date"),
                    lambda t: format_date(t.date, self.context.language),
                    sort=_date_key,
                ),
                Column(
                    "status",
                    self.tr("Status"),
                    lambda t: capitalised(tournament_status_name(t.status, self.context.language)),
                ),
                Column("entries", self.tr("Entries"), lambda t: t.entries, numeric=True),
                Column("rounds", self.tr("Rounds"), lambda t: t.rounds, numeric=True),
            ],
            self,
        )
        self.model.row_bold = lambda t: t.id == self.context.tournament_id
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(RowTableModel.SortRole)

        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setTabKeyNavigation(False)  # Tab goes on to the buttons
        self.view.verticalHeader().setVisible(False)
        self.view.setAlternatingRowColors(True)
        self.view.doubleClicked.connect(lambda _index: self.open_selected())
        remember_column_widths(self.view, context.settings, "start/tournaments")
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if not context.settings.column_widths("start/tournaments"):
            for column, width in enumerate((0, 110, 110, 130, 90, 80)):
                if width:
                    header.resizeSection(column, width)
        self.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self.view)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(self.open_selected)

        self.title = QLabel(self.tr("Tournaments"), self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)

        self.new_button = QPushButton(self.tr("&New tournament…"), self)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.open_button.clicked.connect(self.open_selected)
        self.import_button = QPushButton(self.tr("I&mport tournament file…"), self)
        self.import_button.clicked.connect(lambda _=False: self.import_file())
        self.export_button = QPushButton(self.tr("E&xport tournament file…"), self)
        self.export_button.clicked.connect(self.export_selected)
        self.finish_button = QPushButton(self.tr("Mar&k finished"), self)
        self.finish_button.setToolTip(
            self.tr("A finished tournament counts in the season ranking; mark it again to reopen")
        )
        self.finish_button.clicked.connect(self.toggle_finished)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.delete_button.clicked.connect(self.delete_selected)
        buttons = QHBoxLayout()
        for button in (
            self.new_button,
            self.open_button,
            self.import_button,
            self.export_button,
        ):
            buttons.addWidget(button)
        buttons.addWidget(self.finish_button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)

        self.demo_box = QFrame(self)
        self.demo_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.demo_box.setStyleSheet("QFrame { background: #eef5ff; border-radius: 6px; }")
        demo_text = QLabel(
            self.tr(
                "<b>Welcome to Torneo.</b> There is no tournament in this database yet. "
                "Create a new one, or try the demo tournaments (a burraco evening of 16 pairs "
                "half played, and a scala 40 afternoon) to see how an evening goes."
            ),
            self.demo_box,
        )
        demo_text.setWordWrap(True)
        self.demo_button = QPushButton(self.tr("&Create the demo tournaments"), self.demo_box)
        self.demo_button.clicked.connect(self.create_demo)
        demo_layout = QHBoxLayout(self.demo_box)
        demo_layout.addWidget(demo_text, 1)
        demo_layout.addWidget(self.demo_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.demo_box)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)
        self.view.selectionModel().selectionChanged.connect(self._enable_buttons)

        # Read again when shown: a result typed on the Results page (it counts the round as
        # changed) read the whole tournament list behind it.
        self.redraw = RedrawWhenShown(self, self.refresh)
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        self.refresh()

    # -- content ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Reload the tournament list, keeping the selection on the same tournament."""
        selected = self.selected()
        tournaments = self.context.run(self, self.context.services.tournaments.list) or ()
        self.model.set_rows(tournaments)
        self.demo_box.setVisible(not tournaments)
        self.select(selected.id if selected else self.context.tournament_id)
        self._enable_buttons()

    def focus_first(self) -> None:
        """Keyboard focus on the list, so arrows pick a tournament and Enter opens it."""
        self.view.setFocus()

    def set_tournament(self, tournament_id: int | None) -> None:
        """Select and embolden the open tournament."""
        self.select(tournament_id)
        self.view.viewport().update()

    def _on_changed(self, changes: Changes) -> None:
        if changes.tournaments or changes.entries or changes.rounds:
            self.redraw.request()

    def select(self, tournament_id: int | None) -> None:
        """Select a tournament's row (the first row when it is not listed)."""
        self.redraw.current()  # the list as it is now, shown or not
        for row in range(self.proxy.rowCount()):
            value = self.proxy.index(row, 0).data(RowTableModel.RowRole)
            if value.id == tournament_id:
                self.view.selectRow(row)
                return
        if self.proxy.rowCount():
            self.view.selectRow(0)

    def selected(self) -> TournamentSummary | None:
        """The tournament selected in the list."""
        rows = self.view.selectionModel().selectedRows() if self.view.selectionModel() else []
        if not rows:
            return None
        value = rows[0].data(RowTableModel.RowRole)
        return value if isinstance(value, TournamentSummary) else None

    def _enable_buttons(self, *_: object) -> None:
        chosen = self.selected() is not None
        for button in (self.open_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)
        summary = self.selected()
        finished = summary is not None and summary.status is TournamentStatus.FINISHED
        self.finish_button.setText(self.tr("Reop&en") if finished else self.tr("Mar&k finished"))
        self.finish_button.setEnabled(
            summary is not None and summary.status is not TournamentStatus.REGISTRATION
        )

    # -- actions ------------------------------------------------------------------------------
    def open_selected(self) -> None:
        """Open the selected tournament."""
        chosen = self.selected()
        if chosen is not None:
            self.open_requested.emit(int(chosen.id))

    def create_demo(self) -> None:
        """Create the demo tournaments (a few seconds: in a worker) and open the burraco one."""
        services = self.context.services
        ids = self.context.run(
            self,
            lambda: run_with_progress(
                self, self.tr("Creating the demo tournaments…"), services.demo.create_all
            ),
            title=self.tr("Demo tournaments"),
        )
        self.context.settings.demo_offered = True
        self.refresh()
        if ids:
            self.open_requested.emit(int(ids[0]))

    def toggle_finished(self) -> None:
        """Mark the selected tournament finished (it then counts in the season) or reopen it.

        While something is still open (a round in play, a double entry disagreeing, a
        draft) the services list it and the director is asked first, with the list."""
        chosen = self.selected()
        if chosen is None:
            return
        services = self.context.services.tournaments
        title = self.finish_button.text().replace("&", "")
        if chosen.status is TournamentStatus.FINISHED:
            self.context.run(
                self, lambda: services.set_status(chosen.id, TournamentStatus.RUNNING), title=title
            )
            return
        found = self.context.run(self, lambda: services.still_open(chosen.id), title=title)
        if found is None:
            return  # the database did not answer: said, and nothing changed
        if found and not self.context.dialogs.confirm(
            self, title, self._still_open_question(chosen.name, found)
        ):
            return
        self.context.run(
            self, lambda: services.finish(chosen.id, despite_open=bool(found)), title=title
        )

    def _still_open_question(self, name: str, found: Sequence[StillOpen]) -> str:
        """ "“Serata” still has business open: - round 4 is still in play: …  Mark it
        finished anyway?" with each open item worded by the services' catalogue."""
        language = self.context.language
        lines = [
            "- " + still_open_sentence(item.kind.value, item.round, item.tables, language)
            for item in found
        ]
        return "\n".join(
            [
                self.tr("“{0}” still has business open:").replace("{0}", name),
                *lines,
                "",
                self.tr(
                    "Mark it finished anyway? Its standings become final and count in the"
                    " season ranking (it can be reopened)."
                ),
            ]
        )

    def delete_selected(self) -> None:
        """Delete the selected tournament after confirmation (the log can undo it)."""
        chosen = self.selected()
        if chosen is None:
            return
        question = self.tr(
            "Delete the tournament “{0}” with its entries, rounds and results? "
            "The Log page can undo it."
        ).replace("{0}", chosen.name)
        if not self.context.dialogs.confirm(self, self.tr("Delete tournament"), question):
            return

        def delete() -> bool:
            self.context.services.tournaments.delete(chosen.id)
            return True

        done = self.context.run(self, delete, title=self.tr("Delete tournament"))
        if done and self.context.tournament_id == chosen.id:
            self.context.open_tournament(None)

    def export_selected(self) -> None:
        """Save the selected tournament as one self-contained file."""
        from tournament_app.services.archive import tournament_file as archive
        from tournament_app.ui.export_actions import file_name, proposed_folder, tournament_label
        from tournament_app.ui.save_choice import save_to_chosen_file

        chosen = self.selected()
        if chosen is None:
            return
        services = self.context.services
        # Proposed where prints and exports go (the last folder used, else Documents/Torneo),
        # never the program's folder, where a Start-menu icon would leave it.
        suggested = file_name(tournament_label(services, chosen.id), suffix=archive.SUFFIX)
        title = self.tr("Export tournament file")
        saved = save_to_chosen_file(
            self,
            self.context,
            title,
            self._file_filter(),
            proposed_folder(self.context.settings) / suggested,
            lambda path: archive.export_tournament_file(services, chosen.id, path),
            busy=self.tr("Exporting the tournament…"),
        )
        if saved is not None:
            self.context.settings.export_folder = saved[0].parent
            self.context.dialogs.inform(
                self,
                title,
                self.tr("“{0}” was saved to {1}.")
                .replace("{0}", chosen.name)
                .replace("{1}", str(saved[1])),
            )

    def import_file(self, path: str | None = None) -> ImportedTournament | None:
        """Read a tournament file made by another Torneo, add it to this database and open it;
        None if refused (the message says why) or cancelled. Without `path`, ask for the file;
        with one (a file double-clicked in the file manager), import that."""
        from tournament_app.services.archive import tournament_file as archive

        if path is None:
            path = self.context.dialogs.open_file(
                self, self.tr("Import tournament file"), self._file_filter()
            )
        if not path:
            return None
        title = self.tr("Import tournament file")

        def importing(*, again: bool) -> ImportedTournament | ServiceError:
            try:
                return run_with_progress(
                    self,
                    self.tr("Importing the tournament…"),
                    lambda: archive.import_tournament_file(
                        self.context.services, Path(path), again=again
                    ),
                )
            except ServiceError as error:
                if error.code is not ErrorCode.ALREADY_IMPORTED:
                    raise
                return error  # a question, not a refusal: asked below

        outcome = self.context.run(self, lambda: importing(again=False), title=title)
        if isinstance(outcome, ServiceError):
            copy, existing = self.tr("Import it again as a copy"), self.tr("Open the existing one")
            chosen = self.context.dialogs.ask_choice(
                self, title, self.context.describe_error(outcome), [copy, existing]
            )
            if chosen == existing:
                self.open_requested.emit(int(outcome.params["tournament"]))
                return None
            if chosen != copy:
                return None
            outcome = self.context.run(self, lambda: importing(again=True), title=title)
        imported = outcome if not isinstance(outcome, ServiceError) else None
        if imported is not None:
            self.refresh()
            self.context.dialogs.inform(
                self,
                self.tr("Import tournament file"),
                self.tr(
                    "“{0}” was imported. Players added to the registry: {1}; already there: {2}."
                )
                .replace("{0}", imported.name)
                .replace("{1}", str(imported.players_added))
                .replace("{2}", str(imported.players_matched)),
            )
            self.open_requested.emit(int(imported.tournament_id))
        return imported

    def _file_filter(self) -> str:
        from tournament_app.services.archive import tournament_file as archive

        return self.tr("Tournament files (*{0});;All files (*)").replace("{0}", archive.SUFFIX)


def _date_key(summary: TournamentSummary) -> str:
    return summary.date or ""


__all__ = ["StartPage"]
