"""2 hands a turno in the wizard: FIBUR publishes no VP table for them, so the scoring page
says so in one sentence and lists only the director's own 2-hand tables; New custom table…
opens the editor on FIBUR's 3-hand table scaled to 2 hands, named as the club's own, and the
tournament made with it takes its bye from it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWizard

from tournament_app.services import BurracoSettings, VictoryPointBand, VictoryPointScale
from tournament_app.ui.vp_table_editor import VpTableEditor
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_SCORING

CLUB_2 = VictoryPointScale(
    "Circolo 2 smazzate",
    2,
    (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(400, 20)),
)
CLUB_3 = VictoryPointScale(
    "Circolo 3 smazzate",
    3,
    (VictoryPointBand(0, 10), VictoryPointBand(100, 12), VictoryPointBand(900, 20)),
)


@pytest.fixture
def wizard(qtbot, ui_context):
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def _next(qtbot, wizard) -> None:
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def _to_scoring(qtbot, wizard, hands: int) -> None:
    qtbot.keyClicks(wizard.game_page.name_edit, "Due smazzate")
    _next(qtbot, wizard)
    wizard.format_page.hands_spin.setValue(hands)
    _next(qtbot, wizard)
    assert wizard.currentId() == PAGE_BURRACO_SCORING


def _listed(wizard) -> list[str]:
    combo = wizard.scoring_page.vp_combo
    return [combo.itemText(i) for i in range(combo.count())]


def test_choosing_two_hands_says_so_at_once(qtbot, wizard) -> None:
    qtbot.keyClicks(wizard.game_page.name_edit, "Due smazzate")
    _next(qtbot, wizard)
    page = wizard.format_page
    assert not page.hands_note.isVisible()
    page.hands_spin.setValue(2)
    assert page.hands_note.isVisible()
    assert page.hands_note.text().startswith("FIBUR publishes no VP table for 2-hand turni")
    page.hands_spin.setValue(4)
    assert not page.hands_note.isVisible()


def test_two_hands_say_fibur_has_no_table_and_offer_the_own_ones(qtbot, wizard, ui_context) -> None:
    ui_context.services.tournaments.save_vp_scale(CLUB_2)
    ui_context.services.tournaments.save_vp_scale(CLUB_3)
    _to_scoring(qtbot, wizard, 2)
    note = wizard.scoring_page.vp_note
    assert note.isVisible()
    assert "FIBUR publishes no VP table for 2-hand turni" in note.text()
    # Only the director's own table for 2 hands: neither FIBUR's nor the 3-hand club one.
    assert _listed(wizard) == ["Circolo 2 smazzate"]
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_three_hands_say_nothing_and_list_fibur_first(qtbot, wizard, ui_context) -> None:
    ui_context.services.tournaments.save_vp_scale(CLUB_2)
    ui_context.services.tournaments.save_vp_scale(CLUB_3)
    _to_scoring(qtbot, wizard, 3)
    assert not wizard.scoring_page.vp_note.isVisible()
    listed = _listed(wizard)
    assert len(listed) == 2 and "FIBUR" in listed[0] and listed[1] == "Circolo 3 smazzate"


def test_the_editor_starts_from_fibur_3_scaled_as_the_club_s_own(qtbot, wizard) -> None:
    _to_scoring(qtbot, wizard, 2)
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    seen: dict[str, object] = {}

    def save_as_proposed() -> None:
        editor = QApplication.activeModalWidget()
        assert isinstance(editor, VpTableEditor)
        seen["name"] = editor.name_edit.text()
        seen["hands"] = editor.hands_spin.value()
        seen["rows"] = editor.rows()
        editor.buttons.button(QDialogButtonBox.StandardButton.Save).click()

    QTimer.singleShot(0, save_as_proposed)
    qtbot.mouseClick(wizard.scoring_page.new_table, Qt.MouseButton.LeftButton)
    assert seen["name"] == "Club table, 2 hands (FIBUR 3 scaled)"
    assert seen["hands"] == 2
    # FIBUR 3 hands: 55 starts 11-9, 355 starts 14-6, 1505 is 20-0; two thirds of each.
    rows = seen["rows"]
    assert isinstance(rows, list)
    assert rows[:2] == [(0, 10), (35, 11)] and (235, 14) in rows and rows[-1] == (1005, 20)
    assert wizard.scoring_page.vp_combo.currentText() == "Club table, 2 hands (FIBUR 3 scaled)"
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    settings = wizard.burraco_settings()
    assert isinstance(settings, BurracoSettings) and settings.hands == 2
    assert settings.vp_scale is not None and settings.vp_scale.hands == 2
    # The bye is derived as for any table: 14 VP at the MP where its 14 VP band starts.
    assert (settings.bye_vp, settings.bye_mp) == (14, 235)
