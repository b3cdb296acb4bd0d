"""A scala 40 elimination by the stage's ranking (torneo tournament create --cuts 16,8,4)
edited in the wizard keeps its cuts: the wizard's page has no field for them yet, and
going back to 'the best of each table' without a word would change who goes on."""

from __future__ import annotations

from tournament_app.services import Game, Scala40Settings, TournamentDraft
from tournament_app.ui.wizard.dialog import NewTournamentWizard


def test_editing_keeps_the_ranking_cuts(qtbot, ui_context) -> None:
    settings = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(16, 8, 4))
    created = ui_context.services.tournaments.create(
        TournamentDraft(game=Game.SCALA40, name="Quaranta", date="2026-12-07", settings=settings)
    )
    wizard = NewTournamentWizard(
        ui_context, tournament=ui_context.services.tournaments.get(created.id)
    )
    qtbot.addWidget(wizard)
    chosen = wizard.scala40_settings()
    assert chosen.stage_cuts == (16, 8, 4)
    assert chosen.limit == 151


def test_a_new_tournament_cuts_by_table(qtbot, ui_context) -> None:
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    assert wizard.scala40_settings().stage_cuts == ()
