"""`Services`: every director action, grouped by area, over one open database."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from tournament_app.paths import default_database_path
from tournament_app.services.changes import Changes
from tournament_app.services.context import ChangeListener, ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.user_text import STATION, clean_text
from tournament_app.storage import (
    Database,
    DatabaseDamaged,
    DatabaseTooNew,
    DatabaseUnreachable,
    InMemoryDatabase,
    NotATorneoDatabase,
    UnsupportedAddress,
    open_database,
)
from tournament_app.storage.backups import DEFAULT_KEEP
from tournament_app.storage.engine import database_url, sqlite_path
from tournament_app.storage.errors import AutomaticCopyOpened, DatabaseNotReady
from tournament_app.storage.read_only import open_read_only

if TYPE_CHECKING:
    from tournament_app.services.audit import AuditService
    from tournament_app.services.backups import BackupService
    from tournament_app.services.demo import DemoService
    from tournament_app.services.entries import EntryService
    from tournament_app.services.penalties import PenaltyService
    from tournament_app.services.registry import RegistryService
    from tournament_app.services.results.service import ResultService
    from tournament_app.services.rounds.clock import RoundClockService
    from tournament_app.services.rounds.service import RoundService
    from tournament_app.services.standings.service import StandingsService
    from tournament_app.services.table_entry import TableEntryService
    from tournament_app.services.table_sheets import TableSheetService
    from tournament_app.services.teams.service import TeamService
    from tournament_app.services.tournaments import TournamentService

DEFAULT_STATION = "direttore"


class Services:
    """The director's actions over one database, as attributes per area.

    Each area is made (its module imported) when first used, so a start loads only the
    areas its first screen uses. Each call opens one short Session and commits or rolls
    back before returning.
    Mutations announce a `Changes` value to the listeners added with `subscribe`
    (and keep it in `last_changes`), so a view refreshes only what it must.
    """

    def __init__(
        self, database: Database, *, station: str = DEFAULT_STATION, read_only: bool = False
    ) -> None:
        """Raises ServiceError (TEXT_*) for a station name empty, too long or with control
        characters: it signs every audit row. `read_only`: a display station, whose every
        action is refused with READ_ONLY_STATION."""
        self.database = database
        self._context = ServiceContext(
            database=database, station=clean_text(station, STATION), read_only=read_only
        )

    @cached_property
    def tournaments(self) -> TournamentService:
        from tournament_app.services.tournaments import TournamentService

        return TournamentService(self._context)

    @cached_property
    def registry(self) -> RegistryService:
        from tournament_app.services.registry import RegistryService

        return RegistryService(self._context)

    @cached_property
    def entries(self) -> EntryService:
        from tournament_app.services.entries import EntryService

        return EntryService(self._context)

    @cached_property
    def rounds(self) -> RoundService:
        from tournament_app.services.rounds.service import RoundService

        return RoundService(self._context)

    @cached_property
    def results(self) -> ResultService:
        from tournament_app.services.results.service import ResultService

        return ResultService(self._context)

    @cached_property
    def table_entry(self) -> TableEntryService:
        from tournament_app.services.table_entry import TableEntryService

        return TableEntryService(self._context)

    @cached_property
    def table_sheets(self) -> TableSheetService:
        from tournament_app.services.table_sheets import TableSheetService

        return TableSheetService(self._context)

    @cached_property
    def teams(self) -> TeamService:
        from tournament_app.services.teams.service import TeamService

        return TeamService(self._context)

    @cached_property
    def round_clock(self) -> RoundClockService:
        from tournament_app.services.rounds.clock import RoundClockService

        return RoundClockService(self._context)

    @cached_property
    def penalties(self) -> PenaltyService:
        from tournament_app.services.penalties import PenaltyService

        return PenaltyService(self._context)

    @cached_property
    def standings(self) -> StandingsService:
        from tournament_app.services.standings.service import StandingsService

        return StandingsService(self._context)

    @cached_property
    def audit(self) -> AuditService:
        from tournament_app.services.audit import AuditService

        return AuditService(self._context)

    @cached_property
    def demo(self) -> DemoService:
        from tournament_app.services.demo import DemoService

        return DemoService(self._context)

    @cached_property
    def backups(self) -> BackupService:
        from tournament_app.services.backups import BackupService

        return BackupService(self._context)

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
    def read_only(self) -> bool:
        """True for a display station: it shows everything and changes nothing."""
        return self._context.read_only

    @property
    def last_changes(self) -> Changes | None:
        """What the latest mutation through these services changed."""
        return self._context.last_changes

    @property
    def last_logged(self) -> int | None:
        """The number of the audit row this station's latest committed action wrote (None:
        none yet): the newest change that is this station's own, known without asking."""
        return self._context.last_logged

    def reading(self) -> AbstractContextManager[Session]:
        """A Session for reads that belong to no service area (writing a tournament file),
        closed on return, that refuses to write; a database gone away is
        DATABASE_UNREACHABLE, as for every read action."""
        return self._context.reading()

    def writing(self, changes: Changes) -> AbstractContextManager[UnitOfWork]:
        """One audited action that belongs to no service area (importing a tournament file),
        in the unit of work every service mutation runs in: refused on a display station,
        committed with its audit row (the action must call `UnitOfWork.log`) or rolled back
        whole, and `changes` announced to the listeners after the commit."""
        return self._context.writing(changes)

    def subscribe(self, listener: ChangeListener) -> None:
        """Call `listener(changes)` after every successful mutation."""
        self._context.listeners.append(listener)

    def unsubscribe(self, listener: ChangeListener) -> None:
        """Stop calling `listener`."""
        self._context.listeners.remove(listener)

    def backup(self, reason: str) -> Path | None:
        """A rolling copy of a SQLite database now (None for a server database);
        READ_ONLY_STATION on a display station, which writes nothing beside the file either."""
        if self.read_only:
            raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": self.station})
        return self.database.backup(reason)

    def close(self) -> None:
        """Release the database connections."""
        self.database.engine.dispose()


def open_services(
    database: str | None = None,
    *,
    station: str = DEFAULT_STATION,
    backups_to_keep: int = DEFAULT_KEEP,
    read_only: bool = False,
) -> Services:
    """Open (creating or upgrading, after a backup) a database and return its services.

    `database`: None for the embedded default (`paths.default_database_path()`), a plain
    path for a SQLite file, or a SQLAlchemy URL (e.g. `postgresql+psycopg://...`).
    Raises ServiceError(DATABASE_TOO_NEW / NOT_A_DATABASE / DATABASE_UNREACHABLE, or TEXT_*
    for a bad station name), leaving the database untouched.

    `read_only=True` opens a display station: the database must already exist at the current
    schema (else DISPLAY_DATABASE_NOT_READY, nothing created or upgraded), the connections
    themselves are read-only (`storage.read_only`: SQLite `mode=ro` and `query_only`,
    PostgreSQL `default_transaction_read_only`), and every action is refused with
    READ_ONLY_STATION before it reaches the database: the file-level ones too (a copy saved,
    `restore_copy`, `recover_from_copy`, tournament files and lists imported).
    """
    # Checked before opening: a refused name must not upgrade or back up anything.
    station = clean_text(station, STATION)
    target: str | Path = default_database_path() if database is None else database
    with storage_refusals():
        if read_only:
            opened = open_read_only(target, keep_backups=backups_to_keep)
        else:
            opened = open_database(target, keep_backups=backups_to_keep)
    return Services(opened, station=station, read_only=read_only)


def database_file(database: str | Path) -> Path | None:
    """The file of a SQLite database named as a path or a URL, as opening reads the name;
    None for a server. DATABASE_ADDRESS for an address Torneo cannot open."""
    with storage_refusals():
        return sqlite_path(database_url(database))


@contextmanager
def storage_refusals() -> Iterator[None]:
    """Storage's refusals of a file or server as the director's errors."""
    try:
        yield
    except AutomaticCopyOpened as error:
        raise ServiceError(
            ErrorCode.STATE_REFUSED,
            {"path": error.location, "detail": "database_is_a_copy", "folder": error.folder},
        ) from None
    except DatabaseNotReady as error:
        raise ServiceError(ErrorCode.DISPLAY_DATABASE_NOT_READY, {"path": error.location}) from None
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
    except InMemoryDatabase as error:
        raise ServiceError(ErrorCode.DATABASE_IN_MEMORY, {"path": error.location}) from None
    except UnsupportedAddress as error:
        raise ServiceError(ErrorCode.DATABASE_ADDRESS, {"path": error.location}) from None
