"""Writing a finished document to where the director asked: a path or an open stream."""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO


def write_bytes(data: bytes, target: str | Path | IO[bytes]) -> None:
    """Write `data` to a stream, or to a path atomically (old file or new, never half).

    An OSError names the file the director chose, not the scratch file beside it.
    """
    if not isinstance(target, str | Path):
        target.write(data)
        return
    path = Path(target)
    partial = path.with_name(f".{path.name}.partial")
    try:
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError as error:
        raise type(error)(error.errno, error.strerror, str(path)) from None
    finally:
        partial.unlink(missing_ok=True)
