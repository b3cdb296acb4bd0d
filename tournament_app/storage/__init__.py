"""Where tournaments are kept: the ORM tables, engines, Alembic migrations and backups."""

from tournament_app.storage.database import Database, open_database
from tournament_app.storage.errors import (
    DatabaseDamaged,
    DatabaseError,
    DatabaseTooNew,
    DatabaseUnreachable,
    InMemoryDatabase,
    NotATorneoDatabase,
    UnsupportedAddress,
)

__all__ = [
    "Database",
    "DatabaseDamaged",
    "DatabaseError",
    "DatabaseTooNew",
    "DatabaseUnreachable",
    "InMemoryDatabase",
    "NotATorneoDatabase",
    "UnsupportedAddress",
    "open_database",
]
