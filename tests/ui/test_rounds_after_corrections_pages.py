"""The window when the evening moves under a seated round: a scala 40 hand corrected after the
next stage was seated (said at once on the sheet, and on the Rounds page), the end of the
tournament (the final played, the last round of the schedule), and Generate pressed again
over a draft holding seats swapped by hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.corrections import final_seated
from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.tournaments import play_out
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    RoundStatus,
    ScheduleStep,
)
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.rounds.page import RoundsPage


def _shown(qtbot, page):
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def _rounds_page(qtbot, ui_context) -> RoundsPage:
    page = _shown(qtbot, RoundsPage(ui_context))
    page.reload()
    return page


def test_a_correction_on_the_sheet_that_changes_who_goes_on_warns_at_once(qtbot, ui_context):
    """Hand 4 of table 1 corrected (a closed, d paid 50): a now wins table 1 but the final
    published seats d. The sheet says so as soon as the correction is saved, naming both,
    and the correction is kept."""
    services = ui_context.services
    tid, (a, _b, _c, d), _other = final_seated(services, publish=True)
    names = services.entries.names(tid)
    ui_context.open_tournament(tid)
    ui_context.show_round(1)
    panel = _shown(qtbot, ResultsPage(ui_context)).scala40
    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    sheet = panel.sheet
    assert sheet.round_number == 1
    sheet.load_hand(3)
    sheet.point_edits[a].clear()
    sheet.point_edits[d].setText("50")
    sheet.closer_buttons[a].setChecked(True)
    sheet.submit()
    assert sheet.error.text() == ""
    assert services.results.sheet(tid, 1, 1).placings[0].entry == a
    (warning,) = ui_context.dialogs.messages("warn")
    assert "changes who goes on to round 2, already published" in warning
    assert f"player {d} {names[d]} no longer goes on from table 1" in warning
    assert f"player {a} {names[a]} now goes on from table 1" in warning
    assert "press Back to draft on the Rounds page" in warning
    assert "you decide" not in warning
    # The Rounds page, on the final, says the same.
    rounds = _rounds_page(qtbot, ui_context)
    ui_context.show_round(2)
    rounds.reload()
    assert "no longer goes on from table 1" in rounds.verdict.text()


def test_after_the_final_the_page_names_the_winner_and_generate_says_it_was_played(
    qtbot, ui_context
):
    services = ui_context.services
    tid, _seats, _other = final_seated(services, publish=True)
    winner = play_out(services, tid, 2, 1)[0]
    assert services.rounds.get(tid, 2).status is RoundStatus.COMPLETE
    ui_context.open_tournament(tid)
    page = _rounds_page(qtbot, ui_context)
    verdict = page.verdict.text()
    assert "the final has been played and the tournament is over" in verdict
    assert f"Winner: {winner} {services.entries.names(tid)[winner]}" in verdict
    assert "Mark finished" in verdict and "Standings" in verdict
    assert "Generate the next round" not in verdict
    page.generate_next()
    (refusal,) = ui_context.dialogs.messages("warn")
    assert "The final has been played (round 2)" in refusal
    assert "schedule" not in refusal


def test_after_the_last_scheduled_round_the_page_says_the_tournament_is_over(qtbot, ui_context):
    services = ui_context.services
    settings = BurracoSettings(schedule=(ScheduleStep(PairingSystem.DANESE, 1),))
    tid = burraco_tournament(services, 4, settings)
    published_round(services, tid)
    for table in (1, 2):
        services.results.enter_totals(tid, 1, table, 700, 300)
    ui_context.open_tournament(tid)
    page = _rounds_page(qtbot, ui_context)
    verdict = page.verdict.text()
    assert "last round of the schedule, so the tournament is over" in verdict
    assert "Generate the next round when ready" not in verdict


def test_generate_again_over_a_draft_with_swaps_asks_first(qtbot, ui_context):
    """A draft with two pairs swapped by hand: Generate asks; No keeps the swap. Yes makes
    the draft again (the swap is gone); over a draft never touched by hand, nothing asks."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    ui_context.open_tournament(tid)
    page = _rounds_page(qtbot, ui_context)
    page.generate_next()
    page.generate_next()  # an untouched draft: made again without a question
    assert ui_context.dialogs.messages("confirm") == []
    made = services.rounds.get(tid, 1)
    first, second = made.tables[0].ns[0], made.tables[1].ns[0]
    page.swap((first, second))
    swapped = services.rounds.get(tid, 1).tables
    ui_context.dialogs.confirmations.append(False)
    page.generate_next()
    (question,) = ui_context.dialogs.messages("confirm")
    assert "round 1" in question and "swapped by hand" in question
    assert question.endswith("Make it again?")
    assert services.rounds.get(tid, 1).tables == swapped
    ui_context.dialogs.confirmations.append(True)
    page.generate_next()
    assert services.rounds.get(tid, 1).tables != swapped
    assert not services.rounds.swapped_by_hand(tid, 1)


def test_the_command_line_words_every_problem_the_window_words() -> None:
    """`round check` on the command line prints a sentence for each problem, never its
    code: every code the window words has its Italian and English sentence there too."""
    from tournament_app.services.messages import ROUND_PROBLEMS
    from tournament_app.ui.round_check_words import PROBLEM_TEXT

    assert set(ROUND_PROBLEMS["it"]) == set(PROBLEM_TEXT) == set(ROUND_PROBLEMS["en"])
