"""The per-hand burraco scoresheet: the sheet as the table wrote it, added up as you type.

Three ways to fill it, as directors do: each hand's two totals; each line's base and card
points as the paper sheet has them (`scoresheet_base_cards`); or each hand's full figures per
line (burraco pulito / semipulito / sporco, closing, pozzetto, cards on the table, cards in
hand, the cards of a pozzetto taken but not played; with the Brazilian variant, how many
burraco were in the trump suit). Every hand is checked by the rules as it is typed; the reason
for a refusal is shown on the hand's row, and the turno totals with their VP are always in view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from scoring.burraco import LINE_NAMES, InvalidHand, score_hand
from scoring.errors import ScoringError
from scoring.three_pairs import score_three_hand, three_pairs_turno
from tournament_app.services import (
    BurracoResult,
    BurracoSettings,
    HandBreakdown,
    HandTotals,
    RoundTable,
    ServiceError,
    TournamentId,
)
from tournament_app.services.results.values import burraco_rules
from tournament_app.services.rules import vp_table
from tournament_app.ui.context import AppContext
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.result_questions import unlikely_question
from tournament_app.ui.results.entry_line import parse_points, unlikely_words
from tournament_app.ui.results.three_line import saved_asking
from tournament_app.ui.scoresheet_base_cards import BaseCardsPage
from tournament_app.ui.scoresheet_lines import ERROR_STYLE, LineFields, hand_reason, rule_reason


class ScoresheetDialog(QDialog):
    """Enter (or correct) one table's turno hand by hand."""

    def __init__(
        self,
        context: AppContext,
        tournament_id: TournamentId,
        round_number: int,
        seat: RoundTable,
        names: EntryNames,
        settings: BurracoSettings,
        result: BurracoResult | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id = tournament_id
        self.round_number = round_number
        self.seat = seat
        self.settings = settings
        self.rules = burraco_rules(settings)
        self.table = vp_table(settings)
        self.result = result
        self.saved: BurracoResult | None = None
        # A table of three pairs (burraco a sei) has a third line: its own column, its hands
        # scored by the 162-card rules and its VP by the tournament's rule for tables of three.
        self.three = bool(seat.third)
        self.line_words = (self.tr("NS"), self.tr("EW"))
        if self.three:
            self.line_words += (self.tr("3rd"),)
        self.setWindowTitle(
            self.tr("Round {0}, table {1} — scoresheet")
            .replace("{0}", str(round_number))
            .replace("{1}", str(seat.table))
        )
        who_text = (
            self.tr("NS: {0}\nEW: {1}\n3rd: {2}") if self.three else self.tr("NS: {0}\nEW: {1}")
        )
        who = QLabel(
            who_text.replace("{0}", names.line(seat.ns))
            .replace("{1}", names.line(seat.ew))
            .replace("{2}", names.line(seat.third))
        )
        self.totals_mode = QRadioButton(self.tr("Hand &totals only"))
        self.totals_mode.setChecked(True)
        self.sheet_mode = QRadioButton(self.tr("&Base and cards"))
        self.detail_mode = QRadioButton(self.tr("&Full figures per line"))
        modes = QHBoxLayout()
        for mode in (self.totals_mode, self.sheet_mode, self.detail_mode):
            mode.toggled.connect(self._mode_toggled)
            modes.addWidget(mode)
        modes.addStretch(1)

        self.stack = QStackedWidget()
        self.hand_totals: list[tuple[QLineEdit, ...]] = []
        self.hand_errors: list[QLabel] = []
        self.details: list[tuple[LineFields, ...]] = []
        self.detail_errors: list[QLabel] = []
        # Brazilian: each hand's mark that a joker turned up at the deal (no trump suit).
        self.jokers: list[QCheckBox] = []
        self.totals_page = self._build_totals()
        self.details_page = self._build_details()
        self.base_cards = BaseCardsPage(
            self.settings.hands,
            self.line_words,
            self.rules,
            self.recompute,
            self._enter_pressed,
            context.language,
        )
        self.pages = (self.totals_page, self.details_page, self.base_cards)
        for page in self.pages:
            self.stack.addWidget(page)

        self.summary = QLabel()
        self.summary.setObjectName("summary")
        font = self.summary.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.summary.setFont(font)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(who)
        layout.addLayout(modes)
        layout.addWidget(self.stack)
        layout.addWidget(self.summary)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        if result is not None:
            for edits, hand in zip(self.hand_totals, result.hands, strict=False):
                for edit, figure in zip(edits, (hand.ns, hand.ew, hand.third), strict=False):
                    edit.setText(str(figure))
            figures = result.breakdown
            if len(figures) == len(self.details) and all(h is not None for h in figures):
                # Entered with full figures: they come back, so a correction changes one
                # figure instead of retyping the sheet.
                for index, (fields, hand) in enumerate(zip(self.details, figures, strict=True)):
                    assert hand is not None
                    if self.jokers:
                        self.jokers[index].setChecked(hand.joker)
                    for line_fields, line in zip(
                        fields, (hand.ns, hand.ew, hand.third), strict=False
                    ):
                        assert line is not None
                        line_fields.show(line)
                self.detail_mode.setChecked(True)
            elif self.base_cards.show_hands(result.hands):
                self.sheet_mode.setChecked(True)
        self._mode_changed()
        # The keyboard starts on hand 1, not on the mode's radio button.
        self.first_field().setFocus()

    def first_field(self) -> QWidget:
        """Where typing a sheet starts in the mode shown: hand 1's first figure."""
        if self.detail_mode.isChecked():
            return self.details[0][0].clean
        if self.sheet_mode.isChecked():
            return self.base_cards.first_field()
        return self.hand_totals[0][0]

    def required_fields(self) -> list[QLineEdit]:
        """The fields a sheet needs typed, in typing order: each hand's totals (two, or three
        at a table of three pairs), each line's base and cards, or in full figures each
        line's cards on the table (cards in hand may stay empty)."""
        if self.detail_mode.isChecked():
            return [fields.table_points for hand in self.details for fields in hand]
        if self.sheet_mode.isChecked():
            return self.base_cards.required_fields()
        return [edit for pair in self.hand_totals for edit in pair]

    def row_errors(self) -> list[QLabel]:
        """Each hand's reason label in the mode shown."""
        if self.detail_mode.isChecked():
            return self.detail_errors
        return self.base_cards.errors if self.sheet_mode.isChecked() else self.hand_errors

    # -- layout -------------------------------------------------------------------------------
    def _build_totals(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        for column, word in enumerate(self.line_words, start=1):
            grid.addWidget(QLabel(word), 0, column)
        keys = ("ns", "ew", "c")[: len(self.line_words)]
        for hand in range(self.settings.hands):
            grid.addWidget(QLabel(self.tr("Hand {0}").replace("{0}", str(hand + 1))), hand + 1, 0)
            pair = []
            for column, key in enumerate(keys, start=1):
                edit = QLineEdit()
                edit.setObjectName(f"hand{hand + 1}_{key}")
                edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                edit.textChanged.connect(lambda _t: self.recompute())
                edit.returnPressed.connect(self._enter_pressed)
                grid.addWidget(edit, hand + 1, column)
                pair.append(edit)
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            grid.addWidget(error, hand + 1, len(keys) + 1)
            self.hand_totals.append(tuple(pair))
            self.hand_errors.append(error)
        grid.setColumnStretch(len(keys) + 1, 1)
        # The rows stay under their NS / EW headings however tall the dialog grows.
        grid.setRowStretch(self.settings.hands + 1, 1)
        return page

    def _build_details(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        # Burraco reale and super burraco get their own counts only where the tournament
        # plays that house variant; every column after them moves along.
        kinds = [self.tr("Pulito"), self.tr("Semi"), self.tr("Sporco")]
        if self.settings.burraco_reale:
            kinds += [self.tr("Reale"), self.tr("Super")]
        # Brazilian: how many of those burraco were in the trump suit (they count double).
        trump_from = len(kinds)
        if self.settings.brazilian:
            kinds += [self.tr("Trump pulito"), self.tr("Trump semi"), self.tr("Trump sporco")]
        after = len(kinds) + 2  # the first column after the burraco counts
        headings = [
            self.tr("Hand"),
            self.tr("Line"),
            *kinds,
            self.tr("Closed"),
            self.tr("Pozzetto"),
            self.tr("On table"),
            self.tr("In hand"),
            self.tr("Pozzetto unplayed"),
            self.tr("Total"),
        ]
        for column, text in enumerate(headings):
            grid.addWidget(QLabel(text), 0, column)
        row = 1
        for hand in range(self.settings.hands):
            lines = []
            for line_name in self.line_words:
                if not lines:
                    grid.addWidget(QLabel(str(hand + 1)), row, 0)
                grid.addWidget(QLabel(line_name), row, 1)
                counts = []
                for column in range(2, after):
                    spin = QSpinBox()
                    spin.setRange(0, 9)
                    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
                    spin.valueChanged.connect(lambda _v: self.recompute())
                    grid.addWidget(spin, row, column)
                    counts.append(spin)
                counts[1].setEnabled(not self.settings.no_semipulito)
                trumps = None
                if self.settings.brazilian:
                    trumps = (counts[trump_from], counts[trump_from + 1], counts[trump_from + 2])
                    trumps[1].setEnabled(not self.settings.no_semipulito)
                closed = QCheckBox()
                closed.toggled.connect(lambda _on: self.recompute())
                pozzetto = QCheckBox()
                pozzetto.setChecked(True)
                pozzetto.toggled.connect(lambda _on: self.recompute())
                grid.addWidget(closed, row, after)
                grid.addWidget(pozzetto, row, after + 1)
                edits = []
                for column in (after + 2, after + 3, after + 4):
                    edit = QLineEdit()
                    edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                    edit.setMaximumWidth(90)
                    edit.textChanged.connect(lambda _t: self.recompute())
                    edit.returnPressed.connect(self._enter_pressed)
                    grid.addWidget(edit, row, column)
                    edits.append(edit)
                total = QLabel()
                total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(total, row, after + 5)
                variant = counts[3:5] if self.settings.burraco_reale else [None, None]
                table_points, hand_points, unplayed = edits
                lines.append(
                    LineFields(
                        *(counts[0], counts[1], counts[2], closed, pozzetto),
                        *(table_points, hand_points, total, *variant, unplayed, trumps),
                    )
                )
                row += 1
            if self.settings.brazilian:
                # Under the hand's number, beside its second line.
                grid.addWidget(self._joker_box(hand, lines), row - len(lines) + 1, 0)
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            # The rule's whole sentence wraps under the hand's lines instead of widening them.
            error.setWordWrap(True)
            grid.addWidget(error, row, 1, 1, after + 5)
            row += 1
            self.details.append(tuple(lines))
            self.detail_errors.append(error)
        grid.setRowStretch(row, 1)
        return page

    def _joker_box(self, hand: int, lines: list[LineFields]) -> QCheckBox:
        """Hand `hand`'s mark that a joker turned up at the deal: no trump suit, so its
        counts in trumps are closed at 0."""
        joker = QCheckBox(self.tr("Joker"))
        joker.setObjectName(f"hand{hand + 1}_joker")
        joker.setToolTip(self.tr("A joker turned up at the deal: this hand has no trump suit."))
        semiclean = not self.settings.no_semipulito

        def marked(on: bool) -> None:
            for line_fields in lines:
                line_fields.no_trump(on, semiclean)
            self.recompute()

        joker.toggled.connect(marked)
        self.jokers.append(joker)
        return joker

    def _mode_toggled(self, on: bool) -> None:
        if on:  # the radio turned off says nothing the one turned on does not
            self._mode_changed()

    def _mode_changed(self) -> None:
        modes = (self.totals_mode, self.detail_mode, self.sheet_mode)
        shown = next(page for mode, page in zip(modes, self.pages, strict=True) if mode.isChecked())
        self.stack.setCurrentWidget(shown)
        # The stack is as tall as the page shown, not as the taller full-figures page: the
        # hand totals sat far below their headings. The width stays the wider page's, so
        # the dialog does not jump sideways when the mode changes.
        for page in self.pages:
            height = QSizePolicy.Policy.Preferred if page is shown else QSizePolicy.Policy.Ignored
            page.setSizePolicy(QSizePolicy.Policy.Preferred, height)
        self.stack.adjustSize()
        self.adjustSize()
        self.recompute()

    def _enter_pressed(self) -> None:
        """Enter moves on to the next field still empty (after the one typed, then from hand
        1), or to the first hand refused; on a complete sheet the Save button takes it."""
        if self.read_hands() is not None:
            return  # the dialog's default button, Save, saves it
        fields = self.required_fields()
        sender = self.sender()
        start = fields.index(sender) + 1 if sender in fields else 0
        for edit in fields[start:] + fields[:start]:
            if not edit.text().strip():
                edit.setFocus()
                return
        errors = self.row_errors()
        wrong = next((hand for hand, error in enumerate(errors) if error.text()), None)
        if wrong is not None:
            per_hand = len(fields) // len(errors)
            target = fields[wrong * per_hand]
            target.setFocus()
            target.selectAll()

    # -- adding up ----------------------------------------------------------------------------
    def read_hands(self) -> list[HandTotals | HandBreakdown] | None:
        """The hands typed, each checked; None (with the reasons shown) when one is wrong."""
        if self.sheet_mode.isChecked():
            typed = self.base_cards.read()
            return None if typed is None else list(typed)
        hands: list[HandTotals | HandBreakdown] = []
        ok = True
        if self.detail_mode.isChecked():
            for index, (fields, error) in enumerate(
                zip(self.details, self.detail_errors, strict=True)
            ):
                error.setText("")
                lines = [line_fields.read() for line_fields in fields]
                if any(line is None for line in lines):
                    error.setText(
                        self.tr("type every line's cards on the table (0 if none), e.g. 240")
                        if self.three
                        else self.tr("type both lines' cards on the table (0 if none), e.g. 240")
                    )
                    ok = False
                    continue
                joker = bool(self.jokers) and self.jokers[index].isChecked()
                hand = HandBreakdown(*lines, joker=joker)  # type: ignore[arg-type]
                try:
                    totals = self.line_scores(hand)
                except InvalidHand as refusal:
                    error.setText(hand_reason(refusal, self.context.language))
                    for line_fields in fields:
                        line_fields.total.setText("")
                    ok = False
                    continue
                for line_fields, total in zip(fields, totals, strict=True):
                    line_fields.total.setText(str(total))
                hands.append(hand)
        else:
            for edits, error in zip(self.hand_totals, self.hand_errors, strict=True):
                error.setText("")
                values = [parse_points(edit.text()) for edit in edits]
                if any(value is None for value in values):
                    if any(edit.text().strip() for edit in edits):
                        error.setText(
                            self.tr("type the three lines' totals")
                            if self.three
                            else self.tr("type both lines' totals")
                        )
                    ok = False
                    continue
                odd = [line for line, v in zip(LINE_NAMES, values, strict=False) if (v or 0) % 5]
                if odd:
                    language = self.context.language
                    error.setText(rule_reason("mp_not_multiple_of_5", language, line=odd[0]))
                    ok = False
                    continue
                hands.append(HandTotals(*values))  # type: ignore[arg-type]
        return hands if ok else None

    def line_scores(self, hand: HandTotals | HandBreakdown) -> tuple[int, ...]:
        """A hand's line scores (the full figures scored by the rules, a table of three's by
        its own: the 162 cards, a pozzetto only after a burraco)."""
        if isinstance(hand, HandTotals):
            return (hand.ns, hand.ew) if hand.third is None else (hand.ns, hand.ew, hand.third)
        if hand.third is None:
            return score_hand(hand.ns, hand.ew, self.rules, no_trump=hand.joker)
        return score_three_hand(hand.ns, hand.ew, hand.third, self.rules, no_trump=hand.joker)

    def hand_scores(self, hands: list[HandTotals | HandBreakdown]) -> list[tuple[int, ...]]:
        """Each hand's line scores."""
        return [self.line_scores(hand) for hand in hands]

    def recompute(self) -> None:
        """Add up what is typed and show the turno totals and VP (or what is missing)."""
        hands = self.read_hands()
        self._fit_reasons()
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(hands is not None)
        if hands is None:
            self.summary.setText(self.tr("Fill in every hand to see the totals."))
            return
        mps = [sum(column) for column in zip(*self.hand_scores(hands), strict=True)]
        if self.three:
            try:
                pairs = three_pairs_turno(mps, self.table, self.settings.three_pairs_vp)
            except ScoringError:
                self.summary.setText(self.tr("Fill in every hand to see the totals."))
                return
            text = self.tr("Turno: NS {0} — EW {1} — 3rd {2}   VP {3}–{4}–{5}")
            values = (*mps, *(pair.vp for pair in pairs))
        else:
            text = self.tr("Turno: NS {0} — EW {1}   difference {2}   VP {3}–{4}")
            values = (mps[0], mps[1], abs(mps[0] - mps[1]), *self.table.convert(*mps))
        for index, value in enumerate(values):
            text = text.replace("{" + str(index) + "}", str(value))
        self.summary.setText(text)

    def _fit_reasons(self) -> None:
        """Grow the dialog by the height the page shown lacks for its reasons: a window's
        layout does not grow it for a wrapped reason's second line, which would be clipped."""
        page = self.stack.currentWidget()
        lacking = page.heightForWidth(page.width()) - page.height()
        if self.isVisible() and lacking > 0:
            self.resize(self.width(), self.height() + lacking)

    def save(self) -> None:
        """Save the sheet (a correction when the table already had a result).

        Unlikely figures (a line over the pack in a hand, a difference far beyond the last
        VP band) are saved only after the director confirms them.
        """
        hands = self.read_hands()
        if hands is None:
            return
        if self.three:
            self.save_three(hands)
            return
        scores = self.hand_scores(hands)
        ns_mp, ew_mp = sum(score[0] for score in scores), sum(score[1] for score in scores)
        pairs = [(score[0], score[1]) for score in scores]
        reasons = unlikely_words(self.context.language, self.settings, ns_mp, ew_mp, pairs)
        if reasons and not self.context.dialogs.confirm(
            self,
            self.tr("Unlikely score"),
            unlikely_question(self.round_number, self.seat.table, reasons),
        ):
            self.error.setText(self.tr("Not saved: check the figures."))
            return
        try:
            self.saved = self.context.services.results.enter_hands(
                self.tournament_id,
                self.round_number,
                self.seat.table,
                hands,
                expected_version=self.result.version if self.result else None,
                despite_unlikely=True,  # asked just above
            )
        except ServiceError as error:
            self.error.setText(self.context.describe_error(error))
            return
        self.accept()

    def save_three(self, hands: list[HandTotals | HandBreakdown]) -> None:
        """Save a table of three's sheet through the services of its quick line (`--mp A B C`
        on the command line), unlikely figures asked about as the services find them."""
        results = self.context.services.results

        def enter(despite: bool) -> BurracoResult:
            return results.enter_three(
                self.tournament_id,
                self.round_number,
                self.seat.table,
                hands=hands,
                expected_version=self.result.version if self.result else None,
                despite_unlikely=despite,
            )

        try:
            saved = saved_asking(self.context, self, self.round_number, self.seat.table, enter)
        except ServiceError as error:
            self.error.setText(self.context.describe_error(error))
            return
        if saved is None:
            self.error.setText(self.tr("Not saved: check the figures."))
            return
        self.saved = saved
        self.accept()


def demo_sheet(shot: Any) -> ScoresheetDialog:
    """For the screenshots: the scoresheet of the demo evening's first missing table."""
    services = shot.context.services
    tid = TournamentId(shot.burraco_id)
    current = [r for r in services.rounds.list(tid) if r.status.value != "draft"][-1]
    entered = {r.table for r in services.results.list(tid, current.number)}
    seat = next(t for t in current.tables if t.table not in entered and not t.is_bye)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    return ScoresheetDialog(
        shot.context, tid, current.number, seat, EntryNames(shot.context, tid), settings
    )


def register_screenshots(register: Any) -> None:
    """The scoresheet of the demo evening's first missing table, in full figures."""

    def build(shot: Any) -> QWidget:
        dialog = demo_sheet(shot)
        dialog.detail_mode.setChecked(True)
        ns, ew = dialog.details[0]
        ns.clean.setValue(1)
        ns.dirty.setValue(1)
        ns.closed.setChecked(True)
        ns.table_points.setText("240")
        ew.dirty.setValue(1)
        ew.table_points.setText("180")
        ew.hand_points.setText("35")
        shot.opened.append(dialog)
        return dialog

    register("scoresheet", build, size=(900, 560))
