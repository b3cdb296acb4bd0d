"""The frozen binary's entry point: the same `main` the `torneo` console script runs.

One addition for unattended runs (installer/smoke_test.py, bench/startup.py): with
TORNEO_SMOKE_QUIT_MS=N in the environment, a GUI start quits by itself N milliseconds after
launch, or as soon as the main window is up and the event loop turns if that takes longer.
"""

import multiprocessing
import os
import sys

from tournament_app.__main__ import _wants_gui, main

QUIT_VARIABLE = "TORNEO_SMOKE_QUIT_MS"
_held: list[object] = []  # keeps the pre-made QApplication alive until the process ends


def arm_quit_timer(args: list[str]) -> bool:
    """Make the application quit by itself when QUIT_VARIABLE asks; True if armed.

    The QApplication is made here, before `run_gui`, which takes an existing instance; the
    timer fires only once the event loop runs, i.e. after the main window is shown. The
    command line never gets here, so it never loads Qt.
    """
    delay = os.environ.get(QUIT_VARIABLE, "").strip()
    if not delay.isdigit() or not _wants_gui(args):
        return False
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    QTimer.singleShot(int(delay), app.quit)
    _held.append(app)
    return True


if __name__ == "__main__":
    # A frozen app that ever starts a worker process must call this first (a no-op otherwise).
    multiprocessing.freeze_support()
    arm_quit_timer(sys.argv[1:])
    sys.exit(main())
