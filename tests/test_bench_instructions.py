"""`bench startup` counts the 250-table starts in instructions under valgrind's callgrind
(bench/instructions.py): a start is followed into the program it execs and its children are
counted with it, a failed start says why, and the table reads each count against the floor's."""

from __future__ import annotations

import os
import shutil
import sys

import pytest

from bench import instructions

LOOP = "sum(range(10**5))"
MISSING = "valgrind is not installed: the start-up counts were NOT checked (apt install valgrind)"


def _report(*counts: int) -> str:
    """callgrind's standard error for a program that ran len(counts) processes."""
    lines = []
    for pid, count in enumerate(counts, start=4100):
        lines += [
            f"=={pid}== Callgrind, a call-graph generating cache profiler",
            f"=={pid}== For interactive control, run 'callgrind_control -h'.",
            f"=={pid}== ",
            f"=={pid}== Events    : Ir",
            f"=={pid}== Collected : {count}",
            f"=={pid}== ",
            f"=={pid}== I   refs:      {count:,}",
        ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("report", "expected"),
    [
        (_report(2_301_739_706), 2_301_739_706),
        # A start that runs a child process: the child's work is the start's too.
        (_report(1_200_000, 3_075_940_438), 3_077_140_438),
    ],
)
def test_a_count_adds_every_process_the_program_became(report: str, expected: int) -> None:
    assert instructions.collected(report) == expected


def test_a_report_without_a_count_is_refused() -> None:
    with pytest.raises(instructions.CountFailed, match="no count"):
        instructions.collected("==4100== Memcheck, a memory error detector\n")


def test_without_valgrind_the_count_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "")

    with pytest.raises(instructions.CountFailed, match=r"apt install valgrind"):
        instructions.count([sys.executable, "-c", "pass"], dict(os.environ))


def test_the_table_reads_each_start_against_the_floor_and_says_what_failed() -> None:
    lines = instructions.table(
        {
            "stack floor": 1_653_190_659,
            "Torneo from source": 2_301_739_706,
            "Torneo frozen bundle": "exit 1: no display",
        },
        "stack floor",
    )

    assert "| stack floor | 1,653 M | 1.00 |" in lines
    assert "| Torneo from source | 2,302 M | 1.39 |" in lines
    assert "- Torneo frozen bundle: not counted (exit 1: no display)." in lines
    assert not any(line.startswith("| Torneo frozen bundle") for line in lines)


def test_the_table_without_the_floors_count_gives_no_ratio() -> None:
    lines = instructions.table(
        {"stack floor": "valgrind is not installed", "Torneo from source": 2_301_739_706},
        "stack floor",
    )

    assert "| Torneo from source | 2,302 M | – |" in lines


def _needs_valgrind() -> None:
    if shutil.which("valgrind"):
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI=true but {MISSING}")
    pytest.skip(MISSING)


@pytest.mark.slow
def test_real_programs_are_counted_through_an_exec_and_a_failure_says_why() -> None:
    _needs_valgrind()
    python = [sys.executable, "-S", "-c"]
    again = f"import os, sys; os.execv(sys.executable, [sys.executable, '-S', '-c', {LOOP!r}])"
    env = dict(os.environ)

    counts = instructions.count_all(
        [
            ("loop", [*python, LOOP], env),
            ("loop after an exec", [*python, again], env),
            ("fails", [*python, "raise SystemExit(3)"], env),
        ]
    )

    loop, exec_then_loop = counts["loop"], counts["loop after an exec"]
    assert isinstance(loop, int) and loop > 1_000_000
    # Followed into the program it became (as the frozen bundle's loader restarts itself), and
    # counted as that program: not lost at the exec, not the first image's few steps instead.
    assert isinstance(exec_then_loop, int)
    assert abs(exec_then_loop - loop) < loop * 0.05
    assert str(counts["fails"]).startswith("exit 3: ")
