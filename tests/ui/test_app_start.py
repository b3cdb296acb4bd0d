"""`torneo` with no subcommand: options remembered, a broken last database never stops it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from tournament_app.ui import app as gui_app
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.settings import Settings


@pytest.fixture
def started(monkeypatch, qapp):
    """run_gui with its real event loop, ended once the window has opened its database (or by
    run_gui itself when it gives up): returns the windows it showed and the boxes it raised."""
    shown: list[MainWindow] = []
    boxes: list[str] = []

    def show(window: QMainWindow) -> None:
        shown.append(window)
        window.ready.connect(qapp.quit)

    monkeypatch.setattr(MainWindow, "show", show)
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: boxes.append(text))
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: boxes.append(text))
    # A start that neither opens its database nor gives up must fail the test, not hang it.
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: qapp.exit(99))
    watchdog.start(20_000)
    yield shown, boxes
    watchdog.stop()
    for window in shown:
        if getattr(window, "context", None) is not None:
            window.context.close()
        window.deleteLater()


def test_options_are_applied_and_remembered(started, tmp_path: Path) -> None:
    """--db, --lang and --station open that file, in that language, signed by that station."""
    shown, boxes = started
    database = str(tmp_path / "club.sqlite3")
    assert gui_app.run_gui(["--db", database, "--lang", "en", "--station", "Sala 3"]) == 0
    assert boxes == []
    window = shown[0]
    assert database in window.windowTitle() and "Sala 3" in window.windowTitle()
    remembered = Settings()
    assert (remembered.language, remembered.station) == ("en", "Sala 3")
    assert remembered.last_database == database


def test_a_last_database_that_is_not_torneos_falls_back_to_the_default(
    started, tmp_path: Path
) -> None:
    """When the file opened last is not a Torneo database, say so and open the embedded one."""
    shown, boxes = started
    stranger = tmp_path / "note.sqlite3"
    stranger.write_text("this is not a database", encoding="utf-8")
    settings = Settings()
    settings.last_database = str(stranger)
    settings.language = "en"
    settings.sync()
    assert gui_app.run_gui([]) == 0
    assert len(boxes) == 1 and "note.sqlite3" in boxes[0]
    assert "torneo.sqlite3" in shown[0].windowTitle()


def test_a_bad_database_named_on_the_command_line_stops_with_a_message(
    started, tmp_path: Path
) -> None:
    """--db naming a file that is not a Torneo database exits 1 after saying why."""
    shown, boxes = started
    stranger = tmp_path / "note.sqlite3"
    stranger.write_text("this is not a database", encoding="utf-8")
    assert gui_app.run_gui(["--db", str(stranger), "--lang", "en"]) == 1
    assert len(shown) == 1 and not shown[0].isVisible()  # shown while opening, then closed
    assert getattr(shown[0], "context", None) is None
    assert "note.sqlite3" in boxes[0]


def test_the_window_shows_before_the_database_is_open(started, tmp_path: Path) -> None:
    """The window is on screen, saying which database it opens, before the services and the
    pages are loaded; the director never looks at an empty desktop while the start goes on."""
    shown, boxes = started
    database = tmp_path / "club.sqlite3"
    seen: list[str] = []

    def look() -> None:
        window = shown[0]
        seen.append(window.centralWidget().text())
        seen.append(str(getattr(window, "context", None)))

    QTimer.singleShot(0, look)  # armed first, so it runs before the database is opened
    assert gui_app.run_gui(["--db", str(database), "--lang", "en"]) == 0
    assert "Opening" in seen[0] and "club.sqlite3" in seen[0]
    assert seen[1] == "None"
    assert boxes == []
    assert shown[0].tabs.count() == 6 and shown[0].context.database == str(database)


def test_the_shell_imports_no_database_code() -> None:
    """Showing the window needs Qt only: SQLAlchemy, the services and the pages load after it
    is on screen, which is what keeps the start near a bare window's (docs/benchmarks.md)."""
    probe = (
        "import sys\n"
        "import tournament_app.ui.app\n"
        "heavy = ('sqlalchemy', 'alembic', 'tournament_app.services', 'tournament_app.storage',\n"
        "         'tournament_app.ui.start_page', 'openpyxl', 'reportlab', 'importlib.metadata',\n"
        "         'multiprocessing')\n"
        "print(sorted(name for name in heavy if name in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"
