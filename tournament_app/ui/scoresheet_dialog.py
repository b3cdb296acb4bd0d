"""The per-hand burraco scoresheet: the sheet as the table wrote it, added up as you type.

Two ways to fill it, as directors do: each hand's two totals, or each hand's full figures per
line (burraco pulito / semipulito / sporco, closing, pozzetto, cards on the table, cards in
hand, the cards of a pozzetto taken but not played; with the Brazilian variant, how many
burraco were in the trump suit). Every hand is checked by the rules as it is typed; the reason
for a refusal is shown on the hand's row, and the turno totals with their VP are always in view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
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

from scoring.burraco import InvalidHand, score_hand
from tournament_app.services import (
    BurracoResult,
    BurracoSettings,
    HandBreakdown,
    HandTotals,
    LineHand,
    RoundTable,
    ServiceError,
    TournamentId,
)
from tournament_app.services.result_values import burraco_rules
from tournament_app.services.rules import vp_table
from tournament_app.ui.context import AppContext
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.result_questions import unlikely_question
from tournament_app.ui.results.entry_line import parse_points, unlikely_words

ERROR_STYLE = "color: #b00020;"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoresheetDialog", text)


HAND_REASONS = {
    "not_multiple_of_5": QT_TRANSLATE_NOOP("ScoresheetDialog", "card points are multiples of 5"),
    "negative_value": QT_TRANSLATE_NOOP("ScoresheetDialog", "figures cannot be negative"),
    "both_closed": QT_TRANSLATE_NOOP("ScoresheetDialog", "only one line can close"),
    "closed_without_burraco": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "the closing line needs a burraco"
    ),
    "closed_without_pozzetto": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "the closing line must have taken its pozzetto"
    ),
    "closed_with_pozzetto_unplayed": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "a closing line has no unplayed pozzetto"
    ),
    "pozzetto_unplayed_not_taken": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "a pozzetto not taken cannot be unplayed"
    ),
    "beyond_pack": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "cards on the table and in hand exceed the 1,080 of the pack"
    ),
    "variant_off": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "this kind of burraco is not played in this tournament"
    ),
    "trump_exceeds": QT_TRANSLATE_NOOP(
        "ScoresheetDialog", "more burraco in trumps than burraco of that kind"
    ),
}


def hand_reason(error: InvalidHand) -> str:
    """Why a hand was refused, in the director's words."""
    code = error.code.value if hasattr(error.code, "value") else str(error.code)
    return _tr(HAND_REASONS.get(str(code), str(code)))


@dataclass
class LineFields:
    """The widgets of one line in one hand (full-figures mode)."""

    clean: QSpinBox
    semi_clean: QSpinBox
    dirty: QSpinBox
    closed: QCheckBox
    pozzetto: QCheckBox
    table_points: QLineEdit
    hand_points: QLineEdit
    total: QLabel
    reale: QSpinBox | None = None
    """Burraco reale and super burraco: only when the tournament plays that variant."""
    super_burraco: QSpinBox | None = None
    pozzetto_unplayed: QLineEdit | None = None
    """The cards of a pozzetto taken but not played (charged against the line)."""
    trumps: tuple[QSpinBox, QSpinBox, QSpinBox] | None = None
    """Brazilian: how many of the pulito, semipulito, sporco were in the trump suit."""

    def show(self, line: LineHand) -> None:
        """Put a stored line's figures back in the fields."""
        self.clean.setValue(line.clean)
        self.semi_clean.setValue(line.semiclean)
        self.dirty.setValue(line.dirty)
        if self.reale is not None and self.super_burraco is not None:
            self.reale.setValue(line.reale)
            self.super_burraco.setValue(line.super_burraco)
        self.closed.setChecked(line.closed)
        self.pozzetto.setChecked(line.pozzetto_taken)
        self.table_points.setText(str(line.melded))
        self.hand_points.setText(str(line.in_hand) if line.in_hand else "")
        if self.pozzetto_unplayed is not None:
            unplayed = line.pozzetto_unplayed
            self.pozzetto_unplayed.setText(str(unplayed) if unplayed else "")
        if self.trumps is not None:
            counts = (line.trump_clean, line.trump_semiclean, line.trump_dirty)
            for spin, count in zip(self.trumps, counts, strict=True):
                spin.setValue(count)

    def read(self) -> LineHand | None:
        """The line's figures, or None when a card figure is missing or not a number.

        The cards on the table must be typed (0 if none) so an untouched hand is never
        saved as 0-0; cards in hand may stay empty.
        """
        table_points = parse_points(self.table_points.text())
        hand_points = parse_points(self.hand_points.text() or "0")
        unplayed_text = self.pozzetto_unplayed.text() if self.pozzetto_unplayed else ""
        unplayed = parse_points(unplayed_text or "0")
        if table_points is None or hand_points is None or unplayed is None:
            return None
        trumps = tuple(spin.value() for spin in self.trumps) if self.trumps else (0, 0, 0)
        return LineHand(
            clean=self.clean.value(),
            semiclean=self.semi_clean.value(),
            dirty=self.dirty.value(),
            closed=self.closed.isChecked(),
            pozzetto_taken=self.pozzetto.isChecked(),
            melded=table_points,
            in_hand=hand_points,
            reale=self.reale.value() if self.reale is not None else 0,
            super_burraco=self.super_burraco.value() if self.super_burraco is not None else 0,
            pozzetto_unplayed=unplayed,
            trump_clean=trumps[0],
            trump_semiclean=trumps[1],
            trump_dirty=trumps[2],
        )


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
        self.setWindowTitle(
            self.tr("Round {0}, table {1} — scoresheet")
            .replace("{0}", str(round_number))
            .replace("{1}", str(seat.table))
        )
        who = QLabel(
            self.tr("NS: {0}\nEW: {1}")
            .replace("{0}", names.line(seat.ns))
            .replace("{1}", names.line(seat.ew))
        )
        self.totals_mode = QRadioButton(self.tr("Hand &totals only"))
        self.totals_mode.setChecked(True)
        self.detail_mode = QRadioButton(self.tr("&Full figures per line"))
        self.detail_mode.toggled.connect(self._mode_changed)
        modes = QHBoxLayout()
        modes.addWidget(self.totals_mode)
        modes.addWidget(self.detail_mode)
        modes.addStretch(1)

        self.stack = QStackedWidget()
        self.hand_totals: list[tuple[QLineEdit, QLineEdit]] = []
        self.hand_errors: list[QLabel] = []
        self.details: list[tuple[LineFields, LineFields]] = []
        self.detail_errors: list[QLabel] = []
        self.totals_page = self._build_totals()
        self.details_page = self._build_details()
        self.stack.addWidget(self.totals_page)
        self.stack.addWidget(self.details_page)

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
            for (ns_edit, ew_edit), hand in zip(self.hand_totals, result.hands, strict=False):
                ns_edit.setText(str(hand.ns))
                ew_edit.setText(str(hand.ew))
            figures = result.breakdown
            if len(figures) == len(self.details) and all(h is not None for h in figures):
                # Entered with full figures: they come back, so a correction changes one
                # figure instead of retyping the sheet.
                for (ns_fields, ew_fields), hand in zip(self.details, figures, strict=True):
                    assert hand is not None
                    ns_fields.show(hand.ns)
                    ew_fields.show(hand.ew)
                self.detail_mode.setChecked(True)
        self._mode_changed()
        # The keyboard starts on hand 1, not on the mode's radio button.
        self.first_field().setFocus()

    def first_field(self) -> QWidget:
        """Where typing a sheet starts in the mode shown: hand 1's first figure."""
        if self.detail_mode.isChecked():
            return self.details[0][0].clean
        return self.hand_totals[0][0]

    def required_fields(self) -> list[QLineEdit]:
        """The fields a sheet needs typed, in typing order: each hand's two totals, or in
        full figures each line's cards on the table (cards in hand may stay empty)."""
        if self.detail_mode.isChecked():
            return [fields.table_points for hand in self.details for fields in hand]
        return [edit for pair in self.hand_totals for edit in pair]

    # -- layout -------------------------------------------------------------------------------
    def _build_totals(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        grid.addWidget(QLabel(self.tr("NS")), 0, 1)
        grid.addWidget(QLabel(self.tr("EW")), 0, 2)
        for hand in range(self.settings.hands):
            grid.addWidget(QLabel(self.tr("Hand {0}").replace("{0}", str(hand + 1))), hand + 1, 0)
            pair = []
            for column in (1, 2):
                edit = QLineEdit()
                edit.setObjectName(f"hand{hand + 1}_{'ns' if column == 1 else 'ew'}")
                edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                edit.textChanged.connect(lambda _t: self.recompute())
                edit.returnPressed.connect(self._enter_pressed)
                grid.addWidget(edit, hand + 1, column)
                pair.append(edit)
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            grid.addWidget(error, hand + 1, 3)
            self.hand_totals.append((pair[0], pair[1]))
            self.hand_errors.append(error)
        grid.setColumnStretch(3, 1)
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
            for line_name in (self.tr("NS"), self.tr("EW")):
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
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            grid.addWidget(error, row, 1, 1, after + 5)
            row += 1
            self.details.append((lines[0], lines[1]))
            self.detail_errors.append(error)
        grid.setRowStretch(row, 1)
        return page

    def _mode_changed(self) -> None:
        shown = 1 if self.detail_mode.isChecked() else 0
        self.stack.setCurrentIndex(shown)
        # The stack is as tall as the page shown, not as the taller full-figures page: the
        # hand totals sat far below their headings. The width stays the wider page's, so
        # the dialog does not jump sideways when the mode changes.
        for index, page in enumerate((self.totals_page, self.details_page)):
            height = QSizePolicy.Policy.Preferred if index == shown else QSizePolicy.Policy.Ignored
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
        errors = self.detail_errors if self.detail_mode.isChecked() else self.hand_errors
        wrong = next((hand for hand, error in enumerate(errors) if error.text()), None)
        if wrong is not None:
            per_hand = len(fields) // len(errors)
            target = fields[wrong * per_hand]
            target.setFocus()
            target.selectAll()

    # -- adding up ----------------------------------------------------------------------------
    def read_hands(self) -> list[HandTotals | HandBreakdown] | None:
        """The hands typed, each checked; None (with the reasons shown) when one is wrong."""
        hands: list[HandTotals | HandBreakdown] = []
        ok = True
        if self.detail_mode.isChecked():
            for (ns_fields, ew_fields), error in zip(self.details, self.detail_errors, strict=True):
                error.setText("")
                ns, ew = ns_fields.read(), ew_fields.read()
                if ns is None or ew is None:
                    error.setText(
                        self.tr("type both lines' cards on the table (0 if none), e.g. 240")
                    )
                    ok = False
                    continue
                try:
                    ns_total, ew_total = score_hand(ns, ew, self.rules)
                except InvalidHand as refusal:
                    error.setText(hand_reason(refusal))
                    ns_fields.total.setText("")
                    ew_fields.total.setText("")
                    ok = False
                    continue
                ns_fields.total.setText(str(ns_total))
                ew_fields.total.setText(str(ew_total))
                hands.append(HandBreakdown(ns=ns, ew=ew))
        else:
            for (ns_edit, ew_edit), error in zip(self.hand_totals, self.hand_errors, strict=True):
                error.setText("")
                ns_value = parse_points(ns_edit.text())
                ew_value = parse_points(ew_edit.text())
                if ns_value is None or ew_value is None:
                    if ns_edit.text().strip() or ew_edit.text().strip():
                        error.setText(self.tr("type both lines' totals"))
                    ok = False
                    continue
                if ns_value % 5 or ew_value % 5:
                    error.setText(self.tr("every burraco score is a multiple of 5"))
                    ok = False
                    continue
                hands.append(HandTotals(ns=ns_value, ew=ew_value))
        return hands if ok else None

    def recompute(self) -> None:
        """Add up what is typed and show the turno totals and VP (or what is missing)."""
        hands = self.read_hands()
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(hands is not None)
        if hands is None:
            self.summary.setText(self.tr("Fill in every hand to see the totals."))
            return
        scores = self.hand_scores(hands)
        ns_mp, ew_mp = sum(ns for ns, _ in scores), sum(ew for _, ew in scores)
        ns_vp, ew_vp = self.table.convert(ns_mp, ew_mp)
        self.summary.setText(
            self.tr("Turno: NS {0} — EW {1}   difference {2}   VP {3}–{4}")
            .replace("{0}", str(ns_mp))
            .replace("{1}", str(ew_mp))
            .replace("{2}", str(abs(ns_mp - ew_mp)))
            .replace("{3}", str(ns_vp))
            .replace("{4}", str(ew_vp))
        )

    def hand_scores(self, hands: list[HandTotals | HandBreakdown]) -> list[tuple[int, int]]:
        """Each hand's two line scores (the full figures scored by the rules)."""
        scores = []
        for hand in hands:
            if isinstance(hand, HandTotals):
                scores.append((hand.ns, hand.ew))
            else:
                scores.append(score_hand(hand.ns, hand.ew, self.rules))
        return scores

    def save(self) -> None:
        """Save the sheet (a correction when the table already had a result).

        Unlikely figures (a line over the pack in a hand, a difference far beyond the last
        VP band) are saved only after the director confirms them.
        """
        hands = self.read_hands()
        if hands is None:
            return
        scores = self.hand_scores(hands)
        ns_mp, ew_mp = sum(ns for ns, _ in scores), sum(ew for _, ew in scores)
        reasons = unlikely_words(self.context.language, self.settings, ns_mp, ew_mp, scores)
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


def register_screenshots(register: Any) -> None:
    """The scoresheet of the demo evening's first missing table, in full figures."""

    def build(shot: Any) -> QWidget:
        services = shot.context.services
        tid = TournamentId(shot.burraco_id)
        current = [r for r in services.rounds.list(tid) if r.status.value != "draft"][-1]
        entered = {r.table for r in services.results.list(tid, current.number)}
        seat = next(t for t in current.tables if t.table not in entered and not t.is_bye)
        settings = services.tournaments.get(tid).settings
        assert isinstance(settings, BurracoSettings)
        dialog = ScoresheetDialog(
            shot.context, tid, current.number, seat, EntryNames(shot.context, tid), settings
        )
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
