"""The Risultati page: the director's most-used screen, built for typing scoresheets fast.

Burraco: one keyboard line — table number, Tab, NS MP, Tab, EW MP, Enter. The result is
saved at once, its VP shown, and the line jumps to the next missing table. Under it, every
table of the round with its status (missing / entered / flagged / conflict), so the missing
ones are seen and counted. Double entry: a second operator re-types the sheets; a table whose
second entry differs is stored by the services (`results.second_entry`), so every station
shows it as a conflict until the result is saved again or confirmed. Scala 40: the same page
lists the round's tables and shows the chosen table's sheet (`scala40_sheet.Scala40Sheet`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from scoring.turno import played
from tournament_app.services import (
    BurracoResult,
    BurracoSettings,
    Changes,
    Disagreement,
    ErrorCode,
    Game,
    ResultKind,
    Round,
    RoundTable,
    ServiceError,
    TournamentId,
    messages,
)
from tournament_app.services.messages import unlikely_sentence
from tournament_app.services.result_tables import RESULTS_CHANGED
from tournament_app.services.rules import scoring_errors, turno_settings
from tournament_app.services.unlikely_scores import unlikely_figures
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.dialogs import form_with_ok_cancel
from tournament_app.ui.log_page import local_time
from tournament_app.ui.models import Column, RowTableModel, fit_columns, sorted_table_view
from tournament_app.ui.other_stations import out_of_reach
from tournament_app.ui.result_questions import (
    forfeit_question,
    remove_question,
    replace_question,
    unlikely_question,
)
from tournament_app.ui.round_in_play import RoundInPlayBanner, round_to_show
from tournament_app.ui.rounds_page import EntryNames

if TYPE_CHECKING:
    from tournament_app.ui.scala40_sheet import Scala40RoundPanel


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultsPage", text)


class TableState(Enum):
    """Where a table's scoresheet is, as the list shows it."""

    MISSING = "missing"
    ENTERED = "entered"
    FLAGGED = "flagged"
    """Entered, but the figures are unlikely (confirmed by the director at entry)."""
    CONFLICT = "conflict"
    """A second operator's entry differs from the result stored (open in the database until
    the table is saved again, removed or confirmed)."""
    BYE = "bye"


def state_label(state: TableState) -> str:
    """A table state in the director's words."""
    return {
        TableState.MISSING: QCoreApplication.translate("ResultsPage", "missing"),
        TableState.ENTERED: QCoreApplication.translate("ResultsPage", "entered"),
        TableState.FLAGGED: QCoreApplication.translate("ResultsPage", "flagged"),
        TableState.CONFLICT: QCoreApplication.translate("ResultsPage", "conflict"),
        TableState.BYE: QCoreApplication.translate("ResultsPage", "bye"),
    }[state]


STATE_COLOURS = {
    TableState.MISSING: QColor("#fff4c2"),
    TableState.FLAGGED: QColor("#ffd8a8"),
    TableState.CONFLICT: QColor("#ffb3b3"),
}


def unlikely_words(
    language: str,
    settings: BurracoSettings,
    ns_mp: int,
    ew_mp: int,
    hand_scores: Sequence[tuple[int, int]] = (),
) -> list[str]:
    """Why the figures look unlikely (not impossible), by the services' rule and words."""
    return [
        unlikely_sentence(found, settings.hands, language)
        for found in unlikely_figures(settings, ns_mp, ew_mp, hand_scores)
    ]


SCORING_REASONS = {
    "mp_not_multiple_of_5": QT_TRANSLATE_NOOP(
        "ResultsPage", "every burraco score is a multiple of 5"
    ),
    "wrong_hand_count": QT_TRANSLATE_NOOP(
        "ResultsPage", "the number of hands does not match the tournament"
    ),
}


def refusal_text(context: AppContext, error: ServiceError) -> str:
    """The sentence for a refused result: the rule broken when scoring named it."""
    reason = SCORING_REASONS.get(error.scoring_code or "")
    if error.code is ErrorCode.INVALID_SCORE and reason is not None:
        return QCoreApplication.translate(
            "ResultsPage", "Refused: {0}. Check the scoresheet and type it again."
        ).replace("{0}", _tr(reason))
    if error.code is ErrorCode.DATABASE_WRITE_FAILED:
        # The quick line keeps what was typed: once the database answers, Enter saves it.
        return messages.describe(error, context.language, face="line")
    return context.describe_error(error)


@dataclass(frozen=True)
class TableLine:
    """One row of the list: a table's seating, its result if any, and its state."""

    seat: RoundTable
    result: BurracoResult | None
    state: TableState
    note: str = ""
    """Short words after the state in the Status column."""
    detail: str = ""
    """The Status column's tooltip, when it says more than `note`."""
    disagreement: Disagreement | None = None
    """The table's open double-entry disagreement (state CONFLICT)."""


def parse_points(text: str) -> int | None:
    """A typed MP figure ("640", "-35", " 1 080 ") as an int; None when it is not a number."""
    cleaned = text.replace(" ", "").replace(".", "").replace("\u2212", "-")
    if cleaned in ("", "-", "+"):
        return None
    try:
        return int(cleaned)
    except ValueError:
        return None


NAME_COLUMN_LEAST = 180
"""Pixels a line's names keep however narrow the window (about 25 characters)."""
MOST_RANGES = 12
"""Runs of table numbers named before "…": the line stays one line above the quick entry."""


def table_ranges(tables: Sequence[int]) -> str:
    """Table numbers as a director reads them: runs joined ("1–4, 7, 9–250"), at most
    MOST_RANGES runs then "…" (250 missing tables listed one by one took seven lines)."""
    runs: list[list[int]] = []
    for table in sorted(tables):
        if runs and table == runs[-1][-1] + 1:
            runs[-1].append(table)
        else:
            runs.append([table])
    said = [f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs]
    shown = ", ".join(said[:MOST_RANGES])
    return shown + (", …" if len(said) > MOST_RANGES else "")


class ResultsPage(QWidget):
    """Enter and correct the results of the round shown (burraco line or scala 40 sheets)."""

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

        self.stack = QStackedWidget()
        self.burraco = self._build_burraco()
        self.stack.addWidget(self.burraco)
        self._scala40: Scala40RoundPanel | None = None  # built for the first scala 40 evening

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.in_play_banner)
        layout.addWidget(self.stack, 1)

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
            from tournament_app.ui.scala40_sheet import Scala40RoundPanel

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
        label_ew = QLabel(self.tr("&EW"))
        label_ew.setBuddy(self.ew_edit)
        for label in (label_table, label_ns, label_ew):
            label.setMinimumWidth(label.sizeHint().width())  # never clipped by the fields
        row.addWidget(label_table)
        row.addWidget(self.table_edit)
        row.addWidget(label_ns)
        row.addWidget(self.ns_edit)
        row.addWidget(label_ew)
        row.addWidget(self.ew_edit)
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

        self.model = RowTableModel(self._columns(), self)
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
        self.view.viewport().installEventFilter(self)
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
        self.hands_button.setShortcut(QKeySequence("Ctrl+H"))
        self.hands_button.setToolTip(self.tr("Enter the selected table's sheet hand by hand"))
        self.hands_button.clicked.connect(self.open_scoresheet)
        self.forfeit_button = QPushButton(self.tr("Forfeit…"))
        self.forfeit_button.clicked.connect(self.forfeit_selected)
        self.arbitral_button = QPushButton(self.tr("Referee's score…"))
        self.arbitral_button.setToolTip(
            self.tr("Set the VP (and MP) of a turno whose hands cannot be rebuilt")
        )
        self.arbitral_button.clicked.connect(self.arbitral_selected)
        self.penalty_button = QPushButton(self.tr("&Penalties…"))
        self.penalty_button.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.penalty_button.clicked.connect(self.open_penalties)
        self.delete_button = QPushButton(self.tr("Remove result"))
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
        wrapper_layout.addWidget(self.view, 1)
        # On the burraco face only: the scala 40 panel has its own Ctrl+L.
        QShortcut(QKeySequence("Ctrl+L"), wrapper, activated=self.back_to_line)
        # Not Ctrl+D: on Linux desktops a text field takes it to delete a character.
        QShortcut(QKeySequence("Ctrl+Shift+D"), wrapper, activated=self.double_entry.toggle)
        return wrapper

    def _columns(self) -> list[Column]:
        def mp(line: TableLine, side: str) -> int | None:
            if line.result is None or self.blind(line):
                return None
            return getattr(line.result, side)

        def status(line: TableLine) -> str:
            if self.blind(line):
                # No figure, and no "unlikely" note naming one: just that a sheet is in.
                return state_label(TableState.ENTERED)
            return state_label(line.state) + (f" — {line.note}" if line.note else "")

        return [
            Column("table", self.tr("Table"), lambda x: x.seat.table, numeric=True),
            Column(
                "ns",
                self.tr("NS"),
                lambda x: self.names.line(x.seat.ns),
                tooltip=lambda x: self.names.line(x.seat.ns),
            ),
            Column(
                "ew",
                self.tr("EW"),
                lambda x: self.names.line(x.seat.ew) if x.seat.ew else self.tr("bye"),
                tooltip=lambda x: self.names.line(x.seat.ew) if x.seat.ew else None,
            ),
            Column("ns_mp", self.tr("NS MP"), lambda x: mp(x, "ns_mp"), numeric=True),
            Column("ew_mp", self.tr("EW MP"), lambda x: mp(x, "ew_mp"), numeric=True),
            Column("ns_vp", self.tr("NS VP"), lambda x: mp(x, "ns_vp"), numeric=True),
            Column("ew_vp", self.tr("EW VP"), lambda x: mp(x, "ew_vp"), numeric=True),
            Column(
                "state",
                self.tr("Status"),
                status,
                sort=lambda x: list(TableState).index(x.state),
                tooltip=lambda x: None if self.blind(x) else (x.detail or x.note or None),
            ),
        ]

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
        words = [state_label(state) for state in TableState]
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
            tournament = self.context.services.tournaments.get(self.tournament_id)
            self.game = tournament.game
            if isinstance(tournament.settings, BurracoSettings):
                self.settings = tournament.settings
        scala40 = self.game is Game.SCALA40
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
        current = self.current_round()
        self.in_play_banner.show_for(current.number if current else None, self._in_play)
        if self.game is Game.SCALA40:
            panel = self._scala40_face()
            panel.show_round(self.tournament_id, current, self.names)
            self.missing_label.setText(panel.summary())
            return
        self.lines = self._table_lines(current)
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
        self._show_seat()
        enabled = current is not None
        for widget in (self.table_edit, self.ns_edit, self.ew_edit, self.save_button):
            widget.setEnabled(enabled)

    def _table_lines(self, current: Round | None) -> list[TableLine]:
        if current is None or self.tournament_id is None:
            return []
        results = {
            r.table: r
            for r in self.context.services.results.list(self.tournament_id, current.number)
        }
        # Read once per redraw: the disagreements any station stored, kept across restarts.
        open_checks = {
            d.table: d
            for d in self.context.services.results.disagreements(self.tournament_id, current.number)
        }
        lines = []
        for seat in current.tables:
            result = results.get(seat.table)
            if seat.is_bye:
                lines.append(TableLine(seat, result, TableState.BYE))
                continue
            if result is None:
                lines.append(TableLine(seat, None, TableState.MISSING))
                continue
            check = open_checks.get(seat.table)
            if check is not None:
                lines.append(self._conflict_line(seat, result, check))
                continue
            reasons = self._unlikely(result.ns_mp, result.ew_mp) if not result.hands else []
            if reasons:
                lines.append(TableLine(seat, result, TableState.FLAGGED, "; ".join(reasons)))
            else:
                lines.append(TableLine(seat, result, TableState.ENTERED))
        return lines

    def _conflict_line(
        self, seat: RoundTable, result: BurracoResult, check: Disagreement
    ) -> TableLine:
        """A table whose second entry differs: both figures and who typed the second."""
        # The first entry's figures are in the row's MP columns: the status adds the second.
        note = (
            self.tr("second entry {0}–{1} ({2})")
            .replace("{0}", str(check.ns_mp))
            .replace("{1}", str(check.ew_mp))
            .replace("{2}", check.entered_by)
        )
        detail = (
            self.tr(
                "The result saved has NS {0} — EW {1}; the second entry, typed at {2} on {3},"
                " has NS {4} — EW {5}. Check the scoresheet, then type the right figures with"
                " double entry off: that corrects the result (or confirms it) and closes"
                " the disagreement."
            )
            .replace("{0}", str(result.ns_mp))
            .replace("{1}", str(result.ew_mp))
            .replace("{2}", check.entered_by)
            .replace("{3}", local_time(check.entered_at))
            .replace("{4}", str(check.ns_mp))
            .replace("{5}", str(check.ew_mp))
        )
        return TableLine(seat, result, TableState.CONFLICT, note, detail, check)

    def _unlikely(self, ns_mp: int, ew_mp: int) -> list[str]:
        if self.settings is None:
            return []
        return unlikely_words(self.context.language, self.settings, ns_mp, ew_mp)

    def missing_tables(self) -> list[int]:
        """Numbers of the tables of the round shown still waiting for their sheet."""
        return [line.seat.table for line in self.lines if line.state is TableState.MISSING]

    def tables_to_retype(self) -> list[int]:
        """Tables a second operator can re-type: a scoresheet entered, neither confirmed on
        this station nor waiting for the director (a disagreement)."""
        number = self.round_choice.currentData()
        return [
            line.seat.table
            for line in self.lines
            if line.state in (TableState.ENTERED, TableState.FLAGGED)
            and line.result is not None
            and line.result.kind is ResultKind.PLAYED
            and (self.tournament_id, number, line.seat.table) not in self._confirmed
        ]

    def blind(self, line: TableLine) -> bool:
        """Whether this station hides a table's first entry: double entry is on and the
        table is still to re-type. A second operator who saw the figures could copy them
        (a typo and all) instead of reading the scoresheet; once re-typed (confirmed here,
        or in conflict) they are shown again."""
        if not self.double_entry.isChecked() or line.result is None:
            return False
        number = self.round_choice.currentData()
        return (
            line.state in (TableState.ENTERED, TableState.FLAGGED)
            and (self.tournament_id, number, line.seat.table) not in self._confirmed
        )

    def tables_to_check(self) -> list[int]:
        """Numbers of the tables of the round shown whose second entry differs (double entry)."""
        return [line.seat.table for line in self.lines if line.state is TableState.CONFLICT]

    def _missing_text(self, current: Round | None) -> str:
        if current is None:
            return self.tr("No published round yet: publish one on the Rounds page.")
        missing = self.missing_tables()
        playing = [line for line in self.lines if line.state is not TableState.BYE]
        if not missing:
            text = (
                self.tr("Round {0}: all {1} tables entered.")
                .replace("{0}", str(current.number))
                .replace("{1}", str(len(playing)))
            )
        else:
            text = (
                self.tr("Round {0}: {1} of {2} tables missing — {3}")
                .replace("{0}", str(current.number))
                .replace("{1}", str(len(missing)))
                .replace("{2}", str(len(playing)))
                .replace("{3}", table_ranges(missing))
            )
        # An entered table whose second entry differs is not done: the director must look.
        to_check = self.tables_to_check()
        if not to_check:
            return text
        tables = table_ranges(to_check)
        if len(to_check) == 1:
            check = self.tr("1 table in conflict (the second entry differs): {0}.")
            check = check.replace("{0}", tables)
        else:
            check = self.tr("{0} tables in conflict (the second entry differs): {1}.")
            check = check.replace("{0}", str(len(to_check))).replace("{1}", tables)
        return text.rstrip(".") + ". " + check

    def line_for(self, table: int) -> TableLine | None:
        """The list row of a table of the round shown."""
        return next((line for line in self.lines if line.seat.table == table), None)

    def _show_seat(self) -> None:
        table = parse_points(self.table_edit.text())
        line = self.line_for(table) if table is not None else None
        self._select_row(line)
        if line is None:
            # Until a table is typed, the line's own instructions fill its place.
            self.seat_label.setText(
                self.tr(
                    "Type the table number: its pairs appear here. Enter on a full line saves"
                    " it and moves to the next missing table; Ctrl+L comes back here."
                )
                if self.lines
                else ""
            )
            return
        if line.seat.is_bye:
            self.seat_label.setText(
                self.tr("Table {0}: bye for {1}")
                .replace("{0}", str(table))
                .replace("{1}", self.names.line(line.seat.ns))
            )
            return
        text = (
            self.tr("Table {0}: NS {1} — EW {2}")
            .replace("{0}", str(table))
            .replace("{1}", self.names.line(line.seat.ns))
            .replace("{2}", self.names.line(line.seat.ew))
        )
        if line.result is not None and self.blind(line):
            text += "  " + self.tr("(entered)")
        elif line.result is not None:
            text += "  " + self.tr("(entered: {0}–{1})").replace(
                "{0}", str(line.result.ns_mp)
            ).replace("{1}", str(line.result.ew_mp))
        if line.disagreement is not None:
            text += "  " + self.tr("second entry {0}–{1} by {2}: in conflict").replace(
                "{0}", str(line.disagreement.ns_mp)
            ).replace("{1}", str(line.disagreement.ew_mp)).replace(
                "{2}", line.disagreement.entered_by
            )
        self.seat_label.setText(text)

    def _select_row(self, line: TableLine | None) -> None:
        """Select the typed table's row (none when no table of the round is typed), so the
        list never shows another table than the one the line and its actions work on."""
        self._following_line = True
        try:
            if line is None:
                self.view.clearSelection()
                return
            row = self.proxy.mapFromSource(self.model.index(self.lines.index(line), 0)).row()
            if self.view.selectionModel().isRowSelected(row):
                return
            self.view.selectRow(row)
            self.view.scrollTo(self.proxy.index(row, 0))
        finally:
            self._following_line = False

    def _row_chosen(self, *_: object) -> None:
        """A row chosen in the list (a click, the arrows) becomes the table of the line; the
        figures typed stay, and the line under it names the new table's pairs."""
        if self._following_line:
            return
        indexes = self.view.selectionModel().selectedRows()
        if not indexes:
            return
        line: TableLine = self.model.row_at(self.proxy.mapToSource(indexes[0]).row())
        if parse_points(self.table_edit.text()) != line.seat.table:
            self.table_edit.setText(str(line.seat.table))

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
        if not isinstance(changes, Changes) or changes.entries:
            self.redraw.request()
        elif changes.results or changes.penalties:
            self.redraw.request(self._refresh_round)
        elif changes.rounds:
            self.redraw.request()

    # -- entering -----------------------------------------------------------------------------
    def focus_first(self) -> None:
        """Coming to the page (Ctrl+4, a click on its tab): the keyboard lands on the quick
        line, so the director types the table, Tab, the two totals, Enter at once."""
        self.redraw.current()  # the next missing table is read from the round as it is now
        if self.game is Game.SCALA40:
            self._scala40_face().table_edit.setFocus()
            return
        self.back_to_line()

    def back_to_line(self) -> None:
        """Ctrl+L: the keyboard back on the table number. A line typed and not saved (a
        figure, or a table number typed) is kept as it is, its table selected to type over;
        an untouched line is offered the next table to type."""
        typed = self.ns_edit.text().strip() or self.ew_edit.text().strip()
        if typed or self.table_edit.isModified():
            self.table_edit.setFocus()
            self.table_edit.selectAll()
            return
        self.focus_entry()

    def focus_entry(self) -> None:
        """Put the next table to type in the line, selected, with the focus on it: the next
        missing one, or in double entry the next one to re-type."""
        self._offer_next_table()
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def _offer_next_table(self) -> None:
        """An empty line offering the next table to type, selected to type over."""
        offer = self.tables_to_retype() if self.double_entry.isChecked() else self.missing_tables()
        self.table_edit.setText(str(offer[0]) if offer else "")
        self.ns_edit.clear()
        self.ew_edit.clear()
        self.table_edit.selectAll()

    def _double_entry_toggled(self, _on: bool) -> None:
        # The list hides (or shows again) the first entries' figures: redrawn in place, so
        # the row selected stays.
        if self.model.rowCount():
            last = self.model.index(self.model.rowCount() - 1, self.model.columnCount() - 1)
            self.model.dataChanged.emit(self.model.index(0, 0), last)
        self._show_seat()
        # The line offers the next table of the new mode; a half-typed line is kept.
        if self.ns_edit.text().strip() or self.ew_edit.text().strip():
            self.table_edit.setFocus()
            self.table_edit.selectAll()
            return
        self.focus_entry()

    def _clear_error(self, *_: object) -> None:
        self.error_label.setText("")
        for edit in (self.table_edit, self.ns_edit, self.ew_edit):
            edit.setStyleSheet("")

    def _refuse(self, edit: QLineEdit | None, text: str) -> None:
        self.error_label.setText(text)
        self.saved_label.setText("")
        if edit is not None:
            edit.setStyleSheet("border: 2px solid #b00020;")
            edit.setFocus()
            edit.selectAll()

    def _enter_pressed(self) -> None:
        """Enter moves to the next empty field; on a complete line it saves."""
        for edit in (self.table_edit, self.ns_edit, self.ew_edit):
            if not edit.text().strip():
                if edit is self.table_edit or self.sender() is not edit:
                    edit.setFocus()
                    return
                break
        self.submit()

    def submit(self) -> None:
        """Save the typed line (or check it against the first entry, in double-entry mode)."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        self._clear_error()
        if self._refuse_if_finished():
            return
        table = parse_points(self.table_edit.text())
        line = self.line_for(table) if table is not None else None
        if line is None:
            tables = [line.seat.table for line in self.lines]
            span = f"{min(tables)}–{max(tables)}" if tables else "—"
            self._refuse(
                self.table_edit,
                self.tr("Round {0} has no table {1} (tables {2}).")
                .replace("{0}", str(current.number))
                .replace("{1}", self.table_edit.text().strip())
                .replace("{2}", span),
            )
            return
        if line.seat.is_bye:
            self._refuse(
                self.table_edit,
                self.tr("Table {0} is a bye: its score is automatic. Type another table.").replace(
                    "{0}", str(table)
                ),
            )
            return
        figures = []
        for edit in (self.ns_edit, self.ew_edit):
            value = parse_points(edit.text())
            if value is None:
                self._refuse(
                    edit,
                    self.tr("Type the line's points as a whole number, e.g. 640 or -35."),
                )
                return
            figures.append(value)
        ns_mp, ew_mp = figures
        impossible = self._impossible(ns_mp, ew_mp)
        if impossible is not None:
            # Said before any question: no answer could make these figures savable.
            self._refused(impossible)
            return
        if self.double_entry.isChecked():
            # Even on a table this page shows as missing: the services say why a second entry
            # cannot be taken (no first entry yet, a forfeit...), and save nothing.
            self._second_entry(current.number, line, ns_mp, ew_mp)
            return
        reasons = self._unlikely(ns_mp, ew_mp)
        if reasons and not self.context.dialogs.confirm(
            self,
            self.tr("Unlikely score"),
            unlikely_question(current.number, line.seat.table, reasons),
        ):
            self._refuse(self.ns_edit, self.tr("Not saved: check the figures."))
            return
        version = None
        if line.result is not None:
            if (line.result.ns_mp, line.result.ew_mp) == (ns_mp, ew_mp):
                if line.disagreement is not None:
                    # The director re-typed the saved figures over a disagreement: the first
                    # entry was right, which closes it as a second entry that agrees would.
                    self._second_entry(current.number, line, ns_mp, ew_mp)
                    return
                self.saved_label.setText(
                    self.tr("Table {0} already has exactly these points.").replace(
                        "{0}", str(table)
                    )
                )
                self.focus_entry()
                return
            saved = (line.result.ns_mp, line.result.ew_mp)
            question = replace_question(current.number, line.seat.table, saved, (ns_mp, ew_mp))
            if not self.context.dialogs.confirm(self, self.tr("Correct a result"), question):
                # The figures stay (they may be another table's sheet, the table mistyped);
                # the next number typed replaces the table, never the NS figure.
                self._refuse(None, self.tr("Not changed."))
                self.table_edit.setFocus()
                self.table_edit.selectAll()
                return
            version = line.result.version
        self._save(current.number, line.seat.table, ns_mp, ew_mp, version)

    def _impossible(self, ns_mp: int, ew_mp: int) -> ServiceError | None:
        """The refusal a save of these totals would meet (e.g. 643, not a multiple of 5)."""
        if self.settings is None:
            return None
        try:
            with scoring_errors():
                played(ns_mp, ew_mp, turno_settings(self.settings))
        except ServiceError as error:
            return error
        return None

    def saved_text(self, table: int, result: BurracoResult) -> str:
        """The line under the entry after a save: the table, its figures and its VP."""
        return (
            self.tr("Table {0} saved: NS {1} — EW {2}  →  VP {3}–{4}")
            .replace("{0}", str(table))
            .replace("{1}", str(result.ns_mp))
            .replace("{2}", str(result.ew_mp))
            .replace("{3}", str(result.ns_vp))
            .replace("{4}", str(result.ew_vp))
        )

    def _save(
        self, round_number: int, table: int, ns_mp: int, ew_mp: int, version: int | None
    ) -> None:
        assert self.tournament_id is not None
        # The services settle the table's open disagreement, if any, in the same transaction.
        try:
            # Unlikely figures were asked about before this save (`_unlikely`).
            result = self.context.services.results.enter_totals(
                self.tournament_id,
                round_number,
                table,
                ns_mp,
                ew_mp,
                expected_version=version,
                despite_unlikely=True,
            )
        except ServiceError as error:
            self._refused(error)
            return
        self.saved_label.setText(self.saved_text(table, result))
        self.focus_entry()  # the list was redrawn when the services announced the save

    def _refused(self, error: ServiceError) -> None:
        """Say why the services refused the line; nothing was saved."""
        if error.code is ErrorCode.CONFLICT:
            # Another station wrote this round meanwhile: this list, the status bar's count
            # and the standings all show it now, as after a save of this station's own.
            self.context.announce(RESULTS_CHANGED)
            self.redraw.current()  # on screen or not, the list holds what was written
        # Impossible figures: the NS figure is selected to retype; anything else (no first
        # entry, a bye, another station's change...) is about the table: back to its number.
        target = self.ns_edit if error.code is ErrorCode.INVALID_SCORE else self.table_edit
        self._refuse(target, refusal_text(self.context, error))

    def _second_entry(self, round_number: int, line: TableLine, ns_mp: int, ew_mp: int) -> None:
        """Check the typed figures against the stored result (double entry); the services
        keep a difference for every station and change no score."""
        assert self.tournament_id is not None
        table = line.seat.table
        try:
            check = self.context.services.results.second_entry(
                self.tournament_id, round_number, table, ns_mp, ew_mp
            )
        except ServiceError as error:
            self._refused(error)
            return
        if check.agrees:
            self._confirmed.add((self.tournament_id, round_number, table))
            self._redraw_line(line)
            text = self.tr("Table {0} confirmed by the second entry.")
            if line.disagreement is not None:
                text = self.tr(
                    "Table {0} confirmed by the second entry: the disagreement ({1}–{2},"
                    " typed at {3}) is closed."
                )
                text = (
                    text.replace("{1}", str(line.disagreement.ns_mp))
                    .replace("{2}", str(line.disagreement.ew_mp))
                    .replace("{3}", line.disagreement.entered_by)
                )
            self.saved_label.setText(text.replace("{0}", str(table)))
            self.focus_entry()
            return
        # Worded from what the services compared, which may be newer than this page's list.
        self._refuse(
            None,
            self.tr(
                "Table {0}: the first entry has {1}–{2}, the second {3}–{4}. Nothing was"
                " changed: check the scoresheet, then type the right figures with double"
                " entry off."
            )
            .replace("{0}", str(table))
            .replace("{1}", str(check.first.ns_mp))
            .replace("{2}", str(check.first.ew_mp))
            .replace("{3}", str(check.ns_mp))
            .replace("{4}", str(check.ew_mp)),
        )
        self.focus_entry()

    def _redraw_line(self, line: TableLine) -> None:
        """Redraw one row of the list (a table just confirmed shows its figures again)."""
        if line in self.lines:
            row = self.lines.index(line)
            self.model.dataChanged.emit(
                self.model.index(row, 0), self.model.index(row, self.model.columnCount() - 1)
            )

    def _refuse_if_finished(self) -> bool:
        """Say at once that a finished tournament (or a server out of reach) takes no result,
        before any question (the services would refuse it anyway, after the director had
        answered one, or after the server's bounds had held the window)."""
        if self.tournament_id is None:
            return False
        unreachable = out_of_reach(self.context)
        if unreachable is not None:  # the red line is up: the line waits, the window does not
            self._refused(unreachable)
            return True
        try:
            self.context.services.tournaments.check_open(self.tournament_id)
        except ServiceError as refusal:
            if refusal.code is not ErrorCode.TOURNAMENT_FINISHED:
                # The database out of reach (a server gone): the save itself meets it and
                # says so the usual way, the line kept as typed.
                return False
            self._refuse(self.table_edit, refusal_text(self.context, refusal))
            return True
        return False

    # -- the list's actions -------------------------------------------------------------------
    def selected_line(self) -> TableLine | None:
        """The table the list's actions work on: the one typed in the line, which is also
        the row selected in the list (a row chosen there is typed in the line)."""
        table = parse_points(self.table_edit.text())
        return self.line_for(table) if table is not None else None

    def correct_selected(self) -> None:
        """Load the selected table's figures into the entry line to correct them."""
        line = self.selected_line()
        if line is None or line.seat.is_bye:
            return
        self.table_edit.setText(str(line.seat.table))
        if line.result is not None and not self.blind(line):
            self.ns_edit.setText(str(line.result.ns_mp))
            self.ew_edit.setText(str(line.result.ew_mp))
        self.ns_edit.setFocus()
        self.ns_edit.selectAll()

    def open_scoresheet(self) -> None:
        """Enter the selected table's sheet hand by hand."""
        from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

        if self._refuse_if_finished():
            return
        current = self.current_round()
        line = self.selected_line()
        if current is None or line is None or line.seat.is_bye or self.settings is None:
            self._refuse(self.table_edit, self.tr("Choose a table first (type it or select it)."))
            return
        assert self.tournament_id is not None
        dialog = ScoresheetDialog(
            self.context,
            self.tournament_id,
            current.number,
            line.seat,
            self.names,
            self.settings,
            line.result,
            self,
        )
        if dialog.exec():
            self._refresh_round()
            if dialog.saved is not None:
                self.saved_label.setText(self.saved_text(line.seat.table, dialog.saved))
            self._clear_error()
            self.focus_entry()

    def open_penalties(self) -> None:
        """Open the penalties of the tournament, on the selected table's NS entry."""
        from tournament_app.ui.penalties_dialog import PenaltiesDialog

        if self.tournament_id is None:
            return
        line = self.selected_line()
        current = self.current_round()
        dialog = PenaltiesDialog(
            self.context,
            self.tournament_id,
            entry=line.seat.ns[0] if line and line.seat.ns else None,
            round_number=current.number if current else None,
            parent=self,
        )
        dialog.exec()

    def arbitral_selected(self) -> None:
        """Record the referee's score for the selected table (VP and MP set by hand)."""
        if self._refuse_if_finished():
            return
        current = self.current_round()
        line = self.selected_line()
        if current is None or line is None or line.seat.is_bye or self.tournament_id is None:
            self._refuse(self.table_edit, self.tr("Choose a table first (type it or select it)."))
            return
        dialog = ArbitralDialog(line.seat.table, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        ns_vp, ew_vp, ns_mp, ew_mp = dialog.values()
        tid, number, table = self.tournament_id, current.number, line.seat.table
        version = line.result.version if line.result else None
        self.context.run(
            self,
            lambda: self.context.services.results.enter_arbitral(
                tid,
                number,
                table,
                ns_vp=ns_vp,
                ew_vp=ew_vp,
                ns_mp=ns_mp,
                ew_mp=ew_mp,
                expected_version=version,
            ),
            title=self.tr("Referee's score"),
        )

    def forfeit_selected(self) -> None:
        """Score the selected table as forfeited by the line that did not play."""
        if self._refuse_if_finished():
            return
        current = self.current_round()
        line = self.selected_line()
        if current is None or line is None or line.seat.is_bye or self.tournament_id is None:
            self._refuse(self.table_edit, self.tr("Choose a table first (type it or select it)."))
            return
        ns_text = self.tr("NS absent or late: {0}").replace("{0}", self.names.line(line.seat.ns))
        ew_text = self.tr("EW absent or late: {0}").replace("{0}", self.names.line(line.seat.ew))
        question = forfeit_question(current.number, line.seat.table)
        choice = self.context.dialogs.ask_choice(
            self, self.tr("Forfeit"), question, [ns_text, ew_text]
        )
        if choice is None:
            return
        absent = "ns" if choice == ns_text else "ew"
        tid, number, table = self.tournament_id, current.number, line.seat.table
        version = line.result.version if line.result else None
        self.context.run(
            self,
            lambda: self.context.services.results.enter_forfeit(
                tid, number, table, absent=absent, expected_version=version
            ),
            title=self.tr("Forfeit"),
        )
        self._refresh_round()

    def delete_selected(self) -> None:
        """Remove the selected table's result after asking (the table becomes missing)."""
        if self._refuse_if_finished():
            return
        current = self.current_round()
        line = self.selected_line()
        if current is None or line is None or line.result is None or line.seat.is_bye:
            return
        saved = (line.result.ns_mp, line.result.ew_mp)
        question = remove_question(current.number, line.seat.table, saved)
        if not self.context.dialogs.confirm(self, self.tr("Remove result"), question):
            return
        assert self.tournament_id is not None
        tid, number, table, version = (
            self.tournament_id,
            current.number,
            line.seat.table,
            line.result.version,
        )
        self.context.run(
            self,
            lambda: self.context.services.results.delete(
                tid, number, table, expected_version=version
            ),
        )
        self._refresh_round()


class ArbitralDialog(QDialog):
    """The referee's score for a turno that cannot be rebuilt: both lines' VP and MP."""

    def __init__(self, table: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Referee's score — table {0}").replace("{0}", str(table)))
        self.ns_vp = QSpinBox()
        self.ew_vp = QSpinBox()
        for spin in (self.ns_vp, self.ew_vp):
            spin.setRange(0, 20)
            spin.setValue(10)
        self.ns_mp = QSpinBox()
        self.ew_mp = QSpinBox()
        for spin in (self.ns_mp, self.ew_mp):
            spin.setRange(-10000, 10000)
            spin.setSingleStep(5)
        for spin in (self.ns_vp, self.ew_vp, self.ns_mp, self.ew_mp):
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        form = QFormLayout()
        form.addRow(self.tr("NS VP:"), self.ns_vp)
        form.addRow(self.tr("EW VP:"), self.ew_vp)
        form.addRow(self.tr("NS MP:"), self.ns_mp)
        form.addRow(self.tr("EW MP:"), self.ew_mp)
        form_with_ok_cancel(self, form)

    def values(self) -> tuple[int, int, int, int]:
        """NS VP, EW VP, NS MP, EW MP as set."""
        return self.ns_vp.value(), self.ew_vp.value(), self.ns_mp.value(), self.ew_mp.value()


def register_screenshots(register: Any) -> None:
    """The referee's score dialog."""

    def build(shot: Any) -> QWidget:
        dialog = ArbitralDialog(4)
        dialog.ns_vp.setValue(12)
        dialog.ew_vp.setValue(8)
        dialog.ns_mp.setValue(300)
        dialog.ew_mp.setValue(150)
        shot.opened.append(dialog)
        return dialog

    register("referee-score", build, size=(380, 220))
