"""Start the desktop application."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from tournament_app.paths import default_database_path
from tournament_app.services import ServiceError, Services, messages, open_services
from tournament_app.ui.about import application_icon
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import Dialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.settings import (
    Settings,
    is_server_url,
    keyring_password,
    with_password,
    without_password,
)


def parse_gui_args(args: list[str]) -> argparse.Namespace:
    """The options the GUI understands: --db, --station, --lang, --display."""
    parser = argparse.ArgumentParser(prog="torneo")
    parser.add_argument("--db", default=None, help="SQLite file or SQLAlchemy URL")
    parser.add_argument("--station", default=None, help="this station's name in the audit log")
    parser.add_argument("--lang", default=None, choices=["it", "en"])
    parser.add_argument(
        "--display",
        action="store_true",
        help="display station (a screen in the hall): shows everything, changes nothing",
    )
    return parser.parse_args(args)


def build_main_window(
    database: str,
    *,
    station: str | None = None,
    settings: Settings | None = None,
    dialogs: Dialogs | None = None,
    languages: LanguageSwitcher | None = None,
    display: bool = False,
) -> QMainWindow:
    """The main window, opened on the given database (a path or a URL).

    `display`: a display station; the services refuse every change (the pages show the
    refusal's sentence) and the title says so.
    Raises ServiceError when the database cannot be opened (too new, not a Torneo file,
    server unreachable); nothing is changed then.
    """
    settings = settings or Settings()
    station = station or settings.station
    services = open_services(database, station=station, read_only=display)
    context = AppContext(
        services,
        dialogs=dialogs,
        settings=settings,
        station=station,
        language=languages.language if languages else None,
        database=without_password(database),
    )
    settings.last_database = without_password(database)
    window = MainWindow(context, languages=languages)
    if display:
        _mark_display_only(window, context)
    last = settings.last_tournament(context.database)
    if last is not None and any(t.id == last for t in services.tournaments.list()):
        window.open_tournament(last)
    return window


# What the title adds on a display station, per interface language.
DISPLAY_ONLY = {"it": "sola visualizzazione", "en": "display only"}


def _mark_display_only(window: QMainWindow, context: AppContext) -> None:
    """Keep "display only" at the end of the title, however often the window rewrites it
    (a tournament opened, the language switched)."""

    def mark(title: str) -> None:
        suffix = f" — {DISPLAY_ONLY.get(context.language, DISPLAY_ONLY['en'])}"
        if not title.endswith(suffix):
            for other in DISPLAY_ONLY.values():
                title = title.removesuffix(f" — {other}")
            window.setWindowTitle(title + suffix)

    window.windowTitleChanged.connect(mark)
    mark(window.windowTitle())


def _database_to_open(options: argparse.Namespace, settings: Settings) -> str:
    """--db, else the database open last time, else the embedded default."""
    database = options.db or settings.last_database or str(default_database_path())
    if is_server_url(database):
        password = keyring_password(database)
        if password is None and "@" in database:
            label = QCoreApplication.translate("App", "Password for {0}:")
            value = Dialogs().ask_text(
                None, "Torneo", label.replace("{0}", without_password(database)), secret=True
            )
            password = value or None
        if password:
            database = with_password(database, password)
    return database


def run_gui(args: list[str]) -> int:
    """Open the main window on the chosen database and run the event loop."""
    options = parse_gui_args(args)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Torneo")
    app.setOrganizationName("Torneo")
    app.setWindowIcon(application_icon())
    settings = Settings()
    if options.lang:
        settings.language = options.lang
    if options.station:
        settings.station = options.station
    languages = LanguageSwitcher()
    languages.apply(settings.language)
    database = _database_to_open(options, settings)
    try:
        window = build_main_window(
            database, settings=settings, languages=languages, display=options.display
        )
    except ServiceError as error:
        text = messages.describe(error, settings.language)
        fallback = str(default_database_path())
        # A display station shows the director's database or nothing: an empty embedded
        # one would only mislead the hall.
        if database == fallback or options.db or options.display:
            QMessageBox.critical(None, "Torneo", text)
            return 1
        # The last database is gone or unreachable: say so, and open the embedded one.
        QMessageBox.warning(None, "Torneo", text)
        window = build_main_window(fallback, settings=settings, languages=languages)
    window.show()
    return int(app.exec())


__all__ = ["Services", "build_main_window", "parse_gui_args", "run_gui"]
