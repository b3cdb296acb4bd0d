"""How often Python's threads take turns while a hall serves: every half millisecond.

The hall's event loop answers every phone on one thread; its readers make pages and its writer
saves the tables' entries on others, all sharing Python's one lock. Each time the loop lets go
of the lock for a socket call, a thread that is making a page takes it and keeps it until the
interpreter's switch interval has passed, 5 ms by default, before the loop has it back: a
request that needs a few socket calls then waits tens of milliseconds behind a page being
made. Under the load bench (500 phones, 250 tables entering) that waiting, not the loop's own
work, made the slowest pages. A shorter interval gives the loop the lock back sooner; the
threads making pages lose a little to the more frequent turns, and nothing waits behind them.
The interval is the process's: it is set while at least one hall runs and put back after.
"""

from __future__ import annotations

import sys
import threading

SWITCH_SECONDS = 0.0005

_lock = threading.Lock()
_serving = 0
_before = 0.0


def serving() -> None:
    """A hall starts serving: the short interval, unless a shorter one is already set."""
    global _serving, _before
    with _lock:
        if _serving == 0:
            _before = sys.getswitchinterval()
            sys.setswitchinterval(min(_before, SWITCH_SECONDS))
        _serving += 1


def done() -> None:
    """A hall stopped: the interval the process had before, once no hall runs."""
    global _serving
    with _lock:
        if _serving == 0:
            return
        _serving -= 1
        if _serving == 0:
            sys.setswitchinterval(_before)
