"""Run every benchmark module and rewrite docs/benchmarks.md with their sections.

Each module in BENCHMARKS has `run(*, quick: bool = False) -> str` returning a Markdown
section (a `##` heading, the command that reproduces it, the figures as ratios against the
baseline measured in the same run).
"""

from __future__ import annotations

import argparse
import importlib
import platform
import sys
import time
from pathlib import Path

BENCHMARKS = [
    "bench.pairing",
    "bench.danese_worst",
    "bench.seating",
    "bench.exports",
    "bench.storage",
    "bench.startup",
    "bench.result_entry",
    "bench.standings_tab",
    "bench.hall_load",
]
OUTPUT = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"


def main(argv: list[str] | None = None) -> int:
    """Run the chosen benchmarks (all by default) and write the document."""
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("only", nargs="*", help="module names, e.g. pairing exports")
    parser.add_argument("--quick", action="store_true", help="smaller inputs, for a smoke run")
    parser.add_argument("--no-write", action="store_true", help="print, do not rewrite the doc")
    options = parser.parse_args(argv)
    chosen = [m for m in BENCHMARKS if not options.only or m.split(".")[1] in options.only]
    sections = []
    for name in chosen:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError:
            print(f"{name}: not present, skipped", file=sys.stderr)
            continue
        print(f"running {name} ...", file=sys.stderr)
        sections.append(module.run(quick=options.quick))
    header = (
        "# Benchmarks\n\n"
        "Every figure is measured side by side with its baseline in the same run, so the ratio\n"
        "matters more than the absolute time (machines here are noisy). Reproduce with\n"
        "`make bench` (or `.venv/bin/python -m bench NAME`).\n\n"
        f"Last run: {time.strftime('%Y-%m-%d')}, Python {platform.python_version()}, "
        f"{platform.machine()}, {_cores()} cores; this machine's speed: "
        f"`sum(range(3 * 10**7))` in {_reference_seconds():.2f} s (best of 3), to compare "
        "runs made on different machines.\n"
    )
    if options.no_write:
        print(header + "\n" + "\n".join(sections))
        return 0
    old = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
    OUTPUT.write_text(header + "\n" + merged(sections, old), encoding="utf-8")
    print(f"wrote {OUTPUT}", file=sys.stderr)
    return 0


def merged(sections: list[str], old: str) -> str:
    """The document's sections, each `##` one a module made now in place of the one it made
    before (followed by what was written by hand under it, `_with_written_history`), the
    others (modules not run this time, the test suite's measured by hand) kept as they were,
    in the document's order; new sections at the end."""
    made = {section.split("\n", 1)[0]: section for section in sections}
    body: list[str] = []
    for part in _parts(old, "## "):
        heading = part.split("\n", 1)[0]
        if heading in made:
            body.append(_with_written_history(made.pop(heading), part))
        else:
            body.append(part)
    body.extend(made.values())
    return "\n".join(part.rstrip("\n") + "\n" for part in body)


def _parts(text: str, marker: str) -> list[str]:
    """The text's parts headed by `marker` ("## " or "### ") at a line's start, each from its
    heading line to the next such heading; what comes before the first is left out."""
    return [marker + part for part in ("\n" + text).split("\n" + marker)[1:]]


def _with_written_history(section: str, former: str) -> str:
    """`section` as the module made it, followed by the `###` subsections of `former` (the
    document's section of the same heading) that the module does not make: what was written
    by hand under it (a change's before and after, a run on another machine) outlives a new
    run."""
    made = {part.split("\n", 1)[0] for part in _parts(section, "### ")}
    written = [part for part in _parts(former, "### ") if part.split("\n", 1)[0] not in made]
    if not written:
        return section
    kept = "\n".join(part.rstrip("\n") + "\n" for part in written)
    return section.rstrip("\n") + "\n\n" + kept


def _reference_seconds() -> float:
    """The time of a fixed piece of pure Python: absolute figures (milliseconds, minutes)
    from two machines compare only through it."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        sum(range(3 * 10**7))
        best = min(best, time.perf_counter() - started)
    return best


def _cores() -> int:
    import os

    return os.cpu_count() or 1


if __name__ == "__main__":
    sys.exit(main())
