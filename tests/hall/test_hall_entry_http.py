"""Scores entered at the table over HTTP, as two phones do it: on 127.0.0.1, each request
bounded, every refusal in words and nothing saved."""

from __future__ import annotations

import http.cookiejar
import re
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import replace

import pytest

from tests.hall import evenings
from tests.hall.conftest import REQUEST_SECONDS, fetch
from tests.hall.evenings import table_code
from tournament_app.hall.entry import PER_CODE
from tournament_app.hall.server import HallServer
from tournament_app.services import (
    ErrorCode,
    ServiceError,
    TournamentId,
)


class Phone:
    """A browser of its own: its cookies, its requests to the test's server."""

    def __init__(self, server: HallServer) -> None:
        self.base = f"http://127.0.0.1:{server.port}"
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )

    def get(self, path: str) -> tuple[int, str]:
        return self._send(urllib.request.Request(self.base + path))

    def token(self, page: str) -> str:
        found = re.search(r'name="t" value="([^"]+)"', page)
        assert found is not None
        return found.group(1)

    def post(
        self,
        fields: dict[str, str],
        *,
        origin: str | None = "",
        size: int | None = None,
        site: str | None = None,
    ) -> tuple[int, str]:
        body = urllib.parse.urlencode(fields).encode()
        if size is not None:
            body += b"&x=" + b"9" * size
        headers = {"Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "it"}
        headers["Origin"] = self.base if origin == "" else (origin or "")
        if origin is None:
            del headers["Origin"]
        if site is not None:
            headers["Sec-Fetch-Site"] = site
        request = urllib.request.Request(self.base + "/enter", data=body, headers=headers)
        return self._send(request)

    def enter(self, code: str, ns: int, ew: int) -> tuple[int, str]:
        _, page = self.get("/enter")
        return self.post({"c": code, "ns": str(ns), "ew": str(ew), "t": self.token(page)})

    def _send(self, request: urllib.request.Request) -> tuple[int, str]:
        try:
            with self.opener.open(request, timeout=REQUEST_SECONDS) as answer:
                return answer.status, answer.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8")


STATES = {"evening": evenings.ENTRY_ROUND}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1, 3 v 4 at table 2)."""
    return start[1]


def test_one_phone_enters_the_other_confirms_and_the_result_is_saved(
    services, evening, start_entry_hall
):
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north, east = Phone(hall), Phone(hall)

    status, page = north.get(f"/enter?c={code}")
    assert status == 200 and "Tavolo 1, turno 1" in page
    status, page = north.enter(code, 640, 245)
    assert status == 200 and "in attesa" in page
    assert services.results.get(evening, 1, 1) is None
    status, page = east.enter(code.lower(), 640, 245)
    assert status == 200 and "risultato registrato" in page
    result = services.results.get(evening, 1, 1)
    assert result is not None and (result.ns_mp, result.ew_mp) == (640, 245)
    # The code is spent: a third try is refused in words.
    status, page = east.enter(code, 640, 245)
    assert status == 409 and "non accetta più risultati" in page


def test_the_tables_phones_opening_their_page_read_the_game_once(
    services, evening, start_entry_hall, monkeypatch
):
    """A room of tables opening the entry page at the start of a turno: the tournament's game
    (which never changes) is read once, not at every phone's page."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    reads = []
    real = hall.services.tournaments.get

    def counted(*args, **kwargs):
        reads.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(hall.services.tournaments, "get", counted)
    assert Phone(hall).get(f"/enter?c={code}")[0] == 200
    reads.clear()
    for _ in range(3):
        status, page = Phone(hall).get(f"/enter?c={code}")
        assert status == 200 and "Tavolo 1, turno 1" in page
    # Each page reads only whether the tables still enter their results (the director may
    # have just turned it off).
    assert len(reads) == 3


def test_a_table_opens_its_page_while_other_tables_entries_are_being_saved(
    services, evening, start_entry_hall
):
    """The entries are saved one at a time on one thread: a table opening its entry page is
    answered without waiting for the other tables' saves in that queue."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    saving = threading.Event()
    hall._writes.submit(saving.wait, 10)  # a long save of another table
    try:
        started = time.monotonic()
        status, page = Phone(hall).get(f"/enter?c={code}")
        waited = time.monotonic() - started
    finally:
        saving.set()
    assert status == 200 and "Tavolo 1, turno 1" in page
    assert waited < 2


def test_different_totals_save_nothing(services, evening, start_entry_hall):
    code = table_code(services, evening, 2)
    hall = start_entry_hall(evening)
    Phone(hall).enter(code, 640, 245)
    status, page = Phone(hall).enter(code, 645, 240)
    assert status == 200 and "decide il direttore" in page
    assert services.results.get(evening, 1, 2) is None


def test_bad_figures_a_wrong_code_and_a_foreign_form_are_refused(
    services, evening, start_entry_hall
):
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    phone = Phone(hall)
    _, page = phone.get("/enter")
    token = phone.token(page)
    status, page = phone.post({"c": code, "ns": "tanti", "ew": "245", "t": token})
    assert status == 400 and "in cifre" in page
    status, page = phone.post({"c": "AAAAAAAA", "ns": "640", "ew": "245", "t": token})
    assert status == 409 and "non è il codice di un tavolo" in page
    # Another site's form: its origin, or no token of this phone.
    status, page = phone.post(
        {"c": code, "ns": "640", "ew": "245", "t": token}, origin="http://evil.example"
    )
    assert status == 403 and "non viene dalla pagina della sala" in page
    # A page with no referrer makes the browser say "null": whether it is cross-site decides.
    fields = {"c": code, "ns": "640", "ew": "245", "t": token}
    assert phone.post(fields, origin="null", site="cross-site")[0] == 403
    status, page = Phone(hall).post({"c": code, "ns": "640", "ew": "245", "t": token})
    assert status == 403
    status, page = phone.post({"c": code, "ns": "640", "ew": "245", "t": token}, size=4000)
    assert status == 413
    assert services.table_entry.entries(evening, 1)[0].ns_mp is None


def test_guessing_codes_is_stopped_after_a_few_tries(services, evening, start_entry_hall):
    hall = start_entry_hall(evening)
    phone = Phone(hall)
    _, page = phone.get("/enter")
    token = phone.token(page)
    answers = [
        phone.post({"c": "CDEFHJKM", "ns": "640", "ew": "245", "t": token})[0]
        for _ in range(PER_CODE + 1)
    ]
    assert answers[:PER_CODE] == [409] * PER_CODE
    assert answers[-1] == 429


def test_no_entry_page_without_the_setting_or_the_entry_services(
    services, evening, start_entry_hall, start_hall
):
    read_only = start_hall(evening)
    status, page, _ = fetch(read_only, "/enter", method="GET")
    assert status == 404
    assert 'href="/enter"' not in fetch(read_only, "/standings")[1]
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    phone = Phone(hall)
    _, page = phone.get("/enter")
    token = phone.token(page)
    assert 'href="/enter"' in phone.get("/standings")[1]
    settings = services.tournaments.get(evening).settings
    services.tournaments.edit(evening, settings=replace(settings, table_entry=False))
    # A form kept open from before: refused in words, nothing saved.
    status, page = phone.post({"c": code, "ns": "640", "ew": "245", "t": token})
    assert status == 409 and "non inseriscono i risultati dal telefono" in page
    # Opened now: no form, no link to it.
    status, page = phone.get("/enter")
    assert status == 404 and "consegna il segnapunti" in page and 'name="ns"' not in page
    deadline = time.monotonic() + 5
    while 'href="/enter"' in phone.get("/standings")[1] and time.monotonic() < deadline:
        time.sleep(0.1)  # the page is read again once the change marker moves
    assert 'href="/enter"' not in phone.get("/standings")[1]


def test_a_reopened_tables_code_works_again_for_its_table_and_round_only(
    services, evening, start_entry_hall
):
    one, two = table_code(services, evening, 1), table_code(services, evening, 2)
    hall = start_entry_hall(evening)
    services.table_entry.close(evening, 1)
    status, page = Phone(hall).enter(two, 640, 245)
    assert status == 409 and "non accetta più risultati" in page
    services.table_entry.reopen(evening, 1, 2)
    north, east = Phone(hall), Phone(hall)
    status, page = north.get(f"/enter?c={two}")
    assert status == 200 and "Tavolo 2, turno 1" in page and "ha riaperto" in page
    assert "in attesa" in north.enter(two, 640, 245)[1]
    status, page = east.enter(two, 640, 245)
    assert status == 200 and "risultato registrato" in page
    # Table 1 was not reopened; table 2's result is in: both codes stay refused.
    assert Phone(hall).enter(one, 300, 200)[0] == 409
    with pytest.raises(ServiceError) as refused:
        services.table_entry.reopen(evening, 1, 2)
    assert refused.value.code is ErrorCode.TABLE_RESULT_IN
    status, page = Phone(hall).enter(two, 600, 285)
    assert status == 409 and "non accetta più risultati" in page
    result = services.results.get(evening, 1, 2)
    assert result is not None and (result.ns_mp, result.ew_mp) == (640, 245)
    # The next round: reopening it revives its own codes, never round 1's.
    services.results.enter_totals(evening, 1, 1, 300, 200)
    services.rounds.generate(evening)
    services.rounds.publish(evening, 2)
    next_one = table_code(services, evening, 1, 2)
    services.table_entry.close(evening, 2)
    assert services.table_entry.reopen(evening, 2).tables == (1, 2)
    status, page = Phone(hall).enter(one, 300, 200)
    assert status == 409 and "turno 1" in page
    status, page = Phone(hall).get(f"/enter?c={next_one}")
    assert status == 200 and "Tavolo 1, turno 2" in page
    assert "in attesa" in Phone(hall).enter(next_one, 300, 200)[1]
    assert services.results.get(evening, 1, 1).ns_mp == 300  # round 1 untouched
