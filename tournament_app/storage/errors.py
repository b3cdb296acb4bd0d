"""Why a database could not be opened (the services word these for the director)."""

from __future__ import annotations


class DatabaseError(Exception):
    """A database was refused or unreachable; it was left as it was."""

    def __init__(self, location: str, detail: str = "") -> None:
        self.location = location
        self.detail = detail
        super().__init__(f"{location}: {detail}" if detail else location)


class DatabaseTooNew(DatabaseError):
    """The schema revision is unknown to this Torneo: a newer version wrote it."""

    def __init__(self, location: str, revision: str) -> None:
        self.revision = revision
        super().__init__(location, f"schema revision {revision} is newer than this Torneo")


class NotATorneoDatabase(DatabaseError):
    """The file is not SQLite, or a SQLite database that another program made."""


class DatabaseDamaged(DatabaseError):
    """A Torneo database whose pages fail SQLite's own check (a damaged disk or copy)."""


class DatabaseUnreachable(DatabaseError):
    """The file cannot be created or read, or the server does not answer."""
