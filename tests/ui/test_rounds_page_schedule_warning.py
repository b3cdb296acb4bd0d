"""Generate on the Rounds page says when the round starts a Mitchell longer than its pairs
allow, in the services' words: the draft is made all the same."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tests.ui.windows import window_on
from tournament_app.services import BurracoSettings, PairingSystem, ScheduleStep
from tournament_app.ui.main_window.window import TAB_ROUNDS


def _mitchell(rounds: int) -> BurracoSettings:
    return BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, rounds),))


def test_a_mitchell_too_long_for_four_pairs_is_said_at_generate(qtbot, ui_context) -> None:
    tid = burraco_tournament(ui_context.services, 4, _mitchell(3))
    window = window_on(qtbot, ui_context, tid, TAB_ROUNDS)
    window.rounds_page.generate_button.click()
    assert [r.number for r in ui_context.services.rounds.list(tid)] == [1]
    (warning,) = ui_context.dialogs.messages("warn")
    assert "With 4 pairs a Mitchell plays at most 2 rounds" in warning
    assert "from round 3 pairs who have already met would meet again" in warning
    assert "torneo" not in warning  # the window's words, not a command to type


def test_a_mitchell_that_fits_is_generated_without_a_word(qtbot, ui_context) -> None:
    tid = burraco_tournament(ui_context.services, 4, _mitchell(2))
    window = window_on(qtbot, ui_context, tid, TAB_ROUNDS)
    window.rounds_page.generate_button.click()
    assert [r.number for r in ui_context.services.rounds.list(tid)] == [1]
    assert ui_context.dialogs.messages("warn") == []
