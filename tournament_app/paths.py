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


def default_database_path() -> Path:
    """The embedded SQLite database holding the club's registry and tournaments."""
    return data_dir() / "torneo.sqlite3"


def resources_dir() -> Path:
    """The `resources/` folder: beside the packages in a source tree, inside a frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"
