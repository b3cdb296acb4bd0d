"""Reliability fixtures: one evening shared by a whole module of bad-input cases."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_URL_VARIABLE = "TORNEO_TEST_PG_URL"


def _backends() -> list[str]:
    if os.environ.get(PG_URL_VARIABLE) or os.environ.get("CI") == "true":
        return ["sqlite", "postgresql"]
    return ["sqlite"]


@pytest.fixture(scope="module", params=_backends())
def module_database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """An empty database kept for a whole module (SQLite, and PostgreSQL when configured).

    For catalogues of refusals: each case changes nothing, so they can share one evening
    (and each checks that it changed nothing).
    """
    if request.param == "sqlite":
        folder: Path = tmp_path_factory.mktemp("catalogue")
        yield f"sqlite:///{folder / 'torneo-catalogue.sqlite3'}"
        return
    import psycopg

    admin_url = os.environ.get(PG_URL_VARIABLE)
    if not admin_url:
        pytest.fail(f"CI=true but {PG_URL_VARIABLE} is not set: PostgreSQL tests cannot run")
    plain = admin_url.replace("postgresql+psycopg://", "postgresql://")
    name = f"torneo_r_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(plain, autocommit=True, connect_timeout=5) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')  # a name made here, never user text
    try:
        yield f"{admin_url.rsplit('/', 1)[0]}/{name}"
    finally:
        with psycopg.connect(plain, autocommit=True, connect_timeout=5) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
