"""A result typed on the Results page shows on its line as the round read again would show
it, without the page reading the round again after its own save: the figures and VP, a
table flagged unlikely with why, a table in disagreement settled by the correction. Another
station's result still comes with its own announcement."""

from __future__ import annotations

import pytest

from tests.builders.evenings import sixteen_pairs_round_one, type_line
from tests.builders.snapshots import opened_tournament, ui_snapshot_fixtures, with_services
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.results.table_lines import TableState

STATES = {"evening": with_services(sixteen_pairs_round_one, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)


evening = opened_tournament("evening")


@pytest.fixture
def page(qtbot, ui_context, evening):
    shown = ResultsPage(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def rounds_read(monkeypatch, services) -> list[int]:
    """Each time a round's results are read (the page reading its round again)."""
    reads: list[int] = []
    for name in ("list", "round_with_results"):
        real = getattr(services.results, name)

        def counted(*args, real=real, **kwargs):
            reads.append(1)
            return real(*args, **kwargs)

        monkeypatch.setattr(services.results, name, counted)
    return reads


def as_read_again(page: ResultsPage):
    return page._read_round()[1]


def test_a_saved_line_shows_as_read_again_without_reading_the_round(
    qtbot, ui_context, evening, page, monkeypatch
):
    reads = rounds_read(monkeypatch, ui_context.services)

    type_line(qtbot, page, 3, 640, 245)

    line = page.line_for(3)
    assert line is not None and line.result is not None
    assert (line.result.ns_mp, line.result.ew_mp, line.result.ns_vp) == (640, 245, 14)
    assert line.state is TableState.ENTERED
    assert reads == []
    assert page.lines == as_read_again(page)
    assert page.missing_tables() == [t for t in range(1, 9) if t != 3]


def test_an_unlikely_score_saved_is_flagged_with_why(qtbot, ui_context, evening, page, monkeypatch):
    ui_context.dialogs.confirmations.append(True)  # "save it anyway"
    reads = rounds_read(monkeypatch, ui_context.services)

    type_line(qtbot, page, 4, 3500, 100)

    line = page.line_for(4)
    assert line is not None and line.state is TableState.FLAGGED and line.note
    assert reads == []
    assert page.lines == as_read_again(page)


def test_a_correction_settles_the_disagreement_on_its_line(qtbot, ui_context, evening, page):
    services = ui_context.services
    services.results.enter_totals(evening, 1, 5, 640, 245)
    services.results.second_entry(evening, 1, 5, 600, 245)  # another operator typed 600
    assert page.line_for(5).state is TableState.CONFLICT
    ui_context.dialogs.confirmations.append(True)  # "correct the result"

    type_line(qtbot, page, 5, 600, 245)

    line = page.line_for(5)
    assert (line.state, line.disagreement, line.result.ns_mp) == (TableState.ENTERED, None, 600)
    assert page.lines == as_read_again(page)


def test_another_stations_result_still_reaches_the_list(qtbot, ui_context, evening, page):
    ui_context.services.results.enter_totals(evening, 1, 6, 245, 640)
    line = page.line_for(6)
    assert line is not None and (line.result.ns_mp, line.result.ew_mp) == (245, 640)
