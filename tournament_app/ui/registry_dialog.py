"""The club's player registry: find a player, correct a name or tessera, add or import players.

Quick add on the Registration page completes from this registry, so a name spelt wrong here is
spelt wrong on every list; this is where it is put right once for every tournament.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import Changes, Player
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import form_with_ok_cancel
from tournament_app.ui.members_import import members_button
from tournament_app.ui.models import Column, RowTableModel, sorted_table_view
from tournament_app.ui.worker import run_with_progress

# How many players the list shows at once; the search narrows a bigger registry.
SHOWN = 500


class PlayerDialog(QDialog):
    """Add a player to the registry, or correct one (`player` given)."""

    def __init__(
        self, context: AppContext, player: Player | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.player = player
        self.saved: Player | None = None
        self.setWindowTitle(self.tr("Player") if player is None else player.full_name)
        self.setMinimumWidth(440)
        self.surname = QLineEdit(player.surname if player else "", self)
        self.name = QLineEdit(player.name if player else "", self)
        self.tessera = QLineEdit((player.tessera or "") if player else "", self)
        self.club = QLineEdit((player.club or "") if player else "", self)
        self.category = QLineEdit((player.category or "") if player else "", self)
        self.category.setMaximumWidth(80)
        form = QFormLayout()
        form.addRow(self.tr("&Surname:"), self.surname)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Tessera:"), self.tessera)
        form.addRow(self.tr("&Club:"), self.club)
        form.addRow(self.tr("C&ategory:"), self.category)
        form_with_ok_cancel(self, form, self.save)

    def save(self) -> None:
        """Write the player; stay open with the reason when the services refuse."""
        surname, name = self.surname.text().strip(), self.name.text().strip()
        tessera, club = self.tessera.text().strip(), self.club.text().strip()
        category = self.category.text().strip()
        registry = self.context.services.registry
        if self.player is None:
            saved = self.context.run(
                self,
                lambda: registry.add(
                    surname,
                    name,
                    tessera=tessera or None,
                    club=club or None,
                    category=category or None,
                ),
                title=self.windowTitle(),
            )
        else:
            player_id = self.player.id
            # "" clears a tessera, club or category; the names are always written.
            saved = self.context.run(
                self,
                lambda: registry.edit(
                    player_id,
                    surname=surname,
                    name=name,
                    tessera=tessera,
                    club=club,
                    category=category,
                ),
                title=self.windowTitle(),
            )
        if saved is not None:
            self.saved = saved
            self.accept()


class RegistryDialog(QDialog):
    """Search the club's players and keep them right."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(self.tr("Players registry"))
        self.resize(900, 560)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Surname, name or tessera"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self.refresh())
        self.model = RowTableModel(
            [
                Column("surname", self.tr("Surname"), lambda p: p.surname),
                Column("name", self.tr("Name"), lambda p: p.name),
                Column("tessera", self.tr("Tessera"), lambda p: p.tessera or ""),
                Column("club", self.tr("Club"), lambda p: p.club or ""),
                Column("category", self.tr("Cat."), lambda p: p.category or ""),
            ],
            self,
        )
        self.view, self.proxy = sorted_table_view(
            self.model, context.settings, "registry/players", widths=(200, 160, 110, 260)
        )
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setWordWrap(False)
        self.view.doubleClicked.connect(lambda _index: self.edit_selected())
        edit_key = QShortcut(QKeySequence(Qt.Key.Key_F2), self.view)
        edit_key.activated.connect(self.edit_selected)

        self.add_button = QPushButton(self.tr("&Add player…"), self)
        self.add_button.clicked.connect(self.add_player)
        self.edit_button = QPushButton(self.tr("&Correct… (F2)"), self)
        self.edit_button.clicked.connect(self.edit_selected)
        self.import_button = QPushButton(self.tr("&Import from Excel/CSV…"), self)
        self.import_button.clicked.connect(self.import_players)
        self.count = QLabel(self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)

        top = QHBoxLayout()
        search_label = QLabel(self.tr("&Find:"), self)
        search_label.setBuddy(self.search)
        top.addWidget(search_label)
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.import_button)
        buttons.addWidget(members_button(self, context))
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        context.changes.changed.connect(self._on_changed)
        self.refresh()

    def refresh(self) -> None:
        """List the players matching the search (every player when it is empty)."""
        text = self.search.text().strip()
        players = (
            self.context.run(self, lambda: self.context.services.registry.search(text, limit=SHOWN))
            or ()
        )
        self.model.set_rows(players)
        if len(players) >= SHOWN:
            self.count.setText(
                self.tr("First {0} players: type to narrow").replace("{0}", str(SHOWN))
            )
        else:
            self.count.setText(self.tr("Players: {0}").replace("{0}", str(len(players))))

    def _on_changed(self, changes: Changes) -> None:
        if changes.registry:
            self.refresh()

    def selected(self) -> Player | None:
        """The player selected in the list."""
        rows = self.view.selectionModel().selectedRows()
        return rows[0].data(RowTableModel.RowRole) if rows else None

    def add_player(self) -> None:
        """Add a new player to the registry."""
        PlayerDialog(self.context, None, self).exec()

    def edit_selected(self) -> None:
        """Correct the selected player's details."""
        player = self.selected()
        if player is not None:
            PlayerDialog(self.context, player, self).exec()

    def import_players(self) -> None:
        """Register the players a CSV or Excel file lists: all of them, or none if a line is
        wrong; those the registry holds already are named, not added again."""
        from tournament_app.services.imports.lists import import_registry

        path = self.context.dialogs.open_file(
            self,
            self.tr("Import players"),
            self.tr("Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)"),
        )
        if not path:
            return
        services = self.context.services
        report = self.context.run(
            self,
            lambda: run_with_progress(
                self,
                self.tr("Reading {0}…").replace("{0}", Path(path).name),
                lambda: import_registry(services, Path(path)),
            ),
            title=self.tr("Import players"),
        )
        if report is None:
            return
        if report.preview.errors:
            from tournament_app.services.imports.problems import describe_problem

            # The services' sentence names what the director needs to find (the tessera, the
            # other line, the column); the line is all the dialog adds.
            lines = [
                self.tr("Line {0}: {1}")
                .replace("{0}", str(error.line))
                .replace("{1}", describe_problem(error, self.context.language))
                for error in report.preview.errors[:15]
            ]
            self.context.dialogs.warn(
                self,
                self.tr("Import players"),
                self.tr("Nothing was imported. Correct these lines in the file and try again:")
                + "\n"
                + "\n".join(lines),
            )
            return
        from tournament_app.services.imports.registry_report import registry_said

        # How many were added, and who was in the registry already (not added again).
        said = registry_said(report, self.context.language)
        self.context.dialogs.inform(self, self.tr("Import players"), "\n".join(said))
