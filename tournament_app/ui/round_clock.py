"""The round clock in the window: the round in play's clock as the services keep it, counted
down on screen between reads, and the director's controls (Results page, projector).

The clock lives in the database (`services.round_clock`): this station reads it again after
every change it hears (its own and, through `other_stations`, every other station's), so a
pause made on another laptop or by `torneo round clock pause` stops this screen too.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from tournament_app.services import Changes, ServiceError, TournamentId
from tournament_app.services.rounds.clock import LONGEST_MINUTES, ClockState
from tournament_app.ui.context import AppContext

TICK_MS = 250


def clock_text(seconds: int) -> str:
    """Seconds as the clock shows them: "39:05"."""
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class ClockFollower(QObject):
    """The open tournament's round clock, read from the services, ticking between reads.

    `now` is the time source (seconds, monotonic), replaceable so tests need no waiting."""

    ticked = Signal()
    """The time shown changed (a tick, a read, another tournament)."""

    def __init__(
        self,
        context: AppContext,
        parent: QObject | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.now = now
        self.tournament_id: TournamentId | None = None
        self.state: ClockState | None = None
        self._read_at = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.ticked.emit)
        context.changes.changed.connect(self._on_changed)
        # Bound methods, not lambdas: Qt forgets them with their object, where a lambda kept
        # calling a follower deleted with its page (the pages are rebuilt on a new language).
        context.changes.reach_changed.connect(self.read)
        context.changes.tournament_changed.connect(self.set_tournament)
        self.set_tournament(context.tournament_id)

    def set_tournament(self, tournament_id: int | None) -> None:
        """Follow another tournament's clock."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        self.read()

    def _on_changed(self, changes: object) -> None:
        # A result (or a table's check or phone code) never moves the clock: the sheets
        # typed all evening need not read it again. A tournament's deletion, a file
        # imported and other stations' writes mark the tournaments too, and are read.
        if isinstance(changes, Changes) and changes.results and not changes.tournaments:
            return
        self.read()

    def read(self) -> None:
        """Read the clock again (not while the database is out of reach: the last read
        keeps counting, and the red line says the server is gone)."""
        if not self.context.reachable:
            return
        state = None
        if self.tournament_id is not None:
            try:
                state = self.context.services.round_clock.get(self.tournament_id)
            except ServiceError:
                state = None  # no round announced yet, or the tournament gone
        self.state = state
        self._read_at = self.now()
        if state is not None and state.running:
            self._timer.start()
        else:
            self._timer.stop()
        self.ticked.emit()

    @property
    def running(self) -> bool:
        return self.state is not None and self.state.running and self.seconds_left() > 0

    @property
    def untimed(self) -> bool:
        """A round read whose tournament has no time limit, given no minutes: no countdown."""
        return self.state is not None and not self.state.timed

    def seconds_left(self) -> int:
        """Whole seconds left now (0 with no clock)."""
        if self.state is None:
            return 0
        return self.state.seconds_left(self.now() - self._read_at)

    def minutes(self) -> int | None:
        """The round's time, in minutes (None: no round announced, or an untimed one)."""
        if self.state is None or self.state.duration is None:
            return None
        return self.state.duration // 60

    # -- the director's actions (each a services call, its refusal shown in words) -----------
    def toggle(self, parent: QWidget | None, minutes: int | None = None) -> None:
        """Start when paused (a fresh clock with `minutes`), pause when running."""
        if self.tournament_id is None:
            return
        clock, tid = self.context.services.round_clock, self.tournament_id
        if self.running:
            self.context.run(parent, lambda: clock.pause(tid))
        else:
            self.context.run(parent, lambda: clock.start(tid, minutes=minutes))
        self.read()

    def reset(self, parent: QWidget | None, minutes: int | None = None) -> None:
        """Back to the full time (`minutes`: a new one), paused."""
        if self.tournament_id is None:
            return
        clock, tid = self.context.services.round_clock, self.tournament_id
        self.context.run(parent, lambda: clock.reset(tid, minutes=minutes))
        self.read()


class ClockBar(QWidget):
    """The Results page's clock: the time left, Start/Pause, the minutes and Reset, all in
    the Tab order."""

    def __init__(self, context: AppContext, parent: QWidget) -> None:
        # Made inside its page: a bar without a parent that shows itself is a window of its
        # own, which takes the keyboard from the page for a moment.
        super().__init__(parent)
        self.follower = ClockFollower(context, self)
        self.time_label = QLabel()
        self.time_label.setObjectName("clock_time")
        font = self.time_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.time_label.setFont(font)
        self.start_button = QPushButton()
        self.start_button.setObjectName("clock_start")
        self.start_button.clicked.connect(self._toggle)
        self.minutes = QSpinBox()
        self.minutes.setObjectName("clock_minutes")
        self.minutes.setRange(1, LONGEST_MINUTES)
        self.minutes.valueChanged.connect(self._enable)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("clock_reset")
        self.reset_button.clicked.connect(self._reset)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.time_label)
        row.addWidget(self.start_button)
        row.addWidget(self.minutes)
        row.addWidget(self.reset_button)
        for widget in (self.start_button, self.minutes, self.reset_button):
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTabOrder(self.start_button, self.minutes)
        self.setTabOrder(self.minutes, self.reset_button)
        self._shown: tuple[int, int | None] | None = None
        self.follower.ticked.connect(self._show)
        context.changes.language_changed.connect(self._show)
        self._show()

    def controls(self) -> tuple[QWidget, ...]:
        """Its controls, in their Tab order."""
        return (self.start_button, self.minutes, self.reset_button)

    def minutes_typed(self) -> bool:
        """Minutes typed in the box that neither Start nor Reset has used yet: other than
        the round's own time (an untimed round's: none)."""
        state = self.follower.state
        if state is None:
            return False
        own = 0 if state.duration is None else state.duration // 60
        return self.minutes.value() != own

    def _toggle(self) -> None:
        state = self.follower.state
        fresh = state is not None and not state.started
        # 0 is the empty box of an untimed round: no minutes (the services say what to do).
        self.follower.toggle(self, (self.minutes.value() or None) if fresh else None)

    def _reset(self) -> None:
        self.follower.reset(self, self.minutes.value() or None)

    def _show(self) -> None:
        follower = self.follower
        state = follower.state
        self.setVisible(state is not None)
        if state is None:
            return
        left = follower.seconds_left()
        if follower.untimed:
            shown = self.tr("Round {0}: no time limit")
        elif left == 0:
            shown = self.tr("Round {0}: time is up")
        elif follower.running:
            shown = self.tr("Round {0}: {1} left")
        else:
            shown = self.tr("Round {0}: {1} left (paused)")
        self.time_label.setText(
            shown.replace("{0}", str(state.round_number)).replace("{1}", clock_text(left))
        )
        self.time_label.setStyleSheet(
            "color: #b3261e;" if left <= 60 and not follower.untimed else ""
        )
        self.start_button.setText(
            self.tr("Pause the clock") if follower.running else self.tr("Start the clock")
        )
        self.reset_button.setText(self.tr("Reset"))
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setToolTip(
            self.tr("Type the minutes to give this round a time, then start the clock.")
            if follower.untimed
            else ""
        )
        # The round's time shown again only when it changed (another round, a new time): a
        # re-read after any station's change must not wipe minutes the director typed.
        shown = (state.round_number, state.duration)
        if shown != self._shown and not self.minutes.hasFocus():
            self._show_minutes(state)
        self._shown = shown
        self._enable()

    def _show_minutes(self, state: ClockState) -> None:
        """The round's minutes in the box; an untimed round's box empty (a dash, its minimum
        0) for the director to type minutes in, if the round is to be timed after all."""
        if state.duration is None:
            self.minutes.setMinimum(0)
            self.minutes.setSpecialValueText("—")
            self.minutes.setValue(0)
        else:
            self.minutes.setSpecialValueText("")
            self.minutes.setMinimum(1)
            self.minutes.setValue(state.duration // 60)

    def _enable(self) -> None:
        """The controls a writable station may use: an untimed round's Start and Reset only
        once minutes are typed (without, there is nothing to start or reset to)."""
        writable = not self.follower.context.services.read_only
        has_time = not self.follower.untimed or self.minutes.value() > 0
        self.minutes.setEnabled(writable)
        self.start_button.setEnabled(writable and has_time)
        self.reset_button.setEnabled(writable and has_time)
