"""Every row of every Torneo table, to compare a database before and after a refusal."""

from __future__ import annotations

from sqlalchemy import Engine, Table, text

from tournament_app.storage.models import Base


def _quoted(names: list[str]) -> str:
    return ", ".join(f'"{name}"' for name in names)


def _rows_of(table: Table, dialect: str) -> str:
    """One table's rows as (table, place in primary-key order, the whole row as text)."""
    columns = [column.name for column in table.columns]
    order = [column.name for column in table.primary_key.columns] or columns
    whole = (
        f'"{table.name}"::text' if dialect == "postgresql" else f"json_array({_quoted(columns)})"
    )
    return (
        f"SELECT '{table.name}' AS t, row_number() OVER (ORDER BY {_quoted(order)}) AS n,"
        f' {whole} AS r FROM "{table.name}"'
    )


def every_row(engine: Engine) -> dict[str, list[str]]:
    """Each table's rows in primary-key order, each row the text of all its values exactly as
    stored (the tables come from the models, which a test checks against the migrations; no
    column holds a float or bytes, whose text could round).

    The whole database comes back in one statement: a statement per table was most of a
    refusal test's time on PostgreSQL, twenty round trips to the server for each look."""
    tables = Base.metadata.sorted_tables
    statement = " UNION ALL ".join(_rows_of(table, engine.dialect.name) for table in tables)
    found: dict[str, list[str]] = {table.name: [] for table in tables}
    with engine.connect() as connection:
        rows = connection.execute(text(statement)).all()
    for name, _, row in sorted(rows, key=lambda row: (row[0], row[1])):
        found[name].append(row)
    return found
