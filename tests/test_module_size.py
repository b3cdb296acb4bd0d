"""Every code module can be read in one sitting: none is longer than 600 lines (the style
guide's rule; a longer one is split along its seams, with names from the domain)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LONGEST = 600
# The folders held to the rule: all the code Torneo ships, and its benchmarks.
CHECKED = (
    "scoring",
    "tournament_app",
    "bench",
    "installer",
)


def _lines(path: Path) -> int:
    with path.open(encoding="utf-8") as source:
        return sum(1 for _ in source)


def test_no_code_module_is_longer_than_600_lines() -> None:
    """A module over the limit is named with its length, all of them at once."""
    too_long = [
        f"{path.relative_to(ROOT).as_posix()}: {lines} lines"
        for folder in CHECKED
        for path in sorted((ROOT / folder).rglob("*.py"))
        if (lines := _lines(path)) > LONGEST
    ]
    assert not too_long, f"longer than {LONGEST} lines:\n" + "\n".join(too_long)


def test_the_checked_folders_exist() -> None:
    """A folder renamed or mistyped in CHECKED would pass unread."""
    assert [folder for folder in CHECKED if not (ROOT / folder).is_dir()] == []
