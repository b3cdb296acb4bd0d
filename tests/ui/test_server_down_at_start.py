"""A station started while the club's server is off: it never opens the local database in
the server's place, nor remembers one the director did not choose. A director's station asks
(Retry / Open another database / Quit); a display station says on screen that it waits for
the server and opens the tournament by itself once the server answers.

The server is behind a relay on 127.0.0.1 the test unplugs (tests/ui/server_relay.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox
from sqlalchemy.engine import make_url

import tournament_app.ui.app as gui_app
from tests.builders.evenings import burraco_tournament
from tests.ui.server_relay import Relay
from tournament_app.paths import default_database_path
from tournament_app.services import open_services
from tournament_app.ui import server_start
from tournament_app.ui.dialogs import Dialogs
from tournament_app.ui.main_window.window import MainWindow
from tournament_app.ui.server_start import DisplayWaiting, ServerDown
from tournament_app.ui.settings import Settings


@pytest.fixture
def server_off(server_database: str, monkeypatch) -> Iterator[tuple[Relay, str, int]]:
    """(the relay, unplugged; the server's address through it, remembered as the last
    database; a tournament there). No password is asked: the test server needs none."""
    url = make_url(server_database)
    link = Relay(url.host or "127.0.0.1", url.port or 5432, lifetime=60)
    address = url.set(host="127.0.0.1", port=link.port).render_as_string(hide_password=False)
    services = open_services(address, station="cassa")
    tid = burraco_tournament(services, 4)
    services.close()
    link.unplug()
    settings = Settings()
    settings.last_database = address
    settings.language = "en"
    settings.sync()
    monkeypatch.setattr(Dialogs, "ask_text", lambda *_args, **_kw: "")
    yield link, address, tid
    link.stop()


@pytest.fixture
def started(monkeypatch, qapp):
    """run_gui with its real event loop, ended once a database is open (or by run_gui when
    it quits); the windows it showed and the texts of its message boxes. Bounded: 45 s."""
    shown: list[MainWindow] = []
    boxes: list[str] = []

    def quit_once_open() -> None:
        if shown and getattr(shown[0], "context", None) is not None:
            qapp.quit()

    opened = QTimer()
    opened.setInterval(50)
    opened.timeout.connect(quit_once_open)
    opened.start()
    monkeypatch.setattr(MainWindow, "show", lambda window: shown.append(window))
    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text: boxes.append(text))
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: qapp.exit(99))
    watchdog.start(45_000)  # generous: a loaded CI machine starts slowly
    yield shown, boxes
    watchdog.stop()
    opened.stop()
    for window in shown:
        if getattr(window, "context", None) is not None:
            window.context.close()
        window.deleteLater()


def _embedded_untouched() -> bool:
    return not Path(default_database_path()).exists()


def test_retry_opens_the_server_once_it_is_back(started, server_off, monkeypatch) -> None:
    shown, boxes = started
    link, address, tid = server_off
    asked: list[str] = []

    def ask(_window: QMainWindow, reason: str) -> ServerDown:
        asked.append(reason)
        if len(asked) == 2:
            link.plug()  # the server PC is switched on while the director reads
        return ServerDown.RETRY

    monkeypatch.setattr(server_start, "ask_when_server_down", ask)
    assert gui_app.run_gui([]) == 0
    assert len(asked) == 2
    database = make_url(address).database or ""
    # Refused at once or, on a loaded machine, timed out or cut off by the unplugged relay
    # mid-greeting: each way the server is named as out of reach.
    out_of_reach = ("does not answer", "did not answer in time", "closed the connection")
    assert all(
        database in reason and any(words in reason for words in out_of_reach) for reason in asked
    ), asked
    assert boxes == []
    assert [t.id for t in shown[0].context.services.tournaments.list()] == [tid]
    assert Settings().last_database == address
    assert _embedded_untouched()


def test_quit_leaves_the_server_as_the_last_database(started, server_off, monkeypatch) -> None:
    shown, boxes = started
    _link, address, _tid = server_off
    monkeypatch.setattr(server_start, "ask_when_server_down", lambda *_: ServerDown.QUIT)
    assert gui_app.run_gui([]) == 1
    assert boxes == []  # the director chose to quit: nothing more to say
    assert getattr(shown[0], "context", None) is None
    assert Settings().last_database == address
    assert _embedded_untouched()


def test_another_database_is_opened_only_when_the_director_picks_it(
    started, server_off, monkeypatch, tmp_path: Path
) -> None:
    shown, _boxes = started
    picked = tmp_path / "sala.sqlite3"
    answers = iter([ServerDown.OTHER, ServerDown.OTHER])
    picks = iter([None, str(picked)])  # the first picker is cancelled: asked again
    monkeypatch.setattr(server_start, "ask_when_server_down", lambda *_: next(answers))
    monkeypatch.setattr(server_start, "choose_database", lambda *_: next(picks))
    assert gui_app.run_gui([]) == 0
    assert shown[0].context.database == str(picked)
    assert Settings().last_database == str(picked)  # chosen by the director: remembered
    assert _embedded_untouched()


def test_a_display_station_waits_for_the_server_on_screen(
    started, server_off, monkeypatch, qapp
) -> None:
    shown, boxes = started
    link, address, tid = server_off
    monkeypatch.setattr(server_start, "RETRY_MS", 200)
    said: list[str] = []

    def look() -> None:
        waiting = shown[0].centralWidget() if shown else None
        if isinstance(waiting, DisplayWaiting):
            said.append(waiting.text())
            if waiting.attempts >= 2:
                link.plug()  # the server is back after two tries

    looking = QTimer()
    looking.setInterval(100)
    looking.timeout.connect(look)
    looking.start()
    try:
        assert gui_app.run_gui(["--display"]) == 0
    finally:
        looking.stop()
    assert boxes == []  # no box waiting for someone at the hall's screen
    assert said and said[0].startswith("Waiting for the server 127.0.0.1/")
    assert shown[0].context.services.tournaments.list()[0].id == tid
    assert Settings().last_database == address
    assert _embedded_untouched()
