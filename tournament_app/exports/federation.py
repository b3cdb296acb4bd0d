"""The results file for the federation: one row per player, as CSV, xlsx or JSON.

The format is Torneo's own, documented column by column in docs/federation.md; its headings
and keys are fixed Italian identifiers, whatever the window's language, so a program that
reads one file reads the next. Changing a column is a new `FORMAT_VERSION`.

CSV is UTF-8 with a byte-order mark and `;` between fields, lines ending CR LF: Excel set up
for Italy lists with `;` (the comma is its decimal separator) and reads the file as UTF-8 only
when it starts with the mark, so a double click opens it in columns with the accents right.

User text a spreadsheet would read as a formula (`=cmd`, `+39`, `-Bianchi`, `@x`) never
becomes one: the workbook stores it as a text cell with the quote-prefix flag, as the
tournament workbook does (`excel`), and the CSV, which has no such flag, puts an apostrophe
in front of it, as Excel itself shows such a cell typed by hand.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

# The tournament workbook's own rule for text that would read as a formula, reused as is.
from tournament_app.exports.excel import FORMULA_LEADS, text_cell

FORMAT_NAME = "torneo-federazione"
FORMAT_VERSION = 1
FINAL = "definitiva"
PROVISIONAL = "provvisoria"
Game = Literal["burraco", "scala40"]
ColumnType = Literal["text", "int", "date", "bool"]


@dataclass(frozen=True)
class FederationRow:
    """One player's line: where their entry finished and with what."""

    place: int
    entry: int
    tessera: str
    surname: str
    name: str
    club: str
    category: str
    withdrawn: bool
    vp: int | None = None
    """Burraco: the entry's victory points (net of penalties)."""
    mp_difference: int | None = None
    """Burraco: points scored less points conceded."""
    points: int | None = None
    """Scala 40: placement points, or the stage reached in an elimination."""
    penalty_points: int | None = None
    """Scala 40: the penalty points scored at the tables (lower is better)."""


@dataclass(frozen=True)
class FederationResults:
    """A tournament's results for the federation: what it was and every player's line."""

    tournament: str
    date: str | None
    game: Game
    provisional: bool
    rows: tuple[FederationRow, ...]


@dataclass(frozen=True)
class FederationColumn:
    """A column of the file: its heading (the JSON key too), its type, where its value is."""

    heading: str
    type: ColumnType
    field: str
    """A `FederationRow` field, or "tournament." + a `FederationResults` field."""


_HEAD = (
    FederationColumn("stato", "text", "tournament.status"),
    FederationColumn("data", "date", "tournament.date"),
    FederationColumn("torneo", "text", "tournament.tournament"),
    FederationColumn("gioco", "text", "tournament.game"),
    FederationColumn("posizione", "int", "place"),
    FederationColumn("numero", "int", "entry"),
    FederationColumn("tessera", "text", "tessera"),
    FederationColumn("cognome", "text", "surname"),
    FederationColumn("nome", "text", "name"),
    FederationColumn("club", "text", "club"),
    FederationColumn("categoria", "text", "category"),
)
_GAME_COLUMNS: dict[str, tuple[FederationColumn, ...]] = {
    "burraco": (
        FederationColumn("pv", "int", "vp"),
        FederationColumn("differenza_punti", "int", "mp_difference"),
    ),
    "scala40": (
        FederationColumn("punti_classifica", "int", "points"),
        FederationColumn("punti_penalita", "int", "penalty_points"),
    ),
}
_TAIL = (FederationColumn("ritirato", "bool", "withdrawn"),)


def columns(game: Game) -> tuple[FederationColumn, ...]:
    """The file's columns, in order, for a tournament of `game`."""
    return (*_HEAD, *_GAME_COLUMNS[game], *_TAIL)


def _value(results: FederationResults, row: FederationRow, column: FederationColumn) -> Any:
    if column.field == "tournament.status":
        return PROVISIONAL if results.provisional else FINAL
    if column.field.startswith("tournament."):
        return getattr(results, column.field.removeprefix("tournament."))
    return getattr(row, column.field)


def table(results: FederationResults) -> tuple[tuple[str, ...], list[list[Any]]]:
    """The headings and the rows as plain values (None where a value is missing)."""
    chosen = columns(results.game)
    rows = [[_value(results, row, c) for c in chosen] for row in results.rows]
    return tuple(c.heading for c in chosen), rows


def csv_heading() -> str:
    """The first columns' headings as the CSV's first line starts, whatever the game: how an
    existing file is known as one of these (`services.output_files`)."""
    return ";".join(c.heading for c in _HEAD)


# -- CSV --------------------------------------------------------------------------------------


def _csv_cell(value: Any, column: FederationColumn) -> str:
    if value is None:
        return ""
    if column.type == "bool":
        return "1" if value else "0"
    if isinstance(value, str):
        return "'" + value if value.startswith(FORMULA_LEADS) else value
    return str(value)


def federation_csv(results: FederationResults) -> bytes:
    """The file as CSV: UTF-8 with its mark, `;` separated, a heading line, CR LF."""
    chosen = columns(results.game)
    headings, rows = table(results)
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(headings)
    for values in rows:
        writer.writerow([_csv_cell(v, c) for v, c in zip(values, chosen, strict=True)])
    return out.getvalue().encode("utf-8-sig")


# -- xlsx -------------------------------------------------------------------------------------

_SHEET = "federazione"
_HEADING_FONT = Font(bold=True)


def federation_xlsx(results: FederationResults) -> bytes:
    """The file as a one-sheet workbook: headings on row 1, a player per row below, numbers
    as numbers, dates as text (YYYY-MM-DD, as the CSV), flags as 1 or 0."""
    chosen = columns(results.game)
    headings, rows = table(results)
    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet(_SHEET)
    widths = _widths(headings, rows)
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = width
    sheet.freeze_panes = "A2"
    sheet.append([_heading_cell(sheet, heading) for heading in headings])
    for values in rows:
        sheet.append([_xlsx_cell(sheet, v, c) for v, c in zip(values, chosen, strict=True)])
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def _heading_cell(sheet: Any, heading: str) -> Any:
    cell = WriteOnlyCell(sheet, heading)
    cell.font = _HEADING_FONT
    return cell


def _xlsx_cell(sheet: Any, value: Any, column: FederationColumn) -> Any:
    if value is None or value == "":
        return None
    if column.type == "bool":
        return 1 if value else 0
    if isinstance(value, str):
        return text_cell(sheet, value) if value.startswith(FORMULA_LEADS) else value
    return value


def _widths(headings: Iterable[str], rows: list[list[Any]]) -> list[int]:
    widths = [len(h) + 2 for h in headings]
    for values in rows:
        for index, value in enumerate(values):
            widths[index] = min(48, max(widths[index], len(str(value or "")) + 2))
    return widths


# -- JSON -------------------------------------------------------------------------------------


def federation_document(results: FederationResults) -> dict[str, Any]:
    """The file as a JSON document: the tournament once, then a player per row under the
    same keys as the CSV's headings (values typed: numbers, booleans, null when missing)."""
    chosen = [c for c in columns(results.game) if not c.field.startswith("tournament.")]
    return {
        "formato": FORMAT_NAME,
        "versione": FORMAT_VERSION,
        "torneo": results.tournament,
        "data": results.date,
        "gioco": results.game,
        "stato": PROVISIONAL if results.provisional else FINAL,
        "righe": [{c.heading: _json_value(row, c) for c in chosen} for row in results.rows],
    }


def _json_value(row: FederationRow, column: FederationColumn) -> Any:
    value = getattr(row, column.field)
    return None if column.heading == "tessera" and not value else value


def federation_json(results: FederationResults) -> bytes:
    """`federation_document` as UTF-8 JSON text (accented names as they are)."""
    text = json.dumps(federation_document(results), ensure_ascii=False, indent=2)
    return (text + "\n").encode("utf-8")
