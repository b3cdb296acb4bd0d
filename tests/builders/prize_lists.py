"""A prize list read back from where a director reads it: the printed PDF (poppler's
pdftotext, as laid out) and the workbook's prize list sheet; each as (section, place, entry)
rows, the section as printed ("Overall", "Cat. A")."""

from __future__ import annotations

import re
from pathlib import Path

from openpyxl import load_workbook

from tests.exports.pdf_reading import pdf_text

# A prize's row: its place, then the entry's number, then the names.
_ROW = re.compile(r"^\s*(\d+)\s+(\d+)\s+\S")


def printed_prizes(path: Path, sections: tuple[str, ...]) -> list[tuple[str, int, int]]:
    """The printed list's prizes, each under the last of `sections` printed on a line of its
    own above it."""
    rows: list[tuple[str, int, int]] = []
    section = ""
    for line in pdf_text(path).splitlines():
        if line.strip() in sections:
            section = line.strip()
        elif section and (row := _ROW.match(line)):
            rows.append((section, int(row.group(1)), int(row.group(2))))
    return rows


def sheet_prizes(path: Path, sheet: str = "Prize list") -> list[tuple[str, int, int]]:
    """The workbook's prize list sheet, row by row under its headings: the section (its
    "Standings" column), the place and the entry's number."""
    found = load_workbook(path)[sheet]
    rows = list(found.iter_rows(values_only=True))
    heading = next(i for i, row in enumerate(rows) if row and row[1] == "Place")
    return [
        (str(row[0]), int(row[1]), int(row[2]))
        for row in rows[heading + 1 :]
        if row and isinstance(row[1], int)
    ]
