"""The window opens a SQLite file or a PostgreSQL server (when one is configured for tests)."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.settings import Settings, is_server_url


def test_the_window_works_on_either_kind_of_database(
    qtbot, empty_database_url, tmp_path: Path
) -> None:
    """From a window on a local file, switch to the database under test (File > Open database
    or File > Connect to server), create a tournament there, and find it listed."""
    settings = Settings(tmp_path / "gui.ini")
    window = build_main_window(
        str(tmp_path / "local.sqlite3"),
        station="Sala 1",
        settings=settings,
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    dialogs = window.context.dialogs
    if is_server_url(empty_database_url):
        dialogs.texts.extend([empty_database_url, ""])  # the address, then no password
        window.connect_to_server()
    else:
        dialogs.files_to_save.append(empty_database_url.removeprefix("sqlite:///"))
        window.choose_database_file()
    assert dialogs.messages("warn") == []
    services = window.context.services
    services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Sul server", settings=BurracoSettings())
    )
    window.start_page.refresh()
    assert [window.start_page.proxy.index(0, 0).data()] == ["Sul server"]
    assert settings.last_database is not None
    assert "Sala 1" in window.windowTitle()
    window.close()
