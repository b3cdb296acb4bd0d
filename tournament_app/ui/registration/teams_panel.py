"""The Registration page's teams of a team event: each team (number, name, club) with its
pairs and their players under it, shown only when the tournament is played by teams; a team
is made of pairs already entered (Add team…), fields two of them a round (Line-up…, else its
first two) and is taken out before it is seated (Remove team)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services.teams.values import Team
from tournament_app.services.values import Entry, RoundStatus
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
        self.lineup_button = QPushButton(self.tr("&Line-up…"), self)
        self.lineup_button.clicked.connect(self.choose_lineup)
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.lineup_button)
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
                pair_line = self.tr("pair {0}").replace("{0}", str(pair.entry))
                if pair.withdrawn:
                    pair_line += " " + self.tr("(withdrawn)")
                elif not pair.present:
                    pair_line += " " + self.tr("(absent)")
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

    def choose_lineup(self) -> None:
        """Choose the two pairs the selected team fields in the next round."""
        tid, team = self.tournament_id(), self.selected_team()
        if tid is not None and team is not None:
            LineUpDialog(self.context, tid, team, self).exec()


def warn_team_out(context: AppContext, parent: QWidget, entry: Entry, tournament_id: int) -> None:
    """After a withdrawal that left the entry's team fewer than two pairs in play
    (`Entry.team_out`): the services' warning that the team is out of the next rounds."""
    if entry.team_out is None:
        return
    from tournament_app.services.messages.teams import team_out_sentence

    title = QCoreApplication.translate("TeamsPanel", "Team out of the next rounds")
    said = team_out_sentence(entry.team_out, entry.number, tournament_id, context.language)
    context.dialogs.warn(parent, title, said)


def next_round(context: AppContext, tournament_id: int) -> int:
    """The round a line-up is for: the draft's, else the one after the last announced."""
    rounds = context.services.rounds.list(tournament_id)
    if not rounds:
        return 1
    last = rounds[-1]
    return last.number if last.status is RoundStatus.DRAFT else last.number + 1


class LineUpDialog(QDialog):
    """A team's two pairs for a round: the first table's and the second table's."""

    def __init__(
        self, context: AppContext, tournament_id: int, team: Team, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id = tournament_id
        self.team = team
        self.setWindowTitle(self.tr("Line-up of {0}").replace("{0}", team.name))
        self.round_spin = QSpinBox(self)
        self.round_spin.setRange(1, 99)
        self.round_spin.setValue(next_round(context, tournament_id))
        self.first = QComboBox(self)
        self.second = QComboBox(self)
        for combo in (self.first, self.second):
            for pair in team.pairs:
                combo.addItem(f"{pair.entry} – {pair.names}", pair.entry)
        self.second.setCurrentIndex(min(1, self.second.count() - 1))
        form = QFormLayout()
        form.addRow(self.tr("&Round:"), self.round_spin)
        form.addRow(self.tr("&First table:"), self.first)
        form.addRow(self.tr("&Second table:"), self.second)
        form_with_ok_cancel(self, form, self.save)

    def save(self) -> None:
        """Keep the line-up; stay open with the reason when it is refused. A draft of that
        round is seated again by Generate."""
        tid, number, round_number = self.tournament_id, self.team.number, self.round_spin.value()
        first, second = self.first.currentData(), self.second.currentData()
        done = self.context.run(
            self,
            lambda: self.context.services.teams.set_lineup(
                tid, round_number, number, first, second
            ),
            title=self.windowTitle(),
        )
        if done is not None:
            self.accept()


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
