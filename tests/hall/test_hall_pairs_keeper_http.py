"""A scala 40 keeper over HTTP, as a phone does it on 127.0.0.1: the table's code typed on
"Inserisci il risultato" opens the table's keeper page (as the card's QR does; a burraco
tournament's page is the totals' form, as ever), and at a pairs table the keeper writes who
closed and each of the four players' points, the sheet showing the match; every refusal in
words and nothing saved."""

from __future__ import annotations

import re
import urllib.parse

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import pair, published_round, scala40_tournament
from tests.hall import evenings
from tests.hall import test_hall_sheet_http as sheet_http
from tournament_app.services import (
    Scala40Form,
    Scala40Format,
    Scala40Settings,
    Services,
    TournamentId,
)

Keeper, Phone = sheet_http.Keeper, sheet_http.Phone
Seat = tuple[int, int]
PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS,
    table_size=2,
    format=Scala40Format.PLACEMENT_POINTS,
    rounds=3,
    table_entry=True,
)


def pairs_round(services: Services) -> TournamentId:
    """Two pairs at one table (Rossi1 Anna and Bianchi1 Carlo, Rossi2 Anna and Bianchi2
    Carlo), table entry on, round 1 published."""
    tid = scala40_tournament(services, 2, PAIRS, roster=pair)
    published_round(services, tid)
    return tid


STATES = {
    "pairs": with_services(pairs_round),
    "scala40": sheet_http.STATES["scala40"],
    "burraco": evenings.ENTRY_ROUND,
}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def pairs(services: Services, start) -> tuple[TournamentId, str, list[Seat]]:
    """The pairs table's tournament, code and four players, each pair's first then second."""
    tid = start[1]
    code = services.table_entry.codes(tid, 1)[0].code
    seated = services.results.pairs_sheet(tid, 1, 1).pairs
    return tid, code, [(entry, member) for entry in seated for member in (1, 2)]


@pytest.fixture
def scala40(start) -> TournamentId:
    return start[1]


@pytest.fixture
def burraco(start) -> TournamentId:
    return start[1]


def _box(seat: Seat) -> str:
    return f"q{seat[0]}_{seat[1]}"


def _pairs_hand(
    keeper: Keeper, page: str, code: str, version: int, typed: dict[Seat, str], closer: str
) -> tuple[int, str]:
    fields: dict[str, str | list[str]] = {_box(seat): value for seat, value in typed.items()}
    fields.update({"k": "pairs", "c": code, "t": keeper.token(page), "v": str(version)})
    if closer:
        fields["closer"] = closer
    return keeper.send("/enter/hand", fields)


def test_a_scala40_code_typed_on_the_entry_page_opens_the_keepers_page(
    services, scala40, start_entry_hall
):
    tid = scala40
    code = services.table_entry.codes(tid, 1)[0].code
    hall = start_entry_hall(tid)
    keeper = Keeper(hall)
    status, page = keeper.get("/enter")
    # The code alone, and where it is printed: no line totals to type.
    assert status == 200 and 'name="c"' in page and 'name="ns"' not in page
    assert "sul cartellino o sul segnapunti" in page and "Apri il foglio del tavolo" in page
    # The form opens the code's own address, as the card's QR does; typed as a player may.
    assert re.search(r'<form[^>]*action="/enter"[^>]*method="get"', page)
    status, page = keeper.get(f"/enter?c={code[:4].lower()}+{code[4:].lower()}")
    assert status == 200 and "Tavolo 1, turno 1" in page and "Registra la mano" in page
    # A code from a form that also sends totals (a page kept from before): the same page.
    status, page = keeper.send("/enter", {"c": code, "ns": "", "ew": "", "t": keeper.token(page)})
    assert status == 200 and "Registra la mano" in page
    assert "solo per i tornei di" not in page
    # A wrong code: refused in words, the code box again, nothing else asked.
    status, page = keeper.get("/enter?c=ZZZZZZZZ")
    assert status == 404 and "non è il codice di un tavolo" in page
    assert "Apri il foglio del tavolo" in page and 'name="ns"' not in page
    assert services.results.sheet(tid, 1, 1).hands == ()


def _refusal(page: str) -> str:
    found = re.search(r'<p class="refusal" role="alert">([^<]*)</p>', page)
    assert found is not None, "no refusal on the page"
    return found.group(1)


def test_an_empty_scala40_code_is_refused_and_nothing_changes(services, scala40, start_entry_hall):
    """A code box sent empty (a phone's browser that ignores `required`, a resend): refused
    in the catalogue's words (as the burraco page says it), asking for the card's code, the
    code box again, nothing changed."""
    tid = scala40
    code = services.table_entry.codes(tid, 1)[0].code
    before = (services.table_entry.entries(tid, 1), len(services.audit.list(tid)))
    hall = start_entry_hall(tid)
    keeper = Keeper(hall)
    said = "Manca il codice del tavolo: scrivilo come è stampato sul cartellino del tavolo"
    _, page = keeper.get(f"/enter?c={code}")
    token = keeper.token(page)
    for blank in ("", "   "):
        # The keeper's form (a GET), and a POST of the totals' form kept from before.
        sent = keeper.get("/enter?" + urllib.parse.urlencode({"c": blank}))
        posted = keeper.send("/enter", {"c": blank, "ns": "", "ew": "", "t": token})
        for status, page in (sent, posted):
            assert status == 404 and _refusal(page).startswith(said)
            assert "Apri il foglio del tavolo" in page and "Registra la mano" not in page
    assert (services.table_entry.entries(tid, 1), len(services.audit.list(tid))) == before
    assert services.results.sheet(tid, 1, 1).hands == ()


def test_a_burraco_entry_page_still_asks_for_the_code_and_both_totals(
    services, burraco, start_entry_hall
):
    hall = start_entry_hall(burraco)
    phone = Phone(hall)
    status, page = phone.get("/enter")
    assert status == 200 and 'name="ns"' in page and 'name="ew"' in page
    assert "Una coppia inserisce i totali del turno" in page
    assert "Apri il foglio del tavolo" not in page
    status, page = phone.enter("ZZZZZZZZ", 640, 245)
    assert status == 409 and "non è il codice di un tavolo" in page and 'name="ns"' in page
    # An empty code is asked for, by address as by the form.
    status, page = phone.enter("", 640, 245)
    assert status == 409 and "Manca il codice del tavolo" in page
    status, page = phone.get("/enter?c=+")
    assert status == 404 and "Manca il codice del tavolo" in page and 'name="ns"' in page


def test_a_pairs_keeper_plays_the_match_and_the_sheet_shows_it(services, pairs, start_entry_hall):
    tid, code, (a1, a2, b1, b2) = pairs
    hall = start_entry_hall(tid)
    keeper, other = Keeper(hall), Phone(hall)
    status, page = keeper.get(f"/enter?c={code}")
    # Each pair's two players, named, each with a box and the closer's tick.
    assert status == 200 and "Coppia 1" in page and "Coppia 2" in page
    assert "Rossi1 Anna" in page and "Bianchi2 Carlo" in page
    assert all(f'name="{_box(seat)}"' in page for seat in (a1, a2, b1, b2))
    assert 'name="p1"' not in page
    # a1 closes; a2 is left an ace and a king, b1 12, b2 30.
    typed = {a1: "", a2: "A K", b1: "12", b2: "30"}
    status, page = _pairs_hand(keeper, page, code, 0, typed, f"{a1[0]}.1")
    assert status == 200 and "Mano 1 registrata" in page
    assert f"Coppia {a1[0]}: mani vinte 1, punti di penalità 21" in page
    assert f"Coppia {b1[0]}: mani vinte 0, punti di penalità 42" in page
    sheet = services.results.pairs_sheet(tid, 1, 1)
    assert sheet.hands[0].closer == a1 and set(sheet.hands[0].points) == {
        (*a2, 21),
        (*b1, 12),
        (*b2, 30),
    }
    # Anyone follows the match without the code.
    status, shown = other.get("/sheet?round=1&table=1")
    assert status == 200 and f"Coppia {a1[0]}: mani vinte 1" in shown
    # Two more hands closed by a2, typed as the paper does it: 0 for who closed.
    for version in (1, 2):
        typed = {a1: "5", a2: "0", b1: "10", b2: "10"}
        status, page = _pairs_hand(keeper, page, code, version, typed, "")
    assert status == 200 and "la partita è finita" in page
    assert f"La coppia {a1[0]} vince la partita" in page
    assert services.results.pairs_sheet(tid, 1, 1).winner == a1[0]
    assert {r.station for r in services.audit.list(tid) if r.action == "sheet.hand"} == {
        "tavolo 1 (telefono)"
    }
    status, page = keeper.get(f"/enter?c={code}")
    assert "Partita finita" in page and "Registra la mano" not in page


def test_a_refused_pairs_hand_is_said_kept_in_the_form_and_nothing_saved(
    services, pairs, start_entry_hall
):
    tid, code, (a1, a2, b1, b2) = pairs
    hall = start_entry_hall(tid)
    keeper = Keeper(hall)
    _, page = keeper.get(f"/enter?c={code}")
    # Points for the closer: the rule's words, what was typed left in the form.
    typed = {a1: "15", a2: "5", b1: "5", b2: "5"}
    status, page = _pairs_hand(keeper, page, code, 0, typed, f"{a1[0]}.1")
    assert status == 409 and "Togli i punti di chi ha chiuso" in page
    # A penalty may be typed as cards: its box opens a keyboard with letters.
    box = f'name="{_box(a1)}" inputmode="text" autocapitalize="characters" spellcheck="false"'
    assert f'{box} maxlength="40" value="15"' in page
    assert re.search(rf'value="{a1[0]}\.1" checked', page)
    # A closer who does not sit at this table (a form made up).
    typed = {a1: "5", a2: "5", b1: "5", b2: "5"}
    status, page = _pairs_hand(keeper, page, code, 0, typed, "99.1")
    assert status == 409 and "non siede a questo tavolo" in page
    # A player left blank: named as the form names them.
    typed = {a1: "", a2: "5", b1: "5", b2: ""}
    status, page = _pairs_hand(keeper, page, code, 0, typed, f"{a1[0]}.1")
    assert status == 409 and f"manca la penalità del n. {b2[0]}.2" in page
    assert services.results.pairs_sheet(tid, 1, 1).hands == ()
    # The same hand sent twice over the same sheet: saved once.
    typed = {a1: "", a2: "5", b1: "5", b2: "5"}
    status, page = _pairs_hand(keeper, page, code, 0, typed, f"{a1[0]}.1")
    assert status == 200
    status, page = _pairs_hand(keeper, page, code, 0, typed, f"{a1[0]}.1")
    assert status == 409 and "Il foglio è cambiato nel frattempo" in page
    assert len(services.results.pairs_sheet(tid, 1, 1).hands) == 1
