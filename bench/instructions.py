"""A start counted in instructions (valgrind's callgrind): its cost, whatever the machine's noise.

On a shared machine the same start's wall clock moves by a quarter from one run to the next
(docs/benchmarks.md, "Start-up"); the instructions it executes do not. They weigh the
interpreter's work against the waiting (libraries mapped, pages faulted in) differently from
the wall clock, so the count is shown beside the timed figures, not instead of them.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

TIMEOUT_S = 600  # a start runs some fifty times slower under callgrind
_COLLECTED = re.compile(r"^==\d+== Collected : (\d+)$", re.MULTILINE)


class CountFailed(Exception):
    """The program could not be counted: no valgrind, or it failed or hung under it."""


Program = tuple[str, Sequence[str], dict[str, str]]
"""A row's name, its command line and its environment."""


def collected(report: str) -> int:
    """The instructions in callgrind's report (its standard error): the sum of its "Collected"
    lines, one for each process it followed (a child process's work is the start's too)."""
    counts = [int(found) for found in _COLLECTED.findall(report)]
    if not counts:
        raise CountFailed("callgrind reported no count")
    return sum(counts)


def count(command: Sequence[str], env: dict[str, str]) -> int:
    """The instructions `command` executes until it exits by itself, with every child process
    it starts. A process that replaces itself (exec) is counted from its last image: callgrind
    starts afresh in it, which for the frozen bundle leaves out only the few steps of its loader
    before it restarts itself with its libraries' path set."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        raise CountFailed("valgrind is not installed: apt install valgrind")
    with tempfile.TemporaryDirectory(prefix="torneo-bench-count-") as folder:
        try:
            done = subprocess.run(
                [
                    valgrind,
                    "--tool=callgrind",
                    "--trace-children=yes",
                    f"--callgrind-out-file={folder}/callgrind.%p",
                    *command,
                ],
                env=env,
                capture_output=True,
                text=True,
                timeout=TIMEOUT_S,
            )
        except subprocess.TimeoutExpired as error:
            raise CountFailed(f"still running after {TIMEOUT_S} s under callgrind") from error
    if done.returncode != 0:
        tail = " | ".join(done.stderr.strip().splitlines()[-3:])
        raise CountFailed(f"exit {done.returncode}: {tail}")
    return collected(done.stderr)


def count_all(programs: Sequence[Program]) -> dict[str, int | str]:
    """Each program counted once: its instructions, or why it could not be counted. They run
    side by side, since a count does not depend on what else the machine is doing."""

    def one(program: Program) -> int | str:
        _name, command, env = program
        try:
            return count(command, env)
        except CountFailed as error:
            return str(error)

    with ThreadPoolExecutor(max_workers=len(programs) or 1) as pool:
        results = list(pool.map(one, programs))
    return {name: result for (name, _command, _env), result in zip(programs, results, strict=True)}


def table(counts: dict[str, int | str], floor: str) -> list[str]:
    """The counts as Markdown lines: a table against the floor's count, then what could not be
    counted and why."""
    base = counts.get(floor)
    lines = ["| start | instructions | × floor |", "|---|---:|---:|"]
    for name, result in counts.items():
        if isinstance(result, int):
            ratio = f"{result / base:.2f}" if isinstance(base, int) else "–"
            lines.append(f"| {name} | {result / 1e6:,.0f} M | {ratio} |")
    failed = {name: why for name, why in counts.items() if isinstance(why, str)}
    if failed:
        lines += ["", *(f"- {name}: not counted ({why})." for name, why in failed.items())]
    return lines
