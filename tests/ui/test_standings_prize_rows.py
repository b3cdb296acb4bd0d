"""Classifica: the bold rows are the entries the prize list names, so a withdrawn pair
passed over by the prizes is not bold, the pair moved up is, and «places» is honoured."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.ui.standings.page import StandingsPage


def bold_entries(page: StandingsPage) -> set[int]:
    """The entries whose row the director sees in bold."""
    bold = set()
    for row, standing in enumerate(page.model.rows()):
        font = page.model.index(row, 0).data(Qt.ItemDataRole.FontRole)
        if font is not None and font.bold():
            bold.add(standing.entry)
    return bold


def test_bold_rows_follow_the_prize_list(qtbot, ui_context) -> None:
    """Four pairs at two tables (FIBUR 3 hands): pair 1 wins 640-245 (14-6), the other table
    ends 400-300 (11-9); then pair 1 withdraws. Three prizes go to the 11, the 9 and the 6:
    those three rows are bold, pair 1 (first on VP, withdrawn) is not. With one place, only
    the 11 is bold."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    tables = services.rounds.get(tid, 1).tables
    (first,) = [seat for seat in tables if 1 in seat.ns + seat.ew]
    (other,) = [seat for seat in tables if seat is not first]
    one_ns = 1 in first.ns
    services.results.enter_totals(tid, 1, first.table, *((640, 245) if one_ns else (245, 640)))
    services.results.enter_totals(tid, 1, other.table, 400, 300)
    services.entries.withdraw(tid, 1)
    beaten = first.ew[0] if one_ns else first.ns[0]
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.places.value() == 3
    assert bold_entries(page) == {other.ns[0], other.ew[0], beaten}
    page.places.setValue(1)
    assert bold_entries(page) == {other.ns[0]}
