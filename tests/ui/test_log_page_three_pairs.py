"""The window's Log page at a table of three pairs (burraco a sei): a correction to the third
pair's total alone reads, in the list and in the detail pane, with the three totals and the
three pairs' VP, in English and in Italian.

Figures by hand from FIBUR's 3-hand table and the default rule (the mean of a pair's two
conversions, a half up): 640-245-400 gives 13, 7, 10; the third at 500, NS 14 and 11, EO 6 and
7, the third 9 and 13: 13, 7, 11.
"""

from __future__ import annotations

from tests.builders.snapshots import opened_tournament, ui_snapshot_fixtures, with_services
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    ThreePairsTables,
    TournamentId,
)
from tournament_app.ui.log_page import LogPage


def _corrected(services: Services) -> TournamentId:
    """Seven pairs (5, 6 and 7 at table 3 of round 1): 640-245-400, then the third pair's
    total corrected to 500."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.WHEN_NEEDED,
    )
    tournament_id = burraco_tournament(services, pairs=7, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 500), expected_version=1)
    return tournament_id


start, ui_context = ui_snapshot_fixtures({"corrected": with_services(_corrected, station="test")})
corrected = opened_tournament("corrected")


def _newest(qtbot, ui_context) -> tuple[str, str]:
    """The newest row's Change column and the detail pane once it is chosen."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    change = page.model.column_index("action")
    page.view.setCurrentIndex(page.model.index(0, change))
    return str(page.model.index(0, change).data()), page.detail.toPlainText()


def test_the_correction_names_the_third_pair_in_english(qtbot, ui_context, corrected) -> None:
    said, detail = _newest(qtbot, ui_context)
    assert said == "Result corrected: from 640-245-400 (VP 13-7-10) to 640-245-500 (VP 13-7-11)"
    assert detail == (
        "Before:\nTable 3: NS 640 — EW 245 — 3rd 400, VP 13–7–10\n\n"
        "After:\nTable 3: NS 640 — EW 245 — 3rd 500, VP 13–7–11"
    )


def test_the_correction_names_the_third_pair_in_italian(qtbot, ui_context, corrected) -> None:
    ui_context.language = "it"
    try:
        said, detail = _newest(qtbot, ui_context)
    finally:
        ui_context.language = "en"
    assert said == "Risultato corretto: da 640-245-400 (PV 13-7-10) a 640-245-500 (PV 13-7-11)"
    assert "Tavolo 3: NS 640 — EO 245 — 3ª 400, PV 13–7–10" in detail
    assert "Tavolo 3: NS 640 — EO 245 — 3ª 500, PV 13–7–11" in detail
