"""Storage: standings from the database, one result entered, peak memory of an open evening.

1. Standings recomputed from the database for 1,000 pairs x 11 rounds (5,500 results),
   against the very query the standings run (`services.tally.burraco_tables_query`), read
   raw on the same file: what the standings add on top of it is the ranking.
2. One result corrected through the services with the standings recomputed after it, for a
   250-table tournament (500 pairs, round 4 in progress), against a bare one-row UPDATE and
   commit on the same file (the floor that SQLite's synchronous=FULL sets for any write).
3. Peak memory (max RSS) of a process holding that tournament open: the services alone, and
   the whole window (`installer/torneo_entry.py`) against a bare PySide6 window.

The databases are built once per run: the tournament, entries and the first published
round go through the services; later rounds are seated by a circle rotation and their
results written straight into the tables (the services would take minutes to play them).
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import insert, update

from bench.startup import BARE_WINDOW
from scoring.turno import TurnoSettings, played
from scoring.victory_points import FIBUR_3_HANDS
from tournament_app.services import (
    BurracoSettings,
    Game,
    NewEntry,
    PairingSystem,
    PlayerSpec,
    ScheduleStep,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.tally import burraco_tables_query
from tournament_app.storage.models import BurracoResultRow, RoundRow, SeatRow

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "installer" / "torneo_entry.py"
STANDINGS_RATIO = 3.0
STANDINGS_MS = 100.0
ENTRY_MS = 50.0
MEMORY_MB = 250.0


def build(folder: Path, pairs: int, rounds: int, *, open_round: bool = False) -> tuple[str, int]:
    """A SQLite file with `pairs` pairs and `rounds` complete rounds; with `open_round`, one
    more round published with no result yet. Returns (path, tournament id)."""
    path = folder / f"torneo-{pairs}x{rounds}.sqlite3"
    services = open_services(str(path), station="bench")
    total = rounds + (1 if open_round else 0)
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name=f"Bench {pairs} coppie",
            settings=BurracoSettings(
                first_round=PairingSystem.REGISTRATION,
                schedule=(ScheduleStep(PairingSystem.DANESE, max(total, 1)),),
            ),
        )
    ).id
    services.entries.add_many(
        tournament,
        [
            NewEntry(
                (
                    PlayerSpec(surname=f"Rossi{n}", name="Anna", tessera=f"B{n:05}A"),
                    PlayerSpec(surname=f"Bianchi{n}", name="Carlo", tessera=f"B{n:05}B"),
                )
            )
            for n in range(1, pairs + 1)
        ],
    )
    _seat_rounds(services, tournament, pairs, rounds, open_round)
    services.close()
    return str(path), int(tournament)


def _seat_rounds(
    services: Services, tournament: TournamentId, pairs: int, rounds: int, open_round: bool
) -> None:
    """Rounds by the circle method (no rematch), results drawn at random, VP by FIBUR."""
    entries = {e.number: e.id for e in services.entries.list(tournament)}
    numbers = sorted(entries)
    turno = TurnoSettings.for_hands(3, FIBUR_3_HANDS)
    chance = random.Random(11)
    with services.engine.begin() as connection:
        for number in range(1, rounds + (2 if open_round else 1)):
            complete = number <= rounds
            round_id = connection.execute(
                insert(RoundRow)
                .values(
                    tournament_id=tournament,
                    number=number,
                    system="danese",
                    status="complete" if complete else "published",
                )
                .returning(RoundRow.id)
            ).scalar_one()
            fixed, rest = numbers[0], numbers[1:]
            shift = (number - 1) % len(rest)
            circle = [fixed, *rest[shift:], *rest[:shift]]
            seats, results = [], []
            for table in range(1, pairs // 2 + 1):
                ns, ew = circle[table - 1], circle[-table]
                seats.append(_seat(round_id, table, "ns", entries[ns]))
                seats.append(_seat(round_id, table, "ew", entries[ew]))
                if complete:
                    score = played(5 * chance.randint(20, 300), 5 * chance.randint(20, 300), turno)
                    results.append(
                        {
                            "round_id": round_id,
                            "table_number": table,
                            "kind": "played",
                            "ns_mp": score.mp_a,
                            "ew_mp": score.mp_b,
                            "ns_vp": score.vp_a,
                            "ew_vp": score.vp_b,
                            "hands": None,
                            "version": 1,
                            "updated_by": "bench",
                        }
                    )
            connection.execute(insert(SeatRow), seats)
            if results:
                connection.execute(insert(BurracoResultRow), results)


def _seat(round_id: int, table: int, line: str, entry_id: int) -> dict[str, object]:
    return {
        "round_id": round_id,
        "table_number": table,
        "line": line,
        "position": 0,
        "entry_id": entry_id,
    }


def _median_ms(work: Callable[[], object], repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def _interleaved(
    first: Callable[[], object], second: Callable[[], object], repeats: int
) -> tuple[float, float]:
    """Median ms of two jobs measured turn and turn about, so noise hits both alike."""
    a, b = [], []
    for _ in range(repeats):
        a.append(_median_ms(first, 1))
        b.append(_median_ms(second, 1))
    return statistics.median(a), statistics.median(b)


def standings_figures(folder: Path, pairs: int, rounds: int, repeats: int) -> tuple[float, float]:
    """(standings ms, bare SELECT ms) on a `pairs` x `rounds` database."""
    path, tournament = build(folder, pairs, rounds)
    services = open_services(path, station="bench")
    tid = TournamentId(tournament)
    # The very query the standings run (services.tally), read raw: what the standings add
    # on top of it is the ranking, which is what this measures.
    query = burraco_tables_query(tournament)

    def bare() -> object:
        with services.engine.connect() as connection:
            return connection.execute(query).all()

    assert len(services.standings.overall(tid)) == pairs  # warm and checked
    assert len(bare()) == pairs * rounds
    ours, baseline = _interleaved(lambda: services.standings.overall(tid), bare, repeats)
    services.close()
    return ours, baseline


def entry_figures(
    path: str, tournament: int, round_number: int, repeats: int
) -> tuple[float, float]:
    """(one correction + standings ms, bare UPDATE + commit ms) on the open round."""
    services = open_services(path, station="bench")
    tid = TournamentId(tournament)
    tables = [t.table for t in services.rounds.get(tid, round_number).tables if not t.is_bye]
    versions: dict[int, int | None] = {}
    chance = random.Random(3)

    def enter_and_refresh() -> object:
        table = chance.choice(tables)
        result = services.results.enter_totals(
            tid,
            round_number,
            table,
            5 * chance.randint(20, 300),
            5 * chance.randint(20, 300),
            expected_version=versions.get(table),
        )
        versions[table] = result.version
        return services.standings.overall(tid)

    def bare_update() -> object:
        with services.engine.begin() as connection:
            return connection.execute(
                update(RoundRow)
                .where(RoundRow.tournament_id == tournament, RoundRow.number == round_number)
                .values(system="danese")
            )

    enter_and_refresh()
    ours, baseline = _interleaved(enter_and_refresh, bare_update, repeats)
    services.close()
    return ours, baseline


SERVICES_HOLDER = (
    "import sys\n"
    "from tournament_app.services import TournamentId, open_services\n"
    "services = open_services(sys.argv[1], station='bench')\n"
    "tid = TournamentId(int(sys.argv[2]))\n"
    "services.standings.overall(tid)\n"
    "services.results.list(tid)\n"
    "services.rounds.list(tid)\n"
    "services.entries.list(tid)\n"
)


# Runs a script or a piece of code, then writes its peak RSS (VmHWM, kB) to a file at exit.
# VmHWM belongs to the process's own memory map, so unlike getrusage's maxrss it does not
# inherit the parent's size from before exec.
PEAK_WRAPPER = (
    "import atexit, os, runpy, sys\n"
    "def report():\n"
    "    with open('/proc/self/status') as status:\n"
    "        kb = next(l.split()[1] for l in status if l.startswith('VmHWM'))\n"
    "    with open(os.environ['TORNEO_BENCH_PEAK'], 'w') as out:\n"
    "        out.write(kb)\n"
    "atexit.register(report)\n"
    "target, sys.argv = sys.argv[1], sys.argv[1:]\n"
    "if target == '-c':\n"
    "    code = compile(os.environ['TORNEO_BENCH_CODE'], '<bench>', 'exec')\n"
    "    exec(code, {'__name__': '__main__'})\n"
    "else:\n"
    "    runpy.run_path(target, run_name='__main__')\n"
)


def peak_mb(arguments: list[str], env: dict[str, str] | None = None) -> float:
    """Peak resident memory in MB of `python ARGUMENTS` (a script path, or -c CODE ...)."""
    with tempfile.TemporaryDirectory(prefix="torneo-peak-") as scratch:
        report = Path(scratch) / "peak"
        extra = {"TORNEO_BENCH_PEAK": str(report), **(env or {})}
        if arguments[0] == "-c":
            extra["TORNEO_BENCH_CODE"] = arguments[1]
            arguments = ["-c", *arguments[2:]]
        child = subprocess.run(
            [sys.executable, "-c", PEAK_WRAPPER, *arguments],
            cwd=ROOT,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **extra},
            capture_output=True,
            text=True,
            timeout=300,
        )
        if child.returncode != 0 or not report.exists():
            raise RuntimeError(
                f"{arguments[:2]} failed ({child.returncode}): {child.stderr[-500:]}"
            )
        return int(report.read_text()) / 1024


def window_peak_mb(path: str, tournament: int, data_dir: Path) -> float:
    """Peak memory of the whole window opened on `path`, showing the tournament."""
    data_dir.mkdir(parents=True, exist_ok=True)
    return peak_mb(
        [str(ENTRY), "--db", path],
        {
            "TORNEO_DATA_DIR": str(data_dir),
            "TORNEO_SMOKE_QUIT_MS": "0",
            "TORNEO_SMOKE_OPEN_TOURNAMENT": str(tournament),
        },
    )


def _verdict(ok: bool) -> str:
    return "met" if ok else "**missed**"


def run(*, quick: bool = False) -> str:
    """The Markdown section for docs/benchmarks.md."""
    pairs, rounds = (200, 4) if quick else (1000, 11)
    open_pairs = 100 if quick else 500
    repeats = 5 if quick else 15
    with tempfile.TemporaryDirectory(prefix="torneo-bench-") as scratch:
        folder = Path(scratch)
        standings_ms, select_ms = standings_figures(folder, pairs, rounds, repeats)
        path, tournament = build(folder, open_pairs, 3, open_round=True)
        entry_ms, update_ms = entry_figures(path, tournament, 4, repeats)
        services_mb = peak_mb(["-c", SERVICES_HOLDER, path, str(tournament)])
        bare_mb = peak_mb(["-c", BARE_WINDOW])
        try:
            window_mb: float | None = window_peak_mb(path, tournament, folder / "data")
        except (RuntimeError, OSError):
            window_mb = None
    ratio = standings_ms / select_ms
    lines = [
        "## Storage: standings, result entry, memory",
        "",
        "`.venv/bin/python -m bench storage` (bench/storage.py"
        + (", --quick: smaller inputs" if quick else "")
        + "). SQLite file, WAL, synchronous=FULL; medians of "
        + f"{repeats} interleaved samples.",
        "",
        "| measure | Torneo | baseline | target | verdict |",
        "|---|---|---|---|---|",
        f"| standings from the database, {pairs} pairs x {rounds} rounds "
        f"| {standings_ms:.1f} ms | bare SELECT of the rows: {select_ms:.1f} ms "
        f"(x{ratio:.1f}) | < {STANDINGS_RATIO:.0f}x and < {STANDINGS_MS:.0f} ms "
        f"| {_verdict(ratio < STANDINGS_RATIO and standings_ms < STANDINGS_MS)} |",
        f"| one result corrected + standings recomputed, {open_pairs // 2} tables "
        f"| {entry_ms:.1f} ms | bare one-row UPDATE + commit: {update_ms:.1f} ms "
        f"| < {ENTRY_MS:.0f} ms | {_verdict(entry_ms < ENTRY_MS)} |",
        f"| peak memory, services holding the {open_pairs // 2}-table tournament "
        f"| {services_mb:.0f} MB | - | < {MEMORY_MB:.0f} MB "
        f"| {_verdict(services_mb < MEMORY_MB)} |",
    ]
    if window_mb is not None:
        lines.append(
            f"| peak memory, whole window on that tournament | {window_mb:.0f} MB "
            f"| bare PySide6 window: {bare_mb:.0f} MB | < {MEMORY_MB:.0f} MB "
            f"| {_verdict(window_mb < MEMORY_MB)} |"
        )
    else:
        lines.append(
            f"| peak memory, whole window | not measured (the window did not start here) "
            f"| bare PySide6 window: {bare_mb:.0f} MB | < {MEMORY_MB:.0f} MB | - |"
        )
    lines += [
        "",
        "Peak memory is each child process's own high-water resident size (`VmHWM`, read as "
        "it exits), so it includes Python, SQLAlchemy and, for the window, Qt; the window "
        "opens the tournament as a director's double-click does (installer/torneo_entry.py).",
        "",
    ]
    return "\n".join(lines)
