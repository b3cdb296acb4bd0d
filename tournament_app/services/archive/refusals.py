"""What is wrong in a tournament file, turned into the refusal naming its row: the reason for
one value (`_Wrong`, a key of `messages.ARCHIVE_REASONS`), and the row it is in worded in each
language from the numbers the file holds (`_Refusals`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tournament_app.services.archive.errors import (
    ArchiveError,
    ArchiveProblem,
    ArchiveRowError,
    ArchiveTextError,
    place_words,
    quoted,
)
from tournament_app.services.archive.rules import ENTRIES, ROUNDS
from tournament_app.services.errors import ErrorCode, ServiceError


class _Wrong(Exception):
    """What is wrong with one value: a key of `messages.ARCHIVE_REASONS` and its values."""

    def __init__(self, reason: str, **values: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.values = values


TEXT_CODES = (ErrorCode.TEXT_TOO_LONG, ErrorCode.TEXT_REQUIRED, ErrorCode.TEXT_CONTROL_CHARACTER)


@dataclass
class _Refusals:
    """Turns what is wrong in one file into the refusal naming its row (worded only when
    raised: the row's words need the rounds' and entries' numbers, read then)."""

    path: Path
    tables: dict[str, Any]

    def refusal(
        self,
        wrong: _Wrong | ServiceError,
        name: str,
        position: int = 0,
        row: Any = None,
        column: str | None = None,
        *,
        problem: ArchiveProblem = ArchiveProblem.CORRUPT,
    ) -> ArchiveError:
        place = self.place(name, position, row)
        where = f"{name}[{position}]" + (f".{column}" if column else "")
        if isinstance(wrong, _Wrong):
            return ArchiveRowError(
                self.path, where, place, column, wrong.reason, wrong.values, problem=problem
            )
        value = row.get(column) if isinstance(row, dict) and column else None
        if wrong.code in TEXT_CODES:
            shown_text = quoted(value) if isinstance(value, str) else ""
            return ArchiveTextError(self.path, where, wrong, place, shown_text)
        return ArchiveRowError(self.path, where, place, column, "refused", refused=wrong)

    def place(self, name: str, position: int, row: Any) -> dict[str, str]:
        """The row's words per language (`PLACES`), from its own numbers where they are
        sound, else from its place in the file."""
        values: dict[str, Any] = {}
        if isinstance(row, dict):
            values |= {key: value for key, value in row.items() if _is_int(value)}
            for key, table, column in (
                ("round", ROUNDS, "round_id"),
                ("entry", ENTRIES, "entry_id"),
            ):
                number = self.numbers(table).get(row[column]) if _is_int(row.get(column)) else None
                if number is not None:
                    values[key] = number
        values["nth"] = position
        return place_words(name, values)

    def numbers(self, name: str) -> dict[Any, Any]:
        """Id -> number of the rows of `name` that have both as integers."""
        rows = self.tables.get(name)
        if not isinstance(rows, list):
            return {}
        return {
            row["id"]: row["number"]
            for row in rows
            if isinstance(row, dict) and _is_int(row.get("id")) and _is_int(row.get("number"))
        }


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
