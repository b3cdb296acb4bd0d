"""The Risultati page: the director's most-used screen, built for typing scoresheets fast.

Burraco: one keyboard line — table number, Tab, NS MP, Tab, EW MP, Enter. The result is
saved at once, its VP shown, and the line jumps to the next missing table. Under it, every
table of the round with its status (missing / entered / flagged / conflict), so the missing
ones are seen and counted. Double entry: a second operator re-types the sheets; a table whose
second entry differs is stored by the services (`results.second_entry`), so every station
shows it as a conflict until the result is saved again or confirmed. Scala 40: the same page
lists the round's tables and shows the chosen table's sheet (`results.scala40`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    BurracoSettings,
    Changes,
    Game,
    Round,
    ServiceError,
    TournamentId,
)
from tournament_app.services.results.tables import RESULTS_CHANGED
from tournament_app.ui.button_keys import second_key
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.models import (
    RowTableModel,
    fit_columns,
    own_viewport,
    sorted_table_view,
)
from tournament_app.ui.results import (
    entering,
    list_columns,
    phone_entry,
    round_shown,
    table_actions,
    three_line,
)
from tournament_app.ui.results.table_lines import STATE_COLOURS, TableLine, TableState, state_label
from tournament_app.ui.round_clock import ClockBar
from tournament_app.ui.round_in_play import RoundInPlayBanner, round_to_show

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.panel import Scala40RoundPanel

FORFEIT_KEYS = "Ctrl+Shift+F"
REFEREE_KEYS = "Ctrl+Shift+A"  # A for arbitrale
REMOVE_KEYS = "Ctrl+Shift+Del"
"""The second keys of Forfeit…, Referee's score… and Remove result (Ctrl+Shift+R reopens
phone entry, `phone_entry`)."""

NAME_COLUMN_LEAST = 180
"""Pixels a line's names keep however narrow the window (about 25 characters)."""


class ResultsPage(QWidget):
    """Enter and correct the results of the round shown (burraco line or scala 40 sheets).

    Its methods are kept beside it by what they do, and bound in this body: `round_shown`
    (the list and the words around it), `entering` (the quick line), `table_actions` (the
    buttons on the table the line names)."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.game = Game.BURRACO
        self.settings: BurracoSettings | None = None
        # The published rounds' numbers, and the one round shown, read when first shown:
        # reading every round's seating on each reload cost a 250-table evening ~14 ms a round.
        self.round_numbers: tuple[int, ...] = ()
        self._shown_round: Round | None = None
        self.names = EntryNames(context, None)
        self.lines: list[TableLine] = []
        self.saving: tuple[int, int] | None = None
        """The round and table this page is saving: the save's own announcement redraws
        nothing, the page draws the line it wrote (`entering._save`)."""
        # Tables whose second entry agreed on this station (round, table): the services keep
        # no mark of a confirmation, only its log line, and double entry offers the others.
        self._confirmed: set[tuple[TournamentId | None, int, int]] = set()
        self._sized_for: tuple[int | None, int | None] | None = None
        self._rounds_of: TournamentId | None = None
        """The tournament whose rounds the round list holds."""
        self._in_play: int | None = None
        """The round in play (the latest published) when the list was last filled."""
        self.in_play_banner = RoundInPlayBanner()
        # The widths the names of the round shown need, and those last given them (a
        # width the director then changes by hand is left alone).
        self._name_needs: tuple[int, int] | None = None
        self._names_set: list[int] | None = None

        self.round_choice = QComboBox()
        self.round_choice.setObjectName("round_choice")
        self.round_choice.currentIndexChanged.connect(self._round_chosen)
        self.round_choice.installEventFilter(self)
        self._round_by_keys = False
        """The round chooser was last used with the keys (arrows walk the rounds): a round
        chosen so keeps the keyboard there until the director leaves it (Tab, Enter)."""
        self.missing_label = QLabel()
        self.missing_label.setObjectName("missing")
        self.missing_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round:")))
        top.addWidget(self.round_choice)
        top.addWidget(self.missing_label, 1)
        # The round in play's clock, the one the projector and the phones show.
        self.clock_bar = ClockBar(context, self)
        top.addWidget(self.clock_bar)

        self.stack = QStackedWidget()
        self.burraco = self._build_burraco()
        self.stack.addWidget(self.burraco)
        self._scala40: Scala40RoundPanel | None = None  # built for the first scala 40 evening

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.in_play_banner)
        layout.addWidget(self.stack, 1)

        # The clock's controls come last in the Tab order: Shift+Tab from the table number
        # still reaches the round chooser, the director's path while typing sheets.
        previous = self.view
        for control in self.clock_bar.controls():
            QWidget.setTabOrder(previous, control)
            previous = control

        self.redraw = RedrawWhenShown(self, self.reload)
        context.changes.changed.connect(self._on_changed)
        context.changes.round_changed.connect(self._follow_round)
        context.changes.tournament_changed.connect(self.set_tournament)
        self.set_tournament(context.tournament_id)

    @property
    def scala40(self) -> Scala40RoundPanel:
        """The scala 40 face (the round's tables, the open sheet), up to date even while the
        page is hidden: reading it catches up with what the page owes."""
        self.redraw.current()
        return self._scala40_face()

    # -- layout -------------------------------------------------------------------------------
    def _scala40_face(self) -> Scala40RoundPanel:
        # Built the first time a scala 40 tournament is shown: a burraco evening never loads
        # the sheet's module nor builds its widgets.
        if self._scala40 is None:
            from tournament_app.ui.results.scala40.panel import Scala40RoundPanel

            self._scala40 = Scala40RoundPanel(self.context, self)
            self.stack.addWidget(self._scala40)
        return self._scala40

    def _build_burraco(self) -> QWidget:
        box = QGroupBox(self.tr("Quick entry: table, NS points, EW points, Enter"))
        self.table_edit = QLineEdit()
        self.table_edit.setObjectName("table_edit")
        self.table_edit.setPlaceholderText(self.tr("table"))
        self.ns_edit = QLineEdit()
        self.ns_edit.setObjectName("ns_edit")
        self.ns_edit.setPlaceholderText(self.tr("NS points"))
        self.ew_edit = QLineEdit()
        self.ew_edit.setObjectName("ew_edit")
        self.ew_edit.setPlaceholderText(self.tr("EW points"))
        font = self.table_edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        for edit, width in ((self.table_edit, 70), (self.ns_edit, 110), (self.ew_edit, 110)):
            edit.setFont(font)
            # Narrow, as a table number or a total is short, yet wide enough for the
            # translated hint ("tavolo" at this size overflowed 70 pixels and was clipped).
            metrics = edit.fontMetrics()
            hint = (
                metrics.horizontalAdvance(edit.placeholderText()) + 2 * metrics.averageCharWidth()
            )
            edit.setMaximumWidth(max(width, hint + 12))
            # Figures sit right; the hint of an empty field sits left, so the cursor blinks
            # before it instead of over its last letter ("tavolo" read "tavolc").
            edit.setAlignment(Qt.AlignmentFlag.AlignLeft)
            edit.textChanged.connect(
                lambda text, edit=edit: edit.setAlignment(
                    Qt.AlignmentFlag.AlignRight if text else Qt.AlignmentFlag.AlignLeft
                )
            )
            edit.returnPressed.connect(self._enter_pressed)
            edit.textEdited.connect(self._clear_error)
        self.table_edit.textChanged.connect(self._show_seat)
        self.save_button = QPushButton(self.tr("Save (Enter)"))
        self.save_button.setObjectName("save")
        self.save_button.clicked.connect(self.submit)
        self.double_entry = QCheckBox(self.tr("Second operator (double entry)"))
        self.double_entry.setToolTip(
            self.tr(
                "Re-enter sheets already entered: matches are confirmed, differences shown"
                " (Ctrl+Shift+D)"
            )
        )
        self.double_entry.toggled.connect(self._double_entry_toggled)
        row = QHBoxLayout()
        label_table = QLabel(self.tr("T&able"))
        label_table.setBuddy(self.table_edit)
        label_ns = QLabel(self.tr("&NS"))
        label_ns.setBuddy(self.ns_edit)
        label_ew = QLabel(self.tr("E&W"))
        label_ew.setBuddy(self.ew_edit)
        row.addWidget(label_table)
        row.addWidget(self.table_edit)
        row.addWidget(label_ns)
        row.addWidget(self.ns_edit)
        row.addWidget(label_ew)
        row.addWidget(self.ew_edit)
        three_line.add_third_field(self, row, font)  # shown at a round with tables of three
        for name, label in (("table", label_table), ("ns", label_ns), ("ew", label_ew)):
            label.setObjectName(f"{name}_label")
        for label in (label_table, label_ns, label_ew, self.third_label):
            # Never clipped by the field after it: a label's width is its letters' advance,
            # and a last letter's ink may pass it (English "Table" lost its "e").
            spare = label.fontMetrics().averageCharWidth()
            label.setMinimumWidth(label.sizeHint().width() + spare)
        row.addWidget(self.save_button)
        row.addStretch(1)
        row.addWidget(self.double_entry)
        self.seat_label = QLabel()
        self.seat_label.setObjectName("seat")
        self.seat_label.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.saved_label = QLabel()
        self.saved_label.setObjectName("saved")
        self.saved_label.setStyleSheet("color: #1b6e20; font-weight: bold;")
        box_layout = QVBoxLayout(box)
        box_layout.addLayout(row)
        box_layout.addWidget(self.seat_label)
        box_layout.addWidget(self.error_label)
        box_layout.addWidget(self.saved_label)
        self.setTabOrder(self.table_edit, self.ns_edit)
        self.setTabOrder(self.ns_edit, self.ew_edit)
        self.setTabOrder(self.ew_edit, self.save_button)

        # Keyed by table: a result saved redraws its row, the row chosen and the
        # scroll position stay.
        self.model = RowTableModel(
            list_columns.columns(self), self, key=lambda line: line.seat.table, ordered_by="table"
        )
        self.model.row_background = lambda line: (
            None if self.blind(line) else STATE_COLOURS.get(line.state)
        )
        self.model.row_foreground = lambda line: (
            QColor("#777777") if line.state is TableState.BYE else None
        )
        self.view, self.proxy = sorted_table_view(
            self.model, self.context.settings, "results.tables", alternate=False
        )
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # A name too long for its column ends in "…" (whole in its tooltip): wrapped, its
        # second line fell below the row and was cut off.
        self.view.setWordWrap(False)
        own_viewport(self.view).installEventFilter(self)
        # Tab leaves the list for the next control instead of walking its 8 x 250 cells.
        self.view.setTabKeyNavigation(False)
        # The quick line and the list name one table: a row chosen in the list is typed in
        # the line, a table typed in the line is selected in the list (`_show_seat`).
        self._following_line = False
        self.view.selectionModel().selectionChanged.connect(self._row_chosen)
        self.view.doubleClicked.connect(lambda _index: self.correct_selected())

        self.correct_button = QPushButton(self.tr("&Correct"))
        self.correct_button.setToolTip(self.tr("Load the selected table into the entry line"))
        self.correct_button.clicked.connect(self.correct_selected)
        self.hands_button = QPushButton(self.tr("Hand b&y hand…"))
        second_key(self.hands_button, "Ctrl+H")
        self.hands_button.setToolTip(self.tr("Enter the selected table's sheet hand by hand"))
        self.hands_button.clicked.connect(self.open_scoresheet)
        self.forfeit_button = QPushButton(self.tr("F&orfeit…"))
        second_key(self.forfeit_button, FORFEIT_KEYS)
        self.forfeit_button.clicked.connect(self.forfeit_selected)
        self.arbitral_button = QPushButton(self.tr("R&eferee's score…"))
        second_key(self.arbitral_button, REFEREE_KEYS)
        self.arbitral_button.setToolTip(
            self.tr("Set the VP (and MP) of a turno whose hands cannot be rebuilt")
        )
        self.arbitral_button.clicked.connect(self.arbitral_selected)
        self.penalty_button = QPushButton(self.tr("&Penalties…"))
        second_key(self.penalty_button, "Ctrl+Shift+P")
        self.penalty_button.clicked.connect(self.open_penalties)
        self.delete_button = QPushButton(self.tr("Re&move result"))
        second_key(self.delete_button, REMOVE_KEYS)  # on only while the table has a result
        self.delete_button.clicked.connect(self.delete_selected)
        # Alt letters chosen clear of the window's tabs and menus (Tournaments, File, Help...).
        actions = QHBoxLayout()
        for button in (
            self.correct_button,
            self.hands_button,
            self.forfeit_button,
            self.arbitral_button,
            self.penalty_button,
            self.delete_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)

        wrapper = QWidget()
        wrapper_layout = QVBoxLayout(wrapper)
        wrapper_layout.setContentsMargins(0, 0, 0, 0)
        wrapper_layout.addWidget(box)
        wrapper_layout.addLayout(actions)
        wrapper_layout.addLayout(self.phone_buttons())
        wrapper_layout.addWidget(self.view, 1)
        # On the burraco face only: the scala 40 panel has its own Ctrl+L.
        QShortcut(QKeySequence("Ctrl+L"), wrapper, activated=self.back_to_line)
        # Not Ctrl+D: on Linux desktops a text field takes it to delete a character.
        QShortcut(QKeySequence("Ctrl+Shift+D"), wrapper, activated=self.double_entry.toggle)
        return wrapper

    def _share_name_columns(self) -> None:
        """The two lines' names share the width the figures and the status leave: whole
        when there is room (the status, last, stretches over what is left), cut short on a
        narrow window so the status stays in view (whole in their tooltip). Run when the
        round is fitted and again whenever the list changes size: a page fitted before it
        had its real size would otherwise keep its names cut at 1920 px."""
        if self._name_needs is None:
            return
        names = [self.model.column_index("ns"), self.model.column_index("ew")]
        if self._names_set is not None and self._names_set != [
            self.view.columnWidth(c) for c in names
        ]:
            return  # the director has sized the names by hand: kept until the next round
        last = self.model.columnCount() - 1
        others = (
            sum(self.view.columnWidth(c) for c in range(last) if c not in names)
            + self._status_least()
        )
        room = self.view.viewport().width() - others
        need_ns, need_ew = self._name_needs
        if need_ns + need_ew <= room:
            widths = [need_ns, need_ew]
        else:
            # Each keeps half the room (never under NAME_COLUMN_LEAST); a line whose names
            # need less than half gives the rest to the other.
            half = max(NAME_COLUMN_LEAST, room // 2)
            ns = min(need_ns, max(half, room - need_ew))
            ew = min(need_ew, max(half, room - ns))
            widths = [ns, ew]
        for column, width in zip(names, widths, strict=True):
            if self.view.columnWidth(column) != width:
                self.view.setColumnWidth(column, width)
        self._names_set = widths

    def _status_least(self) -> int:
        """What the Status column keeps beside the names: its title and its state words
        ("conflict"), and never less than Qt leaves a stretched last column (its default
        section size); a longer note after them may be cut, whole in its tooltip."""
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        words = [state_label(state, self.context.language) for state in TableState]
        padding = 4 * metrics.averageCharWidth()
        widest = max(metrics.horizontalAdvance(word) for word in words) + padding
        title = header.sectionSizeHint(self.model.columnCount() - 1)
        return max(title, widest, header.defaultSectionSize())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() is QEvent.Type.Resize:
            self._share_name_columns()
        if watched is self.round_choice:
            if event.type() is QEvent.Type.MouseButtonPress:
                self._round_by_keys = False
            elif event.type() is QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                self._round_by_keys = True
                if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    self.back_to_line()  # Enter leaves the chooser for the line
                    return True
        return super().eventFilter(watched, event)

    # -- what is shown ------------------------------------------------------------------------
    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the results of another tournament (None: nothing open), read once on screen."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        self.settings = None
        if self.tournament_id is not None:
            tournament = self.context.tournament(self.tournament_id)
            self.game = tournament.game
            if isinstance(tournament.settings, BurracoSettings):
                self.settings = tournament.settings
        scala40 = self.game is Game.SCALA40
        for button in self.phone_entry_buttons:
            button.setVisible(self.taking_entries())
        self.stack.setCurrentWidget(self._scala40_face() if scala40 else self.burraco)
        self.redraw.request()

    def reload(self) -> None:
        """Read the rounds and results again and redraw."""
        self.names = EntryNames(self.context, self.tournament_id)
        tid = self.tournament_id
        self.round_numbers = (
            self.context.services.rounds.numbers(tid, published=True) if tid else ()
        )
        self._shown_round = None
        # The round chosen in the list belongs to the tournament it was filled for: another
        # tournament opens on the context's round, else on its latest (the one in play).
        same = self._rounds_of == tid
        wanted = self.round_choice.currentData() if same else None
        self._rounds_of = tid
        if self.context.round_number is not None:
            wanted = self.context.round_number
        numbers = list(self.round_numbers)
        before = self._in_play if same else None
        wanted = round_to_show(numbers, wanted, before)
        self._in_play = numbers[-1] if numbers else None
        # The window was on the round in play, and another is in play now: so are its pages
        # (never when it shows a draft being prepared, which is no published round).
        followed = before is not None and self.context.round_number == before != wanted
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for number in numbers:
            self.round_choice.addItem(self.tr("Round {0}").replace("{0}", str(number)), number)
        if wanted in numbers:
            self.round_choice.setCurrentIndex(numbers.index(wanted))
        self.round_choice.blockSignals(False)
        if followed:
            self.context.show_round(wanted)
        self._refresh_round()
        self.model.redraw_all()  # the names read again may have changed, the lines not
        missing = self.missing_tables()
        if missing and not self.table_edit.text().strip():
            self.table_edit.setText(str(missing[0]))  # ready for the first sheet to come back
            self.table_edit.selectAll()

    def current_round(self) -> Round | None:
        """The round whose results are shown."""
        number = self.round_choice.currentData()
        if number is None or self.tournament_id is None:
            return None
        shown = self._shown_round
        if shown is None or shown.number != number:
            try:
                shown = self.context.services.rounds.get(self.tournament_id, number)
            except ServiceError:
                shown = None  # gone meanwhile: the reload its removal announces redraws
            self._shown_round = shown
        return shown

    def _refresh_round(self) -> None:
        current, lines = self._read_round()
        self.in_play_banner.show_for(current.number if current else None, self._in_play)
        if self.game is Game.SCALA40:
            panel = self._scala40_face()
            panel.show_round(self.tournament_id, current, self.names)
            self.missing_label.setText(panel.summary())
            return
        self._show_lines(current, lines)

    def _show_lines(self, current: Round | None, lines: list[TableLine]) -> None:
        """The round's lines in the list, with the counts, the line's pairs and the
        entry line enabled only when there is a round."""
        self.lines = lines
        self.model.set_rows(self.lines)
        shown = (self.tournament_id, current.number if current else None)
        if shown != self._sized_for:  # fit the columns once per round, not at every entry
            self._sized_for = shown
            fit_columns(self.view)
            names = [self.model.column_index("ns"), self.model.column_index("ew")]
            ns_need, ew_need = (self.view.columnWidth(c) for c in names)
            self._name_needs = (ns_need, ew_need)
            self._names_set = None
            self._share_name_columns()
        self.missing_label.setText(self._missing_text(current))
        three_line.follow_round(self)
        self._show_seat()
        enabled = current is not None
        for widget in (self.table_edit, self.ns_edit, self.ew_edit, self.save_button):
            widget.setEnabled(enabled)

    _read_round = round_shown._read_round
    _conflict_line = round_shown._conflict_line
    _unlikely = round_shown._unlikely
    missing_tables = round_shown.missing_tables
    tables_to_retype = round_shown.tables_to_retype
    blind = round_shown.blind
    tables_to_check = round_shown.tables_to_check
    _missing_text = round_shown._missing_text
    line_for = round_shown.line_for
    _show_seat = table_actions.show_seat  # the line's table, and Remove result in step
    _select_row = round_shown._select_row
    _row_chosen = round_shown._row_chosen

    def _round_chosen(self, _index: int) -> None:
        current = self.current_round()
        if current is not None:
            self.context.show_round(current.number)
        self._refresh_round()
        if self._round_by_keys and self.round_choice.hasFocus():
            # Walking the rounds with the arrows: one press, one round; the line waits,
            # offering the round's next table, for Tab or Enter.
            self._offer_next_table()
            return
        self.focus_entry()

    def _follow_round(self, number: object) -> None:
        if self.redraw.stale:
            return  # the redraw owed shows the context's round; these rounds may be outdated
        numbers = list(self.round_numbers)
        if number in numbers and self.round_choice.currentData() != number:
            self.round_choice.setCurrentIndex(numbers.index(number))

    def _on_changed(self, changes: object) -> None:
        # A result also marks `rounds` (a round completes) but never moves a seat, so it
        # redraws only the round shown; new, swapped or published rounds reload everything.
        if isinstance(changes, Changes) and changes.tournaments:
            self.set_tournament(self.tournament_id)  # its settings: table entry on or off
        elif not isinstance(changes, Changes) or changes.entries:
            self.redraw.request()
        elif self.saving is not None and changes == RESULTS_CHANGED:
            return  # this page's own save: it draws the line it wrote (`entering._save`)
        elif changes.results or changes.penalties:
            self.redraw.request(self._refresh_round)
        elif changes.rounds:
            self.redraw.request()

    # -- entering -----------------------------------------------------------------------------
    focus_first = entering.focus_first
    back_to_line = entering.back_to_line
    focus_entry = entering.focus_entry
    _offer_next_table = entering._offer_next_table
    _double_entry_toggled = entering._double_entry_toggled
    _clear_error = entering._clear_error
    _refuse = entering._refuse
    _enter_pressed = entering._enter_pressed
    submit = entering.submit
    _impossible = entering._impossible
    saved_text = entering.saved_text
    _save = entering._save
    _refused = entering._refused
    _second_entry = entering._second_entry
    _retyped_saved = entering._retyped_saved
    _redraw_line = entering._redraw_line
    _refuse_if_finished = entering._refuse_if_finished
    _refuse_if_unreachable = entering._refuse_if_unreachable
    typed_input = entering.typed_input  # a language switch keeps the line as typed
    give_back_typed = entering.give_back_typed

    # -- the list's actions -------------------------------------------------------------------
    selected_line = table_actions.selected_line
    correct_selected = table_actions.correct_selected
    open_scoresheet = table_actions.open_scoresheet
    open_penalties = table_actions.open_penalties
    arbitral_selected = table_actions.arbitral_selected
    forfeit_selected = table_actions.forfeit_selected
    delete_selected = table_actions.delete_selected

    # -- the tables' phone entries ------------------------------------------------------------
    taking_entries = phone_entry.taking_entries
    phone_entries = phone_entry.phone_entries
    phone_buttons = phone_entry.phone_buttons
    close_phone_entry = phone_entry.close_phone_entry
    close_every_phone_entry = phone_entry.close_every_phone_entry
    _close_entry = phone_entry._close_entry
    reopen_phone_entry = phone_entry.reopen_phone_entry
    reopen_every_phone_entry = phone_entry.reopen_every_phone_entry
    _reopen_entry = phone_entry._reopen_entry
