"""The screenshots of a team event (burraco a squadre): Registration with its teams, Standings
with the team ranking. Made on a database of their own, so the demo tournaments' pictures
stay as they are: four teams of two pairs, round 1 played (see `ui/screenshots.py`)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from tournament_app.ui.screenshots import Register, ScreenFactory, Shot

PAIRS = (
    (("Rossi", "Anna"), ("Bianchi", "Carlo")),
    (("Russo", "Giulia"), ("Ferrari", "Marco")),
    (("Esposito", "Laura"), ("Romano", "Paolo")),
    (("Colombo", "Sara"), ("Ricci", "Luca")),
    (("Marino", "Elena"), ("Greco", "Davide")),
    (("Bruno", "Chiara"), ("Gallo", "Stefano")),
    (("Conti", "Marta"), ("De Luca", "Andrea")),
    (("Costa", "Silvia"), ("Giordano", "Franco")),
)
TEAMS = (("Assi di Roma", "Circolo Il Fante"), ("I Bassotti", "Circolo Il Fante"))
TEAMS += (("Cuori Ribelli", "Burraco Ostia"), ("Denari & Co.", "Burraco Ostia"))


def _team_event(tab: int) -> ScreenFactory:
    def build(shot: Shot) -> QWidget:
        from tournament_app.services import (
            BurracoSettings,
            EventFormat,
            Game,
            PairingSystem,
            PlayerSpec,
            ScheduleStep,
            TournamentDraft,
            open_services,
        )
        from tournament_app.ui.context import AppContext
        from tournament_app.ui.dialogs import ScriptedDialogs
        from tournament_app.ui.main_window.window import MainWindow
        from tournament_app.ui.settings import Settings

        folder = Path(tempfile.mkdtemp(prefix="torneo-teams-"))
        database = str(folder / "teams.sqlite3")
        services = open_services(database, station="Sala 1")
        settings = BurracoSettings(
            event_format=EventFormat.TEAMS,
            schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, 3),),
        )
        draft = TournamentDraft(
            Game.BURRACO, "Campionato a squadre", "2026-11-27", "Circolo Il Fante, Roma", settings
        )
        tid = services.tournaments.create(draft).id
        for first, second in PAIRS:
            services.entries.add(tid, [PlayerSpec(*first), PlayerSpec(*second)])
        for number, (name, club) in enumerate(TEAMS):
            services.teams.add(tid, name, [2 * number + 1, 2 * number + 2], club=club)
        services.rounds.generate(tid)
        services.rounds.publish(tid, 1, copy=False)
        for table, ns, ew in ((1, 640, 245), (2, 300, 500), (3, 515, 400), (4, 480, 420)):
            services.results.enter_totals(tid, 1, table, ns, ew)
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
