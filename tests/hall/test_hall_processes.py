"""The hall on several servers against one database, as at a national event: two servers
in this test process on two ports (each its own pages kept, its own change marker), and
`HallProcesses` with a second process on the same port. On 127.0.0.1, every wait bounded."""

from __future__ import annotations

import os
import time
import urllib.error
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.hall import evenings
from tests.hall.conftest import fetch
from tests.hall.evenings import table_code
from tests.hall.test_hall_entry_http import Phone
from tournament_app.hall import processes
from tournament_app.hall.processes import HallProcesses, shares_port
from tournament_app.hall.server import HallServer, writer_of
from tournament_app.services import TournamentId, open_services

STATES = {"evening": evenings.ENTRY_ROUND}
start, database_url = evenings.start, evenings.database_url
WAIT_SECONDS = 10.0


@pytest.fixture
def evening(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1, 3 v 4 at table 2)."""
    return start[1]


def _switched(phone: Phone, server: HallServer) -> Phone:
    """The same phone (its cookies, its token) now reaching `server`: what the system does
    when it gives the phone's next connection to another process."""
    phone.base = f"http://127.0.0.1:{server.port}"
    return phone


def _page_showing(server: HallServer, path: str, wanted: str) -> str:
    deadline = time.monotonic() + WAIT_SECONDS
    page = fetch(server, path)[1]
    while wanted not in page and time.monotonic() < deadline:
        time.sleep(0.1)
        page = fetch(server, path)[1]
    return page


def test_a_page_of_one_server_shows_a_result_entered_through_the_other(
    services, evening, start_entry_hall
):
    reading = start_entry_hall(evening)
    entering = start_entry_hall(evening)
    code = table_code(services, evening, 1)
    assert "640" not in fetch(reading, "/results?round=1")[1]

    Phone(entering).enter(code, 640, 245)
    status, page = Phone(entering).enter(code, 640, 245)

    assert status == 200 and "risultato registrato" in page
    shown = _page_showing(reading, "/results?round=1", "640")
    assert "640" in shown and "245" in shown


def test_an_entry_made_on_one_server_and_confirmed_on_the_other_is_saved_once(
    services, evening, start_entry_hall
):
    first, second = start_entry_hall(evening), start_entry_hall(evening)
    code = table_code(services, evening, 1)
    north, east = Phone(first), Phone(first)

    status, page = north.enter(code, 640, 245)
    assert status == 200 and "in attesa" in page
    # East's form (its token) is made by the first server and sent to the second.
    _, form = east.get("/enter")
    fields = {"c": code, "ns": "640", "ew": "245", "t": east.token(form)}
    status, page = _switched(east, second).post(fields)

    assert status == 200 and "risultato registrato" in page
    saved = [r for r in services.results.list(evening, 1) if r.ns_mp is not None]
    assert [(r.table, r.ns_mp, r.ew_mp) for r in saved] == [(1, 640, 245)]
    # Neither server takes the spent code again.
    assert north.enter(code, 640, 245)[0] == 409
    assert _switched(north, second).enter(code, 245, 640)[0] == 409
    assert [r.ns_mp for r in services.results.list(evening, 1) if r.ns_mp is not None] == [640]


def test_two_phones_sending_at_the_same_moment_to_two_servers_save_one_result(
    services, evening, start_entry_hall
):
    """Both tables' pairs send together, one phone of each table to each server: every
    table's second phone confirms the first's, none is left waiting."""
    first, second = start_entry_hall(evening), start_entry_hall(evening)
    forms = []
    for table in (1, 2):
        code = table_code(services, evening, table)
        for server in (first, second):
            phone = Phone(server)
            _, page = phone.get("/enter")
            fields = {"c": code, "ns": "640", "ew": "245", "t": phone.token(page)}
            forms.append((table, phone, fields))

    with ThreadPoolExecutor(max_workers=len(forms)) as phones:
        answers = list(phones.map(lambda sent: (sent[0], *sent[1].post(sent[2])), forms))

    assert [status for _, status, _ in answers] == [200] * 4
    saved_by = sorted(table for table, _, page in answers if "risultato registrato" in page)
    assert saved_by == [1, 2]  # at each table one phone waited, the other saved
    saved = [r for r in services.results.list(evening, 1) if r.ns_mp is not None]
    assert [(r.table, r.ns_mp, r.ew_mp) for r in saved] == [(1, 640, 245), (2, 640, 245)]


@pytest.mark.skipif(not shares_port(), reason="several processes share a port on Linux only")
def test_a_second_process_serves_the_same_port_and_stops_with_the_first(
    services, database_url, evening
):
    hall = HallProcesses(database_url, evening, host="127.0.0.1", port=0, processes=2)
    hall.start()
    try:
        (child,) = hall.children()
        assert fetch(hall.own, "/?n=1")[0] == 200
        # This process stops listening: the port still answers, from the other process.
        hall.own.stop()
        status, page, _ = fetch(hall.own, "/?n=1")
        assert status == 200 and "Tavolo 1" in page
    finally:
        hall.stop()
    assert hall.children() == ()
    with pytest.raises(ProcessLookupError):
        os.kill(child, 0)
    with pytest.raises(urllib.error.URLError):
        fetch(hall.own, "/")


class _Started:
    """A stand-in for multiprocessing's spawn context that notes when each other process
    is started and when it is waited for (the process itself is not started)."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def Pipe(self) -> tuple[object, object]:
        number = _count(self.seen, "started") + 1
        return _Told(self.seen, number), _Told(self.seen, number)

    def Process(self, **options: object) -> object:
        return _Child(self.seen)


def _count(seen: list[tuple[str, int]], what: str) -> int:
    return sum(1 for event in seen if event[0] == what)


class _Told:
    def __init__(self, seen: list[tuple[str, int]], number: int) -> None:
        self.seen, self.number = seen, number

    def poll(self, timeout: float) -> bool:
        self.seen.append(("waited", self.number))
        return True

    def recv(self) -> str:
        return ""  # listening

    def send(self, said: str) -> None:
        pass

    def close(self) -> None:
        pass


class _Child:
    pid = None
    exitcode = 0

    def __init__(self, seen: list[tuple[str, int]]) -> None:
        self.seen = seen

    def start(self) -> None:
        self.seen.append(("started", _count(self.seen, "started") + 1))

    def join(self, timeout: float | None = None) -> None:
        pass

    def is_alive(self) -> bool:
        return False


@pytest.mark.skipif(not shares_port(), reason="several processes share a port on Linux only")
def test_the_other_processes_start_together_not_one_after_another(
    database_url, evening, monkeypatch
):
    """Each other process imports Torneo and opens the database before it listens (seconds
    on a busy laptop): all are started before the first is waited for, so `--processes 8`
    is not eight such waits end to end."""
    started = _Started()
    monkeypatch.setattr(processes, "_CONTEXT", started)
    hall = HallProcesses(database_url, evening, host="127.0.0.1", port=0, processes=3)
    hall.start()
    hall.stop()

    assert started.seen == [("started", 1), ("started", 2), ("waited", 1), ("waited", 2)]


def test_the_hall_a_display_stations_window_starts_takes_no_phone_entry(database_url):
    """The window's hall writes the phones' entries through services of its own, opened as
    the window's: a display station's opens none (its hall only shows)."""
    shown = open_services(database_url, read_only=True)
    director = open_services(database_url)
    try:
        assert writer_of(shown) is None
        writer = writer_of(director)
        assert writer is not None and not writer.read_only
        writer.close()
    finally:
        shown.close()
        director.close()
