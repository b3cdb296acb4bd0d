"""The Standings page's team ranking (a team event): rank, team, club, team VP, the MP of
the matches and their difference, matches played, then as the pairs' ranking the tie-break
that placed a team below another level on VP and a note for a withdrawn team (each only when
some row has something in it); above the pairs' ranking, which a team event keeps for the
pairs' own figures. Beside it, "Draw lots for team ties…" draws lots among teams level on
everything, as the pairs' button does among pairs (`TeamService.draw_lots`)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services.domain_words import tie_break_said
from tournament_app.services.teams.values import TeamStanding
from tournament_app.ui.context import AppContext
from tournament_app.ui.standings.tie_choice import chosen_ties, drawn_in_turn

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
TIE_BREAK, NOTE = 8, 9
"""The columns shown only when some row has something in them."""


class TeamStandingsTable(QTableWidget):
    """The team ranking, read-only, a team a row."""

    def __init__(self, parent: QWidget | None = None, language: str = "it") -> None:
        super().__init__(parent)
        self.language = language
        headings = [
            self.tr("Rank"),
            self.tr("Team"),
            self.tr("Club"),
            self.tr("VP"),
            self.tr("MP for"),
            self.tr("MP against"),
            self.tr("MP diff."),
            self.tr("Matches"),
            self.tr("Tie-break"),
            self.tr("Note"),
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
            said = tie_break_said(row.tie_break, self.language, awaiting_draw=row.awaiting_draw)
            cells = (
                rank,
                f"{row.team}. {row.name}",
                row.club,
                str(row.vp),
                str(row.mp_for),
                str(row.mp_against),
                f"{row.mp_diff:+d}",
                str(row.played),
                said,
                self.tr("withdrawn") if row.withdrawn else "",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column not in (1, 2, TIE_BREAK, NOTE):
                    item.setTextAlignment(RIGHT)
                self.setItem(position, column, item)
        self.setColumnHidden(
            TIE_BREAK, not any(self.item(r, TIE_BREAK).text() for r in range(len(rows)))
        )
        self.setColumnHidden(NOTE, not any(row.withdrawn for row in rows))
        self.resizeColumnsToContents()


class TeamStandingsBox(QWidget):
    """The team ranking and, beside it, the button that draws lots among level teams."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: int | None = None
        self.table = TeamStandingsTable(self, context.language)
        self.draw_button = QPushButton(self.tr("Dra&w lots for team ties…"), self)
        self.draw_button.setObjectName("draw_team_lots")
        self.draw_button.clicked.connect(self.draw_lots)
        buttons = QVBoxLayout()
        buttons.addWidget(self.draw_button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    def show_rows(self, tournament_id: int, rows: tuple[TeamStanding, ...]) -> None:
        """Show the ranking; the draw button on only when some teams await a draw of lots,
        its tooltip saying why it is not."""
        from tournament_app.services.standings.board import draw_breaks_ties

        self.tournament_id = tournament_id
        self.table.show_rows(rows)
        waiting = any(row.awaiting_draw for row in rows)
        if waiting:
            reason = self.tr(
                "Draw lots among the teams that share a place and nothing else separates: the"
                " order drawn is recorded and breaks the tie"
            )
        elif not draw_breaks_ties(self.context.tournament(tournament_id).settings):
            reason = self.tr(
                "The draw is not among this tournament's tie-breaks: add it in Tournament"
                " settings to break ties by lot"
            )
        else:
            reason = self.tr("No teams share a place that a draw could separate")
        self.draw_button.setEnabled(waiting)
        self.draw_button.setToolTip(reason)

    def draw_lots(self) -> None:
        """Ask which tie when there are several, naming the teams, then draw lots in the one
        chosen (or every one) and say the order drawn; the ranking redraws when the services
        announce the change."""
        tid = self.tournament_id
        if tid is None:
            return
        title = self.tr("Draw lots for team ties")
        teams = self.context.services.teams
        groups = self.context.run(self, partial(teams.ties, tid), title=title) or ()
        if not groups:
            return
        question = self.tr("Draw lots among these teams, which share a place on every figure?")
        chosen = chosen_ties(self, self.context, title, groups, _team_who, question)
        if chosen is None:
            return
        draw = partial(teams.draw_lots, tid)
        results = drawn_in_turn(
            self, self.context, title, chosen, lambda row: row.team, _team_who, draw
        )
        if results is None:
            return
        self.context.dialogs.inform(
            self,
            title,
            self.tr("Lots drawn. The team ranking now reads:") + "\n" + "\n".join(results),
        )


def _team_who(row: TeamStanding) -> str:
    """A team as a draw names it: "3. Cuori Ribelli"."""
    return f"{row.team}. {row.name}"
