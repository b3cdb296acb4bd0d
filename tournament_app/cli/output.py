"""What a command prints: JSON for scripts (`--json`), aligned text tables for people."""

from __future__ import annotations

import dataclasses
import enum
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO


@dataclass(frozen=True)
class Table:
    """A human table: headings, rows of cells, and an optional title line above it."""

    headings: Sequence[str]
    rows: Sequence[Sequence[object]]
    title: str = ""


@dataclass(frozen=True)
class Outcome:
    """A command's result: `data` for --json, and what a person reads (tables or lines)."""

    data: Any
    human: Sequence[Table | str] = field(default_factory=tuple)
    warnings: Sequence[str] = field(default_factory=tuple)
    """Sentences for stderr, in JSON mode too: the action was done, but something the
    director must see went wrong beside it (the copy after publishing a round)."""
    exit_code: int = 0
    """0, or `EXIT_FOUND` for a check that found something to settle (`round check`)."""


EXIT_FOUND = 4
"""A check ran and found something the director must settle (docs/cli.md's exit codes):
nothing was refused or changed, the report is printed as for a clean check."""


def to_jsonable(value: Any) -> Any:
    """Plain JSON values from service values (dataclasses, enums, tuples)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dict):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(item) for item in value]
    return value


def write_json(data: Any, stream: TextIO) -> None:
    """One JSON document, UTF-8 text kept readable (accented names stay as they are)."""
    stream.write(json.dumps(to_jsonable(data), ensure_ascii=False, indent=2) + "\n")


def render_table(table: Table) -> str:
    """The table as aligned text: numbers right-aligned, text left-aligned."""
    cells = [[_cell(value) for value in row] for row in table.rows]
    widths = [len(heading) for heading in table.headings]
    for row in cells:
        for index, text in enumerate(row):
            widths[index] = max(widths[index], len(text))
    numeric = [
        all(_is_number(row[index]) for row in table.rows if row[index] not in (None, ""))
        and any(row[index] not in (None, "") for row in table.rows)
        for index in range(len(table.headings))
    ]

    def line(texts: Sequence[str]) -> str:
        parts = [
            text.rjust(widths[i]) if numeric[i] else text.ljust(widths[i])
            for i, text in enumerate(texts)
        ]
        return "  ".join(parts).rstrip()

    out = [table.title] if table.title else []
    out.append(line(list(table.headings)))
    out.append("  ".join("-" * width for width in widths))
    out.extend(line(row) for row in cells)
    return "\n".join(out)


def write_human(outcome: Outcome, stream: TextIO) -> None:
    """Every table and line of an outcome, a blank line between tables."""
    blocks = [render_table(part) if isinstance(part, Table) else part for part in outcome.human]
    if blocks:
        stream.write("\n\n".join(blocks) + "\n")


def _cell(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "x" if value else ""
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, list | tuple):
        return ", ".join(_cell(item) for item in value)
    return str(value)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
