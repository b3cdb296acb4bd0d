"""Opening a tournament file and reading its members within bounds, as plain JSON.

Whatever the bytes: a device such as /dev/zero, a file far larger than any tournament, a
member that unpacks huge (a zip bomb), a member that is not JSON, a format version Torneo
never wrote, each is an ArchiveError naming the file and what is wrong, before more is read
than the bound (`storage.limits`).
"""

from __future__ import annotations

import json
import math
import zipfile
from pathlib import Path
from typing import Any

from tournament_app.services.archive.errors import ArchiveError, ArchiveProblem, quoted
from tournament_app.storage import limits
from tournament_app.storage.errors import file_reason
from tournament_app.storage.file_bounds import TooLarge, check_file, member_bytes

FORMAT_VERSION_KEY = "format_version"


def open_archive(path: Path) -> zipfile.ZipFile:
    """The zip `path` holds: NOT_A_ZIP, UNREADABLE (a device, a missing file) or CORRUPT
    past limits.TOURNAMENT_FILE_BYTES, looked at before a byte is read."""
    try:
        check_file(path, limits.TOURNAMENT_FILE_BYTES)
        return zipfile.ZipFile(path)
    except TooLarge:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "file too large") from None
    except zipfile.BadZipFile:
        raise ArchiveError(ArchiveProblem.NOT_A_ZIP, path) from None
    except OSError as error:
        raise ArchiveError(ArchiveProblem.UNREADABLE, path, file_reason(error)) from None


def member(archive: zipfile.ZipFile, name: str, path: Path, limit: int) -> bytes:
    """Member `name`'s bytes, at most `limit` unpacked whatever its header says; CORRUPT
    "NAME too large" past it, CORRUPT with zipfile's words when it does not unpack."""
    try:
        return member_bytes(archive, name, limit)
    except TooLarge:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{name} too large") from None
    except (zipfile.BadZipFile, OSError, EOFError, ValueError) as error:
        # zlib's own errors are a zipfile.BadZipFile or an OSError by then; ValueError: a
        # member compressed in a way this Python cannot unpack.
        raise ArchiveError(ArchiveProblem.CORRUPT, path, str(error)) from None


def json_member(archive: zipfile.ZipFile, name: str, path: Path, limit: int) -> Any:
    """Member `name` read as plain JSON (see `plain_json`)."""
    return plain_json(member(archive, name, path, limit), name, path)


def plain_json(raw: bytes, name: str, path: Path) -> Any:
    """Plain JSON only: NaN, Infinity and numbers too large for a float (1e400) are not
    numbers any column takes, and a document nested past Python's recursion limit is not one
    Torneo writes."""
    try:
        return json.loads(raw, parse_constant=_not_a_number, parse_float=_finite)
    except (ValueError, RecursionError):
        raise ArchiveError(ArchiveProblem.CORRUPT, path, f"{name} is not JSON") from None


def format_version(manifest: dict[str, Any], path: Path, newest: int) -> int:
    """The manifest's format version: a whole number from 1 to `newest` (TOO_NEW above it,
    CORRUPT when missing or anything else: 0, -1, 1.0, "2", true)."""
    if FORMAT_VERSION_KEY not in manifest:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "format version missing")
    version = manifest[FORMAT_VERSION_KEY]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ArchiveError(ArchiveProblem.CORRUPT, path, "format version unknown")
    if version > newest:
        raise ArchiveError(ArchiveProblem.TOO_NEW, path, quoted(str(version)))
    return version


def _not_a_number(text: str) -> Any:
    raise ValueError(text)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(text)
    return number
