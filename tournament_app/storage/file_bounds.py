"""Reading a file a director hands Torneo (a list of players, a tournament file) no further
than a bound, whatever the file claims.

A device such as /dev/zero never ends and a pipe blocks: only a regular file is read. Its
size on disk is checked before reading and the read itself stops one byte past the bound, so
a size that lies (a file still growing, a special file) cannot fill the memory. A zip member
is checked twice the same way: the size its header declares, then the bytes it unpacks to
(a header can lie; a zip bomb is a small file declaring a small member that unpacks huge).
The bounds themselves are in `limits`.
"""

from __future__ import annotations

import os
import stat
import zipfile
from pathlib import Path

from tournament_app.storage.errors import NotARegularFile


class TooLarge(Exception):
    """A file, or the part `part` of it (a zip member), is past `limit` bytes; nothing past
    the bound was read."""

    def __init__(self, limit: int, part: str = "") -> None:
        super().__init__(f"{part or 'file'} larger than {limit} bytes")
        self.limit = limit
        self.part = part


def check_file(path: Path, limit: int) -> None:
    """Refuse `path` unless it is a regular file of at most `limit` bytes: NotARegularFile
    for a device, a pipe or a folder, TooLarge for a bigger file, OSError when it cannot be
    looked at (missing, no permission)."""
    mode = os.stat(path)
    if not stat.S_ISREG(mode.st_mode):
        raise NotARegularFile(path)
    if mode.st_size > limit:
        raise TooLarge(limit)


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (see `check_file`)."""
    check_file(path, limit)
    with path.open("rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(limit)
    return data


def check_members(archive: zipfile.ZipFile, limit: int) -> None:
    """TooLarge when a member of `archive` declares more than `limit` bytes unpacked."""
    for info in archive.infolist():
        if info.file_size > limit:
            raise TooLarge(limit, info.filename)


def member_bytes(archive: zipfile.ZipFile, name: str, limit: int) -> bytes:
    """The unpacked bytes of member `name`, at most `limit`: its declared size is checked,
    then at most `limit` + 1 bytes are unpacked (zipfile's own errors pass through)."""
    info = archive.getinfo(name)
    if info.file_size > limit:
        raise TooLarge(limit, name)
    with archive.open(info) as member:
        data = member.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(limit, name)
    return data
