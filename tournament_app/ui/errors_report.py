"""What the director sees when Torneo itself fails: a message, never a silent window.

An error no page foresaw (a bug) reaches `sys.excepthook`: PySide6 sends there what a slot
raises. On Windows the windowed program has no console, so a traceback printed there is
lost; here it is appended to `torneo-errors.log` in the data folder and a box says what
happened, that the confirmed work is in the database (each action commits or rolls back
whole), and where the details are.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from tournament_app.paths import data_dir

ERROR_LOG = "torneo-errors.log"
# Past this size the log starts again, keeping the previous one as torneo-errors.log.1.
MAX_LOG_BYTES = 512_000

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def error_log_path() -> Path:
    """Where unexpected errors are written, for the director to send on."""
    return data_dir() / ERROR_LOG


def _masked(text: str) -> str:
    """`text` with any database address in it shown without its password (a traceback may
    quote the address a connection was made to)."""
    try:
        from tournament_app.services.addresses import masked_in_text
    except ImportError:  # the services themselves failed to load: no address to mask
        return text
    return masked_in_text(text)


def write_error(error: BaseException) -> Path | None:
    """Append the error with its traceback and the time; the log's path, or None if even
    that cannot be written (a full disk must not turn one error into two)."""
    from tournament_app import __version__

    path = error_log_path()
    lines = [_masked(line) for line in traceback.format_exception(error)]
    stamp = datetime.now().isoformat(timespec="seconds")
    try:
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            path.replace(path.with_name(ERROR_LOG + ".1"))
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {stamp} Torneo {__version__}\n{''.join(lines)}\n")
    except OSError:
        return None
    return path


def error_text(error: BaseException, log: Path | None) -> str:
    """The sentence the box shows, in the interface language."""
    translate = QCoreApplication.translate
    what = _masked(f"{type(error).__name__}: {error}".strip().rstrip(":"))
    text = translate(
        "ErrorReport",
        "Torneo met an unexpected error: {0}\n\n"
        "Everything confirmed before it is safe: each result and change is written to the "
        "database as soon as it is confirmed. Check the last thing you did, then carry on.",
    ).replace("{0}", what)
    if log is not None:
        text += "\n\n" + translate(
            "ErrorReport",
            "The details are in {0}: please send that file to whoever looks after Torneo "
            "for your club.",
        ).replace("{0}", str(log))
    return text


def report(error: BaseException, parent: QWidget | None = None) -> None:
    """Write the error down and tell the director (the box waits for them)."""
    log = write_error(error)
    if sys.stderr is not None:  # a windowed program on Windows has none
        traceback.print_exception(type(error), error, error.__traceback__, file=sys.stderr)
    if QApplication.instance() is not None:
        # Imported here: PySide makes a Qt class, with its enums, when first named.
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(parent, "Torneo", error_text(error, log))


class ErrorReporter:
    """A `sys.excepthook` that reports unexpected errors, and gives the hook back on exit."""

    def __init__(self) -> None:
        self.previous: ExceptHook = sys.excepthook
        self._reporting = False

    def __enter__(self) -> ErrorReporter:
        sys.excepthook = self
        return self

    def __exit__(self, *_exc: object) -> None:
        sys.excepthook = self.previous

    def __call__(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if self._reporting or not isinstance(error, Exception):
            # Ctrl+C, or an error raised while a report is on screen: the default way.
            self.previous(kind, error, trace)
            return
        self._reporting = True
        try:
            report(error.with_traceback(trace), QApplication.activeWindow())
        finally:
            self._reporting = False


__all__ = ["ERROR_LOG", "ErrorReporter", "error_log_path", "error_text", "report", "write_error"]
