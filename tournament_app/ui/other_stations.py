"""Other stations on the same database, and whether the database answers at all.

Every write of every station adds a row to the audit trail. `OtherStations` reads its newest
number every few seconds, in a thread of its own (ui/background.py): a server that hangs
never holds the window. When the number grew through another station's write, every page
(and the projector) hears that everything may have changed, as after one of this station's
own writes.

The same question tells whether the database is in reach. Unanswered after ANSWER_MS, or
answered with a failure, the station is *out of reach*: `AppContext.reachable` is False,
`changes.reach_changed(False)` puts a banner on the window and the projector, and pages do
not read (a read on the window's thread would hang with the server). The next answer brings
it back: the banner goes, and every page is told to read again, so a page opened during the
outage fills itself without waiting for another station to write.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from tournament_app.services import ServiceError
from tournament_app.services.audit import EVERYTHING
from tournament_app.services.context import unreachable_refusal
from tournament_app.ui.background import in_background
from tournament_app.ui.settings import display_database

if TYPE_CHECKING:
    from collections.abc import Callable

    from tournament_app.ui.context import AppContext

translate = QCoreApplication.translate


class OtherStations(QObject):
    """Brings other stations' writes to this station, and notices a database out of reach."""

    INTERVAL_MS = 3000
    ANSWER_MS = 4000
    """A check unanswered this long: the database is out of reach (a server answers in
    milliseconds; a hung one is given up by storage/server.py only after its own bound)."""

    def __init__(self, context: AppContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.seen: int | None = None
        self._asked_at: float | None = None
        """When the question now in flight was asked (None: none in flight)."""
        self._idle = threading.Event()
        self._idle.set()
        """Set while no question is reading the database (cleared by the window's thread,
        set by the question's own thread once its read is over)."""
        self._noted = context.services.last_logged
        """This station's latest write already noted as seen (`_after_change`)."""
        self._own_writes = 0
        """How many of this station's own writes were noted: an answer to a question asked
        before the latest one may predate it, and tells nothing about other stations."""
        self._telling = False
        self.timer = QTimer(self)
        self.timer.setInterval(self.INTERVAL_MS)
        self.timer.timeout.connect(self.poll)
        self.overdue = QTimer(self)
        self.overdue.setSingleShot(True)
        self.overdue.setInterval(self.ANSWER_MS)
        self.overdue.timeout.connect(self._unanswered)
        # This station's own writes already redraw what they touched: only note them.
        context.changes.changed.connect(self._after_change)
        self.poll()

    def start(self) -> None:
        self.timer.start()

    def stop(self, *, settle_s: float = 2.0) -> None:
        """Ask no more; wait (at most `settle_s`) for a question in flight to leave the
        database, so it can be closed or put back to a copy under no reader."""
        self.timer.stop()
        self.overdue.stop()
        self._idle.wait(settle_s)

    @property
    def asking(self) -> bool:
        """True while a question is in flight."""
        return self._asked_at is not None

    def _after_change(self, _changes: object) -> None:
        """This station wrote: note its change as seen, so the next check does not take it
        for another station's. A write's own number is known without asking; anything else
        announced (a refusal that redraws, a copy put back) asks for the newest now, on the
        window's thread, right after the database answered (read later, another station's
        write made meanwhile would be taken for this one's and never shown)."""
        if self._telling:
            return  # what this watch itself told the pages
        logged = self.context.services.last_logged
        if logged is not None and logged != self._noted:
            self._noted = logged
            self.seen = logged
            self._own_writes += 1
            return
        if not self.context.reachable:
            return  # nothing to read now
        try:
            newest = self.context.services.audit.last_id()
        except ServiceError:
            return  # the next check says whether it is in reach
        self.seen = newest
        self._own_writes += 1

    def poll(self) -> None:
        """Ask for the newest change, off the window's thread; one question at a time."""
        if self.asking:
            return
        self._asked_at = time.monotonic()
        self.overdue.start()
        own_writes = self._own_writes
        self._idle.clear()
        last_id = self.context.services.audit.last_id
        idle = self._idle

        def ask() -> int:
            try:
                return last_id()
            finally:
                idle.set()

        in_background(
            ask,
            lambda newest, error: self._answered(newest, error, own_writes),
            owner=self,
        )

    def _unanswered(self) -> None:
        if self.asking:
            self.context.set_reachable(False, "server_timeout")

    def _answered(self, newest: object, error: BaseException | None, own_writes: int) -> None:
        self._asked_at = None
        self.overdue.stop()
        if error is not None:
            if not isinstance(error, ServiceError):
                raise error  # a bug: the error reporter says so
            detail = str(error.params.get("detail", ""))
            self.context.set_reachable(False, detail)  # asked again at the next turn
            return
        assert isinstance(newest, int)
        was_reachable = self.context.reachable
        grew = False
        if own_writes == self._own_writes:  # else asked before this station's last write
            grew = self.seen is not None and newest != self.seen
            self.seen = newest
        self.context.set_reachable(True)
        if grew or not was_reachable:
            # Back in reach: what was not read meanwhile (a page opened during the outage,
            # another station's writes) is read now.
            self._telling = True
            try:
                self.context.changes.changed.emit(EVERYTHING)
            finally:
                self._telling = False


def out_of_reach(context: AppContext) -> ServiceError | None:
    """The refusal a save would meet while the server is out of reach, without asking it: a
    hung server would hold the window for as long as its bounds (storage/server.py). None
    while it answers, and for a file (asking a file costs nothing)."""
    database = context.services.database
    if context.reachable or database.path is not None:
        return None
    return unreachable_refusal(database, context.unreachable_detail)


def refusal_words(context: AppContext, ask: Callable[[], ServiceError | None]) -> str | None:
    """Why an action the services would refuse is refused, in their words, asked before the
    director is (`ask`: a service's `..._refusal` read); None when it would go ahead. While
    the server is out of reach the reason is that, without asking it."""
    unreachable = out_of_reach(context)
    if unreachable is not None:  # asked again when the server answers (pages redrawn)
        return context.describe_error(unreachable)
    try:
        refused = ask()
    except ServiceError as error:
        refused = error
    return None if refused is None else context.why_off(refused)


class ServerBanner(QLabel):
    """The line that says the database is out of reach, on the window and on the projector:
    hidden while it answers. Nothing typed is lost meanwhile; the pages show what they last
    read until it answers again."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("server_banner")
        self.setWordWrap(True)
        self.setStyleSheet(
            "background: #b00020; color: white; font-weight: bold; padding: 6px 10px;"
        )
        context.changes.reach_changed.connect(self._show_reach)
        context.changes.language_changed.connect(self._say)
        self._say()
        self.setVisible(not context.reachable)

    def _say(self) -> None:
        if self.context.services.database.path is not None:
            text = translate(
                "ServerBanner",
                "The database {0} cannot be read: trying again every few seconds. What is"
                " shown may be out of date; nothing typed is lost.",
            )
        else:
            text = translate(
                "ServerBanner",
                "Server {0} not reachable: reconnecting… What is shown may be out of date;"
                " check the network and that the server computer is on.",
            )
        self.setText(text.replace("{0}", display_database(self.context.database)))

    def _show_reach(self, reachable: bool) -> None:
        self._say()
        self.setVisible(not reachable)


__all__ = ["OtherStations", "ServerBanner", "out_of_reach"]
