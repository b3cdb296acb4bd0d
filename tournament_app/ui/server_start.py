"""Starting a station while the club's server does not answer.

A station never trades the club's server for another database by itself: the local one
holds none of the evening's results, and remembering it as the last database kept the next
start local after the server was back. A director's station asks what to do (try again,
open another database, quit); a display station (a screen in the hall, nobody at its
keyboard) says on screen that it is waiting for the server and tries again every few
seconds, off the window's thread, until it answers.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from tournament_app.ui.background import in_background
from tournament_app.ui.settings import display_database

if TYPE_CHECKING:
    from tournament_app.services import Services

RETRY_MS = 5000
"""How often a display station asks the server again."""


class ServerDown(Enum):
    RETRY = "retry"
    OTHER = "other"
    QUIT = "quit"


def ask_when_server_down(parent: QWidget | None, reason: str) -> ServerDown:
    """Retry / Open another database… / Quit, after the reason the server gave."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Torneo")
    box.setText(reason)
    box.setInformativeText(
        QCoreApplication.translate(
            "ServerStart",
            "Torneo does not open another database in its place: the evening's results are on"
            " the server. Try again once the server is on, or choose another database.",
        )
    )
    retry = box.addButton(
        QCoreApplication.translate("ServerStart", "&Retry"), QMessageBox.ButtonRole.AcceptRole
    )
    other = box.addButton(
        QCoreApplication.translate("ServerStart", "&Open another database…"),
        QMessageBox.ButtonRole.ActionRole,
    )
    box.addButton(
        QCoreApplication.translate("ServerStart", "&Quit"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(retry)
    box.exec()
    clicked = box.clickedButton()
    if clicked is retry:
        return ServerDown.RETRY
    if clicked is other:
        return ServerDown.OTHER
    return ServerDown.QUIT


def choose_database(parent: QWidget | None, directory: str) -> str | None:
    """A database file the director picks (a new name creates an empty one); None on cancel."""
    from tournament_app.ui.dialogs import Dialogs

    return Dialogs().save_file(
        parent,
        QCoreApplication.translate("ServerStart", "Open another database"),
        QCoreApplication.translate(
            "ServerStart", "Torneo databases (*.sqlite3 *.db);;All files (*)"
        ),
        directory,
        confirm_overwrite=False,
    )


class DisplayWaiting(QLabel):
    """A display station's screen while its server does not answer: what it waits for and
    why, tried again every RETRY_MS until `opened(services)` can be called."""

    def __init__(
        self,
        database: str,
        reason: str,
        attempt: Callable[[], Services],
        opened: Callable[[Services], None],
        describe: Callable[[Exception], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("display_waiting")
        self.setWordWrap(True)
        self.database = database
        self.attempts = 0
        self._attempt = attempt
        self._opened = opened
        self._describe = describe
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(RETRY_MS)
        self.timer.timeout.connect(self._try)
        self._say(reason)
        self.timer.start()

    def _say(self, reason: str) -> None:
        text = QCoreApplication.translate(
            "ServerStart",
            "Waiting for the server {0}: {1} Trying again every few seconds; this screen shows"
            " the tournament as soon as the server answers.",
        )
        self.setText(text.replace("{0}", display_database(self.database)).replace("{1}", reason))

    def _try(self) -> None:
        self.attempts += 1
        in_background(self._attempt, self._answered, owner=self)

    def _answered(self, services: object, error: BaseException | None) -> None:
        if error is None:
            self._opened(services)  # type: ignore[arg-type]
            return
        if not isinstance(error, Exception):
            raise error
        self._say(self._describe(error))
        self.timer.start()


__all__ = ["DisplayWaiting", "ServerDown", "ask_when_server_down", "choose_database"]
