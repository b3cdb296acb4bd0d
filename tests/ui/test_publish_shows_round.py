"""Publishing a round makes it the round the Results page shows, even when its draft was
made elsewhere (another station, the command line): the next sheets typed go to it, not as
corrections to the round before."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.ui.test_app_main_window import type_into_focus
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    TournamentDraft,
)
from tournament_app.services.entries import NewEntry
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import TAB_RESULTS, TAB_ROUNDS, MainWindow
from tournament_app.ui.settings import Settings


@pytest.fixture
def window(qtbot, tmp_path: Path, club_file: str) -> MainWindow:
    window = build_main_window(
        club_file,
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    window.show()
    return window


def evening_with_round_2_drafted_elsewhere(window: MainWindow) -> int:
    """8 pairs, round 1 published and all four sheets in (300-300), round 2 drafted by the
    services alone, before this window opens the tournament."""
    services = window.context.services
    draft = TournamentDraft(
        game=Game.BURRACO, name="Venerdi", date="2026-11-27", settings=BurracoSettings()
    )
    tid = int(services.tournaments.create(draft).id)
    services.entries.add_many(
        tid,
        [
            NewEntry((PlayerSpec(surname=f"Rossi{n}", name="Anna"), PlayerSpec(surname=f"Neri{n}")))
            for n in range(8)
        ],
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in range(1, 5):
        services.results.enter_totals(tid, 1, table, 300, 300)
    services.rounds.generate(tid)
    return tid


def test_after_publish_the_results_page_takes_the_new_rounds_sheets(qtbot, window) -> None:
    """Results seen on round 1, then Rounds ▸ Publish on the draft of round 2 made elsewhere,
    Ctrl+4, «3 Tab 1000 Tab 500 Enter»: table 3 of round 2 reads 1000-500 (14-6 in the
    3-hand FIBUR table, a difference of 500) and round 1's table 3 keeps its 300-300."""
    tid = evening_with_round_2_drafted_elsewhere(window)
    window.open_tournament(tid)
    window.show_page(TAB_RESULTS)
    page = window.results_page
    assert page.current_round().number == 1
    window.show_page(TAB_ROUNDS)
    assert window.rounds_page.current_round().number == 2
    qtbot.mouseClick(window.rounds_page.publish_button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == TAB_RESULTS
    assert page.current_round().number == 2
    qtbot.waitUntil(lambda: page.table_edit.hasFocus())
    assert page.table_edit.selectedText() == "1"  # round 2 has no sheet in yet
    type_into_focus(qtbot, ["3", "Tab", "1000", "Tab", "500", "Enter"])
    services = window.context.services
    second = services.results.get(tid, 2, 3)
    assert second is not None
    assert (second.ns_mp, second.ew_mp, second.ns_vp, second.ew_vp) == (1000, 500, 14, 6)
    first = services.results.get(tid, 1, 3)
    assert first is not None and (first.ns_mp, first.ew_mp) == (300, 300)
    assert window.context.dialogs.shown == []
