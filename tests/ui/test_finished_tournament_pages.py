"""A finished tournament's refusal reaches the director as words on the pages: the results
line and the penalties say it is finished and how to reopen it, and nothing is saved."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tournament_app.services import TournamentStatus
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.results.table_lines import TableState


@pytest.fixture
def finished(ui_context):
    """8 pairs, round 1 published, the tournament marked finished, open in the window."""
    tid = burraco_tournament(ui_context.services, 8)
    published_round(ui_context.services, tid)
    ui_context.services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    ui_context.open_tournament(tid)
    return tid


@pytest.fixture
def results_page(qtbot, ui_context, finished):
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    page.focus_entry()
    return page


@pytest.mark.parametrize("double_entry", [False, True], ids=["first entry", "second entry"])
def test_a_result_typed_in_a_finished_tournament_is_refused_in_words(
    qtbot, ui_context, finished, results_page, double_entry
):
    page = results_page
    page.double_entry.setChecked(double_entry)
    type_line(qtbot, page, 1, 640, 245)
    assert ui_context.services.results.get(finished, 1, 1) is None
    assert page.line_for(1).state is TableState.MISSING
    said = " ".join([page.error_label.text(), *(shown.text for shown in ui_context.dialogs.shown)])
    assert "Tournament finished" in said, said
    assert "Tournaments page ▸ Reopen" in said, said
    assert "torneo" not in said, said  # the window's way only, never the command line's
