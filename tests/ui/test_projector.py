"""The projector window: the round clock, large type, and pages that follow the tournament."""

from __future__ import annotations

from PySide6.QtCore import Qt
from round_builders import burraco_tournament, published_round

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


def test_opens_on_the_tournament_with_its_round_time(qtbot, ui_context):
    """A 4-hand tournament gets a 50-minute clock and its name in the heading."""
    tid = burraco_tournament(ui_context.services, 4, BurracoSettings(hands=4))
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert window.clock_label.text() == "50:00"
    assert "Serata del giovedì" in window.heading.text()


def test_seating_then_standings_follow_the_evening(qtbot, ui_context):
    """The published round's tables are listed; a result entered shows in the standings."""
    services = ui_context.services
    tid = burraco_tournament(services, 5)  # an odd number: one pair rests
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    seating = window.seating.text()
    current = services.rounds.get(tid, 1)
    for seat in current.tables:
        assert f"<b>{seat.table}</b>" in seating
    assert "bye" in seating
    playing = next(t for t in current.tables if not t.is_bye)
    services.results.enter_totals(tid, 1, playing.table, 300, 100)  # 200 apart: 12-8
    # redrawn once the burst of results settles, not at every single one
    assert "12 VP" not in window.standings.text()
    qtbot.waitUntil(lambda: "12 VP" in window.standings.text(), timeout=3000)
    assert window.pages.currentIndex() == 0
    window.next_page()
    assert window.pages.currentIndex() == 1
    window.next_page()
    assert window.pages.currentIndex() == 0


def test_names_are_shown_as_text_never_markup(qtbot, ui_context):
    """A player typed as <b>Rossi</b> appears with its brackets, not in bold."""
    from tournament_app.services import PlayerSpec

    services = ui_context.services
    tid = burraco_tournament(services, 3)
    services.entries.add(
        tid,
        [PlayerSpec(surname="<b>Rossi</b>", name="Anna"), PlayerSpec(surname="Neri", name="Ugo")],
    )
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert "&lt;b&gt;Rossi&lt;/b&gt;" in window.seating.text()


def test_scrolling_moves_down_and_hands_over_at_the_end(qtbot, ui_context, monkeypatch):
    """Each step scrolls a pixel after the pause at the top; the end asks for the next page."""
    from tournament_app.ui import projector

    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.seating.setText("<br>".join(f"riga {n}" for n in range(200)))
    window.resize(800, 400)
    window.show()
    qtbot.waitExposed(window)
    scroller = window.scrollers[0]
    bar = window.areas[0].verticalScrollBar()
    assert bar.maximum() > 0
    scroller.restart()
    for _ in range(projector.PAUSE_MS // projector.SCROLL_INTERVAL_MS):
        scroller.step()
    assert bar.value() == 0  # still pausing at the top
    scroller.step()
    assert bar.value() == projector.SCROLL_STEP_PX
    bar.setValue(bar.maximum())
    monkeypatch.setattr(projector, "PAUSE_MS", 1)  # no real waiting at the bottom
    with qtbot.waitSignal(scroller.finished, timeout=1000):
        scroller.step()


def test_f_toggles_full_screen_and_escape_leaves_it(qtbot, ui_context):
    """With one screen the director puts the window full screen with F, and Esc leaves it."""
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
