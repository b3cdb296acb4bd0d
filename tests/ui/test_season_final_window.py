"""The season dialog starts the grand final: the wizard opens for the season's game, and the
tournament it makes holds the top of the ranking; a tie at the cut is the director's choice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.ui.test_app_season import two_evenings_won_by_the_same_pair
from tournament_app.services import Game
from tournament_app.ui.season_dialog import SeasonDialog
from tournament_app.ui.wizard.dialog import NewTournamentWizard

STATES = {"won_twice": with_services(two_evenings_won_by_the_same_pair, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
won_twice = state_value("won_twice")


@pytest.fixture
def season(qtbot, ui_context, won_twice):
    """Two burraco evenings won by the same pair: its two players share 1st place."""
    dialog = SeasonDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.date_from.setDate(dialog.date_from.date().fromString("2026-09-01", "yyyy-MM-dd"))
    dialog.date_to.setDate(dialog.date_to.date().fromString("2027-08-31", "yyyy-MM-dd"))
    return dialog


@pytest.fixture
def finished_wizard(monkeypatch):
    """The wizard as a director finishing it at once: what it was opened with, kept."""
    opened: list[NewTournamentWizard] = []

    def finish(wizard: NewTournamentWizard) -> int:
        opened.append(wizard)
        wizard.accept()
        return int(wizard.result())

    monkeypatch.setattr(NewTournamentWizard, "exec", finish)
    return opened


def test_a_tie_at_the_cut_asks_and_the_final_holds_the_top(
    qtbot, ui_context, season, finished_wizard
) -> None:
    """Inviting 1 where several share 1st place asks; inviting every leader makes an
    individual burraco final with them."""
    leaders = sorted(r.name for r in season.model.rows() if r.rank == 1)
    assert len(leaders) > 1  # a pair's two players at least
    every_leader = f"Invite the top {len(leaders)}"
    season.final_top.setValue(1)
    ui_context.dialogs.choices.append(every_leader)
    qtbot.mouseClick(season.final_button, Qt.MouseButton.LeftButton)
    asked = ui_context.dialogs.asked[-1]
    assert asked["choices"] == [every_leader]
    assert all(name in asked["label"] for name in leaders)
    wizard = finished_wizard[0]
    assert wizard.game_page.game() is Game.BURRACO and not wizard.game_page.scala40.isEnabled()
    assert wizard.format_page.individual.isChecked()
    final = ui_context.services.tournaments.get(season.final_created)
    assert final.settings.individual
    entries = ui_context.services.entries.names(final.id)
    assert sorted(entries.values()) == leaders
    assert season.final_top.value() == len(leaders)


def test_cancelling_the_tie_question_makes_nothing(
    qtbot, ui_context, season, finished_wizard
) -> None:
    """No answer to the tie: no wizard, no tournament."""
    before = ui_context.services.tournaments.list()
    season.final_top.setValue(1)
    qtbot.mouseClick(season.final_button, Qt.MouseButton.LeftButton)
    assert finished_wizard == []
    assert ui_context.services.tournaments.list() == before
    assert season.final_created is None
