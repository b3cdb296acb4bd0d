"""The projector window: the round's seating, then the standings, in large type, by itself.

Opened from View > Projector, it goes full screen on the second screen when there is one.
The pages scroll slowly; at the end of one the other follows. A round clock shows the time
left; the director starts, pauses and resets it with the buttons or the keyboard
(Space, R, + and -); F switches full screen on and off, Esc leaves it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
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
from tournament_app.services.rounds import final_round
from tournament_app.ui.context import AppContext
from tournament_app.ui.rounds_page import EntryNames

# Club practice for the time of a turno, by hands (domain doc: 25, 35-40, 50 minutes).
MINUTES_PER_TURNO = {2: 25, 3: 40, 4: 50}
# Scala 40 games without a time set in the tournament: a common club limit.
SCALA40_DEFAULT_MINUTES = 45
# Scrolling: pixels per step and the pause at the top and bottom of a page, in ms.
SCROLL_STEP_PX = 1
SCROLL_INTERVAL_MS = 40
PAUSE_MS = 4000
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
    """Scrolls a scroll area down slowly, pauses at the end, then asks for the next page."""

    finished = Signal()

    def __init__(self, area: QScrollArea, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.area = area
        self._timer = QTimer(self)
        self._timer.setInterval(SCROLL_INTERVAL_MS)
        self._timer.timeout.connect(self.step)
        self._hold = 0

    def restart(self) -> None:
        """Back to the top, wait a moment, then scroll."""
        self.area.verticalScrollBar().setValue(0)
        self._hold = PAUSE_MS // SCROLL_INTERVAL_MS
        self._timer.start()

    def stop(self) -> None:
        """Stop scrolling."""
        self._timer.stop()

    def step(self) -> None:
        """One scrolling step (the timer calls it; tests may too)."""
        if self._hold > 0:
            self._hold -= 1
            return
        bar = self.area.verticalScrollBar()
        if bar.value() >= bar.maximum():
            self._timer.stop()
            QTimer.singleShot(PAUSE_MS if bar.maximum() else PAUSE_MS * 2, self.finished.emit)
            return
        bar.setValue(bar.value() + SCROLL_STEP_PX)


PAGE_STYLE = "color: white; background: #0b3d20;"


class ProjectorWindow(QWidget):
    """The second-screen window: seating, then standings, with the round clock on top."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.context = context
        self.tournament_id: TournamentId | None = None
        self.setStyleSheet(PAGE_STYLE)

        self.heading = QLabel()
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
        self.areas: list[QScrollArea] = []
        self.scrollers: list[AutoScroller] = []
        for label in (self.seating, self.standings):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            label.setWordWrap(True)
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
        context.changes.round_changed.connect(lambda _n: self.reload())
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
    def _apply_type_size(self) -> None:
        """Type large enough to read from the back of the room: a share of the window height."""
        base = max(18, self.height() // 28)
        for widget, factor in (
            (self.heading, 1.4),
            (self.clock_label, 2.2),
            (self.seating, 1.0),
            (self.standings, 1.0),
        ):
            font = widget.font()
            font.setPixelSize(int(base * factor))
            font.setBold(widget is not self.seating and widget is not self.standings)
            widget.setFont(font)

    def resizeEvent(self, event: object) -> None:
        self._apply_type_size()
        super().resizeEvent(event)  # type: ignore[arg-type]

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

    def shown_round(self) -> Round | None:
        """The round on screen: the one the director is looking at, else the latest published."""
        if self.tournament_id is None:
            return None
        rounds = self.played_rounds()
        wanted = self.context.round_number
        chosen = next((r for r in rounds if r.number == wanted), None)
        return chosen or (rounds[-1] if rounds else None)

    def reload(self) -> None:
        """Rebuild both pages from the services."""
        if self.tournament_id is None:
            self.heading.setText(self.tr("No tournament open"))
            self.seating.setText("")
            self.standings.setText("")
            return
        tournament = self.context.services.tournaments.get(self.tournament_id)
        current = self.shown_round()
        heading = escape(tournament.name)
        if current is not None:
            heading += " — " + self.tr("Round {0}").replace("{0}", str(current.number))
        self.heading.setText(heading)
        names = EntryNames(self.context, self.tournament_id)
        self.seating.setText(seating_html(current, names, tournament.game))
        settings = tournament.settings
        elimination = isinstance(settings, Scala40Settings) and (
            settings.format is Scala40Format.ELIMINATION
        )
        self.standings.setText(
            standings_html(
                self.context.services.standings.overall(self.tournament_id),
                elimination=elimination,
                final_stage=final_round(self.played_rounds()) if elimination else None,
            )
        )

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
        if not isinstance(changes, Changes) or changes.areas != ("audit",):
            # Results come in bursts while sheets are typed: redraw once things settle.
            self.pending.start()


def seating_html(current: Round | None, names: EntryNames, game: Game) -> str:
    """The round's seating as large-type rows: table, NS against EW (or the players)."""
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
    rows = []
    for seat in sorted(current.tables, key=lambda t: t.table):
        if game is Game.SCALA40:
            cell = escape(", ".join(f"{n} {names.name(n)}" for n in seat.players))
        elif seat.is_bye:
            rests = QCoreApplication.translate("ProjectorWindow", "bye")
            cell = escape(f"{names.line(seat.ns)} — {rests}")
        else:
            against = escape(QCoreApplication.translate("ProjectorWindow", "v"))
            cell = (
                f"{escape(names.line(seat.ns))} &nbsp;<i>{against}</i>&nbsp; "
                f"{escape(names.line(seat.ew))}"
            )
        rows.append(
            f"<tr><td align='right' style='padding-right:24px'><b>{seat.table}</b></td>"
            f"<td>{cell}</td></tr>"
        )
    title = escape(QCoreApplication.translate("ProjectorWindow", "Seating by table"))
    return f"<h2>{title}</h2><table cellspacing='6'>{''.join(rows)}</table>"


def _scala40_score(row: Scala40Standing, elimination: bool, final: int | None) -> str:
    """What a scala 40 line shows, as the standings page does: the stage reached (an
    elimination) or the placement points, then the penalty points; nothing while the
    player's first table is still being played (stage 0)."""
    if not row.stage:
        return ""
    if elimination:
        reached = (
            QCoreApplication.translate("ProjectorWindow", "Final")
            if row.stage == final
            else QCoreApplication.translate("ProjectorWindow", "Round {0}")
        ).replace("{0}", str(row.stage))
    else:
        reached = (
            QCoreApplication.translate("ProjectorWindow", "1 pt")
            if row.points == 1
            else QCoreApplication.translate("ProjectorWindow", "{0} pts")
        ).replace("{0}", str(row.points))
    penalty = QCoreApplication.translate("ProjectorWindow", "penalty points: {0}")
    return f"{reached} · {penalty.replace('{0}', str(row.penalty_total))}"


def standings_html(
    standings: Sequence[Standing], *, elimination: bool = False, final_stage: int | None = None
) -> str:
    """The standings as large-type rows: rank, entry, names, points.

    Scala 40: the stage reached in an `elimination` ("Final" for round `final_stage`) or
    the placement points, with the penalty points. An entry that withdrew is marked so.
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
    rows = []
    for row in standings:
        if isinstance(row, BurracoStanding):
            who = row.names
            score = QCoreApplication.translate("ProjectorWindow", "{0} VP").replace(
                "{0}", str(row.vp)
            )
        else:
            who = row.name
            score = _scala40_score(row, elimination, final_stage)
        if row.withdrawn:
            withdrawn = QCoreApplication.translate("ProjectorWindow", "withdrawn")
            who_cell = f"{escape(who)} <i>({escape(withdrawn)})</i>"
        else:
            who_cell = escape(who)
        # The entry number stands well apart from the rank: "6." then "13" read as "6.13".
        rows.append(
            f"<tr><td align='right'><b>{row.rank}.</b></td>"
            f"<td align='right' style='padding-left:32px'>{row.entry}</td>"
            f"<td style='padding-left:16px'>{who_cell}</td>"
            f"<td align='right' style='padding-left:32px'><b>{escape(score)}</b></td></tr>"
        )
    title = escape(QCoreApplication.translate("ProjectorWindow", "Standings"))
    return f"<h2>{title}</h2><table cellspacing='6'>{''.join(rows)}</table>"


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
