"""Where Torneo keeps its data and finds its shipped resources."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "Torneo"


def data_dir() -> Path:
    """The user's data directory (created on demand); TORNEO_DATA_DIR overrides it."""
    override = os.environ.get("TORNEO_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def window_settings_path() -> Path:
    """The INI file the window keeps its settings in (language, station, last database...).

    Named here, outside the GUI, because the command line reads the window's language from it
    without loading Qt (tournament_app/cli/language.py)."""
    return data_dir() / "torneo-gui.ini"


def default_database_path() -> Path:
    """The embedded SQLite database holding the club's registry and tournaments."""
    return data_dir() / "torneo.sqlite3"


def _shipped_root() -> Path:
    """Where shipped files sit: the frozen bundle's folder, or the source tree's root."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    """The `resources/` folder: beside the packages in a source tree, inside a frozen bundle."""
    return _shipped_root() / "resources"


def user_guide_path() -> Path:
    """docs/user-guide.md, with its screenshots beside it in docs/screenshots: in the source
    tree, or where installer/torneo.spec puts them in a frozen bundle. A package installed
    without the docs has no such file; Help ▸ User guide then says so."""
    return _shipped_root() / "docs" / "user-guide.md"
