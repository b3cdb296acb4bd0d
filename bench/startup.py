"""Start-up time: Torneo's main window against a bare PySide6 window, started in the same run.

Each sample is a fresh process, timed from launch until it exits by itself right after its
window is shown and the event loop has turned once: a bare QMainWindow (the baseline), Torneo
from source (`python installer/torneo_entry.py`, the frozen bundle's own entry point) and,
when `make installer` has built it, the frozen bundle. Torneo is told to quit once its main
window is up by TORNEO_SMOKE_QUIT_MS=0, which that entry point honours. The samples are
interleaved so a noisy machine slows all alike.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "installer" / "out" / "torneo" / ("torneo-cli.exe" if os.name == "nt" else "torneo")
ENTRY = ROOT / "installer" / "torneo_entry.py"
TARGET_RATIO = 1.5
TIMEOUT_S = 60

# The baseline: the least a PySide6 program does to put a main window on screen.
BARE_WINDOW = (
    "import sys\n"
    "from PySide6.QtCore import QTimer\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication(sys.argv[:1])\n"
    "window = QMainWindow()\n"
    "window.resize(1100, 720)\n"
    "window.show()\n"
    "QTimer.singleShot(0, app.quit)\n"
    "sys.exit(app.exec())\n"
)


class StartFailed(Exception):
    """A timed program did not start and quit by itself."""


def _environment(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        TORNEO_DATA_DIR=str(data_dir),
        TORNEO_SMOKE_QUIT_MS="0",
        XDG_CONFIG_HOME=str(data_dir / "config"),
    )
    return env


def time_start(command: Sequence[str], env: dict[str, str]) -> float:
    """Seconds from launching the command until it exits; StartFailed if it fails or hangs."""
    started = time.perf_counter()
    try:
        finished = subprocess.run(
            list(command), env=env, capture_output=True, timeout=TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired as error:
        raise StartFailed(f"{command[0]} still running after {TIMEOUT_S} s") from error
    elapsed = time.perf_counter() - started
    if finished.returncode != 0:
        tail = finished.stderr.decode(errors="replace").strip().splitlines()[-3:]
        raise StartFailed(f"exit {finished.returncode}: " + " | ".join(tail))
    return elapsed


def measure(*, repeats: int) -> tuple[dict[str, list[float]], dict[str, str]]:
    """Interleaved samples per program, and the reason for any program that could not run.

    The everyday rows reuse one database (made by an unmeasured first start, which also warms
    the file cache). The first-start row gives the frozen bundle an empty data folder every
    time: the database and its tables are made during the start, as on a new machine.
    """
    with tempfile.TemporaryDirectory(prefix="torneo-bench-start-") as folder:
        data = Path(folder)
        database = str(data / "bench.sqlite3")
        env = _environment(data)
        programs: dict[str, list[str]] = {
            "bare PySide6 window": [sys.executable, "-c", BARE_WINDOW],
            "Torneo from source": [sys.executable, str(ENTRY), "--db", database],
        }
        if FROZEN.exists():
            programs["Torneo frozen bundle"] = [str(FROZEN), "--db", database]
        samples: dict[str, list[float]] = {name: [] for name in programs}
        failures: dict[str, str] = {}
        for name, command in programs.items():
            try:
                time_start(command, env)
            except StartFailed as error:
                failures[name] = str(error)
        first_start = "Torneo frozen bundle, first start on an empty data folder"
        if FROZEN.exists():
            samples[first_start] = []
        for sample in range(repeats):
            for name, command in programs.items():
                if name in failures:
                    continue
                try:
                    samples[name].append(time_start(command, env))
                except StartFailed as error:
                    failures[name] = str(error)
            if first_start in samples and first_start not in failures:
                empty = data / f"empty-{sample}"
                try:
                    samples[first_start].append(time_start([str(FROZEN)], _environment(empty)))
                except StartFailed as error:
                    failures[first_start] = str(error)
        return samples, failures


def import_costs() -> list[tuple[str, float]]:
    """Seconds spent importing, per package, in one start of Torneo from source (slowest first).

    Read from `python -X importtime`: each module's own time is added to its top-level
    package, or to its sub-package for Torneo's own code, where the owner can act on it.
    """
    with tempfile.TemporaryDirectory(prefix="torneo-bench-imports-") as folder:
        data = Path(folder)
        command = [sys.executable, "-X", "importtime", str(ENTRY), "--db", str(data / "b.sqlite3")]
        done = subprocess.run(
            command, env=_environment(data), capture_output=True, text=True, timeout=TIMEOUT_S
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
    samples, failures = measure(repeats=repeats)
    baseline = samples["bare PySide6 window"]
    base = statistics.median(baseline) if baseline else None
    lines = [
        "## Start-up",
        "",
        "`.venv/bin/python -m bench startup` (after `make installer` for the frozen row). "
        f"Median of {repeats} fresh processes each, interleaved, offscreen, from launch until "
        "the main window is shown and the program has quit by itself.",
        "",
        "| program | median (s) | fastest (s) | slowest (s) | × bare window |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, times in samples.items():
        if not times:
            continue
        median = statistics.median(times)
        ratio = f"{median / base:.2f}" if base else "–"
        lines.append(f"| {name} | {median:.3f} | {min(times):.3f} | {max(times):.3f} | {ratio} |")
    lines.append("")
    for name, reason in failures.items():
        lines.append(f"- {name}: not measured ({reason}).")
    frozen = samples.get("Torneo frozen bundle")
    if frozen and base:
        ratio = statistics.median(frozen) / base
        verdict = "meets" if ratio < TARGET_RATIO else "misses"
        lines.append(
            f"- The frozen bundle starts in {ratio:.2f}× a bare PySide6 window's time: "
            f"{verdict} the target of under {TARGET_RATIO}×."
        )
    elif "Torneo frozen bundle" not in failures:
        lines.append("- No frozen bundle in installer/out/: run `make installer` for that row.")
    costs = import_costs()
    # Libraries only an export or a print needs: a start that imports them waits for nothing.
    export_only = {"openpyxl": "openpyxl", "reportlab": "reportlab", "PIL": "Pillow"}
    early = [(export_only[name], seconds) for name, seconds in costs if name in export_only]
    if early:
        lines.append(
            f"- Imported before the window shows, though only exports use them: "
            f"{', '.join(name for name, _ in early)} ({sum(t for _, t in early):.2f} s)."
        )
    if costs:
        lines += [
            "",
            "Where a start from source spends its import time (`python -X importtime`, own time "
            "of each module summed per package; one run):",
            "",
            "| package | import time (s) |",
            "|---|---:|",
            *(f"| {package} | {seconds:.3f} |" for package, seconds in costs[:8]),
        ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(run(quick="--quick" in sys.argv))
