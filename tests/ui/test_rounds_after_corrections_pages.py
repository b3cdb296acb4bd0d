"""The window when the evening moves under a seated round: a scala 40 hand corrected after the
next stage was seated (said at once on the sheet, and on the Rounds page), the end of the
tournament (the final played, the last round of the schedule), and Generate pressed again
over a draft holding seats swapped by hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.advice_words import advice_set_aside
from tests.builders.corrections import correct_hand_four, final_seated, hand
from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.tournaments import play_out
from tests.ui.test_log_page_words import speaking
from tournament_app.cli.commands.rounds import qualifiers_warning
from tournament_app.cli.context import CliContext
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    RoundStatus,
    ScheduleStep,
    TournamentId,
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
    """Hand 4 of table 1 corrected (a closed, d paid 50): a now wins table 1 but the final,
    published and not started yet, seats d. In the Italian window the sheet says so as soon as
    the correction is saved, naming both and the two buttons that seat who goes on now; the
    Rounds page says the very same; the command line prints that sentence with its commands
    where the window names its buttons. The correction is kept."""
    services = ui_context.services
    tid, (a, _b, _c, d), _other = final_seated(services, publish=True)
    names = services.entries.names(tid)
    ui_context.open_tournament(tid)
    ui_context.show_round(1)
    with speaking(ui_context, "it"):
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
        (warning,) = ui_context.dialogs.messages("warn")
        rounds = _rounds_page(qtbot, ui_context)
        ui_context.show_round(2)
        rounds.reload()
        verdict = rounds.verdict.text()
    assert services.results.sheet(tid, 1, 1).placings[0].entry == a
    assert warning.startswith(
        "Attenzione: la correzione cambia chi passa al turno 2, già pubblicato"
    )
    assert f"il giocatore {d} {names[d]} non passa più dal tavolo 1" in warning
    assert f"il giocatore {a} {names[a]} ora passa dal tavolo 1" in warning
    assert "Il turno 2 non è ancora iniziato" in warning
    assert (
        "riportalo in bozza («Torna in bozza» nella pagina Turni) e generalo di nuovo"
        " («Genera il turno successivo» nella pagina Turni)"
    ) in warning
    assert "torneo " not in warning and "decidi tu" not in warning
    assert verdict == warning
    command_line = CliContext(database=ui_context.database, station=None, language="it")
    try:
        (printed,) = qualifiers_warning(command_line, tid, 1)
    finally:
        command_line.close()
    assert f"riportalo in bozza (torneo round unpublish -t {tid} -r 2)" in printed
    assert advice_set_aside(warning, "it", "window") == advice_set_aside(
        printed, "it", "cli", tournament=tid, round=2
    )


def test_a_final_already_started_is_played_as_seated(qtbot, ui_context):
    """The same correction once a hand of the final is written: the Rounds page says the
    final is played as seated, and offers no going back to draft, only undoing the
    correction."""
    services = ui_context.services
    tid, seats, _other = final_seated(services, publish=True)
    first, second = services.rounds.get(tid, 2).tables[0].players
    services.results.enter_hand(tid, 2, 1, hand({first: 0, second: 30}, first))
    correct_hand_four(services, tid, seats)
    ui_context.open_tournament(tid)
    with speaking(ui_context, "it"):
        page = _rounds_page(qtbot, ui_context)
        ui_context.show_round(2)
        page.reload()
        verdict = page.verdict.text()
    assert f"il giocatore {seats[3]}" in verdict and "non passa più dal tavolo 1" in verdict
    assert "il turno 2 è già iniziato e si gioca come è stato abbinato" in verdict
    assert "annullala («Annulla l'ultima modifica» nella pagina Registro)" in verdict
    assert "Torna in bozza" not in verdict


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


def test_the_window_words_every_problem_as_the_command_line_does() -> None:
    """One home for a round check's words: every problem the catalogue words reads in the
    window as a sentence (never its code, never a command), and the command line prints the
    same sentence, naming its command where the window names its button or page."""
    from tournament_app.cli.commands.rounds import problem_sentences
    from tournament_app.services.messages import ROUND_PROBLEMS
    from tournament_app.services.values import PairingProblem, RoundCheck
    from tournament_app.ui.round_check_words import describe_check

    assert set(ROUND_PROBLEMS["it"]) == set(ROUND_PROBLEMS["en"])
    for key in ROUND_PROBLEMS["it"]:
        code = key.removesuffix("_ranking")
        problem = PairingProblem(code, (5, 6), None if key.endswith("_ranking") else 3)
        (in_window,) = describe_check(RoundCheck((problem,)), "it")
        (printed,) = problem_sentences((problem,), "it", tournament=TournamentId(7))
        assert code not in in_window and "torneo " not in in_window, key
        assert advice_set_aside(in_window, "it", "window") == advice_set_aside(
            printed, "it", "cli", tournament=7, numbers="5 6"
        ), key
