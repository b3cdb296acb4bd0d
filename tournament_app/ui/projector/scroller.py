"""The projector's slow scrolling: down a page, a pause at its end, then the next page."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QScrollArea

# Scrolling: the pause at the top and at the bottom of a page (ms), how often the page
# moves (ms), and how fast: slowly on a short page, faster on a long one so that one pass
# of the page (250 tables, 500 pairs) never scrolls for more than SCROLL_SECONDS_AT_MOST:
# the room looks for its table in the minutes between two rounds.
PAUSE_MS = 4000
SCROLL_INTERVAL_MS = 25
SLOWEST_PX_PER_SECOND = 25.0
SCROLL_SECONDS_AT_MOST = 100


class AutoScroller(QObject):
    """Scrolls a scroll area down, pauses at the end, then asks for the next page.

    The position follows the time gone (`now`, seconds, replaceable so tests need no
    waiting), not the number of timer ticks: a busy evening cannot slow a pass down.
    """

    finished = Signal()

    def __init__(
        self,
        area: QScrollArea,
        parent: QObject | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.area = area
        self.now = now
        self._timer = QTimer(self)
        self._timer.setInterval(SCROLL_INTERVAL_MS)
        self._timer.timeout.connect(self.step)
        self._moving_from = 0.0  # when the scrolling (re)starts: after the pause at the top
        self._position = 0.0
        self._last = 0.0
        self._ends_at: float | None = None  # at the bottom: when the pause there is over

    def speed(self) -> float:
        """Pixels a second for this page: slow, unless that would make the pass too long."""
        length = self.area.verticalScrollBar().maximum()
        return max(SLOWEST_PX_PER_SECOND, length / SCROLL_SECONDS_AT_MOST)

    def restart(self) -> None:
        """Back to the top, wait a moment, then scroll."""
        self.area.verticalScrollBar().setValue(0)
        self._position = 0.0
        self._moving_from = self._last = self.now() + PAUSE_MS / 1000
        self._ends_at = None
        self._timer.start()

    def stop(self) -> None:
        """Stop scrolling."""
        self._timer.stop()

    def step(self) -> None:
        """Move the page to where the time gone puts it (the timer calls it; tests may too)."""
        now = self.now()
        if self._ends_at is not None:
            if now >= self._ends_at:
                self._timer.stop()
                self._ends_at = None
                self.finished.emit()
            return
        if now < self._moving_from:
            return
        bar = self.area.verticalScrollBar()
        if bar.value() != round(self._position):  # moved by hand, or the page was redrawn
            self._position = float(bar.value())
        if bar.value() >= bar.maximum():
            # A page with nothing to scroll stays twice as long: it is all there is to read.
            self._ends_at = now + (PAUSE_MS if bar.maximum() else PAUSE_MS * 2) / 1000
            return
        self._position = min(
            float(bar.maximum()), self._position + self.speed() * (now - self._last)
        )
        self._last = now
        bar.setValue(round(self._position))
