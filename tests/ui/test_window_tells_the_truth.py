"""The window says what is so while it stays open: the standings show (and print) every
round's VP column, however many rounds were played since the window opened."""

from __future__ import annotations

from round_builders import burraco_tournament, published_round

from tournament_app.ui.export_actions import view_as_html
from tournament_app.ui.main_window import TAB_STANDINGS, MainWindow


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
