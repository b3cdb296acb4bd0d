"""One line's fields on the per-hand burraco scoresheet, and why a hand was refused in the
words the services, the command line and the phones use for the same rule."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QSpinBox

from scoring.burraco import InvalidHand
from tournament_app.services import LineHand
from tournament_app.services.messages import LINE_NAMES, scoring_sentence
from tournament_app.ui.results.entry_line import parse_points

#: How a refused hand's reason reads, on its row in every mode.
ERROR_STYLE = "color: #b00020;"


def hand_reason(refusal: InvalidHand, language: str) -> str:
    """Why a hand was refused: the catalogue's sentence for the rule broken (`rule.<code>`),
    filled with the refusal's values, after the line it concerns in the catalogue's words for
    the lines ("EO: la base 120 non si può fare ...")."""
    return rule_reason(str(refusal.code.value), language, **refusal.data)


def rule_reason(code: str, language: str, **values: object) -> str:
    """`hand_reason` for a rule's `code` and the `values` it names (`line`: "a", "b", "c")."""
    sentence = scoring_sentence(code, language, face="window", **values) or code
    line = LINE_NAMES.get(language, LINE_NAMES["it"]).get(str(values.get("line")))
    if line is not None:
        return f"{line}: {sentence}"
    return sentence[:1].upper() + sentence[1:]


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

    def no_trump(self, joker: bool, semiclean: bool) -> None:
        """Brazilian: a joker turned up, so the hand has no trump suit: its counts in trumps
        are 0 and closed (given back when the mark is taken off)."""
        if self.trumps is None:
            return
        for index, spin in enumerate(self.trumps):
            if joker:
                spin.setValue(0)
            spin.setEnabled(not joker and (semiclean or index != 1))

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
