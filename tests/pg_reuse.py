"""PostgreSQL databases at the current schema, emptied and given to the next test.

Copying the migrated template for every test (`CREATE DATABASE ... TEMPLATE`, then `DROP
DATABASE`) costs the server about 50 ms a test: each database is a copy of the whole system
catalogue. Over a thousand tests ask for one. Emptying a database a test has finished with
(its rows deleted, its counters restarted) costs a few milliseconds, so each test process keeps
the databases its tests returned and hands them out again.

A returned database is given out again only when it is as the template left it: the same
tables and columns, the same schema revision, nobody else connected. A test that changed the
schema (or anything the check below cannot vouch for) gets its database dropped, as before.
"""

from __future__ import annotations

from typing import Any

from tests import databases

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
WHERE schemaname = 'public' AND tablename <> 'alembic_version'
"""
_SEQUENCES = "SELECT quote_ident(sequencename) FROM pg_sequences WHERE schemaname = 'public'"


class ReusedDatabases:
    """One test process's PostgreSQL databases at the current schema: new ones copied from
    the template, returned ones emptied and handed out again."""

    def __init__(self, admin_url: str, template: str) -> None:
        self.admin_url = admin_url
        self.template = template
        self._free: list[str] = []
        self._made: set[str] = set()
        self._connections: dict[str, Any] = {}
        self._shape: str | None = None

    def take(self) -> str:
        """A database at the current schema holding no rows (its name)."""
        if self._free:
            return self._free.pop()
        name = databases.new_postgres_database(self.admin_url, "torneo_t", self.template)
        self._made.add(name)
        if self._shape is None:  # a copy nobody has used yet is the template's shape
            self._shape = str(self._connection(name).execute(_SHAPE).fetchone()[0])
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
        for name in list(self._made):
            self._forget(name)
            databases.drop_postgres_database(self.admin_url, name)
        self._free.clear()

    def _emptied(self, name: str) -> bool:
        connection = self._connection(name)
        # A connection the test left open would hold its rows: it goes, as DROP ... FORCE did.
        connection.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        if connection.execute(_SHAPE).fetchone()[0] != self._shape:
            return False
        tables = [row[0] for row in connection.execute(_TABLES)]
        sequences = [row[0] for row in connection.execute(_SEQUENCES)]
        with connection.transaction():
            # Rows go in any order: the foreign keys' triggers are off for this session.
            connection.execute("SET LOCAL session_replication_role = replica")
            for table in tables:
                connection.execute(f"DELETE FROM {table}")
            for sequence in sequences:
                connection.execute(f"ALTER SEQUENCE {sequence} RESTART")
        return True

    def _connection(self, name: str) -> Any:
        import psycopg

        connection = self._connections.get(name)
        if connection is None or connection.closed or connection.broken:
            url = databases.plain(databases.postgres_url(self.admin_url, name))
            connection = psycopg.connect(url, autocommit=True, connect_timeout=5)
            self._connections[name] = connection
        return connection

    def _forget(self, name: str) -> None:
        self._made.discard(name)
        connection = self._connections.pop(name, None)
        if connection is not None:
            connection.close()
