"""The standings' columns never cut a figure: not after widths saved by an earlier session
(a last column restored wider than the room left ran off under a scroll bar, 253 reading
"25"), not when another tournament with other columns is opened; and a burraco points
penalty has its own column, so the points scored it lowered are explained (burraco.md: a
penalty takes points off the points scored)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.final_ties import play_heats
from tests.builders.tournaments import play_out, scala40_tournament
from tournament_app.services import PenaltyKind, Scala40Format, Scala40Settings
from tournament_app.ui.standings.page import StandingsPage

# What an earlier session saved for the standings (recheck-s40 #4): the 7th column, the
# last one shown in an elimination, far wider than the room the page gives it.
SAVED_TOO_WIDE = [53, 39, 100, 0, 55, 116, 900, 0, 0]


def _page(qtbot, ui_context, tid) -> StandingsPage:
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.resize(1100, 600)
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(20)  # the stretched column takes the room left once laid out
    return page


def _assert_nothing_cut(qtbot, page: StandingsPage) -> None:
    """Every column shown is at least as wide as Qt says its texts and title need (a text
    in the last column, which takes the room left, may wrap: its title is whole), and the
    whole table fits the page: no scroll bar hides the right-hand figures."""
    qtbot.wait(20)
    view = page.view
    header = view.horizontalHeader()
    shown = [c for c in range(page.model.columnCount()) if not view.isColumnHidden(c)]
    for column in shown:
        needed = header.sectionSizeHint(column)
        if column != shown[-1] or page.model.columns[column].numeric:
            needed = max(needed, view.sizeHintForColumn(column))
        title = page.model.columns[column].title
        assert view.columnWidth(column) >= needed, (title, view.columnWidth(column), needed)
    assert view.horizontalScrollBar().maximum() == 0
    assert header.length() <= view.viewport().width()


def _placement_tournament(services):
    """Eight players, placement points, round 1 played out at both tables."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, players=8, settings=settings)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in seating.tables:
        play_out(services, tid, 1, table.table)
    return tid


def test_widths_saved_too_wide_are_not_restored_over_the_figures(qtbot, ui_context):
    ui_context.settings.set_column_widths("standings.table", SAVED_TOO_WIDE)
    heats = play_heats(ui_context.services)
    page = _page(qtbot, ui_context, heats.tournament)
    assert page.model.column_index("stage_penalty") == 6
    _assert_nothing_cut(qtbot, page)


def test_a_second_session_reads_every_figure(qtbot, ui_context):
    """The page closed and opened again (the next evening): the columns still fit."""
    heats = play_heats(ui_context.services)
    first = _page(qtbot, ui_context, heats.tournament)
    first.view.horizontalHeader().resizeSection(6, 900)  # dragged wide before closing
    first.close()
    again = _page(qtbot, ui_context, heats.tournament)
    _assert_nothing_cut(qtbot, again)


def test_another_tournament_with_other_columns_reads_every_figure(qtbot, ui_context):
    """An elimination, then a placement-points tournament, then a burraco evening in the same
    window: each is fitted to its own columns and figures."""
    services = ui_context.services
    ui_context.settings.set_column_widths("standings.table", SAVED_TOO_WIDE)
    heats = play_heats(services)
    placement = _placement_tournament(services)
    burraco = burraco_tournament(services, 8)
    published_round(services, burraco)
    for seat in services.rounds.get(burraco, 1).tables:
        services.results.enter_totals(burraco, 1, seat.table, 1250, 245)
    page = _page(qtbot, ui_context, heats.tournament)
    _assert_nothing_cut(qtbot, page)
    for tid, key in ((placement, "points"), (burraco, "vp"), (heats.tournament, "stage")):
        ui_context.open_tournament(tid)
        qtbot.waitUntil(lambda key=key: key in [c.key for c in page.model.columns])
        _assert_nothing_cut(qtbot, page)


def test_a_points_penalty_has_its_own_column(qtbot, ui_context):
    """-150 points to one pair: the window shows "Pen. MP" -150 on its line (blank on the
    others), and its points scored are 150 below what it scored at the table."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 800, 300)
    page = _page(qtbot, ui_context, tid)
    titles = [
        page.model.columns[c].title
        for c in range(page.model.columnCount())
        if not page.view.isColumnHidden(c)
    ]
    assert "Pen. MP" not in titles  # nobody penalised: no empty column

    penalised = services.rounds.get(tid, 1).tables[0].ns[0]
    services.penalties.add(
        tid, penalised, PenaltyKind.MP, mp=150, round_number=1, reason="gioco lento"
    )
    column = page.model.column_index("penalty_mp")
    assert not page.view.isColumnHidden(column)
    assert page.model.headerData(column, Qt.Orientation.Horizontal) == "Pen. MP"
    shown = {
        row.entry: page.model.index(number, column).data()
        for number, row in enumerate(page.model.rows())
    }
    assert shown[penalised] == "-150"
    assert all(text == "" for entry, text in shown.items() if entry != penalised)
    scored = {row.entry: row.mp_scored for row in page.model.rows()}
    assert scored[penalised] == 800 - 150
    _assert_nothing_cut(qtbot, page)
