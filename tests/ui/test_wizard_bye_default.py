"""The wizard's bye is the services' default for the hands and the VP table chosen (14 VP
with 3 hands, at the MP where the table's 14 VP band starts), not a figure of its own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tournament_app.services import BurracoSettings, VictoryPointBand, VictoryPointScale
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_SCORING

# A club's own 3-hand table: 14 VP starts at a difference of 400 (FIBUR's at 355).
CLUB_3 = VictoryPointScale(
    "Circolo 3 smazzate",
    3,
    (VictoryPointBand(0, 10), VictoryPointBand(100, 12), VictoryPointBand(400, 14),
     VictoryPointBand(900, 20)),
)  # fmt: skip
CLUB_2 = VictoryPointScale(
    "Club 2 hands",
    2,
    (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(300, 15),
     VictoryPointBand(600, 20)),
)  # fmt: skip


@pytest.fixture
def wizard(qtbot, ui_context):
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def _to_scoring(qtbot, wizard, hands: int) -> None:
    qtbot.keyClicks(wizard.game_page.name_edit, "Serata")
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    wizard.format_page.hands_spin.setValue(hands)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert wizard.currentId() == PAGE_BURRACO_SCORING


def _choose(wizard, name: str) -> None:
    combo = wizard.scoring_page.vp_combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if name in combo.itemText(i)))


def _bye(wizard) -> tuple[int, int]:
    return wizard.scoring_page.bye_vp.value(), wizard.scoring_page.bye_mp.value()


def test_a_club_table_brings_its_own_bye_mp(qtbot, wizard, ui_context) -> None:
    """FIBUR's 3-hand table: 14 VP and +355 MP; the club's table: +400, where its 14 VP band
    starts, and the tournament made scores a bye so."""
    ui_context.services.tournaments.save_vp_scale(CLUB_3)
    _to_scoring(qtbot, wizard, 3)
    assert _bye(wizard) == (14, 355)
    _choose(wizard, "Circolo 3 smazzate")
    assert _bye(wizard) == (14, 400)
    settings = wizard.burraco_settings()
    assert settings.vp_scale is not None and settings.vp_scale.name == "Circolo 3 smazzate"
    assert (settings.bye_vp, settings.bye_mp) == (14, 400)


def test_two_hands_take_the_bye_from_their_table(qtbot, wizard, ui_context) -> None:
    """2 hands: no FIBUR table, so the bye follows the club's 2-hand table (14 VP need the
    15 VP band there, from 300), not a figure written in the window."""
    ui_context.services.tournaments.save_vp_scale(CLUB_2)
    _to_scoring(qtbot, wizard, 2)
    assert _bye(wizard) == (14, 300)


def test_a_bye_typed_by_the_director_stays_when_the_table_changes(
    qtbot, wizard, ui_context
) -> None:
    ui_context.services.tournaments.save_vp_scale(CLUB_3)
    _to_scoring(qtbot, wizard, 3)
    wizard.scoring_page.bye_mp.setValue(500)
    _choose(wizard, "Circolo 3 smazzate")
    assert _bye(wizard) == (14, 500)


def test_editing_a_tournament_on_the_defaults_keeps_them_derived(qtbot, ui_context) -> None:
    """A tournament that set no bye of its own (bye_vp/bye_mp None) and uses the club table
    keeps deriving it: the wizard shows +400 and, Finish pressed on the figures shown, the
    tournament keeps None (the services' rule on an edit, setting_edits.kept_defaults)."""
    from tournament_app.services import Game, TournamentDraft

    services = ui_context.services
    made = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Serata",
            date="2026-11-26",
            settings=BurracoSettings(vp_scale=CLUB_3),
        )
    )
    wizard = NewTournamentWizard(ui_context, tournament=services.tournaments.get(made.id))
    qtbot.addWidget(wizard)
    wizard.show()
    for _page in range(2):
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    assert _bye(wizard) == (14, 400)
    wizard.accept()
    settings = services.tournaments.get(made.id).settings
    assert (settings.bye_vp, settings.bye_mp) == (None, None)
