"""The wizard's fields for the hand's house variants: burraco's amounts (closing bonus,
pozzetto not taken, reale and super) and the Brazilian trump suit; scala 40's ace alone and
simplified scoring. Each set of fields fills from a tournament's settings and gives back the
values chosen; whether they make a playable tournament is the services' rule."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services.rules import MOST_AMOUNT
from tournament_app.services.settings import (
    THREE_PAIRS_VP_RULES,
    BurracoSettings,
    Scala40Settings,
    ThreePairsTables,
)


class BurracoAmounts(QWidget):
    """The closing bonus, the pozzetto penalty and (with burraco reale) the reale and super
    bonuses, on one row; and the Brazilian variant's check box for the page's next row."""

    def __init__(self, reale_box: QCheckBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        fibur = BurracoSettings()
        self.closing_bonus = self._spin(fibur.closing_bonus, self.tr("Closing bonus"))
        self.pozzetto_penalty = self._spin(fibur.pozzetto_penalty, self.tr("Pozzetto not taken"))
        self.pozzetto_penalty.setPrefix("−")
        self.reale_bonus = self._spin(fibur.reale_bonus, self.tr("Burraco reale"))
        self.super_bonus = self._spin(fibur.super_bonus, self.tr("Super burraco"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for text, spin in (
            (self.tr("closing"), self.closing_bonus),
            (self.tr("pozzetto not taken"), self.pozzetto_penalty),
            (self.tr("reale"), self.reale_bonus),
            (self.tr("super"), self.super_bonus),
        ):
            row.addWidget(QLabel(text, self))
            row.addWidget(spin)
        row.addStretch(1)
        self.brazilian = QCheckBox(
            self.tr("Bra&zilian: a burraco in the trump suit counts double (400 / 300 / 200)"),
            parent,
        )
        # The reale and super amounts count only where the variant is played.
        self._reale_box = reale_box
        reale_box.toggled.connect(self._reale_shown)
        self._reale_shown(reale_box.isChecked())

    def _spin(self, value: int, tip: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(0, MOST_AMOUNT)
        spin.setSingleStep(5)
        spin.setValue(value)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.setToolTip(tip)
        return spin

    def _reale_shown(self, on: bool) -> None:
        for spin in (self.reale_bonus, self.super_bonus):
            spin.setEnabled(on)

    def preset(self, settings: BurracoSettings) -> None:
        """Show a tournament's own amounts and variant."""
        self.closing_bonus.setValue(settings.closing_bonus)
        self.pozzetto_penalty.setValue(settings.pozzetto_penalty)
        self.reale_bonus.setValue(settings.reale_bonus)
        self.super_bonus.setValue(settings.super_bonus)
        self.brazilian.setChecked(settings.brazilian)
        self._reale_shown(self._reale_box.isChecked())

    def values(self) -> dict[str, Any]:
        """The BurracoSettings fields chosen here."""
        return {
            "closing_bonus": self.closing_bonus.value(),
            "pozzetto_penalty": self.pozzetto_penalty.value(),
            "reale_bonus": self.reale_bonus.value(),
            "super_bonus": self.super_bonus.value(),
            "brazilian": self.brazilian.isChecked(),
        }

    def frozen_widgets(self) -> dict[str, list[QWidget]]:
        """The widgets of each setting here (fixed once a round is published)."""
        return {
            "closing_bonus": [self.closing_bonus],
            "pozzetto_penalty": [self.pozzetto_penalty],
            "reale_bonus": [self.reale_bonus],
            "super_bonus": [self.super_bonus],
            "brazilian": [self.brazilian],
        }


class Scala40Variants(QWidget):
    """The ace alone and the simplified scoring, one under the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ace_alone = QCheckBox(self.tr("An ace left alone in hand counts &1"), self)
        self.ace_alone.setToolTip(
            self.tr("When the cards left are typed (A): a lone ace counts 1 instead of 11.")
        )
        self.simplified = QCheckBox(
            self.tr("Simpl&ified scoring: 1-15 points count 1, 16-25 count 2, …"), self
        )
        self.simplified.setToolTip(
            self.tr("A player who had not opened counts 10; the limit is usually 100.")
        )
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.ace_alone)
        column.addWidget(self.simplified)

    def preset(self, settings: Scala40Settings) -> None:
        """Show a tournament's own variants."""
        self.ace_alone.setChecked(settings.ace_alone_one)
        self.simplified.setChecked(settings.simplified)

    def values(self) -> dict[str, Any]:
        """The Scala40Settings fields chosen here."""
        return {
            "ace_alone_one": self.ace_alone.isChecked(),
            "simplified": self.simplified.isChecked(),
        }

    def frozen_widgets(self) -> dict[str, list[QWidget]]:
        """The widgets of each setting here (fixed once a round is published)."""
        return {"ace_alone_one": [self.ace_alone], "simplified": [self.simplified]}


class BurracoSeatingRules(QWidget):
    """Who sits NS in a Danish round, and a club's pairs kept apart by the first round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.alternate_lines = QCheckBox(
            self.tr("Danish rounds: each pair takes the line it did not have last &time"), self
        )
        self.alternate_lines.setToolTip(self.tr("Off: the pair higher in the standings sits NS."))
        self.keep_clubs_apart = QCheckBox(
            self.tr("Keep pairs of the same &club apart (same line in the first round)"), self
        )
        self.keep_clubs_apart.setToolTip(
            self.tr(
                "Pairs whose players play for one club are put on the same line where the"
                " line sizes allow: they do not meet in the first round nor in a Mitchell"
                " that follows. A Danish round keeps them apart where it can without a"
                " rematch; the round check names a meeting it could not avoid."
            )
        )
        # Tables of three pairs (burraco a sei) and how they share their VP.
        self.three_pairs = QComboBox(self)
        for when, label in (
            (ThreePairsTables.NEVER, self.tr("Never (with an odd count a pair has the bye)")),
            (
                ThreePairsTables.WHEN_NEEDED,
                self.tr("When the count needs it (a table of three instead of a bye)"),
            ),
            (ThreePairsTables.ALWAYS, self.tr("Always (as many tables of three as possible)")),
        ):
            self.three_pairs.addItem(label, when)
        self.three_pairs.setToolTip(
            self.tr(
                "Three pairs at a table, three packs (162 cards), three pozzetti of 11, the"
                " pozzetto only after a first burraco. Seated by the draw or a Danish round;"
                " a Mitchell, a round robin or gironi cannot seat them."
            )
        )
        self.three_pairs_vp = QComboBox(self)
        for name, label in (
            ("average", self.tr("Average of the two conversions, a half up")),
            ("average_down", self.tr("Average of the two conversions, a half down")),
            ("sum", self.tr("Sum of the two conversions (up to 40 VP)")),
        ):
            self.three_pairs_vp.addItem(label, name)
        self.three_pairs_vp.setToolTip(
            self.tr("Each pair's total against each of the other two, converted by the VP table.")
        )
        three_label = QLabel(self.tr("Tables of th&ree pairs:"), self)
        three_label.setBuddy(self.three_pairs)
        vp_label = QLabel(self.tr("VP at a t&able of three:"), self)
        vp_label.setBuddy(self.three_pairs_vp)
        three_row = QHBoxLayout()
        three_row.addWidget(three_label)
        three_row.addWidget(self.three_pairs, 1)
        vp_row = QHBoxLayout()
        vp_row.addWidget(vp_label)
        vp_row.addWidget(self.three_pairs_vp, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.alternate_lines)
        column.addWidget(self.keep_clubs_apart)
        column.addLayout(three_row)
        column.addLayout(vp_row)

    def follow(self, *, pairs: bool, danese: bool) -> None:
        """Enabled only where the schedule uses them (pairs; a Danish round for the lines)."""
        self.alternate_lines.setEnabled(pairs and danese)
        self.keep_clubs_apart.setEnabled(pairs)
        self.three_pairs.setEnabled(pairs)

    def preset(self, settings: BurracoSettings) -> None:
        """Show a tournament's own rules."""
        self.alternate_lines.setChecked(settings.alternate_lines)
        self.keep_clubs_apart.setChecked(settings.keep_clubs_apart)
        self.three_pairs.setCurrentIndex(self.three_pairs.findData(settings.three_pairs))
        for name, rule in THREE_PAIRS_VP_RULES.items():
            if rule == settings.three_pairs_vp:
                self.three_pairs_vp.setCurrentIndex(self.three_pairs_vp.findData(name))

    def values(self) -> dict[str, Any]:
        """The BurracoSettings fields chosen here (an individual tournament has no tables of
        three)."""
        three = self.three_pairs.currentData() if self.three_pairs.isEnabled() else None
        return {
            "alternate_lines": self.alternate_lines.isChecked(),
            "keep_clubs_apart": self.keep_clubs_apart.isChecked(),
            "three_pairs": three or ThreePairsTables.NEVER,
            "three_pairs_vp": THREE_PAIRS_VP_RULES[self.three_pairs_vp.currentData()],
        }

    def frozen_widgets(self) -> dict[str, list[QWidget]]:
        """The widgets of each setting here fixed once a round is published."""
        return {"three_pairs_vp": [self.three_pairs_vp]}
