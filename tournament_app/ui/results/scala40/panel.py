"""The Results page's scala 40 face: the round's tables with their state, and the chosen table's
sheet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import Round, Scala40Settings, TournamentId
from tournament_app.services.table_entry import TableCode
from tournament_app.ui.button_keys import second_key
from tournament_app.ui.context import AppContext
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.models import Column, RowTableModel, fit_columns
from tournament_app.ui.results.scala40 import phone_state
from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget
from tournament_app.ui.typed_input import TypedInput

LIST_LEAST = 300
"""The tables pane's least width: room for the four players' names of a table."""
LIST_LEAST_WITH_PHONES = 420
"""... and with the Phone column beside the state and the hands (the keeper's hands so far)."""


@dataclass(frozen=True)
class TableSummary:
    """One line of the round's table list: players, hands played, state."""

    table: int
    players: tuple[int, ...]
    hands: int
    finished: bool
    timed_out: bool
    phone: TableCode | None = None
    """The table's code and its phone entry (table entry on, the code issued)."""
    bye: bool = False
    """A pair sitting out (pairs, an odd count): shown, with nothing to enter."""


class Scala40RoundPanel(QWidget):
    """The results page's scala 40 face: the round's tables, and the chosen table's sheet."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.round: Round | None = None
        self.names: dict[int, str] = {}
        self.summaries: list[TableSummary] = []
        # True while the list's row is moved to the table opened (it must not open it again).
        self._following = False

        self.model = RowTableModel(
            [
                # Status and hands first: the pane is narrow, and a table's state is what the
                # director scans for; the players' full names are in the tooltip.
                Column("table", self.tr("Table"), lambda s: s.table, numeric=True),
                Column("state", self.tr("Status"), self._state_text),
                Column("hands", self.tr("Hands"), lambda s: "" if s.bye else s.hands, numeric=True),
                # Shown only when the tables' keepers enter their hands by phone.
                Column("phone", self.tr("Phone"), self.phone_text, tooltip=self.phone_text),
                Column(
                    "players",
                    self.tr("Players"),
                    self._players_text,
                    tooltip=lambda s: self._players_text(s, "\n"),
                ),
            ],
            self,
        )
        self.model.row_background = lambda s: None if s.finished else QColor("#fff4c2")
        self.list = QTableView()
        self.list.setObjectName("scala40_tables")
        self.list.setModel(self.model)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().hide()
        self.list.horizontalHeader().setStretchLastSection(True)
        self.list.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._open_row(current.row())
        )
        self.table_edit = QLineEdit()
        self.table_edit.setObjectName("scala40_table_edit")
        self.table_edit.setPlaceholderText(self.tr("table"))
        self.table_edit.setMaximumWidth(80)
        self.table_edit.returnPressed.connect(self._open_typed)
        QShortcut(QKeySequence("Ctrl+L"), self, activated=self.table_edit.setFocus)
        self.list.setTabKeyNavigation(False)  # Tab moves on to the sheet, not along the cells
        # The same button and keys as on the burraco face ("Time is u&p" holds Alt+P here).
        self.penalty_button = QPushButton(self.tr("Pe&nalties…"))
        self.penalty_button.setObjectName("scala40_penalties")
        second_key(self.penalty_button, "Ctrl+Shift+P")
        self.penalty_button.setToolTip(
            self.tr(
                "Give a player penalty points, take placement points away or score a forfeit,"
                " in the round shown (Ctrl+Shift+P)"
            )
        )
        self.penalty_button.clicked.connect(self.open_penalties)
        # The burraco face's buttons and words (`phone_state`), shown when table entry is on.
        self.phone_buttons()
        self.sheet = Scala40SheetWidget(context, self)

        left = QWidget()
        left.setMinimumWidth(LIST_LEAST)
        self.tables_pane = left
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Open table:"))
        label.setBuddy(self.table_edit)
        row.addWidget(label)
        row.addWidget(self.table_edit)
        row.addStretch(1)
        row.addWidget(self.penalty_button)
        left_layout.addLayout(row)
        # One above the other: side by side, the Italian words were cut at the pane's width.
        for button in self.phone_entry_buttons:
            left_layout.addWidget(button)
        left_layout.addWidget(self.list, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.sheet)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        # Left to right: the table number, the list of tables, then the open table's sheet.
        for before, after in zip(
            (self.table_edit, *self.phone_entry_buttons),
            (*self.phone_entry_buttons, self.list),
            strict=True,
        ):
            QWidget.setTabOrder(before, after)
        self.show_phone_entry(False)
        QWidget.setTabOrder(self.list, self.sheet.view)
        # No listener of its own: the Results page redraws the round shown after a change
        # (show_round), when the page is on screen; a second one read every sheet again.

    def _players_text(self, summary: TableSummary, separator: str = ", ") -> str:
        return separator.join(f"{p} {self.names.get(p, '')}" for p in summary.players)

    def _state_text(self, summary: TableSummary) -> str:
        if summary.bye:
            return QCoreApplication.translate("ResultsPage", "bye")
        if summary.timed_out:
            return self.tr("over (time)")
        if summary.finished:
            return self.tr("over")
        return self.tr("in play") if summary.hands else self.tr("not started")

    def show_round(
        self, tournament_id: TournamentId | None, current: Round | None, names: EntryNames
    ) -> None:
        """Show a round's tables (and keep the open sheet when it is still one of them)."""
        self.tournament_id = tournament_id
        self.round = current
        self.names = dict(names.names)
        self.reload_list()

    def reload_list(self) -> None:
        """Read every table's sheet of the round again (and its keeper's phone entry)."""
        taking = self.taking_entries()
        if self.tournament_id is None or self.round is None:
            self.summaries = []
        else:
            sheets = self.context.services.results.sheets(self.tournament_id, self.round.number)
            phones = self.phone_entries() if taking else {}
            self.summaries = [
                TableSummary(
                    s.table, s.players, len(s.hands), s.finished, s.timed_out, phones.get(s.table)
                )
                for s in sheets
            ]
            # The pair sitting out (pairs, an odd count) has no sheet: listed, read-only.
            self.summaries += [
                TableSummary(t.table, t.ns, 0, True, False, bye=True)
                for t in self.round.tables
                if t.is_bye
            ]
        self.show_phone_entry(taking)
        self.model.set_rows(self.summaries)
        fit_columns(self.list)
        open_here = (
            self.sheet.tournament_id is not None
            and self.sheet.tournament_id == self.tournament_id
            and self.round is not None
            and self.sheet.round_number == self.round.number
            and any(s.table == self.sheet.table for s in self.summaries)
        )
        if open_here:
            self.sheet.reload()
            self._follow(self.sheet.table)
        else:
            # A sheet of another round or tournament is not this round's: the panel asks
            # for a table of the round shown, with its tournament's re-entry rule.
            self.sheet.show_no_table(self._settings())

    def _settings(self) -> Scala40Settings:
        """The shown tournament's scala 40 rules (the defaults while none is open)."""
        if self.tournament_id is None:
            return Scala40Settings()
        settings = self.context.tournament(self.tournament_id).settings
        return settings if isinstance(settings, Scala40Settings) else Scala40Settings()

    def summary(self) -> str:
        """The missing count for the page's header: tables still in play."""
        if self.round is None:
            return self.tr("No published round yet: publish one on the Rounds page.")
        playing = [s.table for s in self.summaries if not s.finished]
        played = [s for s in self.summaries if not s.bye]
        if not playing:
            return self.tr("Round {0}: every table is over.").replace("{0}", str(self.round.number))
        if len(playing) == 1:
            text = self.tr("Round {0}: 1 table of {2} still in play — table {3}")
        else:
            text = self.tr("Round {0}: {1} of {2} tables still in play — tables {3}")
        return (
            text.replace("{0}", str(self.round.number))
            .replace("{1}", str(len(playing)))
            .replace("{2}", str(len(played)))
            .replace("{3}", ", ".join(str(t) for t in playing))
        )

    def open_table(self, table: int) -> bool:
        """Open a table's sheet by number; False when the round has no such table."""
        if self.tournament_id is None or self.round is None:
            return False
        found = next((s for s in self.summaries if s.table == table), None)
        if found is None:
            return False
        settings = self._settings()
        if found.bye:
            # Nothing to enter: no sheet, the bye said where the sheet's messages go.
            self.sheet.show_no_table(settings)
            self.sheet.error.setText(
                QCoreApplication.translate("ResultsPage", "Table {0}: bye for {1}")
                .replace("{0}", str(table))
                .replace("{1}", self._players_text(found))
            )
            self._follow(table)
            return True
        self.sheet.show_table(self.tournament_id, self.round.number, table, settings, self.names)
        self.sheet.clear_entry()
        self._follow(table)
        return True

    def _follow(self, table: int) -> None:
        """Show the open table as the list's current row. Without one, Tab into the list
        made Qt pick the first row, which opened table 1 over the sheet being typed."""
        row = next((i for i, s in enumerate(self.summaries) if s.table == table), None)
        if row is None or self.list.currentIndex().row() == row:
            return
        self._following = True
        try:
            self.list.setCurrentIndex(self.model.index(row, 0))
        finally:
            self._following = False

    def open_penalties(self) -> None:
        """Open the tournament's penalties on the round shown and the player looked at on
        the open sheet (a table of this round)."""
        from tournament_app.ui.penalties_dialog import PenaltiesDialog

        if self.tournament_id is None:
            return
        on_this_round = (
            self.round is not None
            and self.sheet.tournament_id == self.tournament_id
            and self.sheet.round_number == self.round.number
        )
        dialog = PenaltiesDialog(
            self.context,
            self.tournament_id,
            entry=self.sheet.player_in_view() if on_this_round else None,
            round_number=self.round.number if self.round is not None else None,
            parent=self,
        )
        dialog.exec()
        if self.round is not None:
            self.reload_list()  # the sheet's line of penalties follows what was given

    def typed_input(self) -> TypedInput | None:
        """The hand typed on the open sheet and not saved (`typed_input.KeepsTyping`)."""
        return self.sheet.typed_input()

    def give_back_typed(self, typed: TypedInput) -> None:
        """Open the table the hand was typed for, when the round shown has it, and put the
        hand back on its line."""
        table = typed.kept.get("table")
        shown = self.round.number if self.round is not None else None
        if isinstance(table, int) and typed.kept.get("round") == shown and self.open_table(table):
            self.sheet.give_back_typed(typed)

    def _open_row(self, row: int) -> None:
        if not self._following and 0 <= row < len(self.summaries):
            self.open_table(self.summaries[row].table)

    def _open_typed(self) -> None:
        text = self.table_edit.text().strip()
        if not text.isdigit() or not self.open_table(int(text)):
            self.sheet.error.setText(self.tr("Round has no table {0}.").replace("{0}", text or "?"))
            return
        self.table_edit.clear()

    # -- the tables' phone entries ------------------------------------------------------------
    taking_entries = phone_state.taking_entries
    phone_entries = phone_state.phone_entries
    phone_text = phone_state.phone_text
    show_phone_entry = phone_state.show_phone_entry
    chosen_table = phone_state.chosen_table
    phone_buttons = phone_state.phone_buttons
    close_phone_entry = phone_state.close_phone_entry
    close_every_phone_entry = phone_state.close_every_phone_entry
    _close_entry = phone_state._close_entry
    reopen_phone_entry = phone_state.reopen_phone_entry
    reopen_every_phone_entry = phone_state.reopen_every_phone_entry
    _reopen_entry = phone_state._reopen_entry


def register_screenshots(register: Any) -> None:
    """The scala 40 demo's results page with a table's sheet open."""

    def build(shot: Any) -> QWidget:
        from tournament_app.ui.results.page import ResultsPage

        shot.context.open_tournament(shot.scala40_id)
        page = ResultsPage(shot.context)
        panel = page.scala40
        playing = [s for s in panel.summaries if not s.finished and s.hands] or panel.summaries
        if playing:
            panel.open_table(playing[0].table)
        shot.opened.append(page)
        return page

    register("scala40-sheet", build)
