"""PostgreSQL databases at the current schema, emptied and given to the next test; snapshots
restored into them from memory.

Copying the migrated template for every test (`CREATE DATABASE ... TEMPLATE`, then `DROP
DATABASE`) costs the server a checkpoint and a copy of the whole system catalogue: about 50 ms
a test on a quiet machine, up to a second on a loaded one. Emptying a database a test has
finished with (its rows deleted, its counters restarted, in one round trip) costs a few
milliseconds, so each test process keeps the databases its tests returned and hands them out
again.

A snapshot (tests/databases.py) is built once per process in one of these databases; its rows
and counters are then kept in memory, as the statements that put them back, and the database
given back. Each test's copy is an emptied database given those statements, all in one round
trip: the same rows (each value in PostgreSQL's own text form, read back by the same type),
the same ids and next ids as a copy of the whole database, without making one.

A returned database is given out again only when it is as the template left it: the same
tables and columns, the same schema revision, nobody else connected. A test that changed the
schema (or anything the check below cannot vouch for) gets its database dropped, as before;
a snapshot whose builder changed the schema is kept as a database of its own and copied
whole (`CREATE DATABASE ... TEMPLATE`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tests import databases, pg_warm

# The schema's shape and revision, compared between a returned database and the template.
_SHAPE = """
SELECT md5(coalesce(string_agg(
         c.relname || '.' || coalesce(a.attname, '') || ':' || coalesce(a.atttypid::text, '')
         || ':' || c.relkind::text, ',' ORDER BY c.relname, a.attnum), ''))
       || ':' || (SELECT coalesce(string_agg(version_num, ','), '') FROM alembic_version)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'
"""

_TABLES = """
SELECT quote_ident(tablename) FROM pg_tables
WHERE schemaname = 'public' AND tablename <> 'alembic_version' ORDER BY tablename
"""
_SEQUENCES = "SELECT quote_ident(sequencename) FROM pg_sequences WHERE schemaname = 'public'"
# A connection the test left open would hold its rows: it goes, as DROP ... FORCE did (not
# those its engine let go, which wait idle for the next test: tests/pg_warm.py); and the
# schema's shape, in the same round trip.
_CHECKED = f"""
SELECT (SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND pid <> ALL('{{{{{{waiting}}}}}}'::int[])),
       ({_SHAPE})
"""
# A table's rows as one statement putting them back: an array of its rows in PostgreSQL's
# text form (each value as its type writes and reads it, as COPY does), in the table's order.
_ROWS = """
SELECT format('INSERT INTO %1$s OVERRIDING SYSTEM VALUE SELECT * FROM unnest(%2$L::%1$s[])',
              '{table}', array_agg(r)::text)
FROM {table} r HAVING count(*) > 0
"""
# Each counter that has given out a number, set back to the last one it gave.
_COUNTERS = """
SELECT format('setval(%L, %s)', quote_ident(sequencename), last_value) FROM pg_sequences
WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY sequencename
"""


@dataclass(frozen=True)
class SnapshotRows:
    """What a snapshot's builder left in its database, as one statement putting it into an
    emptied database: every row, and every counter that has given out a number."""

    statement: str


# A snapshot as kept for a process: its rows, or (its builder changed the schema) the name
# of a database holding it, copied whole for each test.
Captured = SnapshotRows | str


class ReusedDatabases:
    """One test process's PostgreSQL databases at the current schema: new ones copied from
    the template, returned ones emptied and handed out again, snapshots restored into them."""

    def __init__(self, admin_url: str, template: str) -> None:
        self.admin_url = admin_url
        self.template = template
        self._free: list[str] = []
        self._made: set[str] = set()
        self._kept: set[str] = set()  # snapshots copied whole
        self._connections: dict[str, Any] = {}
        self._shape: str | None = None
        self._emptying: str | None = None  # one statement: delete every row, restart counters

    def take(self) -> str:
        """A database at the current schema holding no rows (its name)."""
        if self._free:
            return self._free.pop()
        name = databases.new_postgres_database(self.admin_url, "torneo_t", self.template)
        self._made.add(name)
        pg_warm.keep_warm(name)
        if self._shape is None:  # a copy nobody has used yet is the template's shape
            connection = self._connection(name)
            self._shape = str(connection.execute(_SHAPE).fetchone()[0])
            tables = [row[0] for row in connection.execute(_TABLES)]
            sequences = [row[0] for row in connection.execute(_SEQUENCES)]
            # Rows go in any order: the foreign keys' triggers are off for this transaction.
            # A counter is set back with setval, not ALTER SEQUENCE ... RESTART: the same next
            # number, without a new file for each sequence (7 ms a test against 0.1 ms).
            restarts = ", ".join(f"setval('{sequence}', 1, false)" for sequence in sequences)
            self._emptying = ";".join(
                [
                    "BEGIN",
                    "SET LOCAL session_replication_role = replica",
                    *(f"DELETE FROM {table}" for table in tables),
                    *([f"SELECT {restarts}"] if sequences else []),
                    "COMMIT",
                ]
            )
        return name

    def url(self, name: str) -> str:
        return databases.postgres_url(self.admin_url, name)

    def snapshot(self, build: databases.SnapshotBuilder) -> tuple[Captured, Any]:
        """Run `build` on an empty database and keep what it made; its value."""
        name = self.take()
        try:
            value = build(self.url(name))
            captured: Captured | None = self._captured(name)
        except BaseException:
            self.give_back(name)
            raise
        if captured is None:  # the builder changed the schema: that database is the snapshot
            self._made.discard(name)
            self._kept.add(name)
            self._forget(name)
            return name, value
        self.give_back(name)
        return captured, value

    def restore(self, captured: Captured) -> str:
        """A database holding exactly the snapshot `captured` (its name), for one test."""
        if isinstance(captured, str):
            name = databases.new_postgres_database(self.admin_url, "torneo_t", captured)
            self._made.add(name)
            return name
        name = self.take()
        self._connection(name).execute(captured.statement)
        return name

    def give_back(self, name: str) -> None:
        """Empty `name` for the next test, or drop it when it is not as the template was."""
        try:
            clean = self._emptied(name)
        except Exception:  # whatever went wrong, a fresh copy is the safe way on
            clean = False
        if clean:
            self._free.append(name)
            return
        self._forget(name)
        databases.drop_postgres_database(self.admin_url, name)

    def close(self) -> None:
        for name in [*self._made, *self._kept]:
            self._forget(name)
            databases.drop_postgres_database(self.admin_url, name)
        self._made.clear()
        self._kept.clear()
        self._free.clear()

    def _captured(self, name: str) -> SnapshotRows | None:
        connection = self._connection(name)
        if connection.execute(_SHAPE).fetchone()[0] != self._shape:
            return None
        tables = [row[0] for row in connection.execute(_TABLES).fetchall()]
        inserts = [
            row[0]
            for table in tables
            for row in connection.execute(_ROWS.format(table=table)).fetchall()
        ]
        counters = [row[0] for row in connection.execute(_COUNTERS)]
        # One transaction, rows in any order: the foreign keys' triggers are off for it.
        return SnapshotRows(
            ";".join(
                [
                    "BEGIN",
                    "SET LOCAL session_replication_role = replica",
                    *inserts,
                    *([f"SELECT {', '.join(counters)}"] if counters else []),
                    "COMMIT",
                ]
            )
        )

    def _emptied(self, name: str) -> bool:
        if name not in self._made or self._emptying is None:
            return False
        connection = self._connection(name)
        waiting = ",".join(str(pid) for pid in pg_warm.waiting_pids(name))
        if connection.execute(_CHECKED.format(waiting=waiting)).fetchone()[1] != self._shape:
            return False
        connection.execute(self._emptying)
        return True

    def _connection(self, name: str) -> Any:
        import psycopg

        connection = self._connections.get(name)
        if connection is None or connection.closed or connection.broken:
            connection = psycopg.connect(
                databases.plain(self.url(name)), autocommit=True, connect_timeout=5
            )
            self._connections[name] = connection
        return connection

    def _forget(self, name: str) -> None:
        pg_warm.let_go(name)
        self._made.discard(name)
        connection = self._connections.pop(name, None)
        if connection is not None:
            connection.close()
