"""The Standings page's Tie-break column marks the pairs level on everything while lots are
still to be drawn between them (the "Draw lots for ties…" button's groups), as the printed
standings do; once drawn, the mark goes (tests/builders/ties.py `ties_below_a_tie_break`)."""

from __future__ import annotations

import random

from tests.builders.ties import ONE_ROUND, ties_below_a_tie_break
from tests.builders.tournaments import burraco_tournament
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.standings.page import StandingsPage

TIED = "tied: draw of lots to be made"


def _tie_breaks(page: StandingsPage) -> dict[int, str]:
    """Each entry's Tie-break cell, as the page shows it."""
    note = page.model.column_index("note")
    return {
        standing.entry: page.model.index(row, note).data()
        for row, standing in enumerate(page.model.rows())
    }


def _first_of(page: StandingsPage, pair: tuple[int, int]) -> int:
    """Which of two pairs sharing a place the page lists first."""
    order = [standing.entry for standing in page.model.rows()]
    return min(pair, key=order.index)


def test_pairs_level_on_everything_are_marked_until_lots_are_drawn(qtbot, ui_context):
    """5 first; 1 and 3 share 2nd, 6 is 4th, 2 and 4 share 5th: the first of each shared
    place is below the row above "by MP scored" and, like the other, waits for the draw.
    Lots drawn between 1 and 3: their marks go, 2 and 4 keep theirs."""
    services = ui_context.services
    tid = burraco_tournament(services, 6, ONE_ROUND)
    ties_below_a_tie_break(services, tid)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.draw_button.isEnabled()
    high, low = _first_of(page, (1, 3)), _first_of(page, (2, 4))
    expected = {5: "", 6: "", 1: TIED, 3: TIED, 2: TIED, 4: TIED}
    expected[high] = expected[low] = f"by MP scored; {TIED}"
    assert _tie_breaks(page) == expected

    services.standings.draw_lots(tid, (1, 3), rng=random.Random(7))
    qtbot.waitUntil(lambda: _tie_breaks(page)[1] != expected[1], timeout=3000)
    shown = _tie_breaks(page)
    assert [shown[n] for n in (5, 6, 2, 4)] == [expected[n] for n in (5, 6, 2, 4)]
    assert TIED not in shown[1] + shown[3]
    assert "by draw" in shown[1] + shown[3]


def test_the_mark_is_worded_in_italian(qtbot, ui_context):
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        ui_context.language = "it"
        services = ui_context.services
        tid = burraco_tournament(services, 6, ONE_ROUND)
        ties_below_a_tie_break(services, tid)
        ui_context.open_tournament(tid)
        page = StandingsPage(ui_context)
        qtbot.addWidget(page)
        page.show()
        shown = _tie_breaks(page)
        assert shown[_first_of(page, (1, 3))] == "per punti fatti; pari merito: sorteggio da fare"
        assert [shown[n] for n in (5, 6)] == ["", ""]
    finally:
        languages.apply("en")
        ui_context.language = "en"
