"""The window says what is so while it stays open: the standings show (and print) every
round's VP column, however many rounds were played since the window opened; Mark finished
says what is still open and asks first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tests.services.still_open_cases import CASES
from tournament_app.services import TournamentStatus
from tournament_app.ui.export_actions import view_as_html
from tournament_app.ui.main_window.window import TAB_STANDINGS, TAB_START, MainWindow


def shown_titles(view) -> list[str]:
    """The headings the director sees, in order."""
    model, header = view.model(), view.horizontalHeader()
    return [
        str(model.headerData(header.logicalIndex(visual), header.orientation()))
        for visual in range(header.count())
        if not view.isColumnHidden(header.logicalIndex(visual))
    ]


def test_every_rounds_vp_column_is_shown_and_printed_without_a_restart(qtbot, ui_context):
    """Four rounds played with the window open, the standings looked at after each: the
    headings read R1..R4 (not R1 alone, the other rounds hidden where the group and
    category columns had been), and the printed standings have them too."""
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_tournament(tid)
    page = window.standings_page
    for number in range(1, 5):
        assert published_round(services, tid) == number
        for seat in services.rounds.get(tid, number).tables:
            services.results.enter_totals(tid, number, seat.table, 640 + 5 * number, 245)
        window.show_page(TAB_STANDINGS)
        titles = shown_titles(page.view)
        rounds = [t for t in titles if t[:1] == "R" and t[1:].isdigit()]
        assert rounds == [f"R{n}" for n in range(1, number + 1)]
    html = view_as_html(page.view, "Serata")
    for number in range(1, 5):
        assert f"<th>R{number}</th>" in html
    # nobody has a group, a category, a penalty or withdrew: those columns stay out of sight
    assert not {"Group", "Cat.", "Pen. VP", "Pen. MP", "Status"} & set(titles)


@pytest.mark.parametrize("case", list(CASES))
def test_mark_finished_says_what_is_open_and_asks(qtbot, ui_context, case) -> None:
    """The cases the command line refuses without --yes: the window lists the same open
    items in its question; No changes nothing, Yes marks it finished. With nothing open it
    asks nothing."""
    expected = CASES[case]
    services = ui_context.services
    tid = expected.build(services)
    window = MainWindow(ui_context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_page(TAB_START)
    page = window.start_page
    page.refresh()
    page.select(tid)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # Alt letters work in the window in front
    page.view.setFocus()
    dialogs = ui_context.dialogs

    def mark_finished() -> None:
        """Alt+K: Mar&k finished (a mnemonic clicks its button a moment later)."""
        shown = len(dialogs.shown)
        qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(
            lambda: (
                len(dialogs.shown) > shown
                or services.tournaments.get(tid).status is TournamentStatus.FINISHED
            )
        )

    if expected.found:
        dialogs.confirmations.append(False)
        mark_finished()
        question = dialogs.messages("confirm")[-1]
        for line in expected.lines:
            assert f"- {line}" in question
        assert "anyway" in question
        qtbot.wait(50)
        assert services.tournaments.get(tid).status is TournamentStatus.RUNNING
        dialogs.confirmations.append(True)
        mark_finished()
        assert len(dialogs.messages("confirm")) == 2
    else:
        mark_finished()
        assert dialogs.messages("confirm") == []
    assert services.tournaments.get(tid).status is TournamentStatus.FINISHED
    assert dialogs.messages("warn") == []
