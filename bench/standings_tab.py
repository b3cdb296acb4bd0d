"""Standings tab: a result typed on the Results page, then the Standings tab brought up.

The director types a sheet and presses Enter, then looks at the standings (or the room does,
on the projector). Timed in the real window (offscreen): the Enter, then bringing up the
Standings tab until its table holds the new figures; with the projector open, the Enter,
the projector's redraw and the tab. The standings service's rankings are counted over the
same span (each call of `StandingsService._rank` is one ranking computed). The baseline is
the floor the window cannot beat: the same save and one ranking through the services with
no window, timed turn and turn about with the window on a copy of the same database, a
250-table burraco tournament (500 pairs, three rounds played, the fourth in play).

`python -m bench.standings_tab --profile` prints where the Enter and the tab spend their
time (cProfile, in this same harness) instead of the figures.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TABLES = 250
TARGET_MS = 50
"""Enter, the projector's redraw and the tab together, with one ranking per result (#18)."""
QUICK_TABLES = 40
ROUNDS_PLAYED = 3
ENTERS = 8


@contextmanager
def counted_rankings() -> Iterator[list[int]]:
    """Count the standings service's ranking computations while the block runs."""
    from tournament_app.services.standings.service import StandingsService

    count = [0]
    original = StandingsService._rank

    def counting(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        count[0] += 1
        return original(self, *args, **kwargs)

    StandingsService._rank = counting  # type: ignore[method-assign]
    try:
        yield count
    finally:
        StandingsService._rank = original  # type: ignore[method-assign]


def _window(folder: Path, path: str, tid: int):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from tournament_app.services import open_services
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.dialogs import ScriptedDialogs
    from tournament_app.ui.main_window.window import MainWindow
    from tournament_app.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    context = AppContext(
        open_services(path, station="bench"),
        dialogs=ScriptedDialogs(),
        settings=Settings(folder / "gui.ini"),
        station="bench",
        language="en",
        database=path,
    )
    window = MainWindow(context)
    window.resize(1366, 768)
    window.show()
    window.open_tournament(tid)
    app.processEvents()
    return app, context, window


def _settle(app) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        app.processEvents()


def _figures(
    folder: Path, tables: int, *, projector: bool, profiles: dict[str, Any] | None = None
) -> dict[str, list[float]]:
    """Per Enter: ms of the Enter, of the projector's redraw, of bringing up the tab, of
    the bare save and ranking; and the rankings computed by the window per Enter. With
    `profiles`, the Enter and the tab are each profiled there ("enter", "tab": cProfile),
    the projector's redraw in the Enter's."""
    from bench.storage import build
    from tournament_app.services import TournamentId, open_services
    from tournament_app.ui.main_window.window import TAB_RESULTS, TAB_STANDINGS

    path, tid = build(folder, 2 * tables, ROUNDS_PLAYED, open_round=True)
    # The baseline saves on its own copy of the evening: a second station writing to the
    # window's database would make every ranking there read the evening again.
    bare_path = shutil.copy(path, folder / "bare.sqlite3")
    in_play = ROUNDS_PLAYED + 1
    app, context, window = _window(folder, path, tid)
    bare_services = open_services(str(bare_path), station="bare")
    checker = open_services(path, station="check")  # reads only: ranks from the database
    page, standings = window.results_page, window.standings_page
    window.show_page(TAB_STANDINGS)  # looked at once before the evening's typing
    _settle(app)
    if projector:
        window.show_projector()
        _settle(app)
    figures: dict[str, list[float]] = {  # ms, but "rankings": how many per result
        "enter": [],
        "projector": [],
        "tab": [],
        "bare": [],
        "cpu": [],
        "bare cpu": [],
        "rankings": [],
    }
    enter_profile = _profiler(profiles, "enter")
    tab_profile = _profiler(profiles, "tab")
    for number in range(1, ENTERS + 1):
        window.show_page(TAB_RESULTS)
        _settle(app)
        with counted_rankings() as count:
            page.table_edit.setText(str(number))
            page.ns_edit.setText("640")
            page.ew_edit.setText("245")
            with enter_profile:
                cpu_started = time.thread_time()
                started = time.perf_counter()
                page.submit()
                app.processEvents()
                entered = time.perf_counter()
                shown_on_wall = entered
                if projector and window.projector is not None:
                    # What its timer does once the burst settles (the pause itself is no work).
                    window.projector.pending.stop()
                    window.projector.pending.timeout.emit()
                    shown_on_wall = time.perf_counter()
            with tab_profile:
                window.show_page(TAB_STANDINGS)
                app.processEvents()
                shown = time.perf_counter()
                cpu_shown = time.thread_time()
        figures["enter"].append(entered - started)
        figures["projector"].append(shown_on_wall - entered)
        figures["tab"].append(shown - shown_on_wall)
        figures["rankings"].append(count[0])
        figures["cpu"].append(cpu_shown - cpu_started)
        fresh = checker.standings.overall(TournamentId(tid))
        assert tuple(standings.model.rows()) == fresh, "the tab does not show the new figures"
        bare_cpu = time.thread_time()
        started = time.perf_counter()
        bare_services.results.enter_totals(
            TournamentId(tid), in_play, tables // 2 + number, 640, 245
        )
        bare_services.standings.overall(TournamentId(tid))
        figures["bare"].append(time.perf_counter() - started)
        figures["bare cpu"].append(time.thread_time() - bare_cpu)
    window.close_projector()
    window.close()
    window.deleteLater()
    app.processEvents()
    context.close()
    bare_services.close()
    checker.close()
    return figures


def _profiler(profiles: dict[str, Any] | None, name: str) -> Any:
    """A cProfile.Profile kept in `profiles` under `name` (a context manager that profiles
    what runs inside it), or a context doing nothing."""
    if profiles is None:
        return nullcontext()
    import cProfile

    return profiles.setdefault(name, cProfile.Profile())


def profile(*, quick: bool = False, lines: int = 30) -> str:
    """Where the Enter and the tab spend their time (projector closed): cProfile's
    functions by cumulative time, then by own time. Not part of the document; run with
    `python -m bench.standings_tab --profile` to see what to make faster next."""
    import io
    import pstats

    profiles: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="torneo-bench-tab-") as name:
        _figures(Path(name), QUICK_TABLES if quick else TABLES, projector=False, profiles=profiles)
    out = io.StringIO()
    for label in ("enter", "tab"):
        print(f"===== {label} ({ENTERS} results)", file=out)
        for order in ("cumulative", "tottime"):
            stats = pstats.Stats(profiles[label], stream=out)
            stats.strip_dirs().sort_stats(order).print_stats(lines)
    return out.getvalue()


def run(*, quick: bool = False) -> str:
    """Median Enter + Standings tab against the bare save and ranking."""
    tables = QUICK_TABLES if quick else TABLES
    rows = []
    for projector in (False, True):
        with tempfile.TemporaryDirectory(prefix="torneo-bench-tab-") as name:
            figures = _figures(Path(name), tables, projector=projector)
        counts = figures.pop("rankings")
        ms = {key: statistics.median(values) * 1000 for key, values in figures.items()}
        total = ms["enter"] + ms["projector"] + ms["tab"]
        rankings = f"{statistics.median(counts):g} (at most {max(counts)})"
        wall = f"{ms['projector']:.0f} ms" if projector else "—"
        met = total < TARGET_MS and max(counts) <= 1
        rows.append(
            f"| {tables} | {'open' if projector else 'closed'} | {ms['enter']:.0f} ms | {wall} "
            f"| {ms['tab']:.0f} ms | {total:.0f} ms | {rankings} "
            f"| {ms['bare']:.0f} ms | {total / ms['bare']:.1f}x "
            f"| {ms['cpu']:.0f} ms | {ms['bare cpu']:.0f} ms | {'met' if met else 'missed'} |"
        )
    return (
        "## Standings tab after a result (Enter, then the tab)\n\n"
        "`python -m bench standings_tab` — median of "
        f"{ENTERS} results on a {tables}-table burraco evening ({ROUNDS_PLAYED} rounds played): "
        "Enter on the Results page, the projector's redraw when it is open, then the "
        "Standings tab brought up with the new figures; rankings the standings service "
        "computed per result. Baseline: the same save and one ranking through the services, "
        "no window. CPU: the main thread's, steadier than the wall clock on a busy machine.\n\n"
        "| tables | projector | Enter | projector redraw | Standings tab | in all "
        "| rankings per result | baseline save + ranking | ratio "
        f"| in all, main-thread CPU | baseline CPU | < {TARGET_MS} ms in all, 1 ranking |\n"
        "|---:|:-:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|\n" + "\n".join(rows) + "\n"
    )


if __name__ == "__main__":
    if "--profile" in sys.argv:
        print(profile(quick="--quick" in sys.argv))
    else:
        print(run(quick="--quick" in sys.argv))
