"""The hall service over HTTP, as a phone asks it: on 127.0.0.1, each request bounded."""

from __future__ import annotations

import gzip
import re
import socket
import sys
import time
import urllib.request

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import burraco_tournament, pair, published_round
from tests.hall import evenings
from tests.hall.conftest import REQUEST_SECONDS, fetch
from tournament_app.hall.server import HallServer, HallStartError, open_hall_services
from tournament_app.services import PlayerSpec, Services, TournamentId

HOSTILE = "<script>alert(1)</script>"


def hostile_roster(number: int) -> list[PlayerSpec]:
    """Pair 1 has a name a page must show as text, never run."""
    if number == 1:
        return [PlayerSpec(surname=HOSTILE, name="Anna"), PlayerSpec(surname="Neri", name="Eva")]
    return pair(number)


def _evening(services: Services) -> TournamentId:
    """Eight pairs (pair 1 named hostilely), round 1 published."""
    tid = burraco_tournament(services, 8, roster=hostile_roster)
    published_round(services, tid)
    return tid


STATES = {"evening": with_services(_evening)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    return start[1]


def _table_of(services, tid, number):
    return next(t for t in services.rounds.get(tid, 1).tables if number in (*t.ns, *t.ew))


def test_my_table_page_shows_the_table_and_the_opponents(services, evening, start_hall):
    """Typing a number on My table gives that pair's table and opponents' names."""
    hall = start_hall(evening)
    table = _table_of(services, evening, 2)
    opponent = table.ew[0] if 2 in table.ns else table.ns[0]

    status, page, _ = fetch(hall, "/?n=2")

    assert status == 200
    assert f"Tavolo {table.table}" in page
    assert f"Rossi{opponent} Anna" in page
    assert 'href="/history?n=2"' in page


def test_a_hostile_name_shows_as_text(services, evening, start_hall):
    """A name that looks like a script is escaped on every page that shows it."""
    hall = start_hall(evening)

    for path in ("/?n=1", "/standings", "/seating", "/results", "/history?n=1"):
        status, page, headers = fetch(hall, path)
        assert status == 200, path
        assert HOSTILE not in page, path
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page, path
        assert "script-src" not in headers["Content-Security-Policy"]
        assert headers["Content-Security-Policy"].startswith("default-src 'self'")


def test_the_page_speaks_the_browser_language_and_switches(evening, start_hall):
    """Accept-Language chooses Italian or English; the switch link remembers the choice."""
    hall = start_hall(evening)

    assert "Il mio tavolo" in fetch(hall, "/", language="it-IT,it;q=0.9")[1]
    english = fetch(hall, "/", language="en-GB,en;q=0.9,it;q=0.5")[1]
    assert "My table" in english and 'href="/?lang=it"' in english

    _, switched, headers = fetch(hall, "/?lang=en", language="it")
    assert "My table" in switched
    assert "lang=en" in headers["Set-Cookie"]


def test_bad_numbers_are_answered_in_words(evening, start_hall):
    """Letters, or a number nobody has, are said in a sentence; the box keeps the typing."""
    hall = start_hall(evening)

    _, letters, _ = fetch(hall, "/?n=dodici", language="it")
    assert "«dodici» non è un numero" in letters
    assert 'value="dodici"' in letters

    _, nobody, _ = fetch(hall, "/?n=99", language="en")
    assert 'role="alert"' in nobody and "99" in nobody

    status, missing, _ = fetch(hall, "/history?n=99", language="en")
    assert status == 404 and 'role="alert"' in missing


def test_standings_show_a_result_saved_after_they_were_read(services, evening, start_hall):
    """A page read after the director saves shows the new standings (nothing stale kept)."""
    hall = start_hall(evening)
    fetch(hall, "/standings")
    table = services.rounds.get(evening, 1).tables[0]

    services.results.enter_totals(evening, 1, table.table, 1275, 5)
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:
        page = fetch(hall, "/standings")[1]
        if "1275" in page:
            break
        time.sleep(0.1)

    assert "1275" in page


def test_a_phone_that_takes_gzip_is_sent_the_page_compressed(evening, start_hall):
    """Every browser takes gzip: a room reading the standings again after each save sends
    a fraction of the bytes over the club's Wi-Fi, and the page read is the same."""
    hall = start_hall(evening)
    plain_status, plain, plain_headers = fetch(hall, "/standings")
    request = urllib.request.Request(
        f"http://127.0.0.1:{hall.port}/standings",
        headers={"Accept-Language": "it", "Accept-Encoding": "gzip, deflate, br"},
    )
    with urllib.request.urlopen(request, timeout=REQUEST_SECONDS) as answer:
        headers, sent = dict(answer.headers), answer.read()

    assert plain_status == 200 and "Content-Encoding" not in plain_headers
    assert headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in headers["Vary"]
    assert len(sent) < len(plain.encode("utf-8")) / 2
    assert gzip.decompress(sent).decode("utf-8") == plain


def test_while_a_hall_serves_its_threads_take_turns_every_half_millisecond(evening, start_hall):
    """A reader making a page gives Python's lock back to the loop answering the phones
    within half a millisecond, not Python's 5 ms; the window's process has its own interval
    back once the hall stops."""
    before = sys.getswitchinterval()
    hall = start_hall(evening)
    assert sys.getswitchinterval() <= 0.0005
    hall.stop()
    assert sys.getswitchinterval() == before


def test_every_phone_reading_its_history_costs_one_reading_a_change(
    services, evening, start_hall, monkeypatch
):
    """Each phone asks for its own entry's history: the hall reads the tournament once per
    change for all of them, and a history read after a save shows the new result."""
    from tournament_app.services import hall_pages

    made = []
    real = hall_pages.hall_histories

    def counted(*args, **kwargs):
        made.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(hall_pages, "hall_histories", counted)
    hall = start_hall(evening)
    table = services.rounds.get(evening, 1).tables[0]
    for number in (1, 2, 3, 4):
        assert fetch(hall, f"/history?n={number}")[0] == 200
    assert len(made) == 1

    services.results.enter_totals(evening, 1, table.table, 1275, 5)
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:
        page = fetch(hall, f"/history?n={table.ns[0]}")[1]
        if "1275" in page:
            break
        time.sleep(0.1)
    assert "1275" in page
    # Its place as the score card words it (winner of the only table played so far).
    assert re.search(r"Posizione: 1° di \d", page), page
    assert 2 <= len(made) <= 21  # once per change seen, never once per phone


def test_the_live_stream_says_a_save_within_a_second_and_closes_itself(
    services, evening, start_hall
):
    """The event stream names the change marker, a save moves it within a second, and the
    stream ends by itself at its time limit (the page then reconnects at once)."""
    limit = 1.5
    hall = start_hall(evening, stream_seconds=limit)
    table = services.rounds.get(evening, 1).tables[0]
    request = urllib.request.Request(f"http://127.0.0.1:{hall.port}/events")
    opened = time.monotonic()
    with urllib.request.urlopen(request, timeout=REQUEST_SECONDS) as stream:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        first = _next_marker(stream)
        saved = time.monotonic()
        services.results.enter_totals(evening, 1, table.table, 900, 600)
        second = _next_marker(stream)
        assert time.monotonic() - saved < 1.0
        assert int(second.split()[0]) > int(first.split()[0])
        # "<marker> s<seating> c<clock>": a result moves no seat, so My table and the
        # seating are not read again by every phone in the room.
        assert second.split()[1] == first.split()[1]
        assert stream.read() is not None  # the rest, until the server closes the stream
    # Not before the limit, and not a pause between events (half a second) after it.
    closed = time.monotonic()
    assert closed - opened >= limit
    assert closed - saved < limit + 0.35


def _next_marker(stream) -> str:
    for raw in stream:
        line = raw.decode("utf-8").strip()
        if line.startswith("data: "):
            return line.removeprefix("data: ")
    raise AssertionError("the stream ended without a marker")


def test_an_address_typed_wrong_is_a_page_saying_so_with_the_menu(evening, start_hall):
    """A mistyped link (or the entry form of a hall whose tables do not enter) is the hall's
    own page in the phone's language, with the menu to go on: never a bare "404: Not Found"."""
    hall = start_hall(evening)

    for path in ("/classifica", "/enter", "/standings/2"):
        status, page, _ = fetch(hall, path, language="it")
        assert status == 404
        assert "Questa pagina non esiste." in page and 'role="alert"' in page
        assert 'href="/standings"' in page and 'href="/"' in page
    assert "There is no such page." in fetch(hall, "/nowhere", language="en")[1]
    assert fetch(hall, "/nowhere", method="POST")[0] == 405


def test_no_request_can_write(evening, start_hall):
    """The hall answers only reading: a form posted to it is refused by method."""
    hall = start_hall(evening)

    assert fetch(hall, "/", method="POST")[0] == 405


def test_a_port_in_use_is_refused_and_a_stopped_server_lets_it_go(database_url, evening):
    """Starting on a port another program holds fails by name; stopping frees the port."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        taken = holder.getsockname()[1]
        refused = HallServer(
            open_hall_services(database_url),
            evening,
            host="127.0.0.1",
            port=taken,
            owns_services=True,
        )
        with pytest.raises(HallStartError) as raised:
            refused.start()
        refused.stop()
    assert raised.value.port == taken

    hall = HallServer(
        open_hall_services(database_url), evening, host="127.0.0.1", port=0, owns_services=True
    )
    hall.start()
    port = hall.port
    assert hall.addresses() == (f"http://127.0.0.1:{port}/",)
    hall.stop()
    with socket.socket() as probe, pytest.raises(OSError):
        probe.settimeout(REQUEST_SECONDS)
        probe.connect(("127.0.0.1", port))


def test_a_scala40_afternoon_has_every_page(services, start_hall):
    """Scala 40: My table names the seat and the other players; the results, seating and a
    history page show the table played out."""
    from tests.builders.tournaments import play_out, scala40_tournament

    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0]
    play_out(services, tid, 1, table.table)
    hall = start_hall(tid)
    first, second = table.players[:2]

    _, mine, _ = fetch(hall, f"/?n={second}", language="en")
    assert f"Table {table.table}" in mine and "seat 2" in mine
    assert f"Verdi{first} Luca" in mine
    for path in ("/results", "/seating", f"/history?n={first}", "/standings"):
        status, page, _ = fetch(hall, path, language="en")
        assert status == 200, path
        assert f"Verdi{first} Luca" in page, path


def test_stopping_closes_open_streams_at_once(evening, start_hall):
    """A phone's open live stream does not hold the service when the director stops it."""
    hall = start_hall(evening, stream_seconds=60.0)
    request = urllib.request.Request(f"http://127.0.0.1:{hall.port}/events")
    with urllib.request.urlopen(request, timeout=REQUEST_SECONDS) as stream:
        _next_marker(stream)
        began = time.monotonic()
        hall.stop()
        stopped = time.monotonic() - began
        stream.read()  # ends: the server closed it

    assert stopped < 2.0
