"""What every page of the window shares: the services, the dialogs, the settings, the open
tournament and round, and the signal hub that tells pages what changed.

Pages are built as `Page(context, parent=None)`, offer `set_tournament(tournament_id)`, and
connect to `context.changes.changed` (emitted with the services' `Changes` value after every
mutation) to refresh only what they must. A page reads its rows only while it is on screen
(`RedrawWhenShown`): the tabs the director is not looking at catch up when shown. The
standings they show are ranked once per change and shared (`context.standings`).

Nothing here is global: tests build an `AppContext` over a temporary database and a
`ScriptedDialogs`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget

from tournament_app.services import ServiceError, Services, TournamentId, messages
from tournament_app.services.standings.board import StandingsBoard
from tournament_app.ui.dialogs import Dialogs
from tournament_app.ui.settings import Settings

# The name pyside6-lupdate looks for: translate("Context", "text").
translate = QCoreApplication.translate

T = TypeVar("T")
if TYPE_CHECKING:
    from tournament_app.services import Standing, Tournament

    Sections = tuple[tuple[str, tuple[Standing, ...]], ...]
log = logging.getLogger(__name__)


class ChangeHub(QObject):
    """The signals pages listen to.

    - `changed(changes)`: a mutation happened; `changes` is the services' `Changes` value.
    - `tournament_changed(tournament_id | None)`: another tournament was opened (or closed).
    - `round_changed(round_number | None)`: the director is now looking at another round
      in the window (the projector and the status bar stay on the round in play).
    - `language_changed(language)`: the interface language was switched; retranslate.
    - `reach_changed(reachable)`: the database stopped (or started again) answering.
    """

    changed = Signal(object)
    tournament_changed = Signal(object)
    round_changed = Signal(object)
    language_changed = Signal(str)
    reach_changed = Signal(bool)
    """The database answers again (True) or is out of reach (False): ui/other_stations.py."""
    hall_changed = Signal(object)
    """The hall service started (its address, the one the phones open) or stopped (None)."""


class RedrawWhenShown(QObject):
    """Runs a page's redraw at once while the page is on screen, else when it is next shown.

    Opening a tournament and every mutation tell every page; a page in a hidden tab only
    notes that it is out of date. So opening a 250-table evening reads what the page in
    front of the director shows, not the five pages behind it, and typing results never
    waits for the standings. A page may ask for a part of its redraw (the results page's
    round after a result): owed parts are run when shown, unless the whole redraw is owed,
    which covers them. `current()` catches up at once, for code that reads a hidden page.
    """

    def __init__(self, page: QWidget, redraw: Callable[[], None]) -> None:
        super().__init__(page)
        self.page = page
        self.redraw = redraw
        self._owed: Callable[[], None] | None = None
        page.installEventFilter(self)

    @property
    def stale(self) -> bool:
        """True while the whole redraw is owed: the page may hold another tournament's rows."""
        return self._owed == self.redraw

    def request(self, part: Callable[[], None] | None = None) -> None:
        """Redraw the page (or only `part` of it) now if the page is visible, else when it
        is next shown; while the database is out of reach, once it answers again."""
        wanted = part or self.redraw
        if not self._reachable():
            self._owed = self.redraw  # read at the return, told by ui/other_stations.py
            return
        if self.page.isVisible():
            self.current()
            self._run(wanted)
        elif self._owed is None or self._owed == wanted:
            self._owed = wanted
        else:
            self._owed = self.redraw  # two parts, or a part and the whole: the whole covers both

    def current(self) -> None:
        """Run the redraw owed, if any (the page is then up to date, shown or not); none
        while the database is out of reach: a read would hold the window until it answers."""
        if not self._reachable():
            return
        owed, self._owed = self._owed, None
        if owed is not None:
            self._run(owed)

    def _reachable(self) -> bool:
        context = getattr(self.page, "context", None)
        return not isinstance(context, AppContext) or context.reachable

    def _run(self, redraw: Callable[[], None]) -> None:
        """Run a redraw; when the database cannot be read (a server out of reach) the page
        stays owed its whole redraw and the director reads why, instead of a bug report."""
        try:
            redraw()
        except ServiceError as error:
            self._owed = self.redraw
            context = getattr(self.page, "context", None)
            if not isinstance(context, AppContext):
                raise
            title = translate("AppContext", "Not possible")
            context.dialogs.warn(self.page, title, context.describe_error(error))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page and event.type() == QEvent.Type.Show:
            self.current()
        return False


class SharedStandings:
    """The standings every page shows, ranked once per change and shared.

    The Standings page, its prize list and ties, and the projector show the same ranking:
    each asking the services ranked a 250-table evening again (three times for one look at
    the Standings tab). The board (`StandingsService.board`) is kept until the next change
    is heard (`forget`, connected before any page listens, so no page reads one a change
    made stale) and read only when a page on screen asks for it: typing results with the
    Standings tab hidden ranks nothing.
    """

    def __init__(self, services: Services) -> None:
        self.services = services
        self._boards: dict[TournamentId, StandingsBoard] = {}
        self._sections: dict[tuple[TournamentId, str], Sections] = {}

    def board(self, tournament_id: TournamentId) -> StandingsBoard:
        """The overall ranking with its ties and prize rule, ranked once per change."""
        board = self._boards.get(tournament_id)
        if board is None:
            board = self._boards[tournament_id] = self.services.standings.board(tournament_id)
        return board

    def sections(self, tournament_id: TournamentId, per: str) -> Sections:
        """Each group's ("group") or category's ("category") own ranking, once per change."""
        key = (tournament_id, per)
        sections = self._sections.get(key)
        if sections is None:
            standings = self.services.standings
            splits = {"group": standings.by_group, "category": standings.by_category}
            sections = self._sections[key] = splits[per](tournament_id)
        return sections

    def forget(self, *_heard: object) -> None:
        """Something changed (here, at another station, or the database answers again):
        rank again when next asked."""
        self._boards.clear()
        self._sections.clear()


class AppContext:
    """The shared state of one open database, handed to every page and dialog."""

    def __init__(
        self,
        services: Services,
        *,
        dialogs: Dialogs | None = None,
        settings: Settings | None = None,
        station: str | None = None,
        language: str | None = None,
        database: str = "",
    ) -> None:
        self.services = services
        self.dialogs = dialogs if dialogs is not None else Dialogs()
        self.settings = settings if settings is not None else Settings()
        self.station = station or self.settings.station
        self.language = language or self.settings.language
        #: The database this context is open on (a path, or a URL without its password).
        self.database = database
        self.changes = ChangeHub()
        # Connected first: every page hearing a change then reads a board ranked after it,
        # and the tournament as it is after it. Opening another tournament changes none of
        # them: the tournament the window read to open it is the one its pages read.
        self.standings = SharedStandings(services)
        self._tournaments: dict[int, Tournament] = {}
        for heard in (self.changes.changed, self.changes.reach_changed):
            heard.connect(self.standings.forget)
            heard.connect(self._forget_tournaments)
        self.changes.tournament_changed.connect(self.standings.forget)
        # The services call this after every committed mutation; pages hear it as a signal.
        self.services.subscribe(self.announce)
        self.tournament_id: int | None = None
        self.round_number: int | None = None
        self.reachable = True
        """False while the database does not answer (ui/other_stations.py watches it)."""
        self.unreachable_detail = ""
        """Why, as the services' reason key (server_refused, server_timeout...)."""
        self.hall_address: str | None = None
        """The running hall service's address (`ui/hall_dialog.py`), for the projector."""

    def over(self, services: Services, database: str) -> AppContext:
        """A context like this one (dialogs, settings, station, language) over another open
        database (a path, or a URL without its password), remembered as the last one."""
        self.settings.last_database = database
        return AppContext(
            services,
            dialogs=self.dialogs,
            settings=self.settings,
            station=self.station,
            language=self.language,
            database=database,
        )

    def tournament(self, tournament_id: int) -> Tournament:
        """`services.tournaments.get`, read once per change and shared: the title and the
        page in front each read the tournament after every change, at this station or
        another (on a server, a round trip each, on the window's thread)."""
        kept = self._tournaments.get(tournament_id)
        if kept is None:
            kept = self.services.tournaments.get(TournamentId(tournament_id))
            self._tournaments[tournament_id] = kept
        return kept

    def _forget_tournaments(self, *_heard: object) -> None:
        self._tournaments.clear()

    # -- what is open -------------------------------------------------------------------------
    def open_tournament(self, tournament_id: int | None) -> None:
        """Make a tournament the open one (None closes it) and tell every page.

        No round is chosen: every page opens where the evening stands (the round in play,
        or the draft being prepared), not on a round the director glanced at before a
        restart (it reopened the window, the status bar and the projector on round 1 while
        round 3 was being played)."""
        self.tournament_id = tournament_id
        self.round_number = None
        if tournament_id is not None and self.database:
            self.settings.set_last_tournament(self.database, tournament_id)
        self.changes.tournament_changed.emit(tournament_id)

    def show_round(self, round_number: int | None) -> None:
        """Make a round the one the window's pages show, and tell them. Only for this
        session: a look at an old round is not where the evening stands."""
        if round_number == self.round_number:
            return
        self.round_number = round_number
        self.changes.round_changed.emit(round_number)

    def set_reachable(self, reachable: bool, detail: str = "") -> None:
        """Note whether the database answers (`detail`: why not); pages and the projector
        hear a change."""
        self.unreachable_detail = "" if reachable else detail or self.unreachable_detail
        if reachable != self.reachable:
            self.reachable = reachable
            self.changes.reach_changed.emit(reachable)

    # -- mutations ----------------------------------------------------------------------------
    def announce(self, changes: object) -> None:
        """Tell every page that something changed (the services' `Changes` value)."""
        self.changes.changed.emit(changes)

    def close(self) -> None:
        """Stop listening to the services and release the database."""
        self.services.unsubscribe(self.announce)
        self.services.close()

    def describe_error(self, error: Exception) -> str:
        """The sentence the director reads for a failed action, in the interface language."""
        sentence = getattr(error, "sentence", None)
        if callable(sentence):  # errors that word themselves (tournament files)
            return str(sentence(self.language))
        if isinstance(error, ServiceError):
            return messages.describe(error, self.language)
        return translate(
            "AppContext", "Unexpected error: {0}. Your data is safe; try again."
        ).replace("{0}", str(error))

    def why_off(self, error: ServiceError) -> str:
        """Why an action is off, for the tooltip of what is greyed out: the services' words,
        in the interface language, as a reason rather than an answer to an attempt."""
        return messages.why_off(error, self.language)

    def run(
        self,
        parent: QWidget | None,
        action: Callable[[], T],
        *,
        title: str = "",
    ) -> T | None:
        """Run one service call; show its error to the director and return None if it fails.

        The services' own refusals (a `ServiceError`) are shown as warnings worded by
        `services/messages/`; any other failure (a full disk, a bug) as an error that says
        the data is safe. Pages hear what changed through `changes.changed`, which the
        services announce after each commit. While the server is out of reach (the red line
        is up) the call is refused at once, as the server's answer would be after its bounds:
        the window never waits on a hung server.
        """
        from tournament_app.ui.other_stations import out_of_reach  # after the window shows

        unreachable = out_of_reach(self)
        if unreachable is not None:
            self.dialogs.warn(
                parent,
                title or translate("AppContext", "Not possible"),
                self.describe_error(unreachable),
            )
            return None
        try:
            return action()
        except ServiceError as error:
            self.dialogs.warn(
                parent, title or translate("AppContext", "Not possible"), self.describe_error(error)
            )
            return None
        except Exception as error:  # a bug or a disk error: say so rather than fail silently
            log.exception("action failed")
            self.dialogs.error(parent, title or "Torneo", self.describe_error(error))
            return None
