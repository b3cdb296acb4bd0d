"""The screenshots of a team event (burraco a squadre): Registration with its teams, Standings
with the team ranking. Made on a database of their own, so the demo tournaments' pictures
stay as they are: four teams of two pairs, round 1 played (see `ui/screenshots.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from tournament_app.ui.screenshots import Register, ScreenFactory, Shot


def _team_event(tab: int) -> ScreenFactory:
    def build(shot: Shot) -> QWidget:
        from tournament_app.services import open_services
        from tournament_app.services.teams.demo import team_event
        from tournament_app.ui.context import AppContext
        from tournament_app.ui.dialogs import ScriptedDialogs
        from tournament_app.ui.main_window.window import MainWindow
        from tournament_app.ui.settings import Settings

        folder = shot.folder("teams")
        database = str(folder / "teams.sqlite3")
        services = open_services(database, station="Sala 1")
        tid = team_event(services)
        window_settings = Settings(folder / "settings.ini")
        window_settings.language = shot.language
        context = AppContext(
            services,
            dialogs=ScriptedDialogs(),
            settings=window_settings,
            station="Sala 1",
            language=shot.language,
            database=database,
        )
        shot.contexts.append(context)
        window = MainWindow(context)
        shot.opened.append(window)
        window.open_tournament(tid)
        window.show_page(tab)
        return window

    return build


def register_screenshots(register: Register) -> None:
    """Registration and Standings of a team event."""
    from tournament_app.ui.main_window import page_tabs as tabs

    register("registration-teams", _team_event(tabs.TAB_REGISTRATION))
    register("standings-teams", _team_event(tabs.TAB_STANDINGS))
