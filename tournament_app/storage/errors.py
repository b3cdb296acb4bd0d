"""Why a database could not be opened (the services word these for the director)."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path


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


class DatabaseNotReady(DatabaseError):
    """A display station cannot open the database: it is missing, empty or at an older schema,
    and a station that writes nothing can neither create nor upgrade it."""


class DatabaseReadOnly(DatabaseError):
    """An action that writes (a backup beside the file) asked of a database a display
    station opened read-only: refused, nothing written."""


class AutomaticCopyOpened(DatabaseError):
    """One of a database's automatic copies (`storage.backups.is_automatic_copy`) opened to be
    changed: it would no longer hold what its name says, and the work done in it would be
    deleted with it when the oldest copies go. Refused by its name, before anything is read or
    written; a display station, which changes nothing, may open it to look."""

    def __init__(self, location: str, folder: str) -> None:
        self.folder = folder
        super().__init__(location, "an automatic copy")


class NotARegularFile(OSError):
    """A device, a pipe or a folder named where a file is to be read: /dev/zero never ends,
    a pipe waits for a writer."""

    def __init__(self, path: Path) -> None:
        super().__init__(None, NOT_A_FILE, str(path))


class UnsupportedAddress(DatabaseError):
    """The address names a kind of database, or a driver, that Torneo cannot open (MySQL,
    PostgreSQL through psycopg2, a misspelt scheme): refused before anything is loaded."""


class InMemoryDatabase(UnsupportedAddress):
    """An in-memory SQLite database (`sqlite://`, `:memory:`, `file::memory:`): it is gone
    when the program ends, so a tournament "created" there would be kept nowhere."""


# Why a file or a server could not be used, as a short key the services word in the
# director's language (messages.SYSTEM_REASONS); whatever is not recognised stays the
# system's own text. Keys, not sentences: storage knows no language.
FOLDER_MISSING = "folder_missing"
FILE_MISSING = "file_missing"
IS_A_FOLDER = "is_a_folder"
NOT_A_FILE = "not_a_file"
NOT_ALLOWED = "permission_denied"
DISK_FULL = "disk_full"
READ_ONLY = "read_only_disk"
FILE_UNOPENABLE = "file_unopenable"
DISK_IO = "disk_io"  # SQLite could not read or write beside the file (its -shm on a full disk)
SERVER_REFUSED = "server_refused"
SERVER_UNKNOWN = "server_unknown"
SERVER_TIMEOUT = "server_timeout"
SERVER_LOGIN = "server_login"
SERVER_NO_DATABASE = "server_no_database"
SERVER_CLOSED = "server_closed"

_BY_ERRNO = {
    errno.EISDIR: IS_A_FOLDER,
    errno.ENOTDIR: FOLDER_MISSING,
    errno.EACCES: NOT_ALLOWED,
    errno.EPERM: NOT_ALLOWED,
    errno.ENOSPC: DISK_FULL,
    getattr(errno, "EDQUOT", errno.ENOSPC): DISK_FULL,  # a quota: full for this user
    errno.EROFS: READ_ONLY,
}

# The words of psycopg (and libpq under it) for a server that cannot be used, lower-cased.
_BY_SERVER_WORDS = (
    ("connection refused", SERVER_REFUSED),
    ("no route to host", SERVER_REFUSED),
    ("network is unreachable", SERVER_REFUSED),
    ("failed to resolve host", SERVER_UNKNOWN),
    ("could not translate host name", SERVER_UNKNOWN),
    ("name or service not known", SERVER_UNKNOWN),
    ("timeout expired", SERVER_TIMEOUT),
    ("timed out", SERVER_TIMEOUT),
    # The server's own bounds (storage/server.py): a statement or a lock wait cut short.
    ("due to statement timeout", SERVER_TIMEOUT),
    ("due to lock timeout", SERVER_TIMEOUT),
    # The server went away under a connection already open (stopped, restarted, the cable).
    ("server closed the connection", SERVER_CLOSED),
    ("terminating connection", SERVER_CLOSED),
    ("database system is shutting down", SERVER_CLOSED),
    # The line cut during the greeting or a reply (a switch, a cable, a server going down).
    ("connection reset", SERVER_CLOSED),
    ("could not receive data from server", SERVER_CLOSED),
    ("could not send", SERVER_CLOSED),
    ("eof detected", SERVER_CLOSED),
    ("broken pipe", SERVER_CLOSED),
    ("password authentication failed", SERVER_LOGIN),
    ("no password supplied", SERVER_LOGIN),
    ("role", SERVER_LOGIN),  # 'role "x" does not exist': the user is unknown
    ("database", SERVER_NO_DATABASE),  # 'database "x" does not exist'
)


def file_reason(error: OSError) -> str:
    """Why a file could not be used, as a reason key (FILE_MISSING when the file is not there
    but its folder is, FOLDER_MISSING when the folder is not); the system's own words for any
    other failure."""
    if isinstance(error, NotARegularFile):
        return IS_A_FOLDER if Path(str(error.filename)).is_dir() else NOT_A_FILE
    if error.errno == errno.ENOENT:
        name = error.filename
        if name is not None and not Path(str(name)).parent.is_dir():
            return FOLDER_MISSING
        return FILE_MISSING
    known = _BY_ERRNO.get(error.errno or 0)
    return known or str(error.strerror or error)


def copy_reason(error: OSError | sqlite3.Error) -> str:
    """Why a copy of a SQLite database could not be written, as a reason key (DISK_FULL for
    SQLite's "database or disk is full" as for the system's ENOSPC); the words otherwise."""
    if isinstance(error, OSError):
        return file_reason(error)
    text = str(error)
    if "disk is full" in text or "disk full" in text:
        return DISK_FULL
    if "readonly" in text or "read-only" in text:
        return READ_ONLY
    return text


def server_reason(message: str) -> str:
    """Why a server could not be reached, as a reason key, from the driver's message; the
    message's first line for anything else."""
    text = message.lower()
    for words, reason in _BY_SERVER_WORDS:
        if words in text and (words not in ("role", "database") or "does not exist" in text):
            return reason
    lines = message.strip().splitlines()
    return lines[0].strip() if lines else message
