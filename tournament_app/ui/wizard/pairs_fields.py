"""The wizard's scala 40 pairs fields: the match's rules when the tournament is played in pairs
(the game points that win a match, a level match when time is called, the match points, what
a bye is worth with an odd count) and the tie-breaks that rank pairs level on match points."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from tournament_app.services.domain_words import PAIRS_BYES, PAIRS_DRAWS, pairs_tie_break_name
from tournament_app.services.settings import ByeScore, DrawRule, PairsTieBreak, Scala40Settings
from tournament_app.ui.wizard.form import buddy, whole_numbers
from tournament_app.ui.wizard.tie_break_list import TieBreakList


class Scala40PairsFields(QWidget):
    """A pairs match's rules (scala40.md: first to 3; the rest the director's, 2/1/0 and a
    level match a draw unless said otherwise), and the pairs' tie-breaks after match points.

    Its Alt letters are chosen with the scala 40 page's (tests/ui/test_mnemonics.py walks
    the pairs form): Up and Down beside the tie-breaks underline none, no letter being left.
    """

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        defaults = Scala40Settings()
        self.target = QSpinBox(self)
        self.target.setRange(1, 9)
        self.target.setValue(defaults.pairs_target)
        self.target.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.target.setToolTip(
            self.tr("The pair of the player who closes a hand wins it; these many win the match.")
        )
        self.draw = QComboBox(self)
        for rule in DrawRule:
            self.draw.addItem(PAIRS_DRAWS[rule.value].pick(language), rule)
        self.match_points = QLineEdit(", ".join(map(str, defaults.match_points)), self)
        self.match_points.setToolTip(
            self.tr("Match points for a win, a draw and a loss: they make the ranking of pairs.")
        )
        self.bye = QComboBox(self)
        for score in ByeScore:
            self.bye.addItem(PAIRS_BYES[score.value].pick(language), score)
        self.bye.setToolTip(
            self.tr("With an odd number of pairs one pair sits out each round: what it gets.")
        )
        # The order the services rank pairs level on match points by (`rank_pairs`).
        self.tie_breaks = TieBreakList(
            tuple(PairsTieBreak), pairs_tie_break_name, language, self, letters=False
        )
        self.tie_breaks.show_chosen(defaults.pairs_tie_breaks)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Hands that win a match:"), self.target)
        form.addRow(self.tr("Le&vel when time is called:"), self.draw)
        form.addRow(self.tr("Match points (&win, draw, loss):"), self.match_points)
        form.addRow(self.tr("A &pair's bye is worth:"), self.bye)
        tie_label = buddy(self.tr("&Tie-breaks after match points:"), self.tie_breaks.list)
        form.addRow(tie_label, self.tie_breaks)

    def points(self) -> tuple[int, int, int] | None:
        """The match points typed (None unless three whole numbers)."""
        numbers = whole_numbers(self.match_points.text())
        if numbers is None or len(numbers) != 3:
            return None
        win, draw, loss = numbers
        return win, draw, loss

    def preset(self, settings: Scala40Settings) -> None:
        """Show a tournament's own match rules."""
        self.target.setValue(settings.pairs_target)
        index = self.draw.findData(settings.pairs_draw)
        self.draw.setCurrentIndex(max(index, 0))
        self.match_points.setText(", ".join(map(str, settings.match_points)))
        self.bye.setCurrentIndex(max(self.bye.findData(settings.pairs_bye), 0))
        self.tie_breaks.show_chosen(settings.pairs_tie_breaks)

    def values(self) -> dict[str, Any]:
        """The Scala40Settings fields chosen here."""
        return {
            "pairs_target": self.target.value(),
            "pairs_draw": self.draw.currentData(),
            "match_points": self.points() or Scala40Settings().match_points,
            "pairs_bye": self.bye.currentData(),
            "pairs_tie_breaks": self.tie_breaks.order(),
        }
