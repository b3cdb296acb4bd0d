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
# Measured by timing whole `make test` runs, which no module here repeats (ten minutes each):
# kept from the document as it is when the benchmarks rewrite it.
KEPT_SECTION = "## Test suite"


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
        f"{platform.machine()}, {_cores()} cores.\n"
    )
    text = header + "\n" + "\n".join([*sections, *_kept_sections()])
    if options.no_write:
        print(text)
    else:
        OUTPUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUTPUT}", file=sys.stderr)
    return 0


def _kept_sections() -> list[str]:
    """The document's hand-measured section (KEPT_SECTION to the next `## `), if any."""
    if not OUTPUT.exists():
        return []
    text = OUTPUT.read_text(encoding="utf-8")
    start = text.find(f"\n{KEPT_SECTION}")
    if start < 0:
        return []
    end = text.find("\n## ", start + 1)
    return [text[start + 1 : end + 1 if end >= 0 else len(text)]]


def _cores() -> int:
    import os

    return os.cpu_count() or 1


if __name__ == "__main__":
    sys.exit(main())
