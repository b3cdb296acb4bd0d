"""Where tournaments are kept: the ORM tables, engines, Alembic migrations and backups.

Every name is imported from its module when first asked for (PEP 562): importing the package,
or a light module of it such as `limits`, loads no SQLAlchemy, so a `torneo` command that
never opens a database (a usage error, --help, `version`) starts without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.names_on_first_use import names_on_first_use

if TYPE_CHECKING:
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

_HOMES = {
    "Database": "tournament_app.storage.database",
    "open_database": "tournament_app.storage.database",
    "DatabaseDamaged": "tournament_app.storage.errors",
    "DatabaseError": "tournament_app.storage.errors",
    "DatabaseTooNew": "tournament_app.storage.errors",
    "DatabaseUnreachable": "tournament_app.storage.errors",
    "InMemoryDatabase": "tournament_app.storage.errors",
    "NotATorneoDatabase": "tournament_app.storage.errors",
    "UnsupportedAddress": "tournament_app.storage.errors",
}
"""Each public name -> the module it is defined in."""


__getattr__ = names_on_first_use(__name__, _HOMES, globals())


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
