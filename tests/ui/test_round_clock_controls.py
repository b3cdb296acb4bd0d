"""The round clock's controls in the window (the Results page, reached with the keyboard) and
the projector's hall address with its QR code, scannable, while the hall service runs."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.tournaments import burraco_tournament, published_round
from tests.exports.pdf_reading import qr_codes
from tournament_app.ui.hall_dialog import HallDialog
from tournament_app.ui.projector.window import ProjectorWindow
from tournament_app.ui.results.page import ResultsPage

WAIT_MS = 10_000


def _evening(ui_context):
    tid = burraco_tournament(ui_context.services, 4)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    return tid


def test_results_page_starts_pauses_and_resets_the_clock_from_the_keyboard(qtbot, ui_context):
    tid = _evening(ui_context)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    bar = page.clock_bar
    assert bar.isVisible()
    assert bar.time_label.text() == "Round 1: 40:00 left (paused)"
    assert bar.minutes.value() == 40

    # Tab reaches the clock's controls; Space presses the focused button.
    bar.start_button.setFocus()
    qtbot.waitUntil(bar.start_button.hasFocus, timeout=WAIT_MS)
    bar.minutes.setValue(30)
    qtbot.keyClick(bar.start_button, Qt.Key.Key_Space)
    clock = ui_context.services.round_clock.get(tid)
    assert clock.running and clock.duration == 30 * 60
    assert bar.start_button.text() == "Pause the clock"
    assert bar.time_label.text() in ("Round 1: 30:00 left", "Round 1: 29:59 left")

    qtbot.keyClick(bar.start_button, Qt.Key.Key_Space)
    assert not ui_context.services.round_clock.get(tid).running
    assert bar.time_label.text().endswith("(paused)")

    bar.minutes.setValue(35)
    qtbot.keyClick(bar.reset_button, Qt.Key.Key_Space)
    assert ui_context.services.round_clock.get(tid).seconds_left() == 35 * 60
    assert bar.time_label.text() == "Round 1: 35:00 left (paused)"
    chain, widget = [], bar.start_button
    for _ in range(40):
        widget = widget.nextInFocusChain()
        chain.append(widget)
    assert bar.minutes in chain and bar.reset_button in chain


def test_a_pause_on_another_station_stops_this_ones_clock(qtbot, ui_context):
    """Every station reads the same clock: a change it hears reads it again."""
    tid = _evening(ui_context)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    ui_context.services.round_clock.start(tid)
    assert page.clock_bar.follower.running
    ui_context.services.round_clock.pause(tid)
    assert not page.clock_bar.follower.running


def test_no_clock_controls_before_a_round_is_published(qtbot, ui_context):
    tid = burraco_tournament(ui_context.services, 4)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    assert not page.clock_bar.isVisible()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_projector_shows_the_hall_address_and_a_code_to_scan(qtbot, ui_context, tmp_path):
    _evening(ui_context)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert not window.hall_button.isEnabled()  # no hall service yet
    qtbot.keyClick(window, Qt.Key.Key_Q)
    assert not window.hall.isVisible()

    dialog = HallDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.everywhere.setChecked(False)
    port = _free_port()
    dialog.port.setValue(port)
    dialog.switch.click()
    qtbot.waitUntil(lambda: dialog.server is not None, timeout=WAIT_MS)
    address = f"http://127.0.0.1:{port}/"
    assert window.hall_button.isEnabled()

    window.hall_button.setChecked(False)
    qtbot.keyClick(window, Qt.Key.Key_Q)
    QApplication.processEvents()
    assert window.hall.isVisible()
    assert window.hall.address_label.text() == address
    code = window.hall.code.pixmap()
    # Big enough to scan from the room: most of the page's height.
    assert code.height() >= window.pages.height() * 0.6
    picture = tmp_path / "projector-qr.png"
    assert code.save(str(picture))
    assert qr_codes(picture) == [address]

    qtbot.keyClick(window, Qt.Key.Key_Q)
    assert not window.hall.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Q)
    dialog.switch.click()  # the service stops: its address leaves the wall
    assert not window.hall.isVisible() and not window.hall_button.isEnabled()
