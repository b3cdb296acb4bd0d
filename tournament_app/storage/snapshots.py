"""Rows as plain JSON for the audit trail, and putting them back (the base of undo).

A snapshot maps a table name to a list of rows, each a dict of column values; timestamps
become ISO strings. `restore` turns the database from an `after` snapshot back into the
`before` one: rows only in `after` are deleted, rows only in `before` re-inserted, the rest
updated. Versioned rows get a fresh version, so a station holding the undone version is stale.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import DateTime, Table, delete, insert, inspect, select, update
from sqlalchemy.orm import Session

from tournament_app.storage.models import Base

Snapshot = dict[str, list[dict[str, Any]]]
VERSION_COLUMN = "version"


def row_values(row: Base) -> dict[str, Any]:
    """One ORM row's column values as JSON-ready data."""
    table = _table_of(row)
    return {column.name: _plain(getattr(row, column.key)) for column in table.columns}


def snapshot(rows: Iterable[Base]) -> Snapshot:
    """The snapshot of `rows` (persistent, not deleted), grouped by table, sorted by id."""
    result: Snapshot = {}
    seen: set[tuple[str, Any]] = set()
    for row in rows:
        state = inspect(row)
        if state.deleted or state.was_deleted or state.transient or state.detached:
            continue
        table = _table_of(row)
        values = row_values(row)
        key = (table.name, values["id"])
        if key in seen:
            continue
        seen.add(key)
        result.setdefault(table.name, []).append(values)
    for values_list in result.values():
        values_list.sort(key=lambda values: values["id"])
    return result


def current(session: Session, reference: Snapshot) -> Snapshot:
    """What the database holds now for the rows (table, id) named in `reference`."""
    result: Snapshot = {}
    for name, rows in reference.items():
        table = _table(name)
        ids = [row["id"] for row in rows]
        found = session.execute(select(table).where(table.c.id.in_(ids))).mappings().all()
        if found:
            result[name] = sorted(
                ({key: _plain(value) for key, value in row.items()} for row in found),
                key=lambda values: values["id"],
            )
    return result


def differences(expected: Snapshot, actual: Snapshot) -> list[str]:
    """The tables whose rows differ between two snapshots (ignoring versions), sorted."""
    names = set(expected) | set(actual)
    changed = []
    for name in names:
        left = [_unversioned(row) for row in expected.get(name, [])]
        right = [_unversioned(row) for row in actual.get(name, [])]
        if left != right:
            changed.append(name)
    return sorted(changed)


def restore(session: Session, before: Snapshot, after: Snapshot) -> None:
    """Make the rows named in `after` and `before` look as in `before` (see module doc)."""
    ordered = list(Base.metadata.sorted_tables)
    after_ids = {name: {row["id"] for row in rows} for name, rows in after.items()}
    before_ids = {name: {row["id"] for row in rows} for name, rows in before.items()}
    # Children before parents when deleting, parents before children when inserting.
    for table in reversed(ordered):
        gone = after_ids.get(table.name, set()) - before_ids.get(table.name, set())
        if gone:
            session.execute(delete(table).where(table.c.id.in_(gone)))
    for table in ordered:
        for row in before.get(table.name, []):
            values = _typed(table, row)
            if row["id"] in after_ids.get(table.name, set()):
                if VERSION_COLUMN in table.c:
                    values[VERSION_COLUMN] = table.c[VERSION_COLUMN] + 1
                session.execute(update(table).where(table.c.id == row["id"]).values(values))
            else:
                if VERSION_COLUMN in table.c:
                    values[VERSION_COLUMN] = _next_version(row, after.get(table.name, []))
                session.execute(insert(table).values(values))
    session.expire_all()


def _next_version(row: dict[str, Any], after_rows: list[dict[str, Any]]) -> int:
    """A version above any the row has had, for a re-inserted versioned row."""
    versions = [int(row.get(VERSION_COLUMN) or 0)]
    versions += [int(other.get(VERSION_COLUMN) or 0) for other in after_rows]
    return max(versions) + 1


def _unversioned(row: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in row.items() if key != VERSION_COLUMN}


def _table_of(row: Base) -> Table:
    table = row.__table__
    assert isinstance(table, Table)
    return table


def _table(name: str) -> Table:
    return Base.metadata.tables[name]


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def _typed(table: Table, row: dict[str, Any]) -> dict[str, Any]:
    """Column values back from JSON: ISO strings become datetimes where the column wants one."""
    values: dict[str, Any] = {}
    for column in table.columns:
        if column.name not in row:
            continue
        value = row[column.name]
        if isinstance(column.type, DateTime) and isinstance(value, str):
            value = datetime.fromisoformat(value)
        values[column.name] = value
    return values
