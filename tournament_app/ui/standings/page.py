"""The Classifica page: the ranking as it stands, redrawn the moment a result is entered.

Burraco: rank, entry, players, VP, MP difference, MP scored (the tie-break columns), VP per
round, penalties. Scala 40: rank, player, placement points, last round, penalty total; an
elimination shows instead the stage reached in words ("Final", "Round 2") and the place at the
table of that stage, which orders the players out at the same stage before the penalty total.
Once an elimination's stage (not the final) is complete, a "Goes on" column ticks the players
through its cut, and says so of players level across the cut, who all go on until lots are
drawn. An entry that withdrew is marked so (it wins no prize). Filters by group or category re-rank
inside the group; the prize list sits beside.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    BurracoStanding,
    Changes,
    EventFormat,
    Game,
    Prize,
    Round,
    RoundStatus,
    Scala40Format,
    Scala40Settings,
    Scala40Standing,
    Standing,
    TournamentId,
)
from tournament_app.services.prize_awards import PrizeRule, default_prize_choice
from tournament_app.services.rounds.status import final_round
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.models import RowTableModel, fit_columns, self_sorted_table_view
from tournament_app.ui.standings.columns import (
    GOES_ON_MARK,
    after_round_words,
    burraco_columns,
    elimination_columns,
    prize_line,
    scala40_columns,
    scala40_pairs_columns,
    stage_words,
    standing_who,
)
from tournament_app.ui.standings.team_table import TeamStandingsBox
from tournament_app.ui.standings.tie_choice import chosen_ties, drawn_in_turn

# The filter choices: everyone, one group, one category.
OVERALL, GROUP, CATEGORY = "overall", "group", "category"
# The columns shown only when some row has something in them; every other column is shown.
HIDDEN_WHEN_EMPTY = frozenset(
    ("group", "category", "penalty_vp", "penalty_mp", "withdrawn", "going_on")
)


class StandingsPage(QWidget):
    """The open tournament's ranking, with filters and the prize list."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.game = Game.BURRACO
        self.points_title = self.tr("Points")
        self.elimination = False
        self.by_teams = False
        """A scala 40 elimination: ranked by the stage reached, the place at the table
        there, then the penalty points."""
        self.final: int | None = None
        """An elimination's final round, once it is played (it is named "Final")."""
        self.going_on: dict[int, str] = {}
        """An elimination's players through the cut of the stage just completed, by entry:
        the tick, or the words of a tie across the cut (all of them go on until lots are
        drawn); empty otherwise."""

        self.filter_choice = QComboBox()
        self.filter_choice.setObjectName("filter")
        self.filter_choice.currentIndexChanged.connect(lambda _i: self.reload())
        self.prize_per = QComboBox()
        self.prize_per.setObjectName("prize_per")
        self.prize_per.addItem(self.tr("overall"), OVERALL)
        self.prize_per.addItem(self.tr("per group"), GROUP)
        self.prize_per.addItem(self.tr("per category"), CATEGORY)
        self.prize_per.currentIndexChanged.connect(lambda _i: self._prizes_chosen())
        self.places = QSpinBox()
        self.places.setRange(1, 50)
        self.places.setValue(3)
        self.places.valueChanged.connect(lambda _v: self._prizes_chosen())
        self.prizes_chosen = False
        """The director chose the prize list for this tournament: kept until another opens;
        until then the services' choice (`default_prize_choice`), the printed list's too."""
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.draw_button = QPushButton(self.tr("&Draw lots for ties…"))
        self.draw_button.setObjectName("draw_lots")
        self.draw_button.clicked.connect(self.draw_lots)
        self.ties: tuple[tuple[Standing, ...], ...] = ()
        """The groups of the overall standings sharing a place that a draw would separate."""

        # Keyed by entry: a result moves and redraws the rows it changed, and a row
        # the director selected stays selected (a reset re-sorted all 500 and lost it).
        # Its cells are its rows' texts, kept: what a line says depends on the line alone,
        # or on the marks and the final `reload` redraws every line for.
        self.model = RowTableModel(
            burraco_columns(0, context.language),
            self,
            key=lambda s: s.entry,
            ordered_by="rank",
            keep_texts=True,
        )
        self._rows_of: tuple[object, ...] | None = None
        """The tournament, filter, final, marks and ties the rows shown were drawn for."""
        self.prize_winners: set[int] = set()
        """The entries the prize list names: their rows are bold (a withdrawn entry passed
        over is not, the entry it moves up is, as many as the places asked)."""
        self.model.row_bold = lambda s: s.entry in self.prize_winners
        # The columns change with the tournament (burraco, elimination, placement points) and
        # their figures with every result: widths saved for one layout clipped another's
        # figures, so the columns are fitted to what they show, never restored. The rows come
        # ranked and the model sorts them when a heading is clicked: no proxy between.
        self.view = self_sorted_table_view(
            self.model, context.settings, "standings.table", remember=False
        )
        self._last_width: tuple[tuple[int, int] | None, int] = (None, 0)
        """The last column's texts' width, measured for the rows as drawn then."""
        self.fitted_for: tuple[TournamentId | None, tuple[str, ...]] | None = None
        """The tournament and columns the widths were last fitted to from scratch."""

        self.prizes = QListWidget()
        self.prizes.setObjectName("prizes")
        # Pair names run long ("353 De Luca Rosa - Dell'Acqua Bevilacqua Anna"): a line
        # wraps inside the list rather than running off under a scroll bar.
        self.prizes.setWordWrap(True)
        self.prizes.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.prizes.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.prize_note = QLabel(self.tr("Provisional: rounds or results still to come"))
        self.prize_note.setWordWrap(True)  # the pane is narrow, as the prize lines are

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show:")))
        top.addWidget(self.filter_choice)
        top.addWidget(self.summary, 1)
        top.addWidget(self.draw_button)
        # The printouts on a line of their own, under the filter: seven buttons beside the
        # summary would widen the window past a laptop's screen.
        self.export_row = QHBoxLayout()
        self.export_row.addStretch(1)

        # The prize controls stacked (not side by side) so the pane can be narrow: on a
        # laptop the ranking's figures need the room, and a prize line wraps.
        self.prize_box = QWidget()
        prize_layout = QVBoxLayout(self.prize_box)
        prize_layout.setContentsMargins(0, 0, 0, 0)
        prize_top = QGridLayout()
        prize_top.addWidget(QLabel(self.tr("Prizes:")), 0, 0)
        prize_top.addWidget(self.prize_per, 0, 1)
        prize_top.addWidget(QLabel(self.tr("Places:")), 1, 0)
        prize_top.addWidget(self.places, 1, 1, Qt.AlignmentFlag.AlignLeft)
        prize_top.setColumnStretch(2, 1)
        prize_layout.addLayout(prize_top)
        prize_layout.addWidget(self.prize_note)
        prize_layout.addWidget(self.prizes)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.prize_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.shared_by_hand = False
        """The director dragged the splitter: the page no longer shares the room itself."""
        self.splitter.splitterMoved.connect(lambda *_: setattr(self, "shared_by_hand", True))

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.export_row)
        self.team_box = TeamStandingsBox(context, self)
        self.team_table = self.team_box.table
        self.team_box.setVisible(False)
        layout.addWidget(self.team_box)
        layout.addWidget(self.splitter, 1)

        from tournament_app.ui.card_actions import add_card_buttons, add_print_card_action
        from tournament_app.ui.export_actions import add_standings_buttons
        from tournament_app.ui.federation_export import federation_button

        printing = add_standings_buttons(self, self.export_row)
        add_card_buttons(self, self.export_row, before=printing[-1])
        add_print_card_action(self, self.view, self.selected_entry)
        self.export_row.addWidget(federation_button(self))

        # Filters too: a group or category may have appeared with the change, or the
        # tournament changed.
        self.redraw = RedrawWhenShown(self, self._refill)
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        self.set_tournament(context.tournament_id)

    # -- what is shown ------------------------------------------------------------------------
    def focus_first(self) -> None:
        """Keyboard focus on the ranking, so the arrows walk it at once."""
        self.view.setFocus()

    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the ranking of another tournament (None: nothing open), read once on screen."""
        if tournament_id != self.tournament_id:
            self.prizes_chosen = False
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        if self.tournament_id is not None:
            tournament = self.context.tournament(self.tournament_id)
            self.game = tournament.game
            self.elimination = isinstance(tournament.settings, Scala40Settings) and (
                tournament.settings.format is Scala40Format.ELIMINATION
            )
            self.by_teams = getattr(tournament.settings, "event_format", None) is EventFormat.TEAMS
        self.redraw.request()

    def selected_entry(self) -> int | None:
        """The number of the entry selected in the ranking (None: no row selected)."""
        rows = self.view.selectionModel().selectedRows()
        return rows[0].data(RowTableModel.RowRole).entry if rows else None

    def _fill_filters(self) -> None:
        self.filter_choice.blockSignals(True)
        self.filter_choice.clear()
        self.filter_choice.addItem(self.tr("Everyone"), (OVERALL, ""))
        if self.tournament_id is not None:
            # Named as the standings name their sections ("b" and "B" one category), so
            # each choice finds its ranking.
            groups, categories = self.context.services.standings.sections(self.tournament_id)
            for group in groups:
                self.filter_choice.addItem(
                    self.tr("Group {0}").replace("{0}", group), (GROUP, group)
                )
            for category in categories:
                self.filter_choice.addItem(
                    self.tr("Category {0}").replace("{0}", category), (CATEGORY, category)
                )
            if not self.prizes_chosen:  # set quietly: the services' choice, not the director's
                chosen = default_prize_choice(groups, categories)
                for control in (self.prize_per, self.places):
                    control.blockSignals(True)
                self.prize_per.setCurrentIndex(self.prize_per.findData(chosen.per))
                self.places.setValue(chosen.places)
                for control in (self.prize_per, self.places):
                    control.blockSignals(False)
        self.filter_choice.blockSignals(False)

    def standings(self) -> Sequence[Standing]:
        """The rows shown: the whole ranking, or one group's or category's."""
        if self.tournament_id is None:
            return ()
        kind, name = self.filter_choice.currentData() or (OVERALL, "")
        shared = self.context.standings
        if kind in (GROUP, CATEGORY):
            return dict(shared.sections(self.tournament_id, kind)).get(name, ())
        return shared.board(self.tournament_id).rows

    def reload(self) -> None:
        """Read the ranking again and redraw it with the prize list."""
        rows = self.standings()
        played = self._played_stages()
        self.final = final_round(played)
        self.going_on = self._going_on_marks(played)
        self._show_ties()  # before the rows: a burraco row says it awaits a draw
        if self.elimination:
            columns = elimination_columns(
                lambda stage: stage_words(stage, self.final),
                lambda entry: self.going_on.get(entry, ""),
            )
        elif self.game is Game.SCALA40 and any(
            isinstance(row, Scala40Standing) and row.game_point_difference is not None
            for row in rows
        ):
            columns = scala40_pairs_columns()
        elif self.game is Game.SCALA40:
            columns = scala40_columns(self.points_title)
        else:
            rounds = max(
                (len(s.vp_per_round) for s in rows if isinstance(s, BurracoStanding)), default=0
            )
            columns = burraco_columns(rounds, self.context.language, lambda: self.ties)
        changed = [c.key for c in columns] != self._keys()
        drawn_for = (
            self.tournament_id,
            self.filter_choice.currentData(),
            self.final,
            self.going_on,
            self.ties,
        )
        # Another tournament, filter or columns start afresh; the same ones are updated in
        # place, and redrawn whole when what their columns say of a row changed.
        fresh = changed or self._rows_of is None or self._rows_of[:2] != drawn_for[:2]
        self.model.set_rows(rows, columns if fresh else None)
        if not fresh and self._rows_of != drawn_for:
            self.model.redraw_all()
        self._rows_of = drawn_for
        # Decided for every column by what it is, never left from the columns before: the
        # view keeps a hidden flag by position, and a round's column takes the place of the
        # group column hidden a round earlier (after round 4 only R1 was shown).
        empty = self.model.empty_columns()
        for position, column in enumerate(self.model.columns):
            self.view.setColumnHidden(
                position, column.key in HIDDEN_WHEN_EMPTY and position in empty
            )
        if self.tournament_id is None:
            self.summary.setText(self.tr("Open a tournament to see its standings."))
        elif not rows:
            self.summary.setText(self.tr("No results yet."))
        else:
            withdrawn = sum(1 for row in rows if row.withdrawn)
            summary = self.tr("{0} ranked (withdrawn: {1})") if withdrawn else self.tr("{0} ranked")
            summary = summary.replace("{0}", str(len(rows))).replace("{1}", str(withdrawn))
            board = self.context.standings.board(self.tournament_id)
            parts = (summary, after_round_words(board), self._going_on_summary())
            self.summary.setText(" · ".join(filter(None, parts)))
        self._show_prizes()
        self._show_teams()
        # Fitted after the prize list, whose rows are bold (wider). Fitted from scratch for
        # another tournament or other columns; otherwise a column only grows when a figure
        # needs it (a width the director gave is kept, but never clips a figure).
        layout = (self.tournament_id, tuple(self._keys()))
        fit_columns(self.view, grow_only=layout == self.fitted_for and bool(rows))
        if rows:
            self.fitted_for = layout
        self._share_room()

    def _show_teams(self) -> None:
        """A team event's team ranking over the pairs' one; hidden otherwise."""
        by_teams = self.tournament_id is not None and self.by_teams
        self.team_box.setVisible(by_teams)
        if by_teams and self.tournament_id is not None:
            tid = self.tournament_id
            rows = self.context.run(self, lambda: self.context.services.teams.standings(tid))
            self.team_box.show_rows(tid, rows or ())

    def _going_on_summary(self) -> str:
        """ "16 go on": how many the "Goes on" column marks, so the count is read at once."""
        if not self.going_on:
            return ""
        return self.tr("{0} go on").replace("{0}", str(len(self.going_on)))

    def _show_ties(self) -> None:
        """Enable "Draw lots for ties…" only when the overall standings have entries sharing
        a place that a draw would separate; the tooltip says why it is not."""
        self.ties = ()
        if self.tournament_id is None:
            reason = self.tr("Open a tournament to break its ties by lot.")
        else:
            board = self.context.standings.board(self.tournament_id)
            self.ties = board.ties
            if self.ties:
                reason = self.tr(
                    "Draw lots among the entries that share a place and nothing else separates:"
                    " the order drawn is recorded and breaks the tie"
                )
            elif not board.draw_breaks_ties:
                reason = self.tr(
                    "The draw is not among this tournament's tie-breaks: add it in Tournament"
                    " settings to break ties by lot"
                )
            else:
                reason = self.tr("No entries share a place that a draw could separate")
        self.draw_button.setEnabled(bool(self.ties))
        self.draw_button.setToolTip(reason)

    # -- actions ------------------------------------------------------------------------------
    def draw_lots(self) -> None:
        """Ask which tie when there are several (the director may break only the title by
        lot, or record cards cut at the table for one place), naming the tied entries, then
        draw lots in the group chosen (or every group) and say the order drawn; the
        standings redraw when the services announce the change."""
        if self.tournament_id is None or not self.ties:
            return
        tid, groups = self.tournament_id, self.ties
        title = self.tr("Draw lots for ties")
        question = self.tr("Draw lots among these entries, which share a place on every figure?")
        chosen = chosen_ties(self, self.context, title, groups, standing_who, question)
        if chosen is None:
            return
        draw = partial(self.context.services.standings.draw_lots, tid)
        results = drawn_in_turn(
            self, self.context, title, chosen, lambda row: row.entry, standing_who, draw
        )
        if results is None:
            return
        self.context.dialogs.inform(
            self,
            title,
            self.tr("Lots drawn. The standings now read:") + "\n" + "\n".join(results),
        )

    def _played_stages(self) -> list[Round]:
        """An elimination's rounds published so far, in order (none in another format): read
        once a reload, for its final and for who goes on."""
        if not self.elimination or self.tournament_id is None:
            return []
        rounds = self.context.services.rounds.list(self.tournament_id)
        return [r for r in rounds if r.status is not RoundStatus.DRAFT]

    def _going_on_marks(self, played: Sequence[Round]) -> dict[int, str]:
        """Who goes on from an elimination's stage once it is complete and before the next
        one is published (scala40.md: "a ranking after each day; 40 -> 16 -> 8 -> final"),
        so the director need not count to the cut: a tick for each, and for players level
        across the cut (all of them go on until lots are drawn) words saying a draw is
        needed. Nothing for the final, a stage still being played, or another format.
        `played`: the elimination's rounds published so far (`_played_stages`)."""
        if not self.elimination or self.tournament_id is None or self.final is not None:
            return {}
        tid = self.tournament_id
        rounds = self.context.services.rounds
        if not played or played[-1].status is not RoundStatus.COMPLETE:
            return {}
        stage = played[-1]
        going_on = rounds.going_on(tid, stage.number)
        tied = set(rounds.ties_at_cut(tid, stage.number))
        tie_words = self.tr("tied: draw lots")
        return {entry: tie_words if entry in tied else GOES_ON_MARK for entry in going_on}

    def _keys(self) -> list[str]:
        return [column.key for column in self.model.columns]

    def _prizes_chosen(self) -> None:
        self.prizes_chosen = True
        self._show_prizes()

    def _show_prizes(self) -> None:
        prizes: tuple[Prize, ...] = ()
        lines: list[str] = []
        sectioned = provisional = False
        if self.tournament_id is not None:
            per = self.prize_per.currentData() or OVERALL
            shared = self.context.standings
            awards = shared.board(self.tournament_id).prize_awards(
                per=per,
                places=self.places.value(),
                sections=shared.sections(self.tournament_id, per) if per != OVERALL else (),
            )
            prizes = awards.prizes
            sectioned, provisional = awards.sectioned, awards.provisional
            if sectioned:
                lines.append(
                    self.tr("Prizes add up: an overall winner also takes a group or category prize")
                    if awards.rule is PrizeRule.CUMULATIVE
                    else self.tr(
                        "Prizes do not add up: an overall prize winner takes no other prize"
                    )
                )
        for prize in prizes:
            line = prize_line(prize, elimination=self.elimination, final=self.final)
            if sectioned and not prize.heading:  # beside the groups' or categories' own
                line = self.tr("Overall") + " — " + line
            lines.append(line)
        self.prize_note.setVisible(provisional)
        shown = [self.prizes.item(row).text() for row in range(self.prizes.count())]
        if lines != shown:  # most results leave the prize list as it was: not laid out again
            self.prizes.clear()
            for line in lines:
                self.prizes.addItem(line)
                self.prizes.item(self.prizes.count() - 1).setToolTip(line)
        winners = {prize.standing.entry for prize in prizes}
        if winners == self.prize_winners:
            return
        self.model.remeasure(winners ^ self.prize_winners)  # bold now, or no longer
        self.prize_winners = winners
        rows, columns = self.model.rowCount(), self.model.columnCount()
        if rows and columns:  # the bold rows follow the list just drawn
            self.model.dataChanged.emit(
                self.model.index(0, 0),
                self.model.index(rows - 1, columns - 1),
                [Qt.ItemDataRole.FontRole],
            )
            fit_columns(self.view, grow_only=True)  # a bold name or stage is wider
            self._share_room()

    # -- room ---------------------------------------------------------------------------------
    def table_width_needed(self) -> int:
        """The width the ranking needs to show every column whole: the columns as fitted, the
        last one's texts (it stretches, so its width says nothing), the frame and the
        vertical scroll bar."""
        view, header = self.view, self.view.horizontalHeader()
        shown = [c for c in range(header.count()) if not view.isColumnHidden(c)]
        if not shown:
            return 0
        *fitted, last = shown
        width = sum(view.columnWidth(c) for c in fitted)
        width += max(header.sectionSizeHint(last), self._texts_width(last))
        scroll_bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        return width + 2 * view.frameWidth() + scroll_bar

    def _texts_width(self, position: int) -> int:
        """What the longest texts of a column need, as `fit_columns` measures them: kept
        until the rows change (the room is shared again at each show and resize)."""
        measured = (self.model.drawn, position)
        if self._last_width[0] == measured:
            return self._last_width[1]
        width = self._measure_texts(position)
        self._last_width = (measured, width)
        return width

    def _measure_texts(self, position: int) -> int:
        lengths = self.model.text_lengths()
        longest = heapq.nlargest(5, range(len(lengths)), key=lambda r: lengths[r][position])
        width = 0
        for number in longest:
            index = self.model.index(number, position)
            width = max(width, self.view.sizeHintForIndex(index).width() + 1)
        return width

    def _share_room(self) -> None:
        """Give the ranking the room its figures need, and the prize list the rest.

        Three quarters for the ranking as before on a wide screen; on a laptop (1366 px) the
        ranking takes what it needs from the prize list, down to the list's own controls, so
        no figure is cut at the right edge (a figure cut reads as another number: 17 as
        "1"). A scroll bar is left only when even that is not enough. Once the director
        drags the divider, the page keeps his choice."""
        if self.shared_by_hand or not self.splitter.isVisible():
            return
        room = self.splitter.width() - self.splitter.handleWidth()
        smallest_list = self.prize_box.minimumSizeHint().width()
        table = min(max(self.table_width_needed(), room * 3 // 4), room - smallest_list)
        if table > 0 and self.splitter.sizes() != [table, room - table]:
            self.splitter.setSizes([table, room - table])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_room()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._share_room()

    def _refill(self) -> None:
        self._fill_filters()
        self.reload()

    def _on_changed(self, changes: object) -> None:
        # The filters list the groups and categories: only new or edited entries bring one.
        # A tournament marked finished makes its prize list final: no longer provisional.
        if not isinstance(changes, Changes) or changes.entries:
            self.redraw.request()
        elif {"standings", "results", "penalties", "rounds", "tournaments"} & set(changes.areas):
            self.redraw.request(self.reload)
