"""A table whose phones are left to the director, over HTTP as the phones do it on 127.0.0.1:
the two pairs' different totals shown as a warning with both figures and no form, a phone
sending again told why, the page saying the result once the director enters it; a scala 40
keeper's hand kept when the director changed the sheet meanwhile, and what changed said."""

from __future__ import annotations

import html
import re

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import published_round, scala40_tournament
from tests.hall import evenings
from tests.hall import test_hall_entry_http as entry_http
from tests.hall import test_hall_sheet_http as sheet_http
from tests.hall.evenings import table_code
from tournament_app.services import Scala40Hand, Scala40Settings, Services, TournamentId

Phone, Keeper = entry_http.Phone, sheet_http.Keeper


def _scala40_round(services: Services) -> TournamentId:
    """Four scala 40 players at one table, table entry on, round 1 published."""
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True))
    published_round(services, tid)
    return tid


STATES = {"evening": evenings.ENTRY_ROUND, "scala40": with_services(_scala40_round)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1, 3 v 4 at table 2)."""
    return start[1]


@pytest.fixture
def scala40(start) -> TournamentId:
    """Four scala 40 players at one table, table entry on, round 1 published."""
    return start[1]


def _notes(page: str) -> tuple[str, str]:
    """(the success box's text, the warning box's text) of a page, as a phone reads them."""
    said = re.search(r'<p class="said"[^>]*>(.*?)</p>', page)
    warned = re.search(r'<p class="refusal"[^>]*>(.*?)</p>', page)
    return tuple(html.unescape(found.group(1)) if found else "" for found in (said, warned))


def _form(page: str) -> bool:
    """Whether the page offers the totals' form (or the hands'): something to send."""
    return 'name="ns"' in page or 'name="ns1"' in page or "by=hands" in page


def test_two_pairs_disagreeing_read_a_warning_with_both_figures_until_the_director_decides(
    services, evening, start_entry_hall
):
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north, east = Phone(hall), Phone(hall)
    _, north_page = north.get(f"/enter?c={code}")
    status, page = north.post({"c": code, "ns": "900", "ew": "650", "t": north.token(north_page)})
    assert status == 200 and _notes(page)[0].startswith("NS 900, EO 650: in attesa")
    status, page = east.enter(code, 900, 600)
    conflict = (
        "Le due coppie hanno inserito totali diversi (un telefono NS 900, EO 650; l'altro"
        " NS 900, EO 600): non è stato registrato nulla, decide il direttore."
    )
    assert status == 200 and _notes(page) == ("", f"{conflict} Portategli il segnapunti.")
    assert not _form(page)

    # Opened afresh from the table card: the same warning, a capital first, and no form.
    status, page = north.get(f"/enter?c={code}")
    assert status == 200 and _notes(page)[1].startswith(conflict) and not _form(page)
    assert "Tavolo 1, turno 1" in page
    status, page = north.get(f"/enter?c={code}&by=hands")
    assert status == 200 and _notes(page)[1].startswith(conflict) and not _form(page)
    # A page kept from before: its form, sent again, is refused saying why.
    status, page = north.post({"c": code, "ns": "900", "ew": "650", "t": north.token(north_page)})
    assert status == 409 and not _form(page)
    assert "le due coppie hanno inserito totali diversi e decide il direttore" in _notes(page)[1]
    assert services.results.get(evening, 1, 1) is None

    # The director decides: the table's page says its result, in the success box.
    services.results.enter_totals(evening, 1, 1, 900, 650)
    status, page = east.get(f"/enter?c={code}")
    assert status == 200 and not _form(page)
    assert _notes(page) == (
        "Il risultato del tavolo è registrato: NS 900, EO 650. Per qualsiasi correzione"
        " rivolgiti al direttore.",
        "",
    )


def test_a_turno_hand_by_hand_at_a_table_with_its_result_is_refused_without_a_form(
    services, evening, start_entry_hall
):
    code = table_code(services, evening, 2)
    hall = start_entry_hall(evening)
    north = Keeper(hall)
    _, kept = north.get(f"/enter?c={code}&by=hands")
    assert 'name="ns1"' in kept
    services.results.enter_totals(evening, 1, 2, 640, 245)
    hands = {"ns1": "300", "ew1": "120", "ns2": "-50", "ew2": "410", "ns3": "390", "ew3": "-15"}
    status, page = north.send("/enter/hands", {**hands, "c": code, "t": north.token(kept)})
    assert status == 409 and not _form(page)
    assert "il suo risultato è già registrato" in _notes(page)[1]
    result = services.results.get(evening, 1, 2)
    assert result is not None and (result.ns_mp, result.ew_mp) == (640, 245)


def test_an_unlikely_score_reads_a_warning_in_english_too(services, evening, start_entry_hall):
    code = table_code(services, evening, 2)
    hall = start_entry_hall(evening)
    Phone(hall).enter(code, 5000, 0)
    status, page = Phone(hall).enter(code, 5000, 0)
    assert status == 200 and not _form(page)
    assert _notes(page)[1].startswith("Punteggio improbabile (NS 5000, EO 0): non è stato")
    status, page = Phone(hall).get(f"/enter?c={code}&lang=en")
    assert _notes(page) == (
        "",
        "Unlikely score (NS 5000, EW 0): not saved, the director checks it. Take the"
        " scoresheet to the director.",
    )


def test_a_hand_typed_while_the_director_corrects_the_sheet_stays_typed(
    services, scala40, start_entry_hall
):
    """The keeper has hand 1 in and types hand 2, cards for one player; the director corrects
    hand 1 meanwhile. Record: refused, the typed figures still in the form, the page naming
    the correction; sent again, it is hand 2 (A K JK 7: 11 + 10 + 25 + 7 = 53)."""
    tid = scala40
    code = services.table_entry.codes(tid, 1)[0].code
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    hall = start_entry_hall(tid)
    keeper = Keeper(hall)
    _, page = keeper.get(f"/enter?c={code}")
    status, page = keeper.hand(page, code, 0, {a: "0", b: "20", c: "10", d: "5"}, a)
    assert status == 200 and "Mano 1 registrata" in page
    typed = {a: "15", b: "0", c: "A K JK 7", d: "30"}
    services.results.correct_hand(
        tid, 1, 1, 0, Scala40Hand(((a, 0), (b, 25), (c, 10), (d, 5)), a), expected_version=1
    )
    status, page = keeper.hand(page, code, 1, typed, b)
    assert status == 409
    assert _notes(page)[1].startswith(
        "Il foglio è cambiato nel frattempo (mano 1 corretta da test-station): non è stato"
        " salvato nulla. Quello che hai scritto è ancora qui sotto"
    )
    for player, value in typed.items():
        assert f'name="p{player}" inputmode="text"' in page
        assert re.search(rf'name="p{player}"[^>]* value="{value}"', page), player
    assert re.search(rf'value="{b}" checked', page)
    assert len(services.results.sheet(tid, 1, 1).hands) == 1
    status, page = keeper.hand(page, code, 2, typed, b)
    assert status == 200 and "Mano 2 registrata" in page
    sheet = services.results.sheet(tid, 1, 1)
    assert dict(sheet.totals) == {a: 15, b: 25, c: 63, d: 35}
