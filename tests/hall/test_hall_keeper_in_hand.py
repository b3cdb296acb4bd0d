"""The score keeper's phone form offers the chiusura in mano mark at a singles table whatever the
tournament's rule for it, as the window's sheet does: under "no doubling" (the official rule,
the default) going out in one go doubles nobody, but the sheet still writes M by the closer's
C (scala40.md, "The table scoresheet")."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import published_round, scala40_tournament
from tests.hall import evenings
from tests.hall.test_hall_sheet_http import Keeper
from tournament_app.services import InHandClose, Scala40Settings, Services, TournamentId

TICK = 'name="ih"'
"""The form's chiusura in mano box."""


def _no_doubling(services: Services) -> TournamentId:
    """Four players at one table, chiusura in mano "no doubling", table entry on."""
    settings = Scala40Settings(table_entry=True, in_hand_close=InHandClose.OFF)
    tid = scala40_tournament(services, 4, settings)
    published_round(services, tid)
    return tid


STATES = {"table": with_services(_no_doubling)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def table(services: Services, start) -> tuple[TournamentId, str, tuple[int, ...]]:
    """The tournament, table 1's code and its players in seat order."""
    tid = start[1]
    code = services.table_entry.codes(tid, 1)[0].code
    return tid, code, services.results.sheet(tid, 1, 1).players


def test_no_doubling_still_lets_the_keeper_mark_it(services, table, start_entry_hall) -> None:
    """a goes out in one go: the form has the box ("Chiusura in mano"), the hand is stored
    with it, the others pay what they hold (b 30, c 40, d 45: no doubling) and the sheet
    everyone follows writes "C M" by a's 0."""
    tid, code, (a, b, c, d) = table
    keeper = Keeper(start_entry_hall(tid))

    status, page = keeper.get(f"/enter?c={code}")

    assert status == 200 and TICK in page and "Chiusura in mano" in page
    fields: dict[str, str | list[str]] = {f"p{n}": v for n, v in ((b, "30"), (c, "40"), (d, "45"))}
    fields.update({"c": code, "t": keeper.token(page), "v": "0", "closer": str(a), "ih": "1"})
    status, page = keeper.send("/enter/hand", fields)
    assert status == 200 and "Mano 1 registrata" in page
    sheet = services.results.sheet(tid, 1, 1)
    (hand,) = sheet.hands
    assert hand.closer == a and hand.in_hand
    assert dict(sheet.totals) == {a: 0, b: 30, c: 40, d: 45}
    assert TICK in page  # the next hand's form offers it again
    _status, shown = keeper.get("/sheet?round=1&table=1")
    assert '<span class="mark">C M</span>' in shown
