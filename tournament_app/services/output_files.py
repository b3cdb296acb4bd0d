"""Every file Torneo writes where the director asked: the one rule, and the one way to write it.

A printout, a workbook, a web page, a tournament file or a copy of the database never lands
on the open database (nor its -wal, -shm or -journal), nor in the folder of its automatic
copies, nor on an existing file of another kind: a PDF replaces a PDF, never a database,
a tournament file or another program's file. What an existing file is, its own bytes say,
not its name. A display station writes only files that do not exist yet.

The file is written beside the target under a temporary name and moved over it whole
(`os.replace`), so a failure leaves the old file as it was and nothing half-written. The
window and the command line both come here, through the exports and copies services.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import zipfile
from collections.abc import Callable, Iterable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.storage.backups import (
    FIRST_CHANGE,
    LATEST_CHANGE,
    backup_folder,
    logged_change,
    read_only_uri,
)
from tournament_app.storage.errors import IS_A_FOLDER

if TYPE_CHECKING:
    from tournament_app.storage.database import Database

SQLITE_HEADER = b"SQLite format 3\x00"
DATABASE_COMPANIONS = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database while it is in use."""
_HEAD_BYTES = 512


class OutputKind(Enum):
    """What a file Torneo writes is; an existing file is replaced only by one of its kind."""

    PDF = "pdf"
    XLSX = "xlsx"
    HTML = "html"
    CSV = "csv"
    """The federation's results file as CSV (services.federation)."""
    JSON = "json"
    """The federation's results file as JSON."""
    TORNEO = "torneo"
    """A tournament file (services.archive)."""
    DATABASE = "database"
    """A copy of a Torneo database (services.backups)."""


class Station(Protocol):
    """Who writes: the database it has open, and whether it is a display station."""

    @property
    def database(self) -> Database: ...

    @property
    def read_only(self) -> bool: ...


def check_output(station: Station, target: Path, kind: OutputKind) -> None:
    """Refuse, with OUTPUT_REFUSED naming `target` and what to do, a `kind` file at `target`
    that would replace what it must not; return when it may be written."""
    database = station.database.path
    if database is not None:
        if _is_database_file(target, database):
            raise ServiceError(
                ErrorCode.OUTPUT_REFUSED, {"path": str(target), "detail": "output_is_database"}
            )
        folder = backup_folder(database)
        if _within(target, folder):
            raise ServiceError(
                ErrorCode.OUTPUT_REFUSED,
                {"path": str(target), "detail": "output_in_backups", "folder": str(folder)},
            )
    if not target.exists():  # nothing to lose (a dangling link: where it points, checked)
        return
    if station.read_only:
        raise ServiceError(
            ErrorCode.OUTPUT_REFUSED, {"path": str(target), "detail": "output_exists_display"}
        )
    if target.is_dir():
        raise ServiceError(ErrorCode.OUTPUT_REFUSED, {"path": str(target), "detail": IS_A_FOLDER})
    # The database and its working files were refused above, by name and by inode, before
    # any byte is read: closing a descriptor on a file SQLite holds open in this process
    # would drop its locks.
    found = found_kind(target)
    if found != kind.value:
        raise ServiceError(
            ErrorCode.OUTPUT_REFUSED,
            {
                "path": str(target),
                "detail": "output_not_same_kind",
                "found": found,
                "writing": kind.value,
            },
        )
    if kind is OutputKind.DATABASE and _in_use(target):
        raise ServiceError(
            ErrorCode.OUTPUT_REFUSED, {"path": str(target), "detail": "output_database_in_use"}
        )
    if kind is OutputKind.DATABASE and _first_change_in(target) not in (
        None,
        _first_change(station),
    ):
        # Another club's database, or last season's, named by mistake: a copy of this one
        # replaces only an older copy of this one (or a database with nothing in it).
        raise ServiceError(
            ErrorCode.OUTPUT_REFUSED, {"path": str(target), "detail": "output_other_database"}
        )
    if kind is OutputKind.DATABASE:
        _refuse_newer_copy(station, target)


# The change of a number in this database, as a copy's latest change is read.
_CHANGE_NUMBERED = "SELECT id, at, station, action FROM audit_log WHERE id = :id"


def _refuse_newer_copy(station: Station, target: Path) -> None:
    """Refuse a copy over one of this database's copies holding a change this database lacks:
    work done in the copy (at home, on the USB stick), or this database older than the copy
    (a copy of last week opened and saved back over tonight's). Its latest change must be
    one of this database's own, as it was logged."""
    latest = _change_in(target, LATEST_CHANGE)
    if latest is None:
        return
    from sqlalchemy import text

    with station.database.reader.connect() as connection:
        found = connection.execute(text(_CHANGE_NUMBERED), {"id": latest[0]}).fetchone()
    if found is None or tuple(found) != latest:
        raise ServiceError(
            ErrorCode.OUTPUT_REFUSED,
            {
                "path": str(target),
                "detail": "output_newer_copy",
                "latest_at": str(latest[1]),
                "latest_by": str(latest[2]),
            },
        )


def check_site_folder(station: Station, folder: Path) -> None:
    """Refuse a web site's folder that is the database, in its copies' folder, or an existing
    file; each page in it is then checked as it is written (`check_output`)."""
    database = station.database.path
    if database is not None and _within(folder, backup_folder(database)):
        raise ServiceError(
            ErrorCode.OUTPUT_REFUSED,
            {
                "path": str(folder),
                "detail": "output_in_backups",
                "folder": str(backup_folder(database)),
            },
        )
    if not folder.exists() or folder.is_dir():
        return
    check_output(station, folder, OutputKind.HTML)  # the database by name, a display station
    raise ServiceError(
        ErrorCode.OUTPUT_REFUSED,
        {
            "path": str(folder),
            "detail": "output_not_same_kind",
            "found": found_kind(folder),
            "writing": "site",
        },
    )


def check_outputs(station: Station, targets: Iterable[tuple[Path, OutputKind]]) -> None:
    """`check_output` for each of several files, before any of them is written."""
    for target, kind in targets:
        check_output(station, target, kind)


def write_output(
    station: Station, target: Path, kind: OutputKind, write: Callable[[Path], object]
) -> Path:
    """Write a `kind` file at `target` through `write(scratch path)`, once `check_output`
    allows it; the scratch file beside it then replaces `target` whole. Returns `target`.

    An OSError (a folder that cannot be written, a full disk) names `target` and leaves the
    old file whole and no scratch file behind.
    """
    check_output(station, target, kind)
    # A symlink is written through: the file it points at is the one replaced.
    final = Path(os.path.realpath(target)) if target.is_symlink() else target
    scratch = final.with_name(f".{final.name}.{secrets.token_hex(4)}.partial")
    try:
        write(scratch)
        os.replace(scratch, final)
    except OSError as error:
        raise type(error)(error.errno, error.strerror, str(target)) from None
    finally:
        scratch.unlink(missing_ok=True)
    return target


def write_output_bytes(station: Station, target: Path, kind: OutputKind, data: bytes) -> Path:
    """`write_output` of bytes already made (a PDF or a workbook laid out in memory)."""
    return write_output(station, target, kind, lambda scratch: scratch.write_bytes(data))


def found_kind(path: Path) -> str:
    """What an existing file is, by its first bytes (and a zip's table of contents): one of
    OutputKind's values, or "sqlite" (another program's database), "zip", "empty",
    "other" (also a device or a pipe, never opened: reading one could wait for ever)."""
    if not path.is_file():
        return "other"
    with path.open("rb") as file:
        head = file.read(_HEAD_BYTES)
    if head.startswith(SQLITE_HEADER):
        return OutputKind.DATABASE.value if _is_torneo_database(path) else "sqlite"
    if head.startswith(b"%PDF-"):
        return OutputKind.PDF.value
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _zip_kind(path)
    page = head.removeprefix(b"\xef\xbb\xbf").lstrip().lower()
    if page.startswith((b"<!doctype html", b"<html")):
        return OutputKind.HTML.value
    return _text_kind(page) if head else "empty"


def _text_kind(head: bytes) -> str:
    """The federation's results file Torneo wrote, as CSV (its heading line) or JSON (its
    format's name); any other text (a note, another program's table or settings) is "other",
    never replaced."""
    from tournament_app.exports.federation import FORMAT_NAME, csv_heading

    if head.startswith(csv_heading().encode("utf-8").lower()):
        return OutputKind.CSV.value
    if head.startswith(b"{") and f'"formato": "{FORMAT_NAME}"'.encode() in head:
        return OutputKind.JSON.value
    return "other"


def _zip_kind(path: Path) -> str:
    """A workbook, a tournament file or another zip (a Word file, an OpenDocument)."""
    from tournament_app.services.archive.tournament_file import (  # it writes through here
        FORMAT_NAME,
        MANIFEST,
    )

    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
            if "[Content_Types].xml" in names and "xl/workbook.xml" in names:
                return OutputKind.XLSX.value
            if MANIFEST in names and f'"{FORMAT_NAME}"'.encode() in archive.read(MANIFEST):
                return OutputKind.TORNEO.value
    except (zipfile.BadZipFile, OSError, KeyError, RuntimeError):
        return "other"
    return "zip"


def _is_torneo_database(path: Path) -> bool:
    """A SQLite file with Torneo's schema table (read through SQLite, read-only)."""
    try:
        # Immutable: no lock taken and no -wal or -shm made beside another program's file.
        connection = sqlite3.connect(read_only_uri(path) + "&immutable=1", uri=True)
        try:
            tables = {
                row[0]
                for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return "alembic_version" in tables


def _first_change_in(path: Path) -> tuple[object, ...] | None:
    """The first change in the log of the Torneo database file at `path`, read without a lock
    (it is in use nowhere: checked before); None when it has none."""
    return _change_in(path, FIRST_CHANGE)


def _change_in(path: Path, query: str) -> tuple[object, ...] | None:
    """The change `query` picks from the log of the Torneo database file at `path` (None:
    none, or no Torneo database)."""
    return logged_change(path, query, in_use=False) or None


def _first_change(station: Station) -> tuple[object, ...] | None:
    """The first change in the log of the station's own database."""
    from sqlalchemy import text

    with station.database.reader.connect() as connection:
        row = connection.execute(text(FIRST_CHANGE)).fetchone()
    return tuple(row) if row else None


def _in_use(database: Path) -> bool:
    """A database with SQLite's working files beside it: open somewhere, or left by a crash
    with changes only its -wal holds (a copy over it would take them in)."""
    return any(_companion(database, suffix).exists() for suffix in DATABASE_COMPANIONS)


def _companion(database: Path, suffix: str) -> Path:
    return database.with_name(database.name + suffix)


def _is_database_file(target: Path, database: Path) -> bool:
    """`target` is the database or one of its working files: by name once links are
    followed (case aside: Windows and macOS ignore it), or by being the same file."""
    protected = [database, *(_companion(database, s) for s in DATABASE_COMPANIONS)]
    where = _resolved(target)
    if any(where == _resolved(path) for path in protected):
        return True
    for path in protected:
        try:
            if os.path.samefile(target, path):  # a hard link, a path through a mount
                return True
        except OSError:  # one of them does not exist
            continue
    return False


def _within(target: Path, folder: Path) -> bool:
    """`target` is `folder` or inside it (links followed, case aside)."""
    where, inside = _resolved(target), _resolved(folder)
    return where == inside or where.startswith(inside.rstrip(os.sep) + os.sep)


def _resolved(path: Path) -> str:
    return os.path.normcase(os.path.realpath(path)).casefold()
