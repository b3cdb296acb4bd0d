"""The Turni page: generate the next round by the schedule, swap seats, check and publish.

The seating is shown as a table list (table, NS, EO; scala 40: the players at each table).
The checker's verdict sits under the buttons and is redrawn after every swap, so the director
sees at once what a hand-made change breaks before publishing.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    Changes,
    Game,
    Round,
    RoundCheck,
    RoundStatus,
    RoundTable,
    Scala40Format,
    Scala40Settings,
    ServiceError,
    TournamentId,
    TournamentStatus,
)
from tournament_app.services.domain_words import round_status_name, system_name
from tournament_app.services.publish_check import NOTE_CODES, STALE_CODES
from tournament_app.services.values import PairingProblem
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.dialogs import form_with_ok_cancel
from tournament_app.ui.models import Column, RowTableModel, fit_columns, sorted_table_view


def _tr(text: str) -> str:
    return QCoreApplication.translate("RoundsPage", text)


# -- words shared by the round pages ----------------------------------------------------------


PROBLEM_TEXT = {
    "seated_twice": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} is seated twice"),
    "not_seated": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} is not seated"),
    "unknown_entry": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} is not registered"),
    "forbidden_rematch": QT_TRANSLATE_NOOP("RoundsPage", "entries {entries} already met"),
    "empty_table": QT_TRANSLATE_NOOP("RoundsPage", "table {table} is empty"),
    "underfull_table": QT_TRANSLATE_NOOP("RoundsPage", "table {table} has too few players"),
    "overfull_table": QT_TRANSLATE_NOOP("RoundsPage", "table {table} has too many players"),
    "bye_twice": QT_TRANSLATE_NOOP("RoundsPage", "entry {entries} would get a second bye"),
    "table_number_gap": QT_TRANSLATE_NOOP("RoundsPage", "table numbers skip {table}"),
    "duplicate_table_number": QT_TRANSLATE_NOOP("RoundsPage", "table {table} appears twice"),
    # the round check's own (services.rounds): a draft outdated by the registration page
    "seated_withdrawn": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "entry {entries} has withdrawn since the draft was made: generate the round again",
    ),
    "seated_absent": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "entry {entries} is marked absent: mark it present on the Registration page,"
        " or generate the round again",
    ),
    "groups_resized": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "the group sizes set do not add up to the pairs present, so the groups have {entries}"
        " pairs (girone A first): for other sizes, change them in Tournament settings and"
        " generate the round again",
    ),
    "tied_at_cut": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "players {entries} tied for the last place going on from table {table}, so all of"
        " them go on: press Draw lots among the tied to decide who goes on",
    ),
    # a scala 40 stage seated before a hand of the stage before was corrected
    "no_longer_qualifies": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} no longer goes on from table {table} of the round before (a hand"
        " there was corrected after this round was seated)",
    ),
    "now_qualifies": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} now goes on from table {table} of the round before, but has no"
        " seat in this round",
    ),
    # the same with no table: a cut by the stage's ranking (describe_check)
    "tied_at_cut_ranking": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "players {entries} tied for the last place going on from the ranking of the round"
        " before, so all of them go on: press Draw lots among the tied to decide who goes on",
    ),
    "no_longer_qualifies_ranking": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} no longer goes on from the ranking of the round before (a hand"
        " there was corrected after this round was seated)",
    ),
    "now_qualifies_ranking": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "player {entries} now goes on from the ranking of the round before, but has no seat"
        " in this round",
    ),
    # a Danish draft made before a result or a penalty changed
    "standings_changed": QT_TRANSLATE_NOOP(
        "RoundsPage",
        "a result or a penalty has changed since this draft was made, so the pairing may"
        " follow the standings as they were: generate the round again",
    ),
}


# Players tied across a scala 40 cut: lots drawn among them decide who goes on.
TIED_AT_CUT = "tied_at_cut"
# What the round check tells the director without any rule being broken (the services'
# notes, services.publish_check), and the stale Danish draft: shown as a warning (not
# "ready"), and Publish asks.
NOTES = NOTE_CODES | STALE_CODES
STALE_NOTES = STALE_CODES
# A correction of the stage before changed who goes on to this scala 40 stage.
QUALIFICATION = frozenset({"no_longer_qualifies", "now_qualifies"})


def split_check(check: RoundCheck) -> tuple[RoundCheck, RoundCheck]:
    """The check's broken rules, and its notes."""
    return (
        RoundCheck(tuple(p for p in check.problems if p.code not in NOTES)),
        RoundCheck(tuple(p for p in check.problems if p.code in NOTES)),
    )


def describe_check(check: RoundCheck, names: Mapping[int, str] | None = None) -> list[str]:
    """One sentence per problem the checker found in a seating (each entry's number followed
    by its names when `names` are given)."""
    lines = []
    named = names or {}
    for problem in check.problems:
        template = PROBLEM_TEXT.get(problem.code)
        if problem.table is None:
            # No table: a cut by the stage's ranking, worded without one.
            template = PROBLEM_TEXT.get(f"{problem.code}_ranking", template)
        entries = ", ".join(f"{e} {named.get(e, '')}".strip() for e in problem.entries)
        if template is None:
            lines.append(f"{problem.code}: {entries}")
            continue
        text = _tr(template).replace("{entries}", entries)
        lines.append(text.replace("{table}", str(problem.table or "")))
    return lines


def qualifiers_text(
    check: RoundCheck, number: int, *, draft: bool, names: Mapping[int, str] | None = None
) -> str:
    """What to tell the director when a correction changed who goes on to scala 40 round
    `number`, already seated: who, and what they can do (the result stands as corrected)."""
    listed = "; ".join(describe_check(check, names))
    if draft:
        text = QCoreApplication.translate(
            "RoundsPage",
            "The correction changes who goes on to round {0}, already drafted: {1}. The result"
            " stays as corrected; generate round {0} again on the Rounds page so it seats who"
            " goes on now.",
        )
    else:
        # What can be done: before any table of it has played, the round goes back to
        # draft and is seated again (services.rounds.unpublish); once started, it stays.
        text = QCoreApplication.translate(
            "RoundsPage",
            "The correction changes who goes on to round {0}, already published: {1}. The"
            " result stays as corrected and the seating of round {0} does not change by"
            " itself. While no table of round {0} has played, press Back to draft on the"
            " Rounds page, then Generate next round, so it seats who goes on now; once it"
            " has started, it is played as seated. If the correction was wrong, undo it"
            " (Undo last change on the Log page).",
        )
    return text.replace("{0}", str(number)).replace("{1}", listed)


class EntryNames:
    """Entry numbers to the names a director reads ("7 Rossi - Bianchi"), for one tournament."""

    def __init__(self, context: AppContext, tournament_id: TournamentId | None) -> None:
        self.names: dict[int, str] = {}
        if tournament_id is not None:
            self.names = context.services.entries.names(tournament_id)

    def name(self, number: int) -> str:
        """The players' names of entry `number` ("" when unknown)."""
        return self.names.get(number, "")

    def line(self, numbers: tuple[int, ...]) -> str:
        """A line of a table: numbers with names, e.g. "7 Rossi Anna - Bianchi Carlo"."""
        return " / ".join(f"{n} {self.name(n)}".strip() for n in numbers)


SEAT_MIME = "application/x-torneo-seat"


class SeatingView(QTableView):
    """The seating list, where a pair is dragged onto another to swap their seats.

    Dragging an NS or EW cell onto another such cell swaps those two entries; dragging a
    table number onto another swaps the whole tables. The page decides whether the round
    can still change (only drafts can).
    """

    swap_requested = Signal(int, int, bool)
    """(first, second, tables): two entry numbers, or two table numbers when `tables`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.editable = False

    def seat_at(self, index: QModelIndex) -> tuple[str, int] | None:
        """What a cell holds for swapping: ("table", number) or ("entry", number)."""
        if not index.isValid():
            return None
        seat = index.data(RowTableModel.RowRole)
        model = index.model()
        source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
        if not isinstance(seat, RoundTable) or not isinstance(source, RowTableModel):
            return None
        key = source.columns[index.column()].key
        if key == "table":
            return ("table", seat.table)
        line = seat.ns if key == "ns" else seat.ew if key == "ew" else ()
        return ("entry", line[0]) if len(line) == 1 else None

    def swap_for(self, source: QModelIndex, target: QModelIndex) -> tuple[int, int, bool] | None:
        """The swap a drop from `source` onto `target` asks for (None: nothing sensible)."""
        first, second = self.seat_at(source), self.seat_at(target)
        if first is None or second is None or first[0] != second[0] or first == second:
            return None
        return first[1], second[1], first[0] == "table"

    def startDrag(self, supported: Qt.DropAction) -> None:
        index = self.currentIndex()
        if not self.editable or self.seat_at(index) is None:
            return
        data = QMimeData()
        data.setData(SEAT_MIME, QByteArray(f"{index.row()}:{index.column()}".encode()))
        drag = QDrag(self)
        drag.setMimeData(data)
        drag.exec(Qt.DropAction.MoveAction)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.editable and event.mimeData().hasFormat(SEAT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.editable and event.mimeData().hasFormat(SEAT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        if not self.editable or not event.mimeData().hasFormat(SEAT_MIME):
            event.ignore()
            return
        row, column = (int(part) for part in bytes(event.mimeData().data(SEAT_MIME)).split(b":"))
        source = self.model().index(row, column)
        target = self.indexAt(event.position().toPoint())
        swap = self.swap_for(source, target)
        event.acceptProposedAction()
        if swap is not None:
            self.swap_requested.emit(*swap)


# -- the page ---------------------------------------------------------------------------------


class RoundsPage(QWidget):
    """Generate, inspect, adjust and publish the rounds of the open tournament."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.game = Game.BURRACO
        self.rounds: tuple[Round, ...] = ()
        self.names = EntryNames(context, None)
        self.finished = False
        """Whether the open tournament is marked finished: nothing of its rounds changes."""

        self.round_choice = QComboBox()
        self.round_choice.setObjectName("round_choice")
        self.round_choice.currentIndexChanged.connect(self._round_chosen)
        self.title = QLabel()
        self.title.setObjectName("round_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)

        self.generate_button = QPushButton(self.tr("Generate &next round"))
        self.generate_button.setShortcut(QKeySequence("Ctrl+G"))
        self.generate_button.setToolTip(self.tr("Seat the next round by the schedule (Ctrl+G)"))
        self.generate_button.clicked.connect(self.generate_next)
        self.swap_button = QPushButton(self.tr("S&wap…"))
        self.swap_button.setToolTip(self.tr("Exchange two entries or two tables (Ctrl+W)"))
        self.swap_button.setShortcut(QKeySequence("Ctrl+W"))
        self.swap_button.clicked.connect(self.swap_by_dialog)
        self.publish_button = QPushButton(self.tr("&Publish"))
        self.publish_button.setToolTip(self.tr("Announce the round: results can then be entered"))
        self.publish_button.clicked.connect(self.publish)
        self.discard_button = QPushButton(self.tr("&Discard draft"))
        self.discard_button.clicked.connect(self.discard_draft)
        self.unpublish_button = QPushButton(self.tr("Bac&k to draft"))
        self.unpublish_button.setObjectName("unpublish")
        self.unpublish_button.setToolTip(
            self.tr(
                "Take a published round back to draft while no table has played it, to swap"
                " or generate it again"
            )
        )
        self.unpublish_button.clicked.connect(self.unpublish)
        self.draw_button = QPushButton(self.tr("Draw lots &among the tied…"))
        self.draw_button.setObjectName("draw_at_cut")
        self.draw_button.setToolTip(
            self.tr(
                "Draw lots among the players tied for the last place going on, then generate"
                " the round again: the order drawn decides who goes on"
            )
        )
        self.draw_button.clicked.connect(self.draw_at_cut)
        self.draw_button.setVisible(False)
        self.cut_ties: list[PairingProblem] = []
        """The draft's ties across the cut (its check's `tied_at_cut` problems)."""

        buttons = QHBoxLayout()
        for button in (
            self.generate_button,
            self.swap_button,
            self.publish_button,
            self.discard_button,
            self.unpublish_button,
            self.draw_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        # The print buttons (seating, table cards, scoresheets) join this row: export_actions.
        self.print_row = QHBoxLayout()
        buttons.addLayout(self.print_row)

        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)

        self.model = RowTableModel(self._columns(), self)
        self.seating_view = SeatingView()
        self.seating_view.swap_requested.connect(
            lambda first, second, tables: self.swap((first, second), tables=tables)
        )
        self.view, self.proxy = sorted_table_view(
            self.model, context.settings, "rounds.seating", view=self.seating_view
        )
        self.view.setToolTip(self.tr("Drag a pair onto another to swap their seats"))

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round:")))
        top.addWidget(self.round_choice)
        top.addWidget(self.title, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.verdict)
        layout.addWidget(self.view, 1)

        self.redraw = RedrawWhenShown(self, self.reload)
        context.changes.changed.connect(self._on_changed)
        context.changes.round_changed.connect(self._follow_round)
        context.changes.tournament_changed.connect(self.set_tournament)
        self._install_print_buttons()
        self.set_tournament(context.tournament_id)

    def _install_print_buttons(self) -> None:
        from tournament_app.ui.export_actions import add_round_print_buttons

        add_round_print_buttons(self, self.print_row)

    def _columns(self) -> list[Column]:
        return [
            Column("table", self.tr("Table"), lambda t: t.table, numeric=True),
            Column("ns", self.tr("NS"), lambda t: self.names.line(t.ns), sort=lambda t: t.ns),
            Column(
                "ew",
                self.tr("EW"),
                lambda t: self.names.line(t.ew) if t.ew else self.tr("bye"),
                sort=lambda t: t.ew,
            ),
        ]

    def _scala40_columns(self) -> list[Column]:
        return [
            Column("table", self.tr("Table"), lambda t: t.table, numeric=True),
            Column(
                "players",
                self.tr("Players"),
                lambda t: ", ".join(f"{n} {self.names.name(n)}" for n in t.players),
            ),
        ]

    # -- what is shown ------------------------------------------------------------------------
    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the rounds of another tournament (None: nothing open), read once on screen."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        if self.tournament_id is not None:
            self.game = self.context.services.tournaments.get(self.tournament_id).game
        columns = self._scala40_columns() if self.game is Game.SCALA40 else self._columns()
        self.model.set_rows((), columns)  # nothing of the last tournament stays in the list
        self.redraw.request()

    def reload(self) -> None:
        """Read the rounds again and redraw the chosen one."""
        self.names = EntryNames(self.context, self.tournament_id)
        if self.tournament_id is None:
            self.rounds = ()
            self.finished = False
        else:
            self.rounds = self.context.services.rounds.list(self.tournament_id)
            status = self.context.services.tournaments.get(self.tournament_id).status
            self.finished = status is TournamentStatus.FINISHED
        wanted = self.context.round_number
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for item in self.rounds:
            self.round_choice.addItem(
                self.tr("Round {0}").replace("{0}", str(item.number)), item.number
            )
        numbers = [r.number for r in self.rounds]
        if wanted not in numbers and numbers:
            wanted = numbers[-1]
        if wanted in numbers:
            self.round_choice.setCurrentIndex(numbers.index(wanted))
        self.round_choice.blockSignals(False)
        self._show_current()

    def _disputed_tables(self, current: Round) -> list[int]:
        """Tables of a published burraco round whose second entry differs (double entry)."""
        if self.tournament_id is None or self.game is not Game.BURRACO:
            return []
        found = self.context.services.results.disagreements(self.tournament_id, current.number)
        return [item.table for item in found]

    def current_round(self) -> Round | None:
        """The round shown."""
        number = self.round_choice.currentData()
        for item in self.rounds:
            if item.number == number:
                return item
        return None

    def _show_current(self) -> None:
        self.cut_ties = []
        current = self.current_round()
        self.model.set_rows(current.tables if current else ())
        fit_columns(self.view)
        if current is None:
            self.title.setText(
                self.tr("No round yet: press Generate next round.")
                if self.tournament_id is not None
                else self.tr("Open a tournament first.")
            )
            self.verdict.setText("")
        else:
            self.title.setText(
                self.tr("Round {0} — {1} — {2}")
                .replace("{0}", str(current.number))
                .replace("{1}", system_name(current.system, self.context.language))
                .replace("{2}", round_status_name(current.status, self.context.language))
            )
            self._show_verdict(current)
        # A finished tournament's rounds no longer change (the services refuse): nothing
        # here invites the director to try; the verdict says how to reopen it.
        open_ = self.tournament_id is not None and not self.finished
        draft = open_ and current is not None and current.status is RoundStatus.DRAFT
        published = open_ and current is not None and current.status is RoundStatus.PUBLISHED
        self.seating_view.editable = draft
        self.generate_button.setEnabled(open_)
        self.swap_button.setEnabled(draft)
        self.publish_button.setEnabled(draft)
        self.discard_button.setEnabled(draft)
        self.unpublish_button.setEnabled(published)
        self.draw_button.setVisible(draft and bool(self.cut_ties))

    def _show_verdict(self, current: Round) -> None:
        if self.tournament_id is None:
            self.verdict.setText("")
            return
        if self.finished and current.number == self.rounds[-1].number:
            self.verdict.setStyleSheet("")
            self.verdict.setText(self._finished_text())
            return
        if current.status is not RoundStatus.DRAFT:
            self.verdict.setStyleSheet("")
            disputed = self._disputed_tables(current)
            if disputed:
                # The services hold the next round back for these (ROUND_TO_CHECK): say why
                # here, before the director presses Generate and is refused. The numbers are
                # tables, worded so ("table in conflict: 2"), never read as a count beside
                # the status bar's "(in conflict: 1)".
                words = (
                    self.tr(
                        "Published, but the second entry differs — table in conflict: {0}."
                        " Settle it on the Results page before the next round."
                    )
                    if len(disputed) == 1
                    else self.tr(
                        "Published, but the second entry differs — tables in conflict: {0}."
                        " Settle them on the Results page before the next round."
                    )
                )
                self.verdict.setText(words.replace("{0}", ", ".join(map(str, disputed))))
            elif self._qualification_changed(current):
                return
            elif current.status is RoundStatus.PUBLISHED:
                self.verdict.setText(self.tr("Published: enter its results on the Results page."))
            else:
                self.verdict.setText(self._complete_text(current))
            return
        try:
            check = self.context.services.rounds.check(self.tournament_id, current.number)
        except ServiceError as error:
            self.verdict.setText(self.context.describe_error(error))
            return
        self.cut_ties = [p for p in check.problems if p.code == TIED_AT_CUT]
        broken, notes = split_check(check)
        names = self.names.names
        stale = RoundCheck(tuple(p for p in notes.problems if p.code in STALE_NOTES))
        if broken.problems:
            self.verdict.setStyleSheet("color: #b00020;")
            self.verdict.setText(
                self.tr("Check: this seating breaks the rules — ")
                + "; ".join(describe_check(check))
            )
        elif stale.problems:
            # Nothing broken, but the draft follows standings that have moved: not "ready".
            self.verdict.setStyleSheet("color: #8a4b00;")
            self.verdict.setText(
                self.tr(
                    "Check: everyone seated once, no forbidden rematch, but this draft is out"
                    " of date: "
                )
                + "; ".join(describe_check(notes, names))
                + "."
            )
        elif self.cut_ties:
            # Players level across the cut all go on until lots are drawn: "ready" would
            # contradict the draw the note asks for, so the draw is named first.
            self.verdict.setStyleSheet("color: #8a4b00;")
            self.verdict.setText(
                self.tr("Check: everyone seated once, but not ready yet: draw lots first — ")
                + "; ".join(describe_check(notes, names))
                + "."
            )
        else:
            self.verdict.setStyleSheet("color: #1b6e20;")
            # Scala 40 forbids no rematch: its directors read of seats, not of rematches.
            text = (
                self.tr("Check: everyone seated once. Ready to publish.")
                if self.game is Game.SCALA40
                else self.tr("Check: everyone seated once, no forbidden rematch. Ready to publish.")
            )
            if notes.problems:
                text += " " + self.tr("Note: ") + "; ".join(describe_check(notes, names)) + "."
            self.verdict.setText(text)

    def _qualification_changed(self, current: Round) -> bool:
        """Show, for a published scala 40 stage, the players a correction of the stage
        before put out or in since it was seated; False when there are none."""
        if self.tournament_id is None or self.game is not Game.SCALA40 or current.number < 2:
            return False
        try:
            check = self.context.services.rounds.check(self.tournament_id, current.number)
        except ServiceError:
            return False
        if not any(p.code in QUALIFICATION for p in check.problems):
            return False
        # A tie at the cut beside them (a correction left a newcomer level with one seated):
        # said too, so the director knows lots must be drawn.
        told = QUALIFICATION | {TIED_AT_CUT}
        changed = RoundCheck(tuple(p for p in check.problems if p.code in told))
        self.verdict.setStyleSheet("color: #b00020;")
        self.verdict.setText(
            qualifiers_text(changed, current.number, draft=False, names=self.names.names)
        )
        return True

    def _complete_text(self, current: Round) -> str:
        """A complete round's verdict: the next round when there is one; after the last
        round of the schedule or a scala 40 final, that the tournament is over."""
        latest = self.rounds[-1].number if self.rounds else current.number
        if self.tournament_id is None:
            return self.tr("Complete: every result is in.")
        if current.number != latest:
            return self.tr("Complete: every result is in. Round {0} follows it.").replace(
                "{0}", str(current.number + 1)
            )
        settings = self.context.services.tournaments.get(self.tournament_id).settings
        elimination = (
            isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION
        )
        if elimination and (current.system == "final" or len(current.tables) == 1):
            standings = self.context.services.standings.overall(self.tournament_id)
            winners = [self._who(row.entry) for row in standings if row.rank == 1]
            if len(winners) > 1:
                # scala40.md: a full tie stays tied unless the director breaks it, so there
                # is no winner to name, nor a tournament to close, before the draw.
                return self.tr(
                    "Complete: the final has been played, but {0} are tied for first place."
                    " Draw lots among them first (Standings page ▸ Draw lots for ties…), then"
                    " press Mark finished on the Tournaments page."
                ).replace("{0}", self._listed(winners))
            return self.tr(
                "Complete: the final has been played and the tournament is over. Winner:"
                " {0}. See the Standings, then press Mark finished on the Tournaments page."
            ).replace("{0}", ", ".join(winners))
        if not elimination and current.number >= settings.rounds:
            return self.tr(
                "Complete: this was the last round of the schedule, so the tournament is over."
                " See the Standings, then press Mark finished on the Tournaments page."
            )
        return self.tr("Complete: every result is in. Generate the next round when ready.")

    def _finished_text(self) -> str:
        """The latest round's verdict once the tournament is marked finished."""
        return self.tr(
            "Finished: this tournament is closed and its rounds and results no longer change."
            " To change anything, reopen it: Tournaments page ▸ Reopen."
        )

    def _listed(self, items: list[str]) -> str:
        """Items as a sentence lists them: "a, b and c"."""
        if len(items) < 2:
            return "".join(items)
        return (
            self.tr("{0} and {1}").replace("{0}", ", ".join(items[:-1])).replace("{1}", items[-1])
        )

    def _round_chosen(self, _index: int) -> None:
        current = self.current_round()
        self.context.show_round(current.number if current else None)
        self._show_current()

    def _follow_round(self, number: object) -> None:
        if self.redraw.stale:
            return  # the redraw owed shows the context's round; these rounds may be outdated
        numbers = [r.number for r in self.rounds]
        if number in numbers and self.round_choice.currentData() != number:
            self.round_choice.setCurrentIndex(numbers.index(number))

    def _on_changed(self, changes: object) -> None:
        # tournaments: marked finished or reopened changes what may be done here
        touched = (
            not isinstance(changes, Changes)
            or changes.rounds
            or changes.entries
            or changes.tournaments
        )
        # results matter too: the last result of a round makes it complete
        if touched or (isinstance(changes, Changes) and changes.results):
            self.redraw.request()

    # -- actions ------------------------------------------------------------------------------
    def generate_next(self) -> None:
        """Seat the next round by the schedule and show it as a draft."""
        if self.tournament_id is None:
            return
        tid = self.tournament_id
        rounds = self.context.services.rounds
        latest = self.rounds[-1] if self.rounds else None
        if latest is not None and latest.status is RoundStatus.DRAFT:
            # Generating replaces the draft: seats swapped by hand in it would go silently.
            swapped = self.context.run(self, lambda: rounds.swapped_by_hand(tid, latest.number))
            if swapped:
                question = self.tr(
                    "Make the draft of round {0} again? The seats swapped by hand in it will"
                    " be lost."
                ).replace("{0}", str(latest.number))
                if not self.context.dialogs.confirm(self, self.tr("Generate"), question):
                    return
        made = self.context.run(self, lambda: rounds.generate(tid), title=self.tr("Generate"))
        if made is not None:
            self.context.show_round(made.number)
        # Refused too: another station's draft made at the same moment is the one to see.
        self.reload()

    def selected_tables(self) -> list[RoundTable]:
        """The tables selected in the list, in view order."""
        rows = sorted({self.proxy.mapToSource(i).row() for i in self.view.selectedIndexes()})
        return [self.model.row_at(r) for r in rows]

    def swap_by_dialog(self) -> None:
        """Ask which two entries (or tables) to exchange, then exchange them."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        selected = self.selected_tables()
        dialog = SwapDialog(self)
        if len(selected) == 2:
            dialog.tables_mode.setChecked(True)
            dialog.first.setText(str(selected[0].table))
            dialog.second.setText(str(selected[1].table))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.swap(dialog.values(), tables=dialog.tables_mode.isChecked())

    def swap(self, pair: tuple[int, int], *, tables: bool = False) -> None:
        """Exchange two entries' seats (or two tables' numbers) in the draft shown."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        tid, number = self.tournament_id, current.number
        rounds = self.context.services.rounds
        action = rounds.swap_tables if tables else rounds.swap
        self.context.run(self, lambda: action(tid, number, *pair), title=self.tr("Swap"))
        self.reload()

    def publish(self) -> None:
        """Publish the draft shown (asking first when the checker found problems)."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        tid, number = self.tournament_id, current.number
        from tournament_app.ui.publish_question import may_publish

        rounds = self.context.services.rounds
        checked = self.context.run(self, lambda: rounds.publish_check(tid, number))
        if checked is None or not may_publish(self.context, self, checked):
            return
        published = self.context.run(
            self,
            lambda: rounds.publish(tid, number, despite=bool(checked.to_confirm)),
            title=self.tr("Publish"),
        )
        if published is not None:
            # The round just published is the one whose sheets come back next: the Results
            # page must show it, even when its draft was made elsewhere (another station, the
            # command line) and the remembered round is still the last one played.
            self.context.show_round(number)
        self.reload()
        if published is not None and published.copy_not_made is not None:
            from tournament_app.services.messages import copy_not_made

            warning = copy_not_made(number, published.copy_not_made, self.context.language)
            self.context.dialogs.warn(self, self.tr("Publish"), warning)

    def draw_at_cut(self) -> None:
        """Draw lots among the players tied across the cut, after asking, then generate the
        draft again so the order drawn decides who goes on, and say what came out."""
        current = self.current_round()
        if current is None or self.tournament_id is None or not self.cut_ties:
            return
        tid, number, ties = self.tournament_id, current.number, list(self.cut_ties)
        title = self.tr("Draw lots among the tied")
        question = (
            self.tr("Draw lots among the players tied for the last place going on?")
            + "\n- "
            + "\n- ".join(self._tie_line(tie.table, tie.entries) for tie in ties)
            + "\n\n"
            + self.tr(
                "The draft of round {0} is then generated again, and the order drawn decides"
                " who goes on (seats swapped by hand in it are lost)."
            ).replace("{0}", str(number))
        )
        if not self.context.dialogs.confirm(self, title, question):
            return
        standings, rounds = self.context.services.standings, self.context.services.rounds
        drawn: list[tuple[int | None, tuple[int, ...]]] = []
        for tie in ties:
            order = self.context.run(
                self, partial(standings.draw_lots, tid, tie.entries), title=title
            )
            if order is None:
                return  # refused: the director has read why, the draft is left as it was
            drawn.append((tie.table, order))
        # Generating again replaces the draft: the stage's entrants now follow the draw.
        made = self.context.run(self, lambda: rounds.generate(tid), title=title)
        if made is None:
            return
        self.context.show_round(made.number)
        self.reload()
        seated = {player for table in made.tables for player in table.players}
        going_on = [player for _table, order in drawn for player in order if player in seated]
        self.context.dialogs.inform(
            self,
            title,
            self.tr("Lots drawn, in the order drawn:")
            + "\n- "
            + "\n- ".join(self._tie_line(table, order) for table, order in drawn)
            + "\n\n"
            + self.tr("Round {0} has been generated again. Going on by the draw: {1}.")
            .replace("{0}", str(made.number))
            .replace("{1}", ", ".join(self._who(player) for player in going_on)),
        )

    def _who(self, number: int) -> str:
        """A player as the director reads them: number and name."""
        return f"{number} {self.names.name(number)}".strip()

    def _tie_line(self, table: int | None, players: tuple[int, ...]) -> str:
        """The players of one tie, with their table of the stage before when known."""
        who = ", ".join(self._who(player) for player in players)
        if table is None:
            return who
        return self.tr("table {0}: {1}").replace("{0}", str(table)).replace("{1}", who)

    def unpublish(self) -> None:
        """Take the published round shown back to draft, after asking (refused, in words,
        once a table has played it)."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        tid, number = self.tournament_id, current.number
        title = self.tr("Back to draft")
        question = self.tr(
            "Take round {0} back to draft? It is no longer announced: results cannot be entered"
            " until it is published again. You can then swap seats or generate it again."
        ).replace("{0}", str(number))
        if not self.context.dialogs.confirm(self, title, question):
            return
        rounds = self.context.services.rounds
        if self.context.run(self, lambda: rounds.unpublish(tid, number), title=title) is None:
            return
        self.context.show_round(number)
        self.reload()

    def discard_draft(self) -> None:
        """Throw the draft away after asking."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        tid, number = self.tournament_id, current.number
        question = self.tr("Throw away the draft of round {0}?").replace("{0}", str(number))
        if not self.context.dialogs.confirm(self, self.tr("Discard draft"), question):
            return
        self.context.run(self, lambda: self.context.services.rounds.delete_draft(tid, number))
        self.context.show_round(number - 1 if number > 1 else None)
        self.reload()


class SwapDialog(QDialog):
    """Asks for two entry numbers (or two table numbers) to exchange."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Swap"))
        self.entries_mode = QRadioButton(self.tr("Two &entries (by number)"))
        self.entries_mode.setChecked(True)
        self.tables_mode = QRadioButton(self.tr("Two &tables (by table number)"))
        self.first = QLineEdit()
        self.first.setObjectName("first")
        self.second = QLineEdit()
        self.second.setObjectName("second")
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.entries_mode)
        form.addRow(self.tables_mode)
        form.addRow(self.tr("&First:"), self.first)
        form.addRow(self.tr("&Second:"), self.second)
        form.addRow(self.error)
        form_with_ok_cancel(self, form)
        # Scambia… by keyboard is "3 Tab 38 Enter": the first number, not OK, has the keys.
        self.first.setFocus()

    def values(self) -> tuple[int, int]:
        """The two numbers typed."""
        return int(self.first.text()), int(self.second.text())

    def accept(self) -> None:
        """Close only when both numbers are whole numbers and differ."""
        try:
            first, second = self.values()
        except ValueError:
            self.error.setText(self.tr("Type two numbers, e.g. 3 and 8."))
            return
        if first == second:
            self.error.setText(self.tr("Choose two different numbers."))
            return
        super().accept()


def register_screenshots(register: Any) -> None:
    """The swap dialog, filled in."""

    def build(shot: Any) -> QWidget:
        dialog = SwapDialog()
        dialog.first.setText("4")
        dialog.second.setText("11")
        shot.opened.append(dialog)
        return dialog

    register("swap", build, size=(420, 230))
