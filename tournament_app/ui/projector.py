"""The projector window: the round's seating, then the standings, in large type, by itself.

Opened from View > Projector, it goes full screen on the second screen when there is one.
The pages scroll slowly; at the end of one the other follows. A round clock shows the time
left; the director starts, pauses and resets it with the buttons or the keyboard
(Space, R, + and -); F switches full screen on and off, Esc leaves it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from html import escape
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QGuiApplication, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    BurracoSettings,
    BurracoStanding,
    Changes,
    Game,
    Round,
    RoundStatus,
    Scala40Format,
    Scala40Settings,
    Scala40Standing,
    Standing,
    TournamentId,
)
from tournament_app.services.round_status import final_round
from tournament_app.ui.context import AppContext
from tournament_app.ui.other_stations import ServerBanner
from tournament_app.ui.rounds_page import EntryNames

# Club practice for the time of a turno, by hands (domain doc: 25, 35-40, 50 minutes).
MINUTES_PER_TURNO = {2: 25, 3: 40, 4: 50}
# Scala 40 games without a time set in the tournament: a common club limit.
SCALA40_DEFAULT_MINUTES = 45
# Scrolling: the pause at the top and at the bottom of a page (ms), how often the page
# moves (ms), and how fast: slowly on a short page, faster on a long one so that one pass
# of the page (250 tables, 500 pairs) never scrolls for more than SCROLL_SECONDS_AT_MOST:
# the room looks for its table in the minutes between two rounds.
PAUSE_MS = 4000
SCROLL_INTERVAL_MS = 25
SLOWEST_PX_PER_SECOND = 25.0
SCROLL_SECONDS_AT_MOST = 100
# A page longer than two screens is set in columns side by side, its type a little smaller
# (COMPACT_TYPE of the full size), each column at least this many type sizes wide.
COMPACT_TYPE = 0.75
SEATING_COLUMN_EMS = 24
STANDINGS_COLUMN_EMS = 26
# How long the projector waits after the last change before redrawing, in ms.
REDRAW_DELAY_MS = 1000


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProjectorWindow", text)


class RoundClock(QObject):
    """A countdown the director starts, pauses and resets; it never goes below zero.

    `now` is the time source (seconds, monotonic), replaceable so tests need no waiting.
    """

    changed = Signal(int)
    """Seconds left, emitted on every tick and every start/pause/reset."""

    def __init__(
        self,
        minutes: int,
        *,
        now: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.now = now
        self.duration = minutes * 60
        self._left_at_start = float(self.duration)
        self._started_at: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        """True while counting down."""
        return self._started_at is not None

    def seconds_left(self) -> int:
        """Whole seconds left (rounded up, so 0 shows only when time is really up)."""
        left = self._left_at_start
        if self._started_at is not None:
            left -= self.now() - self._started_at
        return max(0, int(-(-left // 1)))

    def start(self) -> None:
        """Start (or resume) the countdown."""
        if self._started_at is None and self.seconds_left() > 0:
            self._started_at = self.now()
            self._timer.start()
        self.changed.emit(self.seconds_left())

    def pause(self) -> None:
        """Stop the countdown where it is."""
        if self._started_at is not None:
            self._left_at_start = float(self.seconds_left())
            self._started_at = None
            self._timer.stop()
        self.changed.emit(self.seconds_left())

    def toggle(self) -> None:
        """Start when paused, pause when running."""
        if self.running:
            self.pause()
        else:
            self.start()

    def reset(self, minutes: int | None = None) -> None:
        """Back to the full time (optionally a new one), paused."""
        if minutes is not None:
            self.duration = max(1, minutes) * 60
        self._started_at = None
        self._timer.stop()
        self._left_at_start = float(self.duration)
        self.changed.emit(self.seconds_left())

    def _tick(self) -> None:
        left = self.seconds_left()
        if left == 0:
            self._started_at = None
            self._left_at_start = 0.0
            self._timer.stop()
        self.changed.emit(left)


def clock_text(seconds: int) -> str:
    """Seconds as the clock shows them: "39:05"."""
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def minutes_for(settings: BurracoSettings | Scala40Settings) -> int:
    """The round clock's time for a tournament's settings."""
    if isinstance(settings, BurracoSettings):
        return MINUTES_PER_TURNO.get(settings.hands, 40)
    return settings.minutes_per_game or SCALA40_DEFAULT_MINUTES


class AutoScroller(QObject):
    """Scrolls a scroll area down, pauses at the end, then asks for the next page.

    The position follows the time gone (`now`, seconds, replaceable so tests need no
    waiting), not the number of timer ticks: a busy evening cannot slow a pass down.
    """

    finished = Signal()

    def __init__(
        self,
        area: QScrollArea,
        parent: QObject | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.area = area
        self.now = now
        self._timer = QTimer(self)
        self._timer.setInterval(SCROLL_INTERVAL_MS)
        self._timer.timeout.connect(self.step)
        self._moving_from = 0.0  # when the scrolling (re)starts: after the pause at the top
        self._position = 0.0
        self._last = 0.0
        self._ends_at: float | None = None  # at the bottom: when the pause there is over

    def speed(self) -> float:
        """Pixels a second for this page: slow, unless that would make the pass too long."""
        length = self.area.verticalScrollBar().maximum()
        return max(SLOWEST_PX_PER_SECOND, length / SCROLL_SECONDS_AT_MOST)

    def restart(self) -> None:
        """Back to the top, wait a moment, then scroll."""
        self.area.verticalScrollBar().setValue(0)
        self._position = 0.0
        self._moving_from = self._last = self.now() + PAUSE_MS / 1000
        self._ends_at = None
        self._timer.start()

    def stop(self) -> None:
        """Stop scrolling."""
        self._timer.stop()

    def step(self) -> None:
        """Move the page to where the time gone puts it (the timer calls it; tests may too)."""
        now = self.now()
        if self._ends_at is not None:
            if now >= self._ends_at:
                self._timer.stop()
                self._ends_at = None
                self.finished.emit()
            return
        if now < self._moving_from:
            return
        bar = self.area.verticalScrollBar()
        if bar.value() != round(self._position):  # moved by hand, or the page was redrawn
            self._position = float(bar.value())
        if bar.value() >= bar.maximum():
            # A page with nothing to scroll stays twice as long: it is all there is to read.
            self._ends_at = now + (PAUSE_MS if bar.maximum() else PAUSE_MS * 2) / 1000
            return
        self._position = min(
            float(bar.maximum()), self._position + self.speed() * (now - self._last)
        )
        self._last = now
        bar.setValue(round(self._position))


PAGE_STYLE = "color: white; background: #0b3d20;"
# The heading (tournament name and round) takes at most this many lines above the page; a
# name too long for them at full size is set smaller (HEADING_SMALLER), then cut with "…".
HEADING_LINES = 2
HEADING_SMALLER = 0.75


def _fits(text: str, font: QFont, width: int) -> bool:
    """Whether `text`, wrapped at spaces as a word-wrapped label wraps it, stays within
    `width` px and HEADING_LINES lines (a word longer than the line overflows: no fit)."""
    metrics = QFontMetrics(font)
    box = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, text)
    # Measured, n lines come a pixel or so over n line spacings: half a line is the margin.
    lines = box.height() / metrics.lineSpacing()
    return box.width() <= width and lines < HEADING_LINES + 0.5


def fit_heading(name: str, suffix: str, font: QFont, width: int) -> tuple[str, QFont]:
    """The heading's text and font for a line `width` px wide: the whole `name` + `suffix`
    at `font`'s size, else smaller, else the name cut with "…" so the round still shows."""
    smaller = QFont(font)
    smaller.setPixelSize(max(1, int(font.pixelSize() * HEADING_SMALLER)))
    whole = name + suffix
    for candidate in (font, smaller):
        if _fits(whole, candidate, width):
            return whole, candidate
    kept, longest = 0, len(name)  # the longest start of the name that fits, by halves
    while kept < longest:
        middle = (kept + longest + 1) // 2
        if _fits(name[:middle].rstrip() + "…" + suffix, smaller, width):
            kept = middle
        else:
            longest = middle - 1
    return name[:kept].rstrip() + "…" + suffix, smaller


class Heading(QLabel):
    """The tournament's name and round above the page, as plain text (a name is shown as
    typed: an apostrophe, an "&" or a "<b>" is not markup). It wraps, and is set smaller or
    cut to fit its width, so the window is never wider than the screen and the clock
    beside it stays in view whatever the name's length."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        # The width is what the clock leaves, never the text's: a long name must not widen
        # the window (it made it 1,400-2,300 px wide, the clock beyond a projector's edge).
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._name = ""
        self._suffix = ""
        self._pixel_size = 0

    def show_heading(self, name: str, suffix: str = "") -> None:
        """Show `name` then `suffix` (" — Round 4": kept when the name must be cut)."""
        self._name, self._suffix = name, suffix
        self._fit()

    def set_pixel_size(self, size: int) -> None:
        """The type size the heading has when the name fits at it."""
        self._pixel_size = size
        self._fit()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        font = QFont(self.font())
        if self._pixel_size:
            font.setPixelSize(self._pixel_size)
        font.setBold(True)
        if self.isVisible():
            text, font = fit_heading(self._name, self._suffix, font, self.contentsRect().width())
        else:  # not laid out yet: its width is not the one it will have
            text = self._name + self._suffix
        self.setFont(font)
        self.setText(text)


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
        self.clock = RoundClock(40, parent=self)
        self.clock.changed.connect(self._show_clock)

        self.seating = QLabel()
        self.seating.setObjectName("seating")
        self.standings = QLabel()
        self.standings.setObjectName("standings")
        self.pages = QStackedWidget()
        self.pages.installEventFilter(self)
        # What the pages show, kept so a change of size lays it out again without asking
        # the services: the seating's round, names and game; the standings and their kind.
        self._seating: tuple[Round | None, EntryNames, Game] | None = None
        self._standings: tuple[Sequence[Standing], bool, int | None] | None = None
        self.areas: list[QScrollArea] = []
        self.scrollers: list[AutoScroller] = []
        for label in (self.seating, self.standings):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            label.setWordWrap(True)
            # Without a minimum of its own a wrapped label's minimum is its text laid out in a
            # narrow column: the scroll area then made the page twice as tall as its text
            # (half a pass on an empty screen), and opening it took longer.
            label.setMinimumSize(1, 1)
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
        self.start_button.clicked.connect(self.clock.toggle)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset")
        self.reset_button.clicked.connect(lambda: self.clock.reset())
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_page)
        controls = QHBoxLayout()
        for button in (self.start_button, self.reset_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setStyleSheet("color: #cfe8d6; background: #14532d; padding: 4px 10px;")
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
        layout.addWidget(self.pages, 1)
        layout.addLayout(controls)

        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.keys: dict[int, Callable[[], object]] = {
            Qt.Key.Key_Space: self.clock.toggle,
            Qt.Key.Key_R: lambda: self.clock.reset(),
            Qt.Key.Key_Plus: lambda: self.adjust_minutes(1),
            Qt.Key.Key_Minus: lambda: self.adjust_minutes(-1),
            Qt.Key.Key_N: self.next_page,
            Qt.Key.Key_Escape: self.leave_full_screen,
            Qt.Key.Key_F: self.toggle_full_screen,
        }

        self.pending = QTimer(self)
        self.pending.setSingleShot(True)
        self.pending.setInterval(REDRAW_DELAY_MS)
        self.pending.timeout.connect(self.reload)
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        # The room reads this screen: it follows Settings ▸ Language like the main window.
        context.changes.language_changed.connect(lambda _language: self.retranslate())
        self._name_controls()
        self.set_tournament(context.tournament_id)

    def _name_controls(self) -> None:
        self.setWindowTitle(self.tr("Torneo — projector"))
        self.start_button.setText(self.tr("Start / pause (Space)"))
        self.reset_button.setText(self.tr("Reset (R)"))
        self.next_button.setText(self.tr("Next page (N)"))

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
        self.clock.pause()
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

    def adjust_minutes(self, delta: int) -> None:
        """Lengthen or shorten the clock by a minute while it is paused."""
        if not self.clock.running:
            self.clock.reset(self.clock.duration // 60 + delta)

    def _show_clock(self, seconds: int) -> None:
        self.clock_label.setText(clock_text(seconds))
        self.clock_label.setStyleSheet(
            "color: #ff6b6b;" if seconds <= 60 else "color: #ffe066;" if seconds <= 300 else ""
        )

    # -- content ------------------------------------------------------------------------------
    def set_tournament(self, tournament_id: int | None) -> None:
        """Show another tournament; the clock takes its time per round."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        if self.tournament_id is not None:
            settings = self.context.services.tournaments.get(self.tournament_id).settings
            self.clock.reset(minutes_for(settings))
        else:
            self.clock.reset()
        self.reload()

    def reload(self) -> None:
        """Rebuild both pages from the services (not while the database is out of reach: a
        read would hold the window; the banner says so, and its return redraws)."""
        if not self.context.reachable:
            return
        if self.tournament_id is None:
            self.heading.show_heading(self.tr("No tournament open"))
            self._seating = self._standings = None
            self.seating.setText("")
            self.standings.setText("")
            return
        tournament = self.context.services.tournaments.get(self.tournament_id)
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
        self._seating = (current, EntryNames(self.context, self.tournament_id), tournament.game)
        self._standings = (
            self.context.services.standings.overall(self.tournament_id),
            elimination,
            final,
        )
        self._lay_out(redraw=True)

    def _lay_out(self, *, redraw: bool = False) -> None:
        """Set both pages for the room's screen: columns side by side when a page is long
        (see page_layout). Laying out 250 tables of rich text takes a while,
        so a change of size redraws a page only when its columns or type size change."""
        width, height = self.pages.width(), self.pages.height()
        base = self._type_size()
        if self._seating is not None:
            current, names, game = self._seating
            count = len(current.tables) if current is not None else 0
            columns, size = page_layout(count, width, height, base, SEATING_COLUMN_EMS)
            if redraw or self.seating.property("shape") != (columns, size):
                self._set_page(
                    self.seating, columns, size, seating_html(current, names, game, columns)
                )
        if self._standings is not None:
            standings, elimination, final = self._standings
            columns, size = page_layout(len(standings), width, height, base, STANDINGS_COLUMN_EMS)
            if redraw or self.standings.property("shape") != (columns, size):
                html = standings_html(
                    standings, elimination=elimination, final_stage=final, columns=columns
                )
                self._set_page(self.standings, columns, size, html)

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
            self.pending.start()


# A row of large type with the spacing between rows, in type sizes (measured: 1.17 + 6 px).
ROW_HEIGHT = 1.4


def page_layout(count: int, width: int, height: int, base: int, ems: int) -> tuple[int, int]:
    """(columns, type size in px) for a page of `count` rows in a `width` x `height` area.

    Up to two screens: one column at the full size `base`, a short slow scroll. Longer: the
    compact size, in as many columns of at least `ems` type sizes as the width holds (no
    more than it takes to fit the screen), so 250 tables are two or three to a row.
    """
    if count * base * ROW_HEIGHT <= 2 * height:
        return 1, base
    size = max(16, int(base * COMPACT_TYPE))
    columns = max(1, width // (ems * size))
    # Two lines a row in columns (the seating's NS over EW; a long name may wrap).
    on_screen = max(1, int(height // (2 * size * ROW_HEIGHT)))
    return max(1, min(columns, math.ceil(count / on_screen))), size


class _Cell(NamedTuple):
    """One cell of a table or a standing: its style, its text (HTML), and in columns its
    share of the column's width (0: the names, which take the rest)."""

    style: str
    text: str
    share: float = 0.0
    right: bool = False


GUTTER = 2  # per cent of the width between two columns


def _grid(
    rows: Sequence[Sequence[_Cell]], columns: int, header: Sequence[_Cell] | None = None
) -> str:
    """Rows `columns` to a line, in order across then down: as the page scrolls, the numbers
    still come in order from the top. In columns every cell has its width set, so that every
    column is as wide (left to itself the table gives each column its own widths). A
    `header` (the cells' titles, as many as a row has) stands above each column."""
    column = (100 - GUTTER * (columns - 1)) / columns

    def cell(c: _Cell, row: Sequence[_Cell]) -> str:
        align = " align='right'" if c.right else ""
        width = ""
        if columns > 1:
            fixed = sum(other.share for other in row)
            width = f" width='{round(column * (c.share or 1 - fixed), 1)}%'"
        valign = "bottom" if row is header else "top"  # a title on two lines sits on its figures
        return f"<td valign='{valign}'{align}{width} style='{c.style}'>{c.text}</td>"

    def line(cells: Sequence[Sequence[_Cell]]) -> str:
        joined = f"<td width='{GUTTER}%'></td>".join(
            "".join(cell(c, row) for c in row) for row in cells
        )
        return f"<tr>{joined}</tr>"

    lines = [line([header] * min(columns, len(rows)))] if header is not None else []
    for start in range(0, len(rows), columns):
        lines.append(line(rows[start : start + columns]))
    table_width = " width='100%'" if columns > 1 else ""
    return f"<table{table_width} cellspacing='{6 if columns <= 1 else 4}'>{''.join(lines)}</table>"


NBSP = "\u00a0"


def unbroken(names: str) -> str:
    """Names a line may break between players only, never inside one: "7 Rossi Anna -
    Bianchi Carlo" keeps "7 Rossi Anna" and "Bianchi Carlo" whole (at 1024 px the seating
    read "… 19 Serra" at the end of a line and "Elena" on the next)."""
    return " - ".join(part.replace(" ", NBSP) for part in names.split(" - "))


def seating_html(current: Round | None, names: EntryNames, game: Game, columns: int = 1) -> str:
    """The round's seating as large-type rows: table, NS against EW (or the players).

    In `columns` (a long round) each table takes two lines, NS then "v" EW, so a pair's
    names are not cut in two at the end of a line."""
    if current is None:
        return (
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "ProjectorWindow", "The seating appears here when the round is published."
                )
            )
            + "</p>"
        )
    against = escape(QCoreApplication.translate("ProjectorWindow", "v"))
    between = "<br>" if columns > 1 else " &nbsp;"
    pad = 16 if columns > 1 else 24
    cells: list[tuple[_Cell, ...]] = []
    for seat in sorted(current.tables, key=lambda t: t.table):
        if game is Game.SCALA40:
            cell = escape(", ".join(unbroken(f"{n} {names.name(n)}") for n in seat.players))
        elif seat.is_bye:
            rests = QCoreApplication.translate("ProjectorWindow", "bye")
            cell = escape(f"{unbroken(names.line(seat.ns))} — {rests}")
        else:
            cell = (
                f"{escape(unbroken(names.line(seat.ns)))}{between}<i>{against}</i>&nbsp; "
                f"{escape(unbroken(names.line(seat.ew)))}"
            )
        cells.append(
            (_Cell(f"padding-right:{pad}px", f"<b>{seat.table}</b>", 0.08, True), _Cell("", cell))
        )
    title = escape(QCoreApplication.translate("ProjectorWindow", "Seating by table"))
    return f"<h2>{title}</h2>{_grid(cells, columns)}"


def _placement_score(row: Scala40Standing) -> str:
    """What a scala 40 placement line shows, as the standings page does: the placement
    points, then the penalty points; nothing while the player's first table is still being
    played (stage 0)."""
    if not row.stage:
        return ""
    reached = (
        QCoreApplication.translate("ProjectorWindow", "1 pt")
        if row.points == 1
        else QCoreApplication.translate("ProjectorWindow", "{0} pts")
    ).replace("{0}", str(row.points))
    penalty = QCoreApplication.translate("ProjectorWindow", "penalty points: {0}")
    return f"{reached} · {penalty.replace('{0}', str(row.penalty_total))}"


# The share of a column each figure of an elimination takes when the page is in columns.
STAGE_SHARE, PLACE_SHARE, PENALTY_SHARE = 0.14, 0.12, 0.12


def _elimination_figures(row: Scala40Standing, final: int | None) -> tuple[_Cell, ...]:
    """An elimination's figures in the order they rank, as the window's columns: the stage
    reached ("Final" for the final's round), the place at that stage's table (it orders
    the players out at the same stage: without it 150 penalty points stood above 115),
    the penalty points; nothing while the player's first table is being played."""
    stage = place = penalty = ""
    if row.stage:
        stage = (
            QCoreApplication.translate("ProjectorWindow", "Final")
            if row.stage == final
            else QCoreApplication.translate("ProjectorWindow", "Round {0}").replace(
                "{0}", str(row.stage)
            )
        )
        place = str(row.last_place or "")
        penalty = str(row.penalty_total)
    return (
        _Cell("padding-left:16px; white-space:nowrap", f"<b>{escape(stage)}</b>", STAGE_SHARE),
        _Cell("padding-left:16px", place, PLACE_SHARE, True),
        _Cell("padding-left:16px", f"<b>{penalty}</b>", PENALTY_SHARE, True),
    )


def _elimination_header() -> tuple[_Cell, ...]:
    """The titles above an elimination's figures, the window's words, in small type."""
    stage, place, penalty = (
        f"<small><i>{escape(text)}</i></small>"
        for text in (
            QCoreApplication.translate("ProjectorWindow", "Stage"),
            QCoreApplication.translate("ProjectorWindow", "Place at table"),
            QCoreApplication.translate("ProjectorWindow", "Penalty, all stages"),
        )
    )
    return (
        _Cell("", "", 0.07),
        _Cell("", "", 0.08),
        _Cell("", ""),
        _Cell("padding-left:16px", stage, STAGE_SHARE),
        _Cell("padding-left:16px", place, PLACE_SHARE, True),
        _Cell("padding-left:16px", penalty, PENALTY_SHARE, True),
    )


def standings_html(
    standings: Sequence[Standing],
    *,
    elimination: bool = False,
    final_stage: int | None = None,
    columns: int = 1,
) -> str:
    """The standings as large-type rows: rank, entry, names, points; in `columns` side by
    side (ranks across, then down) when they are long.

    Scala 40: an `elimination` shows, under their titles, the stage reached ("Final" for
    round `final_stage`), the place at that table and the penalty points: all it ranks by;
    the placement format its points with the penalty points. An entry that withdrew is
    marked so.
    """
    if not standings:
        return (
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "ProjectorWindow", "The standings appear after the first results."
                )
            )
            + "</p>"
        )
    cells: list[tuple[_Cell, ...]] = []
    header = None
    for row in standings:
        who = unbroken(row.names if isinstance(row, BurracoStanding) else row.name)
        if row.withdrawn:
            withdrawn = QCoreApplication.translate("ProjectorWindow", "withdrawn")
            who_cell = f"{escape(who)} <i>({escape(withdrawn)})</i>"
        else:
            who_cell = escape(who)
        # The entry number stands well apart from the rank: "6." then "13" read as "6.13".
        start = (
            _Cell("", f"<b>{row.rank}.</b>", 0.07, True),
            _Cell("padding-left:32px", str(row.entry), 0.08, True),
            _Cell("padding-left:16px", who_cell),
        )
        if isinstance(row, Scala40Standing) and elimination:
            cells.append((*start, *_elimination_figures(row, final_stage)))
            header = _elimination_header()
            continue
        if isinstance(row, BurracoStanding):
            score = QCoreApplication.translate("ProjectorWindow", "{0} VP").replace(
                "{0}", str(row.vp)
            )
            short = True  # "40 VP" kept on one line; a scala 40 line may wrap
        else:
            score = _placement_score(row)
            short = False
        score_cell = _Cell(
            "padding-left:16px" + ("; white-space:nowrap" if short else ""),
            f"<b>{escape(score)}</b>",
            0.12 if short else 0.45,  # "3 pts · penalty points: 120" takes room
            True,
        )
        cells.append((*start, score_cell))
    title = escape(QCoreApplication.translate("ProjectorWindow", "Standings"))
    return f"<h2>{title}</h2>{_grid(cells, columns, header)}"


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
