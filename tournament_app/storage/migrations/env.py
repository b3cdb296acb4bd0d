"""Alembic's environment: run migrations on the connection Torneo hands over (or the ini URL)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from tournament_app.storage.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: object) -> None:
    context.configure(
        connection=connection,  # type: ignore[arg-type]
        target_metadata=target_metadata,
        # SQLite cannot ALTER most things: batch mode copies the table instead.
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    # Command-line use (`alembic -c tournament_app/storage/alembic.ini ...`).
    url = config.get_main_option("sqlalchemy.url") or "sqlite:///torneo-dev.sqlite3"
    with create_engine(url).connect() as fresh:
        _run(fresh)
        fresh.commit()
