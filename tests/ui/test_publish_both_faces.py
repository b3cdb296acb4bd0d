"""The window and the command line decide alike about publishing a draft, by the services'
one rule (services.publish_check): a draft with a note only goes out without a question; a
draft breaking a rule (a rematch) or a stale Danish draft is asked about in the window and
refused by the command line without --yes, with the same problems in the same words, and
both publish it once confirmed."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo
from tests.services.publish_cases import CASES
from tournament_app.services import RoundStatus
from tournament_app.ui.rounds.page import RoundsPage

# case -> whether publishing needs the director's confirmation
EXPECTED = {"note_only": False, "rematch": True, "stale": True}


def _listed(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_the_window_and_the_command_line_decide_alike(qtbot, ui_context, capsys, case):
    services = ui_context.services
    in_window, on_line = CASES[case](services), CASES[case](services)

    ui_context.open_tournament(in_window)
    ui_context.show_round(2)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.reload()
    ui_context.dialogs.confirmations.append(False)
    page.publish()
    questions = ui_context.dialogs.messages("confirm")
    window_asked = bool(questions)
    window_published_unasked = services.rounds.get(in_window, 2).status is RoundStatus.PUBLISHED

    torneo = Torneo(ui_context.database, capsys, language="en")
    plain = torneo.run("round", "publish", "-t", on_line, "-r", 2)
    cli_refused = plain.code != 0

    needs = EXPECTED[case]
    assert (window_asked, window_published_unasked) == (needs, not needs)
    assert cli_refused == needs
    if not needs:
        assert ui_context.dialogs.shown == []
        assert services.rounds.get(on_line, 2).status is RoundStatus.PUBLISHED
        return
    assert "--yes" in plain.err
    assert services.rounds.get(on_line, 2).status is RoundStatus.DRAFT
    (question,) = questions
    assert _listed(question) and _listed(question) == _listed(plain.err)

    ui_context.dialogs.confirmations.append(True)
    page.publish()
    confirmed = torneo.run("round", "publish", "-t", on_line, "-r", 2, "--yes")
    assert confirmed.code == 0, confirmed.err
    assert services.rounds.get(in_window, 2).status is RoundStatus.PUBLISHED
    assert services.rounds.get(on_line, 2).status is RoundStatus.PUBLISHED
