"""Snapshot builders made of service calls, and a test file's tests started from the state
their fixtures name (tests/conftest.py `database_snapshot` builds each state once per process
and backend and gives each test its own copy; tests/ui/conftest.py `ui_context_from` does
the same for the window tests, on SQLite)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests import databases
from tests.databases import Snapshot, SnapshotBuilder, copy_sqlite, postgres_admin_url, postgres_url
from tournament_app.services import Services, open_services

T = TypeVar("T")

# The station of the `services` fixture: what a state built for its tests is made by, so the
# setup's audit rows name the same station as before.
STATION = "test-station"


def with_services(build: Callable[[Services], T], station: str = STATION) -> SnapshotBuilder:
    """A snapshot builder that runs `build` on services opened at `station` and closes them;
    `build` returns only plain values (ids, numbers, tuples)."""
    if "<" in build.__qualname__:  # a lambda or a local function: not a name to key by
        raise ValueError(f"a snapshot's build needs a module-level name: {build.__qualname__}")

    def snapshot(database_url: str) -> T:
        services = open_services(database_url, station=station)
        try:
            return build(services)
        finally:
            services.close()

    snapshot.snapshot_key = f"{build.__module__}.{build.__qualname__}@{station}"  # type: ignore[attr-defined]
    return snapshot


def empty(database_url: str) -> None:
    """Nothing: the migrated database as every test's `database_url` starts."""


def started(
    request: pytest.FixtureRequest,
    database_snapshot: Snapshot,
    states: Mapping[str, SnapshotBuilder],
) -> tuple[Any, Any]:
    """This test's copy of the state named by the one fixture of `states` it asks for (an
    empty database when it asks for none), and the builder's value.

    A file overrides `database_url` with the copy's URL, so `services` and every test that
    opens its own stations start from it, and each state fixture returns the value (a copy
    of it: the builder's value is shared by every test of the process). With the window
    tests' `ui_context_from` in place of `database_snapshot`, the copy is a context."""
    chosen = {name: states[name] for name in request.fixturenames if name in states}
    if len(set(chosen.values())) > 1:
        raise AssertionError(f"{request.node.name} asks for two starting states: {sorted(chosen)}")
    build = next(iter(chosen.values()), empty)
    url, value = database_snapshot(build)
    return url, copy.deepcopy(value)  # a test changing its list leaves the next test's alone


def snapshot_fixtures(states: Mapping[str, SnapshotBuilder]) -> tuple[Any, Any]:
    """The `start` and `database_url` fixtures of a services test file whose tests start from
    `states` (`started` on `database_snapshot`): bind them at module level,
    `start, database_url = snapshot_fixtures(STATES)`, and add `state_value(name)` for each
    state a test asks for by name.

    A test that asks for no state gets the empty database `database_url` would give it (a
    copy of the SQLite template, a PostgreSQL database of the reused ones), never a copy of an
    empty snapshot: making a PostgreSQL database costs far more than emptying one."""

    @pytest.fixture(name="start")
    def start_fixture(
        request: pytest.FixtureRequest, database_snapshot: Snapshot, tmp_path: Path
    ) -> Iterator[tuple[str, Any]]:
        if any(name in states for name in request.fixturenames):
            yield started(request, database_snapshot, states)
            return
        if request.node.callspec.params["database_snapshot"] == "sqlite":
            template = request.getfixturevalue("_sqlite_template")
            yield f"sqlite:///{copy_sqlite(template, tmp_path / 'torneo-test.sqlite3')}", None
            return
        admin_url = postgres_admin_url()
        assert admin_url is not None  # database_snapshot runs on PostgreSQL only when named
        reused = request.getfixturevalue("_postgres_reused")
        name = reused.take()
        try:
            yield postgres_url(admin_url, name), None
        finally:
            reused.give_back(name)

    @pytest.fixture(name="database_url")
    def database_url_fixture(start: tuple[str, Any]) -> str:
        url: str = start[0]
        return url

    return start_fixture, database_url_fixture


def state_value(name: str) -> Any:
    """The fixture `name`: the value of the state of that name, for a test that starts from it
    (its database is the test's `database_url`)."""

    @pytest.fixture(name=name)
    def value(start: tuple[str, Any]) -> Any:
        return start[1]

    return value


def opened_tournament(name: str) -> Any:
    """The fixture `name` for a window test: the state's tournament (its value, an id) open
    in `ui_context`, as the director has it after choosing it."""

    @pytest.fixture(name=name)
    def opened(start: tuple[Any, Any]) -> Any:
        context, tournament_id = start
        context.open_tournament(tournament_id)
        return tournament_id

    return opened


def ui_snapshot_fixtures(states: Mapping[str, SnapshotBuilder]) -> tuple[Any, Any]:
    """`snapshot_fixtures` for window tests: `start` on `ui_context_from` (tests/ui/conftest.py)
    and `ui_context`, the context over this test's copy; `state_value(name)` as there."""

    @pytest.fixture(name="start")
    def start_fixture(request: pytest.FixtureRequest, ui_context_from: Any) -> tuple[Any, Any]:
        return started(request, ui_context_from, states)

    @pytest.fixture(name="ui_context")
    def ui_context_fixture(start: tuple[Any, Any]) -> Any:
        return start[0]

    return start_fixture, ui_context_fixture


def module_copy(
    request: pytest.FixtureRequest, build: SnapshotBuilder, backend: str
) -> Iterator[tuple[str, Any]]:
    """One copy of `build`'s snapshot (the same one `database_snapshot` copies for each test)
    kept by a module-scoped fixture, and the builder's value: for a catalogue of refusals on
    a display station, each of which changes nothing and checks so."""
    built = request.getfixturevalue("_snapshots")
    folder = request.getfixturevalue("tmp_path_factory").mktemp("module-copy")
    if backend == "sqlite":
        source, value = databases.sqlite_snapshot(
            built, request.getfixturevalue("_sqlite_template"), lambda: folder, build
        )
        target = databases.copy_sqlite(source, folder / "torneo-module.sqlite3")
        yield f"sqlite:///{target}", copy.deepcopy(value)
        return
    reused = request.getfixturevalue("_postgres_reused")
    name, value = databases.postgres_snapshot(built, reused, build)
    try:
        yield reused.url(name), copy.deepcopy(value)
    finally:
        reused.give_back(name)


def sqlite_copy(request: pytest.FixtureRequest, build: SnapshotBuilder, target: str) -> Any:
    """`build`'s SQLite snapshot (built once per process) copied to the file of `target`, a
    `sqlite:///` URL, for tests about a SQLite file itself; the builder's value."""
    source, value = databases.sqlite_snapshot(
        request.getfixturevalue("_snapshots"),
        request.getfixturevalue("_sqlite_template"),
        lambda: request.getfixturevalue("tmp_path_factory").mktemp("snapshot"),
        build,
    )
    databases.copy_sqlite(source, Path(target.removeprefix("sqlite:///")))
    return copy.deepcopy(value)
