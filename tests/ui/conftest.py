"""GUI test fixtures: an AppContext over a real temporary database, with scripted dialogs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.databases import SnapshotBuilder, copy_sqlite, sqlite_snapshot
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
    context = open_context(database, tmp_path)
    yield context
    context.close()


def open_context(database: str, tmp_path: Path) -> AppContext:
    """`ui_context`'s context over the SQLite file `database`."""
    return AppContext(
        open_services(database, station="test"),
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="test",
        language="en",
        database=database,
    )


UiSnapshot = Callable[[SnapshotBuilder], tuple[str, Any]]


@pytest.fixture
def club_file(tmp_path: Path, _sqlite_template: Path) -> str:
    """A club's SQLite file with nothing in it yet ("club.sqlite3" in tmp_path), for a window
    opened on a path: a copy of the migrated template, rather than one made and stamped by
    the window's first open (which tests/storage covers)."""
    return str(copy_sqlite(_sqlite_template, tmp_path / "club.sqlite3"))


@pytest.fixture
def server_database(_postgres_reused: Any) -> Iterator[str]:
    """A PostgreSQL database at the current schema with nothing in it, one of this process's
    reused ones (tests/pg_reuse.py), for a test of what only a server has (a network to lose)
    that starts from an empty database rather than from creating one (`server_url`)."""
    name = _postgres_reused.take()
    try:
        yield _postgres_reused.url(name)
    finally:
        _postgres_reused.give_back(name)


@pytest.fixture
def ui_snapshot(
    tmp_path: Path,
    tmp_path_factory: pytest.TempPathFactory,
    _sqlite_template: Path,
    _snapshots: dict[tuple[str, str], Any],
) -> UiSnapshot:
    """`path, value = ui_snapshot(build)`: `ui_context`'s file ("t.sqlite3" in tmp_path) as a
    copy of what `build(url)` made once per process on SQLite (the window tests' database),
    and the builder's value; shared with `database_snapshot`'s SQLite snapshots."""

    def copy(build: SnapshotBuilder) -> tuple[str, Any]:
        source, value = sqlite_snapshot(
            _snapshots, _sqlite_template, lambda: tmp_path_factory.mktemp("snapshot"), build
        )
        return str(copy_sqlite(source, tmp_path / "t.sqlite3")), value

    return copy


@pytest.fixture
def ui_context_from(qapp: Any, tmp_path: Path, ui_snapshot: UiSnapshot) -> Iterator[Any]:
    """`context, value = ui_context_from(build)`: a context like `ui_context` over a copy
    of `build`'s snapshot; closed after the test."""
    opened: list[AppContext] = []

    def open_from(build: SnapshotBuilder) -> tuple[AppContext, Any]:
        database, value = ui_snapshot(build)
        opened.append(open_context(database, tmp_path))
        return opened[-1], value

    yield open_from
    for context in opened:
        context.close()
