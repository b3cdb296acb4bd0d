"""The tournament workbook: standings, one sheet per round, entries, penalties, history.

Numbers are written as numbers (the director sorts and sums them), each sheet freezes and
repeats its heading row and prints fitted to the page width, landscape when wide.

User text that a spreadsheet would read as a formula or a sign (`=...`, `+39 333`, `-Bianchi`,
`@mario`) is stored as a *text* cell with Excel's quote-prefix flag: the value stays exactly
what the director typed (no apostrophe is added to it), Excel and LibreOffice show it as text,
and editing the cell keeps it text. Nothing a user typed ever becomes a formula.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

from tournament_app.exports.documents import Language, TournamentReport
from tournament_app.exports.files import write_bytes
from tournament_app.exports.grids import (
    Cell,
    Column,
    Grid,
    entries_grid,
    history_grid,
    penalties_grid,
    round_results_grid,
    standings_grid,
)
from tournament_app.exports.labels import (
    header_subtitle,
    results_title,
    round_name,
    standings_title,
    text,
)

Progress = Callable[[int, int], None]  # (sheets done, sheets in all)

# A leading character that makes a spreadsheet parse typed text as a formula or a number.
_FORMULA_LEADS = ("=", "+", "-", "@", "\t", "\r")
_A4 = 9  # the OOXML paper-size code for A4
_SIGNED_FORMAT = "+0;-0;0"  # MP differences read better with their sign
_FRACTION_FORMAT = "0.0#"
_TITLE_FONT = Font(bold=True, size=13)
_HEADING_FONT = Font(bold=True)
_HEADING_FILL = PatternFill("solid", fgColor="DDE4EE")
_TOP = Alignment(vertical="top")
# Excel forbids these in sheet names; user text (a group's name) can hold them.
_SHEET_NAME_FORBIDDEN = str.maketrans({c: " " for c in "[]:*?/\\"})


def write_workbook(
    report: TournamentReport,
    target: str | Path | IO[bytes],
    *,
    progress: Progress | None = None,
) -> None:
    """Write the whole tournament as one .xlsx workbook to a path or a binary stream."""
    header = report.header
    language = header.language
    grids = [standings_grid(report.standings, standings_title(header))]
    grids += [
        standings_grid(extra, standings_title(header, extra.scope))
        for extra in report.extra_standings
    ]
    grids += [round_results_grid(r, results_title(r.header, r.round_number)) for r in report.rounds]
    grids.append(entries_grid(report.entries, language, text(language, "entries")))
    grids.append(
        penalties_grid(
            report.penalties, language, text(language, "penalties"), game=report.header.game
        )
    )
    grids.append(
        history_grid(report.histories, language, text(language, "history"), game=header.game)
    )
    names = _sheet_names(report, language)
    workbook = Workbook(write_only=True)
    for done, (grid, name) in enumerate(zip(grids, names, strict=True)):
        write_sheet(workbook, name, grid, f"{header.name} – {header_subtitle(header)}")
        if progress:
            progress(done + 1, len(grids))
    # Saved to memory first: a target that cannot be written (a missing folder, a file open
    # in Excel) fails before anything is touched, and never leaves half a workbook behind.
    buffer = io.BytesIO()
    workbook.save(buffer)
    write_bytes(buffer.getvalue(), target)


def _sheet_names(report: TournamentReport, language: Language) -> list[str]:
    """Unique sheet names, at most 31 characters, none with a character Excel refuses."""
    wanted = [text(language, "standings")]
    wanted += [
        _clean_sheet_name(s.scope) or text(language, "standings") for s in report.extra_standings
    ]
    wanted += [round_name(r.header, r.round_number) for r in report.rounds]
    wanted += [text(language, "entries"), text(language, "penalties"), text(language, "history")]
    names: list[str] = []
    for name in wanted:
        candidate, suffix = name[:31], 2
        while candidate.casefold() in (n.casefold() for n in names):
            tail = f" ({suffix})"
            candidate, suffix = name[: 31 - len(tail)] + tail, suffix + 1
        names.append(candidate)
    return names


def _clean_sheet_name(name: str) -> str:
    return " ".join(name.translate(_SHEET_NAME_FORBIDDEN).split()).strip("'")


def write_sheet(workbook: Any, name: str, grid: Grid, caption: str) -> None:
    sheet = workbook.create_sheet(name)
    for index, column in enumerate(grid.columns, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = column.width + 2
    # Rows 1-2 (caption and headings) stay on screen and print on every page.
    sheet.freeze_panes = "A3"
    sheet.print_title_rows = "1:2"
    setup = sheet.page_setup
    setup.paperSize = _A4
    setup.orientation = "landscape" if grid.is_wide else "portrait"
    setup.fitToWidth = 1
    setup.fitToHeight = 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.oddFooter.center.text = "&P / &N"
    if grid.rows:  # filter buttons on the headings: one entry's history, one club's pairs
        last = get_column_letter(len(grid.columns))
        sheet.auto_filter.ref = f"A2:{last}{len(grid.rows) + 2}"
    sheet.oddHeader.left.text = _header_safe(caption)
    sheet.append([_styled(sheet, f"{grid.title} – {caption}", font=_TITLE_FONT)])
    sheet.append(
        [_styled(sheet, c.title, font=_HEADING_FONT, fill=_HEADING_FILL) for c in grid.columns]
    )
    for row in grid.rows:
        sheet.append(list(_row_cells(sheet, grid.columns, row)))


def _row_cells(sheet: Any, columns: tuple[Column, ...], row: tuple[Cell, ...]) -> Iterable[Any]:
    for column, value in zip(columns, row, strict=True):
        if value is None or value == "":
            yield None
        elif isinstance(value, str):
            yield _text_cell(sheet, value) if value.startswith(_FORMULA_LEADS) else value
        elif isinstance(value, float) and not value.is_integer():
            yield _styled(sheet, value, number_format=_FRACTION_FORMAT)
        elif column.kind == "signed":
            yield _styled(sheet, value, number_format=_SIGNED_FORMAT)
        else:
            yield value  # a whole number: Excel's General format already shows it plainly


def _text_cell(sheet: Any, value: str) -> Any:
    cell = WriteOnlyCell(sheet, value)
    cell.data_type = "s"  # openpyxl turns a leading "=" into a formula; this is user text
    cell.quotePrefix = True
    return cell


def _styled(
    sheet: Any,
    value: object,
    *,
    font: Font | None = None,
    fill: PatternFill | None = None,
    number_format: str | None = None,
) -> Any:
    cell = WriteOnlyCell(sheet, value)
    if isinstance(value, str):
        cell.data_type = "s"
        cell.alignment = _TOP
    if font:
        cell.font = font
    if fill:
        cell.fill = fill
    if number_format:
        cell.number_format = number_format
    return cell


def _header_safe(caption: str) -> str:
    """Page-header text with Excel's `&` codes neutralised ("Rossi & Figli" prints as typed)."""
    return caption.replace("&", "&&")[:200]
