"""The scala 40 table sheet: a row per hand, a column per player, running totals.

For each hand the director types every player's penalty — a number, or the cards left
(`A K JK 7`, summed at once) — marks the closer (or types 0 for them, as on paper),
chiusura in mano and who had not opened, and presses Enter. Eliminated players are greyed
with their place; re-entry (where the tournament allows it), time-out and the finishing
order are on the same screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scoring.cards import InvalidCards, parse_cards, scala40_penalty
from tournament_app.services import (
    Changes,
    ConflictError,
    Penalty,
    PenaltyKind,
    Round,
    RoundStatus,
    Scala40Hand,
    Scala40Settings,
    Scala40Sheet,
    ServiceError,
    TournamentId,
)
from tournament_app.services.settings import NotOpenedRule as SettingsNotOpened
from tournament_app.services.sheet_rows import (
    ReplayedSheet,
    SheetRow,
    TakeBack,
    last_entered,
    read_closer,
    replay_sheet,
)
from tournament_app.ui.context import AppContext
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.models import Column, RowTableModel, fit_columns
from tournament_app.ui.result_questions import on_table
from tournament_app.ui.round_check_words import qualifiers_text

AnyIndex = QModelIndex | QPersistentModelIndex
GREY = QColor("#9a9a9a")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Scala40Sheet", text)


def read_penalty(text: str) -> int:
    """A typed penalty: a whole number ("35"), or the cards left ("A K JK 7" is 53).

    Raises ValueError with the director's sentence when it is neither.
    """
    cleaned = text.strip()
    if not cleaned:
        raise ValueError(
            QCoreApplication.translate("Scala40Sheet", "type the points or the cards left")
        )
    if cleaned.lstrip("-").isdigit():
        value = int(cleaned)
        if value < 0:
            raise ValueError(
                QCoreApplication.translate("Scala40Sheet", "penalties cannot be negative")
            )
        return value
    try:
        return scala40_penalty(parse_cards(cleaned))
    except InvalidCards as error:
        token = error.data.get("token")
        if token is not None:
            raise ValueError(
                QCoreApplication.translate(
                    "Scala40Sheet", "“{0}” is not a card (use A 2-10 J Q K JK)"
                ).replace("{0}", str(token))
            ) from None
        raise ValueError(
            QCoreApplication.translate("Scala40Sheet", "more copies of a card than the pack holds")
        ) from None


class SheetModel(QAbstractTableModel):
    """Rows = hands (then a totals row), columns = players; cells are penalties with marks."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.players: tuple[int, ...] = ()
        self.names: dict[int, str] = {}
        self.rows: list[SheetRow] = []
        self.totals: dict[int, int] = {}
        self.places: dict[int, int] = {}
        self.out_places: dict[int, int] = {}
        self.eliminated: tuple[int, ...] = ()

    def set_sheet(
        self, sheet: Scala40Sheet | None, replayed: ReplayedSheet, names: dict[int, str]
    ) -> None:
        """Show another sheet (None: an empty grid)."""
        self.beginResetModel()
        self.players = sheet.players if sheet else ()
        self.names = names
        self.rows = replayed.rows
        self.out_places = replayed.out_places
        self.totals = dict(sheet.totals) if sheet else {}
        self.eliminated = sheet.eliminated if sheet else ()
        self.places = {p.entry: p.place for p in sheet.placings} if sheet else {}
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self.players else len(self.rows) + 1

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.players)

    def _cell(self, row: int, player: int) -> str:
        if row == len(self.rows):
            return str(self.totals.get(player, 0))
        cell = self.rows[row].cell(player)
        # A re-entry is marked in the hand it followed, played or not (she was usually out).
        reentry = (
            QCoreApplication.translate("Scala40Sheet", "R, back in on {0}").replace(
                "{0}", str(cell.back_on)
            )
            if cell.back_on is not None
            else ""
        )
        if cell.sat_out:
            return "—"  # out by an error corrected since: she did not play this hand
        if cell.paid is None:
            return reentry
        marks = []
        if cell.closer:
            marks.append(
                QCoreApplication.translate("Scala40Sheet", "closes")
                + (
                    " " + QCoreApplication.translate("Scala40Sheet", "in hand")
                    if cell.in_hand
                    else ""
                )
            )
        if cell.not_opened:
            marks.append(QCoreApplication.translate("Scala40Sheet", "not opened"))
        if cell.eliminated:
            marks.append("X")
        if reentry:
            marks.append(reentry)
        text = str(cell.paid)
        if cell.doubled:
            # The figure is already doubled: show what was doubled, so it is not read twice.
            text = f"{cell.paid} ({cell.typed}×2)"
        return f"{text}  ({', '.join(marks)})" if marks else text

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.column() < len(self.players)):
            return None
        if not (0 <= index.row() <= len(self.rows)):
            return None
        player = self.players[index.column()]
        total_row = index.row() == len(self.rows)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cell(index.row(), player)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and player in self.eliminated:
            return QBrush(GREY)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and not total_row
            and self.rows[index.row()].cell(player).sat_out
        ):
            return QCoreApplication.translate(
                "Scala40Sheet",
                "Did not play this hand: it was played while a mistake, corrected since, had put"
                " this player out",
            )
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not (0 <= section < len(self.players)):
                return None
            player = self.players[section]
            text = f"{player} {self.names.get(player, '')}".strip()
            if player in self.places:
                text += "\n" + QCoreApplication.translate("Scala40Sheet", "{0}° place").replace(
                    "{0}", str(self.places[player])
                )
            elif player in self.out_places:
                text += "\n" + QCoreApplication.translate(
                    "Scala40Sheet", "eliminated, {0}° place"
                ).replace("{0}", str(self.out_places[player]))
            return text
        if not (0 <= section <= len(self.rows)):
            return None
        if section == len(self.rows):
            return QCoreApplication.translate("Scala40Sheet", "Total")
        return QCoreApplication.translate("Scala40Sheet", "Hand {0}").replace(
            "{0}", str(self.rows[section].number)
        )


class Scala40SheetWidget(QWidget):
    """One table's sheet: the grid and the line to enter the next hand."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.round_number = 0
        self.table = 0
        self.settings = Scala40Settings()
        self.sheet: Scala40Sheet | None = None
        self.names: dict[int, str] = {}
        # The hand being corrected (0-based), or None when entering a new hand.
        self.correcting: int | None = None
        # The player whose column or figure the director last had the keyboard on: the
        # penalties dialog opens on them (a click on its button takes the keyboard first).
        self.last_player: int | None = None

        self.title = QLabel()
        self.title.setObjectName("sheet_title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.model = SheetModel(self)
        self.view = QTableView()
        self.view.setObjectName("sheet")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Every player's column in view (tables of 5 and 6 too): the columns share the width,
        # and a long cell wraps onto a taller row rather than pushing a player off screen.
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setMinimumSectionSize(60)
        self.view.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap  # a long name on two lines
        )
        self.view.horizontalHeader().sectionResized.connect(lambda *_: self._fit_header())
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.setWordWrap(True)
        # Tab leaves the grid (it would otherwise walk it cell by cell and never get out).
        self.view.setTabKeyNavigation(False)
        self.view.doubleClicked.connect(lambda index: self.load_hand(index.row()))
        self.view.selectionModel().currentChanged.connect(
            lambda current, _previous: self._looking_at_column(current.column())
        )
        # The director's penalties of the round, under the totals: the standings add them,
        # the hands do not, so without this line the sheet and the standings disagree.
        self.penalties_note = QLabel()
        self.penalties_note.setObjectName("penalties_note")
        self.penalties_note.setWordWrap(True)
        self.penalties_note.hide()
        # By keyboard as by double-click: Enter or F2 on a hand loads it for correction.
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            shortcut = QShortcut(QKeySequence(key), self.view)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(lambda: self.load_hand(self.view.currentIndex().row()))

        self.entry_grid = QGridLayout()
        self.point_edits: dict[int, QLineEdit] = {}
        self.sum_labels: dict[int, QLabel] = {}
        self.closer_buttons: dict[int, QRadioButton] = {}
        self.not_opened_boxes: dict[int, QCheckBox] = {}
        self.closer_group = QButtonGroup(self)
        self.in_hand = QCheckBox(self.tr("Chiusura in &mano"))
        self.in_hand.setObjectName("in_hand")
        self.save_button = QPushButton(self.tr("Record hand (Enter)"))
        self.save_button.setObjectName("record")
        self.save_button.clicked.connect(self.submit)
        self.cancel_correction = QPushButton(self.tr("Cancel correction"))
        self.cancel_correction.clicked.connect(self.clear_entry)
        self.cancel_correction.hide()
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.outcome = QLabel()
        self.outcome.setObjectName("outcome")
        self.outcome.setWordWrap(True)
        self.outcome.setStyleSheet("color: #1b6e20; font-weight: bold;")

        self.undo_button = QPushButton(self.tr("Take back last hand"))
        self.undo_button.setObjectName("take_back")
        # Ctrl+T (take back / togli): Ctrl+Z is the window's undo on the Log page, and a text
        # field takes Ctrl+Backspace and Ctrl+Shift+Z for itself.
        self.undo_button.setShortcut(QKeySequence("Ctrl+T"))
        self.undo_button.setToolTip(
            self.tr(
                "Takes back only the last thing entered: the time-out, a re-entry or a hand"
                " (Ctrl+T)"
            )
        )
        self.undo_button.clicked.connect(self.remove_last_hand)
        self.reentry_button = QPushButton(self.tr("Re-&entry…"))
        self.reentry_button.setObjectName("reentry")
        self.reentry_button.clicked.connect(self.reenter)
        self.timeout_button = QPushButton(self.tr("Time is u&p"))
        self.timeout_button.setObjectName("timeout")
        self.timeout_button.setToolTip(self.tr("Rank the table by current totals, lowest best"))
        self.timeout_button.clicked.connect(self.time_out)

        buttons = QHBoxLayout()
        buttons.addWidget(self.in_hand)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.cancel_correction)
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.reentry_button)
        buttons.addWidget(self.timeout_button)

        # In the grid's place until a table is open: what to do to open one.
        self.empty_hint = QLabel(
            self.tr(
                "Type the table number in \u00abOpen table\u00bb and press Enter, or choose"
                " a table in the list."
            )
        )
        self.empty_hint.setObjectName("sheet_hint")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setStyleSheet("color: #555555;")
        hint_font = self.empty_hint.font()
        hint_font.setPointSizeF(hint_font.pointSizeF() * 1.2)
        self.empty_hint.setFont(hint_font)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty_hint, 1)
        layout.addWidget(self.penalties_note)
        layout.addLayout(self.entry_grid)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.outcome)
        self.show_no_table(self.settings)

    # -- showing ------------------------------------------------------------------------------
    def show_table(
        self,
        tournament_id: TournamentId,
        round_number: int,
        table: int,
        settings: Scala40Settings,
        names: dict[int, str],
    ) -> None:
        """Open a table's sheet."""
        self.tournament_id = tournament_id
        self.round_number = round_number
        self.table = table
        self.settings = settings
        self.names = names
        self.correcting = None
        self.reload()

    def show_no_table(self, settings: Scala40Settings) -> None:
        """No table open (a scala 40 tournament just shown, another round chosen): the hint
        to open one where the grid goes, and the sheet's buttons off, as they would act on
        no table. Re-entry is shown only when the tournament allows re-entries."""
        self.tournament_id = None
        self.sheet = None
        self.settings = settings
        self.correcting = None
        self.model.set_sheet(None, ReplayedSheet([], {}), {})
        self.title.clear()
        self.view.hide()
        self.empty_hint.show()
        self.penalties_note.hide()
        self._build_entry_line()
        self.cancel_correction.hide()
        self.save_button.setText(self.tr("Record hand (Enter)"))
        self.error.clear()
        self.outcome.clear()
        for widget in (
            self.in_hand,
            self.save_button,
            self.undo_button,
            self.reentry_button,
            self.timeout_button,
        ):
            widget.setEnabled(False)
        self.reentry_button.setVisible(settings.reentries > 0)

    def reload(self) -> None:
        """Read the sheet again and redraw grid, entry line and outcome."""
        if self.tournament_id is None:
            return
        self.empty_hint.hide()
        self.view.show()
        self.in_hand.setEnabled(True)
        self.sheet = self.context.services.results.sheet(
            self.tournament_id, self.round_number, self.table
        )
        sheet = self.sheet
        self.model.set_sheet(sheet, replay_sheet(sheet, self.settings), self.names)
        self._fit_header()
        self.title.setText(
            self.tr("Round {0}, table {1} — limit {2}")
            .replace("{0}", str(self.round_number))
            .replace("{1}", str(self.table))
            .replace("{2}", str(self.settings.limit))
        )
        self._build_entry_line()
        self._show_outcome()
        self._show_penalties()
        over = sheet.finished
        self.save_button.setEnabled(not over or self.correcting is not None)
        self.timeout_button.setEnabled(not over and bool(sheet.hands))
        self.undo_button.setEnabled(bool(sheet.hands) or sheet.timed_out)
        self.reentry_button.setVisible(self.settings.reentries > 0)
        self.reentry_button.setEnabled(not over and bool(sheet.eliminated))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A player's figure taking the keyboard makes them the player looked at."""
        if event.type() == QEvent.Type.FocusIn:
            for player, edit in self.point_edits.items():
                if edit is watched:
                    self.last_player = player
        return super().eventFilter(watched, event)

    def _looking_at_column(self, column: int) -> None:
        if self.sheet is not None and 0 <= column < len(self.sheet.players):
            self.last_player = self.sheet.players[column]

    def player_in_view(self) -> int | None:
        """The player the director is looking at: the one whose figure has the keyboard,
        else the last one whose figure or column had it; None before any."""
        if self.sheet is None:
            return None
        focused = QApplication.focusWidget()
        for player, edit in self.point_edits.items():
            if edit is focused:
                return player
        return self.last_player if self.last_player in self.sheet.players else None

    def round_penalties(self) -> list[Penalty]:
        """The director's penalties given to this table's players in this round that the
        standings count on top of the sheet (a warning costs nothing)."""
        if self.tournament_id is None or self.sheet is None:
            return []
        players = set(self.sheet.players)
        return [
            penalty
            for penalty in self.context.services.penalties.list(self.tournament_id)
            if penalty.round == self.round_number
            and penalty.entry in players
            and penalty.kind is not PenaltyKind.WARNING
        ]

    def _show_penalties(self) -> None:
        from tournament_app.ui.penalties_dialog import kind_label

        said = []
        for penalty in self.round_penalties():
            figure = ""
            if penalty.kind is PenaltyKind.MP:
                figure = f" +{penalty.mp}"
            elif penalty.kind is PenaltyKind.VP:
                figure = f" \u2212{penalty.vp}"
            player = f"{penalty.entry} {self.names.get(penalty.entry, '')}".strip()
            said.append(
                f"{player}: {kind_label(penalty.kind, scala40=True)}{figure} ({penalty.reason})"
            )
        self.penalties_note.setText(
            self.tr("Director's penalties in this round, counted in the standings: {0}").replace(
                "{0}", "; ".join(said)
            )
            if said
            else ""
        )
        self.penalties_note.setVisible(bool(said))

    def _fit_header(self) -> None:
        """Make the names' header as tall as its longest wrapped name (Qt sizes it for one)."""
        header = self.view.horizontalHeader()
        metrics = header.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        tallest = 0
        for section in range(self.model.columnCount()):
            text = str(self.model.headerData(section, Qt.Orientation.Horizontal) or "")
            room = QRect(0, 0, max(header.sectionSize(section) - 10, 20), 10_000)
            tallest = max(tallest, metrics.boundingRect(room, flags, text).height())
        header.setMinimumHeight(tallest + 8)

    def active_players(self) -> list[int]:
        """The players still in play (all of them while correcting a hand)."""
        if self.sheet is None:
            return []
        if self.correcting is not None:
            hand = self.sheet.hands[self.correcting]
            return [entry for entry, _ in hand.points] or list(self.sheet.players)
        return [p for p in self.sheet.players if p not in self.sheet.eliminated]

    def _build_entry_line(self) -> None:
        focused = QApplication.focusWidget()
        # The old field with the keyboard, by name ("points_12"), to hand it to its new twin.
        typing_in = ""
        while self.entry_grid.count():
            item = self.entry_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                if isinstance(widget, QRadioButton):
                    self.closer_group.removeButton(widget)
                if widget is focused:
                    typing_in = widget.objectName() or "line"
                widget.deleteLater()
        self.point_edits.clear()
        self.sum_labels.clear()
        self.closer_buttons.clear()
        self.not_opened_boxes.clear()
        if self.sheet is None:
            return
        active = self.active_players()
        self.entry_grid.addWidget(QLabel(self.tr("Cards left or points")), 1, 0)
        self.entry_grid.addWidget(QLabel(self.tr("Closes")), 3, 0)
        self.entry_grid.addWidget(QLabel(self.tr("Not opened")), 4, 0)
        for column, player in enumerate(self.sheet.players, start=1):
            header = QLabel(f"{player} {self.names.get(player, '')}".strip())
            self.entry_grid.addWidget(header, 0, column)
            edit = QLineEdit()
            edit.setObjectName(f"points_{player}")
            hint = self.tr("e.g. 35 or A K JK 7")
            # Five or six players share the line: the short hint fits, the whole in a tooltip.
            edit.setPlaceholderText(hint if len(self.sheet.players) <= 4 else self.tr("35 / A K…"))
            edit.setToolTip(hint)
            edit.returnPressed.connect(self.submit)
            edit.textChanged.connect(lambda _t, p=player: self._show_sum(p))
            edit.installEventFilter(self)
            total = QLabel()
            total.setObjectName(f"sum_{player}")
            closer = QRadioButton(self.tr("closes"))
            closer.setObjectName(f"closer_{player}")
            closer.toggled.connect(lambda on, p=player: self._closer_toggled(p, on))
            self.closer_group.addButton(closer)
            not_opened = QCheckBox(self.tr("not opened"))
            not_opened.setObjectName(f"not_opened_{player}")
            in_play = player in active and not (self.sheet.finished and self.correcting is None)
            for widget in (edit, closer, not_opened):
                widget.setEnabled(in_play)
            self.entry_grid.addWidget(edit, 1, column)
            self.entry_grid.addWidget(total, 2, column)
            self.entry_grid.addWidget(closer, 3, column)
            self.entry_grid.addWidget(not_opened, 4, column)
            self.point_edits[player] = edit
            self.sum_labels[player] = total
            self.closer_buttons[player] = closer
            self.not_opened_boxes[player] = not_opened
        self._set_tab_order()
        if self.correcting is not None:
            self._fill_from(self.sheet.hands[self.correcting])
        # Shown now, not when the event loop gets to it: a field still hidden cannot take the
        # keyboard, and the old field holding it is deleted first, leaving it nowhere.
        line: dict[str, QWidget] = {}
        for index in range(self.entry_grid.count()):
            item = self.entry_grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()
                line[widget.objectName()] = widget
        if typing_in:
            twin = line.get(typing_in)
            if twin is None or not twin.isEnabled():
                twin = next((e for e in self.point_edits.values() if e.isEnabled()), None)
            if twin is not None:
                twin.setFocus()

    def _set_tab_order(self) -> None:
        """Tab from the grid runs through the line — the points, who closed, who had not
        opened — then the buttons under it. The line's fields are made anew on every reload,
        so they would otherwise come last in the window, after the buttons."""
        chain: list[QWidget] = [
            self.view,
            *self.point_edits.values(),
            *self.closer_buttons.values(),
            *self.not_opened_boxes.values(),
            self.in_hand,
            self.save_button,
            self.cancel_correction,
            self.undo_button,
            self.reentry_button,
            self.timeout_button,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _show_sum(self, player: int) -> None:
        edit = self.point_edits[player]
        label = self.sum_labels[player]
        text = edit.text().strip()
        if not text or text.lstrip("-").isdigit():
            label.setText("")
            return
        try:
            label.setText("= " + str(read_penalty(text)))
            label.setStyleSheet("")
        except ValueError as error:
            label.setText(str(error))
            label.setStyleSheet("color: #b00020;")

    def _closer_toggled(self, player: int, on: bool) -> None:
        edit = self.point_edits.get(player)
        if edit is None:
            return
        if on:
            edit.setText("0")
        edit.setEnabled(not on and self._in_play(player))
        self.not_opened_boxes[player].setEnabled(not on and self._in_play(player))

    def _in_play(self, player: int) -> bool:
        return player in self.active_players()

    def _show_outcome(self) -> None:
        sheet = self.sheet
        if sheet is None:
            self.outcome.setText("")
            return
        if sheet.finished:
            order = ", ".join(
                f"{p.place}° {p.entry} {self.names.get(p.entry, '')} ({p.total})".strip()
                for p in sorted(sheet.placings, key=lambda p: p.place)
            )
            head = (
                self.tr("Time called. Final order: ")
                if sheet.timed_out
                else self.tr("Game over. Final order: ")
            )
            self.outcome.setText(head + order)
        else:
            played = (
                self.tr("1 hand played, {1} players still in.")
                if len(sheet.hands) == 1
                else self.tr("{0} hands played, {1} players still in.")
            )
            self.outcome.setText(
                played.replace("{0}", str(len(sheet.hands))).replace(
                    "{1}", str(len(sheet.players) - len(sheet.eliminated))
                )
            )

    # -- entering -----------------------------------------------------------------------------
    def clear_entry(self) -> None:
        """Empty the entry line (and leave correction mode)."""
        if self.correcting is not None:
            self.correcting = None
            self.cancel_correction.hide()
            self.save_button.setText(self.tr("Record hand (Enter)"))
            self._build_entry_line()
        self.closer_group.setExclusive(False)
        for button in self.closer_buttons.values():
            button.setChecked(False)
        self.closer_group.setExclusive(True)
        for player, edit in self.point_edits.items():
            edit.clear()
            edit.setEnabled(self._in_play(player) and not self._finished())
            self.not_opened_boxes[player].setChecked(False)
        self.in_hand.setChecked(False)
        first = next((e for e in self.point_edits.values() if e.isEnabled()), None)
        if first is not None:
            first.setFocus()

    def _finished(self) -> bool:
        return self.sheet is not None and self.sheet.finished and self.correcting is None

    def build_hand(self) -> Scala40Hand | None:
        """The hand typed, or None after showing what is wrong."""
        self.error.setText("")
        marked = next((p for p, b in self.closer_buttons.items() if b.isChecked()), None)
        not_opened = tuple(p for p, box in self.not_opened_boxes.items() if box.isChecked())
        # On paper the closer is the one with 0: a 0 typed for a player marks them.
        typed: dict[int, int | None] = {
            p: 0 if self.point_edits[p].text().strip() == "0" else None
            for p in self.active_players()
        }
        read = read_closer(typed, marked, not_opened)
        if read.closer is None and read.zeros:  # a 0 besides the closer, or several 0s
            zeros = read.zeros
            named = ", ".join(f"{p} {self.names.get(p, '')}".strip() for p in zeros)
            self.error.setText(
                (
                    self.tr("Only the player who closed scores 0: type the points of {0}.")
                    if marked is not None
                    else self.tr(
                        "{0} all have 0, but only the player who closed scores 0: mark who"
                        " closed and type the others' points."
                    )
                ).replace("{0}", named)
            )
            self.point_edits[zeros[0]].setFocus()
            self.point_edits[zeros[0]].selectAll()
            return None
        if read.closer is None:
            self.error.setText(self.tr("Mark who closed the hand (or type 0 for them)."))
            return None
        closer = read.closer
        points = []
        for player in self.active_players():
            if player == closer:
                points.append((player, 0))
                continue
            edit = self.point_edits[player]
            flat = player in not_opened and self.settings.not_opened is SettingsNotOpened.FLAT_100
            if flat and not edit.text().strip():
                points.append((player, 0))
                continue
            try:
                points.append((player, read_penalty(edit.text())))
            except ValueError as error:
                self.error.setText(f"{player} {self.names.get(player, '')}: {error}")
                edit.setFocus()
                edit.selectAll()
                return None
        return Scala40Hand(
            points=tuple(points),
            closer=closer,
            in_hand=self.in_hand.isChecked(),
            not_opened=not_opened,
        )

    def submit(self) -> None:
        """Record the hand typed (or the correction of the hand loaded)."""
        if self.sheet is None or self.tournament_id is None:
            return
        hand = self.build_hand()
        if hand is None:
            return
        results = self.context.services.results
        tid, number, table, version = self._key()
        try:
            if self.correcting is not None:
                results.correct_hand(
                    tid, number, table, self.correcting, hand, expected_version=version
                )
            else:
                results.enter_hand(
                    tid, number, table, hand, expected_version=version if self.sheet.hands else None
                )
        except ServiceError as error:
            if isinstance(error, ConflictError):
                # Another station wrote this sheet meanwhile: show it as it is now, as the
                # refusal says, with the line typed put back (nothing typed is lost).
                typed = {player: edit.text() for player, edit in self.point_edits.items()}
                self.reload()
                for player, text in typed.items():
                    if player in self.point_edits and self.point_edits[player].isEnabled():
                        self.point_edits[player].setText(text)
            self.error.setText(self.context.describe_error(error))
            return
        corrected = self.correcting is not None
        self.correcting = None
        self.cancel_correction.hide()
        self.save_button.setText(self.tr("Record hand (Enter)"))
        self.reload()
        self.clear_entry()
        if corrected:
            self._warn_if_qualifiers_changed()

    def _warn_if_qualifiers_changed(self) -> None:
        """Say at once when the correction just saved changed who goes on to the stage
        after this one, already seated (the result stands: the director decides)."""
        if self.tournament_id is None:
            return
        tid, number, rounds = self.tournament_id, self.round_number, self.context.services.rounds
        changed = self.context.run(self, lambda: rounds.qualifiers_changed(tid, number))
        if changed is None or not changed.problems:
            return
        following = self.context.run(self, lambda: rounds.get(tid, number + 1))
        if following is None:
            return
        draft = following.status is RoundStatus.DRAFT
        self.context.dialogs.warn(
            self,
            self.tr("Correct hand"),
            qualifiers_text(changed, number + 1, draft=draft, names=self.names),
        )

    def load_hand(self, row: int) -> None:
        """Load an entered hand into the line to correct it."""
        if self.sheet is None or not (0 <= row < len(self.model.rows)):
            return
        index = self.sheet.hands.index(self.model.rows[row].hand)
        self.correcting = index
        self.save_button.setText(self.tr("Correct hand {0} (Enter)").replace("{0}", str(row + 1)))
        self.cancel_correction.show()
        self._build_entry_line()
        self.save_button.setEnabled(True)
        # Straight to the figures, to type the right one over the selected old one.
        first = next((e for e in self.point_edits.values() if e.isEnabled()), None)
        if first is not None:
            first.setFocus()
            first.selectAll()

    def _fill_from(self, hand: Scala40Hand) -> None:
        for player, points in hand.points:
            if player in self.point_edits:
                self.point_edits[player].setText(str(points))
        if hand.closer in self.closer_buttons:
            self.closer_buttons[hand.closer].setChecked(True)
        for player in hand.not_opened:
            if player in self.not_opened_boxes:
                self.not_opened_boxes[player].setChecked(True)
        self.in_hand.setChecked(hand.in_hand)

    # -- table actions ------------------------------------------------------------------------
    def _key(self) -> tuple[TournamentId, int, int, int]:
        """(tournament, round, table, version read) for a write to this sheet."""
        assert self.tournament_id is not None and self.sheet is not None
        return self.tournament_id, self.round_number, self.table, self.sheet.version

    def _act(self, action: Any, title: str) -> None:
        if self.sheet is None or self.tournament_id is None:
            return
        done = self.context.run(self, action, title=title)
        if done is not None:
            self.reload()
            self.clear_entry()

    def take_back_question(self) -> str:
        """The take-back question, naming what goes: the services take back only the last
        thing entered (the time-out, else the last re-entry, else the last hand)."""
        if self.sheet is None:
            return ""
        last = last_entered(self.sheet)
        if last is not None and last.kind is TakeBack.TIME_OUT:
            return self.tr("Take back the time-out? The hands entered stay as they are.")
        if last is not None and last.kind is TakeBack.REENTRY and last.entry is not None:
            player = last.entry
            return self.tr("Take back the re-entry of {0}? The player is out again.").replace(
                "{0}", f"{player} {self.names.get(player, '')}".strip()
            )
        return self.tr("Take back hand {0}? Its points come off the totals.").replace(
            "{0}", str(len(self.sheet.hands))
        )

    def remove_last_hand(self) -> None:
        """Take back the last thing entered after asking, naming it."""
        if self.sheet is None or self.tournament_id is None:
            return
        question = on_table(self.round_number, self.table, self.take_back_question())
        if not self.context.dialogs.confirm(self, self.tr("Take back"), question):
            return
        tid, number, table, version = self._key()
        self._act(
            lambda: self.context.services.results.remove_last_hand(
                tid, number, table, expected_version=version
            ),
            self.tr("Take back"),
        )

    def names_for_choice(self) -> list[str]:
        """The eliminated players as the re-entry question lists them."""
        eliminated = self.sheet.eliminated if self.sheet else ()
        return [f"{p} {self.names.get(p, '')}".strip() for p in eliminated]

    def reenter(self) -> None:
        """Bring an eliminated player back in (rientro) with the worst total in play."""
        if self.sheet is None or self.tournament_id is None or not self.sheet.eliminated:
            return
        labels = dict(zip(self.names_for_choice(), self.sheet.eliminated, strict=True))
        choice = self.context.dialogs.ask_choice(
            self, self.tr("Re-entry"), self.tr("Who re-enters?"), list(labels)
        )
        if choice is None:
            return
        entry = labels[choice]
        tid, number, table, version = self._key()
        self._act(
            lambda: self.context.services.results.reenter(
                tid, number, table, entry, expected_version=version
            ),
            self.tr("Re-entry"),
        )

    def time_out(self) -> None:
        """Call time at this table after asking: it is ranked by current totals."""
        if self.sheet is None or self.tournament_id is None:
            return
        if not self.context.dialogs.confirm(
            self,
            self.tr("Time is up"),
            on_table(
                self.round_number,
                self.table,
                self.tr("Call time? It will be ranked by current totals."),
            ),
        ):
            return
        tid, number, table, version = self._key()
        self._act(
            lambda: self.context.services.results.time_out(
                tid, number, table, expected_version=version
            ),
            self.tr("Time is up"),
        )


@dataclass(frozen=True)
class TableSummary:
    """One line of the round's table list: players, hands played, state."""

    table: int
    players: tuple[int, ...]
    hands: int
    finished: bool
    timed_out: bool


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
                Column("hands", self.tr("Hands"), lambda s: s.hands, numeric=True),
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
        self.penalty_button.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.penalty_button.setToolTip(
            self.tr(
                "Give a player penalty points, take placement points away or score a forfeit,"
                " in the round shown (Ctrl+Shift+P)"
            )
        )
        self.penalty_button.clicked.connect(self.open_penalties)
        self.sheet = Scala40SheetWidget(context, self)

        left = QWidget()
        left.setMinimumWidth(300)  # room for the four players' names of a table
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
        QWidget.setTabOrder(self.table_edit, self.list)
        QWidget.setTabOrder(self.list, self.sheet.view)
        context.changes.changed.connect(self._on_changed)

    def _players_text(self, summary: TableSummary, separator: str = ", ") -> str:
        return separator.join(f"{p} {self.names.get(p, '')}" for p in summary.players)

    def _state_text(self, summary: TableSummary) -> str:
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
        """Read every table's sheet of the round again."""
        if self.tournament_id is None or self.round is None:
            self.summaries = []
        else:
            sheets = self.context.services.results.sheets(self.tournament_id, self.round.number)
            self.summaries = [
                TableSummary(s.table, s.players, len(s.hands), s.finished, s.timed_out)
                for s in sheets
            ]
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
        settings = self.context.services.tournaments.get(self.tournament_id).settings
        return settings if isinstance(settings, Scala40Settings) else Scala40Settings()

    def summary(self) -> str:
        """The missing count for the page's header: tables still in play."""
        if self.round is None:
            return self.tr("No published round yet: publish one on the Rounds page.")
        playing = [s.table for s in self.summaries if not s.finished]
        if not playing:
            return self.tr("Round {0}: every table is over.").replace("{0}", str(self.round.number))
        if len(playing) == 1:
            text = self.tr("Round {0}: 1 table of {2} still in play — table {3}")
        else:
            text = self.tr("Round {0}: {1} of {2} tables still in play — tables {3}")
        return (
            text.replace("{0}", str(self.round.number))
            .replace("{1}", str(len(playing)))
            .replace("{2}", str(len(self.summaries)))
            .replace("{3}", ", ".join(str(t) for t in playing))
        )

    def open_table(self, table: int) -> bool:
        """Open a table's sheet by number; False when the round has no such table."""
        if self.tournament_id is None or self.round is None:
            return False
        if not any(s.table == table for s in self.summaries):
            return False
        settings = self._settings()
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

    def _open_row(self, row: int) -> None:
        if not self._following and 0 <= row < len(self.summaries):
            self.open_table(self.summaries[row].table)

    def _open_typed(self) -> None:
        text = self.table_edit.text().strip()
        if not text.isdigit() or not self.open_table(int(text)):
            self.sheet.error.setText(self.tr("Round has no table {0}.").replace("{0}", text or "?"))
            return
        self.table_edit.clear()

    def _on_changed(self, changes: object) -> None:
        if isinstance(changes, Changes) and changes.results and self.round is not None:
            self.reload_list()


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
