"""A scala 40 tournament's tables may write their sheets from a phone: the wizard's table
entry switch is offered for scala 40 too, and kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.services import Scala40Settings
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SCALA40, PAGE_SUMMARY


def test_scala40_table_entry_is_offered_and_kept(qtbot, ui_context) -> None:
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Scala 40 al telefono")
    wizard.game_page.scala40.setChecked(True)
    assert wizard.game_page.table_entry.isEnabled()
    wizard.game_page.table_entry.setChecked(True)
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert wizard.currentId() == PAGE_SCALA40
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert wizard.currentId() == PAGE_SUMMARY
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings) and settings.table_entry
