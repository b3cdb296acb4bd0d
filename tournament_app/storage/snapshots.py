"""Rows as plain JSON for the audit trail, and putting them back (the base of undo).

A snapshot maps a table name to a list of rows, each a dict of column values; timestamps
become ISO strings. `restore` turns the database from an `after` snapshot back into the
`before` one: rows only in `after` are deleted, rows only in `before` re-inserted, the rest
updated. Versioned rows get a fresh version, so a station holding the undone version is stale.

Kept rows may exchange unique keys (a swap of two entries' seats gives seat 26 entry 5 and
seat 28 entry 7, and undo must give them back): written one by one, the first would briefly
hold the key the second still has, a clash on SQLite and PostgreSQL alike (neither checks a
unique key only at commit here). So every kept row whose unique key changes first gives its
key up: a number becomes its negated id, a text a control character no director can type, an
optional value none; a row with only references in its key (a seat) is deleted and inserted
again, which is safe because no table refers to such a row.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    Column,
    DateTime,
    Integer,
    String,
    Table,
    UniqueConstraint,
    delete,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.orm import Session

from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.storage.models import Base

Snapshot = dict[str, list[dict[str, Any]]]
VERSION_COLUMN = "version"
# The name keys (`models.NAME_KEYS`), computed from a row's names.
KEYS = frozenset(
    column.name
    for table in tables.metadata.tables.values()
    for column in table.columns
    if tables.derived(column)
)


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
    from tournament_app.storage.models import Base

    ordered = list(Base.metadata.sorted_tables)
    after_ids = {name: {row["id"] for row in rows} for name, rows in after.items()}
    # Children before parents when deleting, parents before children when inserting.
    for table in reversed(ordered):
        gone = after_ids.get(table.name, set()) - _ids(before, table.name)
        if gone:
            session.execute(delete(table).where(table.c.id.in_(gone)))
    for table in reversed(ordered):
        reinserted = _free_keys(session, table, before, after)
        after_ids[table.name] = after_ids.get(table.name, set()) - reinserted
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


def _free_keys(session: Session, table: Table, before: Snapshot, after: Snapshot) -> set[Any]:
    """Make the kept rows of `table` whose unique keys change give their keys up (see module
    doc); returns the ids deleted to be inserted again."""
    was = {row["id"]: row for row in after.get(table.name, [])}
    reinserted: set[Any] = set()
    for key in _unique_keys(table):
        names = [column.name for column in key.columns]
        moving = [
            row["id"]
            for row in before.get(table.name, [])
            if row["id"] in was
            and row["id"] not in reinserted
            and [row.get(name) for name in names] != [was[row["id"]].get(name) for name in names]
        ]
        if not moving:
            continue
        parked = _parking_column(key)
        if parked is not None:
            for row_id in moving:
                session.execute(
                    update(table)
                    .where(table.c.id == row_id)
                    .values({parked.name: _parked(parked, row_id)})
                )
        elif not _referenced(table):
            session.execute(delete(table).where(table.c.id.in_(moving)))
            reinserted.update(moving)
    return reinserted


def _unique_keys(table: Table) -> list[UniqueConstraint]:
    return [key for key in table.constraints if isinstance(key, UniqueConstraint)]


def _parking_column(key: UniqueConstraint) -> Column[Any] | None:
    """A column of the key that can hold a value no real row has: optional, a plain number or
    a text (a reference cannot: it must name an existing row)."""
    for column in key.columns:
        if column.foreign_keys:
            continue
        if column.nullable or isinstance(column.type, Integer | String):
            return column
    return None


def _parked(column: Column[Any], row_id: int) -> Any:
    """A value of `column` unique to the row and unlike any real one (numbers here count
    from 1; control characters are refused in every text a director types)."""
    if column.nullable:
        return None
    if isinstance(column.type, Integer):
        return -int(row_id)
    return f"\x01{row_id}"


def _referenced(table: Table) -> bool:
    """Whether a row of another table may refer to a row of `table` (deleting it would
    cascade to, or be refused by, those rows)."""
    from tournament_app.storage.models import Base

    return any(
        key.column.table is table
        for other in Base.metadata.tables.values()
        for key in other.foreign_keys
    )


def _ids(taken: Snapshot, name: str) -> set[Any]:
    return {row["id"] for row in taken.get(name, [])}


def _next_version(row: dict[str, Any], after_rows: list[dict[str, Any]]) -> int:
    """A version above any the row has had, for a re-inserted versioned row."""
    versions = [int(row.get(VERSION_COLUMN) or 0)]
    versions += [int(other.get(VERSION_COLUMN) or 0) for other in after_rows]
    return max(versions) + 1


def _unversioned(row: dict[str, Any]) -> dict[str, Any]:
    """A row as undo compares it: without its version, nor its name keys (computed from its
    names, and missing from what a change logged before schema 0005)."""
    return {key: value for key, value in row.items() if key != VERSION_COLUMN and key not in KEYS}


def _table_of(row: Base) -> Table:
    table = row.__table__
    assert isinstance(table, Table)
    return table


def _table(name: str) -> Table:
    from tournament_app.storage.models import Base

    return Base.metadata.tables[name]


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def _typed(table: Table, row: dict[str, Any]) -> dict[str, Any]:
    """Column values back from JSON: ISO strings become datetimes where the column wants one;
    name keys a row logged before schema 0005 lacks computed from its names."""
    from tournament_app.storage.models import name_keys

    values: dict[str, Any] = {
        key: value for key, value in name_keys(table.name, row).items() if key not in row
    }
    for column in table.columns:
        if column.name not in row:
            continue
        value = row[column.name]
        if isinstance(column.type, DateTime) and isinstance(value, str):
            value = datetime.fromisoformat(value)
        values[column.name] = value
    return values
