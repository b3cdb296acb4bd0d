"""The hall served apart from the window (`torneo hall` on another computer, or in processes
of its own) on the same database: the results the tables enter over HTTP reach the director's
Results page, as any other station's saves do."""

from __future__ import annotations

from tests.hall.test_hall_entry_http import Phone
from tests.ui.test_results_phone_entry import _page, _status
from tournament_app.hall.server import HallServer, open_entry_services, open_hall_services
from tournament_app.ui.other_stations import OtherStations

WAIT_MS = 10_000


def test_results_entered_through_a_hall_the_window_did_not_start_reach_its_page(
    qtbot, ui_context
) -> None:
    page, tid = _page(qtbot, ui_context)
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=WAIT_MS)
    hall = HallServer(
        open_hall_services(ui_context.database),
        tid,
        host="127.0.0.1",
        port=0,
        owns_services=True,
        writer=open_entry_services(ui_context.database),
    )
    hall.start()
    try:
        codes = {c.table: c.code for c in ui_context.services.table_entry.codes(tid, 1)}
        Phone(hall).enter(codes[1], 300, 100)
        Phone(hall).enter(codes[1], 300, 100)
        Phone(hall).enter(codes[2], 300, 100)
    finally:
        hall.stop()
    watch.poll()

    qtbot.waitUntil(lambda: _status(page, 1).startswith("entered"), timeout=WAIT_MS)
    assert "entered by phone" in _status(page, 1)
    assert "waiting for confirmation (300–100)" in _status(page, 2)
