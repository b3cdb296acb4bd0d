"""The text and tables every Torneo PDF shares: paragraph styles, tables that fill the page
width, break across pages and repeat their heading row, the rules block and the VP table.

User text goes into tables as plain strings (never parsed) or, when it must wrap, as an escaped
Paragraph: `<b>Rossi & Figli</b>` prints so. The page they go on is `pdf_pages`.
"""

from __future__ import annotations

import itertools
import re
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
) -> Table:
    """A Grid as a reportlab Table filling the frame's width, its heading row repeated.

    `bold_first` sets the first column in bold (the table number on a wall list);
    `group_by_first` rules a darker line where the first column's value changes (the rows of
    one scala 40 table together).
    """
    rows, widths, commands = _grid_parts(grid, language, wide, size, padding, bold_first)
    if group_by_first:
        commands += [
            ("LINEABOVE", (0, i), (-1, i), 0.9, INK)
            for i in range(2, len(grid.rows) + 1)
            if grid.rows[i - 1][0] != grid.rows[i - 2][0]
        ]
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(commands))
    return table


def paged_grid_table(
    grid: Grid, language: Language, *, wide: bool, size: float = 8.5, padding: float = 2.2
) -> Flowable:
    """The same as `grid_table`, laid out a page at a time: the very same pages, but a long
    grid (1,000 entries' standings) is not one Table that reportlab splits again and again,
    restyling every row left at each page break."""
    rows, widths, commands = _grid_parts(grid, language, wide, size, padding, False)
    if not grid.rows:
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle(commands))
        return table
    # No row is lower than one line of type and its padding (a Paragraph's line is taller).
    lowest = size * 1.2 + 2 * padding + 0.6
    return _PagedRows(rows[0], rows[1:], widths, TableStyle(commands), lowest)


class _PagedRows(Flowable):  # type: ignore[misc]
    """Rows from `start` on under their heading: each page's Table is cut by reportlab's own
    split from a window just taller than the room left, so it is the page reportlab would
    make from the whole table; the rows after it wait for the next page."""

    def __init__(
        self,
        heading: list[Any],
        body: list[list[Any]],
        widths: list[float],
        look: TableStyle,
        lowest: float,
        start: int = 0,
    ) -> None:
        super().__init__()
        self.heading, self.body, self.widths, self.look = heading, body, widths, look
        self.lowest, self.start = lowest, start
        self.hAlign = "CENTER"  # as a Table's
        self._whole: Table | None = None
        self._last: tuple[int, Table] | None = None
        # The cells' font, colour, alignment and padding are the same on every body row:
        # worked out once on the heading and one row, then shared by every page's table,
        # which is given only the lines and backgrounds.
        cells = [c for c in look.getCommands() if c[0] not in _TABLE_WIDE]
        sample = Table([heading, body[0]], widths, repeatRows=1)
        sample.setStyle(TableStyle(cells))
        self.heading_cells, self.row_cells = sample._cellStyles
        drawn = TableStyle([c for c in look.getCommands() if c[0] in _TABLE_WIDE])
        self.drawn = drawn if not start else _continued(drawn)

    def _window(self, height: float) -> tuple[Table, bool]:
        stop = min(len(self.body), self.start + int(height // self.lowest) + 2)
        if self._last is None or self._last[0] != stop:  # wrap, then split, ask the same
            rows = stop - self.start
            table = Table(
                [self.heading, *self.body[self.start : stop]],
                self.widths,
                repeatRows=1,
                cellStyles=[self.heading_cells, *[self.row_cells] * rows],
            )
            table.setStyle(self.drawn)
            self._last = (stop, table)
        return self._last[1], stop == len(self.body)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        table, whole = self._window(available_height)
        self.width, self.height = table.wrap(available_width, available_height)
        # A window that does not hold every row left is taller than the room: split then.
        self._whole = table if whole else None
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        table, _ = self._window(available_height)
        parts = table.split(available_width, available_height)
        if len(parts) < 2:  # nothing fits here, or every row left does
            return list(parts)
        page = parts[0]
        taken = page._nrows - 1  # the body rows on this page, under the heading
        rest = _PagedRows(
            self.heading, self.body, self.widths, self.look, self.lowest, self.start + taken
        )
        return [page, rest]

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        assert self._whole is not None, "drawn only when every row left fits"
        self._whole.drawOn(canvas, x, y, _sW)


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
    grid: Grid, language: Language, wide: bool, size: float, padding: float, bold_first: bool
) -> tuple[list[list[Any]], list[float], list[tuple[Any, ...]]]:
    """A Grid's rows (heading first) as Table cells, its column widths and its style."""
    size, widths = _fitted_widths(grid, frame_width(wide), size, padding)
    body = style(size)
    numeric = [c.kind != "text" for c in grid.columns]
    # A heading stands like its column: right over figures, left over text, also when wrapped.
    headings = {False: style(size, bold=True), True: style(size, bold=True, align=TA_RIGHT)}
    inner = [w - 2 * padding - 1 for w in widths]
    rows: list[list[Any]] = [
        [
            _cell_text(c.title, headings[n], BOLD, size, w)
            for c, n, w in zip(grid.columns, numeric, inner, strict=True)
        ]
    ]
    for row in grid.rows:
        rows.append(
            [
                cell_text(value, column.kind)
                if is_number
                else _cell_text("" if value is None else str(value), body, FONT, size, width)
                for value, column, is_number, width in zip(
                    row, grid.columns, numeric, inner, strict=True
                )
            ]
        )
    if not grid.rows:
        rows.append([para(text(language, "no_rows"), body)] + [""] * (len(widths) - 1))
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, size),
        ("FONT", (0, 0), (-1, 0), BOLD, size),
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
        commands.append(("FONT", (0, 1), (0, -1), BOLD, size + 2))
    return rows, widths, commands


def _fitted_widths(
    grid: Grid, available: float, size: float, padding: float
) -> tuple[float, list[float]]:
    """The type size and column widths (points) for `grid` across `available` points.

    Columns are sized from what they hold: every column at least as wide as its longest word
    (a heading's, a figure, a name's), so no word is ever cut; short columns (numbers, a
    category, a yes/no) whole on one line; the long ones (names, clubs) share the rest so the
    table takes as few lines as it can. When even the longest words do not fit across the
    page, the type gets smaller (down to 70%) rather than cutting a name in the middle.
    """
    smallest = size * 0.7
    while True:
        content = _Content(grid, available, size, padding)
        least, natural = content.least, content.natural
        if sum(least) <= available or size <= smallest:
            break
        size = max(smallest, size - 0.5)
    hints = [c.width for c in grid.columns]
    if sum(content.one_line) <= available:  # headings too on one line, where there is room
        natural = content.one_line
    if sum(natural) <= available:
        # Everything fits on one line: the room to spare goes by the grid's width hints
        # (names get more than figures), so the table still fills the frame.
        spare = available - sum(natural)
        return size, [n + spare * h / sum(hints) for n, h in zip(natural, hints, strict=True)]
    if sum(least) >= available:  # words wider than the page even in small type: scale down
        return size, [m * available / sum(least) for m in least]
    count = len(grid.columns)
    widths = list(least)
    short = [i for i in range(count) if natural[i] <= available * 0.2]
    long = [i for i in range(count) if i not in short]
    if long and sum(natural[i] for i in short) + sum(least[i] for i in long) <= available:
        for i in short:
            widths[i] = natural[i]
    else:
        long = list(range(count))
    # The long columns share the rest in proportion to how much each would wrap, then each
    # two trade width where the table saves lines (a club name that wraps once in five rows
    # gives way to the names that wrap in every row).
    spare = available - sum(widths)
    wanted = sum(natural[i] - least[i] for i in long)
    for i in long:
        widths[i] += spare * (natural[i] - least[i]) / wanted
    for _ in range(2):
        for first, second in itertools.combinations(long, 2):
            pool = widths[first] + widths[second]
            low, high = least[first], pool - least[second]
            candidates = [low + (high - low) * n / 48 for n in range(49)]
            scores = []
            for width in candidates:
                widths[first], widths[second] = width, pool - width
                scores.append(content.lines(widths))
            best = [c for c, score in zip(candidates, scores, strict=True) if score == min(scores)]
            widths[first] = best[len(best) // 2]  # the middle of the best: balanced
            widths[second] = pool - widths[first]
    return size, widths


class _Content:
    """What a grid's columns hold, measured in one type size: per column the longest word
    (`least` width) and longest line (`natural`), each with the cell padding, and each text
    cell's one-line width, to count the lines a set of widths would make."""

    def __init__(self, grid: Grid, available: float, size: float, padding: float) -> None:
        self.pad = 2 * padding + 2
        self.least: list[float] = []
        self.natural: list[float] = []
        self.one_line: list[float] = []  # the same with every heading on one line
        self.space = pdfmetrics.stringWidth(" ", FONT, size)
        # Per text column, per row (heading first): the widths of the cell's words.
        self.cells: list[list[list[float]]] = []
        for index, column in enumerate(grid.columns):
            words = [pdfmetrics.stringWidth(w, BOLD, size) for w in _words(column.title)]
            lines = [pdfmetrics.stringWidth(column.title, BOLD, size)]
            heading = lines[0]
            if column.kind != "text":
                # A figures' column is as wide as its figures: a longer heading wraps over
                # two lines ("Diff. / punti") rather than widening it.
                lines = [_two_lines(_words(column.title), BOLD, size)]
            if column.kind != "text" and grid.rows:
                # DejaVu's digits share one width, so the longest figure is the widest.
                figures = (cell_text(row[index], column.kind) for row in grid.rows)
                widest = pdfmetrics.stringWidth(max(figures, key=len), FONT, size)
                words.append(widest)
                lines.append(widest)
            cells = [[pdfmetrics.stringWidth(w, BOLD, size) for w in _words(column.title)]]
            if column.kind == "text":
                for row in grid.rows:
                    value = "" if row[index] is None else str(row[index])
                    cell = [pdfmetrics.stringWidth(w, FONT, size) for w in _words(value)]
                    words += cell
                    cells.append(cell)
                    lines += [pdfmetrics.stringWidth(v, FONT, size) for v in value.split("\n")]
            # One absurd word is capped at 40% of the page: it cannot push the rest off it.
            word = min(max(words, default=0.0), available * 0.4)
            self.least.append(word + self.pad)
            self.natural.append(max(word, *lines) + self.pad)
            self.one_line.append(max(word, heading, *lines) + self.pad)
            self.cells.append(cells if column.kind == "text" else [])

    def lines(self, widths: list[float]) -> tuple[int, int]:
        """The table's height in lines (rows take their tallest cell) at `widths`, then the
        lines of all its cells: less is better."""
        height = 0
        total = 0
        rows = max((len(c) for c in self.cells), default=0)
        inner = [max(1.0, w - self.pad) for w in widths]
        for row in range(rows):
            tallest = 1
            for column, cells in enumerate(self.cells):
                if cells:
                    count = self._wrapped(cells[row], inner[column])
                    tallest = max(tallest, count)
                    total += count
            height += tallest
        return height, total

    def _wrapped(self, words: list[float], width: float) -> int:
        """How many lines `words` take wrapped at `width`, as a paragraph wraps them."""
        count, line = 1, 0.0
        for word in words:
            if line and line + self.space + word > width:
                count, line = count + 1, word
            else:
                line = line + self.space + word if line else word
        return count


def _two_lines(words: list[str], font: str, size: float) -> float:
    """The least width `words` take on at most two lines (one, when there is one word)."""
    widths: list[float] = [
        max(
            pdfmetrics.stringWidth(" ".join(words[:cut]), font, size),
            pdfmetrics.stringWidth(" ".join(words[cut:]), font, size),
        )
        for cut in range(1, len(words))
    ]
    whole: float = pdfmetrics.stringWidth(" ".join(words), font, size)
    return min(widths, default=whole)


def _words(value: str) -> list[str]:
    """Where a paragraph may break a line: at spaces, never at a no-break space."""
    return [w for w in re.split(r"[ \t\r\n]+", value) if w]


def _cell_text(value: str, look: Any, font: str, size: float, width: float) -> Any:
    """A plain string when it fits on one line (fast, never parsed), else a wrapping Paragraph."""
    if "\n" not in value and pdfmetrics.stringWidth(value, font, size) <= width:
        return value
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
    first = min(width * 0.2, 34 * mm)
    rest = (width - first) / max(1, len(bands))
    widest = max((pdfmetrics.stringWidth(b, FONT, size) for b in bands), default=0.0)
    common: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, size),
        ("GRID", (0, 0), (-1, -1), 0.4, GRID_LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    if not down and rest >= widest + 8:  # one row of bands fits across the page
        rows = [
            [para(label, style(size, bold=True)), *bands],
            [f"{text(language, 'difference')} → {text(language, 'vp')}", *points],
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
