"""A bye on the Results page is shown as the Rounds page and the projector show it: "bye"
("riposo") where a table's number would stand, its pair with the figures the bye gets (14 VP
and 355 MP with 3 hands: the domain's bye), nothing for an opponent it does not have. Its
number typed on the quick line is refused saying it is no table, and which tables there are."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.results.page import ResultsPage

BYE_WORD = {"en": "bye", "it": "riposo"}


@pytest.fixture(params=["en", "it"])
def language(request, qapp, ui_context) -> Iterator[str]:
    languages = LanguageSwitcher()
    languages.apply(request.param)
    ui_context.language = request.param
    try:
        yield request.param
    finally:
        languages.apply("en")


@pytest.fixture
def seven_pairs(ui_context) -> int:
    """Seven pairs (3 hands): round 1 seats three tables and a bye."""
    tid = burraco_tournament(ui_context.services, 7)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    return tid


@pytest.fixture
def page(qtbot, ui_context, seven_pairs, language) -> ResultsPage:
    widget = ResultsPage(ui_context)
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    widget.focus_entry()
    return widget


def cells(page: ResultsPage, line) -> dict[str, object]:
    row = page.lines.index(line)
    keys = ("table", "ns", "ew", "ns_mp", "ew_mp", "ns_vp", "ew_vp", "state")
    return {
        key: page.model.data(page.model.index(row, page.model.column_index(key))) for key in keys
    }


def the_bye(page: ResultsPage):
    return next(line for line in page.lines if line.seat.is_bye)


def test_the_bye_row_shows_no_table_and_no_opponent(qtbot, page, language) -> None:
    bye = the_bye(page)
    shown = cells(page, bye)
    assert shown["table"] == BYE_WORD[language]
    assert shown["ns"] == page.names.line(bye.seat.ns)
    assert shown["ew"] == ""
    assert (shown["ns_mp"], shown["ns_vp"]) == ("355", "14")
    assert shown["ew_mp"] in (None, "") and shown["ew_vp"] in (None, "")
    assert shown["state"] == BYE_WORD[language]
    # The tables played keep their numbers.
    played = [cells(page, line)["table"] for line in page.lines if line is not bye]
    assert played == ["1", "2", "3"]


def test_the_byes_number_typed_is_refused_as_no_table(
    qtbot, page, ui_context, seven_pairs, language
) -> None:
    """The round keeps number 4 for the bye: typed, it is said to be no table of the round,
    whose pair it is and which tables to type; nothing is saved, the number is selected."""
    bye = the_bye(page)
    assert bye.seat.table == 4
    names = page.names.line(bye.seat.ns)
    type_line(qtbot, page, 4, 600, 300)
    expected = {
        "en": f"Round 1 has no table 4: 4 is the number kept for the bye of {names}, whose"
        " score is automatic. Type one of the tables 1–3.",
        "it": f"Il turno 1 non ha il tavolo 4: 4 è il numero tenuto per il riposo di {names},"
        " che ha il punteggio automatico. Scrivi uno dei tavoli 1–3.",
    }[language]
    assert page.error_label.text() == expected
    assert page.focusWidget() is page.table_edit and page.table_edit.selectedText() == "4"
    result = ui_context.services.results.get(seven_pairs, 1, 4)
    assert (result.ns_mp, result.ew_mp, result.version) == (355, 0, 0)  # the bye's, untouched


def test_a_number_past_the_tables_names_only_the_tables(qtbot, page, language) -> None:
    type_line(qtbot, page, 9, 600, 300)
    expected = {
        "en": "Round 1 has no table 9 (tables 1–3).",
        "it": "Il turno 1 non ha il tavolo 9 (tavoli 1–3).",
    }[language]
    assert page.error_label.text() == expected


def test_choosing_the_bye_row_leaves_no_table_to_type(qtbot, page, language) -> None:
    """A click on the bye's row: it stays selected, the line names no table (the figures typed
    stay) and says whose bye it is; the buttons' actions ask for a table."""
    qtbot.keyClicks(page.ns_edit, "500")
    bye = the_bye(page)
    row = page.proxy.mapFromSource(page.model.index(page.lines.index(bye), 0)).row()
    rect = page.view.visualRect(page.proxy.index(row, 1))
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.table_edit.text() == ""
    assert page.ns_edit.text() == "500"
    assert [index.row() for index in page.view.selectionModel().selectedRows()] == [row]
    names = page.names.line(bye.seat.ns)
    assert (
        page.seat_label.text()
        == {
            "en": f"Bye for {names}: its score is automatic, nothing to type.",
            "it": f"Riposo per {names}: il punteggio è automatico, non c'è nulla da scrivere.",
        }[language]
    )
    assert page.selected_line() is None
