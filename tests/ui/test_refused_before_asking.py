"""An action the services would refuse is known before the director is asked: Back to draft on
a round some tables have played, Delete on an entry that sat at a table. The button is off and
its tooltip says why and what to do instead, in the services' sentence (the one the command
line prints); Del says it without asking first. Never "Invalid value ... Correct it and try
again": nothing the director typed is wrong."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.snapshots import opened_tournament, ui_snapshot_fixtures, with_services
from tests.builders.tournaments import burraco_tournament, pair, published_round
from tests.cli.cli_helpers import Torneo
from tests.ui.windows import shown_active
from tournament_app.services import RoundStatus, Services, TournamentId
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.rounds.page import RoundsPage

TYPED_WRONG = ("Invalid value", "Correct it and try again")


def _four_tables_played(services: Services) -> TournamentId:
    """16 pairs, round 1 published, tables 1 to 4 of its 8 entered."""
    tid = burraco_tournament(services, 16)
    published_round(services, tid)
    for table in range(1, 5):
        services.results.enter_totals(tid, 1, table, 640, 245)
    return tid


def _seated_in_a_draft(services: Services) -> TournamentId:
    """8 pairs seated in round 1, a draft, and pair 9 entered after it was made."""
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    services.entries.add(tid, pair(9))
    return tid


start, ui_context = ui_snapshot_fixtures(
    {
        "in_play": with_services(_four_tables_played, station="test"),
        "seated": with_services(_seated_in_a_draft, station="test"),
    }
)


in_play = opened_tournament("in_play")


seated = opened_tournament("seated")


def test_back_to_draft_is_off_while_tables_have_played_and_says_why(
    qtbot, ui_context, in_play
) -> None:
    """Round 1 with four tables entered: Back to draft is off, its tooltip names the tables
    and what to do; once their results are taken out (another station) it is on again and
    asks first."""
    page = shown_active(qtbot, RoundsPage(ui_context))
    button = page.unpublish_button
    assert page.current_round().status is RoundStatus.PUBLISHED
    assert not button.isEnabled()
    said = button.toolTip()
    assert said.startswith("Round 1 has already started (results or hands at tables 1–4)")
    assert "take out what was entered" in said
    assert not any(words in said for words in TYPED_WRONG)
    assert ui_context.dialogs.shown == []

    results = ui_context.services.results
    for table in range(1, 5):
        version = results.get(in_play, 1, table).version
        results.delete(in_play, 1, table, expected_version=version)
    qtbot.waitUntil(button.isEnabled)
    assert button.toolTip().startswith("Take a published round back to draft")
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "Take round 1 back to draft?" in ui_context.dialogs.messages("confirm")[-1]
    assert ui_context.services.rounds.get(in_play, 1).status is RoundStatus.DRAFT


def test_the_command_line_refuses_back_to_draft_in_the_same_sentence(
    qtbot, ui_context, in_play, capsys
) -> None:
    page = shown_active(qtbot, RoundsPage(ui_context))
    refused = Torneo(ui_context.database, capsys).refused("round", "unpublish", "-t", in_play)
    assert refused["error"]["code"] == "round_started"
    assert refused["error"]["message"] == page.unpublish_button.toolTip()


def test_delete_is_off_for_an_entry_that_sat_at_a_table_and_del_says_why(
    qtbot, ui_context, seated
) -> None:
    """Pair 1 is seated in the draft of round 1: Delete is off, its tooltip says to withdraw
    it instead; Del tells the same without asking. Pair 9, entered after the draft, can be
    deleted: the button is on again when it is chosen."""
    page = shown_active(qtbot, RegistrationPage(ui_context))
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 9)
    page.select(1)
    button = page.delete_button
    assert not button.isEnabled()
    said = button.toolTip()
    assert said.startswith("Entry 1 already has a seat at a table of round 1")
    assert "Withdraw it instead" in said and "Withdraw / reinstate" in said
    assert not any(words in said for words in TYPED_WRONG)

    page.view.setFocus()
    qtbot.waitUntil(page.view.hasFocus)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    assert ui_context.dialogs.messages("confirm") == []
    assert ui_context.dialogs.messages("warn") == [said]
    assert len(ui_context.services.entries.list(seated)) == 9

    page.select(9)
    assert button.isEnabled()
    assert button.toolTip() == "Delete an entry made by mistake, which never sat at a table"
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "Delete N. 9" in ui_context.dialogs.messages("confirm")[-1]
    assert len(ui_context.services.entries.list(seated)) == 8


def test_the_command_line_refuses_delete_in_the_same_words_with_its_command(
    qtbot, ui_context, seated, capsys
) -> None:
    """The same sentence; where the window names its button, the command line its command."""
    page = shown_active(qtbot, RegistrationPage(ui_context))
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 9)
    page.select(1)
    window = page.delete_button.toolTip()
    refused = Torneo(ui_context.database, capsys).refused("entry", "delete", "-t", seated, 1)
    assert refused["error"]["code"] == "entry_seated"
    said = refused["error"]["message"]
    assert f"torneo entry withdraw -t {seated} 1" in said
    assert said.split("(")[0] == window.split("(")[0]
