"""The Rounds page says what fits where the evening stands, and offers what it says: Back to
draft for a published round nobody has played (a correction changed who goes on), a Danish
draft made before a correction shown as out of date and asked about before publishing, a
final ended level (no winner before the draw), a finished tournament (nothing to generate;
how to reopen), an earlier round looked at again, players named at a tie at the cut, and
the swap dialog ready for the numbers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.corrections import correct_hand_four, danese_draft, final_seated
from tests.builders.evenings import burraco_tournament, scala40_tournament
from tests.builders.final_ties import play_final, play_heats
from tests.builders.ties import tie_at_the_cut
from tournament_app.services import (
    RoundStatus,
    Scala40Settings,
    TournamentStatus,
)
from tournament_app.ui.rounds.page import RoundsPage
from tournament_app.ui.rounds.swapping import SwapDialog

GREEN = "#1b6e20"


def _page(qtbot, ui_context, tid, number=None) -> RoundsPage:
    ui_context.open_tournament(tid)
    if number is not None:
        ui_context.show_round(number)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page.reload()
    return page


def test_a_final_published_before_a_correction_goes_back_to_draft_from_the_page(qtbot, ui_context):
    services = ui_context.services
    tid, seats, other = final_seated(services, publish=True)
    a, _b, _c, d = seats
    correct_hand_four(services, tid, seats)
    page = _page(qtbot, ui_context, tid, 2)
    verdict = page.verdict.text()
    assert f"player {d} {services.entries.names(tid)[d]} no longer goes on" in verdict
    assert "Round 2 has not started yet" in verdict
    assert "put it back to draft (Back to draft on the Rounds page)" in verdict
    assert "you decide" not in verdict
    assert page.unpublish_button.isEnabled()
    assert not page.swap_button.isEnabled()

    ui_context.dialogs.confirmations.append(True)
    page.unpublish_button.click()
    (question,) = ui_context.dialogs.messages("confirm")
    assert "Take round 2 back to draft?" in question
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    assert page.current_round().status is RoundStatus.DRAFT
    assert page.swap_button.isEnabled() and page.publish_button.isEnabled()
    assert not page.unpublish_button.isEnabled()
    page.generate_next()
    players = {p for t in services.rounds.get(tid, 2).tables for p in t.players}
    assert players == {a, other}


def test_back_to_draft_answered_no_changes_nothing(qtbot, ui_context):
    services = ui_context.services
    tid, _seats, _other = final_seated(services, publish=True)
    page = _page(qtbot, ui_context, tid, 2)
    ui_context.dialogs.confirmations.append(False)
    page.unpublish_button.click()
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_back_to_draft_of_a_round_with_a_result_is_off_and_says_why(qtbot, ui_context):
    """The services would refuse it: the button is off, its tooltip says why; reached all
    the same (a script), it says so without asking first."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    services.results.enter_totals(tid, 1, 2, 900, 400)
    page = _page(qtbot, ui_context, tid, 1)
    assert not page.unpublish_button.isEnabled()
    said = page.unpublish_button.toolTip()
    assert said.startswith("Round 1 has already started") and "tables 2)" in said
    page.unpublish()
    assert ui_context.dialogs.messages("confirm") == []
    assert ui_context.dialogs.messages("warn") == [said]
    assert services.rounds.get(tid, 1).status is RoundStatus.PUBLISHED


def test_a_danish_draft_made_before_a_correction_is_not_ready_and_publish_asks(qtbot, ui_context):
    """burraco.md: only an announced pairing stands after a correction. The draft of round 2
    was paired on the standings before table 4 of round 1 was corrected."""
    services = ui_context.services
    tid = danese_draft(services)
    version = services.results.get(tid, 1, 4).version
    services.results.enter_totals(tid, 1, 4, 850, 900, expected_version=version)
    page = _page(qtbot, ui_context, tid, 2)
    verdict = page.verdict.text()
    assert "Ready to publish" not in verdict
    assert "out of date" in verdict and "generate the round again" in verdict
    assert GREEN not in page.verdict.styleSheet()

    ui_context.dialogs.confirmations.append(False)
    page.publish()
    (question,) = ui_context.dialogs.messages("confirm")
    assert "This draft is out of date" in question and "Publish it anyway?" in question
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    ui_context.dialogs.confirmations.append(True)
    page.publish()
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_a_danish_draft_made_after_the_last_change_is_ready_and_publish_asks_nothing(
    qtbot, ui_context
):
    services = ui_context.services
    tid = danese_draft(services)
    page = _page(qtbot, ui_context, tid, 2)
    assert "Ready to publish" in page.verdict.text()
    page.publish()
    assert ui_context.dialogs.messages("confirm") == []
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_a_final_ended_level_names_no_winner_and_asks_for_the_draw_first(qtbot, ui_context):
    """scala40.md: a full tie stays tied unless the director breaks it. A and B end the
    final level on 30 (tests/builders/final_ties.py)."""
    services = ui_context.services
    heats = play_heats(services)
    a, b, _c, _d = play_final(services, heats)
    names = services.entries.names(heats.tournament)
    page = _page(qtbot, ui_context, heats.tournament)
    verdict = page.verdict.text()
    assert "Winner" not in verdict
    assert "tied for first place" in verdict
    assert f"{a} {names[a]}" in verdict and f"{b} {names[b]}" in verdict
    assert "Draw lots for ties" in verdict
    assert verdict.index("Draw lots") < verdict.index("Mark finished")


def test_a_finished_tournament_says_so_and_offers_nothing_to_generate(qtbot, ui_context):
    services = ui_context.services
    heats = play_heats(services)
    play_final(services, heats)
    services.standings.draw_lots(heats.tournament, heats.place(0)[:2])
    services.tournaments.set_status(heats.tournament, TournamentStatus.FINISHED)
    page = _page(qtbot, ui_context, heats.tournament)
    verdict = page.verdict.text()
    assert "Finished" in verdict and "Reopen" in verdict
    assert "Mark finished" not in verdict
    assert not page.generate_button.isEnabled()
    assert not page.unpublish_button.isEnabled()
    # Reopened (another page): the Rounds page follows.
    services.tournaments.set_status(heats.tournament, TournamentStatus.RUNNING)
    page.reload()
    assert page.generate_button.isEnabled()
    assert "Mark finished" in page.verdict.text()


def test_an_earlier_round_looked_at_again_does_not_ask_to_generate(qtbot, ui_context):
    services = ui_context.services
    tid, _seats, _other = final_seated(services, publish=True)
    page = _page(qtbot, ui_context, tid, 1)
    verdict = page.verdict.text()
    assert "every result is in" in verdict
    assert "Round 2 follows it" in verdict
    assert "Generate the next round" not in verdict


def test_a_tie_at_the_cut_names_the_players(qtbot, ui_context):
    services = ui_context.services
    tid = scala40_tournament(services, 8, Scala40Settings(seed=1))
    a, b, _winner = tie_at_the_cut(services, tid)
    names = services.entries.names(tid)
    page = _page(qtbot, ui_context, tid, 2)
    verdict = page.verdict.text()
    assert f"players {a} {names[a]}, {b} {names[b]} tied" in verdict


def test_the_swap_dialog_opens_on_its_first_number(qtbot):
    """Scambia… by keyboard: "3 Tab 38 Enter" fills both numbers and closes it."""
    dialog = SwapDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    assert QApplication.focusWidget() is dialog.first
    qtbot.keyClicks(dialog.first, "3")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "38")
    assert dialog.values() == (3, 38)
