"""Shared test set-up: headless Qt, a private data directory, the database URLs under test."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from sqlalchemy import Engine, event

from tests import databases
from tests.pg_reuse import ReusedDatabases
from tournament_app.services import Services, open_services

# One chromium per test process for every folder's browser tests (`browser`, `chromium`); one
# SQLAlchemy dialect per kind of database, so a statement is compiled once a process.
pytest_plugins = ("tests.hall.browsers", "tests.shared_dialects")

# Qt must never need a screen in tests (CI has none).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# How hard the property tests try: "quick" for `make test`, "soak" for `make soak`
# (TORNEO_SOAK=1). A test names its own count only when it is a soak test by nature, and
# then scales it by the profile (tests/reliability/reliability_helpers.examples).
settings.register_profile("quick", max_examples=100, deadline=None)
settings.register_profile("soak", max_examples=1500, deadline=None)
settings.load_profile(
    "soak"
    if os.environ.get("TORNEO_SOAK") == "1"
    else os.environ.get("HYPOTHESIS_PROFILE", "quick")
)


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Each test gets its own user data directory and home, so nothing touches the real ones
    (print and export buttons propose, and make, a Torneo folder in the home's Documents)."""
    folder = tmp_path / "torneo-data"
    monkeypatch.setenv("TORNEO_DATA_DIR", str(folder))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "home" / ".config"))
    yield folder


# ---------------------------------------------------------------------------------------------
# Databases under test: a real SQLite file always; a real PostgreSQL server when
# TORNEO_TEST_PG_URL names one (CI always does, and there a missing server is a failure).
# ---------------------------------------------------------------------------------------------

PG_URL_VARIABLE = databases.PG_URL_VARIABLE


@pytest.fixture(scope="session")
def _sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This process's migrated SQLite file, made the first time a test needs one."""
    return databases.sqlite_template(tmp_path_factory.mktemp("template"))


@pytest.fixture(scope="session")
def _postgres_template() -> Iterator[str]:
    """This process's migrated PostgreSQL template database (its name)."""
    admin_url = _postgres_admin_url()
    name = databases.new_postgres_database(admin_url, "torneo_tpl")
    try:
        databases.migrate(databases.postgres_url(admin_url, name))
        yield name
    finally:
        databases.drop_postgres_database(admin_url, name)


def _postgres_admin_url() -> str:
    admin_url = databases.postgres_admin_url()
    if not admin_url:
        pytest.fail(f"CI=true but {PG_URL_VARIABLE} is not set: PostgreSQL tests cannot run")
    return admin_url


@pytest.fixture(scope="session")
def _postgres_reused(_postgres_template: str) -> Iterator[ReusedDatabases]:
    """This process's migrated PostgreSQL databases, emptied between tests (tests/pg_reuse)."""
    reused = ReusedDatabases(_postgres_admin_url(), _postgres_template)
    yield reused
    reused.close()


def _postgres_database(request: pytest.FixtureRequest, *, migrated: bool) -> Iterator[str]:
    admin_url = _postgres_admin_url()
    try:
        if migrated:
            reused = request.getfixturevalue("_postgres_reused")
            name = reused.take()
        else:
            name = databases.new_postgres_database(admin_url, "torneo_t")
    except Exception as error:  # a missing server must fail loudly, never skip
        pytest.fail(f"PostgreSQL server at {admin_url} not reachable: {error}")
    try:
        yield databases.postgres_url(admin_url, name)
    finally:
        if migrated:
            reused.give_back(name)
        else:
            databases.drop_postgres_database(admin_url, name)


@pytest.fixture(params=databases.backends())
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database at the current schema, with nothing in it yet: a SQLite file in tmp_path,
    or a PostgreSQL database; each a copy of this process's migrated template."""
    if request.param == "sqlite":
        template = request.getfixturevalue("_sqlite_template")
        path = databases.copy_sqlite(template, tmp_path / "torneo-test.sqlite3")
        yield f"sqlite:///{path}"
        return
    yield from _postgres_database(request, migrated=True)


@pytest.fixture(params=databases.backends())
def empty_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database with no schema at all (SQLite: no file yet), for tests of creating,
    upgrading or refusing a database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'torneo-test.sqlite3'}"
        return
    yield from _postgres_database(request, migrated=False)


@pytest.fixture(scope="session")
def _snapshots() -> dict[tuple[str, str], Any]:
    """This process's built snapshots: (backend, builder) -> (SQLite file or PostgreSQL
    rows kept in memory (tests/pg_reuse), the builder's value)."""
    return {}


@pytest.fixture(params=databases.backends())
def database_snapshot(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    tmp_path_factory: pytest.TempPathFactory,
    _snapshots: dict[tuple[str, str], Any],
) -> Iterator[databases.Snapshot]:
    """Copies of common states: `url, value = database_snapshot(build)` gives this test its
    own database holding what `build` made, built once per process and backend: a copy of
    the SQLite file, and on PostgreSQL (when configured) a reused database holding its rows
    (tests/pg_reuse)."""
    backend = request.param
    copies: list[str] = []
    reused: ReusedDatabases | None = None

    def copy(build: databases.SnapshotBuilder) -> tuple[str, Any]:
        if backend == "sqlite":
            source, value = databases.sqlite_snapshot(
                _snapshots,
                request.getfixturevalue("_sqlite_template"),
                lambda: tmp_path_factory.mktemp("snapshot"),
                build,
            )
            target = tmp_path / f"torneo-test-{len(copies)}.sqlite3"
            copies.append(str(databases.copy_sqlite(source, target)))
            return f"sqlite:///{target}", value
        nonlocal reused
        reused = request.getfixturevalue("_postgres_reused")
        name, value = databases.postgres_snapshot(_snapshots, reused, build)
        copies.append(name)
        return reused.url(name), value

    yield copy
    if reused is not None:
        for name in copies:
            reused.give_back(name)


@pytest.fixture
def services(database_url: str) -> Iterator[Services]:
    """Services over a fresh database (SQLite file, and PostgreSQL when configured)."""
    opened = open_services(database_url, station="test-station")
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def sent() -> Iterator[list[str]]:
    """Every statement any engine of this process sends while the test runs, each on one line:
    on a club's server each is a round trip a station waits for."""
    statements: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(" ".join(statement.split()))

    event.listen(Engine, "before_cursor_execute", record)
    yield statements
    event.remove(Engine, "before_cursor_execute", record)


@pytest.fixture
def server_url() -> Iterator[str]:
    """A fresh PostgreSQL database, for tests of what only a server has (a network to lose).

    A run without a server leaves those tests out, and the harness's own tests of
    `_postgres_reused` (`pytest_collection_modifyitems`, shown as deselected): they are never
    reported as skipped or passed.
    """
    admin_url = _postgres_admin_url()
    name = databases.new_postgres_database(admin_url, "torneo_t")
    try:
        yield databases.postgres_url(admin_url, name)
    finally:
        databases.drop_postgres_database(admin_url, name)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long tests first; without a test server, the tests that need one deselected (CI
    always has one, and there a missing server fails them instead)."""
    # Run first, the long ones spread over the workers while the short ones fill in after
    # them; run where they were collected, one of them last held a worker alone at the end.
    items.sort(key=lambda item: not _runs_long(item))
    if os.environ.get(PG_URL_VARIABLE) or os.environ.get("CI") == "true":
        return
    needs_server = [
        item
        for item in items
        if {"server_url", "_postgres_reused"} & set(getattr(item, "fixturenames", ()))
    ]
    if needs_server:
        config.hook.pytest_deselected(items=needs_server)
        items[:] = [item for item in items if item not in needs_server]


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting made (modules, Qt and SQLAlchemy's classes, every test item: most of a
    test process's objects, and none of them garbage) is left out of the collector's full
    passes from here on; each such pass, and pytest's own two at the end of a process, walked
    them all again.

    The collector then runs after 50,000 new objects instead of 700: the ORM and Qt make and
    drop objects by the thousand a test, and at Python's default the collector took 19 s of
    the suite's 425 s of CPU (9 s this way; a worker's memory stays under 650 MB)."""
    gc.freeze()
    gc.set_threshold(50_000, 20, 20)


def _runs_long(item: pytest.Item) -> bool:
    """Marked slow, or one of the documentation's examples (each page one long test)."""
    return item.get_closest_marker("slow") is not None or item.nodeid.startswith("docs/")


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A SQLite file URL, for tests about SQLite itself (WAL, backups, file handling)."""
    return f"sqlite:///{tmp_path / 'torneo-test.sqlite3'}"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say so when PostgreSQL was left out: a green run must never look like a full one."""
    if "postgresql" in databases.backends():
        return
    terminalreporter.write_line(
        "PostgreSQL: these tests did NOT run on PostgreSQL (no server). `make test` starts one "
        "itself once PostgreSQL's server programs are installed (apt install postgresql); "
        f"or name one: {PG_URL_VARIABLE}=postgresql+psycopg://user@host:port/database",
        yellow=True,
        bold=True,
    )
