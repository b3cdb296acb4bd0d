"""The wizard's scala 40 page at tables of 2 (head to head): the placement points become the
services' default for two seats (2 to the winner, 0 to the loser) and the tournament made
plays at tables of 2; points the director typed stay when the size changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.services import Scala40Settings
from tournament_app.ui.wizard.dialog import NewTournamentWizard


def _scala40_page(qtbot, context) -> NewTournamentWizard:
    wizard = new_scala40(qtbot, context)
    page = wizard.scala40_page
    page.format.setCurrentIndex(page.format.findData("placement"))
    return wizard


def test_tables_of_two_bring_two_points_to_the_winner(qtbot, ui_context) -> None:
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    assert page.points_edit.text() == "4, 2, 1, 0"
    page.table_size.setValue(2)
    assert page.points_edit.text() == "2, 0"
    press_next(qtbot, wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.table_size, settings.placement_points) == (2, (2, 0))
    page.table_size.setValue(4)
    assert page.points_edit.text() == "4, 2, 1, 0"


def test_points_typed_by_the_director_stay(qtbot, ui_context) -> None:
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    page.points_edit.setText("3, 1")
    page.table_size.setValue(2)
    assert page.points_edit.text() == "3, 1"
