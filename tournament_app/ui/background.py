"""Asking the database something without holding the window: the question runs in a thread of
its own, the answer comes back to the window's thread.

A server that stops answering holds whoever asked it until its bound (storage/server.py): a
window that asked on its own thread would freeze for that long, every key and every repaint
with it. `in_background` never waits: the window goes on, and `done(result, error)` runs on
the window's thread once the answer (or the failure) is there. A question whose asker was
closed meanwhile is simply dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import suppress
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal

Done = Callable[[Any, BaseException | None], None]


class _Reply(QObject):
    """Lives on the window's thread: the signal emitted from the worker is queued to it.

    It has no parent and is kept in `_WAITING` until delivered, so it is never deleted while
    the worker may still emit (its owner closed meanwhile), nor by the worker's thread."""

    answered = Signal(object, object)

    def __init__(self, done: Done, owner: QObject | None) -> None:
        super().__init__()
        self.answered.connect(self._deliver)
        self._done = done
        self._owner = owner

    def _deliver(self, result: Any, error: BaseException | None) -> None:
        self.deleteLater()
        if self._owner is not None and not shiboken6.isValid(self._owner):
            return  # its asker was closed meanwhile
        self._done(result, error)


_WAITING: set[_Reply] = set()
"""Replies still owed or delivered (a delivered one is deleted by Qt, then dropped here)."""


def in_background(action: Callable[[], Any], done: Done, *, owner: QObject | None = None) -> None:
    """Run `action()` in a daemon thread (never one that keeps the program from closing) and
    hand `done` its result or its exception on the window's thread. `owner`: the object the
    answer belongs to; once it is deleted the answer is dropped."""
    for gone in [reply for reply in _WAITING if not shiboken6.isValid(reply)]:
        _WAITING.discard(gone)
    reply = _Reply(done, owner)
    _WAITING.add(reply)

    def ask() -> None:
        try:
            result: Any = action()
        except Exception as error:  # handed to the window's thread, which decides
            outcome: tuple[Any, BaseException | None] = (None, error)
        else:
            outcome = (result, None)
        with suppress(RuntimeError):  # the program is closing
            reply.answered.emit(*outcome)

    threading.Thread(target=ask, name="torneo-ask", daemon=True).start()


__all__ = ["in_background"]
