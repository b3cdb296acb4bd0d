"""`Services`: every director action, grouped by area, over one open database."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine

from tournament_app.paths import default_database_path
from tournament_app.services.audit import AuditService
from tournament_app.services.changes import Changes
from tournament_app.services.context import ChangeListener, ServiceContext
from tournament_app.services.demo import DemoService
from tournament_app.services.entries import EntryService
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.penalties import PenaltyService
from tournament_app.services.registry import RegistryService
from tournament_app.services.results import ResultService
from tournament_app.services.rounds import RoundService
from tournament_app.services.standings import StandingsService
from tournament_app.services.tournaments import TournamentService
from tournament_app.services.user_text import STATION, clean_text
from tournament_app.storage import (
    Database,
    DatabaseDamaged,
    DatabaseTooNew,
    DatabaseUnreachable,
    NotATorneoDatabase,
    open_database,
)
from tournament_app.storage.backups import DEFAULT_KEEP

DEFAULT_STATION = "direttore"


class Services:
    """The director's actions over one database, as attributes per area.

    Each call opens one short Session and commits or rolls back before returning.
    Mutations announce a `Changes` value to the listeners added with `subscribe`
    (and keep it in `last_changes`), so a view refreshes only what it must.
    """

    def __init__(self, database: Database, *, station: str = DEFAULT_STATION) -> None:
        """Raises ServiceError (TEXT_*) for a station name empty, too long or with control
        characters: it signs every audit row."""
        self.database = database
        self._context = ServiceContext(database=database, station=clean_text(station, STATION))
        self.tournaments = TournamentService(self._context)
        self.registry = RegistryService(self._context)
        self.entries = EntryService(self._context)
        self.rounds = RoundService(self._context)
        self.results = ResultService(self._context)
        self.penalties = PenaltyService(self._context)
        self.standings = StandingsService(self._context)
        self.audit = AuditService(self._context)
        self.demo = DemoService(self._context)

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (for storage-level code such as tournament files)."""
        return self.database.engine

    @property
    def location(self) -> str:
        """The database's file path, or its URL without the password."""
        return self.database.location

    @property
    def station(self) -> str:
        """The name this station signs its changes with in the audit trail."""
        return self._context.station

    @property
    def last_changes(self) -> Changes | None:
        """What the latest mutation through these services changed."""
        return self._context.last_changes

    def subscribe(self, listener: ChangeListener) -> None:
        """Call `listener(changes)` after every successful mutation."""
        self._context.listeners.append(listener)

    def unsubscribe(self, listener: ChangeListener) -> None:
        """Stop calling `listener`."""
        self._context.listeners.remove(listener)

    def backup(self, reason: str) -> Path | None:
        """A rolling copy of a SQLite database now (None for a server database)."""
        return self.database.backup(reason)

    def close(self) -> None:
        """Release the database connections."""
        self.database.engine.dispose()


def open_services(
    database: str | None = None,
    *,
    station: str = DEFAULT_STATION,
    backups_to_keep: int = DEFAULT_KEEP,
) -> Services:
    """Open (creating or upgrading, after a backup) a database and return its services.

    `database`: None for the embedded default (`paths.default_database_path()`), a plain
    path for a SQLite file, or a SQLAlchemy URL (e.g. `postgresql+psycopg://...`).
    Raises ServiceError(DATABASE_TOO_NEW / NOT_A_DATABASE / DATABASE_UNREACHABLE, or TEXT_*
    for a bad station name), leaving the database untouched.
    """
    # Checked before opening: a refused name must not upgrade or back up anything.
    station = clean_text(station, STATION)
    target: str | Path = default_database_path() if database is None else database
    try:
        opened = open_database(target, keep_backups=backups_to_keep)
    except DatabaseTooNew as error:
        raise ServiceError(
            ErrorCode.DATABASE_TOO_NEW, {"path": error.location, "found": error.revision}
        ) from None
    except DatabaseDamaged as error:
        raise ServiceError(
            ErrorCode.DATABASE_DAMAGED, {"path": error.location, "detail": error.detail}
        ) from None
    except NotATorneoDatabase as error:
        raise ServiceError(
            ErrorCode.NOT_A_DATABASE, {"path": error.location, "detail": error.detail}
        ) from None
    except DatabaseUnreachable as error:
        raise ServiceError(
            ErrorCode.DATABASE_UNREACHABLE, {"path": error.location, "detail": error.detail}
        ) from None
    return Services(opened, station=station)
