"""Result entry: one Enter on the results page's quick line, against the bare service write.

The director types table, NS, EW, Enter a few hundred times an evening; each Enter saves the
result and redraws what is on screen (the table list, the status bar). The baseline is the
same save through `services.results.enter_totals` with no window at all, timed in the same
run on the same database size, so the ratio says what the window adds. Sizes follow the
director's day: 20 to 250 tables.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Club evenings to national events (the design's 20 to 250 tables).
TABLES = (20, 100, 250)
QUICK_TABLES = (20,)
ENTRIES_TIMED = 20


def _evening(folder: Path, tables: int, name: str):  # type: ignore[no-untyped-def]
    """A tournament of 2 x tables pairs with round 1 published, and its services."""
    from tournament_app.services import (
        BurracoSettings,
        Game,
        PlayerSpec,
        TournamentDraft,
        open_services,
    )

    services = open_services(str(folder / f"{name}.sqlite3"), station="bench")
    tournament = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name=name, settings=BurracoSettings())
    )
    for number in range(1, 2 * tables + 1):
        services.entries.add(
            tournament.id,
            [
                PlayerSpec(surname=f"Rossi{number}", name="A"),
                PlayerSpec(surname=f"Neri{number}", name="B"),
            ],
        )
    made = services.rounds.generate(tournament.id)
    services.rounds.publish(tournament.id, made.number)
    return services, tournament.id


def _service_times(folder: Path, tables: int) -> list[float]:
    services, tid = _evening(folder, tables, f"service-{tables}")
    times = []
    for table in range(1, ENTRIES_TIMED + 1):
        started = time.perf_counter()
        services.results.enter_totals(tid, 1, table, 640, 245)
        times.append(time.perf_counter() - started)
    services.close()
    return times


def _window_times(folder: Path, tables: int) -> list[float]:
    from PySide6.QtWidgets import QApplication

    from tournament_app.ui.context import AppContext
    from tournament_app.ui.dialogs import ScriptedDialogs
    from tournament_app.ui.main_window.window import TAB_RESULTS, MainWindow
    from tournament_app.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    services, tid = _evening(folder, tables, f"window-{tables}")
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=Settings(folder / f"gui-{tables}.ini"),
        station="bench",
        language="en",
        database=str(folder / f"window-{tables}.sqlite3"),
    )
    window = MainWindow(context)
    window.show()
    window.open_tournament(tid)
    window.show_page(TAB_RESULTS)
    page = window.results_page
    times = []
    for table in range(1, ENTRIES_TIMED + 1):
        page.table_edit.setText(str(table))
        page.ns_edit.setText("640")
        page.ew_edit.setText("245")
        started = time.perf_counter()
        page.submit()
        app.processEvents()
        times.append(time.perf_counter() - started)
    window.close()
    window.deleteLater()
    app.processEvents()  # let Qt destroy the window before the interpreter exits
    context.close()
    return times


def run(*, quick: bool = False) -> str:
    """Median time of one Enter on the results page against the bare save, per size."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="torneo-bench-entry-") as name:
        folder = Path(name)
        for tables in QUICK_TABLES if quick else TABLES:
            bare = statistics.median(_service_times(folder, tables))
            window = statistics.median(_window_times(folder, tables))
            rows.append(
                f"| {tables} | {bare * 1000:.0f} ms | {window * 1000:.0f} ms "
                f"| {window / bare:.1f}x |"
            )
    return (
        "## Result entry (one Enter on the quick line)\n\n"
        "`python -m bench result_entry` — median of "
        f"{ENTRIES_TIMED} Enters: saved, VP shown, list and status bar redrawn, against the "
        "same save through the services with no window.\n\n"
        "| tables | service save | Enter in the window | ratio |\n"
        "|---:|---:|---:|---:|\n" + "\n".join(rows) + "\n"
    )


if __name__ == "__main__":
    print(run(quick="--quick" in sys.argv))
