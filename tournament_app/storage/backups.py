"""Rolling copies of a SQLite database, made with SQLite's online backup API.

Taken before every migration and at each round's publication. Only the newest `keep` copies
stay. A PostgreSQL database is backed up by its server's own tools, not here.
"""

from __future__ import annotations

import os
import re
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

DEFAULT_KEEP = 10
PARTIAL_SUFFIX = ".partial"
_REASON = re.compile(r"[^a-z0-9]+")


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
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    label = _REASON.sub("-", reason.lower()).strip("-") or "backup"
    target = folder / f"{database.stem}-{stamp}-{label}.sqlite3"
    # Written under a temporary name and renamed when complete, so a copy cut short (a
    # crash, a full disk) is never listed or restored as a backup.
    partial = target.with_suffix(PARTIAL_SUFFIX)
    source = sqlite3.connect(read_only_uri(database), uri=True)
    try:
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    os.replace(partial, target)
    prune(database, keep=keep)
    return target


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
