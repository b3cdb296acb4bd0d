"""`torneo` with no subcommand: options remembered, a broken last database never stops it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow

from tournament_app.ui import app as gui_app
from tournament_app.ui.settings import Settings


@pytest.fixture
def started(monkeypatch, qapp):
    """run_gui without the event loop: returns the windows it showed and the boxes it raised."""
    shown: list[QMainWindow] = []
    boxes: list[str] = []
    monkeypatch.setattr(QApplication, "exec", lambda *_: 0)
    monkeypatch.setattr(QMainWindow, "show", lambda self: shown.append(self))
    monkeypatch.setattr(gui_app.QMessageBox, "warning", lambda _p, _t, text: boxes.append(text))
    monkeypatch.setattr(gui_app.QMessageBox, "critical", lambda _p, _t, text: boxes.append(text))
    yield shown, boxes
    for window in shown:
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
    assert shown == []
    assert "note.sqlite3" in boxes[0]
