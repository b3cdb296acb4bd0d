"""The Registration page's teams of a team event: each team (number, name, club) with its
pairs and their players under it, shown only when the tournament is played by teams; a team
is made of pairs already entered (Add team…) and taken out before it is seated (Remove team).
Line-ups other than the first two pairs are chosen with `torneo team lineup`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services.team_values import Team
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import form_with_ok_cancel


class TeamsPanel(QWidget):
    """A team a line, its pairs beneath it (expanded); Add team… and Remove team beside."""

    def __init__(
        self,
        context: AppContext,
        tournament_id: Callable[[], int | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id = tournament_id
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Team"), self.tr("Club"), self.tr("Players")])
        self.tree.setAccessibleName(self.tr("Teams"))
        self.tree.setMaximumHeight(220)
        self.add_button = QPushButton(self.tr("Add tea&m…"), self)
        self.add_button.clicked.connect(self.add_team)
        self.remove_button = QPushButton(self.tr("Remo&ve team"), self)
        self.remove_button.clicked.connect(self.remove_team)
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        self.teams: tuple[Team, ...] = ()

    def show_teams(self, teams: tuple[Team, ...]) -> None:
        """Replace the list with these teams."""
        self.teams = teams
        self.tree.clear()
        for team in teams:
            players = self.tr("{0} players").replace("{0}", str(team.players))
            item = QTreeWidgetItem([f"{team.number}. {team.name}", team.club, players])
            for pair in team.pairs:
                absent = "" if pair.present else " " + self.tr("(absent)")
                pair_line = self.tr("pair {0}").replace("{0}", str(pair.entry)) + absent
                item.addChild(QTreeWidgetItem([pair_line, "", pair.names]))
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)
        for column in range(3):
            self.tree.resizeColumnToContents(column)

    def selected_team(self) -> Team | None:
        """The team of the line selected (a pair's line selects its team)."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        if item is None:
            return None
        return self.teams[self.tree.indexOfTopLevelItem(item)]

    def add_team(self) -> None:
        """Ask for a new team's name, club and pairs."""
        tid = self.tournament_id()
        if tid is not None:
            TeamDialog(self.context, tid, self).exec()

    def remove_team(self) -> None:
        """Take the selected team out, once confirmed (its pairs stay entered)."""
        tid, team = self.tournament_id(), self.selected_team()
        if tid is None or team is None:
            return
        title = self.tr("Remove team")
        question = self.tr("Remove team {0} ({1})? Its pairs stay entered.")
        question = question.replace("{0}", str(team.number)).replace("{1}", team.name)
        if self.context.dialogs.confirm(self, title, question):
            number = team.number
            self.context.run(
                self, lambda: self.context.services.teams.remove(tid, number), title=title
            )


class TeamDialog(QDialog):
    """A new team: its name, its club, and its pairs by number (2 or 3: 4 to 6 players)."""

    def __init__(self, context: AppContext, tournament_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.tournament_id = tournament_id
        self.setWindowTitle(self.tr("New team"))
        self.setMinimumWidth(420)
        self.name_edit = QLineEdit(self)
        self.club_edit = QLineEdit(self)
        self.pairs_edit = QLineEdit(self)
        self.pairs_edit.setPlaceholderText(self.tr("e.g. 1, 2 (or three pairs: 1, 2, 3)"))
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Club:"), self.club_edit)
        form.addRow(self.tr("&Pairs:"), self.pairs_edit)
        form_with_ok_cancel(self, form, self.save)

    def pairs(self) -> list[int] | None:
        """The pair numbers typed, None when one is not a number."""
        parts = [p for p in self.pairs_edit.text().replace(";", ",").replace(" ", ",").split(",")]
        try:
            return [int(part) for part in parts if part.strip()]
        except ValueError:
            return None

    def save(self) -> None:
        """Make the team; stay open with the reason when it is refused."""
        pairs = self.pairs()
        if pairs is None:
            self.context.dialogs.warn(
                self, self.windowTitle(), self.tr("Type the pairs' numbers, e.g. 1, 2.")
            )
            return
        tid, name, club = self.tournament_id, self.name_edit.text(), self.club_edit.text()
        done = self.context.run(
            self,
            lambda: self.context.services.teams.add(tid, name, pairs, club=club),
            title=self.windowTitle(),
        )
        if done is not None:
            self.accept()
