"""An evening on the club's server with three stations: two directors' windows (A and B) and
the hall's display station, each with its own services and its own connections, in one
process. A publishes round 2: B's Results page follows it. B types a sheet: A and the hall
see it. The server stops: all three say so at once, and none freezes. It starts again: all
three say nothing more and show what was written meanwhile.

The network is a relay on 127.0.0.1 (tests/ui/server_relay.py); a fourth station, not
behind it, writes while the three are cut off."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from sqlalchemy.engine import make_url

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.ui.server_relay import Relay, watch_turns
from tournament_app.services import open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import TAB_RESULTS, MainWindow
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.projector import window as projector_window
from tournament_app.ui.settings import Settings

WAIT_MS = 15_000  # every wait is bounded: a few of the watch's turns


@pytest.fixture
def relay(server_database: str) -> Iterator[tuple[Relay, str]]:
    url = make_url(server_database)
    link = Relay(url.host or "127.0.0.1", url.port or 5432, lifetime=120)
    yield link, url.set(host="127.0.0.1", port=link.port).render_as_string(hide_password=False)
    link.stop()


@pytest.fixture(autouse=True)
def quick_checks(monkeypatch) -> None:
    """The watch asks every fifth of a second, and calls 1.5 s without an answer out of
    reach; the projector redraws 0.3 s after the last change (the window's own figures are
    3 s, 4 s and 1 s): the same paths, a shorter test."""
    monkeypatch.setattr(OtherStations, "INTERVAL_MS", 200)
    monkeypatch.setattr(OtherStations, "ANSWER_MS", 1500)
    monkeypatch.setattr(projector_window, "REDRAW_DELAY_MS", 300)


def _station(qtbot, address: str, name: str, tmp_path: Path, *, display: bool = False):
    services = open_services(address, station=name, read_only=display)
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / f"{name}.ini"),
        station=name,
        language="en",
        database=address,
    )
    window = MainWindow(context, display=display)
    qtbot.addWidget(window)
    return window


def _entered(window: MainWindow) -> dict[int, tuple[int, int]]:
    page = window.results_page
    return {
        line.seat.table: (line.result.ns_mp, line.result.ew_mp)
        for line in page.lines
        if line.result is not None
    }


@pytest.mark.slow
def test_three_stations_through_an_evening_and_an_outage(
    qtbot, relay, server_database: str, tmp_path: Path
) -> None:
    link, address = relay
    setup = open_services(server_database, station="setup")
    tid = burraco_tournament(setup, 8)
    published_round(setup, tid)
    for table in range(1, 5):
        setup.results.enter_totals(tid, 1, table, 640, 245)
    fourth = open_services(server_database, station="sala 4")  # not behind the relay

    a = _station(qtbot, address, "A", tmp_path)
    b = _station(qtbot, address, "B", tmp_path)
    hall = _station(qtbot, address, "display", tmp_path, display=True)
    stations = (a, b, hall)
    for window in stations:
        window.open_tournament(tid)
        window.show_page(TAB_RESULTS)
        window.show()
    hall.show_projector()
    projector = hall.projector
    assert projector is not None
    banners = [window.server_banner for window in stations] + [projector.server_banner]
    try:
        assert b.results_page.round_choice.currentData() == 1

        # A publishes round 2: B's Results page follows it, with no word from B's director.
        published_round(a.context.services, tid)
        qtbot.waitUntil(lambda: b.results_page.round_choice.currentData() == 2, timeout=WAIT_MS)
        assert b.results_page.in_play_banner.isHidden()

        # B types table 1 of round 2: A and the hall show it.
        type_line(qtbot, b.results_page, 1, 700, 300)
        assert setup.results.get(tid, 2, 1).ns_mp == 700
        for window in (a, hall):
            qtbot.waitUntil(lambda w=window: _entered(w) == {1: (700, 300)}, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: projector.heading.text().endswith("Round 2"), timeout=WAIT_MS)
        standings_before = projector.standings.text()

        # The server stops: all three say so; none is held.
        beat: list[float] = []
        heart = QTimer()
        heart.setInterval(50)
        heart.timeout.connect(lambda: beat.append(time.monotonic()))
        heart.start()
        link.unplug()
        qtbot.waitUntil(lambda: all(banner.isVisible() for banner in banners), timeout=WAIT_MS)
        fourth.results.enter_totals(tid, 2, 2, 900, -15)  # written while they are cut off
        watch_turns(qtbot, stations, 3, timeout_ms=WAIT_MS)  # each asks, and is refused
        gaps = [later - earlier for earlier, later in itertools.pairwise(beat)]
        assert gaps and max(gaps) < 1.0, "a window was held while the server was gone"

        # It starts again: the banners go, and every station shows what was written.
        link.plug()
        qtbot.waitUntil(lambda: not any(banner.isVisible() for banner in banners), timeout=WAIT_MS)
        for window in stations:
            qtbot.waitUntil(
                lambda w=window: _entered(w) == {1: (700, 300), 2: (900, -15)}, timeout=WAIT_MS
            )
        qtbot.waitUntil(lambda: projector.standings.text() != standings_before, timeout=WAIT_MS)
        heart.stop()
    finally:
        link.plug()
        for window in stations:
            window.close()
            window.context.close()
        fourth.close()
        setup.close()
