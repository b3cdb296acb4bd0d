"""`python -m bench` rewrites docs/benchmarks.md: what a run measures replaces what it
measured before, and nothing written by hand or measured by another module is lost."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

import bench.__main__ as bench_main

DOCUMENT = """# Benchmarks

Last run: 2026-12-01.

## Seating

`python -m bench seating`

| players | repeats |
|---:|---:|
| 16 | 3 |

### Scala 40 seating, 5 rounds

old generated table

### A faster search (2026-12-04)

Measured by hand: 3 repeats to 0.

## Start-up

| start | ratio |
|---|---:|
| ready | 1.4x |

### Pages built on first show (2026-12-05)

Before 1.9x, after 1.4x.

## Test suite

| run | whole |
|---|---:|
| clean clone | 6 min |

### The ninth run

6 min 8 s.
"""

NEW_SEATING = """## Seating

`python -m bench seating`

| players | repeats |
|---:|---:|
| 16 | 0 |

### Scala 40 seating, 5 rounds

new generated table
"""


def test_a_run_replaces_its_tables_and_keeps_the_measurements_written_under_them() -> None:
    text = bench_main.merged([NEW_SEATING], DOCUMENT)

    assert "| 16 | 0 |" in text and "| 16 | 3 |" not in text
    assert "new generated table" in text and "old generated table" not in text
    assert text.count("### Scala 40 seating, 5 rounds") == 1
    # The hand-written subsection follows the new figures, inside the same section.
    seating = text[text.index("## Seating") : text.index("## Start-up")]
    assert seating.index("new generated table") < seating.index("### A faster search")
    assert "Measured by hand: 3 repeats to 0." in seating


def test_sections_not_run_this_time_stay_whole_and_in_their_place() -> None:
    text = bench_main.merged([NEW_SEATING], DOCUMENT)

    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings == ["## Seating", "## Start-up", "## Test suite"]
    for kept in ("| ready | 1.4x |", "Before 1.9x, after 1.4x.", "6 min 8 s.", "### The ninth run"):
        assert kept in text


def test_a_section_the_document_did_not_have_comes_at_the_end() -> None:
    new = "## Hall under load\n\n| phones | ratio |\n|---:|---:|\n| 500 | 1.1x |\n"
    text = bench_main.merged([new], DOCUMENT)

    assert text.rstrip().endswith("| 500 | 1.1x |")
    assert "## Seating" in text and "6 min 8 s." in text


def test_an_empty_document_gets_the_sections_as_made() -> None:
    assert bench_main.merged([NEW_SEATING], "") == NEW_SEATING


def _with_stand_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """DOCUMENT as the benchmarks' document, and a module `seating_stand_in` that makes
    NEW_SEATING beside the real `startup` (not run unless named); returns the document."""
    document = tmp_path / "benchmarks.md"
    document.write_text(DOCUMENT, encoding="utf-8")
    module = types.ModuleType("bench.seating_stand_in")
    module.run = lambda *, quick=False: NEW_SEATING  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "bench.seating_stand_in", module)
    monkeypatch.setattr(bench_main, "BENCHMARKS", ["bench.seating_stand_in", "bench.startup"])
    monkeypatch.setattr(bench_main, "OUTPUT", document)
    monkeypatch.setattr(bench_main, "_reference_seconds", lambda: 0.53)
    return document


def test_running_one_module_rewrites_only_its_section(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = _with_stand_in(tmp_path, monkeypatch)

    assert bench_main.main(["seating_stand_in"]) == 0

    text = document.read_text(encoding="utf-8")
    assert "| 16 | 0 |" in text and "| 16 | 3 |" not in text
    assert "Measured by hand: 3 repeats to 0." in text
    assert "| ready | 1.4x |" in text and "Before 1.9x, after 1.4x." in text
    assert "6 min 8 s." in text
    assert "Last run: 2026-12-01." not in text  # the header says when this run was
    assert "`sum(range(3 * 10**7))` in 0.53 s" in text  # and how fast its machine is


def test_no_write_leaves_the_document_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _with_stand_in(tmp_path, monkeypatch)

    assert bench_main.main(["seating_stand_in", "--no-write"]) == 0

    assert document.read_text(encoding="utf-8") == DOCUMENT
    assert "| 16 | 0 |" in capsys.readouterr().out
