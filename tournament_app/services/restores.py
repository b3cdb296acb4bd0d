"""Putting one of the database's automatic copies back: going back to it (`restore_copy`)
and replacing a file that no longer opens (`recover_from_copy`).

Either way the copy takes the database's place with its first log row already in it (which
copy, where the database as it was is kept), so no restore goes unrecorded, whichever
station or face asked for it: the copy is poured into a file beside the copies, upgraded if
it is older, given its log row, and only then put in the database's place, in one step.
A display station is refused both, before anything is read or written.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy.engine import URL

from tournament_app.services.backups import BackupService, DatabaseCopy
from tournament_app.services.context import ServiceContext
from tournament_app.services.core import Services, storage_refusals
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.user_text import STATION, clean_text
from tournament_app.storage import Database, NotATorneoDatabase
from tournament_app.storage.backups import (
    PARTIAL_SUFFIX,
    backup_folder,
    backup_sqlite,
    backups_of,
    copy_sqlite,
    prune,
    restore_sqlite,
    set_aside,
    set_aside_path,
)
from tournament_app.storage.database import head_revision, sqlite_revision, upgrade
from tournament_app.storage.engine import make_engine


def restore_copy(services: Services, copy: DatabaseCopy) -> Path:
    """Take the SQLite database `services` is open on back to `copy` (one of its automatic
    copies); returns the copy of the database as it was just before, kept among the
    automatic copies. The restored database's log starts with the restore, signed by
    `services`' station.

    READ_ONLY_STATION on a display station, COPIES_ON_SERVER for a server database, before
    anything is read. `services` lets go of its connections (they reconnect, to the restored
    database, on their next use); every other `Services` on the file in this process should be
    closed, and the other stations' next screens read the copy. The copy is checked as
    opening checks a database (NOT_A_DATABASE for an empty or foreign file, DATABASE_DAMAGED,
    DATABASE_TOO_NEW), before anything is written; one at an older schema is upgraded on the
    way back. DATABASE_WRITE_FAILED (the database as it was) when the file stays locked;
    STATE_REFUSED (`safety_copy_missing`), the database as it was, when the copy of it just
    taken is gone before the database is written (another station's or program's doing):
    going back without it would lose what was entered since.
    """
    if services.read_only:
        raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": services.station})
    path = services.database.path
    if path is None:  # a server's copies are made on the server
        raise ServiceError(ErrorCode.COPIES_ON_SERVER, {"path": services.location})
    services.close()
    with storage_refusals():
        _check_copy(copy)
    keep = services.database.keep_backups
    # The copy chosen may be the oldest kept, which this safety copy would prune: keep one
    # more until the restore is done, then the usual number.
    kept = len(backups_of(path)) + 1
    with _writing_file(path):
        safety = backup_sqlite(path, reason="before-restore", keep=max(kept, keep))
        if not safety.is_file():
            raise ServiceError(
                ErrorCode.STATE_REFUSED, {"path": str(safety), "detail": "safety_copy_missing"}
            )
        with _staged(copy, path, station=services.station, kept=safety, damaged=False) as staged:
            restore_sqlite(staged, path)
    # The safety copy stays whatever the names of the others say (a clock set ahead).
    prune(path, keep=keep, sparing=(safety,))
    return safety


def recover_from_copy(
    database: str | Path, copy: DatabaseCopy, *, station: str, read_only: bool
) -> Path:
    """Put `copy` (one of the automatic copies of the SQLite file `database`) in the place
    of a database that can no longer be opened (DATABASE_DAMAGED); returns where the
    damaged file was moved: beside it, as `<name>-damaged-<UTC time>.sqlite3`, with its
    -wal and -shm, never deleted (what it still holds may be read back by an expert). The
    database's log then starts with the recovery, signed by `station`.

    `read_only`: the asking station is a display station, refused (READ_ONLY_STATION) before
    anything is read: the caller says which it is, since no `Services` opens on a damaged
    file. Unlike `restore_copy` no copy of the database is taken first: a damaged file cannot
    be read whole. The copy is checked first as opening checks a database (NOT_A_DATABASE,
    DATABASE_DAMAGED, DATABASE_TOO_NEW), before anything moves; DATABASE_WRITE_FAILED when
    the file cannot be moved (another program holds it open) or the copy written.
    """
    station = clean_text(station, STATION)
    if read_only:
        raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": station})
    path = Path(database)
    with storage_refusals():
        _check_copy(copy)
    aside = set_aside_path(path, "damaged")
    with (
        _writing_file(path),
        _staged(copy, path, station=station, kept=aside, damaged=True) as staged,
    ):
        set_aside(path, aside)
        copy_sqlite(staged, path)
    return aside


def _check_copy(copy: DatabaseCopy) -> None:
    """Refused as opening refuses a database (an empty copy too) unless `copy` would open."""
    if sqlite_revision(copy.path) is None:
        raise NotATorneoDatabase(str(copy.path), "empty")


@contextmanager
def _staged(
    copy: DatabaseCopy, database: Path, *, station: str, kept: Path, damaged: bool
) -> Iterator[Path]:
    """`copy` poured into a file beside the copies of `database`, at the current schema, with
    the restore written in its log: what then takes the database's place whole. Deleted,
    with its -wal and -shm, once the block ends."""
    folder = backup_folder(database)
    folder.mkdir(parents=True, exist_ok=True)
    # Named for this process: two stations going back at once never share the file.
    staged = folder / f"{database.stem}-restoring-{os.getpid()}.sqlite3{PARTIAL_SUFFIX}"
    try:
        copy_sqlite(copy.path, staged)
        url = URL.create("sqlite", database=str(staged))
        engine = make_engine(url)
        try:
            if sqlite_revision(staged) != head_revision():
                upgrade(engine)
            context = ServiceContext(database=Database(engine, url), station=station)
            BackupService(context).record_restore(copy, kept, damaged=damaged)
        finally:
            engine.dispose()
        yield staged
    finally:
        for leftover in (staged, *(staged.with_name(staged.name + s) for s in ("-wal", "-shm"))):
            leftover.unlink(missing_ok=True)


@contextmanager
def _writing_file(path: Path) -> Iterator[None]:
    """A full disk, a locked or held file while `path` is written: DATABASE_WRITE_FAILED
    (SQLite's backup API and the renames change all or nothing, as the sentence says)."""
    try:
        yield
    except (OSError, sqlite3.Error) as error:
        raise ServiceError(
            ErrorCode.DATABASE_WRITE_FAILED, {"path": str(path), "detail": str(error)}
        ) from None
