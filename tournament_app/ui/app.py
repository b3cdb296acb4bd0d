"""Start the desktop application."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from tournament_app import __version__
from tournament_app.paths import default_database_path


def parse_gui_args(args: list[str]) -> argparse.Namespace:
    """The options the GUI understands: --db, --station, --lang."""
    parser = argparse.ArgumentParser(prog="torneo")
    parser.add_argument("--db", default=None, help="SQLite file or SQLAlchemy URL")
    parser.add_argument("--station", default=None, help="this station's name in the audit log")
    parser.add_argument("--lang", default=None, choices=["it", "en"])
    return parser.parse_args(args)


def build_main_window(database: str) -> QMainWindow:
    """The main window, opened on the given database."""
    window = QMainWindow()
    window.setWindowTitle(f"Torneo {__version__} — {database}")
    window.setCentralWidget(QLabel(window.tr("Database: {0}").replace("{0}", database)))
    window.resize(1100, 720)
    return window


def run_gui(args: list[str]) -> int:
    """Open the main window on the chosen database and run the event loop."""
    options = parse_gui_args(args)
    database = options.db or str(default_database_path())
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = build_main_window(database)
    window.show()
    return int(app.exec())
