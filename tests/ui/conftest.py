"""GUI test fixtures: an AppContext over a real temporary database, with scripted dialogs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.databases import copy_sqlite
from tournament_app.services import open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.settings import Settings


@pytest.fixture
def ui_context(qapp, tmp_path: Path, _sqlite_template: Path) -> Iterator[AppContext]:
    """A context over a fresh SQLite file at the current schema (a copy of the migrated
    template; station "test", English), dialogs that never block.

    `ui_context.dialogs` is a `ScriptedDialogs`: queue answers on it, read what was shown.
    """
    database = str(copy_sqlite(_sqlite_template, tmp_path / "t.sqlite3"))
    services = open_services(database, station="test")
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="test",
        language="en",
        database=database,
    )
    yield context
    context.close()
