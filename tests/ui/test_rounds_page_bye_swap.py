"""The Rounds page swaps a scala 40 pair's bye with a table in a draft (issue #19): two rows
selected, the bye's among them, and Swap; it was refused as an unknown table."""

from __future__ import annotations

from tests.builders.pairs_evenings import PAIRS
from tests.builders.tournaments import pair, scala40_tournament
from tournament_app.ui.rounds.page import RoundsPage


def test_the_bye_row_swapped_with_a_table(qtbot, ui_context) -> None:
    services = ui_context.services
    tid = scala40_tournament(services, 5, PAIRS, roster=pair)
    made = services.rounds.generate(tid)
    (bye,) = [t for t in made.tables if t.is_bye]
    first = made.tables[0].players[0]
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.reload()

    page.swap((made.tables[0].table, bye.table), tables=True)

    assert ui_context.dialogs.messages() == []
    swapped = {t.table: t for t in services.rounds.get(tid, 1).tables}
    assert swapped[bye.table].ns == (first,) and swapped[1].players[0] == bye.ns[0]
    assert page.model.rowCount() == len(made.tables)
