"""A prize list read back from where a director reads it: the printed PDF (poppler's
pdftotext, as laid out), the workbook's prize list sheet and the results site's index; each
as (section, place, entry) rows, the section as printed ("Overall", "Cat. A")."""

from __future__ import annotations

import re
from html.parser import HTMLParser
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


class _SiteReader(HTMLParser):
    """The results site's index as (heading, rows of cell texts) under each <h2>."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[tuple[str, list[list[str]]]] = []
        self.notes: list[str] = []
        self._text: list[str] | None = None
        self._row: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("h2", "td", "th", "p"):
            self._text = []
        elif tag == "tr":
            self._row = []

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        said = " ".join("".join(self._text or []).split())
        if tag == "h2":
            self.parts.append((said, []))
        elif tag == "p" and self._text is not None:
            self.notes.append(said)
        elif tag in ("td", "th") and self._row is not None:
            self._row.append(said)
        elif tag == "tr" and self._row is not None and self.parts:
            self.parts[-1][1].append(self._row)
            self._row = None
        if tag in ("h2", "td", "th", "p"):
            self._text = None


def site_prizes(index: Path, title: str) -> tuple[list[tuple[str, int, int]], list[str]]:
    """The results site's prize list (each table under a heading "<title> – <section>") as
    (section, place, entry) rows, and the page's note lines."""
    reader = _SiteReader()
    reader.feed(index.read_text(encoding="utf-8"))
    rows = []
    for heading, cells in reader.parts:
        if not heading.startswith(f"{title} – "):
            continue
        section = heading.removeprefix(f"{title} – ")
        rows += [(section, int(row[0]), int(row[1])) for row in cells if row and row[0].isdigit()]
    return rows, reader.notes
