"""The scala 40 chiusura in mano choice: no doubling, FISCA's doubling or the house's.

Each rule in the words `torneo tournament show` and `--in-hand-close` use
(`setting_words.IN_HAND_CLOSE`), so the window and the command line name it alike.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from tournament_app.services.setting_words import IN_HAND_CLOSE
from tournament_app.services.settings import InHandClose


class InHandChoice(QComboBox):
    """Which chiusura in mano rule a scala 40 tournament plays (off until chosen)."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for rule, words in IN_HAND_CLOSE.items():
            self.addItem(words.pick(language), rule)
        self.setToolTip(
            self.tr(
                "Chiusura in mano: a player goes out laying all 13 cards at once, not having"
                " opened before. FISCA's rule doubles the penalty of those who had opened; a"
                " player who had not opened pays a flat 100. The house doubling doubles every"
                " penalty, a player who had not opened too (200, or the cards held twice)."
            )
        )

    def rule(self) -> InHandClose:
        """The rule chosen."""
        chosen = self.currentData()
        return chosen if isinstance(chosen, InHandClose) else InHandClose.OFF

    def set_rule(self, rule: InHandClose) -> None:
        """Show `rule` as chosen."""
        self.setCurrentIndex(max(self.findData(rule), 0))
