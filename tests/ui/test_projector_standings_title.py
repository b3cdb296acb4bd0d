"""The projector's standings say after which round they are, and whether they are partial,
provisional or final, in the printed standings' words: mid-round a pair with a bye already
has its VP while the others have none, and the room must not read that as a final order."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.tournaments import enter_every_table
from tournament_app.services import BurracoSettings, PairingSystem, ScheduleStep
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.projector.window import ProjectorWindow

TWO_ROUNDS = BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 2),))


def _title(window: ProjectorWindow) -> str:
    """The standings page's title as the room reads it (the line above the ranking)."""
    document = QTextDocument()
    document.setHtml(window.standings.text())
    return " ".join(document.toPlainText().split("\n")[0].split())


def test_mid_round_the_standings_say_partial_after_the_round_in_play(qtbot, ui_context):
    """5 pairs, round 1 complete (600 v 300 everywhere), round 2 published, no result in:
    the pair with the bye in round 2 is already counted, so the wall says "after round 2
    (provisional, partial)"; in Italian as the printout: "dopo il turno 2 (provvisoria,
    parziale)"."""
    services = ui_context.services
    tid = burraco_tournament(services, 5)
    published_round(services, tid)
    enter_every_table(services, tid, 1, 600, 300)
    published_round(services, tid)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert _title(window) == "Standings after round 2 (provisional, partial)"

    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        ui_context.language = "it"  # as Settings ▸ Language does before telling the pages
        ui_context.changes.language_changed.emit("it")
        assert _title(window) == "Classifica dopo il turno 2 (provvisoria, parziale)"
    finally:
        languages.apply("en")
        ui_context.language = "en"


def test_the_round_complete_the_standings_are_provisional_then_final(qtbot, ui_context):
    """A 2-round evening of 4 pairs: after round 1 complete the wall says "after round 1
    (provisional)", no longer partial; once round 2's results are all in, "Final standings"
    (the last planned round complete), redrawn as the results come in."""
    services = ui_context.services
    tid = burraco_tournament(services, 4, TWO_ROUNDS)
    published_round(services, tid)
    enter_every_table(services, tid, 1, 600, 300)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    assert _title(window) == "Standings after round 1 (provisional)"

    published_round(services, tid)
    qtbot.waitUntil(lambda: "partial" in _title(window), timeout=3000)
    assert _title(window) == "Standings after round 2 (provisional, partial)"
    enter_every_table(services, tid, 2, 500, 400)
    qtbot.waitUntil(lambda: _title(window) == "Final standings", timeout=3000)
