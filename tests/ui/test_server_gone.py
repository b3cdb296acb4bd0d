"""A club server out of reach in the middle of the evening (the network cable, the server PC
switched off): the director reads that the server does not answer and what to check, named
as the title bar names it (host/database), never with file advice or the driver's English;
nothing typed is lost, and Enter saves it once the server is back.

The network between Torneo and the test's PostgreSQL server is a small relay the test can
unplug and plug back in (tests/ui/server_relay.py), so the refusals are the driver's own, on a
real connection."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from sqlalchemy.engine import make_url

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.ui.server_relay import Relay
from tournament_app.services import ErrorCode, ServiceError, open_services
from tournament_app.services.messages import describe
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.settings import Settings


@pytest.fixture
def cable(server_database: str) -> Iterator[tuple[Relay, str, str]]:
    """(the cable, the database's address through it, the name the director reads); a file
    has no network to lose, so only a server database is used (tests/conftest.py)."""
    url = make_url(server_database)
    link = Relay(url.host or "127.0.0.1", url.port or 5432)
    through = url.set(host="127.0.0.1", port=link.port)
    yield link, through.render_as_string(hide_password=False), f"127.0.0.1/{url.database}"
    link.stop()


def _stored(services, tid) -> list[tuple[int, int, int]]:
    return [(result.table, result.ns_mp, result.ew_mp) for result in services.results.list(tid, 1)]


def test_a_save_and_a_read_while_the_server_is_gone_say_so_and_lose_nothing(cable) -> None:
    link, address, name = cable
    services = open_services(address, station="cassa")
    try:
        tid = burraco_tournament(services, 16)
        published_round(services, tid)
        services.results.enter_totals(tid, 1, 1, 640, 245)
        link.unplug()

        with pytest.raises(ServiceError) as unsaved:
            services.results.enter_totals(tid, 1, 2, 900, -15)
        assert unsaved.value.code is ErrorCode.DATABASE_WRITE_FAILED
        italian, english = describe(unsaved.value, "it"), describe(unsaved.value, "en")
        assert italian.startswith(f"Non è stato possibile salvare sul server {name}: il server")
        assert "Non è cambiato nulla" in italian
        assert "controlla la rete e che il computer del server sia acceso, poi riprova" in italian
        assert english.startswith(f"Could not save to the server {name}: the server")
        assert "check the network and that the server computer is on" in english
        for sentence in (italian, english):
            # Not a file's cure, not the address with the user in it, not the driver's words.
            for wrong in ("disco", "disk", "sola lettura", "read-only", "postgresql", "***"):
                assert wrong not in sentence
            assert "connection failed" not in sentence.lower()

        with pytest.raises(ServiceError) as unread:
            services.results.list(tid, 1)
        assert unread.value.code is ErrorCode.DATABASE_UNREACHABLE
        assert describe(unread.value, "it").startswith(
            f"Non è stato possibile leggere dal server {name}: il server"
        )
        assert "postgresql" not in describe(unread.value, "en")

        link.plug()
        services.results.enter_totals(tid, 1, 2, 900, -15)
        assert _stored(services, tid) == [(1, 640, 245), (2, 900, -15)]
    finally:
        services.close()


def test_the_quick_line_keeps_a_result_typed_while_the_server_is_gone(
    qtbot, cable, tmp_path: Path
) -> None:
    """Table 2 typed with the server gone: the line stays as typed, the sentence says to
    check the network or the server PC and press Enter again; Enter after it is back saves
    it, and nothing was stored in between."""
    link, address, name = cable
    services = open_services(address, station="cassa")
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="cassa",
        language="it",
    )
    try:
        tid = burraco_tournament(services, 16)
        published_round(services, tid)
        context.open_tournament(tid)
        page = ResultsPage(context)
        qtbot.addWidget(page)
        page.show()
        type_line(qtbot, page, 1, 640, 245)
        assert page.error_label.text() == ""
        link.unplug()

        type_line(qtbot, page, 2, 900, -15)
        said = page.error_label.text()
        assert said.startswith(f"Non è stato possibile salvare sul server {name}: il server")
        assert "la riga scritta è ancora qui" in said
        assert said.endswith(
            "controlla la rete e che il computer del server sia acceso, poi premi di nuovo Invio."
        )
        line = (page.table_edit.text(), page.ns_edit.text(), page.ew_edit.text())
        assert line == ("2", "900", "-15")

        link.plug()
        qtbot.keyClick(page.ew_edit, Qt.Key.Key_Return)
        assert page.error_label.text() == ""
        assert _stored(services, tid) == [(1, 640, 245), (2, 900, -15)]
    finally:
        context.close()
