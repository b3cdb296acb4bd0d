"""The wizard names FIBUR's own VP tables in the window's language ("FIBUR 3 hands" in the
English window, not the Italian name they ship with), while a table the club saved keeps the
name the director gave it, and the tournament stores the tables as before."""

from __future__ import annotations

import pytest

from tests.ui.wizard_steps import press_next
from tournament_app.services import (
    BurracoSettings,
    Game,
    TournamentDraft,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_SCORING, PAGE_SUMMARY


def on_the_scoring_page(qtbot, context) -> NewTournamentWizard:
    """A new burraco tournament named, Next, Next: the scoring page, 3 hands."""
    wizard = NewTournamentWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Friday burraco")
    press_next(qtbot, wizard)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    return wizard


def listed(wizard: NewTournamentWizard) -> list[str]:
    combo = wizard.scoring_page.vp_combo
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_fibur_tables_are_named_in_english(qtbot, ui_context):
    """3 hands: "FIBUR 3 hands" chosen, on the page and in the summary; 4 hands: "FIBUR 4
    hands". No Italian word in the English window."""
    wizard = on_the_scoring_page(qtbot, ui_context)
    assert wizard.scoring_page.vp_combo.currentText() == "FIBUR 3 hands"
    assert not any("smazzate" in name for name in listed(wizard))
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    assert "FIBUR 3 hands" in wizard.summary_page.text.text()
    assert "smazzate" not in wizard.summary_page.text.text()

    wizard.back()
    wizard.back()
    wizard.format_page.hands_spin.setValue(4)
    press_next(qtbot, wizard)
    assert wizard.scoring_page.vp_combo.currentText() == "FIBUR 4 hands"


def test_a_club_table_keeps_its_own_name(qtbot, ui_context):
    """A table the club saved for 3 hands is listed by its name after FIBUR's, even a name
    that looks like FIBUR's: its bands are its own, so it is not FIBUR's table."""
    bands = (VictoryPointBand(0, 10), VictoryPointBand(100, 15), VictoryPointBand(600, 20))
    for name in ("Circolo 3 smazzate", "FIBUR 3 smazzate rivista"):
        ui_context.services.tournaments.save_vp_scale(VictoryPointScale(name, 3, bands))
    wizard = on_the_scoring_page(qtbot, ui_context)
    assert listed(wizard) == ["FIBUR 3 hands", "Circolo 3 smazzate", "FIBUR 3 smazzate rivista"]


@pytest.mark.slow
def test_a_tournament_on_the_fibur_table_keeps_it_when_edited(qtbot, ui_context):
    """A tournament stored with FIBUR's 3-hand table: editing it shows "FIBUR 3 hands" and
    saving keeps the very table stored (its name included: the data is not renamed)."""
    services = ui_context.services
    fibur = services.tournaments.vp_scales()[0]
    assert fibur.hands == 3
    created = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Sabato",
            date="2026-12-05",
            settings=BurracoSettings(vp_scale=fibur),
        )
    )
    stored = services.tournaments.get(created.id)
    wizard = NewTournamentWizard(ui_context, tournament=stored)
    qtbot.addWidget(wizard)
    wizard.show()
    press_next(qtbot, wizard)
    press_next(qtbot, wizard)
    assert wizard.scoring_page.vp_combo.currentText() == "FIBUR 3 hands"
    press_next(qtbot, wizard)
    wizard.accept()
    assert services.tournaments.get(created.id).settings.vp_scale == fibur
