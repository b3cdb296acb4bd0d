"""Steps through the new-tournament wizard as a director takes them, shared by its tests."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SCALA40


def press_next(qtbot, wizard: NewTournamentWizard) -> None:
    """A click on Next, as the director gives it."""
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def new_scala40(qtbot, context) -> NewTournamentWizard:
    """The wizard on the scala 40 rules page of a new tournament."""
    wizard = NewTournamentWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Scala 40 del giovedi")
    wizard.game_page.scala40.setChecked(True)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SCALA40
    return wizard
