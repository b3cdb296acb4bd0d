"""A result the results desk ("cassa") saved while this station ("sala") had not seen it yet:
the refusal's sentence says what the director sees now (there is no Reload command to look
for), and the list and the status bar's count both show the other station's figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.builders.snapshots import with_services
from tournament_app.services import ConflictError, Services, TournamentId, open_services
from tournament_app.services.messages import describe
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import TAB_RESULTS
from tournament_app.ui.settings import Settings


def _round_one_of_sixteen_pairs(services: Services) -> TournamentId:
    tid = burraco_tournament(services, 16)
    published_round(services, tid)
    return tid


@pytest.fixture
def evening(qtbot, tmp_path: Path, ui_snapshot):
    """(sala's window on the Results page, cassa's services, the tournament): 16 pairs, round
    1 published (8 tables) by sala, nothing entered; the same file for both stations."""
    database, tid = ui_snapshot(with_services(_round_one_of_sixteen_pairs, station="sala"))
    settings = Settings(tmp_path / "gui.ini")
    settings.language = "en"
    window = build_main_window(
        database, station="sala", settings=settings, dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(window)
    window.show()
    window.open_tournament(tid)
    window.show_page(TAB_RESULTS)
    cassa = open_services(database, station="cassa")
    yield window, cassa, tid
    cassa.close()


def _figures(window, table: int) -> tuple[int, int] | None:
    line = window.results_page.line_for(table)
    return None if line.result is None else (line.result.ns_mp, line.result.ew_mp)


def test_a_table_entered_meanwhile_shows_in_the_list_and_the_status_bar(qtbot, evening) -> None:
    window, cassa, tid = evening
    page = window.results_page
    assert window.tables_label.text() == "Tables entered: 0 / 8"
    cassa.results.enter_totals(tid, 1, 1, 640, 245)

    type_line(qtbot, page, 1, 600, 285)  # sala's copy of the same sheet, typed differently

    assert "already has a result, entered by cassa" in page.error_label.text()
    assert _figures(window, 1) == (640, 245)
    assert window.tables_label.text() == "Tables entered: 1 / 8"  # as the list says
    assert "7" in page.missing_label.text()


def test_a_correction_over_another_stations_says_what_is_on_screen_now(qtbot, evening) -> None:
    window, cassa, tid = evening
    page = window.results_page
    cassa.results.enter_totals(tid, 1, 1, 640, 245)
    type_line(qtbot, page, 1, 600, 285)  # refused: sala now shows cassa's 640-245 (version 1)
    cassa.results.enter_totals(tid, 1, 1, 650, 235, expected_version=1)  # cassa corrects
    window.context.dialogs.confirmations.append(True)  # "Replace 640-245 with 600-285?"
    page.ns_edit.clear()  # the refused line is still there: typed again from the start
    page.ew_edit.clear()

    type_line(qtbot, page, 1, 600, 285)

    said = page.error_label.text()
    assert said.startswith("Table 1 of round 1 was changed by cassa at ")
    assert "your change was not saved" in said
    assert "What you see now is the new value" in said
    assert "Reload" not in said
    assert _figures(window, 1) == (650, 235)  # the value the sentence speaks of
    assert window.tables_label.text() == "Tables entered: 1 / 8"


def test_the_conflict_sentence_sends_nobody_to_a_reload_command() -> None:
    """In Italian too; the command line, with no screen that redraws, says to look again."""
    error = ConflictError(
        "R1 T1",
        expected_version=1,
        current_version=2,
        changed_by="cassa",
        changed_at="2026-11-27T20:15:34+00:00",
    )
    window = describe(error, "it")
    assert window.startswith("Il tavolo 1 del turno 1 è stato modificato da cassa alle ")
    assert "la tua modifica non è stata salvata" in window
    assert window.endswith("Ora vedi il valore nuovo: controllalo e, se serve, correggi di nuovo.")
    cli = describe(error, "it", face="cli")
    assert cli.endswith(
        "Mostralo di nuovo per vedere il valore nuovo: controllalo e, se serve, correggi di nuovo."
    )
    assert "Ora vedi" not in cli  # the command line has no screen showing it
    for sentence in (window, cli, describe(error, "en"), describe(error, "en", face="cli")):
        assert "Ricarica" not in sentence and "Reload" not in sentence
