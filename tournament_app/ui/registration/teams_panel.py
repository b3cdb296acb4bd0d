"""The Registration page's teams of a team event: each team (number, name, club) with its
pairs and their players under it, shown only when the tournament is played by teams.
Teams are made and changed with `torneo team`; the page lists them."""

from __future__ import annotations

from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from tournament_app.services.team_values import Team


class TeamsPanel(QTreeWidget):
    """A team a line, its pairs beneath it (expanded), read-only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        self.setHeaderLabels([self.tr("Team"), self.tr("Club"), self.tr("Players")])
        self.setAccessibleName(self.tr("Teams"))
        self.setRootIsDecorated(True)
        self.setMaximumHeight(220)

    def show_teams(self, teams: tuple[Team, ...]) -> None:
        """Replace the list with these teams."""
        self.clear()
        for team in teams:
            players = self.tr("{0} players").replace("{0}", str(team.players))
            item = QTreeWidgetItem([f"{team.number}. {team.name}", team.club, players])
            for pair in team.pairs:
                absent = "" if pair.present else " " + self.tr("(absent)")
                pair_line = self.tr("pair {0}").replace("{0}", str(pair.entry)) + absent
                item.addChild(QTreeWidgetItem([pair_line, "", pair.names]))
            self.addTopLevelItem(item)
            item.setExpanded(True)
        for column in range(3):
            self.resizeColumnToContents(column)
