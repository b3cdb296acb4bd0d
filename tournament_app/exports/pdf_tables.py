"""The text and tables every Torneo PDF shares: paragraph styles, tables that fill the page
width, break across pages and repeat their heading row, the rules block and the VP table.

User text goes into tables as plain strings (never parsed) or, when it must wrap, as an escaped
Paragraph: `<b>Rossi & Figli</b>` prints so. The page they go on is `pdf_pages`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from tournament_app.exports.documents import Language, RulesSummary, TournamentHeader
from tournament_app.exports.grids import Grid, cell_text
from tournament_app.exports.labels import text
from tournament_app.exports.pdf_fitting import (
    WALL,
    TypeScale,
    bold_body,
    fitted_widths,
    heading_size,
    text_lines,
    uniform,
)
from tournament_app.exports.pdf_pages import (
    BOLD,
    FONT,
    GRID_LINE,
    HEADING_BACKGROUND,
    INK,
    STRIPE,
    frame_width,
)


def style(size: float, *, bold: bool = False, align: int = 0, leading: float = 0) -> Any:
    return ParagraphStyle(
        f"torneo-{size}-{bold}-{align}",
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading or size * 1.22,
        alignment=align,
        textColor=INK,
    )


def para(value: str, look: Any) -> Paragraph:
    """A Paragraph of user text in style `look`: escaped, so `<b>` and `&` print as typed."""
    return Paragraph(escape(value), look)


def fitting_para(value: str, width: float, size: float, *, least: float = 6) -> Paragraph:
    """A bold centred Paragraph whose type shrinks (down to `least`) until its longest word
    fits `width`, so a long name wraps between words rather than inside one."""
    longest = max((pdfmetrics.stringWidth(w, BOLD, size) for w in value.split()), default=0.0)
    if longest > width:
        size = max(least, size * width / longest)
    return para(value, style(size, bold=True, align=TA_CENTER))


def title_block(value: str, size: float = 15) -> list[Flowable]:
    return [para(value, style(size, bold=True)), Spacer(1, 3 * mm)]


def grid_table(
    grid: Grid,
    language: Language,
    *,
    wide: bool,
    size: float = 8.5,
    padding: float = 2.2,
    bold_first: bool = False,
    group_by_first: bool = False,
    wall: bool = False,
    pairs_apart: bool | None = None,
    fitted_to: Grid | None = None,
    across: float | None = None,
) -> Table:
    """A Grid as a reportlab Table filling the frame's width, its heading row repeated.

    `bold_first` sets the first column in bold (the table number on a wall list);
    `group_by_first` rules a darker line where the first column's value changes (the rows of
    one scala 40 table together); `wall` prints it to be read from a metre (`WALL`: each
    column's type by its role, a pair's names broken between the players), `size` unused;
    `pairs_apart` breaks a pair's names between the players in any list (a wall's default);
    `fitted_to`, a grid of the same columns whose widths and type this one takes (the rows
    of every list on a page, so they print alike); `across`, the width it fills (default:
    the frame's).
    """
    among = fitted_to or grid
    grid, among = _filled(grid, among), _filled(among, among)
    rows, widths, commands = _grid_parts(
        grid, language, wide, size, padding, bold_first, wall, pairs_apart, among, across
    )
    if group_by_first:
        commands += [
            ("LINEABOVE", (0, i), (-1, i), 0.9, INK)
            for i in range(2, len(grid.rows) + 1)
            if grid.rows[i - 1][0] != grid.rows[i - 2][0]
        ]
    return _table(rows, widths, commands)


def _filled(grid: Grid, among: Grid) -> Grid:
    """`grid` without the columns no row of `among` (a grid of the same columns) fills: an
    empty column says nothing and takes width. A list of no rows keeps its headings, and a
    key column stays (the places not given yet, while everyone still plays)."""
    if not among.rows:
        return grid
    keep = [
        i
        for i, column in enumerate(among.columns)
        if column.role == "key" or any(r[i] not in (None, "") for r in among.rows)
    ]
    if len(keep) == len(grid.columns):
        return grid
    return Grid(
        grid.title,
        tuple(grid.columns[i] for i in keep),
        tuple(tuple(row[i] for i in keep) for row in grid.rows),
    )


def _table(rows: list[list[Any]], widths: list[float], commands: list[tuple[Any, ...]]) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(commands))
    return table


def paged_grid_table(
    grid: Grid,
    language: Language,
    *,
    wide: bool,
    size: float = 8.5,
    padding: float = 2.2,
    wall: bool = False,
) -> Flowable:
    """The same as `grid_table`, laid out a page at a time: the very same pages, but a long
    grid (1,000 entries' standings) is not one Table that reportlab splits again and again,
    restyling every row left at each page break."""
    grid = _filled(grid, grid)
    rows, widths, commands = _grid_parts(grid, language, wide, size, padding, False, wall)
    if not grid.rows:
        return _table(rows, widths, commands)
    return _PagedRows(_Shared(rows[0], rows[1:], widths, TableStyle(commands)))


class _PagedRows(Flowable):  # type: ignore[misc]
    """Rows from `start` on under their heading, a page's Table at a time: each row's height
    is worked out once, as reportlab's Table works it out, so the rows a page holds are known
    without laying out and splitting a table; each page's Table is given its rows' heights and
    so is the very page reportlab would cut from the whole table."""

    def __init__(self, shared: _Shared, start: int = 0) -> None:
        super().__init__()
        self.shared, self.start = shared, start
        self.hAlign = "CENTER"  # as a Table's
        self._count: tuple[float, int] | None = None
        self._page: Table | None = None  # every row left, when they all fit here

    def _fitting(self, height: float) -> int:
        """How many rows from `start` fit under the heading in `height` (reportlab's split:
        whole rows while their heights' running sum stays within it)."""
        if self._count is None or self._count[0] != height:
            heights = self.shared.heights
            total = heights[0]
            count = 0
            if total <= height:
                for row_height in heights[self.start + 1 :]:
                    if total + row_height > height:
                        break
                    total += row_height
                    count += 1
            self._count = (height, count)
        return self._count[1]

    def _table(self, count: int) -> Table:
        """The page's Table: the heading and `count` rows from `start`."""
        shared = self.shared
        stop = self.start + count
        table = Table(
            [shared.heading, *shared.body[self.start : stop]],
            shared.widths,
            rowHeights=[shared.heights[0], *shared.heights[self.start + 1 : stop + 1]],
            repeatRows=1,
            normalizedData=1,
            cellStyles=[shared.heading_cells, *[shared.row_cells] * count],
        )
        table.setStyle(shared.continued if self.start else shared.drawn)
        return table

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        left = len(self.shared.body) - self.start
        if self._fitting(available_height) == left:
            self._page = self._table(left)
            self.width, self.height = self._page.wrap(available_width, available_height)
        else:  # taller than the room: split then
            self._page = None
            self.width = sum(self.shared.widths)
            self.height = sum(self.shared.heights[self.start + 1 :], self.shared.heights[0])
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        count = self._fitting(available_height)
        if not count:  # not one row fits here
            return []
        if self.start + count == len(self.shared.body):
            return [self]
        return [self._table(count), _PagedRows(self.shared, self.start + count)]

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        page = self._page or self._table(len(self.shared.body) - self.start)
        page.drawOn(canvas, x, y, _sW)


class _Shared:
    """What every page of a `_PagedRows` shares: the heading, the rows and the column
    widths; the cells' font, colour, alignment and padding (the same on every body row:
    worked out once on the heading and one row, then given to each page's table with only
    the lines and backgrounds to style); the style of the pages after the first; and each
    row's height (the heading's first)."""

    def __init__(
        self, heading: list[Any], body: list[list[Any]], widths: list[float], look: TableStyle
    ) -> None:
        self.heading, self.body, self.widths = heading, body, widths
        cells = [c for c in look.getCommands() if c[0] not in _TABLE_WIDE]
        sample = Table([heading, body[0]], widths, repeatRows=1)
        sample.setStyle(TableStyle(cells))
        self.heading_cells, self.row_cells = sample._cellStyles
        self.drawn = TableStyle([c for c in look.getCommands() if c[0] in _TABLE_WIDE])
        self.continued = _continued(self.drawn)
        self.heights = [_row_height(heading, self.heading_cells, widths)]
        self.heights += [_row_height(row, self.row_cells, widths) for row in body]


def _row_height(row: list[Any], cells: list[Any], widths: list[float]) -> float:
    """A row's height as reportlab's Table works it out: its tallest cell, a string's lines
    at the cell's leading or a Paragraph wrapped in the cell's width, with the padding."""
    height = 0.0
    for value, cell, width in zip(row, cells, widths, strict=True):
        if isinstance(value, Flowable):
            inner = width - cell.leftPadding - cell.rightPadding
            tall = value.wrap(inner, 72000 - cell.topPadding - cell.bottomPadding)[1]
        else:
            tall = (cell.leading or 1.2 * cell.fontsize) * len(value.split("\n"))
        tall += cell.bottomPadding + cell.topPadding
        height = max(height, tall)
    return height


def _continued(look: TableStyle) -> TableStyle:
    """The style of a table's rows after a page break, as reportlab's split leaves it (so
    the page draws the very same lines): a rule under every row also rules the top of the
    page's first row, and a line over the heading and the rows is drawn as two."""
    commands: list[tuple[Any, ...]] = []
    for command in look.getCommands():
        (first_column, first_row), (last_column, last_row) = command[1:3]
        if command[0] == "LINEBELOW" and last_row == -1:
            commands.append(("LINEABOVE", (first_column, 1), (last_column, 1), *command[3:]))
        if first_row == 0 and last_row != 0 and command[0] in _LINES:
            commands.append((command[0], (first_column, 0), (last_column, 0), *command[3:]))
            commands.append((command[0], (first_column, 1), (last_column, last_row), *command[3:]))
        else:
            commands.append(command)
    return TableStyle(commands)


_LINES = {
    "LINEBEFORE",
    "LINEAFTER",
    "LINEABOVE",
    "LINEBELOW",
    "GRID",
    "BOX",
    "INNERGRID",
    "OUTLINE",
}
_TABLE_WIDE = _LINES | {"BACKGROUND", "ROWBACKGROUNDS", "COLBACKGROUNDS", "SPAN", "NOSPLIT"}


def _grid_parts(
    grid: Grid,
    language: Language,
    wide: bool,
    size: float,
    padding: float,
    bold_first: bool,
    wall: bool = False,
    pairs_apart: bool | None = None,
    fitted_to: Grid | None = None,
    across: float | None = None,
) -> tuple[list[list[Any]], list[float], list[tuple[Any, ...]]]:
    """A Grid's rows (heading first) as Table cells, its column widths and its style."""
    scales: Sequence[TypeScale] = WALL if wall else uniform(size)
    apart = wall if pairs_apart is None else pairs_apart
    available = across or frame_width(wide)
    sizes, widths = fitted_widths(
        fitted_to or grid, available, scales, padding, wall=wall, pairs_apart=apart
    )
    numeric = [c.kind != "text" for c in grid.columns]
    # A heading stands like its column: right over figures, left over text, also when wrapped;
    # over figures narrower than its words, in smaller type.
    inner = [w - 2 * padding - 1 for w in widths]
    headings = [
        heading_size(c.title, s, w) for c, w, s in zip(grid.columns, inner, sizes, strict=True)
    ]
    rows: list[list[Any]] = [
        [
            _cell_text(c.title, style(s, bold=True, align=TA_RIGHT if n else 0), BOLD, s, w)
            for c, n, w, s in zip(grid.columns, numeric, inner, headings, strict=True)
        ]
    ]
    bodies = [style(s) for s in sizes]
    for row in grid.rows:
        rows.append(
            [
                cell_text(value, column.kind)
                if is_number
                else _cell_text(
                    "" if value is None else str(value), body, FONT, s, width, pairs_apart=apart
                )
                for value, column, is_number, width, s, body in zip(
                    row, grid.columns, numeric, inner, sizes, bodies, strict=True
                )
            ]
        )
    if not grid.rows:
        rows.append([para(text(language, "no_rows"), bodies[0])] + [""] * (len(widths) - 1))
    commands: list[tuple[Any, ...]] = []
    if not wall:  # one size
        commands += [("FONT", (0, 0), (-1, -1), FONT, sizes[0])]
        commands += [("FONT", (0, 0), (-1, 0), BOLD, sizes[0])]
    else:  # each column in its own size: heading bold, a key figure bold too
        for i, (column, s) in enumerate(zip(grid.columns, sizes, strict=True)):
            commands.append(("FONT", (i, 1), (i, -1), BOLD if bold_body(column) else FONT, s))
    commands += [
        ("FONT", (i, 0), (i, 0), BOLD, s) for i, s in enumerate(headings) if wall or s != sizes[i]
    ]
    commands += [
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("BACKGROUND", (0, 0), (-1, 0), HEADING_BACKGROUND),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, GRID_LINE),
        ("LINEBELOW", (0, 1), (-1, -1), 0.25, GRID_LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding + 0.6),
        ("LEFTPADDING", (0, 0), (-1, -1), padding),
        ("RIGHTPADDING", (0, 0), (-1, -1), padding),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, STRIPE]),
    ]
    commands += [("ALIGN", (i, 0), (i, -1), "RIGHT") for i, n in enumerate(numeric) if n]
    # A right-aligned number ends where the next column starts: a rule between them keeps
    # rank 10 and entry 31 from reading "10 31", or table 1 seat 2 from reading 12.
    commands += [
        ("LINEBEFORE", (i, 0), (i, -1), 0.5, GRID_LINE)
        for i in range(1, len(numeric))
        if numeric[i - 1]
    ]
    if not grid.rows:
        commands.append(("SPAN", (0, 1), (-1, 1)))
    if bold_first:
        commands.append(("FONT", (0, 1), (0, -1), BOLD, sizes[0] + 2))
    return rows, widths, commands


def _cell_text(
    value: str, look: Any, font: str, size: float, width: float, *, pairs_apart: bool = False
) -> Any:
    """A plain string when it fits on one line (fast, never parsed), else a wrapping Paragraph;
    `pairs_apart`: a pair's players on lines of their own, each wrapping between words."""
    if "\n" not in value and pdfmetrics.stringWidth(value, font, size) <= width:
        return value
    lines = text_lines(value, font, size, width, pairs_apart)
    if len(lines) > 1 and "\n" not in value:
        if all(pdfmetrics.stringWidth(line, font, size) <= width for line in lines):
            return "\n".join(lines)  # each player whole on a line: drawn as plain lines
        return Paragraph("<br/>".join(escape(line) for line in lines), look)
    return para(value, look)


def rules_lines_block(header: TournamentHeader) -> list[Flowable]:
    """The tie-breaks and notes under a standings' title (narrow enough to sit beside the
    results code)."""
    rules: RulesSummary = header.rules
    language = header.language
    parts: list[str] = []
    if rules.tie_breaks:
        parts.append(f"{text(language, 'tie_breaks')}: {', '.join(rules.tie_breaks)}")
    parts += list(rules.notes)
    if not parts:
        return []
    return [para(" · ".join(parts), style(8)), Spacer(1, 1.5 * mm)]


def vp_block(header: TournamentHeader, *, wide: bool) -> list[Flowable]:
    """The VP table across the page's width (under the results code, never beside it)."""
    rules: RulesSummary = header.rules
    language = header.language
    block: list[Flowable] = []
    if rules.vp_bands:
        block.append(vp_table(rules, language, width=frame_width(wide), size=7))
        block.append(Spacer(1, 3 * mm))
    return block


def vp_table(
    rules: RulesSummary, language: Language, *, width: float, size: float, down: bool = False
) -> Table:
    """The VP table as printed on standings and scoresheets: MP difference above, VP below;
    bands down the page instead when they do not fit across `width`, or when `down`."""
    label = f"{text(language, 'vp_table')} {rules.vp_table_name}".strip()
    bands = [
        f"{b.low}–{b.high}" if b.high is not None else text(language, "and_above", n=b.low)
        for b in rules.vp_bands
    ]
    points = [f"{b.winner}–{b.loser}" for b in rules.vp_bands]
    arrow = f"{text(language, 'difference')} → {text(language, 'vp')}"
    # The labels' column as wide as its line needs (its title wraps): the bands get the rest,
    # across the page rather than down it, where a standings' rows would go.
    first = min(width * 0.2, 34 * mm, max(18 * mm, pdfmetrics.stringWidth(arrow, FONT, size) + 12))
    rest = (width - first) / max(1, len(bands))
    widest = max((pdfmetrics.stringWidth(b, FONT, size) for b in bands), default=0.0)
    common: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, size),
        ("GRID", (0, 0), (-1, -1), 0.4, GRID_LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    word = max((pdfmetrics.stringWidth(w, FONT, size) for b in bands for w in b.split()), default=0)
    if not down and rest >= word + 8:  # one row of bands fits across the page
        # A band too long for its cell on two lines ("1505 and" over "above").
        centred = style(size, align=TA_CENTER)
        cells = [
            b if pdfmetrics.stringWidth(b, FONT, size) + 8 <= rest else para(b, centred)
            for b in bands
        ]
        rows = [
            [para(label, style(size, bold=True)), *cells],
            [arrow, *points],
        ]
        table = Table(rows, colWidths=[first] + [rest] * len(bands))
        commands = [
            *common,
            ("FONT", (1, 1), (-1, 1), BOLD, size),
            ("ALIGN", (1, 0), (-1, -1), "CENTER"),
            ("BACKGROUND", (0, 0), (-1, 0), HEADING_BACKGROUND),
        ]
    else:  # a narrow page: bands down, differences and VP side by side
        rows = [
            [para(label, style(size, bold=True)), ""],
            [text(language, "difference"), text(language, "vp")],
        ]
        rows += [[band, vp] for band, vp in zip(bands, points, strict=True)]
        table = Table(rows, colWidths=[widest + 16, 22 * mm], hAlign="LEFT")
        commands = [
            *common,
            ("SPAN", (0, 0), (1, 0)),
            ("FONT", (0, 0), (-1, 1), BOLD, size),
            ("FONT", (1, 2), (1, -1), BOLD, size),
            ("ALIGN", (0, 1), (-1, -1), "CENTER"),
            ("BACKGROUND", (0, 0), (-1, 1), HEADING_BACKGROUND),
        ]
    table.setStyle(TableStyle(commands))
    return table
