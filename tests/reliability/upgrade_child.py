"""A Torneo process that dies in the middle of an upgrade or a backup (power loss tests).

upgrade_child.py DATABASE open
    opens the database (backup, then upgrade), prints `opened`
upgrade_child.py DATABASE die-before-version-update
    opens it, but the process ends abruptly (os._exit) right after a migration's changes
    ran and before the new schema revision is written: the worst moment of an upgrade
upgrade_child.py DATABASE backups
    takes rolling backups in a loop, printing `backup PATH` after each (until killed)
"""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path
from typing import Any

from alembic.runtime import migration

from tournament_app.services import open_services
from tournament_app.storage import backups
from tournament_app.storage.backups import backup_sqlite


def _die(*_args: Any, **_kwargs: Any) -> None:
    os._exit(9)  # no cleanup at all, as when the power goes


class _DyingConnection:
    """A sqlite3 connection whose backup copies page by page and dies after two pages."""

    def __init__(self, real: sqlite3.Connection) -> None:
        self.real = real

    def backup(self, target: Any, **_options: Any) -> None:
        steps = []

        def progress(*_args: Any) -> None:
            steps.append(1)
            if len(steps) == 2:
                _die()

        self.real.backup(getattr(target, "real", target), pages=1, progress=progress)

    def close(self) -> None:
        self.real.close()


class _DyingSqlite:
    """Stands in for the sqlite3 module inside `storage.backups`."""

    @staticmethod
    def connect(*args: Any, **kwargs: Any) -> _DyingConnection:
        return _DyingConnection(sqlite3.connect(*args, **kwargs))


def main(argv: list[str]) -> int:
    """Run one mode; returns the exit code."""
    database, mode = argv
    if mode == "die-before-version-update":
        migration.HeadMaintainer.update_to_step = _die  # type: ignore[method-assign]
    if mode in ("open", "die-before-version-update"):
        open_services(database).close()
        print("opened", flush=True)
        return 0
    if mode == "die-during-backup":
        backups.sqlite3 = _DyingSqlite  # type: ignore[assignment]
        backup_sqlite(Path(database), reason="cut-short")
        return 0
    if mode == "backups":
        print("ready", flush=True)
        while True:
            print(f"backup {backup_sqlite(Path(database), reason='loop', keep=3)}", flush=True)
    raise ValueError(f"unknown mode {mode}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
