"""The window's draw offers only the ties the standings show, but another station may change
them before the director confirms: the services then refuse the draw, and the window says
why in its own words (burraco.md Standings: the draw parts only entries level on everything
else)."""

from __future__ import annotations

from tests.builders.evenings import burraco_tournament
from tests.builders.ties import ONE_ROUND
from tournament_app.services import open_services
from tournament_app.ui.standings.page import StandingsPage


def test_a_tie_gone_meanwhile_is_not_drawn_and_the_window_says_why(qtbot, ui_context):
    services = ui_context.services
    tid = burraco_tournament(services, 4, ONE_ROUND)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in (1, 2):
        services.results.enter_totals(tid, 1, table, 400, 300)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    names = services.entries.names(tid)
    assert page.draw_button.isEnabled()  # 1 and 3 share place 1, 2 and 4 place 3

    # Another station corrects table 2 to 500-200 before this page hears of it: 3 now
    # stands alone on top, 4 alone at the bottom, and nobody shares a place.
    other = open_services(ui_context.database, station="other")
    try:
        other.results.enter_totals(tid, 1, 2, 500, 200, expected_version=1)
    finally:
        other.close()

    dialogs = ui_context.dialogs
    dialogs.choices.append(f"place 1: 1 {names[1]}, 3 {names[3]}")
    dialogs.confirmations.append(True)
    page.draw_button.click()

    told = dialogs.shown[-1]
    assert told.kind == "warn"
    assert told.text.startswith("Entries 1, 3 are not one whole tie (nobody is tied now):")
    assert "Draw lots for ties… on the Standings page" in told.text  # the window's way
    assert "torneo" not in told.text
    assert services.tournaments.get(tid).settings.draw_order == ()
    assert services.audit.list(tid)[0].action != "standings.draw"
