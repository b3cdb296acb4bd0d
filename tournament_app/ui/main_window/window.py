"""The main window: menus, the pages of a tournament evening, title and status bar.

Pages, in the order of the evening: Tornei (start), Registrazione, Turni, Risultati, Classifica,
Registro. The window owns one `AppContext` at a time; opening another database or switching
the language rebuilds the pages over it (their state lives in the database; what is typed and
not saved yet goes from the old pages to the new ones when they show the same tournament, after
a language switch or a renamed station: `ui/typed_input.py`).

The window can be shown before any database is open, saying which one it is opening, and be
given its context afterwards (`attach`). That is how the application starts: this module
imports only Qt, so the window is on screen before SQLAlchemy, the services and the pages are
loaded (they take most of a start: docs/benchmarks.md). Each page is built (and its module
imported) when its tab is first shown or code first asks for it (`page_tabs`); so are the
dialogs its actions open (`databases`, `menu_actions`, which import only Qt too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QTabWidget, QVBoxLayout, QWidget

from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.icon import application_icon
from tournament_app.ui.main_window import databases, menu_actions
from tournament_app.ui.main_window.page_tabs import (
    TAB_LOG,
    TAB_REGISTRATION,
    TAB_RESULTS,
    TAB_ROUNDS,
    TAB_STANDINGS,
    TAB_START,
    PageTabs,
)
from tournament_app.ui.settings import Settings, display_database

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
    from PySide6.QtWidgets import QMenu

    from tournament_app.services import Changes, Services
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.hall_dialog import HallDialog
    from tournament_app.ui.log_page import LogPage
    from tournament_app.ui.other_stations import OtherStations
    from tournament_app.ui.projector.window import ProjectorWindow
    from tournament_app.ui.registration.page import RegistrationPage
    from tournament_app.ui.results.page import ResultsPage
    from tournament_app.ui.rounds.page import RoundsPage
    from tournament_app.ui.standings.page import StandingsPage
    from tournament_app.ui.start_page import StartPage
    from tournament_app.ui.user_guide import UserGuideDialog

_AS_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
"""A database's name shown in the markup of the "Opening" line as typed (the standard
library's `html`, with its table of 2,000 named characters, is not loaded for three)."""

Opener = Callable[..., "Services"]
"""Opens a database: (path or URL, station, *, read_only) -> its services; raises
ServiceError."""


def default_opener(database: str, station: str, *, read_only: bool = False) -> Services:
    """The services over a database, as the application opens them (`read_only`: for a
    display station, whose every change the services refuse)."""
    from tournament_app.services import open_services

    return open_services(database, station=station, read_only=read_only)


class MainWindow(QMainWindow):
    """Torneo's main window over one open database.

    Its menus' actions are kept beside it and bound in this body: `databases` (another
    database, a server, the copies) and `menu_actions` (everything else the menus open)."""

    ready = Signal()
    """A database is open, the pages are built and (with `open_last`) the last tournament shown."""

    def __init__(
        self,
        context: AppContext | None = None,
        *,
        languages: LanguageSwitcher | None = None,
        opener: Opener = default_opener,
        settings: Settings | None = None,
        opening: str = "",
        display: bool = False,
    ) -> None:
        """A window over `context`; without one, a window saying it is opening `opening`
        (a database's name as the director knows it) until `attach` gives it the context.

        `display`: a display station (a screen in the hall). Its title says so, and every
        database it opens, the first or a later one, is opened read-only."""
        super().__init__()
        self.display = display
        self.languages = languages
        self.opener = opener
        self.projector: ProjectorWindow | None = None
        self.user_guide: UserGuideDialog | None = None
        self.hall: HallDialog | None = None
        """The hall service's dialog, kept (with the server it runs) while the window lives."""
        self._settings = settings or (context.settings if context is not None else Settings())
        self._session_password: str | None = None
        self._game: object | None = None
        self._tabs: PageTabs | None = None
        self._wired: AppContext | None = None
        self.other_stations: OtherStations | None = None
        """Brings other stations' writes to this window's pages (made with the pages)."""
        self.setWindowIcon(application_icon())
        self.setWindowTitle("Torneo")  # the version and the database join it once open
        # The pages under a banner that says when the database is out of reach.
        self.body = QWidget(self)
        self.tabs = QTabWidget(self.body)
        self.tabs.setDocumentMode(True)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.tabs, 1)
        self.server_banner: QWidget | None = None
        self.tabs.currentChanged.connect(self._focus_page)
        self.round_label = QLabel(self)
        self.tables_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.round_label)
        self.statusBar().addPermanentWidget(self.tables_label)
        geometry = self._settings.window_geometry("main")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1180, 760)
        if context is not None:
            self.attach(context)
        else:
            # Centred by markup rather than Qt.AlignmentFlag: touching PySide6's Qt namespace
            # builds its hundred enums, a tenth of a bare window's start.
            text = self.tr("Opening {0}…").replace("{0}", opening.translate(_AS_TEXT))
            self.setCentralWidget(QLabel(f'<div align="center">{text}</div>', self))

    def attach(self, context: AppContext, *, open_last: bool = False) -> None:
        """Show the pages over an open database; with `open_last`, reopen the tournament that
        was open there last time. Emits `ready` when done."""
        self.context = context
        if self.centralWidget() is not self.body:
            self.setCentralWidget(self.body)  # Qt deletes the "opening…" notice
        self._build(show_current=False)
        if open_last:
            self.open_last_tournament()
        self.show_current_page()
        self.ready.emit()

    def open_last_tournament(self) -> None:
        """Reopen the tournament that was open on this database last time, if still there."""
        last = self.context.settings.last_tournament(self.context.database)
        if last is None:
            return
        known = self.context.run(self, self.context.services.tournaments.list) or ()
        if any(t.id == last for t in known):
            self.open_tournament(last)

    def import_tournament_file(self, path: str) -> bool:
        """Import a tournament file named when Torneo was started (a double-click on it in the
        file manager) as File ▸ Import tournament file… does, and open it; True if imported.

        A refused file (missing, foreign, damaged) gets the same message as from the menu and
        changes nothing; the tournament open last time is reopened instead.
        """
        self.show_page(TAB_START)
        if self.start_page.import_file(path) is not None:
            return True
        self.open_last_tournament()
        return False

    # -- building -----------------------------------------------------------------------------
    def _build(self, *, show_current: bool = True) -> None:
        """Make the menus and the tabs over the current context, in the current language.

        The pages are built when first shown or asked for; with `show_current`, the page of
        the current tab now (a caller about to change tabs builds only the one it shows)."""
        from tournament_app.ui.other_stations import OtherStations, ServerBanner

        if self._tabs is not None:
            self._tabs.discard()
        context = self.context
        self._tabs = PageTabs(self.tabs, context, self._page_built)
        self._tabs.add(
            [
                self.tr("&Tournaments"),
                self.tr("Re&gistration"),
                self.tr("&Rounds"),
                self.tr("Res&ults"),
                self.tr("Stand&ings"),
                self.tr("&Log"),
            ]
        )
        if self._wired is not context:
            # Once per context: rebuilding for a language switch must not connect twice.
            if self.other_stations is not None:
                self.other_stations.stop()
                self.other_stations.deleteLater()
            self.other_stations = OtherStations(context, self)
            self.other_stations.start()
            if self.server_banner is not None:
                self.server_banner.deleteLater()
            self.server_banner = ServerBanner(context, self.body)
            self.body.layout().insertWidget(0, self.server_banner)
            context.changes.changed.connect(self._on_changed)
            context.changes.tournament_changed.connect(self._on_tournament_changed)
            self._wired = context
        self._make_menus()
        blocked = self.tabs.blockSignals(True)  # no page is built before the caller's choice
        try:
            self._on_tournament_changed(context.tournament_id)
        finally:
            self.tabs.blockSignals(blocked)
        if show_current:
            self.show_current_page()

    def _page_built(self, index: int, page: QWidget) -> None:
        if index == TAB_START:
            page.open_requested.connect(self.open_tournament)  # type: ignore[attr-defined]
            page.new_requested.connect(self.new_tournament)  # type: ignore[attr-defined]

    def page(self, index: int) -> QWidget:
        """The page of tab `index`, built now if it has not been shown yet."""
        assert self._tabs is not None, "no database attached"
        return self._tabs.page(index)

    @property
    def pages(self) -> list[QWidget]:
        """The pages built so far (the others are built when first shown)."""
        return self._tabs.built_pages() if self._tabs is not None else []

    def show_current_page(self) -> None:
        """Build the current tab's page if needed and put the keyboard in it."""
        self._focus_page(self.tabs.currentIndex())

    @property
    def start_page(self) -> StartPage:
        return self.page(TAB_START)  # type: ignore[return-value]

    @property
    def registration_page(self) -> RegistrationPage:
        return self.page(TAB_REGISTRATION)  # type: ignore[return-value]

    @property
    def rounds_page(self) -> RoundsPage:
        return self.page(TAB_ROUNDS)  # type: ignore[return-value]

    @property
    def results_page(self) -> ResultsPage:
        return self.page(TAB_RESULTS)  # type: ignore[return-value]

    @property
    def standings_page(self) -> StandingsPage:
        return self.page(TAB_STANDINGS)  # type: ignore[return-value]

    @property
    def log_page(self) -> LogPage:
        return self.page(TAB_LOG)  # type: ignore[return-value]

    def _make_menus(self) -> None:
        # Imported here: PySide6 builds each class's enums when it is first imported (the key
        # sequences' are large), and the window must show before its menus are made.
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence
        from PySide6.QtWidgets import QMenuBar

        # A fresh menu bar: Qt deletes the old one with every menu and action in it.
        bar = QMenuBar(self)
        self.setMenuBar(bar)
        file_menu = bar.addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("&New tournament…"), self.new_tournament, "Ctrl+N")
        self._action(
            file_menu,
            self.tr("&Open tournament"),
            lambda: self.show_page(TAB_START),
            "Ctrl+O",
        )
        self.settings_action = self._action(
            file_menu, self.tr("Tournament &settings…"), self.edit_tournament, "Ctrl+E"
        )
        self.settings_action.setEnabled(self.context.tournament_id is not None)
        self._action(file_menu, self.tr("Players &registry…"), self.show_registry)
        file_menu.addSeparator()
        self._action(
            file_menu, self.tr("Open &database…"), self.choose_database_file, "Ctrl+Shift+O"
        )
        self._action(file_menu, self.tr("&Connect to server…"), self.connect_to_server)
        self._action(file_menu, self.tr("Co&pies of the database…"), self.show_copies)
        file_menu.addSeparator()
        self._action(
            file_menu,
            self.tr("&Import tournament file…"),
            lambda: self.start_page.import_file(),
        )
        self._action(file_menu, self.tr("&Export tournament file…"), self.export_tournament_file)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        view_menu = bar.addMenu(self.tr("&View"))
        self._action(view_menu, self.tr("&Projector"), self.show_projector, "F11")
        self._action(view_menu, self.tr("Season &ranking…"), self.show_season)
        self._action(view_menu, self.tr("&Hall service…"), self.show_hall)
        view_menu.addSeparator()
        for index, text in enumerate(
            (
                self.tr("Tournaments"),
                self.tr("Registration"),
                self.tr("Rounds"),
                self.tr("Results"),
                self.tr("Standings"),
                self.tr("Log"),
            )
        ):
            self._action(
                view_menu, text, lambda _=False, i=index: self.show_page(i), f"Ctrl+{index + 1}"
            )

        settings_menu = bar.addMenu(self.tr("&Settings"))
        language_menu = settings_menu.addMenu(self.tr("&Language"))
        group = QActionGroup(language_menu)
        for code, name in (("it", "Italiano"), ("en", "English")):
            action = QAction(name, language_menu)
            action.setCheckable(True)
            action.setChecked(code == self.context.language)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            language_menu.addAction(action)
        self._action(settings_menu, self.tr("&Station name…"), self.rename_station)

        help_menu = bar.addMenu(self.tr("&Help"))
        # F1 is the help key everywhere; About is opened rarely enough to need none.
        self._action(help_menu, self.tr("&User guide"), self.show_user_guide, "F1")
        self._action(help_menu, self.tr("&About Torneo"), self.show_about)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[..., object],
        shortcut: str | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, menu)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    # -- the open tournament ------------------------------------------------------------------
    def open_tournament(self, tournament_id: int) -> None:
        """Open a tournament: every page shows it; go where the evening stands. One the
        services refuse to read (its stored settings damaged) is said once and not opened:
        every page would fail on it."""
        # Read once: the pages that follow read it from the context (`AppContext.tournament`).
        tournament = self.context.run(self, lambda: self.context.tournament(tournament_id))
        if tournament is None:
            return
        self.context.open_tournament(tournament_id)
        self.show_page(TAB_RESULTS if tournament.rounds_played else TAB_REGISTRATION)

    def _on_tournament_changed(self, tournament_id: int | None) -> None:
        # Each page follows `tournament_changed` itself; the window only enables its tabs.
        self._game = None
        opened = None
        if tournament_id is not None:
            opened = self.context.run(self, lambda: self.context.tournament(tournament_id))
            self._game = opened.game if opened is not None else None
        if hasattr(self, "settings_action"):
            self.settings_action.setEnabled(tournament_id is not None)
        for index in range(TAB_REGISTRATION, TAB_LOG + 1):
            self.tabs.setTabEnabled(index, tournament_id is not None or index == TAB_LOG)
        if tournament_id is None:
            self.show_page(TAB_START)
        self._update_title(opened.name if opened is not None else None)
        self._update_status()

    def _on_changed(self, changes: Changes) -> None:
        if not self.context.reachable:
            return  # read again when it answers: ui/other_stations.py tells every page
        if changes.tournaments:
            self._update_title()
        if changes.rounds or changes.results or changes.tournaments:
            self._update_status()

    def _focus_page(self, index: int) -> None:
        """Build the page shown if needed, and put the keyboard where its work starts
        (pages may offer `focus_first`)."""
        if self._tabs is None or index < 0:
            return
        focus_first = getattr(self._tabs.page(index), "focus_first", None)
        if callable(focus_first):
            focus_first()

    def show_page(self, index: int) -> None:
        """Bring a page to the front (a disabled one stays hidden)."""
        if self.tabs.isTabEnabled(index):
            self.tabs.setCurrentIndex(index)

    def _tournament_name(self) -> str | None:
        from tournament_app.services import ServiceError

        tid = self.context.tournament_id
        if tid is None:
            return None
        try:
            return self.context.tournament(tid).name
        except ServiceError:
            return None

    def _update_title(self, name: str | None = None) -> None:
        """The title: Torneo's version, the open tournament's `name` (read when not given)
        and where it is stored."""
        where = self.tr("{0} on {1}").replace("{0}", self.context.station)
        where = where.replace("{1}", display_database(self.context.database))
        if name is None:
            name = self._tournament_name()
        from tournament_app import __version__

        parts = [f"Torneo {__version__}", *([name] if name else []), where]
        if self.display:
            parts.append(self.tr("display only"))
        self.setWindowTitle(" — ".join(parts))

    def _update_status(self) -> None:
        """Round N and tables entered/total of the round being played: the latest round
        (a draft once it is generated), whatever round a page shows: checking an old sheet
        does not change what the foot of every page says about the evening."""
        from tournament_app.services import Game, RoundStatus, ServiceError

        tid = self.context.tournament_id
        self.round_label.clear()
        self.tables_label.clear()
        if tid is None:
            return
        try:
            # Counted by the services (rounds.count), not read table by table: asked
            # after every result.
            count = self.context.services.rounds.count(tid)
        except ServiceError:
            return
        if count is None:
            self.round_label.setText(self.tr("No round yet"))
            return
        state = {
            RoundStatus.DRAFT: self.tr("draft"),
            RoundStatus.PUBLISHED: self.tr("in play"),
            RoundStatus.COMPLETE: self.tr("complete"),
        }[count.status]
        self.round_label.setText(
            self.tr("Round {0} ({1})").replace("{0}", str(count.round)).replace("{1}", state)
        )
        # The director counts scoresheets, and a bye has none: "0 / 7" for 15 pairs, not
        # "1 / 8" before any sheet is typed (the Results page counts the same way). A scala
        # 40 table is "in" when its game is over, not when a figure is typed.
        counted = (
            self.tr("Tables over: {0} / {1}")
            if self._game is Game.SCALA40
            else self.tr("Tables entered: {0} / {1}")
        )
        text = counted.replace("{0}", str(count.entered)).replace("{1}", str(count.tables))
        if count.disputed:
            # Entered is not done: a second operator's figures differ from the sheet's.
            text += " " + self.tr("(in conflict: {0})").replace("{0}", str(count.disputed))
        self.tables_label.setText(text)

    # -- menu actions -------------------------------------------------------------------------
    new_tournament = menu_actions.new_tournament
    edit_tournament = menu_actions.edit_tournament
    show_season = menu_actions.show_season
    show_registry = menu_actions.show_registry
    export_tournament_file = menu_actions.export_tournament_file
    choose_database_file = databases.choose_database_file
    connect_to_server = databases.connect_to_server
    keep_password = databases.keep_password
    _offer_keyring = databases._offer_keyring
    switch_database = databases.switch_database
    show_copies = databases.show_copies
    go_back_to_copy = databases.go_back_to_copy
    set_language = menu_actions.set_language
    rename_station = menu_actions.rename_station
    _current_password = databases._current_password
    show_projector = menu_actions.show_projector
    close_projector = menu_actions.close_projector
    show_user_guide = menu_actions.show_user_guide
    show_about = menu_actions.show_about

    def show_hall(self) -> None:
        """Open (or bring forward) the hall service's switch."""
        from tournament_app.ui.hall_dialog import show_hall

        show_hall(self, self.context)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the window's geometry and close the projector and the guide with it."""
        self._settings.set_window_geometry("main", self.saveGeometry())
        if self.user_guide is not None:
            self.user_guide.close()  # remembers its own geometry, synced below
            self.user_guide.deleteLater()
            self.user_guide = None
        self._settings.sync()
        self.close_projector()
        if self.hall is not None:
            self.hall.stop()  # the players' pages say they lost the connection
        if self.other_stations is not None:
            self.other_stations.stop()  # no reading a database being closed
        super().closeEvent(event)


def build_window(
    context: AppContext, languages: LanguageSwitcher | None = None, opener: Opener = default_opener
) -> MainWindow:
    """A main window over a context (used by `app.run_gui`, tests and the screenshots)."""
    return MainWindow(context, languages=languages, opener=opener)


__all__ = [
    "TAB_LOG",
    "TAB_REGISTRATION",
    "TAB_RESULTS",
    "TAB_ROUNDS",
    "TAB_STANDINGS",
    "TAB_START",
    "MainWindow",
    "build_window",
    "default_opener",
]
