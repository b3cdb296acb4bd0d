"""The Standings page's prize list during the demo scala 40 afternoon (the standings
screenshot): tables 1 and 2 over, table 3 still being played. Its four players have not
finished a table: none of them is among the prize winners (the list gave each category's
places to players at "turno 0, 0 punti di penalità"), and the list says it is provisional
until the standings are final."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.ui.standings.page import StandingsPage

PROVISIONAL = "Provisional: rounds or results still to come"


def scala40_afternoon(services):
    return services.demo.create_scala40_afternoon()


STATES = {"afternoon": with_services(scala40_afternoon, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
afternoon = state_value("afternoon")


@pytest.fixture
def page(qtbot, ui_context, afternoon) -> StandingsPage:
    ui_context.open_tournament(afternoon)
    shown = StandingsPage(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def _lines(page: StandingsPage) -> list[str]:
    return [page.prizes.item(i).text() for i in range(page.prizes.count())]


def test_players_still_at_their_first_table_are_not_prize_winners(
    ui_context, page, afternoon
) -> None:
    services = ui_context.services
    at_table_three = set(services.rounds.get(afternoon, 1).tables[2].players)
    names = {row.entry: row.name for row in services.standings.overall(afternoon)}
    assert page.prize_per.currentData() == "category"  # the demo's players have categories
    assert page.prize_note.isVisible() and page.prize_note.text() == PROVISIONAL
    assert page.prize_winners and not page.prize_winners & at_table_three
    for line in _lines(page):
        assert not any(names[player] in line for player in at_table_three), line
    assert not any("round 0" in line for line in _lines(page))

    # Time called at table 3 (round 1 complete) and the tournament marked finished: the
    # same page, redrawn as it hears the change, gives the final list with them in it.
    sheet = services.results.sheet(afternoon, 1, 3)
    services.results.time_out(afternoon, 1, 3, expected_version=sheet.version)
    assert page.prize_note.isVisible()  # the final is still to play
    services.tournaments.finish(afternoon)
    assert not page.prize_note.isVisible()
    assert page.prize_winners & at_table_three
