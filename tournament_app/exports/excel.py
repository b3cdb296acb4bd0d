"""The tournament workbook: standings, the prize list, one sheet per round, entries,
penalties, history.

Numbers are written as numbers (the director sorts and sums them; a scala 40 place "2°" is
the number 2 shown with its "°"), each sheet freezes and repeats its heading row and prints
fitted to the page width, landscape when wide. The last sheet holds the rules the standings
were made by: the tie-breaks, the settings as the PDF words them, the VP table.

Every cell is in one named sans face, Arial (LibreOffice shows its metric twin, Liberation
Sans): a cell with no font named is drawn in whatever the program defaults to, a serif face in
LibreOffice. Each column is as wide as its longest cell, measured in Arial's widths (those of
Helvetica, which reportlab knows), up to a bound past which a long name wraps onto a second
line (widened a little where a text sits on the edge of a second line, so that a row is
taller where Excel and LibreOffice alike wrap it); headings wrap between words and sit over
their column's numbers, right-aligned. Margins are narrow: a sheet of 60 pairs prints its
standings on two pages, a round on one.

User text that a spreadsheet would read as a formula or a sign (`=...`, `+39 333`, `-Bianchi`,
`@mario`) is stored as a *text* cell with Excel's quote-prefix flag: the value stays exactly
what the director typed (no apostrophe is added to it), Excel and LibreOffice show it as text,
and editing the cell keeps it text. Nothing a user typed ever becomes a formula.
"""

from __future__ import annotations

import functools
import io
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import IO, Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.utils.indexed_list import IndexedList
from openpyxl.worksheet.cell_range import CellRange
from openpyxl.worksheet.page import PageMargins
from reportlab.pdfbase.pdfmetrics import stringWidth

from tournament_app.exports.documents import Language, TournamentReport
from tournament_app.exports.files import write_bytes
from tournament_app.exports.grids import (
    Cell,
    Column,
    Grid,
    cell_text,
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
from tournament_app.exports.workbook_prizes import (
    prize_rule_lines,
    prizes_grid,
    prizes_sheet_name,
)
from tournament_app.exports.workbook_rules import rules_grid, rules_sheet_name

Progress = Callable[[int, int], None]  # (sheets done, sheets in all)

# A leading character that makes a spreadsheet parse typed text as a formula or a number.
FORMULA_LEADS = ("=", "+", "-", "@", "\t", "\r")
_A4 = 9  # the OOXML paper-size code for A4
# Margins in inches: a centimetre a side, room above and below for the caption and the page
# number (openpyxl's own, an inch top and bottom, leave a landscape page a fifth shorter).
_MARGINS = PageMargins(left=0.4, right=0.4, top=0.7, bottom=0.7, header=0.3, footer=0.3)
_SIGNED_FORMAT = "+0;-0;0"  # MP differences read better with their sign
_FRACTION_FORMAT = "0.0#"
# A place at the table as each language writes it (services.messages.ordinals): the number
# 2, shown "2°" or "2nd" by its cell's format.
_PLACE = re.compile(r"(\d{1,4})(°|st|nd|rd|th)")
SANS = "Arial"
_SIZE = 10
_BODY_FONT = Font(name=SANS, size=_SIZE, family=2)
_TITLE_FONT = Font(name=SANS, size=13, bold=True, family=2)
_HEADING_FONT = Font(name=SANS, size=_SIZE, bold=True, family=2)
_HEADING_FILL = PatternFill("solid", fgColor="DDE4EE")
# Cells keep the programs' own vertical alignment (the bottom) like every cell not styled, so
# a row's cells line up whichever were styled.
_WRAPPED = Alignment(wrap_text=True)
_RIGHT = Alignment(horizontal="right")
_HEADING = Alignment(vertical="bottom", wrap_text=True)
# Text right of a column of right-aligned numbers starts a little in, so the two never read
# as one ("13 Rinaldi Elena": entry 13, not part of the name; "N. NS NS" as two headings).
# An indent is drawn only on a left-aligned cell (LibreOffice ignores it on one aligned
# "general", the default): the alignment says left.
_INDENTED = Alignment(horizontal="left", indent=1)
_WRAPPED_INDENTED = Alignment(horizontal="left", wrap_text=True, indent=1)
_HEADING_INDENTED = Alignment(horizontal="left", vertical="bottom", wrap_text=True, indent=1)
_INDENT_WIDTH = 1.5  # characters an indent takes (three spaces)
_HEADING_RIGHT = Alignment(horizontal="right", vertical="bottom", wrap_text=True)
# A column's width is counted in the widths of the digit 0 of the body's face (Arial 10 is
# Helvetica's 5.56 points). The programs fit text into it differently: LibreOffice at the
# face's own widths, a point of margin a side; Excel in whole screen pixels a little
# narrower than the digit, so on paper the same text comes out up to some 6% wider. A text
# is measured cautiously (8% wider, 1.6 digits of margin: sure to fit in either) and
# exactly (0.5 of margin: what fits in LibreOffice); see `_settled`.
_DIGIT = float(stringWidth("0", "Helvetica", _SIZE))
_ROOM = 1.08
_MARGIN = 1.6
_PAD = 0.5
_SETTLE = 1.2  # a column whose texts wrap widens by up to a fifth to settle their lines
_WIDEST = 60  # characters: a longer name or club (past two long full names) wraps
_NARROWEST = 4
_HEADING_MOST = 16  # characters: a heading widens its column no further than this
_LINE_HEIGHT = 12.75  # points: one line of Arial 10
_TITLE_LINE_HEIGHT = 16.5  # points: one line of the title, Arial 13
_TITLE_SCALE = 13 / _SIZE  # the title's type against the body's
_TITLE = Alignment(vertical="top", wrap_text=True)
# Excel forbids these in sheet names; user text (a group's name) can hold them.
_SHEET_NAME_FORBIDDEN = str.maketrans({c: " " for c in "[]:*?/\\"})


def new_workbook() -> Any:
    """A write-only workbook whose default face (its "Normal" style, every cell not styled
    otherwise) is the sans face, not openpyxl's Calibri 11."""
    workbook = Workbook(write_only=True)
    # openpyxl has no setter for the default font: it is the first of the workbook's fonts,
    # which the Normal style and every unstyled cell point at.
    workbook._fonts = IndexedList([_BODY_FONT])
    return workbook


def write_workbook(
    report: TournamentReport,
    target: str | Path | IO[bytes],
    *,
    progress: Progress | None = None,
) -> None:
    """Write the whole tournament as one .xlsx workbook to a path or a binary stream."""
    header = report.header
    language = header.language
    grids = [standings_grid(report.standings, standings_title(header), all_stages=True)]
    grids += [
        standings_grid(extra, standings_title(header, extra.scope), all_stages=True)
        for extra in report.extra_standings
    ]
    # The prize list beside the standings it is drawn from (none before anyone is ranked).
    prizes = prizes_grid(report.prizes) if report.prizes else None
    prizes = prizes if prizes and prizes.rows else None
    grids += [prizes] if prizes else []
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
    rules, rule_headings = rules_grid(header)
    if rules.rows:
        grids.append(rules)
    names = _sheet_names(report, language, prizes=prizes is not None)
    workbook = new_workbook()
    caption = f"{header.name} – {header_subtitle(header)}"
    for done, (grid, name) in enumerate(zip(grids, names, strict=False)):
        if grid is rules:  # a reference, not a list to filter; its VP table's headings bold
            write_sheet(workbook, name, grid, caption, filters=False, bold=rule_headings)
        elif grid is prizes and report.prizes and prize_rule_lines(report.prizes):
            sheet = write_sheet(workbook, name, grid, caption)
            write_lines(sheet, prize_rule_lines(report.prizes))
        else:
            write_sheet(workbook, name, grid, caption)
        if progress:
            progress(done + 1, len(grids))
    # Saved to memory first: a target that cannot be written (a missing folder, a file open
    # in Excel) fails before anything is touched, and never leaves half a workbook behind.
    buffer = io.BytesIO()
    workbook.save(buffer)
    write_bytes(buffer.getvalue(), target)


def _sheet_names(report: TournamentReport, language: Language, *, prizes: bool) -> list[str]:
    """Unique sheet names, at most 31 characters, none with a character Excel refuses."""
    wanted = [text(language, "standings")]
    wanted += [
        _clean_sheet_name(s.scope) or text(language, "standings") for s in report.extra_standings
    ]
    wanted += [prizes_sheet_name(language)] if prizes else []
    wanted += [round_name(r.header, r.round_number) for r in report.rounds]
    wanted += [text(language, "entries"), text(language, "penalties"), text(language, "history")]
    wanted.append(rules_sheet_name(language))
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


def write_sheet(
    workbook: Any,
    name: str,
    grid: Grid,
    caption: str,
    *,
    filters: bool = True,
    bold: frozenset[int] = frozenset(),
) -> Any:
    """One grid on a sheet of its own: the title and caption on row 1, the headings on row 2,
    a row per grid row (those numbered in `bold` as headings); returns the sheet (write-only:
    more rows may be appended)."""
    sheet = workbook.create_sheet(name)
    numeric = [_is_numeric(c, i, grid.rows) for i, c in enumerate(grid.columns)]
    layout = [_column_width(c, i, grid.rows) for i, c in enumerate(grid.columns)]
    indented = [not n and i > 0 and numeric[i - 1] for i, n in enumerate(numeric)]
    # A column's room for its text, and its width: that room and the indent beside it.
    rooms = [room for room, _ in layout]
    widths = [room + (_INDENT_WIDTH if i else 0) for room, i in zip(rooms, indented, strict=True)]
    wrapping = [too_long for _, too_long in layout]
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = round(width, 1)
    # Rows 1-2 (caption and headings) stay on screen and print on every page.
    sheet.freeze_panes = "A3"
    sheet.print_title_rows = "1:2"
    setup = sheet.page_setup
    setup.paperSize = _A4
    setup.orientation = "landscape" if grid.is_wide else "portrait"
    setup.fitToWidth = 1
    setup.fitToHeight = 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.page_margins = _MARGINS
    sheet.oddFooter.center.text = "&P / &N"
    if grid.rows and filters:  # filter buttons on the headings: one entry's history, a club's
        last = get_column_letter(len(grid.columns))
        sheet.auto_filter.ref = f"A2:{last}{len(grid.rows) + 2}"
    sheet.oddHeader.left.text = _header_safe(caption)
    # The heading row is as tall as its most wrapped heading (a program that would fit it
    # itself, Excel, may not on opening the file).
    headings = zip(grid.columns, rooms, strict=True)
    lines = max((_lines(c.title, w, bold=True) for c, w in headings), default=1)
    sheet.row_dimensions[2].height = _LINE_HEIGHT * lines + 3
    # The title wraps over the table's width, never beyond it: a title running on past the
    # last column would widen the printed page and shrink the table on it.
    title = f"{grid.title} – {caption}"
    if len(grid.columns) > 1:
        sheet.merged_cells.add(
            CellRange(min_col=1, min_row=1, max_col=len(grid.columns), max_row=1)
        )
    title_lines = _lines(title, sum(widths) / _TITLE_SCALE, bold=True)
    sheet.row_dimensions[1].height = _TITLE_LINE_HEIGHT * title_lines + 4
    sheet.append([_styled(sheet, title, font=_TITLE_FONT, alignment=_TITLE)])
    sheet.append(
        [
            _styled(
                sheet,
                c.title,
                font=_HEADING_FONT,
                fill=_HEADING_FILL,
                alignment=_HEADING_RIGHT if n else _HEADING_INDENTED if i else _HEADING,
            )
            for c, n, i in zip(grid.columns, numeric, indented, strict=True)
        ]
    )
    for index, row in enumerate(grid.rows):
        # A wrapped name's row as tall as its lines: Excel does not fit it on opening.
        wrapped = [
            _lines(v, w, bold=False)
            for v, w, too_long in zip(row, rooms, wrapping, strict=True)
            if isinstance(v, str) and v in too_long
        ]
        if wrapped:
            sheet.row_dimensions[index + 3].height = _LINE_HEIGHT * max(wrapped) + 3
        if index in bold:
            sheet.append([_styled(sheet, v, font=_HEADING_FONT) if v else None for v in row])
        else:
            cells = _row_cells(sheet, grid.columns, numeric, indented, wrapping, row)
            sheet.append(list(cells))
    return sheet


def write_lines(sheet: Any, lines: Iterable[str]) -> None:
    """Sentences under a sheet's table, one a row after an empty one (they run across the
    empty cells to their right)."""
    sheet.append([])
    for line in lines:
        sheet.append([text_cell(sheet, line) if line.startswith(FORMULA_LEADS) else line])


def _row_cells(
    sheet: Any,
    columns: tuple[Column, ...],
    numeric: Sequence[bool],
    indented: Sequence[bool],
    wrapping: Sequence[frozenset[str]],
    row: tuple[Cell, ...],
) -> Iterable[Any]:
    cells = zip(columns, numeric, indented, wrapping, row, strict=True)
    for column, is_number, indent, too_long, value in cells:
        if value is None or value == "":
            yield None
        elif isinstance(value, str):
            place = _PLACE.fullmatch(value)
            if place:
                shown = f'0"{place.group(2)}"'
                yield _styled(sheet, int(place.group(1)), number_format=shown)
            elif is_number:  # "(5)", "ultimo" among numbers: over them, on the right
                yield _styled(sheet, value, alignment=_RIGHT, text=True)
            elif value in too_long:
                wrapped = _WRAPPED_INDENTED if indent else _WRAPPED
                yield _styled(sheet, value, alignment=wrapped, text=True)
            elif indent:
                yield _styled(sheet, value, alignment=_INDENTED, text=True)
            elif value.startswith(FORMULA_LEADS):
                yield text_cell(sheet, value)
            else:
                yield value
        elif isinstance(value, float) and not value.is_integer():
            yield _styled(sheet, value, number_format=_FRACTION_FORMAT)
        elif column.kind == "signed":
            yield _styled(sheet, value, number_format=_SIGNED_FORMAT)
        else:
            yield value  # a whole number: Excel's General format already shows it plainly


def _is_numeric(column: Column, index: int, rows: Sequence[tuple[Cell, ...]]) -> bool:
    """A column of numbers, or mostly of places ("2°", and a forfeit's "ultimo"): its cells
    and heading on the right."""
    if column.kind != "text":
        return True
    values = [row[index] for row in rows if row[index] not in (None, "")]
    places = sum(1 for v in values if not isinstance(v, str) or _PLACE.fullmatch(v))
    return places > len(values) - places


def _column_width(
    column: Column, index: int, rows: Sequence[tuple[Cell, ...]]
) -> tuple[float, frozenset[str]]:
    """The room for the column's text: wide enough for the longest cell (up to `_WIDEST`) and
    the heading's longest word, widened as `_settled` says; and the texts that take more
    than a line in it, which wrap."""
    longest = 0.0
    texts: set[str] = set()
    for value in {row[index] for row in rows}:  # each value measured once
        if value is None or value == "":
            continue
        if isinstance(value, str):
            texts.add(value)
            width = _text_width(value)
        else:  # digits (and a sign) are each a digit wide
            width = len(cell_text(value, column.kind)) * _ROOM
        longest = max(longest, width)
    # The heading's longest word, and room enough that a long heading ("5 dic · Serata
    # d'inverno (in corso)") takes three lines at most, not one word a line.
    words = column.title.split()
    heading = max((_text_width(w, bold=True) for w in words), default=0.0)
    heading = max(heading, min(_text_width(column.title, bold=True) / 3, _HEADING_MOST))
    room = max(min(longest, _WIDEST), heading, _NARROWEST) + _MARGIN
    room = _settled(room, texts, column.title)
    return room, frozenset(t for t in texts if _lines(t, room, bold=False) > 1)


def _settled(room: float, texts: Iterable[str], heading: str) -> float:
    """`room`, or the least more (up to `_SETTLE` times as much) at which every text that
    wraps takes as many lines measured cautiously as exactly. A row is made as tall as the
    cautious count (Excel may draw that many: a line short would hide one); where the exact
    count is smaller LibreOffice draws fewer and leaves a blank line, so a club that just
    fits one line there is given a column it fits in everywhere instead."""
    wrapping = [(t, False) for t in texts if _lines(t, room, bold=False) > 1]
    wrapping += [(heading, True)] if _lines(heading, room, bold=True) > 1 else []
    best, fewest = room, len(wrapping) + 1
    for step in range(int(room * (_SETTLE - 1) * 10) + 1):
        candidate = room + step / 10
        unsettled = sum(
            1
            for text, bold in wrapping
            if _lines(text, candidate, bold=bold) != _lines(text, candidate, bold=bold, exact=True)
        )
        if unsettled < fewest:
            best, fewest = candidate, unsettled
        if not unsettled:
            break
    return best


def _text_width(value: str, *, bold: bool = False, exact: bool = False) -> float:
    """`value`'s width in Arial 10 (Helvetica's metrics), in digit widths, with some room
    unless `exact`."""
    return sum(_glyph(c, bold) for c in value) / _DIGIT * (1.0 if exact else _ROOM)


@functools.cache
def _glyph(char: str, bold: bool) -> float:
    """One character's width in points (a text's is the sum: Arial is not kerned here)."""
    return float(stringWidth(char, "Helvetica-Bold" if bold else "Helvetica", _SIZE))


@functools.lru_cache(maxsize=8192)
def _word_width(word: str, bold: bool, exact: bool) -> float:
    return _text_width(word, bold=bold, exact=exact)


def _lines(text: str, room: float, *, bold: bool, exact: bool = False) -> int:
    """How many lines `text` takes wrapped between words in a column `room` wide, its indent
    aside (a word longer than a line runs over as many as it needs): measured cautiously,
    or `exact`ly as LibreOffice does."""
    lines, used = 1, 0.0
    room -= _PAD if exact else _MARGIN
    space = _word_width(" ", bold, exact)
    for word in text.split():
        needed = _word_width(word, bold, exact)
        if used and used + space + needed <= room:
            used += space + needed
            continue
        if used:
            lines += 1
        overflow = int(needed // room) if needed > room else 0
        lines += overflow
        used = needed - overflow * room
    return lines


def text_cell(sheet: Any, value: str) -> Any:
    """A cell holding `value` as typed text, never read as a formula (the other exports that
    write workbooks, the federation file, use it too)."""
    return _styled(sheet, value, text=True)


def _styled(
    sheet: Any,
    value: object,
    *,
    font: Font | None = None,
    fill: PatternFill | None = None,
    number_format: str | None = None,
    alignment: Alignment | None = None,
    text: bool = False,
) -> Any:
    cell = WriteOnlyCell(sheet, value)
    if isinstance(value, str):
        # openpyxl turns a leading "=" into a formula; whatever is written here is text, and
        # user text that would read as a formula or a sign keeps Excel's quote-prefix flag.
        cell.data_type = "s"
        if text and value.startswith(FORMULA_LEADS):
            cell.quotePrefix = True
    if alignment:
        cell.alignment = alignment
    if font:  # else the workbook's default, the body's face
        cell.font = font
    if fill:
        cell.fill = fill
    if number_format:
        cell.number_format = number_format
    return cell


def _header_safe(caption: str) -> str:
    """Page-header text with Excel's `&` codes neutralised ("Rossi & Figli" prints as typed)."""
    return caption.replace("&", "&&")[:200]
