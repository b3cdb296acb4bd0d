"""Printable A4 documents: standings, prizes, seating lists, table cards, scoresheets, results.

Every page carries the tournament's name and the document's title at the top and "pagina X
di Y" at the bottom. Text is set in the DejaVu Sans shipped in `resources/fonts`, so every
accented, Nordic or Polish name prints with its own letters. User text goes into tables as
plain strings (never parsed) or, when it must wrap, as an escaped Paragraph: a name such as
`<b>Rossi & Figli</b>` prints exactly so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import IO, Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from tournament_app.exports.documents import (
    BurracoScoresheet,
    EntryRow,
    Language,
    PrizeList,
    RoundResults,
    RoundSeating,
    RulesSummary,
    Scala40Scoresheet,
    Scoresheet,
    Standings,
    TournamentHeader,
)
from tournament_app.exports.grids import (
    Grid,
    cell_text,
    entries_grid,
    prize_grid,
    round_results_grid,
    seating_alphabetical_grid,
    seating_by_table_grid,
    standings_grid,
)
from tournament_app.exports.labels import header_subtitle, standings_title, text
from tournament_app.paths import resources_dir

Target = str | Path | IO[bytes]
Progress = Callable[[int, int], None]

FONT = "TorneoSans"
BOLD = "TorneoSans-Bold"
_MARGIN = 14 * mm
_HEADER_SPACE = 16 * mm
_FOOTER_SPACE = 10 * mm
_GRID_LINE = colors.HexColor("#9aa5b1")
_HEADING_BACKGROUND = colors.HexColor("#dde4ee")
_STRIPE = colors.HexColor("#f3f5f8")
_INK = colors.HexColor("#1b1f24")
_MUTED = colors.HexColor("#4a5561")


@cache
def register_fonts() -> None:
    """Register the shipped DejaVu Sans with reportlab (once per process)."""
    folder = resources_dir() / "fonts"
    pdfmetrics.registerFont(TTFont(FONT, str(folder / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(folder / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)


# Registered on import: measuring text (column widths, fitting names) needs the font first.
register_fonts()


# ---------------------------------------------------------------------------------------------
# Page furniture: header on every page, "pagina X di Y" once the page count is known
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Furniture:
    """What the page header and footer say."""

    tournament: str
    subtitle: str
    title: str
    language: Language


def _numbered_canvas(furniture: _Furniture) -> type[Canvas]:
    """A canvas that holds pages back until the end, so each can say "page X of Y"."""

    class NumberedCanvas(Canvas):  # type: ignore[misc]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._held.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._held)
            for number, state in enumerate(self._held, start=1):
                self.__dict__.update(state)
                _draw_furniture(self, furniture, number, total)
                super().showPage()
            super().save()

    return NumberedCanvas


def _draw_furniture(canvas: Canvas, furniture: _Furniture, page: int, pages: int) -> None:
    width, height = canvas._pagesize
    usable = width - 2 * _MARGIN
    top = height - _MARGIN
    canvas.saveState()
    canvas.setFillColor(_INK)
    canvas.setFont(BOLD, 11)
    canvas.drawString(_MARGIN, top - 4 * mm, _fit(furniture.tournament, BOLD, 11, usable * 0.62))
    canvas.setFont(FONT, 9)
    canvas.setFillColor(_MUTED)
    canvas.drawRightString(
        width - _MARGIN, top - 4 * mm, _fit(furniture.title, FONT, 9, usable * 0.36)
    )
    canvas.drawString(_MARGIN, top - 9 * mm, _fit(furniture.subtitle, FONT, 9, usable))
    canvas.setStrokeColor(_GRID_LINE)
    canvas.setLineWidth(0.6)
    canvas.line(_MARGIN, top - 11 * mm, width - _MARGIN, top - 11 * mm)
    canvas.setFont(FONT, 8)
    canvas.drawRightString(
        width - _MARGIN,
        _MARGIN - 3 * mm,
        text(furniture.language, "page_x_of_y", x=page, y=pages),
    )
    canvas.drawString(_MARGIN, _MARGIN - 3 * mm, "Torneo")
    canvas.restoreState()


def _fit(value: str, font: str, size: float, width: float) -> str:
    """`value` cut with an ellipsis so it fits `width` points (page headers never wrap)."""
    if pdfmetrics.stringWidth(value, font, size) <= width:
        return value
    while value and pdfmetrics.stringWidth(value + "…", font, size) > width:
        value = value[:-1]
    return value + "…"


def _build(
    target: Target,
    header: TournamentHeader,
    title: str,
    story: list[Flowable],
    *,
    wide: bool = False,
    progress: Progress | None = None,
) -> None:
    """Lay `story` out on A4 pages (landscape when `wide`) with header and page numbers."""
    furniture = _Furniture(header.name, header_subtitle(header), title, header.language)
    size = landscape(A4) if wide else A4
    document = BaseDocTemplate(
        target if not isinstance(target, Path) else str(target),
        pagesize=size,
        leftMargin=_MARGIN,
        rightMargin=_MARGIN,
        topMargin=_MARGIN + _HEADER_SPACE,
        bottomMargin=_MARGIN + _FOOTER_SPACE - 4 * mm,
        title=f"{title} – {header.name}",
        author="Torneo",
        creator="Torneo",
    )
    document.addPageTemplates([_template(size)])
    if progress is not None:
        document.setProgressCallBack(_progress_adapter(progress))
    document.build(story, canvasmaker=_numbered_canvas(furniture))


def _template(size: tuple[float, float]) -> PageTemplate:
    width, height = size
    frame = Frame(
        _MARGIN,
        _MARGIN + _FOOTER_SPACE - 4 * mm,
        width - 2 * _MARGIN,
        height - 2 * _MARGIN - _HEADER_SPACE - _FOOTER_SPACE + 4 * mm,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    return PageTemplate(frames=[frame], pagesize=size)


def _progress_adapter(progress: Progress) -> Callable[[str, int], None]:
    total = [1]

    def on_progress(kind: str, value: int) -> None:
        if kind == "SIZE_EST":
            total[0] = max(1, value)
        elif kind == "PROGRESS":
            progress(min(value, total[0]), total[0])

    return on_progress


def _frame_width(wide: bool) -> float:
    width = landscape(A4)[0] if wide else A4[0]
    return float(width - 2 * _MARGIN)


# ---------------------------------------------------------------------------------------------
# Text styles and the table drawing every list shares
# ---------------------------------------------------------------------------------------------


def _style(size: float, *, bold: bool = False, align: int = 0, leading: float = 0) -> Any:
    return ParagraphStyle(
        f"torneo-{size}-{bold}-{align}",
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading or size * 1.22,
        alignment=align,
        textColor=_INK,
    )


def _para(value: str, style: Any) -> Paragraph:
    """A Paragraph of user text: escaped, so `<b>` and `&` print as typed."""
    return Paragraph(escape(value), style)


def _fitting_para(value: str, width: float, size: float, *, least: float = 6) -> Paragraph:
    """A bold centred Paragraph whose type shrinks (down to `least`) until its longest word
    fits `width`, so a long name wraps between words rather than inside one."""
    longest = max((pdfmetrics.stringWidth(w, BOLD, size) for w in value.split()), default=0.0)
    if longest > width:
        size = max(least, size * width / longest)
    return _para(value, _style(size, bold=True, align=TA_CENTER))


def _title(value: str, size: float = 15) -> list[Flowable]:
    return [_para(value, _style(size, bold=True)), Spacer(1, 3 * mm)]


def grid_table(
    grid: Grid,
    language: Language,
    *,
    wide: bool,
    size: float = 8.5,
    padding: float = 2.2,
    bold_first: bool = False,
) -> Table:
    """A Grid as a reportlab Table filling the frame's width, its heading row repeated.

    `bold_first` sets the first column in bold (the table number on a wall list).
    """
    widths = _column_widths(grid, _frame_width(wide), size, padding)
    body = _style(size)
    heading = _style(size, bold=True)
    inner = [w - 2 * padding - 1 for w in widths]
    rows: list[list[Any]] = [
        [
            _cell_text(c.title, heading, BOLD, size, w)
            for c, w in zip(grid.columns, inner, strict=True)
        ]
    ]
    numeric = [c.kind != "text" for c in grid.columns]
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
        rows.append([_para(text(language, "no_rows"), body)] + [""] * (len(widths) - 1))
    table = Table(rows, colWidths=widths, repeatRows=1)
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, size),
        ("FONT", (0, 0), (-1, 0), BOLD, size),
        ("TEXTCOLOR", (0, 0), (-1, -1), _INK),
        ("BACKGROUND", (0, 0), (-1, 0), _HEADING_BACKGROUND),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, _GRID_LINE),
        ("LINEBELOW", (0, 1), (-1, -1), 0.25, _GRID_LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding + 0.6),
        ("LEFTPADDING", (0, 0), (-1, -1), padding),
        ("RIGHTPADDING", (0, 0), (-1, -1), padding),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, _STRIPE]),
    ]
    commands += [("ALIGN", (i, 0), (i, -1), "RIGHT") for i, n in enumerate(numeric) if n]
    if not grid.rows:
        commands.append(("SPAN", (0, 1), (-1, 1)))
    if bold_first:
        commands.append(("FONT", (0, 1), (0, -1), BOLD, size + 2))
    table.setStyle(TableStyle(commands))
    return table


def _column_widths(grid: Grid, available: float, size: float, padding: float) -> list[float]:
    """Widths in points: the hints scaled to the frame, never narrower than a heading's
    longest word or the widest number (those must not break); names give way instead."""
    hints = [c.width for c in grid.columns]
    widths = [h * available / sum(hints) for h in hints]
    least = []
    for index, column in enumerate(grid.columns):
        words = [pdfmetrics.stringWidth(w, BOLD, size) for w in column.title.split()] or [0.0]
        if column.kind != "text" and grid.rows:
            # DejaVu's digits share one width, so the longest figure is the widest.
            figures = (cell_text(row[index], column.kind) for row in grid.rows)
            words.append(pdfmetrics.stringWidth(max(figures, key=len), FONT, size))
        least.append(max(words) + 2 * padding + 2)
    short = sum(max(0.0, m - w) for m, w in zip(least, widths, strict=True))
    if short == 0:
        return widths
    widths = [max(m, w) for m, w in zip(least, widths, strict=True)]
    text_columns = [i for i, c in enumerate(grid.columns) if c.kind == "text"]
    spare = sum(widths[i] - least[i] for i in text_columns)
    if spare <= 0:
        return widths
    share = min(1.0, short / spare)
    for i in text_columns:
        widths[i] -= (widths[i] - least[i]) * share
    return widths


def _cell_text(value: str, style: Any, font: str, size: float, width: float) -> Any:
    """A plain string when it fits on one line (fast, never parsed), else a wrapping Paragraph."""
    if "\n" not in value and pdfmetrics.stringWidth(value, font, size) <= width:
        return value
    return _para(value, style)


def _rules_block(header: TournamentHeader, *, wide: bool) -> list[Flowable]:
    """The rules under a standings' title: VP table as two rows, tie-breaks, notes."""
    rules: RulesSummary = header.rules
    language = header.language
    small = _style(8)
    parts: list[str] = []
    if rules.tie_breaks:
        parts.append(f"{text(language, 'tie_breaks')}: {', '.join(rules.tie_breaks)}")
    parts += list(rules.notes)
    block: list[Flowable] = []
    if parts:
        block.append(_para(" · ".join(parts), small))
        block.append(Spacer(1, 1.5 * mm))
    if rules.vp_bands:
        block.append(vp_table(rules, language, width=_frame_width(wide), size=7))
        block.append(Spacer(1, 3 * mm))
    return block


def vp_table(rules: RulesSummary, language: Language, *, width: float, size: float) -> Table:
    """The VP table as printed on standings and scoresheets: MP difference above, VP below."""
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
        ("GRID", (0, 0), (-1, -1), 0.4, _GRID_LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    if rest >= widest + 8:  # one row of bands fits across the page
        rows = [
            [_para(label, _style(size, bold=True)), *bands],
            [f"{text(language, 'difference')} → {text(language, 'vp')}", *points],
        ]
        table = Table(rows, colWidths=[first] + [rest] * len(bands))
        commands = [
            *common,
            ("FONT", (1, 1), (-1, 1), BOLD, size),
            ("ALIGN", (1, 0), (-1, -1), "CENTER"),
            ("BACKGROUND", (0, 0), (-1, 0), _HEADING_BACKGROUND),
        ]
    else:  # a narrow page: bands down, differences and VP side by side
        rows = [
            [_para(label, _style(size, bold=True)), ""],
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
            ("BACKGROUND", (0, 0), (-1, 1), _HEADING_BACKGROUND),
        ]
    table.setStyle(TableStyle(commands))
    return table


# ---------------------------------------------------------------------------------------------
# The documents
# ---------------------------------------------------------------------------------------------


def standings_pdf(
    standings: Standings, target: Target, *, progress: Progress | None = None
) -> None:
    """The ranking with the rules summary on top; landscape when the columns need it."""
    header = standings.header
    title = standings_title(header, standings.scope)
    grid = standings_grid(standings, title)
    wide = grid.is_wide
    story = [
        *_title(title),
        *_rules_block(header, wide=wide),
        grid_table(grid, header.language, wide=wide),
    ]
    _build(target, header, title, story, wide=wide, progress=progress)


def prize_list_pdf(prizes: PrizeList, target: Target) -> None:
    """The prize list: one section per group or category, each kept on one page if it fits."""
    header = prizes.header
    language = header.language
    title = text(language, "prize_list")
    story: list[Flowable] = _title(title, 17)
    for section in prizes.sections:
        heading = section.title or text(language, "overall")
        grid = prize_grid(section, language, heading)
        story.append(
            KeepTogether(
                [
                    _para(heading, _style(13, bold=True)),
                    Spacer(1, 2 * mm),
                    grid_table(grid, language, wide=False, size=11, padding=4),
                    Spacer(1, 6 * mm),
                ]
            )
        )
    _build(target, header, title, story)


def seating_pdf(seating: RoundSeating, target: Target) -> None:
    """The wall lists for a round: by table, then (new page) alphabetical by surname."""
    header = seating.header
    language = header.language
    by_table = text(language, "seating_by_table", n=seating.round_number)
    alphabetical = text(language, "seating_alphabetical", n=seating.round_number)
    table_grid = seating_by_table_grid(seating, by_table)
    name_grid = seating_alphabetical_grid(seating, alphabetical)
    story: list[Flowable] = [
        *_title(by_table, 20),
        grid_table(table_grid, language, wide=False, size=13, padding=4.5, bold_first=True),
        PageBreak(),
        *_title(alphabetical, 20),
        grid_table(name_grid, language, wide=False, size=13, padding=4),
    ]
    _build(target, header, text(language, "round_n", n=seating.round_number), story)


def table_cards_pdf(seating: RoundSeating, target: Target) -> None:
    """One landscape page per table: the number huge, the round, who sits where."""
    header = seating.header
    language = header.language
    width = _frame_width(True)
    story: list[Flowable] = []
    label = _style(26, align=TA_CENTER)
    number = _style(200, bold=True, align=TA_CENTER, leading=200)
    seat_style = _style(18, leading=23)
    positions = {"NS": text(language, "ns"), "EO": text(language, "eo")}
    for index, table in enumerate(seating.tables):
        if index:
            story.append(PageBreak())
        story.append(_para(f"{text(language, 'table_card')}", label))
        story.append(Spacer(1, 4 * mm))
        story.append(Paragraph(str(table.table), number))
        story.append(Spacer(1, 10 * mm))
        story.append(_para(text(language, "round_n", n=seating.round_number), label))
        story.append(Spacer(1, 6 * mm))
        rows = [
            [
                positions.get(seat.position, f"{text(language, 'seat')} {seat.position}"),
                str(seat.entry.number),
                _para(seat.entry.names, seat_style),
            ]
            for seat in table.seats
        ]
        seats = Table(rows, colWidths=[32 * mm, 22 * mm, width - 54 * mm])
        seats.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (1, -1), BOLD, 18),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                    ("LINEABOVE", (0, 0), (-1, 0), 0.8, _GRID_LINE),
                    ("LINEBELOW", (0, 0), (-1, -1), 0.8, _GRID_LINE),
                    ("TOPPADDING", (0, 0), (-1, -1), 6),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 8),
                ]
            )
        )
        story.append(seats)
    if not story:
        story = _title(text(language, "no_rows"))
    _build(target, header, text(language, "round_n", n=seating.round_number), story, wide=True)


def round_results_pdf(results: RoundResults, target: Target) -> None:
    """Every table's MP and VP (burraco) or finishing order (scala 40) in one round."""
    header = results.header
    language = header.language
    title = text(language, "results_round", n=results.round_number)
    grid = round_results_grid(results, title)
    heading = f"{title} – {results.system}" if results.system else title
    story = [*_title(heading), grid_table(grid, language, wide=grid.is_wide, size=9)]
    _build(target, header, title, story, wide=grid.is_wide)


def entries_pdf(header: TournamentHeader, entries: Sequence[EntryRow], target: Target) -> None:
    """The registration list (for checking names and clubs at the desk)."""
    language = header.language
    title = text(language, "entries")
    grid = entries_grid(tuple(entries), language, title)
    story = [
        *_title(f"{title} ({len(entries)})"),
        grid_table(grid, language, wide=False, size=10, padding=3),
    ]
    _build(target, header, title, story)


def scoresheets_pdf(sheets: Sequence[Scoresheet], target: Target) -> None:
    """Pre-filled scoresheets, one per page, for every table of a round."""
    if not sheets:
        raise ValueError("no scoresheets to print: the round has no tables")
    header = sheets[0].header
    language = header.language
    story: list[Flowable] = []
    for index, sheet in enumerate(sheets):
        if index:
            story.append(PageBreak())
        if isinstance(sheet, BurracoScoresheet):
            story += _burraco_sheet(sheet)
        else:
            story += _scala40_sheet(sheet)
    title = (
        f"{text(language, 'scoresheet')} – {text(language, 'round_n', n=sheets[0].round_number)}"
    )
    wide = isinstance(sheets[0], Scala40Scoresheet) and len(sheets[0].seats) > 4
    _build(target, header, title, story, wide=wide)


def _sheet_title(language: Language, round_number: int, table: int) -> list[Flowable]:
    words = (
        f"{text(language, 'scoresheet')} · {text(language, 'round_n', n=round_number)} · "
        f"{text(language, 'table')} {table}"
    )
    return _title(words, 17)


def _burraco_sheet(sheet: BurracoScoresheet) -> list[Flowable]:
    language = sheet.header.language
    width = _frame_width(False)
    ns, eo = text(language, "ns"), text(language, "eo")
    names = _style(11, leading=14)
    pairs = Table(
        [
            [ns, str(sheet.ns.number), _para(sheet.ns.names, names)],
            [eo, str(sheet.eo.number), _para(sheet.eo.names, names)],
        ],
        colWidths=[14 * mm, 14 * mm, width - 28 * mm],
    )
    pairs.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (1, -1), BOLD, 12),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("BOX", (0, 0), (-1, -1), 0.8, _GRID_LINE),
                ("LINEBELOW", (0, 0), (-1, 0), 0.4, _GRID_LINE),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    base, cards, total = text(language, "base"), text(language, "cards"), text(language, "total")
    hand = text(language, "hand")
    rows: list[list[str]] = [
        ["", f"{ns} · {sheet.ns.number}", "", "", f"{eo} · {sheet.eo.number}", "", ""],
        [hand, base, cards, total, base, cards, total],
    ]
    rows += [[str(n), "", "", "", "", "", ""] for n in range(1, sheet.hands + 1)]
    rows.append([text(language, "turno_total"), "", "", "", "", "", ""])
    rows.append([text(language, "difference"), "", "", "", "", "", ""])
    rows.append([text(language, "vp"), "", "", "", "", "", ""])
    first = 30 * mm
    column = (width - first) / 6
    grid = Table(
        rows,
        colWidths=[first] + [column] * 6,
        rowHeights=[7 * mm, 7 * mm] + [11 * mm] * (len(rows) - 2),
    )
    last = len(rows) - 1
    grid.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), FONT, 10),
                ("FONT", (0, 0), (-1, 1), BOLD, 10),
                ("FONT", (0, last - 2), (0, last), BOLD, 10),
                ("SPAN", (1, 0), (3, 0)),
                ("SPAN", (4, 0), (6, 0)),
                ("SPAN", (1, last - 2), (3, last - 2)),
                ("SPAN", (4, last - 2), (6, last - 2)),
                ("SPAN", (1, last - 1), (6, last - 1)),
                ("SPAN", (1, last), (3, last)),
                ("SPAN", (4, last), (6, last)),
                ("ALIGN", (0, 0), (-1, 1), "CENTER"),
                ("ALIGN", (0, 2), (0, -1), "CENTER"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("GRID", (0, 0), (-1, -1), 0.6, _GRID_LINE),
                ("BOX", (0, 0), (-1, -1), 1.2, _INK),
                ("LINEAFTER", (3, 0), (3, -1), 1.2, _INK),
                ("LINEABOVE", (0, last - 2), (-1, last - 2), 1.2, _INK),
                ("BACKGROUND", (0, 0), (-1, 1), _HEADING_BACKGROUND),
                ("BACKGROUND", (3, 2), (3, last - 3), _STRIPE),
                ("BACKGROUND", (6, 2), (6, last - 3), _STRIPE),
            ]
        )
    )
    signatures = Table(
        [[f"{text(language, 'signature')} {ns}", "", f"{text(language, 'signature')} {eo}", ""]],
        colWidths=[24 * mm, width / 2 - 30 * mm, 24 * mm, width / 2 - 18 * mm],
        rowHeights=[14 * mm],
    )
    signatures.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), BOLD, 10),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                ("LINEBELOW", (1, 0), (1, 0), 0.8, _INK),
                ("LINEBELOW", (3, 0), (3, 0), 0.8, _INK),
            ]
        )
    )
    story: list[Flowable] = [
        *_sheet_title(language, sheet.round_number, sheet.table),
        pairs,
        Spacer(1, 6 * mm),
        grid,
        Spacer(1, 4 * mm),
        signatures,
        Spacer(1, 8 * mm),
    ]
    if sheet.header.rules.vp_bands:
        story.append(CondPageBreak(25 * mm))
        story.append(vp_table(sheet.header.rules, language, width=width, size=7.5))
    return story


def _scala40_sheet(sheet: Scala40Scoresheet) -> list[Flowable]:
    language = sheet.header.language
    width = _frame_width(len(sheet.seats) > 4)
    players = max(1, len(sheet.seats))
    first = 14 * mm
    pair = (width - first) / players
    heading_row: list[Any] = [text(language, "hand")]
    sub_row: list[str] = [""]
    for seat in sheet.seats:
        heading_row += [
            _fitting_para(
                f"{seat.position} · {seat.entry.number} {seat.entry.names}", pair - 16, 9
            ),
            "",
        ]
        sub_row += [text(language, "points"), text(language, "total")]
    rows: list[list[Any]] = [heading_row, sub_row]
    rows += [[str(n)] + [""] * (2 * players) for n in range(1, sheet.hand_rows + 1)]
    rows.append([text(language, "signature")] + [""] * (2 * players))
    widths = [first] + [pair * 0.45, pair * 0.55] * players
    heights = [None, 6 * mm] + [8.2 * mm] * sheet.hand_rows + [13 * mm]
    table = Table(rows, colWidths=widths, rowHeights=heights, repeatRows=2)
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, 9),
        ("FONT", (0, 0), (-1, 1), BOLD, 8),
        ("FONT", (0, -1), (0, -1), BOLD, 8),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (0, 0), (-1, -1), 0.5, _GRID_LINE),
        ("BOX", (0, 0), (-1, -1), 1.2, _INK),
        ("BACKGROUND", (0, 0), (-1, 1), _HEADING_BACKGROUND),
    ]
    for place in range(players):
        left, right = 1 + 2 * place, 2 + 2 * place
        commands += [
            ("SPAN", (left, 0), (right, 0)),
            ("SPAN", (left, len(rows) - 1), (right, len(rows) - 1)),
            ("LINEBEFORE", (left, 0), (left, -1), 1.2, _INK),
            ("BACKGROUND", (right, 2), (right, len(rows) - 2), _STRIPE),
        ]
    table.setStyle(TableStyle(commands))
    limit = text(language, "limit", n=sheet.limit)
    marks = " · ".join(f"{mark} = {meaning}" for mark, meaning in sheet.marks)
    legend = f"{limit} · {text(language, 'marks')}: {marks}" if marks else limit
    return [
        *_sheet_title(language, sheet.round_number, sheet.table),
        _para(legend, _style(9)),
        Spacer(1, 3 * mm),
        table,
    ]
