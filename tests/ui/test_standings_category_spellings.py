"""The Standings page's filter names a category typed "b" for one pair and "B" for others
once, and choosing it shows the three pairs ranked together."""

from __future__ import annotations

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.ui.standings.page import StandingsPage


def test_the_category_filter_lists_b_once(qtbot, ui_context):
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    for number, category in ((1, "B"), (2, "B"), (3, "b"), (4, "A")):
        services.entries.edit(tid, number, category=category)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 500, 100)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()  # a page reads its ranking once on screen
    labels = [page.filter_choice.itemText(i) for i in range(page.filter_choice.count())]
    assert labels == ["Everyone", "Category A", "Category B"]
    page.filter_choice.setCurrentIndex(2)
    assert sorted(row.entry for row in page.model.rows()) == [1, 2, 3]
    assert {row.category for row in page.model.rows()} == {"B"}
    page.prize_per.setCurrentIndex(page.prize_per.findData("category"))
    page.places.setValue(1)
    _rule, *prizes = [page.prizes.item(i).text() for i in range(page.prizes.count())]
    assert {line.split(" — ")[0] for line in prizes} <= {"Overall", "A", "B"}
    assert any(line.startswith("B — ") for line in prizes)
