"""Saving to a file the director picks: the picker, the writing off the GUI thread, and
another try on the same choice when the services refuse the file.

The services decide which files may be written (`services.output_files`: never the open
database, its copies' folder or an existing file of another kind); the window shows their
sentence and opens the picker again on the name refused, so the director corrects it rather
than starting over. Nothing is written until a name is accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tournament_app.services import ErrorCode, ServiceError
from tournament_app.ui.worker import run_with_progress

T = TypeVar("T")


def save_to_chosen_file(
    parent: QWidget,
    context: Any,
    title: str,
    filters: str,
    proposed: Path,
    write: Callable[[Path], T],
    *,
    busy: str,
) -> tuple[Path, T] | None:
    """Ask where to save (the picker opening on `proposed`, asking before it replaces a
    file), then `write(path)` in a worker thread with `busy` ("{0}": the file's name) shown.

    Returns the path and what `write` returned; None when the director cancels or the
    writing failed (the reason shown). A file the services refuse is explained and the
    picker opens again on it.
    """
    while True:
        chosen = context.dialogs.save_file(parent, title, filters, str(proposed))
        if not chosen:
            return None
        path = Path(chosen)
        try:
            result = run_with_progress(parent, busy.replace("{0}", path.name), partial(write, path))
        except ServiceError as error:
            context.dialogs.warn(parent, title, context.describe_error(error))
            if error.code is ErrorCode.OUTPUT_REFUSED:
                proposed = path
                continue
            return None
        except OSError as error:
            context.dialogs.error(parent, title, not_written(path, error))
            return None
        except Exception as error:  # a bug: said, never a silent failure
            context.dialogs.error(parent, title, context.describe_error(error))
            return None
        return path, result


def not_written(path: Path, error: OSError) -> str:
    """The sentence for a file the system would not let Torneo write."""
    return (
        QCoreApplication.translate(
            "ExportActions",
            "Could not write {0}: {1}. Choose another folder or close the file elsewhere.",
        )
        .replace("{0}", str(path))
        .replace("{1}", error.strerror or str(error))
    )
