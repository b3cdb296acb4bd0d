"""Team events in the window: the wizard offers the team format and its movement (kept and
shown again), Registration lists the teams and their players, Standings shows the team
ranking above the pairs'. Figures worked out by hand from the team table (3 hands)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    PlayerSpec,
    ScheduleStep,
    TeamMovement,
    TournamentId,
)
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.standings.page import StandingsPage
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY

TEAMS = BurracoSettings(
    event_format=EventFormat.TEAMS,
    schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
)


def _wizard(qtbot, ui_context, **kwargs) -> NewTournamentWizard:
    wizard = NewTournamentWizard(ui_context, **kwargs)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def test_the_wizard_makes_a_team_event(qtbot, ui_context) -> None:
    """Teams chosen with the keyboard (Alt+E), the never-again movement: kept and shown again."""
    wizard = _wizard(qtbot, ui_context)
    qtbot.keyClicks(wizard.game_page.name_edit, "Campionato a squadre")
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    page = wizard.format_page
    assert not page.team_movement.isEnabled()  # pairs until teams are chosen
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)  # Alt letters work in the window in front
    qtbot.keyClick(wizard, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(page.teams.isChecked)
    assert page.team_movement.isEnabled()
    assert not page.first_round.isEnabled()  # the team movement seats every round
    page.team_movement.setCurrentIndex(page.team_movement.findData(TeamMovement.NEVER_AGAIN))
    while wizard.currentId() != PAGE_SUMMARY:
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert "teams" in wizard.summary_page.text.text()
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert settings.event_format is EventFormat.TEAMS
    assert settings.team_movement is TeamMovement.NEVER_AGAIN
    again = _wizard(
        qtbot, ui_context, tournament=ui_context.services.tournaments.get(wizard.created.id)
    )
    assert again.format_page.teams.isChecked()
    assert again.format_page.team_movement.currentData() is TeamMovement.NEVER_AGAIN


def _four_teams(services) -> TournamentId:
    tid = burraco_tournament(services, 8, TEAMS)
    for name, pairs in (("Assi", [1, 2]), ("Bassotti", [3, 4]), ("Cuori", [5, 6])):
        services.teams.add(tid, name, pairs, club="Circolo Sud")
    services.teams.add(tid, "Denari", [7, 8])
    return tid


def test_registration_lists_the_teams_and_their_players(qtbot, ui_context) -> None:
    """Each team a line (4 players), its two pairs with their players under it."""
    tid = _four_teams(ui_context.services)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.teams.tree.topLevelItemCount() == 4, timeout=3000)
    first = page.teams.tree.topLevelItem(0)
    assert (first.text(0), first.text(1), first.text(2)) == ("1. Assi", "Circolo Sud", "4 players")
    assert first.child(1).text(0) == "pair 2"
    assert first.child(1).text(2) == "Rossi2 Anna - Bianchi2 Carlo"


def test_a_team_is_made_and_removed_from_registration(qtbot, ui_context) -> None:
    """Add team… typed from the keyboard makes team 5 of pairs 9 and 10; a team of one pair is
    refused with the services' words and nothing made; Remove team asks, then takes it out."""
    from tournament_app.ui.registration.teams_panel import TeamDialog

    services = ui_context.services
    tid = _four_teams(services)
    for number in (9, 10):
        services.entries.add(
            tid, [PlayerSpec(f"Nuovo{number}", "Ada"), PlayerSpec(f"Altro{number}", "Bo")]
        )
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.teams.tree.topLevelItemCount() == 4, timeout=3000)

    refused = TeamDialog(ui_context, tid, page)
    qtbot.addWidget(refused)
    qtbot.keyClicks(refused.name_edit, "Picche")
    qtbot.keyClicks(refused.pairs_edit, "9")
    refused.save()
    assert refused.result() != TeamDialog.DialogCode.Accepted
    assert "4 to 6" in ui_context.dialogs.shown[-1].text
    assert len(services.teams.list(tid)) == 4

    dialog = TeamDialog(ui_context, tid, page)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name_edit, "Picche")
    qtbot.keyClicks(dialog.club_edit, "Circolo Nord")
    qtbot.keyClicks(dialog.pairs_edit, "9, 10")
    dialog.save()
    qtbot.waitUntil(lambda: page.teams.tree.topLevelItemCount() == 5, timeout=3000)
    assert page.teams.tree.topLevelItem(4).text(0) == "5. Picche"

    page.teams.tree.setCurrentItem(page.teams.tree.topLevelItem(4).child(0))
    ui_context.dialogs.confirmations.append(True)
    page.teams.remove_team()
    qtbot.waitUntil(lambda: page.teams.tree.topLevelItemCount() == 4, timeout=3000)
    assert "Its pairs stay entered" in ui_context.dialogs.shown[-1].text


def test_a_team_seated_in_a_round_is_not_removed_and_the_director_is_told_why(
    qtbot, ui_context
) -> None:
    """Remove team on team 1 once round 1 seats it: the services' sentence says what stands
    in the way and what to do instead, never "invalid value, correct it and try again"
    (nothing typed is wrong); the team stays."""
    services = ui_context.services
    tid = _four_teams(services)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.teams.tree.topLevelItemCount() == 4, timeout=3000)
    page.teams.tree.setCurrentItem(page.teams.tree.topLevelItem(0))
    ui_context.dialogs.confirmations.append(True)
    page.teams.remove_team()
    assert ui_context.dialogs.shown[-1].text == (
        "Team 1 has played or is seated in round 1, so it can no longer be removed: a team is"
        " removed only before a round seats its pairs. If it no longer plays, withdraw its"
        " pairs: the rounds already played stay. Nothing changed."
    )
    assert len(services.teams.list(tid)) == 4


def test_a_line_up_is_chosen_from_registration(qtbot, ui_context) -> None:
    """Line-up… for team 4 before round 1: pair 8 at the first table, 7 at the second."""
    from tournament_app.services import TeamLineUp
    from tournament_app.ui.registration.teams_panel import LineUpDialog

    services = ui_context.services
    tid = _four_teams(services)
    team = services.teams.list(tid)[3]
    dialog = LineUpDialog(ui_context, tid, team)
    qtbot.addWidget(dialog)
    assert dialog.round_spin.value() == 1  # nothing generated yet: round 1
    assert (dialog.first.currentData(), dialog.second.currentData()) == (7, 8)
    dialog.first.setCurrentIndex(dialog.first.findData(8))
    dialog.second.setCurrentIndex(dialog.second.findData(7))
    dialog.save()
    assert services.teams.lineups(tid, 1)[3] == TeamLineUp(1, 4, 8, 7, True)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    assert LineUpDialog(ui_context, tid, team).round_spin.value() == 2  # the next one


def test_a_pairs_tournament_shows_no_teams(qtbot, ui_context) -> None:
    tid = burraco_tournament(ui_context.services, 4)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.model.rowCount() == 4, timeout=3000)
    assert page.teams.isHidden()


def test_standings_show_the_team_ranking(qtbot, ui_context) -> None:
    """Match 1 (team 1 v 4): 640 + 500 against 245 + 300, +595: 13-7; match 2 even 10-10."""
    services = ui_context.services
    tid = _four_teams(services)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table, ns, ew in ((1, 640, 245), (2, 300, 500), (3, 500, 400), (4, 500, 400)):
        services.results.enter_totals(tid, 1, table, ns, ew)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    table = page.team_table
    qtbot.waitUntil(lambda: table.rowCount() == 4, timeout=3000)
    rows = [[table.item(r, c).text() for c in (0, 1, 3, 6)] for r in range(4)]
    assert rows == [
        ["1", "1. Assi", "13", "+595"],
        ["2=", "2. Bassotti", "10", "+0"],
        ["2=", "3. Cuori", "10", "+0"],
        ["4", "4. Denari", "7", "-595"],
    ]


def test_withdrawing_a_teams_pair_warns_and_the_tree_says_withdrawn(qtbot, ui_context) -> None:
    """Pair 7 of Denari withdrawn on the Registration page: after the question, the services'
    warning that Denari is out of the next rounds; the team's tree says pair 7 withdrawn
    (not absent)."""
    services = ui_context.services
    tid = _four_teams(services)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.teams.tree.topLevelItemCount() == 4, timeout=3000)
    proxy = page.proxy
    page.view.selectRow(
        next(r for r in range(proxy.rowCount()) if str(proxy.index(r, 0).data()) == "7")
    )
    ui_context.dialogs.confirmations.append(True)
    page.toggle_withdrawn()
    warned = ui_context.dialogs.shown[-1]
    assert (warned.kind, warned.title) == ("warn", "Team out of the next rounds")
    assert warned.text.startswith("Team 4 (Denari) now has only one pair in play")
    assert warned.text.endswith("reinstate a pair (Withdraw / reinstate on the Registration page).")
    denari = page.teams.tree.topLevelItem(3)
    qtbot.waitUntil(lambda: denari.child(0).text(0) == "pair 7 (withdrawn)", timeout=3000)
    assert denari.child(1).text(0) == "pair 8"


def test_standings_draw_lots_among_level_teams(qtbot, ui_context) -> None:
    """Teams 2 and 3 share 2nd place (a drawn match, 900-900): the Tie-break column says a draw
    is awaited and the team draw button is on; drawn, the team placed 3rd says the draw
    placed it and the button goes off. A withdrawn team is noted."""
    from tests.builders.teams import two_teams_level

    services = ui_context.services
    tid = two_teams_level(services)
    services.entries.withdraw(tid, 7)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    table, button = page.team_table, page.team_box.draw_button
    qtbot.waitUntil(lambda: table.rowCount() == 4, timeout=3000)

    def shown(column: int) -> list[str]:
        return [table.item(r, column).text() for r in range(4)]

    assert not table.isColumnHidden(8) and not table.isColumnHidden(9)
    assert shown(8) == ["", *["tied: draw of lots to be made"] * 2, ""]
    assert shown(9) == ["", "", "", "withdrawn"]
    assert button.isEnabled()
    ui_context.dialogs.confirmations.append(True)
    button.click()
    qtbot.waitUntil(lambda: table.item(2, 8).text() == "by draw (recorded)", timeout=3000)
    assert shown(0) == ["1", "2", "3", "4"]
    assert "Lots drawn. The team ranking now reads:" in ui_context.dialogs.shown[-1].text
    assert not button.isEnabled()
    assert button.toolTip() == "No teams share a place that a draw could separate"
