"""The scala 40 table sheet: a row per hand, a column per player, running totals.

For each hand the director types every player's penalty — a number, or the cards left
(`A K JK 7`, summed at once) — marks the closer (or types 0 for them, as on paper),
chiusura in mano and who had not opened, and presses Enter. Eliminated players are greyed
with their place; re-entry (where the tournament allows it), time-out and the finishing
order are on the same screen; under the order, a full tie the rules leave (players out in the
same hand on the same total, or level at time-out) with its order to give (`tie_order`).
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
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
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    Penalty,
    PenaltyKind,
    Scala40Settings,
    Scala40Sheet,
    TournamentId,
)
from tournament_app.services.messages.ordinals import ordinal
from tournament_app.services.sheet_legend import legend_line
from tournament_app.services.sheet_rows import ReplayedSheet, replay_sheet
from tournament_app.ui.context import AppContext
from tournament_app.ui.results.scala40 import entering, pairs_entry, table_actions, typed_hand
from tournament_app.ui.results.scala40.sheet_model import SheetModel, read_penalty
from tournament_app.ui.results.scala40.tie_order import TieOrderBox


class Scala40SheetWidget(QWidget):
    """One table's sheet: the grid and the line to enter the next hand.

    Its entry line's methods and its table actions are kept beside it and bound in this
    body: `entering` and `table_actions`."""

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
        # How many times the sheet was read and drawn: a hand saved is drawn by the page's
        # redraw its announcement runs, and drawn again only when that did not happen.
        self.reads = 0
        # True while this sheet writes to its table (`typed_hand.own_write`); the version a
        # hand kept through a change of the sheet was typed against, which its save keeps
        # (`typed_hand.keep_line`); what the last redraw said of players put out meanwhile.
        self.writing_here = False
        self.typed_against: int | None = None
        self.dropped_note = ""

        self.title = QLabel()
        self.title.setObjectName("sheet_title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.model = SheetModel(self, lambda: self.context.language)
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
        # What the grid's letters mean, in the printed sheet's words.
        self.legend = QLabel()
        self.legend.setObjectName("sheet_legend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #555555;")
        self.legend.hide()
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
        # A pairs table's line: a field and a "closes" per player (pair, 1 or 2).
        self.pair_edits: dict[tuple[int, int], QLineEdit] = {}
        self.pair_closers: dict[tuple[int, int], QRadioButton] = {}
        self.in_hand = QCheckBox(self.tr("Chiusura in &mano"))
        self.in_hand.setObjectName("in_hand")
        self.in_hand.installEventFilter(self)  # Enter there records the hand
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
        self.tie_box = TieOrderBox(self)

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
        layout.addWidget(self.legend)
        layout.addWidget(self.penalties_note)
        layout.addLayout(self.entry_grid)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.outcome)
        layout.addWidget(self.tie_box)
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
        """Open a table's sheet: a line typed for the table open before is not carried."""
        self.sheet = None
        self.typed_against = None
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
        self.typed_against = None
        self.settings = settings
        self.correcting = None
        self.model.set_sheet(None, ReplayedSheet([], {}), {})
        self.title.clear()
        self.view.hide()
        self.empty_hint.show()
        self.legend.hide()
        self.penalties_note.hide()
        self._build_entry_line()
        self.cancel_correction.hide()
        self.save_button.setText(self.tr("Record hand (Enter)"))
        self.error.clear()
        self.outcome.clear()
        self.tie_box.show_ties(None, {})
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
        """Read the sheet again and redraw grid, entry line and outcome; the hand on the line
        outlives it, and the line says what a change of the sheet meant for it
        (`typed_hand.keep_line`)."""
        if self.tournament_id is None:
            return
        held = self.held_line()
        self.empty_hint.hide()
        self.view.show()
        self.legend.setText(legend_line(self.settings, self.context.language))
        self.legend.show()
        self.in_hand.setEnabled(True)
        self.sheet = self.context.services.results.sheet(
            self.tournament_id, self.round_number, self.table
        )
        self.reads += 1
        sheet = self.sheet
        if self.correcting is not None and self.correcting >= len(sheet.hands):
            self.end_correction()  # the hand corrected was taken back meanwhile
        self.model.set_sheet(sheet, replay_sheet(sheet, self.settings), self.names)
        self._fit_header()
        self.title.setText(
            self.tr("Round {0}, table {1} — limit {2}")
            .replace("{0}", str(self.round_number))
            .replace("{1}", str(self.table))
            .replace("{2}", str(self.settings.limit))
        )
        self._build_entry_line()
        self.keep_line(held)
        self._show_outcome()
        self.tie_box.show_ties(sheet, self.names)
        self._show_penalties()
        over = sheet.finished
        self.save_button.setEnabled(not over or self.correcting is not None)
        self.timeout_button.setEnabled(not over)
        self.undo_button.setEnabled(bool(sheet.hands) or sheet.timed_out)
        self.reentry_button.setVisible(self.settings.reentries > 0)
        self.reentry_button.setEnabled(not over and bool(sheet.eliminated))
        self.in_hand.setVisible(not self.settings.pairs)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A player's figure taking the keyboard makes them the player looked at. Enter on
        the line's marks (who closed, not opened, Chiusura in mano: Tab from the last
        figure leads there) records the hand as Enter on a figure does; a mark takes only
        Space for itself, and Enter there did nothing."""
        if event.type() == QEvent.Type.FocusIn:
            for player, edit in self.point_edits.items():
                if edit is watched:
                    self.last_player = player
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QRadioButton | QCheckBox)
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            if self.save_button.isEnabled():
                self.submit()
            return True
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
        """The director's penalties given to this table's players in this round (a warning
        costs nothing): in an elimination its penalty points are in the sheet's totals,
        otherwise the standings count them on top of it."""
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
        # In an elimination the services count penalty points in the table's game: the
        # sheet's totals already hold them (`Scala40Sheet.penalties`).
        note = (
            self.tr("Director's penalties in this round, counted in the table's totals: {0}")
            if self.sheet is not None and self.sheet.penalties
            else self.tr("Director's penalties in this round, counted in the standings: {0}")
        )
        self.penalties_note.setText(note.replace("{0}", "; ".join(said)) if said else "")
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
        # Neither out nor gone by forfeit (the services decide who: Scala40Sheet.in_play).
        return list(self.sheet.in_play)

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
        if self.settings.pairs:
            self.build_pairs_line()
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
            for mark in (closer, not_opened):
                mark.installEventFilter(self)  # Enter there records the hand
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
            label.setText("= " + str(read_penalty(text, self.settings)))
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
        if self.settings.pairs:
            self.outcome.setText(self.pairs_outcome())
            return
        if sheet.finished:
            language, names = self.context.language, self.names
            order = ", ".join(
                f"{ordinal(p.place, language)} {p.entry} {names.get(p.entry, '')} ({p.total})"
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
                played.replace("{0}", str(len(sheet.hands))).replace("{1}", str(len(sheet.in_play)))
            )

    # -- entering -----------------------------------------------------------------------------
    clear_entry = entering.clear_entry
    end_correction = entering.end_correction
    _finished = entering._finished
    build_hand = entering.build_hand
    submit = entering.submit
    _warn_if_qualifiers_changed = entering._warn_if_qualifiers_changed
    load_hand = entering.load_hand
    _fill_from = entering._fill_from
    typed_input = typed_hand.typed_input  # a language switch keeps the hand as typed
    give_back_typed = typed_hand.give_back_typed
    own_write = typed_hand.own_write  # a redraw keeps the hand typed (`typed_hand.keep_line`)
    held_line = typed_hand.held_line
    keep_line = typed_hand.keep_line
    save_key = typed_hand.save_key

    # -- a pairs table ------------------------------------------------------------------------
    build_pairs_line = pairs_entry.build_pairs_line
    pairs_outcome = pairs_entry.pairs_outcome

    # -- table actions ------------------------------------------------------------------------
    _key = table_actions._key
    _act = table_actions._act
    take_back_question = table_actions.take_back_question
    remove_last_hand = table_actions.remove_last_hand
    names_for_choice = table_actions.names_for_choice
    reenter = table_actions.reenter
    time_out = table_actions.time_out
