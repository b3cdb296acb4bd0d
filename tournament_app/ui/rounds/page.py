"""The Turni page: generate the next round by the schedule, swap seats, check and publish.

The seating is shown as a table list (table, NS, EO; scala 40: the players at each table).
The checker's verdict sits under the buttons and is redrawn after every swap, so the director
sees at once what a hand-made change breaks before publishing.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    Changes,
    Game,
    Round,
    RoundStatus,
    RoundTable,
    ServiceError,
    TournamentId,
    TournamentStatus,
)
from tournament_app.services.domain_words import round_status_name, round_system_name
from tournament_app.services.messages import swapped_draft_sentence
from tournament_app.services.values import PairingProblem
from tournament_app.ui.button_keys import second_key
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.models import Column, RowTableModel, fit_columns, sorted_table_view
from tournament_app.ui.round_check_words import TIED_AT_CUT
from tournament_app.ui.rounds.calendar import show_calendar_button
from tournament_app.ui.rounds.swapping import SeatingView, SwapDialog
from tournament_app.ui.rounds.verdict import (
    BROKEN,
    complete_text,
    disputed_text,
    draft_verdict,
    finished_text,
    published_text,
    stage_verdict,
    tie_line,
    who,
)


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
        second_key(self.generate_button, "Ctrl+G")
        self.generate_button.setToolTip(self.tr("Seat the next round by the schedule (Ctrl+G)"))
        self.generate_button.clicked.connect(self.generate_next)
        self.swap_button = QPushButton(self.tr("S&wap…"))
        self.swap_button.setToolTip(self.tr("Exchange two entries or two tables (Ctrl+W)"))
        second_key(self.swap_button, "Ctrl+W")
        self.swap_button.clicked.connect(self.swap_by_dialog)
        self.publish_button = QPushButton(self.tr("&Publish"))
        self.publish_button.setToolTip(self.tr("Announce the round: results can then be entered"))
        self.publish_button.clicked.connect(self.publish)
        self.discard_button = QPushButton(self.tr("&Discard draft"))
        self.discard_button.clicked.connect(self.discard_draft)
        self.unpublish_button = QPushButton(self.tr("Bac&k to draft"))
        self.unpublish_button.setObjectName("unpublish")
        self.unpublish_tip = self.tr(
            "Take a published round back to draft while no table has played it, to swap"
            " or generate it again"
        )
        """Back to draft's tooltip while the services let the round go back to draft."""
        self.unpublish_button.setToolTip(self.unpublish_tip)
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
        # The print buttons (seating, table cards, scoresheets) join this row: printouts.py.
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
        from tournament_app.ui.rounds.calendar import add_calendar_button
        from tournament_app.ui.rounds.printouts import add_round_print_buttons

        self.print_buttons = add_round_print_buttons(self, self.print_row)
        self.calendar_button = add_calendar_button(self, self.print_row)

    def _table_column(self) -> Column:
        """A table's number; a bye said as one, where its number would stand: the number the
        round keeps for it is no table of the room (nor of the Results page). Sorted by that
        number, the bye stays after the tables."""
        return Column(
            "table",
            self.tr("Table"),
            lambda t: self.tr("bye") if t.is_bye else t.table,
            sort=lambda t: t.table,
            numeric=True,
        )

    def _columns(self) -> list[Column]:
        return [
            self._table_column(),
            Column("ns", self.tr("NS"), lambda t: self.names.line(t.ns), sort=lambda t: t.ns),
            Column(
                "ew",
                self.tr("EW"),
                lambda t: self._ew_text(t),
                sort=lambda t: t.ew,
            ),
        ]

    def _ew_text(self, table: RoundTable) -> str:
        """EW's pair, nothing beside a bye (its table's column says it), or at a table of
        three pairs EW's and the third line's."""
        if table.is_bye:
            return ""
        if not table.ew:
            return self.tr("bye")
        if not table.third:
            return self.names.line(table.ew)
        third = self.tr("3rd line: {0}").replace("{0}", self.names.line(table.third))
        return f"{self.names.line(table.ew)} — {third}"

    def _scala40_columns(self) -> list[Column]:
        return [
            # A pair sitting out (scala 40 in pairs, an odd count) is a bye too.
            self._table_column(),
            Column(
                "players",
                self.tr("Players"),
                lambda t: ", ".join(f"{n} {self.names.name(n)}" for n in t.players or t.ns),
            ),
        ]

    # -- what is shown ------------------------------------------------------------------------
    def focus_first(self) -> None:
        """Keyboard focus on the round's tables, so the arrows walk them at once."""
        self.view.setFocus()

    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the rounds of another tournament (None: nothing open), read once on screen."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        if self.tournament_id is not None:
            self.game = self.context.tournament(self.tournament_id).game
        columns = self._scala40_columns() if self.game is Game.SCALA40 else self._columns()
        self.model.set_rows((), columns)  # nothing of the last tournament stays in the list
        self.redraw.request()

    def reload(self) -> None:
        """Read the rounds again and redraw the chosen one."""
        self.names = EntryNames(self.context, self.tournament_id)
        if self.tournament_id is None:
            self.rounds = ()
            self.finished = False
            self.calendar_button.setVisible(False)
        else:
            self.rounds = self.context.services.rounds.list(self.tournament_id)
            tournament = self.context.tournament(self.tournament_id)
            self.finished = tournament.status is TournamentStatus.FINISHED
            show_calendar_button(self.calendar_button, tournament.settings)
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
            settings = self.context.tournament(current.tournament_id).settings
            system = round_system_name(
                settings, current.number, current.system, self.context.language
            )
            self.title.setText(
                self.tr("Round {0} — {1} — {2}")
                .replace("{0}", str(current.number))
                .replace("{1}", system)
                .replace("{2}", round_status_name(current.status, self.context.language))
            )
            self._show_verdict(current)
        # A finished tournament's rounds no longer change (the services refuse): nothing
        # here invites the director to try; the verdict says how to reopen it.
        open_ = self.tournament_id is not None and not self.finished
        draft = open_ and current is not None and current.status is RoundStatus.DRAFT
        self.seating_view.editable = draft
        self.generate_button.setEnabled(open_)
        self.swap_button.setEnabled(draft)
        self.publish_button.setEnabled(draft)
        self.discard_button.setEnabled(draft)
        self.draw_button.setVisible(draft and bool(self.cut_ties))
        # Back to draft is offered only when the services would take the round back: the
        # director is never asked first and refused after. Off, its tooltip says why.
        refused = self._unpublish_refusal(current)
        self.unpublish_button.setEnabled(refused is None)
        self.unpublish_button.setToolTip(refused or self.unpublish_tip)
        # The round's printouts need a round: without one the buttons say so (the title's
        # words: generate one, or open a tournament).
        from tournament_app.ui.rounds.printouts import show_round_printable

        show_round_printable(self.print_buttons, None if current else self.title.text())

    def _unpublish_refusal(self, current: Round | None) -> str | None:
        """Why the round shown cannot go back to draft, in the services' words (None: it
        can): their `unpublish_refusal`, the rule `unpublish` itself follows."""
        from tournament_app.ui.other_stations import refusal_words

        if current is None or self.tournament_id is None:
            return self.title.text()
        tid, rounds = self.tournament_id, self.context.services.rounds
        return refusal_words(self.context, lambda: rounds.unpublish_refusal(tid, current.number))

    def _show_verdict(self, current: Round) -> None:
        if self.tournament_id is None:
            self.verdict.setText("")
            return
        if self.finished and current.number == self.rounds[-1].number:
            self.verdict.setStyleSheet("")
            self.verdict.setText(finished_text())
            return
        if current.status is not RoundStatus.DRAFT:
            self.verdict.setStyleSheet("")
            disputed = self._disputed_tables(current)
            if disputed:
                self.verdict.setText(disputed_text(disputed))
            elif self._qualification_changed(current):
                return
            elif current.status is RoundStatus.PUBLISHED:
                self.verdict.setText(published_text())
            else:
                self.verdict.setText(
                    complete_text(
                        self.context.services, self.tournament_id, self.rounds, current, self.names
                    )
                )
            return
        try:
            check = self.context.services.rounds.check(self.tournament_id, current.number)
        except ServiceError as error:
            self.verdict.setText(self.context.describe_error(error))
            return
        self.cut_ties = [p for p in check.problems if p.code == TIED_AT_CUT]
        colour, words = draft_verdict(check, self.game, self.names, self.context.language)
        self.verdict.setStyleSheet(colour)
        self.verdict.setText(words)

    def _qualification_changed(self, current: Round) -> bool:
        """Show, for a published scala 40 stage, who goes on to it as changed or unsettled
        since it was seated (`verdict.stage_verdict`); False when nothing is."""
        if self.tournament_id is None or self.game is not Game.SCALA40 or current.number < 2:
            return False
        services, language = self.context.services, self.context.language
        said = stage_verdict(services, self.tournament_id, current, self.names, language)
        if said is None:
            return False
        self.verdict.setStyleSheet(BROKEN)
        self.verdict.setText(said)
        return True

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
        confirmed = False
        if latest is not None and latest.status is RoundStatus.DRAFT:
            # Generating replaces the draft: the services refuse to lose seats swapped by
            # hand in it unless confirmed (the command line's --yes), in the same words.
            swapped = self.context.run(self, lambda: rounds.swapped_by_hand(tid, latest.number))
            if swapped:
                question = (
                    swapped_draft_sentence(latest.number, self.context.language)
                    + "\n\n"
                    + self.tr("Make it again?")
                )
                if not self.context.dialogs.confirm(self, self.tr("Generate"), question):
                    return
                confirmed = True
        made = self.context.run(
            self,
            lambda: rounds.generate(tid, despite_swaps=confirmed),
            title=self.tr("Generate"),
        )
        if made is not None:
            self.context.show_round(made.number)
            if made.schedule_warnings:  # a Mitchell phase longer than its pairs allow
                from tournament_app.services.messages import schedule_warning_sentence

                said = [
                    schedule_warning_sentence(warning, self.context.language)
                    for warning in made.schedule_warnings
                ]
                self.context.dialogs.warn(self, self.tr("Generate"), "\n\n".join(said))
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
        swapped = self.context.run(self, lambda: action(tid, number, *pair), title=self.tr("Swap"))
        self.reload()
        if swapped is not None and swapped.swap_broke:
            # What the swap broke, in the words `torneo round swap` prints after it.
            from tournament_app.services.messages.swaps import swap_broke_sentence

            said = swap_broke_sentence(
                number, swapped.swap_broke, self.context.language, self.names.names
            )
            self.context.dialogs.warn(self, self.tr("Swap"), said)

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
            + "\n- ".join(tie_line(self.names, tie.table, tie.entries) for tie in ties)
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
        # The question said seats swapped by hand are lost.
        made = self.context.run(self, lambda: rounds.generate(tid, despite_swaps=True), title=title)
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
            + "\n- ".join(tie_line(self.names, table, order) for table, order in drawn)
            + "\n\n"
            + self.tr("Round {0} has been generated again. Going on by the draw: {1}.")
            .replace("{0}", str(made.number))
            .replace("{1}", ", ".join(who(self.names, player) for player in going_on)),
        )

    def unpublish(self) -> None:
        """Take the published round shown back to draft, after asking; once a table has
        played it, the services' reason is said instead of the question."""
        current = self.current_round()
        if current is None or self.tournament_id is None:
            return
        tid, number = self.tournament_id, current.number
        title = self.tr("Back to draft")
        refused = self._unpublish_refusal(current)
        if refused is not None:  # e.g. a table played meanwhile: said at once, not asked
            self.context.dialogs.warn(self, title, refused)
            self.reload()
            return
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
