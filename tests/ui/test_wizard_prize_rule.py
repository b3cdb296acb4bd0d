"""The prize rule in the wizard: clubs' "premi non cumulabili" unless the director ticks that
prizes add up; shown again, and kept, when the settings are changed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.services import BurracoSettings, Game, Scala40Settings, TournamentDraft
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY


def _finish(qtbot, wizard: NewTournamentWizard) -> None:
    while wizard.currentId() != PAGE_SUMMARY:
        next_button = wizard.button(QWizard.WizardButton.NextButton)
        qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    wizard.accept()


def test_a_new_tournament_s_prizes_do_not_add_up_unless_ticked(qtbot, ui_context) -> None:
    """Left alone the box is clear (the summary says so); ticked, the tournament keeps it."""
    for ticked in (False, True):
        wizard = NewTournamentWizard(ui_context)
        qtbot.addWidget(wizard)
        wizard.show()
        qtbot.keyClicks(wizard.game_page.name_edit, f"Serata {ticked}")
        assert not wizard.game_page.prizes_cumulative.isChecked()
        if ticked:
            qtbot.mouseClick(wizard.game_page.prizes_cumulative, Qt.MouseButton.LeftButton)
        while wizard.currentId() != PAGE_SUMMARY:
            qtbot.mouseClick(
                wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton
            )
        summary = wizard.summary_page.text.text()
        assert ("<td>add up</td>" if ticked else "<td>do not add up</td>") in summary
        wizard.accept()
        settings = ui_context.services.tournaments.get(wizard.created.id).settings
        assert settings.prizes_cumulative is ticked


def test_changing_the_settings_shows_and_keeps_the_rule_and_the_draw(qtbot, ui_context) -> None:
    """A scala 40 whose prizes add up, with a recorded draw: the settings pages show the box
    ticked, and saving them keeps both (the draw is no page's setting)."""
    services = ui_context.services
    created = services.tournaments.create(
        TournamentDraft(
            game=Game.SCALA40,
            name="Domenica",
            settings=Scala40Settings(prizes_cumulative=True, draw_order=(3, 1, 2)),
        )
    )
    wizard = NewTournamentWizard(ui_context, tournament=services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    wizard.show()
    assert wizard.game_page.prizes_cumulative.isChecked()
    _finish(qtbot, wizard)
    settings = services.tournaments.get(created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.prizes_cumulative and settings.draw_order == (3, 1, 2)
    burraco = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Venerdì", settings=BurracoSettings())
    )
    wizard = NewTournamentWizard(ui_context, tournament=services.tournaments.get(burraco.id))
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.mouseClick(wizard.game_page.prizes_cumulative, Qt.MouseButton.LeftButton)
    _finish(qtbot, wizard)
    assert services.tournaments.get(burraco.id).settings.prizes_cumulative
