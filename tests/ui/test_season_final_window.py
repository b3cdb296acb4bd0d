"""The season dialog starts the grand final: the wizard opens for the season's game, and the
tournament it makes holds the top of the ranking; a tie at the cut is the director's choice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.seasons import one_afternoon, two_afternoons
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.ui.test_app_season import two_evenings_won_by_the_same_pair
from tournament_app.services import Game
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.season_dialog import SeasonDialog
from tournament_app.ui.wizard.dialog import NewTournamentWizard

STATES = {
    "won_twice": with_services(two_evenings_won_by_the_same_pair, station="test"),
    # Scala 40 afternoons: one winner and three tied 2nd; twice over, two winners and six 3rd.
    "afternoon": with_services(one_afternoon, station="test"),
    "tie_at_third": with_services(two_afternoons, station="test"),
}
start, ui_context = ui_snapshot_fixtures(STATES)
won_twice = state_value("won_twice")
afternoon = state_value("afternoon")
tie_at_third = state_value("tie_at_third")


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
    # A question, not a refusal to correct: the names in the ranking's order.
    in_order = [r.name for r in season.model.rows() if r.rank == 1]
    assert asked["label"] == (
        f"First place of the season ranking is shared by {', '.join(in_order[:-1])} and"
        f" {in_order[-1]}: invite all of them, the top {len(leaders)}?"
    )
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


def _tie_choices(qtbot, ui_context, top: int) -> dict[str, dict]:
    """What the scala 40 season of 2026 asks for a final of `top` cut inside a tie (its
    question and choices), in English and in Italian (no choice made: nothing is created)."""
    offered = {}
    languages = LanguageSwitcher()
    try:
        for language in ("en", "it"):
            assert languages.apply(language)
            ui_context.language = language
            dialog = SeasonDialog(ui_context)
            qtbot.addWidget(dialog)
            dialog.game.setCurrentIndex(dialog.game.findData(Game.SCALA40))
            dialog.date_from.setDate(dialog.date_from.date().fromString("2026-01-01", "yyyy-MM-dd"))
            dialog.date_to.setDate(dialog.date_to.date().fromString("2026-06-30", "yyyy-MM-dd"))
            dialog.final_top.setValue(top)
            qtbot.mouseClick(dialog.final_button, Qt.MouseButton.LeftButton)
            offered[language] = ui_context.dialogs.asked[-1]
            assert dialog.final_created is None
    finally:
        languages.apply("en")
        ui_context.language = "en"
    return offered


def test_a_tie_at_second_place_offers_the_leader_alone(qtbot, ui_context, afternoon) -> None:
    """Three share 2nd place: inviting 2 offers the leader alone ("Invita solo il primo", not
    "i primi 1") or all four, asked as a question naming the three."""
    _winner, second = afternoon
    tied = sorted(second, key=str.casefold)  # equal on points: the ranking lists by name
    offered = _tie_choices(qtbot, ui_context, 2)
    assert offered["en"]["choices"] == ["Invite the leader alone", "Invite the top 4"]
    assert offered["it"]["choices"] == ["Invita solo il primo", "Invita i primi 4"]
    assert offered["en"]["label"] == (
        f"Place 2 of the season ranking is shared by {tied[0]}, {tied[1]} and {tied[2]}:"
        " invite the leader alone or the top 4?"
    )
    assert offered["it"]["label"] == (
        f"Il 2° posto della classifica della stagione è condiviso da {tied[0]}, {tied[1]} e"
        f" {tied[2]}: invitare solo il primo o i primi 4?"
    )


def test_a_tie_at_third_place_offers_the_top_two(qtbot, ui_context, tie_at_third) -> None:
    """Six share 3rd place: inviting 3 offers the top 2 or all eight, asked as the question
    it is (no "Invalid value", no "correct it and try again")."""
    offered = _tie_choices(qtbot, ui_context, 3)
    assert offered["en"]["choices"] == ["Invite the top 2", "Invite the top 8"]
    assert offered["it"]["choices"] == ["Invita i primi 2", "Invita i primi 8"]
    english, italian = offered["en"]["label"], offered["it"]["label"]
    assert english.startswith("Place 3 of the season ranking is shared by ")
    assert english.endswith(": invite the top 2 or the top 8?")
    assert italian.startswith("Il 3° posto della classifica della stagione è condiviso da ")
    assert italian.endswith(": invitare i primi 2 o i primi 8?")
    assert english.count(", ") == 4 and " and " in english  # six names: a, b, c, d, e and f
