"""Which round the results page shows when the rounds change under it, and the line that
says when it is not the round in play.

The round in play is the latest published one. A page that was showing it follows the
next one when it is published, by this station or by another (a station left on round 2
typed round 3's sheets into round 2, asked "Table 2 already has…", and replaced round 2's
result). A page on an earlier round the director chose on purpose stays there, and says so
plainly, so no sheet of the new round is typed into it unnoticed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget


def round_to_show(
    numbers: Sequence[int], chosen: int | None, in_play_before: int | None
) -> int | None:
    """The round to show among the published `numbers` (oldest first): the one `chosen`
    (the list's, or the window's) unless it was the round in play and a newer one is now
    in play, or is gone; then the round in play. None when no round is published."""
    if not numbers:
        return None
    in_play = numbers[-1]
    if chosen is None or chosen not in numbers:
        return in_play
    if chosen == in_play_before and in_play != in_play_before:
        return in_play  # it was showing the round in play: it follows the new one
    return chosen


class RoundInPlayBanner(QLabel):
    """'You are correcting round 2; the round in play is 3.' Hidden on the round in play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("round_in_play")
        self.setWordWrap(True)
        self.setStyleSheet(
            "background: #fff4ce; color: #5c3c00; font-weight: bold; padding: 4px 8px;"
        )
        self.hide()

    def show_for(self, shown: int | None, in_play: int | None) -> None:
        """Say it when the round shown is not the round in play; hide otherwise."""
        if shown is None or in_play is None or shown == in_play:
            self.hide()
            self.clear()
            return
        text = QCoreApplication.translate(
            "RoundInPlayBanner", "You are correcting round {0}; the round in play is {1}."
        )
        self.setText(text.replace("{0}", str(shown)).replace("{1}", str(in_play)))
        self.show()


__all__ = ["RoundInPlayBanner", "round_to_show"]
