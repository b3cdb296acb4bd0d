"""Table entry in the wizard: a burraco tournament's tables may enter their results by phone;
the box is kept with the settings and shown again; a scala 40 tournament has it too (the
score keeper writes the sheet from a phone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY


def _to_summary(qtbot, wizard: NewTournamentWizard) -> None:
    while wizard.currentId() != PAGE_SUMMARY:
        next_button = wizard.button(QWizard.WizardButton.NextButton)
        qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)


def _wizard(qtbot, ui_context, **kwargs) -> NewTournamentWizard:
    wizard = NewTournamentWizard(ui_context, **kwargs)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def test_table_entry_ticked_is_kept_and_shown_again(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context)
    assert not wizard.game_page.table_entry.isChecked()  # off unless the director wants it
    qtbot.keyClicks(wizard.game_page.name_edit, "Serata con i telefoni")
    wizard.game_page.table_entry.setChecked(True)
    _to_summary(qtbot, wizard)
    assert "results entered at the tables (phone)" in wizard.summary_page.text.text().lower()
    wizard.accept()
    tournament = ui_context.services.tournaments.get(wizard.created.id)
    assert tournament.settings.table_entry is True
    again = _wizard(qtbot, ui_context, tournament=tournament)
    assert again.game_page.table_entry.isChecked()


def test_scala40_has_table_entry_too(qtbot, ui_context) -> None:
    wizard = _wizard(qtbot, ui_context)
    wizard.game_page.scala40.setChecked(True)
    assert wizard.game_page.table_entry.isEnabled()
    wizard.game_page.burraco.setChecked(True)
    assert wizard.game_page.table_entry.isEnabled()
