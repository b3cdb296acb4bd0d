"""The projector window: the round's seating, then the standings, in large type, by itself.

Opened from View > Projector, it goes full screen on the second screen when there is one.
The pages scroll slowly; at the end of one the other follows. A round clock shows the time
left (the round in play's, kept in the database: the window, the command line and the
phones show the same); the director starts, pauses and resets it with the buttons or the
keyboard (Space, R, + and -); Q shows the hall service's address and QR code beside the
pages while it runs; F switches full screen on and off, Esc leaves it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    Changes,
    Game,
    Round,
    RoundStatus,
    Scala40Format,
    Scala40Settings,
    Standing,
    TeamStanding,
    TournamentId,
)
from tournament_app.services.rounds.status import final_round
from tournament_app.ui.context import AppContext
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.other_stations import ServerBanner
from tournament_app.ui.projector.content import (
    SEATING_COLUMN_EMS,
    STANDINGS_COLUMN_EMS,
    DrawnLines,
    page_layout,
    seating_html,
    standings_html,
    team_standings_html,
)
from tournament_app.ui.projector.hall_address import HallAddressPanel
from tournament_app.ui.projector.heading import Heading
from tournament_app.ui.projector.scroller import AutoScroller
from tournament_app.ui.round_clock import ClockFollower, clock_text

# How long the projector waits after the last change before redrawing, in ms.
REDRAW_DELAY_MS = 1000


PAGE_STYLE = "color: white; background: #0b3d20;"
BUTTON_STYLE = (
    "QPushButton { color: #cfe8d6; background: #14532d; padding: 4px 10px; }"
    " QPushButton:disabled { color: #6b8f76; background: #10452a; }"
)
"""The director's buttons, quiet on the room's screen; one that can do nothing looks it."""


class PageText(QLabel):
    """A page's text, wrapped to the screen's width; its scroll area gives it the height
    its text takes at that width (heightForWidth), one layout of the page per change.

    A wrapped label's own size hints lay its whole text out three times more (at no width,
    at the widest and at a golden ratio), each time its text or type changes: seconds for a
    room of 250 tables. Here they told nothing: the page's minimum is its own (without one,
    a wrapped label's minimum is its text in a narrow column, and the scroll area made the
    page twice as tall as its text), and a page asks for a screenful, as a long one did.
    """

    SCREENFUL = QSize(1920, 1080)

    def minimumSizeHint(self) -> QSize:
        return self.minimumSize()

    def sizeHint(self) -> QSize:
        return self.SCREENFUL


class ProjectorWindow(QWidget):
    """The second-screen window: seating, then standings, with the round clock on top."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.setStyleSheet(PAGE_STYLE)

        self.heading = Heading()
        self.heading.setObjectName("heading")
        self.clock_label = QLabel()
        self.clock_label.setObjectName("clock")
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.clock = ClockFollower(context, self)
        self.clock.ticked.connect(self._show_clock)

        self.seating = PageText()
        self.seating.setObjectName("seating")
        self.standings = PageText()
        self.standings.setObjectName("standings")
        self.pages = QStackedWidget()
        self.pages.installEventFilter(self)
        # What the pages show, kept so a change of size lays it out again without asking
        # the services: the seating's round, names and game; the standings and their kind.
        self._seating: tuple[Round | None, EntryNames, Game, bool] | None = None
        self._standings: tuple[Sequence[Standing], str, bool, int | None] | None = None
        self._drawn = DrawnLines()
        # A team event's pairs' teams (pair entry -> team name) and the team ranking.
        self._teams: dict[int, str] = {}
        self._team_rows: Sequence[TeamStanding] = ()
        self.areas: list[QScrollArea] = []
        self.scrollers: list[AutoScroller] = []
        for label in (self.seating, self.standings):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            label.setWordWrap(True)
            label.setMinimumSize(1, 1)  # see PageText
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setWidget(label)
            area.setFrameShape(QScrollArea.Shape.NoFrame)
            area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroller = AutoScroller(area, self)
            scroller.finished.connect(self.next_page)
            self.pages.addWidget(area)
            self.areas.append(area)
            self.scrollers.append(scroller)

        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self.toggle_clock)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset")
        self.reset_button.clicked.connect(self.reset_clock)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_page)
        self.hall = HallAddressPanel(context, self)
        self.hall_button = QPushButton()
        self.hall_button.setObjectName("hall")
        self.hall_button.setCheckable(True)
        self.hall_button.toggled.connect(self._hall_toggled)
        # A method of this window, not a lambda: Qt drops the connection with the window.
        context.changes.hall_changed.connect(self._hall_changed)
        controls = QHBoxLayout()
        buttons = (self.start_button, self.reset_button, self.next_button, self.hall_button)
        for button in buttons:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setStyleSheet(BUTTON_STYLE)
            controls.addWidget(button)
        controls.addStretch(1)

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.clock_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(30, 20, 30, 10)
        # The room must not take stale standings for current ones: a server out of reach
        # is said above them until it answers again.
        self.server_banner = ServerBanner(context, self)
        layout.addWidget(self.server_banner)
        layout.addLayout(top)
        middle = QHBoxLayout()
        middle.addWidget(self.pages, 1)
        middle.addWidget(self.hall)
        layout.addLayout(middle, 1)
        layout.addLayout(controls)

        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.keys: dict[int, Callable[[], object]] = {
            Qt.Key.Key_Space: self.toggle_clock,
            Qt.Key.Key_R: self.reset_clock,
            Qt.Key.Key_Q: self.hall_button.toggle,
            Qt.Key.Key_Plus: lambda: self.adjust_minutes(1),
            Qt.Key.Key_Minus: lambda: self.adjust_minutes(-1),
            Qt.Key.Key_N: self.next_page,
            Qt.Key.Key_Escape: self.leave_full_screen,
            Qt.Key.Key_F: self.toggle_full_screen,
        }

        self.pending = QTimer(self)
        self.pending.setSingleShot(True)
        self.pending.setInterval(REDRAW_DELAY_MS)
        self.pending.timeout.connect(self._redraw_owed)
        self._seating_owed = True
        """A change in the burst may have touched the seating or the heading (not only
        results, penalties or a draw): the whole projector is read again, not the standings
        alone."""
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        # The room reads this screen: it follows Settings ▸ Language like the main window.
        context.changes.language_changed.connect(self.retranslate)
        self._name_controls()
        self._hall_offered()
        self.set_tournament(context.tournament_id)

    def _name_controls(self) -> None:
        self.setWindowTitle(self.tr("Torneo — projector"))
        self.start_button.setText(self.tr("Start / pause (Space)"))
        self.reset_button.setText(self.tr("Reset (R)"))
        self.next_button.setText(self.tr("Next page (N)"))
        self.hall_button.setText(self.tr("Hall address (Q)"))
        self._show_clock()
        self.hall.refresh()

    def retranslate(self) -> None:
        """Say everything again in the interface language just chosen."""
        self._name_controls()
        self.reload()

    # -- sizes --------------------------------------------------------------------------------
    def _type_size(self) -> int:
        """Type large enough to read from the back of the room: a share of the window height."""
        return max(18, self.height() // 28)

    def _apply_type_size(self) -> None:
        base = self._type_size()
        self.heading.set_pixel_size(int(base * 1.4))
        font = self.clock_label.font()
        font.setPixelSize(int(base * 2.2))
        font.setBold(True)
        self.clock_label.setFont(font)

    def resizeEvent(self, event: object) -> None:
        self._apply_type_size()
        super().resizeEvent(event)  # type: ignore[arg-type]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.pages and event.type() == QEvent.Type.Resize:
            self._lay_out()  # more or fewer columns fit
            self.hall.refresh(self.pages.height())
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        """Go full screen on the second screen when there is one."""
        super().showEvent(event)
        screens = QGuiApplication.screens()
        if len(screens) > 1 and not self.isFullScreen():
            handle = self.windowHandle()
            if handle is not None:
                handle.setScreen(screens[1])
            self.setGeometry(screens[1].geometry())
            self.showFullScreen()
        self.scrollers[self.pages.currentIndex()].restart()

    def closeEvent(self, event: QCloseEvent) -> None:
        for scroller in self.scrollers:
            scroller.stop()
        # The clock runs on: it is the round's, in the database, not this screen's.
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The director's keys: Space start/pause, R reset, + and - a minute, N, F, Esc."""
        action = self.keys.get(event.key())
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def toggle_full_screen(self) -> None:
        """Full screen on, or off (F): with one screen the director decides."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        """Back to a normal window (Esc)."""
        if self.isFullScreen():
            self.showNormal()

    def toggle_clock(self) -> None:
        """Start the round's clock, or pause it (Space)."""
        self.clock.toggle(self)

    def reset_clock(self) -> None:
        """The round's full time again, paused (R)."""
        self.clock.reset(self, self.clock.minutes())

    def adjust_minutes(self, delta: int) -> None:
        """Lengthen or shorten the round's time by a minute while the clock is paused (its
        time starts again from the new length)."""
        minutes = self.clock.minutes()
        if minutes is not None and not self.clock.running and minutes + delta >= 1:
            self.clock.reset(self, minutes + delta)

    def _show_clock(self) -> None:
        # Space still asks the services, whose refusal says where to give the round minutes.
        for button in (self.start_button, self.reset_button):
            button.setEnabled(not self.clock.untimed)
        # No round announced, or one without a time limit (its games end when one player is
        # left): no clock. Words in its place would take the heading's width, wrapping the
        # tournament's name.
        if self.clock.state is None or self.clock.untimed:
            self.clock_label.setText("")
            return
        seconds = self.clock.seconds_left()
        shown = clock_text(seconds) if seconds else self.tr("Time is up")
        self.clock_label.setText(shown)
        self.clock_label.setStyleSheet(
            "color: #ff6b6b;" if seconds <= 60 else "color: #ffe066;" if seconds <= 300 else ""
        )

    def _hall_changed(self, _address: object) -> None:
        self._hall_offered()

    def _hall_offered(self) -> None:
        """The address button works while the hall service runs."""
        self.hall_button.setEnabled(self.context.hall_address is not None)
        self.hall.refresh(self.pages.height())

    def _hall_toggled(self, on: bool) -> None:
        self.hall.set_wanted(on)
        self.hall.refresh(self.pages.height())

    # -- content ------------------------------------------------------------------------------
    def set_tournament(self, tournament_id: int | None) -> None:
        """Show another tournament (the clock follows the open one by itself)."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        self.reload()

    def reload(self) -> None:
        """Rebuild both pages from the services (not while the database is out of reach: a
        read would hold the window; the banner says so, and its return redraws)."""
        if not self.context.reachable:
            return
        self._seating_owed = False
        if self.tournament_id is None:
            self.heading.show_heading(self.tr("No tournament open"))
            self._seating = self._standings = None
            self._teams, self._team_rows = {}, ()
            self.seating.setText("")
            self.standings.setText("")
            return
        tournament = self.context.tournament(self.tournament_id)
        played = self.played_rounds()
        # The round in play (the latest published), never the one the window looks at:
        # checking an old sheet put the wall on that round's seating while the room looked
        # for its tables. The projector has no round choice of its own.
        current = played[-1] if played else None
        settings = tournament.settings
        elimination = isinstance(settings, Scala40Settings) and (
            settings.format is Scala40Format.ELIMINATION
        )
        final = final_round(played) if elimination else None
        # Plain text: the name as typed, never escaped (it showed "d&#x27;Autunno").
        suffix = ""
        if current is not None and current.number == final:
            suffix = " — " + self.tr("Final")  # as the printouts and the standings name it
        elif current is not None:
            suffix = " — " + self.tr("Round {0}").replace("{0}", str(current.number))
        self.heading.show_heading(tournament.name, suffix)
        pairs = isinstance(settings, Scala40Settings) and settings.pairs
        names = EntryNames(self.context, self.tournament_id)
        # A team event: each pair's team beside it, and the team ranking above the pairs'.
        teams = {
            pair.entry: team.name
            for team in self.context.services.teams.list(self.tournament_id)
            for pair in team.pairs
        }
        self._teams = teams
        self._team_rows = self._team_standings()
        self._seating = (current, names, tournament.game, pairs)
        self._standings = (*self._board(), elimination, final)
        self._lay_out(redraw=True)

    def _redraw_owed(self) -> None:
        """Once a burst of changes settles: a burst of results redraws the standings alone
        (a result moves no seat: the round in play's 250 tables are not read and laid out
        again after every sheet typed); anything else, the whole projector."""
        if self._seating_owed or self._standings is None or self.tournament_id is None:
            self.reload()
        elif self.context.reachable:
            _rows, _title, elimination, final = self._standings
            self._standings = (*self._board(), elimination, final)
            self._team_rows = self._team_standings()
            self._lay_out(redraw=True, seating=False)

    def _lay_out(self, *, redraw: bool = False, seating: bool = True) -> None:
        """Set both pages for the room's screen: columns side by side when a page is long
        (see page_layout). Laying out 250 tables of rich text takes a while,
        so a change of size redraws a page only when its columns or type size change."""
        width, height = self.pages.width(), self.pages.height()
        base = self._type_size()
        if self._seating is not None and seating:
            current, names, game, pairs = self._seating
            count = len(current.tables) if current is not None else 0
            columns, size = page_layout(count, width, height, base, SEATING_COLUMN_EMS)
            if redraw or self.seating.property("shape") != (columns, size):
                html = seating_html(current, names, game, columns, pairs=pairs, teams=self._teams)
                self._set_page(self.seating, columns, size, html)
        if self._standings is not None:
            standings, title, elimination, final = self._standings
            columns, size = page_layout(len(standings), width, height, base, STANDINGS_COLUMN_EMS)
            if redraw or self.standings.property("shape") != (columns, size):
                html = team_standings_html(self._team_rows) + standings_html(
                    standings,
                    elimination=elimination,
                    final_stage=final,
                    columns=columns,
                    drawn=self._drawn,
                    title=title,
                )
                self._set_page(self.standings, columns, size, html)

    def _board(self) -> tuple[Sequence[Standing], str]:
        """The standings and their title as printed: mid-round, with a pair's bye already
        counted and no other result in, the room reads "after round 2 (provisional,
        partial)", not a ranking that looks final."""
        assert self.tournament_id is not None
        board = self.context.standings.board(self.tournament_id)
        return board.rows, board.title(self.context.language)

    def _team_standings(self) -> Sequence[TeamStanding]:
        """The team ranking of a team event (nothing in a pairs tournament)."""
        if not self._teams or self.tournament_id is None:
            return ()
        return self.context.services.teams.standings(self.tournament_id)

    @staticmethod
    def _set_page(label: QLabel, columns: int, size: int, html: str) -> None:
        label.setProperty("shape", (columns, size))
        font = label.font()
        font.setPixelSize(size)
        label.setFont(font)
        label.setText(html)

    def played_rounds(self) -> list[Round]:
        """The published and complete rounds, in order."""
        if self.tournament_id is None:
            return []
        return [
            r
            for r in self.context.services.rounds.list(self.tournament_id)
            if r.status is not RoundStatus.DRAFT
        ]

    def next_page(self) -> None:
        """Show the other page (seating <-> standings) from its top."""
        self.scrollers[self.pages.currentIndex()].stop()
        self.pages.setCurrentIndex((self.pages.currentIndex() + 1) % self.pages.count())
        self.scrollers[self.pages.currentIndex()].restart()

    def _on_changed(self, changes: object) -> None:
        if not self.context.reachable:
            return  # read again when it answers: ui/other_stations.py tells everyone
        if not isinstance(changes, Changes) or changes.areas != ("audit",):
            # Results come in bursts while sheets are typed: redraw once things settle.
            self._seating_owed = self._seating_owed or not standings_only(changes)
            self.pending.start()


def standings_only(changes: object) -> bool:
    """Whether a change touches only what the standings show (results, penalties, a draw of
    lots): no entry, name, tournament setting or round made, published or swapped. A result
    marks `rounds` too (its round may complete), but moves no seat."""
    return (
        isinstance(changes, Changes)
        and not (changes.entries or changes.registry or changes.tournaments)
        and (changes.results or changes.penalties or changes.standings)
    )


def register_screenshots(register: Any) -> None:
    """The projector's two pages, over the burraco demo evening."""

    def build(page: int) -> Any:
        def make(shot: Any) -> QWidget:
            shot.context.open_tournament(shot.burraco_id)
            window = ProjectorWindow(shot.context)
            if page:
                window.next_page()
            shot.opened.append(window)
            return window

        return make

    register("projector-seating", build(0), size=(1280, 720))
    register("projector-standings", build(1), size=(1280, 720))
