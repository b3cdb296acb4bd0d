"""Coming back after an outage, and reconnecting on purpose: a page opened while the database
did not answer fills itself once it does (no other station need write); a computer with no
keyring is not offered to remember a password it cannot keep; renaming a station on a server
reconnects with the password it is connected with."""

from __future__ import annotations

from pathlib import Path

import keyring
import pytest
from keyring.backends.fail import Keyring as NoKeyring

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import ErrorCode, ServiceError, open_services
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import MainWindow
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.settings import Settings, with_password, without_password


def _poll(qtbot, watch: OtherStations) -> None:
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)


def test_a_page_opened_during_an_outage_fills_itself_when_the_database_answers(
    qtbot, ui_context, monkeypatch
) -> None:
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    ui_context.services.results.enter_totals(tid, 1, 1, 640, 245)
    ui_context.open_tournament(tid)
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)

    def unreachable(*_args, **_kw):
        raise ServiceError(ErrorCode.DATABASE_UNREACHABLE, {"path": "club", "detail": "down"})

    services = ui_context.services
    for service, name in (
        (services.audit, "last_id"),
        (services.rounds, "numbers"),
        (services.rounds, "get"),
        (services.results, "list"),
        (services.results, "round_with_results"),
    ):
        monkeypatch.setattr(service, name, unreachable)
    _poll(qtbot, watch)
    assert not ui_context.reachable
    page = ResultsPage(ui_context)  # the director clicks the Results tab meanwhile
    qtbot.addWidget(page)
    page.show()
    assert page.lines == []
    assert ui_context.dialogs.shown == []  # the banner says why; no box per tab

    monkeypatch.undo()  # the database answers again; nobody else has written
    _poll(qtbot, watch)
    assert ui_context.reachable
    assert [line.seat.table for line in page.lines if line.result is not None] == [1]


@pytest.fixture
def no_keyring():
    previous = keyring.get_keyring()
    keyring.set_keyring(NoKeyring())
    yield
    keyring.set_keyring(previous)


@pytest.fixture
def window(qtbot, tmp_path: Path, club_file: str) -> MainWindow:
    window = build_main_window(
        club_file,
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    return window


def test_no_keyring_no_offer_to_remember(qtbot, window, tmp_path: Path, no_keyring) -> None:
    def opener(database: str, station: str, *, read_only: bool = False):
        return open_services(str(tmp_path / "server-stand-in.sqlite3"), station=station)

    window.opener = opener
    dialogs = window.context.dialogs
    dialogs.texts.extend(["postgresql://director@10.0.0.5/club", "pw"])
    window.connect_to_server()
    assert dialogs.messages("confirm") == []  # no Yes that would store nothing
    (said,) = dialogs.messages("inform")
    assert "no system keyring" in said and "asks for it at the next start" in said


def test_renaming_a_server_station_reconnects_with_its_password(
    qtbot, server_database: str, tmp_path: Path, no_keyring
) -> None:
    """The station was opened with a password typed at the start (no keyring, no Connect to
    server): the new name reopens the server with that same password."""
    address = with_password(server_database, "segreto")  # the test server takes any password
    window = build_main_window(
        address,
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    opened: list[str] = []
    opener = window.opener

    def recording(database: str, station: str, *, read_only: bool = False):
        opened.append(database)
        return opener(database, station, read_only=read_only)

    window.opener = recording
    window.context.dialogs.texts.append("Sala 2")
    window.rename_station()
    assert window.context.dialogs.messages("warn") == []
    assert opened == [address]
    assert window.context.station == "Sala 2"
    assert window.context.database == without_password(address)
    window.context.services.tournaments.list()  # connected, signing as Sala 2
    window.close()
    window.context.close()
