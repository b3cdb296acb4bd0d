"""A real small disk for the tests of a full one: a tmpfs mounted in the test's folder.

CI runs as root on the same kind of machine as the developers, so mounting works there; a
machine where it is refused fails the tests that use it, never skips them.
"""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest

ROOM_LEFT = 64 * 1024  # a database of 8 pairs is 128 KiB: its copy cannot fit


def mount_small_disk(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """A 4 MiB disk of its own for a fixture to hand out, unmounted by the fixture's
    finalizer when the test ends, whatever happened."""
    where = tmp_path / "small-disk"
    where.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "torneo-small-disk", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.fail(f"a small disk could not be mounted (root and mount needed): {mounted.stderr}")
    request.addfinalizer(lambda: subprocess.run(["umount", "-l", str(where)], check=True))
    return where


def fill_disk(disk: Path, room_left: int = ROOM_LEFT) -> None:
    """Write until the disk says it is full, then give back `room_left` bytes."""
    filler = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        with pytest.raises(OSError) as full:
            while True:
                os.write(filler, b"\0" * 4096)
        assert full.value.errno == errno.ENOSPC
        os.ftruncate(filler, os.fstat(filler).st_size - room_left)
    finally:
        os.close(filler)
