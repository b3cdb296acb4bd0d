"""A new database is made from the models and stamped current, not by replaying every
migration: it must be the very schema the migrations build, on SQLite and on PostgreSQL, or a
club's new file and its upgraded one would behave differently."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, inspect

from tests import databases
from tournament_app.storage import open_database
from tournament_app.storage.database import alembic_config, current_revision, head_revision
from tournament_app.storage.engine import database_url, make_engine
from tournament_app.storage.models import Base


@pytest.fixture
def second_empty_url(empty_database_url: str, tmp_path: Path) -> Iterator[str]:
    """Another empty database on the same backend as `empty_database_url`."""
    if empty_database_url.startswith("sqlite"):
        yield f"sqlite:///{tmp_path / 'replayed.sqlite3'}"
        return
    admin_url = databases.postgres_admin_url()
    assert admin_url, "a PostgreSQL database was handed out without a server named"
    name = databases.new_postgres_database(admin_url, "torneo_replayed")
    try:
        yield databases.postgres_url(admin_url, name)
    finally:
        databases.drop_postgres_database(admin_url, name)


def _replayed(url: str) -> Engine:
    """An empty database brought to the head by running every migration, one by one."""
    engine = make_engine(database_url(url))
    with engine.connect() as connection:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        connection.commit()
    return engine


def _schema(engine: Engine) -> dict[str, Any]:
    """Every table's columns, keys, indexes and checks, in an order that does not depend on
    how the table was made (a migration adds its columns last, the models list them in place)."""
    inspector = inspect(engine)
    schema: dict[str, Any] = {}
    for table in inspector.get_table_names():
        columns = sorted(
            (c["name"], str(c["type"]), c["nullable"], str(c.get("default")))
            for c in inspector.get_columns(table)
        )
        keys = sorted(
            (
                tuple(fk["constrained_columns"]),
                fk["referred_table"],
                tuple(fk["referred_columns"]),
                str(sorted((fk.get("options") or {}).items())),
            )
            for fk in inspector.get_foreign_keys(table)
        )
        indexes = sorted(
            (i["name"], tuple(i["column_names"]), bool(i["unique"]))
            for i in inspector.get_indexes(table)
        )
        uniques = sorted(
            (u["name"], tuple(u["column_names"])) for u in inspector.get_unique_constraints(table)
        )
        checks = sorted(
            " ".join(str(c["sqltext"]).split()) for c in inspector.get_check_constraints(table)
        )
        primary = inspector.get_pk_constraint(table)
        schema[table] = {
            "columns": columns,
            "primary key": (primary.get("name"), tuple(primary["constrained_columns"])),
            "foreign keys": keys,
            "indexes": indexes,
            "unique": uniques,
            "checks": checks,
        }
    return schema


def test_a_new_database_has_the_schema_the_migrations_build(
    empty_database_url: str, second_empty_url: str
) -> None:
    new = open_database(empty_database_url)
    replayed = _replayed(second_empty_url)
    try:
        assert current_revision(new.engine) == head_revision() == current_revision(replayed)
        made, migrated = _schema(new.engine), _schema(replayed)
        assert sorted(made) == sorted(migrated)
        for table in migrated:
            assert made[table] == migrated[table], table
    finally:
        new.engine.dispose()
        replayed.dispose()


def test_the_migrations_build_exactly_the_models(empty_database_url: str) -> None:
    """Alembic's autogenerate finds nothing between the models and the replayed migrations
    (an open_database of an empty database would compare the models with themselves)."""
    engine = _replayed(empty_database_url)
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            assert compare_metadata(context, Base.metadata) == []
    finally:
        engine.dispose()


def test_a_half_made_database_is_upgraded_not_made_again(tmp_path: Path) -> None:
    """Only a database with no table at all is made from the models: one that has tables but
    lost its revision row goes through the migrations, which refuse to build over them."""
    path = tmp_path / "club.sqlite3"
    engine = make_engine(database_url(path))
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE alembic_version (version_num VARCHAR(32))")
        connection.exec_driver_sql("CREATE TABLE tournaments (id INTEGER PRIMARY KEY)")
    engine.dispose()
    with pytest.raises(Exception, match="already exists"):
        open_database(path)
