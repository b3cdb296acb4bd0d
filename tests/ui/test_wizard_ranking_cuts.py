"""The wizard's scala 40 page: who goes on from an elimination's stage, the best of each
table or the best of the stage's ranking with its cuts (scala40.md, club practice:
"40 -> 16 -> 8 -> final"), refused on the page as the services refuse it at Finish."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.ui.test_mnemonics import shared
from tournament_app.services import Game, Scala40Settings, TournamentDraft
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SCALA40, PAGE_SUMMARY


def _press(qtbot, wizard: NewTournamentWizard, button: QWizard.WizardButton) -> None:
    qtbot.mouseClick(wizard.button(button), Qt.MouseButton.LeftButton)


def _scala40_page(qtbot, context) -> NewTournamentWizard:
    wizard = NewTournamentWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Scala della vigilia")
    wizard.game_page.scala40.setChecked(True)
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SCALA40
    return wizard


def test_the_best_of_the_stage_ranking_16_8_4(qtbot, ui_context) -> None:
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    # By table, as before: the field for the cuts is not shown.
    assert page.by_table.isChecked()
    assert page.advance.isVisible() and not page.cuts_edit.isVisible()
    page.by_ranking.setChecked(True)
    assert page.cuts_edit.isVisible() and not page.advance.isVisible()
    # Nothing typed yet: the page cannot go on.
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    qtbot.keyClicks(page.cuts_edit, "16, 8, 4")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert shared(wizard) == {}
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SUMMARY
    summary = wizard.summary_page.text.text()
    assert "16, 8, 4" in summary and "ranking" in summary
    assert "per table go on" not in summary
    _press(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert wizard.created is not None
    stored = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(stored, Scala40Settings)
    assert stored.stage_cuts == (16, 8, 4)


def test_cuts_that_do_not_fall_are_refused_on_the_page(qtbot, ui_context) -> None:
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    page.by_ranking.setChecked(True)
    qtbot.keyClicks(page.cuts_edit, "8, 16, 4")
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SCALA40
    (refusal,) = ui_context.dialogs.messages("warn")
    assert "must fall from one stage to the next" in refusal
    assert "8, 16, 4" in refusal
    # A final table of 8 at tables of 4 (a final seats up to 6): refused too.
    page.cuts_edit.setText("16, 8")
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SCALA40
    assert "final table" in ui_context.dialogs.messages("warn")[-1]
    page.cuts_edit.setText("16, 8, 4")
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SUMMARY


def test_unreadable_cuts_keep_the_page(qtbot, ui_context) -> None:
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    page.by_ranking.setChecked(True)
    qtbot.keyClicks(page.cuts_edit, "sedici")
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    # Back to the best of each table: the cuts typed no longer count.
    page.by_table.setChecked(True)
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert wizard.scala40_settings().stage_cuts == ()


def _edit(qtbot, context, settings: Scala40Settings) -> NewTournamentWizard:
    created = context.services.tournaments.create(
        TournamentDraft(game=Game.SCALA40, name="Quaranta", date="2026-12-07", settings=settings)
    )
    wizard = NewTournamentWizard(context, tournament=context.services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    return wizard


def test_editing_shows_and_keeps_the_cuts(qtbot, ui_context) -> None:
    wizard = _edit(qtbot, ui_context, Scala40Settings(stage_cuts=(16, 8, 4)))
    page = wizard.scala40_page
    assert page.by_ranking.isChecked()
    assert page.cuts_edit.text() == "16, 8, 4"
    assert wizard.scala40_settings().stage_cuts == (16, 8, 4)
    page.cuts_edit.setText("12, 4")
    assert wizard.scala40_settings().stage_cuts == (12, 4)
    page.by_table.setChecked(True)
    assert wizard.scala40_settings().stage_cuts == ()


def test_editing_a_cut_by_table_stays_by_table(qtbot, ui_context) -> None:
    wizard = _edit(qtbot, ui_context, Scala40Settings(advance_per_table=2))
    page = wizard.scala40_page
    assert page.by_table.isChecked()
    assert page.cuts_edit.text() == ""
    settings = wizard.scala40_settings()
    assert settings.stage_cuts == () and settings.advance_per_table == 2
