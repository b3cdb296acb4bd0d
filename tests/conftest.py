"""Shared test set-up: headless Qt, a private data directory, the database URLs under test."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# Qt must never need a screen in tests (CI has none).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


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

PG_URL_VARIABLE = "TORNEO_TEST_PG_URL"


def _backends() -> list[str]:
    if os.environ.get(PG_URL_VARIABLE) or os.environ.get("CI") == "true":
        return ["sqlite", "postgresql"]
    return ["sqlite"]


def _fresh_postgres_database(admin_url: str) -> tuple[str, str]:
    """Create an empty database on the test server; returns (its URL, its name)."""
    import uuid

    import psycopg

    name = f"torneo_t_{uuid.uuid4().hex[:12]}"
    plain = admin_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain, autocommit=True, connect_timeout=5) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')  # name made above, never user text
    base = admin_url.rsplit("/", 1)[0]
    return f"{base}/{name}", name


def _drop_postgres_database(admin_url: str, name: str) -> None:
    import psycopg

    plain = admin_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain, autocommit=True, connect_timeout=5) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=_backends())
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database URL: a SQLite file in tmp_path, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'torneo-test.sqlite3'}"
        return
    admin_url = os.environ.get(PG_URL_VARIABLE)
    if not admin_url:
        pytest.fail(f"CI=true but {PG_URL_VARIABLE} is not set: PostgreSQL tests cannot run")
    try:
        url, name = _fresh_postgres_database(admin_url)
    except Exception as error:  # a missing server must fail loudly, never skip
        pytest.fail(f"PostgreSQL server at {admin_url} not reachable: {error}")
    try:
        yield url
    finally:
        _drop_postgres_database(admin_url, name)


@pytest.fixture
def server_url() -> Iterator[str]:
    """A fresh PostgreSQL database, for tests of what only a server has (a network to lose).

    A run without a server leaves those tests out (`pytest_collection_modifyitems`, shown
    as deselected): they are never reported as skipped or passed.
    """
    admin_url = os.environ.get(PG_URL_VARIABLE)
    if not admin_url:
        pytest.fail(f"CI=true but {PG_URL_VARIABLE} is not set: server tests cannot run")
    url, name = _fresh_postgres_database(admin_url)
    try:
        yield url
    finally:
        _drop_postgres_database(admin_url, name)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without a test server, the tests that need one are deselected; CI always has one, and
    there a missing server fails them instead."""
    if os.environ.get(PG_URL_VARIABLE) or os.environ.get("CI") == "true":
        return
    needs_server = [item for item in items if "server_url" in getattr(item, "fixturenames", ())]
    if needs_server:
        config.hook.pytest_deselected(items=needs_server)
        items[:] = [item for item in items if item not in needs_server]


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A SQLite file URL, for tests about SQLite itself (WAL, backups, file handling)."""
    return f"sqlite:///{tmp_path / 'torneo-test.sqlite3'}"
