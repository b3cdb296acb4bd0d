"""The Results page as a director sees it: pair names whole when there is room, the round in
play when another tournament is opened, a scala 40 panel that says how to open a table, and
English words in the English window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    TournamentDraft,
)
from tournament_app.ui.results.page import NAME_COLUMN_LEAST, ResultsPage

# Names as long as a club's real ones: "34 Gentile Gianfranco - De Angelis Giuseppina".
LONG_PAIRS = [
    (("Gentile", "Gianfranco"), ("De Angelis", "Giuseppina")),
    (("De Santis", "Pierluigi"), ("Lombardo", "Maria Grazia")),
    (("Martinelli", "Massimiliano"), ("Santarcangelo", "Annunziata")),
    (("Bellavista", "Gianfranco"), ("Castiglione", "Maria Grazia")),
    (("Sanna", "Elena"), ("Marini", "Carlo")),
    (("Conti", "Lucia"), ("Marchetti", "Massimiliano")),
    (("Longo", "Maria Grazia"), ("Fabbri", "Paolo")),
    (("Lombardi", "Giuseppina"), ("De Luca", "Pierluigi")),
]


def long_names_evening(services) -> int:
    """Eight pairs with long names, round 1 published."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO, name="Gara lunga", date="2026-11-26", settings=BurracoSettings()
        )
    )
    for first, second in LONG_PAIRS:
        services.entries.add(
            tournament.id,
            [
                PlayerSpec(surname=first[0], name=first[1], club="Circolo Sud"),
                PlayerSpec(surname=second[0], name=second[1], club="Circolo Nord"),
            ],
        )
    published_round(services, tournament.id)
    return tournament.id


def long_names_page(qtbot, ui_context, width):
    """The Results page of the long names' evening, shown `width` pixels wide."""
    ui_context.open_tournament(long_names_evening(ui_context.services))
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    show(qtbot, page, width)
    return page


def show(qtbot, page, width, height=768):
    page.resize(width, height)
    page.show()
    qtbot.waitExposed(page)
    QApplication.processEvents()


def widest_name(page, key):
    """The width the longest name of a column needs to be read whole (Qt's measure)."""
    column = page.model.column_index(key)
    return page.view.sizeHintForColumn(column)


def test_names_are_whole_at_1366_after_the_page_grows(qtbot, ui_context):
    """The page is first laid out small (as inside the window before it has its size), then
    the window is 1366 wide: both lines' names are whole, as there is room for them."""
    page = long_names_page(qtbot, ui_context, 640)
    ns, ew = page.model.column_index("ns"), page.model.column_index("ew")
    assert page.view.columnWidth(ew) < widest_name(page, "ew")  # cut short while narrow

    page.resize(1366, 768)
    QApplication.processEvents()

    assert page.view.columnWidth(ns) >= widest_name(page, "ns")
    assert page.view.columnWidth(ew) >= widest_name(page, "ew")
    # and the status still fits beside them: nothing runs off under a scroll bar
    assert page.view.horizontalScrollBar().maximum() == 0


def test_a_narrow_window_cuts_the_names_and_keeps_the_status_in_view(qtbot, ui_context):
    """1366, then 900: the names give way (never under the least width), the status stays."""
    page = long_names_page(qtbot, ui_context, 1366)
    page.resize(900, 768)
    QApplication.processEvents()
    ns, ew = page.model.column_index("ns"), page.model.column_index("ew")
    assert NAME_COLUMN_LEAST <= page.view.columnWidth(ew) < widest_name(page, "ew")
    assert page.view.columnWidth(ns) >= NAME_COLUMN_LEAST
    assert page.view.horizontalScrollBar().maximum() == 0
    # a cut name reads whole in its tooltip
    row = page.proxy.mapFromSource(page.model.index(0, ew))
    assert page.proxy.data(row, Qt.ItemDataRole.ToolTipRole) == page.proxy.data(
        row, Qt.ItemDataRole.DisplayRole
    )
    # back to 1366: whole again
    page.resize(1366, 768)
    QApplication.processEvents()
    assert page.view.columnWidth(ew) >= widest_name(page, "ew")


def test_a_name_column_sized_by_hand_is_left_alone(qtbot, ui_context):
    """The director narrows a name column: a resize of the window does not undo it."""
    page = long_names_page(qtbot, ui_context, 1366)
    ew = page.model.column_index("ew")
    page.view.setColumnWidth(ew, 200)
    page.resize(1500, 768)
    QApplication.processEvents()
    assert page.view.columnWidth(ew) == 200


def finished_round(services, tid, number):
    """Every table of a round given a plausible result (1,000 points share, 14-6)."""
    for seat in services.rounds.get(tid, number).tables:
        if not seat.is_bye:
            services.results.enter_totals(tid, number, seat.table, 640, 245)


def in_round_2(services):
    """Eight pairs, round 1 played, round 2 published (in play)."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    finished_round(services, tid, 1)
    published_round(services, tid)
    return tid


def test_another_tournament_opens_on_its_round_in_play(qtbot, ui_context):
    """Round 1 looked at in one tournament; the next tournament opened is in its round 2:
    the page shows round 2, not the first tournament's round 1."""
    services = ui_context.services
    first = burraco_tournament(services, 8)
    published_round(services, first)
    second = in_round_2(services)

    ui_context.open_tournament(first)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    show(qtbot, page, 1366)
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))
    assert page.round_choice.currentData() == 1

    ui_context.open_tournament(second)
    QApplication.processEvents()

    assert page.round_choice.currentText() == "Round 2"
    assert page.missing_label.text().startswith("Round 2:")


def test_the_round_chosen_stays_while_the_same_tournament_is_redrawn(qtbot, ui_context):
    """Within one tournament the director's choice of an older round stays on a redraw."""
    ui_context.open_tournament(in_round_2(ui_context.services))
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    show(qtbot, page, 1366)
    assert page.round_choice.currentText() == "Round 2"
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))
    page.reload()
    assert page.round_choice.currentText() == "Round 1"


def scala40_page(qtbot, ui_context, players, settings=None):
    tid = scala40_tournament(ui_context.services, players, settings)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    show(qtbot, page, 1366)
    return tid, page, page.scala40


def sheet_buttons(sheet):
    return [sheet.save_button, sheet.undo_button, sheet.reentry_button, sheet.timeout_button]


def test_scala40_before_a_table_is_open_says_how_and_offers_nothing(qtbot, ui_context):
    """No table open: the panel says how to open one, the sheet's buttons are off (they
    would act on no table) and Re-entry is not shown: this tournament allows none."""
    _, _, panel = scala40_page(qtbot, ui_context, 8)
    sheet = panel.sheet
    assert sheet.empty_hint.isVisible()
    assert "Open table" in sheet.empty_hint.text() and "Enter" in sheet.empty_hint.text()
    assert not any(button.isEnabled() for button in sheet_buttons(sheet))
    assert not sheet.in_hand.isEnabled()
    assert not sheet.reentry_button.isVisible()

    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)

    assert not sheet.empty_hint.isVisible()
    assert sheet.view.isVisible()
    assert sheet.save_button.isEnabled() and sheet.in_hand.isEnabled()
    assert not sheet.undo_button.isEnabled()  # no hand yet to take back
    assert "table 1" in sheet.title.text()


def test_scala40_with_reentries_shows_re_entry_off_until_a_table_is_open(qtbot, ui_context):
    """A tournament that allows a re-entry shows the button, off until a table is open."""
    _, _, panel = scala40_page(qtbot, ui_context, 8, Scala40Settings(reentries=1))
    assert panel.sheet.reentry_button.isVisible()
    assert not panel.sheet.reentry_button.isEnabled()


def test_scala40_another_round_closes_the_sheet_of_the_last(qtbot, ui_context):
    """The sheet open belongs to its round: another round shown asks for a table again."""
    _, page, panel = scala40_page(qtbot, ui_context, 8)
    assert panel.open_table(1)
    panel.show_round(None, None, page.names)
    assert panel.sheet.sheet is None
    assert panel.sheet.empty_hint.isVisible()
    assert not panel.sheet.save_button.isEnabled()


def test_scala40_header_names_the_tables_in_play(qtbot, ui_context):
    """'Round 1: 1 table of 1 still in play — table 1' (not '— 1'); 'tables 1, 2' for two."""
    _, page, _ = scala40_page(qtbot, ui_context, 4)
    assert page.missing_label.text() == "Round 1: 1 table of 1 still in play — table 1"
    _, page, _ = scala40_page(qtbot, ui_context, 8)
    assert page.missing_label.text() == "Round 1: 2 of 2 tables still in play — tables 1, 2"


@pytest.fixture
def bye_evening(ui_context):
    """Seven pairs: round 1 has a bye."""
    tid = burraco_tournament(ui_context.services, 7)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    return tid


def test_a_bye_is_a_bye_in_english(qtbot, ui_context, bye_evening):
    """The English window says "bye" where a line sits out (where a table's number stands, as
    the Rounds page says it), with no Italian beside it."""
    results = ResultsPage(ui_context)
    qtbot.addWidget(results)
    show(qtbot, results, 1366)
    bye = next(line for line in results.lines if line.seat.is_bye)
    row = results.lines.index(bye)
    cell = results.model.index(row, results.model.column_index("table"))
    assert results.model.data(cell) == "bye"
