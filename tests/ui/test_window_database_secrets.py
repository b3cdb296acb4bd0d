"""The window never shows nor keeps a server's password: started with `--db` holding one
(after the user or as `?password=`), or connected to with File ▸ Connect to server…, the
settings file read back holds no password, nor does the title or any message box; the
password goes to the system keyring only when the director says yes."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import keyring
import pytest
from keyring.backend import KeyringBackend
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from tournament_app.ui import app as gui_app
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import MainWindow
from tournament_app.ui.settings import Settings

SECRET = "Zq7SegretaXy"


class MemoryKeyring(KeyringBackend):
    """A keyring held in memory, standing in for the system's."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.saved: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.saved.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.saved[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.saved.pop((service, username), None)


@pytest.fixture
def memory_keyring() -> object:
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def started(monkeypatch, qapp):
    """run_gui with its real event loop, ended once the database is open (or run_gui gave
    up); returns the windows shown, the texts of the message boxes and the answers given
    to its questions (a list to fill: yes or no)."""
    shown: list[MainWindow] = []
    boxes: list[str] = []
    answers: list[bool] = []
    second_half = gui_app._start

    def then_quit(window: MainWindow, *args) -> None:
        second_half(window, *args)
        if getattr(window, "context", None) is not None:
            QTimer.singleShot(0, qapp.quit)

    def show(window: QMainWindow) -> None:
        shown.append(window)

    def question(_parent, _title, text, *_args):
        boxes.append(text)
        yes = answers.pop(0) if answers else False
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

    monkeypatch.setattr(gui_app, "_start", then_quit)
    monkeypatch.setattr(MainWindow, "show", show)
    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text: boxes.append(text))
    monkeypatch.setattr(QMessageBox, "question", question)
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: qapp.exit(99))
    watchdog.start(20_000)
    yield shown, boxes, answers
    watchdog.stop()
    for window in shown:
        if getattr(window, "context", None) is not None:
            window.context.close()
        window.deleteLater()


def _with_secret(server_url: str, form: str, database: str | None = None) -> str:
    parts = urlsplit(server_url)
    path = f"/{database}" if database else parts.path
    host = f"{parts.hostname}:{parts.port}"
    user = parts.username or "postgres"
    if form == "after the user":
        return urlunsplit(("postgresql+psycopg", f"{user}:{SECRET}@{host}", path, "", ""))
    return urlunsplit(("postgresql+psycopg", f"{user}@{host}", path, f"password={SECRET}", ""))


def _settings_text() -> str:
    settings = Settings()
    settings.sync()
    return Path(settings.path).read_text(encoding="utf-8")


FORMS = ["after the user", "password parameter"]


@pytest.mark.parametrize("remember", [False, True])
@pytest.mark.parametrize("form", FORMS)
def test_a_password_given_with_db_is_kept_only_in_the_keyring(
    form, remember, server_database, started, memory_keyring
) -> None:
    """--db with a password opens the server; the settings file, the title and the
    question hold none of it, and the keyring holds it only after a yes."""
    shown, boxes, answers = started
    answers.append(remember)
    address = _with_secret(server_database, form)
    assert gui_app.run_gui(["--db", address, "--lang", "en"]) == 0
    window = shown[0]
    stored = _settings_text()
    assert SECRET not in stored and urlsplit(server_database).path.lstrip("/") in stored
    assert SECRET not in window.windowTitle() and SECRET not in window.context.database
    assert all(SECRET not in text for text in boxes)
    assert any("keyring" in text for text in boxes)  # asked, as File ▸ Connect asks
    kept = list(memory_keyring.saved.values())
    assert kept == ([SECRET] if remember else [])
    assert all(SECRET not in key for _service, key in memory_keyring.saved)
    assert Settings().last_database == window.context.database


@pytest.mark.parametrize("form", FORMS)
def test_a_server_that_refuses_shows_the_address_masked(
    form, server_database, started, memory_keyring, monkeypatch
) -> None:
    """A database the server does not have: the question (Retry / Open another / Quit) names
    it with *** for the password, and nothing of it reaches the settings or the keyring."""
    from tournament_app.ui import server_start

    _shown, boxes, _answers = started

    def quit_after_reading(_window, reason: str) -> server_start.ServerDown:
        boxes.append(reason)
        return server_start.ServerDown.QUIT

    monkeypatch.setattr(server_start, "ask_when_server_down", quit_after_reading)
    address = _with_secret(server_database, form, database="torneo_no_such_db")
    assert gui_app.run_gui(["--db", address, "--lang", "en"]) == 1
    assert boxes and all(SECRET not in text for text in boxes)
    assert "***" in boxes[-1] and "torneo_no_such_db" in boxes[-1]
    assert SECRET not in _settings_text()
    assert memory_keyring.saved == {}


@pytest.mark.parametrize("form", FORMS)
def test_connect_to_server_keeps_no_password_in_the_settings(
    form, qtbot, server_database, memory_keyring, club_file
) -> None:
    """File ▸ Connect to server… with a password in the address: connected, remembered
    without it; the keyring has it after a yes, under the address without it."""
    window = gui_app.build_main_window(club_file, station="Sala 1", dialogs=ScriptedDialogs())
    qtbot.addWidget(window)
    dialogs = window.context.dialogs
    dialogs.texts.append(_with_secret(server_database, form))
    dialogs.confirmations.append(True)
    window.connect_to_server()
    assert window.context.services.location.endswith(urlsplit(server_database).path)
    stored = _settings_text()
    assert SECRET not in stored and urlsplit(server_database).path.lstrip("/") in stored
    assert SECRET not in window.windowTitle()
    ((_service, key),) = memory_keyring.saved
    assert memory_keyring.saved[(_service, key)] == SECRET and SECRET not in key
    window.context.close()
    window.close()


def test_a_wrong_address_is_shown_masked(qtbot, tmp_path, memory_keyring) -> None:
    """An address for another driver is refused by name, its password masked."""
    window = gui_app.build_main_window(
        str(tmp_path / "local.sqlite3"), station="Sala 1", dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(window)
    dialogs = window.context.dialogs
    dialogs.texts.append(f"postgresql+psycopg2://u@10.0.0.5/club?password={SECRET}")
    window.connect_to_server()
    (warning,) = dialogs.messages("warn")
    assert SECRET not in warning and "***" in warning
    assert SECRET not in _settings_text()
    window.close()


def test_the_error_log_and_its_box_mask_an_address(qapp) -> None:
    """An unforeseen error quoting a server address: the log the director sends on, and the
    box, show it with *** for the password."""
    from tournament_app.ui.errors_report import error_log_path, error_text, write_error

    try:
        raise RuntimeError(
            f"lost postgresql+psycopg://director@10.0.0.5/club?password={SECRET} and"
            f" postgresql://director:{SECRET}@10.0.0.5/club"
        )
    except RuntimeError as error:
        log = write_error(error)
        box = error_text(error, log)
    written = error_log_path().read_text(encoding="utf-8")
    assert "10.0.0.5/club" in written and "***" in written and "RuntimeError" in written
    assert SECRET not in written and SECRET not in box
