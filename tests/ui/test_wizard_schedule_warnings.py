"""The wizard's format page says, as the schedule is set, what the services warn of it
(services.schedule_checks): more rounds than a FIBUR club tournament plays, and, for a
tournament with its pairs entered, a Mitchell longer than they allow, with the numbers and
the schedules that fit, in the window's words. A warning never stops Finish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QSpinBox, QWizard

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import BurracoSettings, PairingSystem, ScheduleStep
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_FORMAT


def _next(qtbot, wizard: NewTournamentWizard) -> None:
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def _rounds_spin(wizard: NewTournamentWizard, row: int) -> QSpinBox:
    spin = wizard.format_page.schedule.grid.cellWidget(row, 1)
    assert isinstance(spin, QSpinBox)
    return spin


def _settled() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


@pytest.fixture
def new_wizard(qtbot, ui_context) -> NewTournamentWizard:
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Venerdi")
    _next(qtbot, wizard)
    assert wizard.currentId() == PAGE_BURRACO_FORMAT
    return wizard


def test_a_new_tournament_past_four_rounds_recalls_the_club_limit(new_wizard) -> None:
    page = new_wizard.format_page
    assert not page.schedule_note.isVisible()  # Mitchell x3 + Danese x1: a club evening
    _rounds_spin(new_wizard, 0).setValue(4)
    assert page.schedule_note.isVisible()
    assert page.schedule_note.text() == (
        "FIBUR club tournaments play at most 4 rounds, and this schedule sets 5."
    )
    # No pairs entered yet: no Mitchell is too long for them, however long.
    _rounds_spin(new_wizard, 0).setValue(9)
    assert "Mitchell" not in page.schedule_note.text()
    _rounds_spin(new_wizard, 0).setValue(3)
    assert not page.schedule_note.isVisible()


def test_four_pairs_hear_of_the_mitchell_too_long_and_may_go_on(qtbot, ui_context) -> None:
    services = ui_context.services
    schedule = (ScheduleStep(PairingSystem.MITCHELL, 2), ScheduleStep(PairingSystem.DANESE, 1))
    tournament_id = burraco_tournament(services, 4, BurracoSettings(schedule=schedule))
    wizard = NewTournamentWizard(ui_context, tournament=services.tournaments.get(tournament_id))
    qtbot.addWidget(wizard)
    wizard.show()
    _next(qtbot, wizard)
    page = wizard.format_page
    note = page.schedule_note
    # Exactly the 2 rounds 4 pairs allow: nothing to say.
    assert not note.isVisible()
    _rounds_spin(wizard, 0).setValue(3)
    assert note.isVisible()
    assert note.text() == (
        "With 4 pairs a Mitchell plays at most 2 rounds before pairs meet again, and the"
        " schedule sets 3 Mitchell rounds: from round 3 pairs who have already met would meet"
        " again. To avoid it, set the schedule to Mitchell ×2 + Danish ×1 (fewer rounds) or"
        " Mitchell ×2 + Danish ×2 (the rest as Danish rounds)."
    )
    # The window names no command.
    assert "torneo" not in note.text() and "--" not in note.text()
    # Every line of it on screen, and the schedule above it not squeezed to make room.
    _settled()
    assert note.height() >= note.heightForWidth(note.width())
    assert page.schedule.height() >= page.schedule.grid.height() == 124
    # EW moving on by 2 tables of 2: back where they started after 1 round.
    page.shift_spin.setValue(2)
    assert note.text().startswith("With 4 pairs a Mitchell plays only 1 round before")
    page.shift_spin.setValue(1)

    # Finish saves the schedule as set: a warning does not refuse.
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    wizard.accept()
    assert wizard.created is not None
    saved = services.tournaments.get(tournament_id).settings
    assert isinstance(saved, BurracoSettings)
    assert saved.schedule == (
        ScheduleStep(PairingSystem.MITCHELL, 3),
        ScheduleStep(PairingSystem.DANESE, 1),
    )
    assert wizard.created.schedule_warnings[0].rounds == 3
