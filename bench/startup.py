"""Start-up time: Torneo's main window against a bare PySide6 window, started in the same run.

Each sample is a fresh process, timed from launch until it prints that its window is on
screen: a bare QMainWindow (the baseline) prints "window shown" once its event loop turns
with the window shown. Torneo (`installer/torneo_entry.py`, the frozen bundle's own entry
point, told to by TORNEO_SMOKE_QUIT_MS=0) prints "window shown" at the same moment, then
"window ready" once its database is open and its pages are built, showing the tournament
that was open last; then it quits. Torneo is timed from source and, when `make installer`
has built it, as the frozen bundle. The samples are interleaved so a noisy machine slows
all alike. After them the 250-table starts are also counted in instructions, which the
machine's noise does not move (bench/instructions.py).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from bench import instructions

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "installer" / "out" / "torneo" / ("torneo-cli.exe" if os.name == "nt" else "torneo")
ENTRY = ROOT / "installer" / "torneo_entry.py"
TARGET_RATIO = 1.5
FLOOR_TARGET = 1.25
"""*Ready* with the 250-table evening open, against the stack floor's *ready* (issue #18)."""
TIMEOUT_S = 60
BIG_PAIRS = 500  # 250 tables: the largest evening the brief names
FLOOR_ROW = f"stack floor: bare window + SQLAlchemy reading the {BIG_PAIRS // 2}-table round"

# The least a PySide6 program does to put a main window on screen.
_WINDOW = (
    "import sys\n"
    "from PySide6.QtCore import QTimer\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication(sys.argv[:1])\n"
    "window = QMainWindow()\n"
    "window.resize(1100, 720)\n"
    "window.show()\n"
)
# The baseline: that window, quitting on the event loop's first turn.
BARE_WINDOW = (
    _WINDOW
    + "QTimer.singleShot(0, lambda: (print('window shown', flush=True), app.quit()))\n"
    + "sys.exit(app.exec())\n"
)


# The fixed stack's own floor: the same bare window, which on its first turn imports SQLAlchemy
# and its ORM (as any storage layer on this stack does), opens the database file and reads the
# rows the results page shows for the round in play (its seats with their entries' results).
# No Torneo code runs; what Torneo adds to a start is its *ready* time minus this one's.
STACK_FLOOR = (
    _WINDOW + "def first_turn():\n"
    "    print('window shown', flush=True)\n"
    "    import sqlalchemy\n"
    "    import sqlalchemy.orm\n"
    "    engine = sqlalchemy.create_engine('sqlite:///' + sys.argv[1])\n"
    "    query = sqlalchemy.text(\n"
    "        'SELECT s.table_number, s.line, s.entry_id, r.ns_mp, r.ew_mp FROM seats s'\n"
    "        ' JOIN rounds d ON d.id = s.round_id'\n"
    "        ' LEFT JOIN burraco_results r'\n"
    "        ' ON r.round_id = d.id AND r.table_number = s.table_number'\n"
    "        ' WHERE d.number = (SELECT max(number) FROM rounds)'\n"
    "    )\n"
    "    with engine.connect() as connection:\n"
    "        rows = connection.execute(query).all()\n"
    "    if not rows:\n"
    "        sys.exit('no round in play in ' + sys.argv[1])\n"
    "    print('window ready', flush=True)\n"
    "    import time\n"
    "    print(f'cpu {time.process_time():.4f}', flush=True)\n"
    "    app.quit()\n"
    "QTimer.singleShot(0, first_turn)\n"
    "sys.exit(app.exec())\n"
)


class StartFailed(Exception):
    """A timed program did not start and quit by itself."""


@dataclass(frozen=True)
class Start:
    """Seconds from launch to the window on screen, and to the database open in it."""

    shown: float
    ready: float
    cpu: float | None = None
    """The process's own CPU seconds when ready, as it printed them (None: it did not)."""


def _environment(data_dir: Path) -> dict[str, str]:
    """The timed programs' environment. Their bytecode is kept (in the data folder, written by
    the unmeasured first start) as an installed program's is: with PYTHONDONTWRITEBYTECODE set
    and no __pycache__, every start compiled every module from source, 0.6 s of CPU here,
    which no director's start pays."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        PYTHONPYCACHEPREFIX=str(data_dir / "bytecode"),
        QT_QPA_PLATFORM="offscreen",
        TORNEO_DATA_DIR=str(data_dir),
        TORNEO_SMOKE_QUIT_MS="0",
        XDG_CONFIG_HOME=str(data_dir / "config"),
    )
    return env


def time_start(command: Sequence[str], env: dict[str, str]) -> Start:
    """When the program said its window was shown and ready (a bare window is ready when
    shown); StartFailed if it fails, hangs or never says so."""
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        process = subprocess.Popen(list(command), env=env, stdout=subprocess.PIPE, stderr=errors)
        killer = threading.Timer(TIMEOUT_S, process.kill)
        killer.start()
        seen: dict[bytes, float] = {}
        cpu: float | None = None
        try:
            assert process.stdout is not None
            for line in process.stdout:
                if line.startswith(b"cpu "):
                    cpu = float(line.split()[1])
                seen.setdefault(line.strip(), time.perf_counter() - started)
            code = process.wait()
        finally:
            killer.cancel()
        errors.seek(0)
        tail = errors.read().decode(errors="replace").strip().splitlines()[-3:]
    if code != 0:
        raise StartFailed(f"exit {code}: " + " | ".join(tail))
    shown = seen.get(b"window shown")
    if shown is None:
        raise StartFailed("never said its window was shown: " + " | ".join(tail))
    return Start(shown, seen.get(b"window ready", shown), cpu)


def _big_tournament(folder: Path) -> tuple[str, int]:
    """A 250-table evening (round 4 in play), built as bench/storage.py builds it."""
    from bench.storage import build  # imported late: bench.storage imports this module

    return build(folder, BIG_PAIRS, 3, open_round=True)


def measure(
    *, repeats: int, count: bool = True
) -> tuple[dict[str, list[Start]], dict[str, str], dict[str, int | str]]:
    """Interleaved samples per program, the reason for any program that could not run, and
    (`count`) the 250-table starts counted in instructions (`_counted_programs`).

    The everyday rows reuse one small database (made by an unmeasured first start, which also
    warms the file cache). The first-start row gives the frozen bundle an empty data folder
    every time: the database and its tables are made during the start, as on a new machine.
    The 250-table rows open a database holding that evening, which an unmeasured start has
    opened, so each measured start reopens it as a director's next start does.
    """
    with tempfile.TemporaryDirectory(prefix="torneo-bench-start-") as folder:
        data = Path(folder)
        database = str(data / "bench.sqlite3")
        env = _environment(data)
        big_data = data / "big"
        big_data.mkdir()
        big, big_id = _big_tournament(big_data)
        big_env = _environment(big_data)
        programs: dict[str, tuple[list[str], dict[str, str]]] = {
            "bare PySide6 window": ([sys.executable, "-c", BARE_WINDOW], env),
            "Torneo from source": ([sys.executable, str(ENTRY), "--db", database], env),
        }
        if FROZEN.exists():
            programs["Torneo frozen bundle"] = ([str(FROZEN), "--db", database], env)
        big_name = "Torneo frozen bundle" if FROZEN.exists() else "Torneo from source"
        big_command = [str(FROZEN)] if FROZEN.exists() else [sys.executable, str(ENTRY)]
        big_row = f"{big_name}, {BIG_PAIRS // 2}-table tournament open"
        programs[big_row] = ([*big_command, "--db", big], big_env)
        programs[FLOOR_ROW] = ([sys.executable, "-c", STACK_FLOOR, big], env)
        samples: dict[str, list[Start]] = {name: [] for name in programs}
        failures: dict[str, str] = {}
        opening = dict(big_env, TORNEO_SMOKE_OPEN_TOURNAMENT=str(big_id))
        for name, (command, environment) in programs.items():
            try:
                time_start(command, opening if name == big_row else environment)
            except StartFailed as error:
                failures[name] = str(error)
        first_start = "Torneo frozen bundle, first start on an empty data folder"
        if FROZEN.exists():
            samples[first_start] = []
        for sample in range(repeats):
            for name, (command, environment) in programs.items():
                if name in failures:
                    continue
                try:
                    samples[name].append(time_start(command, environment))
                except StartFailed as error:
                    failures[name] = str(error)
            if first_start in samples and first_start not in failures:
                empty = data / f"empty-{sample}"
                try:
                    samples[first_start].append(time_start([str(FROZEN)], _environment(empty)))
                except StartFailed as error:
                    failures[first_start] = str(error)
        counted = _counted_programs(data / "counted", Path(big), big_id) if count else []
        return samples, failures, instructions.count_all(counted)


COUNTED_FLOOR = "stack floor, from source"


def _counted_programs(folder: Path, big: Path, big_id: int) -> list[instructions.Program]:
    """The floor and Torneo (from source, and frozen when built) on the 250-table evening, each
    with a data folder and a copy of the evening of its own: counted side by side, they
    never share a file. Each has started once in its folder (bytecode written; Torneo told to
    open the evening), so the counted start reopens it as the timed ones do: told to open it
    again, a start would open and paint it a second time after *ready*."""
    commands = {
        COUNTED_FLOOR: [sys.executable, "-c", STACK_FLOOR],
        "Torneo from source": [sys.executable, str(ENTRY), "--db"],
    }
    if FROZEN.exists():
        commands["Torneo frozen bundle"] = [str(FROZEN), "--db"]
    programs: list[instructions.Program] = []
    for number, (name, command) in enumerate(commands.items()):
        data = folder / str(number)
        data.mkdir(parents=True)
        evening = shutil.copy(big, data / big.name)  # every timed start has quit: no journal
        env = _environment(data)
        first = (
            env if name == COUNTED_FLOOR else dict(env, TORNEO_SMOKE_OPEN_TOURNAMENT=str(big_id))
        )
        with suppress(StartFailed):  # a start that fails here fails its count, which says why
            time_start([*command, str(evening)], first)
        programs.append((name, [*command, str(evening)], env))
    return programs


def import_costs() -> list[tuple[str, float]]:
    """Seconds spent importing, per package, in one everyday start of Torneo from source, on a
    database made by an earlier start (slowest first).

    Read from `python -X importtime`: each module's own time is added to its top-level
    package, or to its sub-package for Torneo's own code, where the owner can act on it.
    """
    with tempfile.TemporaryDirectory(prefix="torneo-bench-imports-") as folder:
        data = Path(folder)
        start = [str(ENTRY), "--db", str(data / "b.sqlite3")]
        # A first, unmeasured start makes the database, so the measured one is an everyday
        # start (a first start also loads Alembic to create the tables).
        subprocess.run([sys.executable, *start], env=_environment(data), timeout=TIMEOUT_S)
        done = subprocess.run(
            [sys.executable, "-X", "importtime", *start],
            env=_environment(data),
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
        )
    totals: dict[str, float] = {}
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        own, _cumulative, name = (part.strip() for part in line[12:].split("|"))
        if not own.isdigit():
            continue  # the header line
        parts = name.split(".")
        package = ".".join(parts[:2]) if parts[0] in ("tournament_app", "scoring") else parts[0]
        totals[package] = totals.get(package, 0.0) + int(own) / 1_000_000
    return sorted(totals.items(), key=lambda item: -item[1])


def run(*, quick: bool = False) -> str:
    """Measure and return the Markdown section for docs/benchmarks.md."""
    repeats = 3 if quick else 9
    samples, failures, counts = measure(repeats=repeats, count=not quick)
    baseline = [start.shown for start in samples["bare PySide6 window"]]
    base = statistics.median(baseline) if baseline else None
    lines = [
        "## Start-up",
        "",
        "`.venv/bin/python -m bench startup` (after `make installer` for the frozen rows). "
        f"Median of {repeats} fresh processes each, interleaved, offscreen, from launch until "
        "the program prints that its main window is on screen with the event loop running "
        "(*shown*), and until the database is open in it with the last tournament showing "
        "on the page in front, its round in play listed and editable (*ready*). Torneo shows "
        "its window first, saying which database it is opening, and loads SQLAlchemy, the "
        "services and that page on the event loop's first turn; the other pages are built "
        "when first shown.",
        "",
        "| program | shown (s) | × bare window | ready (s) | × bare window | "
        "fastest ready (s) | slowest ready (s) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    medians: dict[str, Start] = {}
    for name, starts in samples.items():
        if not starts:
            continue
        shown = statistics.median(start.shown for start in starts)
        ready = statistics.median(start.ready for start in starts)
        medians[name] = Start(shown, ready)
        fastest = min(start.ready for start in starts)
        slowest = max(start.ready for start in starts)
        shown_ratio = f"{shown / base:.2f}" if base else "–"
        ready_ratio = f"{ready / base:.2f}" if base else "–"
        lines.append(
            f"| {name} | {shown:.3f} | {shown_ratio} | {ready:.3f} | {ready_ratio} "
            f"| {fastest:.3f} | {slowest:.3f} |"
        )
    lines.append("")
    for name, reason in failures.items():
        lines.append(f"- {name}: not measured ({reason}).")
    for name, start in medians.items():
        if not name.startswith("Torneo frozen bundle") or not base:
            continue
        ratio = start.shown / base
        verdict = "meets" if ratio < TARGET_RATIO else "misses"
        lines.append(
            f"- {name}: the window is on screen in {ratio:.2f}× a bare PySide6 window's time "
            f"({verdict} the target of under {TARGET_RATIO}×); the database is open in it "
            f"at {start.ready / base:.2f}×."
        )
    floor = medians.get(FLOOR_ROW)
    big_name = next((name for name in medians if name.endswith("tournament open")), None)
    big = medians.get(big_name) if big_name else None
    if floor is not None and big is not None and big_name is not None:
        cpus = {
            name: [start.cpu for start in samples[name] if start.cpu is not None]
            for name in (FLOOR_ROW, big_name)
        }
        if all(cpus.values()):
            floor_cpu = statistics.median(cpus[FLOOR_ROW])
            big_cpu = statistics.median(cpus[big_name])
            lines.append(
                f"- CPU when ready (the process's own, median): the stack floor "
                f"{floor_cpu:.3f} s, {big_name} {big_cpu:.3f} s, {big_cpu / floor_cpu:.2f}× "
                "the floor."
            )
    if floor is not None and big is not None and base:
        ratio = big.ready / floor.ready
        verdict = "meets" if ratio <= FLOOR_TARGET else "misses"
        lines.append(
            f"- The stack's own floor (no Torneo code: a bare window that imports SQLAlchemy, "
            f"opens the same 250-table file and reads the round in play) is ready at "
            f"{floor.ready / base:.2f}× a bare window; Torneo is ready at "
            f"{ratio:.2f}× that floor, {big.ready - floor.ready:.3f} s more "
            f"(its own imports, the page in front, the tournament's lists): "
            f"{verdict} the target of at most {FLOOR_TARGET}×."
        )
    if counts:
        lines += [
            "",
            f"Counted in instructions (valgrind's callgrind): one start each to *ready* on the "
            f"same {BIG_PAIRS // 2}-table evening, after a start of its own. The machine's "
            "noise does not move a count; it weighs the interpreter's work more than the wall "
            "clock does, and the waiting (libraries mapped, pages faulted in) less.",
            "",
            *instructions.table(counts, COUNTED_FLOOR),
        ]
    if "Torneo frozen bundle" not in medians and "Torneo frozen bundle" not in failures:
        lines.append("- No frozen bundle in installer/out/: run `make installer` for those rows.")
    costs = import_costs()
    # Libraries only an export or a print needs: a start that imports them waits for nothing.
    export_only = {"openpyxl": "openpyxl", "reportlab": "reportlab", "PIL": "Pillow"}
    early = [(export_only[name], seconds) for name, seconds in costs if name in export_only]
    if early:
        lines.append(
            f"- Imported during a start, though only exports use them: "
            f"{', '.join(name for name, _ in early)} ({sum(t for _, t in early):.2f} s)."
        )
    if costs:
        lines += [
            "",
            "Where an everyday start from source (its database already made) spends its import "
            "time (`python -X importtime`, own time of each module summed per package; one run):",
            "",
            "| package | import time (s) |",
            "|---|---:|",
            *(f"| {package} | {seconds:.3f} |" for package, seconds in costs[:8]),
        ]
    alchemy = dict(costs).get("sqlalchemy")
    if alchemy and base:
        lines += [
            "",
            f"- What bounds *ready*: SQLAlchemy's own import is {alchemy:.3f} s, "
            f"{alchemy / base:.1f}× a bare window by itself, and the stack's floor above (no "
            "Torneo code at all) is ready well past 1.5×: no start that opens the database "
            "through the fixed stack can be ready in 1.5× a bare window. What Torneo adds is "
            "the floor-to-ready gap: the pages behind other tabs are built (and their modules "
            "imported) when first shown, the results page reads only the round it shows and "
            "fits its columns from the longest texts (fit_columns), Alembic loads only to "
            "upgrade, and the collector is off while the start builds its objects.",
        ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(run(quick="--quick" in sys.argv))
