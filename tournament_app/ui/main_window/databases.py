"""The main window's database actions: another database file, a server (and its password, kept
in the system's keyring when the director agrees), the automatic copies and going back to one.
Methods of `MainWindow`, bound in its body (translation context "MainWindow")."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication

from tournament_app.ui.settings import (
    is_server_url,
    keyring_available,
    keyring_password,
    password_of,
    remember_password,
    shown_address,
    with_password,
    without_password,
)

if TYPE_CHECKING:
    from tournament_app.services import DatabaseCopy
    from tournament_app.ui.main_window.window import MainWindow


def choose_database_file(self: MainWindow) -> None:
    """Pick another SQLite database file (a new name creates an empty one)."""
    path = self.context.dialogs.save_file(
        self,
        QCoreApplication.translate("MainWindow", "Open database"),
        QCoreApplication.translate(
            "MainWindow", "Torneo databases (*.sqlite3 *.db);;All files (*)"
        ),
        confirm_overwrite=False,
    )
    if path:
        self.switch_database(path)


def connect_to_server(self: MainWindow) -> None:
    """Connect to a PostgreSQL server shared by several stations.

    The password is never written to the settings: it is taken from the system keyring
    when one holds it, otherwise asked for each time (and offered to the keyring).
    """
    last = self.context.settings.value("data/last_server", "") or ""
    url = self.context.dialogs.ask_text(
        self,
        QCoreApplication.translate("MainWindow", "Connect to server"),
        QCoreApplication.translate(
            "MainWindow", "Server address, e.g. postgresql+psycopg://director@192.168.1.10/club:"
        ),
        str(last),
    )
    if not url or not url.strip():
        return
    url = url.strip()
    if not is_server_url(url):
        self.context.dialogs.warn(
            self,
            QCoreApplication.translate("MainWindow", "Connect to server"),
            QCoreApplication.translate(
                "MainWindow",
                "“{0}” is not a server address. It must start with postgresql:// "
                "or postgresql+psycopg://.",
            ).replace("{0}", shown_address(url)),
        )
        return
    password = password_of(url)
    plain = without_password(url)
    if password is None:
        password = keyring_password(plain)
    if password is None and urlsplit(plain).username:
        password = self.context.dialogs.ask_text(
            self,
            QCoreApplication.translate("MainWindow", "Connect to server"),
            QCoreApplication.translate(
                "MainWindow", "Password for {0} (leave empty if none):"
            ).replace("{0}", urlsplit(plain).username or ""),
            secret=True,
        )
        if password is None:
            return
    if self.switch_database(plain, password=password or None):
        self.context.settings.set_value("data/last_server", plain)
        self.keep_password(plain, password)


def keep_password(self: MainWindow, address: str, password: str | None) -> None:
    """Hold a server's password for this session, so renaming the station can reconnect
    without asking, and offer to keep it in the system keyring: never in the settings."""
    self._session_password = password or None
    if password and keyring_password(address) != password:
        self._offer_keyring(address, password)


def _offer_keyring(self: MainWindow, plain: str, password: str) -> None:
    """Offer to keep the password in the system keyring; where there is none, say so
    rather than ask a question whose Yes would store nothing."""
    title = QCoreApplication.translate("MainWindow", "Connect to server")
    if not keyring_available():
        self.context.dialogs.inform(
            self,
            title,
            QCoreApplication.translate(
                "MainWindow",
                "This computer has no system keyring, so the password cannot be"
                " remembered: Torneo keeps it until it is closed and asks for it at the"
                " next start.",
            ),
        )
        return
    remember = self.context.dialogs.confirm(
        self,
        title,
        QCoreApplication.translate(
            "MainWindow", "Remember the password in the system keyring for next time?"
        ),
    )
    if remember and not remember_password(plain, password):
        self.context.dialogs.warn(
            self,
            title,
            QCoreApplication.translate(
                "MainWindow",
                "The system keyring did not take the password: it will be asked for at"
                " the next start.",
            ),
        )


def switch_database(self: MainWindow, database: str, *, password: str | None = None) -> bool:
    """Open another database and rebuild the window over it; False if it failed."""
    from tournament_app.services import ServiceError

    target = database
    if password:
        target = with_password(database, password)
    if self.other_stations is not None:
        self.other_stations.stop()  # no check reading the database being let go of
    if without_password(database) == self.context.database:
        # Reopening the same file (a renamed station): let go of this process's
        # connections first. Opening a SQLite file the process still holds can drop its
        # locks and let other stations' writes corrupt it (docs/reliability.md); a
        # disposed engine simply reconnects if the reopening fails.
        self.context.services.close()
    try:
        services = self.opener(target, self.context.station, read_only=self.display)
    except ServiceError as error:
        self.context.dialogs.warn(
            self,
            QCoreApplication.translate("MainWindow", "Open database"),
            self.context.describe_error(error),
        )
        if self.other_stations is not None:
            self.other_stations.start()  # still on the database it had
        return False
    old = self.context
    self.context = old.over(services, without_password(database))
    self.close_projector()
    old.close()
    self._build(show_current=False)
    self.open_last_tournament()
    self.show_current_page()
    return True


def show_copies(self: MainWindow) -> None:
    """Open the database's copies: save one, or (not on a display station) go back to one.

    Going back is done once the dialog has closed: reopening the database rebuilds the
    menus, and the dialog's own event loop would delete them under the menu that opened it.
    """
    from tournament_app.ui.copies_dialog import CopiesDialog

    dialog = CopiesDialog(self.context, self, can_go_back=not self.display)
    dialog.exec()
    chosen = dialog.chosen
    dialog.deleteLater()
    if chosen is not None:
        self.go_back_to_copy(chosen)


def go_back_to_copy(self: MainWindow, copy: DatabaseCopy) -> bool:
    """Take this database back to one of its automatic copies (the copies dialog has
    asked): let go of this station's connections, put the copy back, reopen the file,
    write the restore first in its log and say it is done. True when done; a copy refused
    (damaged, not a database, too new) leaves the database as it was, reopened, and says
    why."""
    from tournament_app.services import ServiceError, restore_copy
    from tournament_app.ui.copies_dialog import gone_back_text

    database = self.context.database
    if self.context.services.database.path is None:  # a server's copies: on the server
        return False
    title = QCoreApplication.translate("MainWindow", "Go back to a copy")
    self.close_projector()  # it reads the database on a timer
    if self.other_stations is not None:
        self.other_stations.stop()  # and so does the check for other stations' writes
    self.context.services.close()
    try:
        # Refused on a display station; the restore is first in the restored log.
        restore_copy(self.context.services, copy)
    except ServiceError as error:  # refused (a bad copy, a locked file): nothing written
        self.switch_database(database)
        self.context.dialogs.warn(self, title, self.context.describe_error(error))
        return False
    except BaseException:
        # A bug: the window gets its database back, then the error reporter tells it.
        self.switch_database(database)
        raise
    if not self.switch_database(database):
        return False  # switch_database said why
    services = self.context.services
    self.context.dialogs.inform(self, title, gone_back_text(copy, services, self.context.language))
    return True


def _current_password(self: MainWindow) -> str | None:
    """The password this station is connected with (reopening the same server for a new
    station name): the open connection's own, whether typed at the start, at Connect
    to server, or read from the keyring."""
    if not is_server_url(self.context.database):
        return None
    held = self.context.services.database.url.password
    if held:
        return str(held)
    return self._session_password or keyring_password(self.context.database)
