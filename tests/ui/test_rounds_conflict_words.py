"""Double entry: a second entry that differs holds the next round back, and the Rounds page
says which tables. The numbers it gives are tables, worded as tables ("table in conflict:
3"), never read as a count that the status bar's "(in conflict: 1)" beside it would
contradict."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.ui.rounds.page import RoundsPage


@pytest.mark.parametrize("disputed", [[3], [2, 7]])
def test_the_rounds_page_names_the_tables_in_conflict(qtbot, ui_context, disputed):
    """16 pairs, round 1 all in at 640-245; the second operator types the same at every
    table but those disputed, where he types 640-250."""
    services = ui_context.services
    tid = burraco_tournament(services, 16)
    published_round(services, tid)
    for table in range(1, 9):
        services.results.enter_totals(tid, 1, table, 640, 245)
        services.results.second_entry(tid, 1, table, 640, 250 if table in disputed else 245)
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: "conflict" in page.verdict.text())

    text = page.verdict.text()
    if len(disputed) == 1:
        assert "— table in conflict: 3. Settle it on the Results page" in text
        assert "tables" not in text
    else:
        assert "— tables in conflict: 2, 7. Settle them on the Results page" in text
