"""A scala 40 sheet written at the table from a phone (the hall's entry services, another
station on the same file): the director's sheet shows the hands as they arrive, and the
director plays on from them as on any sheet."""

from __future__ import annotations

import pytest

from tests.builders.evenings import published_round, scala40_tournament
from tests.ui.test_scala40_sheet import play_hand
from tournament_app.services import Scala40Hand, Scala40Settings, open_services
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.results.page import ResultsPage


@pytest.fixture
def hall(ui_context):
    """The hall's entry services: another station on the same file."""
    services = open_services(ui_context.database, station="hall tavoli")
    yield services
    services.close()


def test_the_keepers_hands_arrive_on_the_open_sheet(qtbot, ui_context, hall):
    services = ui_context.services
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True))
    published_round(services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    panel = page.scala40
    panel.table_edit.setText("1")
    panel.table_edit.returnPressed.emit()
    sheet = panel.sheet
    assert sheet.sheet is not None and sheet.sheet.hands == ()
    code = hall.table_entry.codes(tid, 1)[0].code
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    hand = Scala40Hand(points=((a, 0), (b, 60), (c, 10), (d, 5)), closer=a)
    hall.table_sheets.enter_hand(tid, code, hand, version=0)
    hall.table_sheets.enter_hand(tid, code, hand, version=1)
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    qtbot.waitUntil(lambda: sheet.sheet is not None and len(sheet.sheet.hands) == 2, timeout=3000)
    assert dict(sheet.sheet.totals) == {a: 0, b: 120, c: 20, d: 10}
    assert sheet.sheet.eliminated == (b,)
    # The director plays the next hand on the window as on any sheet.
    play_hand(qtbot, sheet, a, {c: 15, d: 5})
    assert len(services.results.sheet(tid, 1, 1).hands) == 3
    log = [row for row in services.audit.list(tid) if row.action == "sheet.hand"]
    assert [row.station for row in log].count("tavolo 1 (telefono)") == 2
