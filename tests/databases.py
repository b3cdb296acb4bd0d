"""Databases for the tests: migrated once per test process, copied for each test.

Migrating an empty database costs a tenth of a second or more; copying a migrated one costs
milliseconds. So each pytest process (each xdist worker) migrates one SQLite file and one
PostgreSQL template database the first time a test needs them, and every test then gets its own
copy: a file copy for SQLite, `CREATE DATABASE ... TEMPLATE` for PostgreSQL. Tests about
creating or upgrading a database ask for an empty one instead (`empty_database_url`).

The same holds for the common states many tests start from (the demo evening, a played-out
round): `database_snapshot` builds each once per process on top of the template and copies it
(on PostgreSQL, its rows into a database another test has given back: tests/pg_reuse.py).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.pg_reuse import ReusedDatabases

PG_URL_VARIABLE = "TORNEO_TEST_PG_URL"

# A builder of a snapshot gets a database URL at the current schema, fills it (closing every
# connection it opened) and returns what the tests need to know of it (ids, numbers). A
# snapshot is known by its builder's name, or by its `snapshot_key` attribute when one
# function builds several (tests.cli.cli_helpers.commands_snapshot).
SnapshotBuilder = Callable[[str], Any]
Snapshot = Callable[[SnapshotBuilder], tuple[str, Any]]

# Each xdist worker ("gw0", "gw1"...) has its own templates; a plain run is "main".
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")


def backends() -> list[str]:
    """The databases under test: SQLite always; PostgreSQL when a server is named (CI always
    names one, and there a missing server is a failure)."""
    if os.environ.get(PG_URL_VARIABLE) or os.environ.get("CI") == "true":
        return ["sqlite", "postgresql"]
    return ["sqlite"]


def postgres_admin_url() -> str | None:
    return os.environ.get(PG_URL_VARIABLE) or None


def plain(admin_url: str) -> str:
    return admin_url.replace("postgresql+psycopg://", "postgresql://")


# One administration connection per process: each test makes and drops a database, and a new
# server connection costs the server a process of its own.
_ADMIN: dict[str, Any] = {}


def admin_execute(admin_url: str, statement: str) -> None:
    import psycopg

    connection = _ADMIN.get(admin_url)
    if connection is None or connection.closed or connection.broken:
        connection = psycopg.connect(plain(admin_url), autocommit=True, connect_timeout=5)
        _ADMIN[admin_url] = connection
    connection.execute(statement)  # names made here, never user text


def postgres_url(admin_url: str, name: str) -> str:
    return f"{admin_url.rsplit('/', 1)[0]}/{name}"


def new_postgres_database(admin_url: str, prefix: str, template: str | None = None) -> str:
    """Create a database on the test server (empty, or a copy of `template`); returns its name.

    Nobody may be connected to the template while it is copied: the template's own engine is
    disposed once it is migrated, and tests never open it.
    """
    name = f"{prefix}_{WORKER}_{uuid.uuid4().hex[:10]}"
    if template is None:
        admin_execute(admin_url, f'CREATE DATABASE "{name}"')
    else:
        # A file copy is quicker than the WAL-logged default for databases this small
        # (42 against 56 ms here), and the test server runs with fsync off.
        admin_execute(
            admin_url, f'CREATE DATABASE "{name}" TEMPLATE "{template}" STRATEGY FILE_COPY'
        )
    return name


def drop_postgres_database(admin_url: str, name: str) -> None:
    admin_execute(admin_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def migrate(database: str | Path) -> None:
    """Bring `database` (a SQLite path or a URL) to the current schema and let it go."""
    from tournament_app.storage.database import open_database

    opened = open_database(database)
    opened.engine.dispose()


def sqlite_template(folder: Path) -> Path:
    """A migrated SQLite file in `folder`, checkpointed to stand alone."""
    path = folder / "torneo-template.sqlite3"
    migrate(path)
    return checkpointed(path)


def checkpointed(path: Path) -> Path:
    """`path` with its write-ahead log folded in, so the file alone holds everything (a copy
    of the main file without its -wal would otherwise miss the last writes)."""
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    for leftover in (Path(f"{path}-wal"), Path(f"{path}-shm")):
        leftover.unlink(missing_ok=True)
    return path


def copy_sqlite(template: Path, target: Path) -> Path:
    """A copy of the migrated template at `target` (its folder made if need be)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)
    return target


def snapshot_name(build: SnapshotBuilder) -> str:
    """What a snapshot is known by: its builder's `snapshot_key`, else its builder's name."""
    return getattr(build, "snapshot_key", None) or f"{build.__module__}.{build.__qualname__}"


def sqlite_snapshot(
    built: dict[tuple[str, str], Any],
    template: Path,
    folder: Callable[[], Path],
    build: SnapshotBuilder,
) -> tuple[Path, Any]:
    """The SQLite file `build` filled on a copy of `template` (in `folder()`) and its value,
    built the first time and kept in `built` for every later test of the process."""
    key = ("sqlite", snapshot_name(build))
    if key not in built:
        path = copy_sqlite(template, folder() / "snapshot.sqlite3")
        value = build(f"sqlite:///{path}")
        built[key] = (checkpointed(path), value)
    source, value = built[key]
    return source, value


def postgres_snapshot(
    built: dict[tuple[str, str], Any], reused: ReusedDatabases, build: SnapshotBuilder
) -> tuple[str, Any]:
    """A database of `reused` holding what `build` made (its name: give it back to `reused`
    when done) and the builder's value; built the first time and kept in `built` for every
    later test of the process."""
    key = ("postgresql", snapshot_name(build))
    if key not in built:
        built[key] = reused.snapshot(build)
    captured, value = built[key]
    return reused.restore(captured), value
