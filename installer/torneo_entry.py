"""The frozen binary's entry point: the same `main` the `torneo` console script runs.

For unattended runs (installer/smoke_test.py, bench/startup.py) a GUI start also reads:

- TORNEO_SMOKE_QUIT_MS=N: quit by itself N milliseconds after launch, or as soon as the main
  window has opened its database if that takes longer. It prints "window shown" when the
  event loop first turns with the window on screen, and "window ready" once the database is
  open and the pages are built (bench/startup.py times both lines);
- TORNEO_SMOKE_CREATE_DEMO=1 (with the above): just before quitting, do what the start
  page's "Create the demo tournaments" button does; the exit code is ACTION_FAILED unless
  the window then shows a tournament;
- TORNEO_SMOKE_OPEN_TOURNAMENT=ID (with the above): just before quitting, open that
  tournament as a double-click on the start page does; ACTION_FAILED if it could not.

Before quitting it prints the main window's menu titles ("menus: File | ..."), so a run can
tell which language the window speaks. While the variable is set, an error or warning box
appearing at any moment ends the run at once with DIALOG_SHOWN and the box's text on
stderr: nobody is there to close it, and an empty machine must never show one.
"""

import os
import sys
import time

from tournament_app.__main__ import _wants_gui, main

QUIT_VARIABLE = "TORNEO_SMOKE_QUIT_MS"
DEMO_VARIABLE = "TORNEO_SMOKE_CREATE_DEMO"
OPEN_VARIABLE = "TORNEO_SMOKE_OPEN_TOURNAMENT"
ACTION_FAILED = 4
DIALOG_SHOWN = 5
PAINT_MS = 300  # time for the opened tournament's pages to fill in and paint before quitting
WATCH_MS = 200
_held: list[object] = []  # keeps the pre-made QApplication and its timers alive


def arm_quit_timer(args: list[str]) -> bool:
    """Make the application quit by itself when QUIT_VARIABLE asks; True if armed.

    The QApplication is made here, before `run_gui`, which takes an existing instance; the
    timer fires only once an event loop runs, i.e. after the main window is shown. The
    command line never gets here, so it never loads Qt.
    """
    delay = os.environ.get(QUIT_VARIABLE, "").strip()
    if not delay.isdigit() or not _wants_gui(args):
        return False
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    wanted = os.environ.get(OPEN_VARIABLE, "").strip()
    demo = os.environ.get(DEMO_VARIABLE, "").strip() == "1"
    launched = time.monotonic()

    def finish() -> None:
        print_menus(app)
        done = True
        if demo:
            done = create_demo(app)
        if done and wanted.isdigit():
            done = open_tournament(app, int(wanted))
        if not done:
            app.exit(ACTION_FAILED)
        elif demo or wanted:
            QTimer.singleShot(PAINT_MS, app.quit)
        else:
            app.quit()

    def when_ready() -> None:
        print("window ready", flush=True)
        # The process's CPU time so far: bench/startup.py compares it, steadier than the
        # clock on a busy machine.
        print(f"cpu {time.process_time():.4f}", flush=True)
        waited = int((time.monotonic() - launched) * 1000)
        QTimer.singleShot(max(0, int(delay) - waited), finish)

    def first_turn() -> None:
        # Armed before `run_gui` shows the window, so it fires on the loop's first turn.
        window = main_window(app)
        if window is None:
            print("no main window on screen", file=sys.stderr, flush=True)
            app.exit(ACTION_FAILED)
            return
        print("window shown", flush=True)
        if is_ready(window):
            when_ready()
        else:
            window.ready.connect(when_ready)  # type: ignore[attr-defined]

    QTimer.singleShot(0, first_turn)
    watchdog = QTimer()
    watchdog.setInterval(WATCH_MS)
    watchdog.timeout.connect(lambda: stop_on_error_box(app))
    watchdog.start()
    _held.extend((app, watchdog))
    return True


def print_menus(app: object) -> None:
    """Print the main window's menu titles on one line ("menus: &File | &View | ...")."""
    window = main_window(app)
    bar = window.menuBar() if window is not None else None  # type: ignore[attr-defined]
    titles = [action.text() for action in bar.actions()] if bar is not None else []
    print("menus: " + " | ".join(titles), flush=True)


def error_box_text(app: object) -> str | None:
    """The title and text of an error or warning box on screen, if there is one."""
    from PySide6.QtWidgets import QMessageBox

    alarming = (QMessageBox.Icon.Critical, QMessageBox.Icon.Warning)
    for widget in app.topLevelWidgets():  # type: ignore[attr-defined]
        if isinstance(widget, QMessageBox) and widget.isVisible() and widget.icon() in alarming:
            return f"{widget.windowTitle()}: {widget.text()}"
    return None


def stop_on_error_box(app: object) -> None:
    """End the process with DIALOG_SHOWN if an error box is up (it may sit in a nested loop)."""
    text = error_box_text(app)
    if text is not None:
        print(f"error box on screen: {text}", file=sys.stderr, flush=True)
        os._exit(DIALOG_SHOWN)  # a quit would only leave the box's loop, not the app's


def main_window(app: object) -> object | None:
    """The top-level window that opens tournaments (Torneo's main window), if shown."""
    for widget in app.topLevelWidgets():  # type: ignore[attr-defined]
        opens = callable(getattr(widget, "open_tournament", None))
        if opens and hasattr(widget, "ready") and widget.isVisible():
            return widget
    return None


def is_ready(window: object) -> bool:
    """True once the main window has its database open (it shows before opening it)."""
    return getattr(window, "context", None) is not None


def create_demo(app: object) -> bool:
    """Press the start page's demo button; True if the window then shows a tournament."""
    window = main_window(app)
    creator = getattr(getattr(window, "start_page", None), "create_demo", None)
    if not callable(creator):
        print(f"{DEMO_VARIABLE}: no start page that creates the demo", file=sys.stderr)
        return False
    creator()
    return getattr(window.context, "tournament_id", None) is not None  # type: ignore[union-attr]


def open_tournament(app: object, tournament_id: int) -> bool:
    """Ask the main window to open a tournament; True if it then shows that tournament."""
    window = main_window(app)
    if window is None:
        print(
            f"{OPEN_VARIABLE}: no main window to open tournament {tournament_id}", file=sys.stderr
        )
        return False
    context = window.context  # type: ignore[attr-defined]
    known = {int(t.id) for t in context.services.tournaments.list()}
    if tournament_id not in known:
        # Opening it would raise a modal error box that nobody is there to close.
        print(f"{OPEN_VARIABLE}: no tournament {tournament_id} here", file=sys.stderr)
        return False
    window.open_tournament(tournament_id)  # type: ignore[attr-defined]
    return getattr(context, "tournament_id", None) == tournament_id


if __name__ == "__main__":
    if any(
        a == "--multiprocessing-fork" or a.startswith("from multiprocessing.") for a in sys.argv
    ):
        # Only `torneo hall --processes N` starts worker processes (this program again, with
        # these words; its resource tracker too): multiprocessing is imported for them alone,
        # since it costs start-up time.
        import multiprocessing

        multiprocessing.freeze_support()
    arm_quit_timer(sys.argv[1:])
    sys.exit(main())
