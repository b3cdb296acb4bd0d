"""The projector window: the round clock, large type, and pages that follow the tournament."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tournament_app.services import BurracoSettings
from tournament_app.ui.projector import ProjectorWindow, RoundClock, clock_text, minutes_for


class FakeTime:
    """A monotonic clock the test moves by hand, so nothing waits."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_clock_counts_down_only_while_running(qapp):
    """Started, the clock loses the seconds that pass; paused, it keeps them."""
    time = FakeTime()
    clock = RoundClock(40, now=time)
    assert clock.seconds_left() == 40 * 60
    time.now += 30  # not started yet: nothing is lost
    assert clock.seconds_left() == 2400
    clock.start()
    time.now += 65
    assert clock.seconds_left() == 2400 - 65
    clock.pause()
    time.now += 600
    assert clock.seconds_left() == 2335
    clock.start()
    time.now += 35
    assert clock.seconds_left() == 2300


def test_clock_stops_at_zero_and_resets_to_full_time(qapp):
    """Past the end the clock shows 00:00; reset brings back the full time, paused."""
    time = FakeTime()
    clock = RoundClock(1, now=time)
    clock.start()
    time.now += 61.5
    assert clock.seconds_left() == 0
    clock.reset()
    assert not clock.running
    assert clock.seconds_left() == 60
    clock.reset(25)
    assert clock.seconds_left() == 25 * 60


def test_clock_rounds_partial_seconds_up(qapp):
    """With 0.4 s gone the clock still shows the full minute, never a second early."""
    time = FakeTime()
    clock = RoundClock(1, now=time)
    clock.start()
    time.now += 0.4
    assert clock.seconds_left() == 60


def test_clock_text():
    """Minutes and seconds, two digits each."""
    assert clock_text(2400) == "40:00"
    assert clock_text(65) == "01:05"
    assert clock_text(0) == "00:00"


def test_round_time_follows_club_practice():
    """2 hands 25 min, 3 hands 40, 4 hands 50 (the domain doc's club practice)."""
    assert minutes_for(BurracoSettings(hands=2)) == 25
    assert minutes_for(BurracoSettings(hands=3)) == 40
    assert minutes_for(BurracoSettings(hands=4)) == 50


def test_keyboard_starts_pauses_and_resets(qtbot, ui_context):
    """Space starts and pauses the clock, R resets it."""
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.clock_label.text() == "40:00"
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.clock.running
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not window.clock.running
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert window.clock_label.text() == "39:00"
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.clock_label.text() == "39:00"
    assert not window.clock.running
