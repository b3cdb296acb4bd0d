"""The main window of a display station: standings on the hall's screen, nothing editable."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.builders.snapshots import with_services
from tournament_app.__main__ import _wants_gui
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    ServiceError,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.ui.app import build_main_window, parse_gui_args
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import TAB_RESULTS, TAB_STANDINGS, MainWindow
from tournament_app.ui.results.table_lines import TableState
from tournament_app.ui.settings import Settings


def round_one_of_sixteen_pairs(director: Services) -> int:
    tid = int(burraco_tournament(director, 16))
    published_round(director, tid)
    return tid


@pytest.fixture
def evening(ui_snapshot) -> tuple[str, int]:
    """A database where the director seated and published round 1 of 16 pairs (built once
    per process, a copy for each test)."""
    database, tid = ui_snapshot(with_services(round_one_of_sixteen_pairs, station="direttore"))
    return database, tid


def display_window(qtbot, database: str, tmp_path: Path, language: str) -> MainWindow:
    settings = Settings(tmp_path / f"gui-{language}.ini")
    settings.language = language
    window = build_main_window(
        database, station="schermo", settings=settings, dialogs=ScriptedDialogs(), display=True
    )
    qtbot.addWidget(window)
    assert isinstance(window, MainWindow)
    return window


def test_gui_option_display() -> None:
    assert parse_gui_args(["--display", "--db", "x.sqlite3"]).display is True
    assert parse_gui_args([]).display is False
    assert _wants_gui(["--display", "--db", "x.sqlite3"])


def test_result_typed_on_a_display_station_is_refused(qtbot, evening, tmp_path) -> None:
    database, tid = evening
    window = display_window(qtbot, database, tmp_path, "en")
    window.open_tournament(tid)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle().endswith("— display only")

    window.show_page(TAB_RESULTS)
    page = window.results_page
    page.focus_entry()
    type_line(qtbot, page, 1, 640, 245)

    assert "This station is display only" in page.error_label.text()
    assert page.line_for(1).state is TableState.MISSING
    director = open_services(database, station="direttore")
    try:
        assert director.results.list(tid, 1) == ()
        assert [row.action for row in director.audit.list(tid)].count("result.enter") == 0
    finally:
        director.close()


def test_display_station_shows_the_directors_standings(qtbot, evening, tmp_path) -> None:
    database, tid = evening
    director = open_services(database, station="direttore")
    try:
        director.results.enter_totals(tid, 1, 1, 640, 245)
        expected = director.standings.overall(tid)
    finally:
        director.close()
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        window = display_window(qtbot, database, tmp_path, "it")
        window.open_tournament(tid)
        window.show_page(TAB_STANDINGS)
        assert window.context.services.standings.overall(tid) == expected
        assert window.windowTitle().endswith("— sola visualizzazione")
        # The title keeps the mark when the window rewrites it (another tournament opened).
        window.open_tournament(None)
        assert window.windowTitle().endswith("— sola visualizzazione")
        assert window.windowTitle().count("sola visualizzazione") == 1
    finally:
        languages.apply("en")


def test_a_display_station_stays_display_only_on_another_database(qtbot, evening, tmp_path) -> None:
    """Opening another database (File ▸ Open database, or a renamed station reopening it)
    keeps the station read-only: the hall's screen never becomes a station that writes."""
    database, _tournament = evening
    window = display_window(qtbot, database, tmp_path, "en")
    other = str(tmp_path / "altro.sqlite3")
    open_services(other).close()  # a display station opens only a database already made
    assert window.switch_database(other)
    assert window.windowTitle().endswith("— display only")
    assert window.windowTitle().count("display only") == 1
    with pytest.raises(ServiceError) as refused:
        window.context.services.tournaments.create(
            TournamentDraft(game=Game.BURRACO, name="Nuovo", settings=BurracoSettings())
        )
    assert refused.value.code is ErrorCode.READ_ONLY_STATION
