"""Copies of the club's database: the ones Torneo takes by itself (before an upgrade, at each
round's publication), one the director saves where they like (a USB stick before going
home), and going back to one of them (`restores.restore_copy`, refused on a display station).

Only a database on a file has them: a PostgreSQL server's are made on the server (pg_dump).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.output_files import OutputKind, write_output
from tournament_app.storage import Database
from tournament_app.storage.backups import backups_of, copy_name, pour_copy
from tournament_app.storage.errors import IS_A_FOLDER, copy_reason

# "tournament-2-round-3-published" (or, from earlier versions, "round-3-published").
_PUBLISHED = re.compile(r"(?:tournament-(?P<tournament>\d+)-)?round-(?P<round>\d+)-published")

RESTORE_ACTION = "database.restore"
"""The audit row a restored database starts its new history with (not undoable: the
database before it is a copy of its own, named in the row)."""


class CopyReason(Enum):
    """Why an automatic copy was taken, as the window and the command line word it."""

    ROUND_PUBLISHED = "round_published"
    BEFORE_UPGRADE = "before_upgrade"
    BEFORE_RESTORE = "before_restore"
    OTHER = "other"
    """A reason this Torneo does not know (a newer one's): shown as the file name says."""


@dataclass(frozen=True)
class DatabaseCopy:
    """One automatic copy of the database."""

    path: Path
    taken_at: datetime
    """When it was taken (UTC)."""
    reason: str
    """Why, as its file name says: "tournament-2-round-3-published",
    "before-upgrade-from-0002", "before-restore"."""
    size: int
    """Bytes."""

    @property
    def why(self) -> CopyReason:
        """Why it was taken (`round` and `tournament` say which round, for a publication)."""
        if _PUBLISHED.fullmatch(self.reason):
            return CopyReason.ROUND_PUBLISHED
        if self.reason.startswith("before-upgrade"):
            return CopyReason.BEFORE_UPGRADE
        if self.reason == "before-restore":
            return CopyReason.BEFORE_RESTORE
        return CopyReason.OTHER

    @property
    def round(self) -> int | None:
        """The round whose publication it was taken at (None for any other reason)."""
        published = _PUBLISHED.fullmatch(self.reason)
        return int(published.group("round")) if published else None

    @property
    def tournament(self) -> int | None:
        """The id of the tournament whose round it was taken at (None for any other reason,
        and for copies named before Torneo wrote the tournament in the name)."""
        published = _PUBLISHED.fullmatch(self.reason)
        found = published.group("tournament") if published else None
        return int(found) if found else None


def copies_of(database: Path) -> tuple[DatabaseCopy, ...]:
    """The automatic copies of the SQLite file `database`, newest first, read from their
    folder alone: also for a database that can no longer be opened
    (`restores.recover_from_copy`)."""
    found = []
    for path in backups_of(database):
        named = copy_name(database, path)
        if named is None:
            continue
        try:
            size = path.stat().st_size
        except OSError:  # pruned by another station since it was listed
            continue
        found.append(DatabaseCopy(path, named.taken_at, named.reason, size))
    return tuple(sorted(found, key=lambda copy: copy.taken_at, reverse=True))


def copy_after_publishing(database: Database, tournament_id: int, number: int) -> str | None:
    """Take the automatic copy of a round just published; None when it was made (or the
    database is on a server), else why not, as a reason key (`copy_reason`). The round is
    committed by then: a full disk must not turn a published round into a failure."""
    try:
        database.backup(f"tournament-{tournament_id}-round-{number}-published")
    except (OSError, sqlite3.Error) as error:
        return copy_reason(error)
    return None


class BackupService:
    """The database's automatic copies, and a copy saved on request."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def _file(self) -> Path:
        path = self._context.database.path
        if path is None:
            raise ServiceError(
                ErrorCode.COPIES_ON_SERVER, {"path": self._context.database.location}
            )
        return path

    def list(self) -> tuple[DatabaseCopy, ...]:
        """The automatic copies, newest first; COPIES_ON_SERVER for a server database."""
        return copies_of(self._file())

    def save_copy(self, target: Path) -> Path:
        """A whole, consistent copy of the database written to `target` now, while stations
        may be entering results (a file already there is replaced only once the copy is
        whole). COPY_FAILED naming the file and why when it cannot be written (a folder that
        is gone, a full or write-protected stick); OUTPUT_REFUSED for the database itself, a
        file in its copies' folder or an existing file that is no Torneo database not in use
        (services.output_files); the database never changes. READ_ONLY_STATION on a display
        station, which writes no file of the database's."""
        if self._context.read_only:
            raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": self._context.station})
        if not target.name or target.is_dir():
            # "", "." or a folder (a USB stick's): no file to write. Refused before a whole
            # copy is poured beside it under a temporary name and then cannot take its place.
            raise ServiceError(ErrorCode.COPY_FAILED, {"path": str(target), "detail": IS_A_FOLDER})
        database = self._file()
        try:
            return write_output(
                self._context,
                target,
                OutputKind.DATABASE,
                lambda scratch: pour_copy(database, scratch),
            )
        except (OSError, sqlite3.Error) as error:  # SQLite's words for a folder it cannot use
            # The copy poured whole but not moved into place (the target became a folder, the
            # stick was pulled): write_output leaves nothing half-written behind.
            raise ServiceError(
                ErrorCode.COPY_FAILED,
                {"path": str(target), "detail": "copy_not_written", "error": str(error)},
            ) from None

    def record_restore(self, copy: DatabaseCopy, safety: Path, *, damaged: bool = False) -> None:
        """Write, first in the restored database's log, which copy it went back to and where
        the database as it was before is kept (`damaged`: the file that no longer opened,
        set aside). `restores` calls it on the copy before it takes the database's place."""
        kept = "damaged database kept as" if damaged else "previous database kept as"
        with self._context.writing(Changes()) as work:
            work.log(
                RESTORE_ACTION,
                "database",
                tournament_id=None,
                summary=f"{copy.path.name}; {kept} {safety.name}",
            )
