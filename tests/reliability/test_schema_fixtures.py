"""Every released schema version has a fixture database that upgrades with its data.

One file per past schema, `schema_<revision>.db`, made by `make_schema_<revision>.py`
beside it: in tests/fixtures (the storage owner's, 0001) or tests/fixtures/reliability
(0002 on). This guard makes a new migration fail CI until the schema it replaces has its
fixture, and upgrades each fixture to today's schema.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from tests.reliability.reliability_helpers import ROOT, database_snapshot, integrity_problems
from tournament_app.services import open_services
from tournament_app.storage.database import current_revision, head_revision, known_revisions
from tournament_app.storage.models import NAME_KEYS, name_keys

FIXTURE_FOLDERS = (ROOT / "tests" / "fixtures", ROOT / "tests" / "fixtures" / "reliability")
PAST = sorted(known_revisions() - {head_revision()})


def _fixture(revision: str) -> Path | None:
    found = [f / f"schema_{revision}.db" for f in FIXTURE_FOLDERS]
    return next((path for path in found if path.is_file()), None)


def test_every_past_schema_has_a_fixture() -> None:
    """One fixture per revision older than the newest."""
    assert [rev for rev in PAST if _fixture(rev) is None] == []


@pytest.mark.parametrize("revision", PAST)
def test_a_past_schema_upgrades_with_every_row(tmp_path: Path, revision: str) -> None:
    """The fixture opens through the services, lands on the newest revision, is sound, and
    every row it held is still there (the columns it had keep their values; a name's keys
    are what today's rules compute from it, as the migrations that change a rule store)."""
    fixture = _fixture(revision)
    assert fixture is not None
    copy = tmp_path / fixture.name
    shutil.copyfile(fixture, copy)
    connection = sqlite3.connect(f"file:{fixture}?mode=ro", uri=True)
    connection.row_factory = sqlite3.Row
    try:
        tables = [
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name != 'alembic_version'"
            )
        ]
        # Table names come from the fixture's own schema, checked to be plain identifiers.
        assert all(table.isidentifier() for table in tables)
        old = {
            table: [dict(row) for row in connection.execute(f'SELECT * FROM "{table}"')]
            for table in tables
        }
    finally:
        connection.close()
    assert any(old.values()), "the fixture should hold data"
    services = open_services(str(copy))
    try:
        assert current_revision(services.engine) == head_revision()
        new = database_snapshot(services.engine)
    finally:
        services.close()
    assert integrity_problems(copy) == []
    for table, rows in old.items():
        upgraded = new[table]
        assert len(upgraded) == len(rows), table
        derived = NAME_KEYS.get(table, {})
        for before, after in zip(rows, upgraded, strict=True):
            kept = {key: after[key] for key in before if key not in derived}
            assert _plain(kept) == _plain({k: v for k, v in before.items() if k not in derived})
            for key, value in name_keys(table, after).items():
                # A club whose name an older club's shares keeps no key (nothing merged).
                assert after[key] in (value, None) if table == "clubs" else after[key] == value


def _plain(row: dict[str, object]) -> dict[str, object]:
    """Compare as SQLite stores values: datetimes and JSON as their text, booleans as 0/1."""
    out: dict[str, object] = {}
    for key, value in row.items():
        if isinstance(value, datetime):
            value = value.isoformat(sep=" ")
        elif isinstance(value, dict | list):
            value = json.dumps(value, sort_keys=True)
        elif isinstance(value, str) and value[:1] in "[{":
            with contextlib.suppress(ValueError):
                value = json.dumps(json.loads(value), sort_keys=True)
        elif isinstance(value, bool):
            value = int(value)
        out[key] = value
    return out
