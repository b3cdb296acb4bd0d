"""Rolling copies of a SQLite database, made with SQLite's online backup API.

Taken before every migration, at each round's publication and before a copy is restored;
only the newest `keep` copies stay. A copy saved where the director asks, and a copy put
back, go through SQLite's backup API too. A PostgreSQL database is backed up by its
server's own tools, not here.

The copies of `torneo.sqlite3` go in `torneo-backups/`, which `torneo.db` beside it shares
(the folder is named after the name without its extension): a copy is told to be another
database's by the first change in its log, which every copy of a database keeps and no other
database has (`backups_of`). An automatic copy is not opened to be changed
(`is_automatic_copy`): its work would be lost with it when the oldest copies are deleted.
"""

from __future__ import annotations

import glob
import os
import re
import sqlite3
import time
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

DEFAULT_KEEP = 10
STEP_WAIT_S = 0.1
LOCK_PATIENCE_S = 5.0
"""How long a copy waits for a file another program holds locked (a station mid-write is a
few milliseconds)."""
PARTIAL_SUFFIX = ".partial"
STAMP = "%Y%m%d-%H%M%S-%f"
_REASON = re.compile(r"[^a-z0-9]+")
_COPY = re.compile(r"(?P<stamp>\d{8}-\d{6}-\d{6})-(?P<reason>[a-z0-9-]+)\.sqlite3")
FOLDER_SUFFIX = "-backups"
COMPANIONS = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database file while it is open (a copy opened to be
looked at has them too)."""
# Every copy of a database keeps the first change of its log (when, at which station, what);
# another database has its own. Its latest change (with its number) says how far it goes.
FIRST_CHANGE = "SELECT at, station, action FROM audit_log ORDER BY id LIMIT 1"
LATEST_CHANGE = "SELECT id, at, station, action FROM audit_log ORDER BY id DESC LIMIT 1"
NO_CHANGE: tuple[object, ...] = ()
"""What `first_change` reads in a Torneo database whose log is still empty."""


def backup_folder(database: Path) -> Path:
    """Where the copies of `database` go: a folder beside it named after it."""
    return database.with_name(f"{database.stem}{FOLDER_SUFFIX}")


def backup_sqlite(database: Path, *, reason: str, keep: int = DEFAULT_KEEP) -> Path:
    """Copy `database` (consistently, even while in use) and prune the oldest copies.

    Returns the new copy's path. The file name holds the UTC time and the reason,
    e.g. `torneo-20261129-101500-123456-round-3.sqlite3`.
    """
    folder = backup_folder(database)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime(STAMP)
    label = _REASON.sub("-", reason.lower()).strip("-") or "backup"
    target = copy_sqlite(database, folder / f"{database.stem}-{stamp}-{label}.sqlite3")
    # Copies named later than now (a clock that was wrong, copies brought from a computer set
    # ahead) would otherwise count as newer and push out the copy just made, at once.
    prune(database, keep=keep, sparing=(target,))
    return target


def copy_sqlite(database: Path, target: Path) -> Path:
    """A consistent copy of `database` (even while stations write to it) at `target`, which
    is replaced only once the copy is whole. Returns `target`."""
    # Written under a temporary name and renamed when complete, so a copy cut short (a
    # crash, a full disk) is never listed or restored as a backup, nor left half-written
    # over a good file the director chose to replace.
    partial = target.with_name(target.name + PARTIAL_SUFFIX)
    try:
        _pour(database, partial)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    os.replace(partial, target)
    return target


def pour_copy(database: Path, target: Path) -> None:
    """A consistent copy of `database` (even while stations write to it) poured into the new
    file `target` as it is: the caller moves it into place (services.output_files)."""
    _pour(database, target)


def restore_sqlite(copy: Path, database: Path) -> None:
    """Make `database` hold what `copy` holds, through SQLite's backup API: one transaction
    on the database, so it is wholly the copy or wholly as it was, and a connection another
    station keeps open reads the copy's content from its next query on (no file is swapped
    under it)."""
    _pour(copy, database)


def _pour(source: Path, target: Path) -> None:
    """Every page of the SQLite file `source` (opened read-only) into `target`, in one
    transaction of SQLite's backup API; sqlite3.OperationalError when either file stays
    locked by another program for LOCK_PATIENCE_S seconds."""
    # Python's backup retries a locked file for ever: a sync tool or a stuck station holding
    # the lock would freeze the window. The progress hook, called after every step, ends it.
    deadline = time.monotonic() + LOCK_PATIENCE_S

    def give_up_when_locked(status: int, remaining: int, total: int) -> None:
        if status in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) and time.monotonic() > deadline:
            raise sqlite3.OperationalError("database is locked")

    # Each step waits a moment itself (the busy timeout), the hook counts the whole wait.
    reading = sqlite3.connect(read_only_uri(source), uri=True, timeout=STEP_WAIT_S)
    try:
        writing = sqlite3.connect(target, timeout=STEP_WAIT_S)
        try:
            reading.backup(writing, progress=give_up_when_locked, sleep=0.05)
        finally:
            writing.close()
    finally:
        reading.close()


def set_aside_path(database: Path, label: str) -> Path:
    """Where `set_aside` moves `database`: `<name>-<label>-<UTC time>.sqlite3` beside it."""
    stamp = datetime.now(UTC).strftime(STAMP)
    return database.with_name(f"{database.stem}-{label}-{stamp}{database.suffix}")


def set_aside(database: Path, aside: Path) -> Path:
    """Move a SQLite file that can no longer be used, with its -wal and -shm (a leftover
    WAL would be played into whatever file takes the name next), to `aside` (named by
    `set_aside_path`); never deleted. Returns `aside`."""
    for suffix in ("-wal", "-shm"):
        companion = database.with_name(database.name + suffix)
        if companion.exists():
            os.replace(companion, aside.with_name(aside.name + suffix))
    os.replace(database, aside)
    return aside


@dataclass(frozen=True)
class CopyName:
    """What a backup's file name says: when it was taken (UTC) and why."""

    taken_at: datetime
    reason: str


def copy_name(database: Path, copy: Path) -> CopyName | None:
    """The time and reason in the name of one of `database`'s copies (None for a file not
    named as `backup_sqlite` names them)."""
    return _named_copy(database.stem, copy.name)


def _named_copy(stem: str, name: str) -> CopyName | None:
    prefix = f"{stem}-"
    match = _COPY.fullmatch(name[len(prefix) :]) if name.startswith(prefix) else None
    if match is None:
        return None
    try:
        taken_at = datetime.strptime(match.group("stamp"), STAMP).replace(tzinfo=UTC)
    except ValueError:  # "20261399-...": digits, but no moment
        return None
    return CopyName(taken_at, match.group("reason"))


def is_automatic_copy(path: Path) -> bool:
    """`path` is one of a database's automatic copies: in a copies' folder
    (`<name>-backups`), named as `backup_sqlite` names them (`<name>-<time>-<why>.sqlite3`).
    Read from the names alone (a link's, and the file's it points at): the file need not
    exist."""
    return any(_in_copies_folder(named) for named in (path, path.resolve()))


def _in_copies_folder(path: Path) -> bool:
    stem = path.parent.name.removesuffix(FOLDER_SUFFIX)
    return stem != path.parent.name and bool(stem) and _named_copy(stem, path.name) is not None


def read_only_uri(path: Path) -> str:
    """A SQLite URI opening `path` read-only (quoted: names may hold spaces, # or ?)."""
    return f"{path.resolve().as_uri()}?mode=ro"


def backups_of(database: Path) -> list[Path]:
    """The copies of `database`, oldest first (by the time in their names): the files of its
    copies' folder named as `backup_sqlite` names them, but those of another database of the
    same name with another extension (`torneo.db` beside `torneo.sqlite3`), whose log begins
    with another change. When `database` cannot be read (damaged, gone) a copy is left out
    when its log begins as such a database's beside it does. A copy whose log is empty, or
    that cannot be read (emptied, damaged), is nobody else's for sure: listed (restoring
    checks it)."""
    folder = backup_folder(database)
    if not folder.is_dir():
        return []
    named = []
    # The name escaped: "Torneo [2025].db" holds a pattern's brackets.
    for path in folder.glob(f"{glob.escape(database.stem)}-*.sqlite3"):
        found = copy_name(database, path)
        if found is not None:
            named.append((found.taken_at, path))
    if not named:  # the database is not even read
        return []
    named.sort()
    own = first_change(database, in_use=True)
    if own is None:
        others = {first_change(namesake, in_use=True) for namesake in _namesakes(database)}
        return [path for _, path in named if _copy_begins(path) not in others - {None, NO_CHANGE}]
    return [path for _, path in named if _copy_begins(path) in (own, NO_CHANGE, None)]


def _copy_begins(copy: Path) -> tuple[object, ...] | None:
    return first_change(copy, in_use=False)


def first_change(path: Path, *, in_use: bool) -> tuple[object, ...] | None:
    """The first change in the log of the Torneo database file at `path` (its time, station
    and action), NO_CHANGE for a log still empty, None for a file that cannot be read as a
    Torneo database (missing, damaged, emptied, another program's).

    `in_use`: the file may be open and written (a database): read through SQLite's locks and
    its -wal, where the latest changes are. Else (a copy, which nothing writes) read as
    immutable: no lock taken, no -wal or -shm made beside it."""
    return logged_change(path, FIRST_CHANGE, in_use=in_use)


def logged_change(path: Path, query: str, *, in_use: bool) -> tuple[object, ...] | None:
    """The change of the log `query` picks (`FIRST_CHANGE`, `LATEST_CHANGE`) in the Torneo
    database file at `path`, read as `first_change` reads it; NO_CHANGE for a log still
    empty, None for a file that cannot be read as a Torneo database."""
    uri = read_only_uri(path) if in_use else f"{read_only_uri(path)}&immutable=1"
    try:
        connection = sqlite3.connect(uri, uri=True)
        try:
            row = connection.execute(query).fetchone()
        finally:
            connection.close()
    except sqlite3.Error:
        return None
    return tuple(row) if row else NO_CHANGE


def _namesakes(database: Path) -> list[Path]:
    """The other files beside `database` whose copies would go in the same folder: its name
    with another extension, or none (their working files aside)."""
    stem = database.stem
    found = [database.with_name(stem), *database.parent.glob(f"{glob.escape(stem)}.*")]
    return [
        path
        for path in found
        if path.name != database.name
        and path.stem == stem
        and not path.name.endswith(COMPANIONS)
        and path.is_file()
    ]


def _named_at(database: Path, copy: Path) -> datetime:
    named = copy_name(database, copy)
    return named.taken_at if named is not None else datetime.min.replace(tzinfo=UTC)


def prune(database: Path, *, keep: int, sparing: Collection[Path] = ()) -> None:
    """Delete all but the newest `keep` copies of `database` (`backups_of`: never another
    database's; those named later than now first), never one of `sparing` (copies this same
    step has just made, counted among the `keep`), and any copy an earlier crash left
    unfinished. keep >= 1 always leaves the latest."""
    copies = backups_of(database)
    spared = [path for path in copies if path in sparing]
    # A copy named later than now was named by a wrong clock (this computer's before it was
    # set right, or another's set ahead): it goes first, or it would outlive every copy
    # taken from now on, each deleted at the next step.
    now = datetime.now(UTC)
    others = sorted(
        (path for path in copies if path not in sparing),
        key=lambda path: _named_at(database, path) <= now,
    )
    room = max(max(keep, 1) - len(spared), 0)
    for old in others[: max(len(others) - room, 0)]:
        old.unlink(missing_ok=True)
        for suffix in COMPANIONS:  # left by whoever opened it to look
            old.with_name(old.name + suffix).unlink(missing_ok=True)
    pattern = f"{glob.escape(database.stem)}-*{PARTIAL_SUFFIX}"
    for leftover in backup_folder(database).glob(pattern):
        leftover.unlink(missing_ok=True)
