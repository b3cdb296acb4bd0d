"""Reliability fixtures: one evening shared by a whole module of bad-input cases."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import databases


@pytest.fixture(scope="module", params=databases.backends())
def module_database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A database at the current schema with nothing in it, kept for a whole module (SQLite,
    and PostgreSQL when configured): a copy of this process's migrated template.

    For catalogues of refusals: each case changes nothing, so they can share one evening
    (and each checks that it changed nothing).
    """
    if request.param == "sqlite":
        folder: Path = tmp_path_factory.mktemp("catalogue")
        template = request.getfixturevalue("_sqlite_template")
        path = databases.copy_sqlite(template, folder / "torneo-catalogue.sqlite3")
        yield f"sqlite:///{path}"
        return
    admin_url = databases.postgres_admin_url()
    if not admin_url:
        pytest.fail(
            f"CI=true but {databases.PG_URL_VARIABLE} is not set: PostgreSQL tests cannot run"
        )
    template = request.getfixturevalue("_postgres_template")
    name = databases.new_postgres_database(admin_url, "torneo_r", template)
    try:
        yield databases.postgres_url(admin_url, name)
    finally:
        databases.drop_postgres_database(admin_url, name)
