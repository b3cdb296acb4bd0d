"""The projector's round clock: the time a round is given, counting down while it runs."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from tournament_app.services import BurracoSettings, Scala40Settings

# Club practice for the time of a turno, by hands (domain doc: 25, 35-40, 50 minutes).
MINUTES_PER_TURNO = {2: 25, 3: 40, 4: 50}
# Scala 40 games without a time set in the tournament: a common club limit.
SCALA40_DEFAULT_MINUTES = 45


class RoundClock(QObject):
    """A countdown the director starts, pauses and resets; it never goes below zero.

    `now` is the time source (seconds, monotonic), replaceable so tests need no waiting.
    """

    changed = Signal(int)
    """Seconds left, emitted on every tick and every start/pause/reset."""

    def __init__(
        self,
        minutes: int,
        *,
        now: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.now = now
        self.duration = minutes * 60
        self._left_at_start = float(self.duration)
        self._started_at: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        """True while counting down."""
        return self._started_at is not None

    def seconds_left(self) -> int:
        """Whole seconds left (rounded up, so 0 shows only when time is really up)."""
        left = self._left_at_start
        if self._started_at is not None:
            left -= self.now() - self._started_at
        return max(0, int(-(-left // 1)))

    def start(self) -> None:
        """Start (or resume) the countdown."""
        if self._started_at is None and self.seconds_left() > 0:
            self._started_at = self.now()
            self._timer.start()
        self.changed.emit(self.seconds_left())

    def pause(self) -> None:
        """Stop the countdown where it is."""
        if self._started_at is not None:
            self._left_at_start = float(self.seconds_left())
            self._started_at = None
            self._timer.stop()
        self.changed.emit(self.seconds_left())

    def toggle(self) -> None:
        """Start when paused, pause when running."""
        if self.running:
            self.pause()
        else:
            self.start()

    def reset(self, minutes: int | None = None) -> None:
        """Back to the full time (optionally a new one), paused."""
        if minutes is not None:
            self.duration = max(1, minutes) * 60
        self._started_at = None
        self._timer.stop()
        self._left_at_start = float(self.duration)
        self.changed.emit(self.seconds_left())

    def _tick(self) -> None:
        left = self.seconds_left()
        if left == 0:
            self._started_at = None
            self._left_at_start = 0.0
            self._timer.stop()
        self.changed.emit(left)


def clock_text(seconds: int) -> str:
    """Seconds as the clock shows them: "39:05"."""
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def minutes_for(settings: BurracoSettings | Scala40Settings) -> int:
    """The round clock's time for a tournament's settings."""
    if isinstance(settings, BurracoSettings):
        return MINUTES_PER_TURNO.get(settings.hands, 40)
    return settings.minutes_per_game or SCALA40_DEFAULT_MINUTES
