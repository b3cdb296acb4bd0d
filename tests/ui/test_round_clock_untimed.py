"""A scala 40 tournament played without a time limit in the window: the Results page's clock
and the projector show no countdown, and the director can still give a round its minutes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.evenings import published_round, scala40_tournament
from tournament_app.services import Scala40Settings
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.projector.window import ProjectorWindow
from tournament_app.ui.results.page import ResultsPage

WAIT_MS = 10_000


def _untimed_evening(ui_context):
    tid = scala40_tournament(ui_context.services, 8, Scala40Settings(minutes_per_game=None))
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    return tid


def _results_page(qtbot, ui_context):
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_the_results_page_says_no_time_limit_with_nothing_to_start(qtbot, ui_context):
    _untimed_evening(ui_context)
    bar = _results_page(qtbot, ui_context).clock_bar
    assert bar.isVisible()
    assert bar.time_label.text() == "Round 1: no time limit"
    assert ":" not in bar.time_label.text().removeprefix("Round 1:")  # no 45:00, no 00:00
    assert bar.minutes.text() == "—" and bar.minutes.isEnabled()
    assert "minutes" in bar.minutes.toolTip()
    assert not bar.start_button.isEnabled() and not bar.reset_button.isEnabled()


def test_typed_minutes_start_the_round_timed(qtbot, ui_context):
    tid = _untimed_evening(ui_context)
    bar = _results_page(qtbot, ui_context).clock_bar
    bar.minutes.setFocus()
    qtbot.waitUntil(bar.minutes.hasFocus, timeout=WAIT_MS)
    bar.minutes.selectAll()
    qtbot.keyClicks(bar.minutes, "45")
    assert bar.minutes.value() == 45
    assert bar.start_button.isEnabled() and bar.reset_button.isEnabled()

    bar.start_button.setFocus()
    qtbot.keyClick(bar.start_button, Qt.Key.Key_Space)
    clock = ui_context.services.round_clock.get(tid)
    assert clock.timed and clock.running and clock.duration == 45 * 60
    assert bar.time_label.text() in ("Round 1: 45:00 left", "Round 1: 44:59 left")
    assert bar.start_button.text() == "Pause the clock"
    assert bar.minutes.text() == "45 min" and not bar.minutes.toolTip()
    assert ui_context.dialogs.shown == []

    qtbot.keyClick(bar.start_button, Qt.Key.Key_Space)  # pause
    qtbot.keyClick(bar.reset_button, Qt.Key.Key_Space)
    assert bar.time_label.text() == "Round 1: 45:00 left (paused)"
    assert ui_context.services.round_clock.get(tid).seconds_left() == 45 * 60


def test_typed_minutes_survive_a_read_after_another_change(qtbot, ui_context):
    """45 typed, then the director looks elsewhere and a result saved somewhere makes the
    clock read again: the 45 and Start stay, ready to be pressed."""
    _untimed_evening(ui_context)
    bar = _results_page(qtbot, ui_context).clock_bar
    bar.minutes.setFocus()
    qtbot.waitUntil(bar.minutes.hasFocus, timeout=WAIT_MS)
    bar.minutes.selectAll()
    qtbot.keyClicks(bar.minutes, "45")
    bar.reset_button.setFocus()
    qtbot.waitUntil(lambda: not bar.minutes.hasFocus(), timeout=WAIT_MS)
    bar.follower.read()
    assert bar.minutes.value() == 45
    assert bar.start_button.isEnabled()


def test_in_italian_the_clock_says_senza_limite_di_tempo(qtbot, ui_context):
    _untimed_evening(ui_context)
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        bar = _results_page(qtbot, ui_context).clock_bar
        assert bar.time_label.text() == "Turno 1: senza limite di tempo"
        assert bar.start_button.text() == "Avvia il cronometro"
    finally:
        languages.apply("en")


def test_the_projector_shows_no_countdown_and_space_says_where_to_give_minutes(qtbot, ui_context):
    services = ui_context.services
    tid = _untimed_evening(ui_context)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert window.clock_label.text() == ""
    assert not window.start_button.isEnabled() and not window.reset_button.isEnabled()
    assert window.next_button.isEnabled()
    logged = services.audit.count(tid)

    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_R):  # nothing to lengthen or reset
        qtbot.keyClick(window, key)
    assert window.clock_label.text() == ""
    assert ui_context.dialogs.shown == []
    qtbot.keyClick(window, Qt.Key.Key_Space)
    (said,) = ui_context.dialogs.shown
    assert "Round 1 has no time limit" in said.text and "Results page" in said.text
    assert "torneo" not in said.text
    assert not services.round_clock.get(tid).timed
    assert services.audit.count(tid) == logged

    # Timed from another station (the Results page, the command line): the wall counts down.
    services.round_clock.start(tid, minutes=30)
    assert window.clock_label.text() in ("30:00", "29:59")
    assert window.start_button.isEnabled() and window.reset_button.isEnabled()
