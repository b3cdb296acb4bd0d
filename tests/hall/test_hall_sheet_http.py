"""Sheets written at the table over HTTP, as the phones do it on 127.0.0.1: a scala 40 keeper's
hands (and the sheet anyone follows without a code), a burraco turno hand by hand; every
refusal in words and nothing saved."""

from __future__ import annotations

import re
import urllib.parse
import urllib.request

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import published_round, scala40_tournament
from tests.hall import evenings
from tests.hall import test_hall_entry_http as entry_http
from tournament_app.hall.server import HallServer
from tournament_app.services import (
    PenaltyKind,
    PlayerSpec,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.services.table_entry import EntryState

HOSTILE = "<script>alert(1)</script>"
Phone = entry_http.Phone


class Keeper(Phone):
    """A phone posting the hall's sheet forms (`/enter/hand`, `/enter/reentry`, `/enter/hands`)."""

    def __init__(self, server: HallServer) -> None:
        super().__init__(server)

    def send(
        self, path: str, fields: dict[str, str | list[str]], *, origin: str = ""
    ) -> tuple[int, str]:
        body = urllib.parse.urlencode(fields, doseq=True).encode()
        headers = {
            "Content-Type": "application/x-www-form-urlencoded",
            "Accept-Language": "it",
            "Origin": origin or self.base,
        }
        return self._send(urllib.request.Request(self.base + path, data=body, headers=headers))

    def hand(
        self, page: str, code: str, version: int, points: dict[int, str], closer: int
    ) -> tuple[int, str]:
        fields: dict[str, str | list[str]] = {f"p{n}": v for n, v in points.items()}
        fields.update({"c": code, "t": self.token(page), "v": str(version), "closer": str(closer)})
        return self.send("/enter/hand", fields)


def _roster(number: int) -> list[PlayerSpec]:
    return [PlayerSpec(surname=HOSTILE if number == 1 else f"Verdi{number}", name="Luca")]


def _scala40_round(services: Services) -> TournamentId:
    """Four scala 40 players at one table (player 1 named hostilely), table entry on, round 1
    published."""
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True), roster=_roster)
    published_round(services, tid)
    return tid


#: A turno whose hand 1 is typed line by line (NS a clean burraco, 150 on the table, closed
#: with the pozzetto: 450; EW a dirty one, 120 on the table, 60 in hand: 160) and hands 2
#: and 3 as totals: NS 600, EW 660 in all.
HAND_ONE_BY_LINES: dict[str, str | list[str]] = {
    "h1nscl": "1",
    "h1nsme": "150",
    "h1nsc": "1",
    "h1nsp": "1",
    "h1ewdi": "1",
    "h1ewme": "120",
    "h1ewih": "60",
    "h1ewp": "1",
    "ns2": "100",
    "ew2": "200",
    "ns3": "50",
    "ew3": "300",
}

STATES = {"scala40": with_services(_scala40_round), "burraco": evenings.ENTRY_ROUND}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def scala40(services: Services, start) -> tuple[TournamentId, str, list[int]]:
    """The scala 40 table's tournament, code and players in their seats' order."""
    tid = start[1]
    code = services.table_entry.codes(tid, 1)[0].code
    return tid, code, list(services.results.sheet(tid, 1, 1).players)


@pytest.fixture
def burraco(start) -> TournamentId:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1)."""
    return start[1]


def test_the_keeper_enters_hands_and_anyone_follows_the_sheet(services, scala40, start_entry_hall):
    tid, code, (a, b, c, d) = scala40
    hall = start_entry_hall(tid)
    keeper, other = Keeper(hall), Phone(hall)

    status, page = keeper.get(f"/enter?c={code}")
    assert status == 200 and "Tavolo 1, turno 1" in page and "Registra la mano" in page
    assert HOSTILE not in page and "&lt;script&gt;" in page
    status, page = keeper.hand(page, code, 0, {a: "0", b: "55", c: "10", d: "5"}, a)
    assert status == 200 and "Mano 1 registrata" in page
    status, page = keeper.hand(page, code, 1, {a: "0", b: "55", c: "10", d: "5"}, a)
    assert status == 200 and "Mano 2 registrata" in page
    sheet = services.results.sheet(tid, 1, 1)
    assert sheet.eliminated == (b,) and dict(sheet.totals)[b] == 110
    assert {r.station for r in services.audit.list(tid) if r.action == "sheet.hand"} == {
        "tavolo 1 (telefono)"
    }
    # Anyone, with no code, reads the sheet: the totals and who is out.
    status, shown = other.get("/sheet?round=1&table=1")
    assert status == 200 and "110" in shown and "eliminato" in shown
    assert HOSTILE not in shown
    # The player out has no box on the keeper's form any more.
    assert f'name="p{b}"' not in page and f'name="p{c}"' in page


def _seat_lines(page: str) -> list[str]:
    """The sheet's seats as the page lists them, in seat order, tags taken out."""
    seats = page.partition('<ul class="people seats">')[2].partition("</ul>")[0]
    return [re.sub(r"<[^>]+>", "", item) for item in seats.split("<li>")[1:]]


def test_a_forfeit_marks_the_seat_on_the_sheet_everyone_follows(
    services, scala40, start_entry_hall
):
    """scala40.md: a player who forfeits is last at the table, out of play from the last
    hand they have points in. Hand 1: a closes, b 55, c 10, d 5; the director gives d a
    forfeit. The sheet everyone follows marks d's seat with the printed results' words, in
    both languages, though d has the lowest total and was never out; the keeper's next hand
    has no box for d, and the hand without d is taken."""
    tid, code, (a, b, c, d) = scala40
    hall = start_entry_hall(tid)
    keeper, other = Keeper(hall), Phone(hall)
    _, page = keeper.get(f"/enter?c={code}")
    status, page = keeper.hand(page, code, 0, {a: "0", b: "55", c: "10", d: "5"}, a)
    assert status == 200 and "Mano 1 registrata" in page
    services.penalties.add(tid, d, PenaltyKind.FORFEIT, round_number=1, reason="lascia")

    for path, mark, out in (
        ("/sheet?round=1&table=1", "ultimo al tavolo – turno perso a tavolino", "eliminato"),
        ("/sheet?round=1&table=1&lang=en", "last at the table – round lost by forfeit", "out"),
    ):
        status, shown = other.get(path)
        assert status == 200
        seats = _seat_lines(shown)
        assert len(seats) == 4 and seats[3].endswith(mark), seats
        assert not any(mark in seat or seat.endswith(out) for seat in seats[:3]), seats

    status, page = keeper.get(f"/enter?c={code}")
    assert status == 200 and f'name="p{d}"' not in page and f'name="p{c}"' in page
    assert _seat_lines(page)[3].endswith("ultimo al tavolo – turno perso a tavolino")
    version = services.results.sheet(tid, 1, 1).version
    status, page = keeper.hand(page, code, version, {a: "30", b: "0", c: "20"}, b)
    assert status == 200 and "Mano 2 registrata" in page, page
    assert dict(services.results.sheet(tid, 1, 1).totals) == {a: 30, b: 55, c: 30, d: 5}


def test_a_bad_hand_is_refused_in_words_and_nothing_saved(services, scala40, start_entry_hall):
    tid, code, (a, b, c, d) = scala40
    hall = start_entry_hall(tid)
    keeper = Keeper(hall)
    _, page = keeper.get(f"/enter?c={code}")
    # Two players with 0 and nobody marked: only the closer scores 0.
    fields: dict[str, str | list[str]] = {f"p{n}": "0" for n in (a, b)}
    fields.update({f"p{c}": "10", f"p{d}": "5", "c": code, "t": keeper.token(page), "v": "0"})
    status, page = keeper.send("/enter/hand", fields)
    assert status == 409 and "solo chi chiude la mano segna 0" in page
    # A negative penalty, then the same hand sent twice over the same sheet.
    status, page = keeper.hand(page, code, 0, {a: "0", b: "-5", c: "10", d: "5"}, a)
    assert status == 409 and "negativa" in page
    assert services.results.sheet(tid, 1, 1).hands == ()
    status, page = keeper.hand(page, code, 0, {a: "0", b: "20", c: "10", d: "5"}, a)
    assert status == 200
    status, page = keeper.hand(page, code, 0, {a: "0", b: "20", c: "10", d: "5"}, a)
    assert status == 409 and "Il foglio è cambiato nel frattempo" in page
    assert len(services.results.sheet(tid, 1, 1).hands) == 1
    # Another site's form: refused before anything is read.
    fields = {f"p{n}": "5" for n in (b, c, d)}
    fields.update({f"p{a}": "0", "c": code, "t": keeper.token(page), "v": "1"})
    status, page = keeper.send("/enter/hand", fields, origin="http://evil.example")
    assert status == 403 and len(services.results.sheet(tid, 1, 1).hands) == 1


def test_a_burraco_turno_hand_by_hand_then_confirmed(services, burraco, start_entry_hall):
    tid = burraco
    code = next(c.code for c in services.table_entry.codes(tid, 1) if c.table == 1)
    hall = start_entry_hall(tid)
    north, east = Keeper(hall), Phone(hall)

    status, page = north.get(f"/enter?c={code}")
    assert status == 200 and "Inserisci mano per mano" in page
    status, page = north.get(f"/enter?c={code}&by=hands")
    assert status == 200 and 'name="ns3"' in page and 'name="ns4"' not in page
    hands = {"ns1": "300", "ew1": "120", "ns2": "-50", "ew2": "410", "ns3": "390", "ew3": "-15"}
    status, refused = north.send(
        "/enter/hands", {**hands, "ew3": "tanti", "c": code, "t": north.token(page)}
    )
    assert status == 400 and "in cifre" in refused
    status, refused = north.send(
        "/enter/hands", {**hands, "ns1": "303", "c": code, "t": north.token(page)}
    )
    assert status == 409 and "mano 1" in refused.lower() and "5" in refused
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.OPEN
    status, page = north.send("/enter/hands", {**hands, "c": code, "t": north.token(page)})
    assert status == 200 and "NS 640, EO 515" in page and "in attesa" in page
    status, page = east.enter(code, 640, 515)
    assert status == 200 and "risultato registrato" in page
    result = services.results.get(tid, 1, 1)
    assert result is not None and [(h.ns, h.ew) for h in result.hands] == [
        (300, 120),
        (-50, 410),
        (390, -15),
    ]


def test_reentries_from_the_keepers_phone_and_the_code_spent_with_the_game(
    services, start_entry_hall
):
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True, reentries=2))
    published_round(services, tid)
    code = services.table_entry.codes(tid, 1)[0].code
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    hall = start_entry_hall(tid)
    keeper = Keeper(hall)
    _, page = keeper.get(f"/enter?c={code}")
    assert f'name="re" value="{b}"' in page
    # b goes out and, ticked on the same hand, comes straight back in.
    fields: dict[str, str | list[str]] = {f"p{b}": "105", f"p{c}": "10", f"p{d}": "5"}
    fields.update({f"p{a}": "0", "closer": str(a), "re": [str(b)]})
    fields.update({"c": code, "t": keeper.token(page), "v": "0"})
    status, page = keeper.send("/enter/hand", fields)
    assert status == 200 and "Mano 1 registrata" in page
    sheet = services.results.sheet(tid, 1, 1)
    assert sheet.eliminated == () and sheet.hands[0].reentries == (b,)
    # c goes out, not ticked: the keeper's button brings c back afterwards.
    status, page = keeper.hand(page, code, sheet.version, {a: "0", b: "5", c: "120", d: "5"}, a)
    assert f"Rientra il n. {c}" in page
    fields = {"e": str(c), "c": code, "t": keeper.token(page), "v": str(sheet.version + 1)}
    status, page = keeper.send("/enter/reentry", fields)
    assert status == 200 and f"Il n. {c} rientra in gioco" in page
    assert services.results.sheet(tid, 1, 1).eliminated == ()
    # 300 is more than 13 cards can cost (198): a slip the phone cannot confirm, not saved,
    # the director enters it if it is right.
    version = services.results.sheet(tid, 1, 1).version
    status, page = keeper.hand(page, code, version, {a: "0", b: "300", c: "150", d: "150"}, a)
    assert status == 409 and f"smazzata 3: il n. {b} pagherebbe 300" in page
    assert "questa smazzata la inserisce il direttore" in page
    assert services.results.sheet(tid, 1, 1).version == version
    # Three out at once: a wins, the code shows the sheet and takes no more hands.
    form_page = page
    status, page = keeper.hand(page, code, version, {a: "0", b: "150", c: "150", d: "150"}, a)
    assert status == 200 and "la partita è finita" in page
    status, page = keeper.get(f"/enter?c={code}")
    assert "Partita finita" in page and "Registra la mano" not in page
    # A form kept from before the end is refused in words.
    status, page = keeper.send(
        "/enter/hand",
        {"p1": "0", "closer": "1", "c": code, "t": keeper.token(form_page), "v": str(version + 1)},
    )
    assert status == 409 and "non accetta più risultati dal telefono" in page


def test_a_hand_typed_line_by_line_is_scored_as_the_window_scores_it(
    services, burraco, start_entry_hall
):
    tid = burraco
    code = next(c.code for c in services.table_entry.codes(tid, 1) if c.table == 1)
    hall = start_entry_hall(tid)
    north, east = Keeper(hall), Phone(hall)
    status, page = north.get(f"/enter?c={code}&by=hands")
    assert 'name="h1nscl"' in page and "Carte a terra" in page
    # Hand 1 line by line: NS a clean burraco (200), 150 on the table, closed with the
    # pozzetto taken (100); EW a dirty one (100), 120 on the table, 60 left in hand.
    fields: dict[str, str | list[str]] = HAND_ONE_BY_LINES | {"c": code, "t": north.token(page)}
    status, page = north.send("/enter/hands", fields)
    assert status == 200 and "NS 600, EO 660" in page
    status, page = east.enter(code, 600, 660)
    assert "risultato registrato" in page
    result = services.results.get(tid, 1, 1)
    assert result is not None and (result.hands[0].ns, result.hands[0].ew) == (450, 160)
    detail = result.breakdown[0]
    assert detail is not None and detail.ns.closed and detail.ew.in_hand == 60


def test_a_line_by_line_hand_the_rules_refuse_is_said_and_kept(services, burraco, start_entry_hall):
    tid = burraco
    code = next(c.code for c in services.table_entry.codes(tid, 1) if c.table == 1)
    hall = start_entry_hall(tid)
    north = Keeper(hall)
    _, page = north.get(f"/enter?c={code}&by=hands")
    # Both lines closed: only one can.
    fields: dict[str, str | list[str]] = {
        "h1nscl": "1",
        "h1nsc": "1",
        "h1nsp": "1",
        "h1ewcl": "1",
        "h1ewc": "1",
        "h1ewp": "1",
        "ns2": "100",
        "ew2": "200",
        "ns3": "50",
        "ew3": "300",
        "c": code,
        "t": north.token(page),
    }
    status, page = north.send("/enter/hands", fields)
    assert status == 409 and "una sola può chiudere" in page
    assert 'name="h1nscl" inputmode="numeric" maxlength="7" value="1"' in page
    assert services.table_entry.entries(tid, 1)[0].state is EntryState.OPEN
