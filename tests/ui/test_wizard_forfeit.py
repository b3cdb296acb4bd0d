"""The wizard's scoring page sets the forfeit's VP (burraco.md: more than 10 minutes late, the
pair present gets 14 VP and the equivalent MP, 12 with 4 hands; the late pair 6, 8 with 4
hands): the default for the hands chosen, as the bye's, typed over by the director, refused
on the page when the late pair would get more, shown on the summary, kept when editing and
greyed once round 1 is published. Real widgets, offscreen."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox, QWizard

from tournament_app.services import BurracoSettings, Game, PlayerSpec, TournamentDraft
from tournament_app.services.entries import NewEntry
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_BURRACO_SCORING, PAGE_SUMMARY


@pytest.fixture
def wizard(qtbot, ui_context):
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def _press(qtbot, wizard: NewTournamentWizard, which: QWizard.WizardButton) -> None:
    qtbot.mouseClick(wizard.button(which), Qt.MouseButton.LeftButton)


def _to_scoring(qtbot, wizard: NewTournamentWizard, hands: int) -> None:
    qtbot.keyClicks(wizard.game_page.name_edit, "Serata")
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    wizard.format_page.hands_spin.setValue(hands)
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_BURRACO_SCORING


def _shown(wizard: NewTournamentWizard) -> tuple[int, int]:
    page = wizard.scoring_page
    return page.forfeit_present.value(), page.forfeit_late.value()


def _type(qtbot, box: QSpinBox, figure: int) -> None:
    """Select the figure shown and type another, as a director does."""
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, str(figure))
    box.interpretText()


def _summary_row(wizard: NewTournamentWizard, name: str) -> str:
    summary = wizard.summary_page.text.text()
    found = re.search(rf"<b>{re.escape(name)}</b></td><td>([^<]*)</td>", summary)
    assert found is not None, summary
    return found.group(1)


def test_the_page_shows_the_default_for_the_hands_chosen(qtbot, wizard) -> None:
    """3 hands: 14 and 6; back to 4 hands: 12 and 8, each on its labelled line."""
    _to_scoring(qtbot, wizard, 3)
    assert _shown(wizard) == (14, 6)
    page = wizard.scoring_page
    assert page.forfeit_present.isVisible() and page.forfeit_late.isVisible()
    texts = " ".join(label.text() for label in page.findChildren(type(page.vp_note)))
    assert "&Forfeit:" in texts
    assert "VP and the equivalent MP to the pair present" in texts
    assert "VP to the late pair (and to a pair that leaves the table)" in texts
    _press(qtbot, wizard, QWizard.WizardButton.BackButton)
    wizard.format_page.hands_spin.setValue(4)
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert _shown(wizard) == (12, 8)


def test_figures_typed_make_the_tournament_and_score_its_forfeit(qtbot, wizard, ui_context) -> None:
    _to_scoring(qtbot, wizard, 4)
    _type(qtbot, wizard.scoring_page.forfeit_present, 13)
    _type(qtbot, wizard.scoring_page.forfeit_late, 7)
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SUMMARY
    assert _summary_row(wizard, "Forfeit VP to the pair present") == "13"
    assert _summary_row(wizard, "Forfeit VP to the late pair") == "7"
    _press(qtbot, wizard, QWizard.WizardButton.FinishButton)

    assert wizard.created is not None
    services = ui_context.services
    settings = services.tournaments.get(wizard.created.id).settings
    assert (settings.hands, settings.forfeit_present_vp, settings.forfeit_late_vp) == (4, 13, 7)
    tid = wizard.created.id
    services.entries.add_many(
        tid,
        [NewEntry((PlayerSpec(f"Rossi{n}", "A"), PlayerSpec(f"Neri{n}", "B"))) for n in range(4)],
    )
    services.rounds.publish(tid, services.rounds.generate(tid).number)
    result = services.results.enter_forfeit(tid, 1, 1, absent="ns")
    # FIBUR's 4-hand table gives 13 VP from a difference of 505.
    assert (result.ns_vp, result.ns_mp, result.ew_vp, result.ew_mp) == (7, 0, 13, 505)


def test_a_late_pair_given_more_is_refused_on_the_page(qtbot, wizard, ui_context) -> None:
    _to_scoring(qtbot, wizard, 3)
    _type(qtbot, wizard.scoring_page.forfeit_present, 5)
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    (refusal,) = ui_context.dialogs.messages("warn")
    assert "the pair present would get 5 VP and the late pair 6" in refusal
    _type(qtbot, wizard.scoring_page.forfeit_present, 6)  # level: a club may score it so
    _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_SUMMARY


def _made(ui_context, settings: BurracoSettings):
    services = ui_context.services
    return services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Sabato", date="2026-12-05", settings=settings)
    )


def _editing(qtbot, ui_context, tournament_id) -> NewTournamentWizard:
    tournament = ui_context.services.tournaments.get(tournament_id)
    wizard = NewTournamentWizard(ui_context, tournament=tournament)
    qtbot.addWidget(wizard)
    wizard.show()
    for _page in range(2):
        _press(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PAGE_BURRACO_SCORING
    return wizard


def test_editing_shows_the_tournament_s_own_figures_or_keeps_the_default(qtbot, ui_context) -> None:
    own = _made(ui_context, BurracoSettings(forfeit_present_vp=15, forfeit_late_vp=5))
    assert _shown(_editing(qtbot, ui_context, own.id)) == (15, 5)
    left = _made(ui_context, BurracoSettings(hands=4))
    wizard = _editing(qtbot, ui_context, left.id)
    assert _shown(wizard) == (12, 8)
    wizard.accept()
    settings = ui_context.services.tournaments.get(left.id).settings
    assert (settings.forfeit_present_vp, settings.forfeit_late_vp) == (None, None)


def test_published_round_1_greys_them(qtbot, ui_context) -> None:
    made = _made(ui_context, BurracoSettings())
    services = ui_context.services
    services.entries.add_many(
        made.id,
        [NewEntry((PlayerSpec(f"Rossi{n}", "A"), PlayerSpec(f"Neri{n}", "B"))) for n in range(4)],
    )
    services.rounds.publish(made.id, services.rounds.generate(made.id).number)
    wizard = _editing(qtbot, ui_context, made.id)
    for box in (wizard.scoring_page.forfeit_present, wizard.scoring_page.forfeit_late):
        assert not box.isEnabled()
        assert "round 1 was published" in box.toolTip()
