"""Double entry on the results page: the second operator's disagreements are kept in the
database, so every station shows them, also after a restart, until the table is settled."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import sixteen_pairs_round_one, type_line
from tests.builders.snapshots import opened_tournament, started, with_services
from tournament_app.services import Services, TournamentId, open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.results.table_lines import TableState
from tournament_app.ui.settings import Settings


def _two_tables_entered(services: Services) -> TournamentId:
    """16 pairs, round 1 published; table 1 entered 640-245 and table 2 300-200."""
    tid = sixteen_pairs_round_one(services)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.enter_totals(tid, 1, 2, 300, 200)
    return tid


# The tests asking for `evening` start from a copy of it, made once per process at station
# "test" (`ui_context`'s); the others from an empty database, as `ui_context` gives.
STATES = {"evening": with_services(_two_tables_entered, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


# 16 pairs, round 1 published; table 1 entered 640-245 and table 2 300-200.
evening = opened_tournament("evening")


def station(tmp_path: Path, database: str, name: str, tid: int) -> AppContext:
    """Another program on the same database file, as a second PC in the club's room."""
    context = AppContext(
        open_services(database, station=name),
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / f"{name}.ini"),
        station=name,
        language="en",
        database=database,
    )
    context.open_tournament(tid)
    return context


def shown_page(qtbot, context: AppContext) -> ResultsPage:
    widget = ResultsPage(context)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.focus_entry()
    return widget


@pytest.fixture
def page(qtbot, ui_context, evening):
    """The results page of station "test", on round 1."""
    return shown_page(qtbot, ui_context)


@pytest.fixture
def sala2(qapp, tmp_path, ui_context, evening) -> Iterator[AppContext]:
    """Station "Sala 2", where the second operator sits."""
    context = station(tmp_path, ui_context.database, "Sala 2", evening)
    yield context
    context.close()


def status(page: ResultsPage, table: int, role=Qt.ItemDataRole.DisplayRole) -> str:
    """What the Status column says of a table (or its tooltip)."""
    row = next(i for i, line in enumerate(page.model.rows()) if line.seat.table == table)
    return str(page.model.data(page.model.index(row, page.model.column_index("state")), role))


def test_second_entry_that_agrees_confirms_the_table(qtbot, page, ui_context, evening):
    """Re-typing 640-245 at table 1 confirms it: logged, the result untouched."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 1, 640, 245)
    assert page.saved_label.text() == "Table 1 confirmed by the second entry."
    assert page.error_label.text() == ""
    assert page.line_for(1).state is TableState.ENTERED
    latest = ui_context.services.audit.list(evening)[0]
    assert latest.action == "result.confirm"
    assert ui_context.services.results.get(evening, 1, 1).version == 1


def test_second_entry_that_differs_is_kept_and_shown(qtbot, page, ui_context, evening):
    """350-200 against the saved 300-200: nothing changes, the table is marked with both
    figures and the station, and the round's line asks for it to be checked."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    error = page.error_label.text()
    assert "first entry has 300–200" in error and "the second 350–200" in error
    assert "double entry off" in error
    assert ui_context.services.results.get(evening, 1, 2).ns_mp == 300
    assert page.line_for(2).state is TableState.CONFLICT
    assert status(page, 2) == "conflict — second entry 350–200 (test)"
    tip = status(page, 2, Qt.ItemDataRole.ToolTipRole)
    assert "NS 300 — EW 200" in tip and "NS 350 — EW 200" in tip and "typed at test" in tip
    assert page.missing_label.text() == (
        "Round 1: 6 of 8 tables missing — 3–8. 1 table in conflict (the second entry differs): 2."
    )
    assert [
        (d.table, d.ns_mp, d.ew_mp) for d in ui_context.services.results.disagreements(evening, 1)
    ] == [(2, 350, 200)]


def test_a_disagreement_typed_at_another_station_shows_here(
    qtbot, page, ui_context, evening, sala2
):
    """Sala 2's second operator disagrees on table 2; this station's list shows it, naming
    Sala 2, as soon as it reads the round again."""
    other = shown_page(qtbot, sala2)
    other.double_entry.setChecked(True)
    type_line(qtbot, other, 2, 300, 250)
    assert other.line_for(2).state is TableState.CONFLICT
    page.reload()
    assert page.line_for(2).state is TableState.CONFLICT
    assert status(page, 2) == "conflict — second entry 300–250 (Sala 2)"
    page.table_edit.setText("2")
    assert "second entry 300–250 by Sala 2: in conflict" in page.seat_label.text()


def test_a_disagreement_survives_a_restart(qtbot, tmp_path, page, ui_context, evening):
    """The program closed and opened again on the same file: table 2 is still to check."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    page.close()
    restarted = station(tmp_path, ui_context.database, "test", evening)
    try:
        again = shown_page(qtbot, restarted)
        assert again.line_for(2).state is TableState.CONFLICT
        assert "1 table in conflict (the second entry differs): 2." in again.missing_label.text()
        assert not again.double_entry.isChecked()
    finally:
        restarted.close()


def test_saving_the_right_figures_settles_it(qtbot, page, ui_context, evening):
    """The sheet says 350-200: typed with double entry off, the result is corrected and
    the table is no longer to check, here and for every station."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    page.double_entry.setChecked(False)
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 2, 350, 200)
    assert ui_context.services.results.get(evening, 1, 2).ns_mp == 350
    assert page.line_for(2).state is TableState.ENTERED
    assert "in conflict" not in page.missing_label.text()
    assert ui_context.services.results.disagreements(evening) == ()
    assert "settles second entry 350-200" in ui_context.services.audit.list(evening)[0].summary


def test_the_first_entry_was_right(qtbot, page, ui_context, evening):
    """The sheet says 300-200 after all: typing it again with double entry off closes the
    disagreement without a new version of the result (nothing to replace)."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    page.double_entry.setChecked(False)
    type_line(qtbot, page, 2, 300, 200)
    assert ui_context.dialogs.messages("confirm") == []  # no "replace?" question
    assert "the disagreement (350–200, typed at test) is closed" in page.saved_label.text()
    assert page.line_for(2).state is TableState.ENTERED
    assert ui_context.services.results.get(evening, 1, 2).version == 1
    assert ui_context.services.results.disagreements(evening) == ()
    # Without a disagreement, the same figures are only acknowledged, as before.
    type_line(qtbot, page, 2, 300, 200)
    assert page.saved_label.text() == "Table 2 already has exactly these points."


def test_the_first_entry_was_right_over_a_disagreement_typed_at_another_station(
    qtbot, page, ui_context, evening, sala2
):
    """Sala 2's second operator typed 300-250 on table 2 after this list was drawn; the
    director here, double entry off, types the sheet's 300-200 (the saved figures): the first
    entry was right, so the disagreement is closed, named as Sala 2 typed it, though this
    screen never showed it."""
    sala2.services.results.second_entry(evening, 1, 2, 300, 250)
    assert page.line_for(2).disagreement is None  # nothing tells this station yet
    type_line(qtbot, page, 2, 300, 200)
    assert page.saved_label.text() == (
        "Table 2 confirmed by the second entry: the disagreement (300–250, typed at Sala 2)"
        " is closed."
    )
    assert ui_context.services.results.disagreements(evening) == ()
    assert ui_context.services.results.get(evening, 1, 2).version == 1


def test_the_saved_figures_over_a_disagreement_closed_elsewhere_are_only_acknowledged(
    qtbot, page, ui_context, evening, sala2
):
    """This station's 350-200 disagreed on table 2 and Sala 2 then confirmed the sheet's
    300-200, closing it. Typed here with double entry off, the saved 300-200 changes nothing
    and is not logged as a second entry: there is no disagreement left to close."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    page.double_entry.setChecked(False)
    sala2.services.results.second_entry(evening, 1, 2, 300, 200)
    logged = len(ui_context.services.audit.list(evening))
    type_line(qtbot, page, 2, 300, 200)
    assert page.saved_label.text() == "Table 2 already has exactly these points."
    assert len(ui_context.services.audit.list(evening)) == logged
    assert page.line_for(2).state is TableState.ENTERED


def test_second_entry_is_compared_with_the_result_stored_now(
    qtbot, page, ui_context, evening, sala2
):
    """Sala 2 corrected table 2 to 320-200 after this list was drawn: the message names
    the figures the services compared with, not the ones on this screen."""
    sala2.services.results.enter_totals(evening, 1, 2, 320, 200, expected_version=1)
    assert page.line_for(2).result.ns_mp == 300  # nothing tells this station yet
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    assert "first entry has 320–200" in page.error_label.text()
    assert status(page, 2) == "conflict — second entry 350–200 (test)"
    assert page.line_for(2).result.ns_mp == 320  # the list was read again
    assert "The result saved has NS 320 — EW 200" in status(page, 2, Qt.ItemDataRole.ToolTipRole)


def test_the_confirmation_names_the_disagreement_another_station_typed_meanwhile(
    qtbot, page, ui_context, evening, sala2
):
    """Sala 2's operator re-typed table 2 as 300-250 after this list was drawn; this station
    re-types the sheet's 300-200: the line names the disagreement it closed, Sala 2's, though
    this screen never showed it."""
    page.double_entry.setChecked(True)
    sala2.services.results.second_entry(evening, 1, 2, 300, 250)
    assert page.line_for(2).disagreement is None  # nothing tells this station yet
    type_line(qtbot, page, 2, 300, 200)
    assert page.saved_label.text() == (
        "Table 2 confirmed by the second entry: the disagreement (300–250, typed at Sala 2)"
        " is closed."
    )
    assert ui_context.services.results.disagreements(evening) == ()


def test_a_disagreement_closed_elsewhere_is_not_said_closed_again(
    qtbot, page, ui_context, evening, sala2
):
    """This station's 350-200 disagreed on table 2; Sala 2 then re-typed the sheet's 300-200,
    closing it. Re-typed here too, the table is only confirmed: no disagreement was open."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    assert page.line_for(2).state is TableState.CONFLICT
    sala2.services.results.second_entry(evening, 1, 2, 300, 200)
    type_line(qtbot, page, 2, 300, 200)
    assert page.saved_label.text() == "Table 2 confirmed by the second entry."


def test_second_entry_where_there_is_no_sheet_to_check(qtbot, page, ui_context, evening):
    """Double entry on a table with no result, or on a forfeit: refused, saying what to do."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 3, 500, 100)
    assert "has no result yet" in page.error_label.text()
    assert "double entry off" in page.error_label.text()
    assert ui_context.services.results.get(evening, 1, 3) is None
    ui_context.services.results.enter_forfeit(evening, 1, 4, absent="ew")
    type_line(qtbot, page, 4, 500, 100)
    assert "forfeit or arbitral" in page.error_label.text()
    assert page.line_for(4).state is TableState.ENTERED


def test_log_rows_of_double_entry_in_english_and_italian(qtbot, page, ui_context, evening):
    """Disagreement, confirmation and settling read as sentences in both languages."""
    from tournament_app.services import AuditEntry
    from tournament_app.services.log.words import change_text
    from tournament_app.services.values import AuditId
    from tournament_app.ui.i18n import LanguageSwitcher
    from tournament_app.ui.log_page import LogPage

    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)  # disagrees
    type_line(qtbot, page, 2, 300, 200)  # agrees: closes it
    type_line(qtbot, page, 2, 310, 200)  # disagrees again
    page.double_entry.setChecked(False)
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 2, 310, 200)  # the director corrects: settles it
    log = LogPage(ui_context)
    qtbot.addWidget(log)
    log.show()
    column = log.model.column_index("action")

    def changes() -> list[str]:
        return [str(log.model.index(row, column).data()) for row in range(4)][::-1]

    assert changes() == [
        "Second entry differs from the result: second entry 350-200, first entry 300-200",
        "Result confirmed by a second entry: second entry 300-200 agrees with the first entry;"
        " closes second entry 350-200 by test",
        "Second entry differs from the result: second entry 310-200, first entry 300-200",
        "Result corrected: from 300-200 (VP 11-9) to 310-200 (VP 11-9); settles second entry"
        " 310-200 by test",
    ]
    refused = AuditEntry(
        id=AuditId(1),
        at="2026-11-26T21:00:00Z",
        station="Sala 2",
        action="result.second_entry.refused",
        entity="round 1 table 2",
        tournament_id=evening,
        before={},
        after={},
        summary="stale version 1: 2 by Sala 1",
        undone=False,
    )
    languages = LanguageSwitcher()
    try:
        # As the window's language menu does: the translations and the context's language.
        assert languages.apply("it")
        ui_context.language = "it"
        ui_context.changes.language_changed.emit("it")
        assert changes() == [
            "Secondo inserimento diverso dal risultato: secondo inserimento 350-200, primo"
            " inserimento 300-200",
            "Risultato confermato da un secondo inserimento: secondo inserimento 300-200"
            " concorda con il primo inserimento; chiude la discordanza con il secondo"
            " inserimento 350-200 da test",
            "Secondo inserimento diverso dal risultato: secondo inserimento 310-200, primo"
            " inserimento 300-200",
            "Risultato corretto: da 300-200 (PV 11-9) a 310-200 (PV 11-9); risolve la"
            " discordanza con il secondo inserimento 310-200 da test",
        ]
        assert change_text(refused, "it") == (
            "Secondo inserimento rifiutato: il risultato era appena cambiato: questa"
            " postazione aveva la versione 1, Sala 1 aveva salvato la versione 2"
        )
    finally:
        languages.apply("en")
        ui_context.language = "en"
    assert change_text(refused, "en") == (
        "Second entry refused: the result had just changed: this station had version 1,"
        " Sala 1 had saved version 2"
    )


def test_undoing_the_correction_brings_the_disagreement_back(qtbot, page, ui_context, evening):
    """The director's correction undone from the log: 300-200 again, and table 2 is back to
    check, on this page too."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    page.double_entry.setChecked(False)
    ui_context.dialogs.confirmations.append(True)
    type_line(qtbot, page, 2, 350, 200)
    assert page.line_for(2).state is TableState.ENTERED
    ui_context.run(page, lambda: ui_context.services.audit.undo_last(evening))
    assert page.line_for(2).result.ns_mp == 300
    assert page.line_for(2).state is TableState.CONFLICT
    assert "1 table in conflict (the second entry differs): 2." in page.missing_label.text()


def figures(page: ResultsPage, table: int) -> list[str | None]:
    """What the list shows of a table's NS MP, EW MP, NS VP and EW VP."""
    row = next(i for i, line in enumerate(page.model.rows()) if line.seat.table == table)
    return [
        page.model.index(row, page.model.column_index(key)).data()
        for key in ("ns_mp", "ew_mp", "ns_vp", "ew_vp")
    ]


def test_the_second_operator_does_not_see_the_first_entry(qtbot, page):
    """Double entry on (Ctrl+Shift+D): tables 1 (640-245) and 2 (300-200) say only that a
    sheet is in, on the line under the table number and in the list, so the second operator
    types from the scoresheet and cannot copy a slip. Re-typed, table 1 shows its figures
    again; double entry off, table 2 too."""
    qtbot.keyClick(
        page.table_edit,
        Qt.Key.Key_D,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert page.double_entry.isChecked()
    assert page.table_edit.text() == "1"  # the first table to re-type is offered
    assert page.seat_label.text().endswith("(entered)")
    assert "640" not in page.seat_label.text() and "245" not in page.seat_label.text()
    assert figures(page, 1) == [""] * 4 and figures(page, 2) == [""] * 4
    assert status(page, 1) == "entered" and status(page, 2) == "entered"
    # Correct (double-click) on a hidden table loads its number, not its figures
    page.correct_selected()
    assert (page.ns_edit.text(), page.ew_edit.text()) == ("", "")
    # WHEN table 1 is re-typed and agrees
    type_line(qtbot, page, 1, 640, 245)
    assert page.saved_label.text() == "Table 1 confirmed by the second entry."
    # THEN its figures are back; table 2's are still hidden
    assert figures(page, 1)[:2] == ["640", "245"]
    assert figures(page, 2) == [""] * 4
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "1")
    assert page.seat_label.text().endswith("(entered: 640–245)")
    # double entry off: every figure shows again
    qtbot.keyClick(
        page.table_edit,
        Qt.Key.Key_D,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert not page.double_entry.isChecked()
    assert figures(page, 2)[:2] == ["300", "200"]
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "2")
    assert page.seat_label.text().endswith("(entered: 300–200)")


def test_a_table_in_conflict_shows_both_entries(qtbot, page):
    """Re-typed with a difference, the table was not copied: both figures are shown for
    the director to settle."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 350, 200)
    assert figures(page, 2)[:2] == ["300", "200"]
    assert status(page, 2) == "conflict — second entry 350–200 (test)"


def test_a_negative_figure_reads_whole_beside_the_dash(qtbot, page):
    """A pair can end a turno below zero. Beside a dash its minus would read as a second
    dash ("300–-200"), so the page brackets it, as the log and the command line do."""
    page.double_entry.setChecked(True)
    type_line(qtbot, page, 2, 300, -200)
    assert status(page, 2) == "conflict — second entry 300–(-200) (test)"
    assert "the first entry has 300–200, the second 300–(-200). Nothing" in (
        page.error_label.text()
    )
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "2")
    assert page.seat_label.text().endswith("second entry 300–(-200) by test: in conflict")
    page.double_entry.setChecked(False)
    type_line(qtbot, page, 3, -35, 1200)
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, "3")
    assert page.seat_label.text().endswith("(entered: (-35)–1200)")
