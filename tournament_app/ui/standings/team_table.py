"""The Standings page's team ranking (a team event): rank, team, club, team VP, the MP of
the matches and their difference, matches played; above the pairs' ranking, which a team
event keeps for the pairs' own figures."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from tournament_app.services.teams.values import TeamStanding

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class TeamStandingsTable(QTableWidget):
    """The team ranking, read-only, a team a row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        headings = [
            self.tr("Rank"),
            self.tr("Team"),
            self.tr("Club"),
            self.tr("VP"),
            self.tr("MP for"),
            self.tr("MP against"),
            self.tr("MP diff."),
            self.tr("Matches"),
        ]
        self.setColumnCount(len(headings))
        self.setHorizontalHeaderLabels(headings)
        self.setAccessibleName(self.tr("Team standings"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.setMaximumHeight(240)

    def show_rows(self, rows: tuple[TeamStanding, ...]) -> None:
        """Replace the ranking with these rows (a shared rank marked "=")."""
        self.setRowCount(len(rows))
        for position, row in enumerate(rows):
            rank = f"{row.rank}=" if row.tied else str(row.rank)
            cells = (
                rank,
                f"{row.team}. {row.name}",
                row.club,
                str(row.vp),
                str(row.mp_for),
                str(row.mp_against),
                f"{row.mp_diff:+d}",
                str(row.played),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column not in (1, 2):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(position, column, item)
        self.resizeColumnsToContents()
