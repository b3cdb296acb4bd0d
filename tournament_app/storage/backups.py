"""Rolling copies of a SQLite database, made with SQLite's online backup API.

Taken before every migration, at each round's publication and before a copy is restored;
only the newest `keep` copies stay. A copy saved where the director asks, and a copy put
back, go through SQLite's backup API too. A PostgreSQL database is backed up by its
server's own tools, not here.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
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


def backup_folder(database: Path) -> Path:
    """Where the copies of `database` go: a folder beside it named after it."""
    return database.with_name(f"{database.stem}-backups")


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
    prune(database, keep=keep)
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
    match = _COPY.fullmatch(copy.name.removeprefix(f"{database.stem}-"))
    if match is None:
        return None
    taken_at = datetime.strptime(match.group("stamp"), STAMP).replace(tzinfo=UTC)
    return CopyName(taken_at, match.group("reason"))


def read_only_uri(path: Path) -> str:
    """A SQLite URI opening `path` read-only (quoted: names may hold spaces, # or ?)."""
    return f"{path.resolve().as_uri()}?mode=ro"


def backups_of(database: Path) -> list[Path]:
    """The copies of `database`, oldest first."""
    folder = backup_folder(database)
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{database.stem}-*.sqlite3"))


def prune(database: Path, *, keep: int) -> None:
    """Delete all but the newest `keep` copies (keep >= 1 always leaves the latest), and any
    copy an earlier crash left unfinished."""
    copies = backups_of(database)
    for old in copies[: max(len(copies) - max(keep, 1), 0)]:
        old.unlink(missing_ok=True)
    for leftover in backup_folder(database).glob(f"{database.stem}-*{PARTIAL_SUFFIX}"):
        leftover.unlink(missing_ok=True)
