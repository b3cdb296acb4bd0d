"""The frozen binary's entry point: the same `main` the `torneo` console script runs.

Two additions for unattended runs (installer/smoke_test.py, bench/startup.py):

- TORNEO_SMOKE_QUIT_MS=N: a GUI start quits by itself N milliseconds after launch, or as
  soon as the main window is up and the event loop turns if that takes longer;
- TORNEO_SMOKE_OPEN_TOURNAMENT=ID (with the above): just before quitting, the main window
  opens that tournament, as a director's double-click on the start page does, and the exit
  code is OPEN_FAILED if it could not.
"""

import multiprocessing
import os
import sys

from tournament_app.__main__ import _wants_gui, main

QUIT_VARIABLE = "TORNEO_SMOKE_QUIT_MS"
OPEN_VARIABLE = "TORNEO_SMOKE_OPEN_TOURNAMENT"
OPEN_FAILED = 4
PAINT_MS = 300  # time for the opened tournament's pages to fill in and paint before quitting
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
    wanted = os.environ.get(OPEN_VARIABLE, "").strip()

    def finish() -> None:
        if not wanted.isdigit():
            app.quit()
            return
        if open_tournament(app, int(wanted)):
            QTimer.singleShot(PAINT_MS, app.quit)
        else:
            app.exit(OPEN_FAILED)

    QTimer.singleShot(int(delay), finish)
    _held.append(app)
    return True


def open_tournament(app: object, tournament_id: int) -> bool:
    """Ask the main window to open a tournament; True if it then shows that tournament."""
    for widget in app.topLevelWidgets():  # type: ignore[attr-defined]
        opener = getattr(widget, "open_tournament", None)
        context = getattr(widget, "context", None)
        if callable(opener) and context is not None:
            known = {int(t.id) for t in context.services.tournaments.list()}
            if tournament_id not in known:
                # Opening it would raise a modal error box that nobody is there to close.
                print(f"{OPEN_VARIABLE}: no tournament {tournament_id} here", file=sys.stderr)
                return False
            opener(tournament_id)
            return getattr(context, "tournament_id", None) == tournament_id
    print(f"{OPEN_VARIABLE}: no main window to open tournament {tournament_id}", file=sys.stderr)
    return False


if __name__ == "__main__":
    # A frozen app that ever starts a worker process must call this first (a no-op otherwise).
    multiprocessing.freeze_support()
    arm_quit_timer(sys.argv[1:])
    sys.exit(main())
