"""The wizard's scala 40 page offers the pairs form (issue #19): two pairs a table (the size
is no longer asked), the match's rules instead of placement points, and the tournament made
plays in pairs; editing it shows them again, and back to singles brings the table size back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.services import DrawRule, Scala40Form, Scala40Settings
from tournament_app.ui.wizard.dialog import NewTournamentWizard


def _scala40_page(qtbot, context) -> NewTournamentWizard:
    wizard = new_scala40(qtbot, context)
    page = wizard.scala40_page
    page.format.setCurrentIndex(page.format.findData("placement"))
    return wizard


def test_pairs_form_makes_a_pairs_tournament(qtbot, ui_context) -> None:
    """Choosing pairs hides the table size and placement points and shows the match's rules."""
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    assert not page.pairs.isVisible() and page.table_size.isVisible()
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    assert page.pairs.isVisible() and not page.table_size.isVisible()
    assert not page.points_edit.isVisible()
    page.pairs.target.setValue(2)
    page.pairs.draw.setCurrentIndex(page.pairs.draw.findData(DrawRule.LOWER_PENALTY))
    page.pairs.match_points.setText("3, 1")
    assert not page.isComplete()  # three numbers: win, draw, loss
    page.pairs.match_points.setText("3, 1, 0")
    assert page.isComplete()
    press_next(qtbot, wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.form is Scala40Form.PAIRS and settings.table_size == 2
    assert (settings.pairs_target, settings.pairs_draw) == (2, DrawRule.LOWER_PENALTY)
    assert settings.match_points == (3, 1, 0)

    made = ui_context.services.tournaments.get(wizard.created.id)
    again = NewTournamentWizard(ui_context, tournament=made)
    qtbot.addWidget(again)
    shown = again.scala40_page
    assert shown.form_choice.currentData() is Scala40Form.PAIRS
    assert shown.pairs.match_points.text() == "3, 1, 0"


def test_back_to_singles_brings_the_table_size_back(qtbot, ui_context) -> None:
    """Pairs then singles again: the size the director had chosen comes back."""
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    page.table_size.setValue(5)
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    assert page.table_size.value() == 2
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.SINGLES))
    assert page.table_size.value() == 5 and page.table_size.isVisible()
    assert wizard.scala40_settings().form is Scala40Form.SINGLES
