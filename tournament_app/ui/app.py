"""Start the desktop application."""

from __future__ import annotations

import argparse
import gc
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from tournament_app.paths import default_database_path
from tournament_app.ui.errors_report import ErrorReporter, report
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.icon import application_icon
from tournament_app.ui.main_window.window import MainWindow
from tournament_app.ui.settings import (
    Settings,
    display_database,
    is_server_url,
    keyring_password,
    password_of,
    with_password,
    without_password,
)
from tournament_app.ui.style import apply_style

if TYPE_CHECKING:
    from tournament_app.services import Services
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.dialogs import Dialogs

# Only Qt is imported above: `run_gui` shows the window first and loads the services (with
# SQLAlchemy) and the pages on the event loop's first turn, about half a second later.
# Qt's message boxes are imported where a start goes wrong: PySide makes a Qt class, with its
# enums, when it is first named.


def parse_gui_args(args: list[str]) -> argparse.Namespace:
    """The options the GUI understands: --db, --station, --lang, --display, and a tournament
    file to import, given as --import-file FILE or alone (as file managers pass it)."""
    parser = argparse.ArgumentParser(prog="torneo")
    parser.add_argument("--db", default=None, help="SQLite file or SQLAlchemy URL")
    parser.add_argument("--station", default=None, help="this station's name in the audit log")
    parser.add_argument("--lang", default=None, choices=["it", "en"])
    parser.add_argument(
        "--display",
        action="store_true",
        help="display station (a screen in the hall): shows everything, changes nothing",
    )
    parser.add_argument(
        "--import-file",
        default=None,
        metavar="FILE",
        help="a tournament file (.torneo) to import once the database is open",
    )
    parser.add_argument("file", nargs="?", default=None, help="the same as --import-file FILE")
    options = parser.parse_args(args)
    if options.file is not None:
        if options.import_file is not None and options.import_file != options.file:
            parser.error("name one tournament file to import, not two")
        options.import_file = options.file
    return options


def build_main_window(
    database: str,
    *,
    station: str | None = None,
    settings: Settings | None = None,
    dialogs: Dialogs | None = None,
    languages: LanguageSwitcher | None = None,
    display: bool = False,
) -> MainWindow:
    """The main window, opened on the given database (a path or a URL), showing the
    tournament that was open there last time.

    `display`: a display station; the services refuse every change (the pages show the
    refusal's sentence) and the title says so.
    Raises ServiceError when the database cannot be opened (too new, not a Torneo file,
    server unreachable); nothing is changed then.
    """
    settings = settings or Settings()
    context = open_context(
        database,
        station=station,
        settings=settings,
        dialogs=dialogs,
        languages=languages,
        display=display,
    )
    window = MainWindow(languages=languages, settings=settings, display=display)
    window.attach(context, open_last=True)
    return window


def open_context(
    database: str,
    *,
    settings: Settings,
    station: str | None = None,
    dialogs: Dialogs | None = None,
    languages: LanguageSwitcher | None = None,
    display: bool = False,
    remember: bool = True,
) -> AppContext:
    """Open the services over `database` and (with `remember`: the director chose it) remember
    it as the last one opened.

    Raises ServiceError when the database cannot be opened; nothing is changed then."""
    from tournament_app.services import open_services

    station = station or settings.station
    services = open_services(database, station=station, read_only=display)
    return context_over(
        services,
        database,
        settings=settings,
        station=station,
        dialogs=dialogs,
        languages=languages,
        remember=remember,
    )


def context_over(
    services: Services,
    database: str,
    *,
    settings: Settings,
    station: str,
    dialogs: Dialogs | None = None,
    languages: LanguageSwitcher | None = None,
    remember: bool = True,
) -> AppContext:
    """The window's context over services already open on `database`."""
    from tournament_app.ui.context import AppContext

    if remember:
        settings.last_database = without_password(database)
    return AppContext(
        services,
        dialogs=dialogs,
        settings=settings,
        station=station,
        language=languages.language if languages else None,
        database=without_password(database),
    )


def _database_to_open(options: argparse.Namespace, settings: Settings) -> str:
    """--db, else the database open last time, else the embedded default; a server's
    password as written in the address, else from the keyring, else asked (held in memory
    only: the settings keep the address without it)."""
    database = options.db or settings.last_database or str(default_database_path())
    if is_server_url(database) and password_of(database) is None:
        password = keyring_password(database)
        if password is None and "@" in database:
            label = QCoreApplication.translate("App", "Password for {0}:")
            from tournament_app.ui.dialogs import Dialogs

            value = Dialogs().ask_text(
                None, "Torneo", label.replace("{0}", without_password(database)), secret=True
            )
            password = value or None
        if password:
            database = with_password(database, password)
    return database


def run_gui(args: list[str]) -> int:
    """Show the main window at once, open the chosen database, and run the event loop."""
    options = parse_gui_args(args)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Torneo")
    app.setOrganizationName("Torneo")
    app.setWindowIcon(application_icon())
    apply_style(app)
    settings = Settings()
    if options.lang:
        settings.language = options.lang
    if options.station:
        settings.station = options.station
    languages = LanguageSwitcher()
    languages.apply(settings.language)
    planned = options.db or settings.last_database or str(default_database_path())
    window = MainWindow(
        languages=languages,
        settings=settings,
        opening=display_database(planned),
        display=options.display,
    )
    # The start makes ~100,000 objects that live as long as the window: collecting while
    # they are made would walk them again and again (70-95 ms of a start, measured) for
    # nothing. `_start` turns collection back on, with those objects frozen.
    gc.disable()
    window.show()
    QTimer.singleShot(0, lambda: _start(window, options, settings, languages))
    with ErrorReporter():
        return int(app.exec())


def _start(
    window: MainWindow,
    options: argparse.Namespace,
    settings: Settings,
    languages: LanguageSwitcher,
) -> None:
    """The start's second half, once the window is on screen: open the database and hand it
    to the window, then import the tournament file the start named, if any.

    An error nobody foresaw is reported (errors_report) and ends the program, rather than
    leaving the window saying "Opening…" for ever."""
    try:
        opened = _open_first_database(window, options, settings, languages)
    except Exception as error:
        report(error, window)
        window.close()
        QApplication.exit(1)
        return
    finally:
        # What the start loaded (SQLAlchemy, Qt's wrappers, the pages) lives as long as the
        # window. Left to the collector, each full collection walks it all again, ~65 ms in
        # the middle of someone's result entry; frozen, a full collection costs ~0.
        gc.freeze()
        gc.enable()
    if opened and options.import_file is not None:
        window.import_tournament_file(options.import_file)


def _open_first_database(
    window: MainWindow,
    options: argparse.Namespace,
    settings: Settings,
    languages: LanguageSwitcher,
) -> bool:
    """Open the database (or, when the last one is gone, the embedded one) and hand it to the
    window; False, having said why and asked to quit with 1, when none opens.

    The window is `ready` before any import: the import's outcome is a message box that
    waits for the director, and unattended runs (installer/torneo_entry.py) time the start
    by `ready`."""
    from tournament_app.services import ServiceError, messages

    database = _database_to_open(options, settings)
    fallback = str(default_database_path())
    try:
        try:
            context = open_context(
                database, settings=settings, languages=languages, display=options.display
            )
        except ServiceError as error:
            if _server_down(database, error):
                # Never another database in the server's place (server_start.py).
                if options.display:
                    _wait_for_server(window, database, error, settings, languages)
                    return False
                chosen = _ask_until_open(window, database, error, settings, languages)
                if chosen is None:
                    window.close()
                    QApplication.exit(1)
                    return False
                context = chosen
            elif options.display or not _recovered(window, database, error, settings):
                raise
            else:
                context = open_context(database, settings=settings, languages=languages)
    except ServiceError as error:
        text = messages.describe(error, settings.language)
        # A display station shows the director's database or nothing: an empty embedded
        # one would only mislead the hall.
        if database == fallback or options.db or options.display:
            return _give_up(window, text)
        # The last database is gone or unreadable: say so, and open the embedded one for
        # now, without taking it for the director's choice next time.
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, "Torneo", text)
        try:
            context = open_context(fallback, settings=settings, languages=languages, remember=False)
        except ServiceError as second:
            return _give_up(window, messages.describe(second, settings.language))
    # Reopening the last tournament only to leave it for the imported one would be wasted.
    window.attach(context, open_last=options.import_file is None)
    password = password_of(database)
    if password is not None:
        window.keep_password(without_password(database), password)
    return True


def _server_down(database: str, error: Exception) -> bool:
    """True when `database` is a server that could not be reached (or refused the login)."""
    from tournament_app.services import ErrorCode, ServiceError

    unreachable = isinstance(error, ServiceError) and error.code is ErrorCode.DATABASE_UNREACHABLE
    return unreachable and is_server_url(database)


def _ask_until_open(
    window: MainWindow,
    database: str,
    error: Exception,
    settings: Settings,
    languages: LanguageSwitcher,
) -> AppContext | None:
    """Ask the director what to do while the server does not answer, until a database opens
    (the server, or one the director picks: the only one remembered instead) or they quit
    (None)."""
    from tournament_app.services import ServiceError, messages
    from tournament_app.ui import server_start
    from tournament_app.ui.server_start import ServerDown

    reason = messages.describe(error, settings.language)
    while True:
        answer = server_start.ask_when_server_down(window, reason)
        if answer is ServerDown.QUIT:
            return None
        target = database
        if answer is ServerDown.OTHER:
            picked = server_start.choose_database(window, str(default_database_path()))
            if not picked:
                continue
            target = picked
        try:
            return open_context(target, settings=settings, languages=languages)
        except ServiceError as again:
            reason = messages.describe(again, settings.language)


def _wait_for_server(
    window: MainWindow,
    database: str,
    error: Exception,
    settings: Settings,
    languages: LanguageSwitcher,
) -> None:
    """A display station: say on screen that it waits for the server, and attach the window
    once the server answers (asked every few seconds, off the window's thread)."""
    from tournament_app.services import ServiceError, messages, open_services
    from tournament_app.ui.server_start import DisplayWaiting

    station = settings.station

    def attempt() -> Services:
        return open_services(database, station=station, read_only=True)

    def opened(services: Services) -> None:
        context = context_over(
            services, database, settings=settings, station=station, languages=languages
        )
        window.attach(context, open_last=True)

    waiting = DisplayWaiting(
        database,
        messages.describe(error, settings.language),
        attempt,
        opened,
        lambda failure: (
            messages.describe(failure, settings.language)
            if isinstance(failure, ServiceError)
            else str(failure)
        ),
        window,
    )
    window.setCentralWidget(waiting)


def _recovered(window: MainWindow, database: str, error: Exception, settings: Settings) -> bool:
    """A damaged database file with automatic copies: offer to put the newest in its place
    (the damaged file kept beside it). True once done; False when the director declines,
    there is no copy, or the copy is refused (that refusal said in its own box)."""
    from PySide6.QtWidgets import QMessageBox

    from tournament_app.services import (
        ErrorCode,
        ServiceError,
        copies_of,
        database_file,
        messages,
        recover_from_copy,
    )
    from tournament_app.ui.copies_dialog import taken_on, why_text

    path = database_file(database)
    if not isinstance(error, ServiceError) or error.code is not ErrorCode.DATABASE_DAMAGED:
        return False
    copies = copies_of(path) if path is not None else ()
    if path is None or not copies:
        return False
    newest = copies[0]
    day, hour = taken_on(newest, settings.language)
    question = (
        QCoreApplication.translate(
            "App",
            "The database {0} is damaged and cannot be opened.\n\n"
            "Torneo has a copy of it from {1} at {2} ({3}). Put that copy in its place?"
            " What was entered after it is not in the copy. The damaged file is not deleted:"
            " it is kept beside it, renamed.",
        )
        .replace("{0}", str(path))
        .replace("{1}", day)
        .replace("{2}", hour)
        .replace("{3}", why_text(newest, {}))
    )
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    answer = QMessageBox.question(window, "Torneo", question, buttons)
    if answer != QMessageBox.StandardButton.Yes:
        return False
    try:
        aside = recover_from_copy(path, newest, station=settings.station, read_only=window.display)
    except ServiceError as refused:
        QMessageBox.warning(window, "Torneo", messages.describe(refused, settings.language))
        return False
    QMessageBox.information(
        window,
        "Torneo",
        QCoreApplication.translate(
            "App",
            "The copy of {0} at {1} is now the database. The damaged file was kept as {2}.",
        )
        .replace("{0}", day)
        .replace("{1}", hour)
        .replace("{2}", str(aside)),
    )
    return True


def _give_up(window: MainWindow, text: str) -> bool:
    """No database to work on: say why, close the window, quit with 1."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(window, "Torneo", text)
    window.close()
    QApplication.exit(1)
    return False


__all__ = ["build_main_window", "context_over", "open_context", "parse_gui_args", "run_gui"]
