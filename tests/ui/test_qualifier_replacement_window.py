"""Withdrawing a scala 40 qualifier on the Registration page before the next stage: the page
asks whether the next in the ranking goes on instead, and does so only on Yes."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.builders.tournaments import scala40_tournament
from tests.services.test_scala40_ranking_cut import CLUB, _stage
from tournament_app.services import Services
from tournament_app.ui.registration.page import RegistrationPage


def forty_players_stage_one_played(services: Services) -> tuple[int, list[list[int]]]:
    tournament = scala40_tournament(services, 40, CLUB)
    return tournament, _stage(services, tournament, 1, [200 + t for t in range(1, 11)])


# Built once per process by the window's station ("test"), copied for each test.
STATES = {"stage_played": with_services(forty_players_stage_one_played, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
stage_played = state_value("stage_played")


@pytest.fixture
def stage_one(qtbot, ui_context, stage_played):
    """40 players, stage 1 played; the page on the tournament; who leaves and who is next."""
    tournament, tables = stage_played
    ui_context.open_tournament(tournament)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    leaving = tables[0][0]
    proxy = page.proxy
    row = next(r for r in range(proxy.rowCount()) if str(proxy.index(r, 0).data()) == str(leaving))
    page.view.selectRow(row)
    return page, tournament, leaving, tables[6][1]


def _seated(ui_context, tournament) -> set[int]:
    made = ui_context.services.rounds.generate(tournament)
    return {p for table in made.tables for p in table.players}


def test_yes_puts_the_next_in_the_ranking_in_the_place(ui_context, stage_one) -> None:
    """Withdraw, then Yes: the next in the ranking is named and seated in stage 2."""
    page, tournament, leaving, next_best = stage_one
    ui_context.dialogs.confirmations.extend([True, True])
    page.toggle_withdrawn()
    question = ui_context.dialogs.shown[-1]
    assert question.kind == "confirm"
    assert f"N. {leaving} (" in question.text and f"Put N. {next_best} (" in question.text
    assert "stage 2" in question.text
    seated = _seated(ui_context, tournament)
    assert next_best in seated and leaving not in seated


def test_no_withdraws_only(ui_context, stage_one) -> None:
    """Withdraw, then No: withdrawn, nobody comes in (the stage has one fewer)."""
    page, tournament, leaving, next_best = stage_one
    ui_context.dialogs.confirmations.extend([True, False])
    page.toggle_withdrawn()
    assert ui_context.services.entries.get(tournament, leaving).withdrawn
    seated = _seated(ui_context, tournament)
    assert next_best not in seated and leaving not in seated and len(seated) == 15


def test_a_finalist_withdrawn_is_replaced_by_the_next_of_the_season(qtbot, ui_context) -> None:
    """A grand final's invitee withdrawn before it starts: the page names the next of the
    season ranking and, on Yes, enters them."""
    from tests.services.test_final_replacements import FINAL, SEASON
    from tournament_app.services.season.final import start_final
    from tournament_app.services.season.ranking import season_ranking

    services = ui_context.services
    season = scala40_tournament(services, 40, CLUB, date="2026-03-01")
    _stage(services, season, 1, [200 + t for t in range(1, 11)])
    final = start_final(services, FINAL, SEASON, 3).tournament.id
    fourth = season_ranking(services, SEASON).rows[3].name
    ui_context.open_tournament(final)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    proxy = page.proxy
    page.view.selectRow(
        next(r for r in range(proxy.rowCount()) if str(proxy.index(r, 0).data()) == "2")
    )
    ui_context.dialogs.confirmations.extend([True, True])
    page.toggle_withdrawn()
    question = ui_context.dialogs.shown[-1].text
    assert "was invited to the grand final" in question and f"Invite {fourth}," in question
    assert services.entries.get(final, 4).names == fourth


def test_saving_the_settings_keeps_the_replacement(qtbot, ui_context, stage_one) -> None:
    """The wizard opened on the tournament and finished: the replacement confirmed stays."""
    from tournament_app.ui.wizard.dialog import NewTournamentWizard

    page, tournament, leaving, next_best = stage_one
    ui_context.dialogs.confirmations.extend([True, True])
    page.toggle_withdrawn()
    kept = ui_context.services.tournaments.get(tournament).settings.stage_replacements
    assert kept == ((1, leaving, next_best),)
    wizard = NewTournamentWizard(
        ui_context, tournament=ui_context.services.tournaments.get(tournament)
    )
    qtbot.addWidget(wizard)
    wizard.accept()
    assert ui_context.services.tournaments.get(tournament).settings.stage_replacements == kept


def test_a_finalist_withdrawn_when_the_next_are_level_is_told_what_to_do(qtbot, ui_context) -> None:
    """The season's winner, the one invitee, withdrawn: the next three share 2nd place, so the
    page says the withdrawal stands and to draw lots and enter the one drawn by hand (not to
    withdraw again, which would bring the invitee back); nobody is entered."""
    from tests.builders.seasons import SEASON, one_afternoon
    from tests.services.test_season_final import FINAL
    from tournament_app.services.season.final import start_final

    services = ui_context.services
    winner, _seconds = one_afternoon(services)
    final = start_final(services, FINAL, SEASON, 1).tournament.id
    ui_context.open_tournament(final)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.view.selectRow(0)
    ui_context.dialogs.confirmations.append(True)
    page.toggle_withdrawn()
    told = ui_context.dialogs.shown[-1]
    assert told.kind != "confirm"
    assert told.text.startswith(f"{winner}'s withdrawal is recorded, but the next in the season")
    assert told.text.endswith(
        "draw lots among them and enter the one drawn by hand. Nothing changed."
    )
    assert "reinstate" not in told.text
    assert services.entries.get(final, 1).withdrawn
    assert len(services.entries.list(final)) == 1
