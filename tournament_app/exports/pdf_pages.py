"""The page every Torneo PDF shares.

A4 pages with the tournament's name and the document's title at the top and "pagina X di Y"
at the bottom (or two A5 halves with a cut line between); text in the DejaVu Sans shipped in
`resources/fonts`, so every accented, Nordic or Polish name prints with its own letters. What
goes on the pages (text styles, the tables every list shares) is `pdf_tables`.
"""

from __future__ import annotations

import dataclasses
import datetime
import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import IO, Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import textobject
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageTemplate,
)

from tournament_app.exports.documents import Language, TournamentHeader
from tournament_app.exports.files import write_bytes
from tournament_app.exports.labels import header_subtitle, moment_text, text
from tournament_app.paths import resources_dir

Target = str | Path | IO[bytes]
Progress = Callable[[int, int], None]

PORTRAIT = "portrait"  # page template names, for NextPageTemplate
LANDSCAPE = "landscape"
FONT = "TorneoSans"
BOLD = "TorneoSans-Bold"
MARGIN = 14 * mm
HEADER_SPACE = 16 * mm
FOOTER_SPACE = 10 * mm
GRID_LINE = colors.HexColor("#9aa5b1")
HEADING_BACKGROUND = colors.HexColor("#dde4ee")
STRIPE = colors.HexColor("#f3f5f8")
INK = colors.HexColor("#1b1f24")
MUTED = colors.HexColor("#4a5561")
# Two A5 halves on a portrait A4 page (`build(halves=True)`), cut apart at the middle.
HALF_TOP = 10 * mm  # from a half's top edge (the paper's or the cut) to its first line
HALF_BOTTOM = 16 * mm  # above a half's bottom edge: room for the page footer on the lower one
# Four A6 quarters on a portrait A4 page (`build(quarters=True)`), cut apart on both middles.
QUARTER_SIDE = 7 * mm  # from a quarter's side edge (the paper's or the cut) to its text
QUARTER_TOP = 6 * mm
QUARTER_BOTTOM = 10 * mm  # the page footer's room on the lower two; kept on all four alike
QUARTER_FOOTER = 5 * mm  # the footer's line, lower than other pages': the cards need the room
CUT_MARK = colors.HexColor("#b4bcc6")  # faint: a guide for the scissors, not a frame


@cache
def register_fonts() -> None:
    """Register the shipped DejaVu Sans with reportlab (once per process)."""
    folder = resources_dir() / "fonts"
    pdfmetrics.registerFont(TTFont(FONT, str(folder / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(folder / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)


# Registered on import: measuring text (column widths, fitting names) needs the font first.
register_fonts()


@lru_cache(maxsize=1 << 16)
def text_width(value: str, font: str, size: float) -> float:
    """`value`'s width in points in `font` at `size`: measured once, however often a list
    prints it (the same surnames, clubs, figures and headings come back on every page)."""
    width: float = pdfmetrics.stringWidth(value, font, size)
    return width


class _QuickCanvas(Canvas):  # type: ignore[misc]
    """A canvas that draws a plain string as reportlab's does, without measuring it again
    for each cell of a table: a left-aligned string is not measured at all, a right-aligned
    one once per text, font and size (reportlab measures both every time)."""

    def drawString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:
        if args or kwargs or textobject.rtlSupport:  # modes, spacing, direction: reportlab's
            super().drawString(x, y, text, *args, **kwargs)
            return
        line = self.beginText(x, y)
        line.textLine(text)
        self.drawText(line)

    def drawRightString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:
        if args or kwargs or textobject.rtlSupport:
            super().drawRightString(x, y, text, *args, **kwargs)
            return
        line = self.beginText(x - text_width(text, self._fontname, self._fontsize), y)
        line.textLine(text)
        self.drawText(line)


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
    printed: str  # when: two standings pinned up an hour apart must be told apart
    halves: bool = False  # two A5 halves: each says whose it is, the page draws the cut line
    quarters: bool = False  # four A6 quarters: the page draws faint cut marks between them


def _numbered_canvas(furniture: _Furniture) -> type[Canvas]:
    """A canvas that holds pages back until the end, so each can say "page X of Y".

    A `PageScope` in the story starts a new part (one category's ranking): from its page on,
    the header names that part and the pages count from 1 again, so each part can be posted
    on its own and every loose page still says what it is.
    """

    class NumberedCanvas(_QuickCanvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held: list[dict[str, Any]] = []
            self.torneo_scope: PageScope | None = None

        def showPage(self) -> None:
            self._held.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            scopes = [state["torneo_scope"] for state in self._held]
            counts = {scope: scopes.count(scope) for scope in scopes}
            seen: dict[PageScope | None, int] = {}
            for state, scope in zip(self._held, scopes, strict=True):
                seen[scope] = seen.get(scope, 0) + 1
                self.__dict__.update(state)
                page = dataclasses.replace(furniture, title=scope.title) if scope else furniture
                _draw_furniture(self, page, seen[scope], counts[scope])
                super().showPage()
            super().save()

    return NumberedCanvas


class PageScope(Flowable):  # type: ignore[misc]
    """Takes no room; from the page it lands on, the page header reads `title` and the page
    numbers start again (put it first after the `PageBreak` that starts a part)."""

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title = title

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0.0, 0.0

    def draw(self) -> None:
        # The marker itself tells the parts apart: two parts with one title still count apart.
        self.canv.torneo_scope = self


def _draw_furniture(canvas: Canvas, furniture: _Furniture, page: int, pages: int) -> None:
    width, height = canvas._pagesize
    usable = width - 2 * MARGIN
    top = height - MARGIN
    canvas.saveState()
    canvas.setStrokeColor(GRID_LINE)
    canvas.setLineWidth(0.6)
    if furniture.halves:
        _draw_cut_line(canvas, width, height / 2)
    elif furniture.quarters:
        _draw_cut_marks(canvas, width, height)
    else:
        # The title on the right takes what it needs (up to half the line); the tournament's
        # name gets the rest, on two lines in slightly smaller type when one is not enough.
        title = _fit(furniture.title, FONT, 9, usable * 0.5)
        room = usable - pdfmetrics.stringWidth(title, FONT, 9) - 6 * mm
        lines = [furniture.tournament]
        if pdfmetrics.stringWidth(furniture.tournament, BOLD, 11) > room:
            lines = simpleSplit(furniture.tournament, BOLD, 10, room) or [""]
            lines = [_fit(lines[0], BOLD, 10, room), _fit(" ".join(lines[1:]), BOLD, 10, room)]
        # Baselines in mm below the top margin: one line of name, or two a little tighter;
        # either way the rule stays above the frame (HEADER_SPACE).
        name_at, subtitle_at, rule_at = (
            ((4.0,), 9.0, 11.0) if len(lines) == 1 else ((3.6, 7.4), 11.4, 13.2)
        )
        canvas.setFont(FONT, 9)
        canvas.setFillColor(MUTED)
        canvas.drawRightString(width - MARGIN, top - name_at[0] * mm, title)
        canvas.setFillColor(INK)
        canvas.setFont(BOLD, 11 if len(lines) == 1 else 10)
        for line, at in zip(lines, name_at, strict=True):
            canvas.drawString(MARGIN, top - at * mm, line)
        canvas.setFont(FONT, 9)
        canvas.setFillColor(MUTED)
        canvas.drawString(MARGIN, top - subtitle_at * mm, _fit(furniture.subtitle, FONT, 9, usable))
        canvas.line(MARGIN, top - rule_at * mm, width - MARGIN, top - rule_at * mm)
    canvas.setFillColor(MUTED)
    canvas.setFont(FONT, 8)
    footer = QUARTER_FOOTER if furniture.quarters else MARGIN - 3 * mm
    canvas.drawRightString(
        width - MARGIN,
        footer,
        text(furniture.language, "page_x_of_y", x=page, y=pages),
    )
    canvas.drawString(MARGIN, footer, f"Torneo · {furniture.printed}")
    canvas.restoreState()


def _draw_cut_line(canvas: Canvas, width: float, y: float) -> None:
    """A dashed line edge to edge with scissors at its start: where the two halves part."""
    canvas.saveState()
    canvas.setFont(FONT, 10)
    canvas.drawString(4 * mm, y - 1.3 * mm, "\u2702")
    canvas.setDash(3 * mm, 2 * mm)
    canvas.line(9 * mm, y, width, y)
    canvas.restoreState()


def _draw_cut_marks(canvas: Canvas, width: float, height: float) -> None:
    """Faint marks where the four quarters part: short ticks at the paper's edges on both
    middle lines and a small cross where they meet, thin and light so a card cut a little
    off them keeps no heavy line."""
    canvas.saveState()
    canvas.setStrokeColor(CUT_MARK)
    canvas.setLineWidth(0.4)
    tick, cross = 5 * mm, 3 * mm
    middle_x, middle_y = width / 2, height / 2
    canvas.line(middle_x, 0, middle_x, tick)
    canvas.line(middle_x, height - tick, middle_x, height)
    canvas.line(0, middle_y, tick, middle_y)
    canvas.line(width - tick, middle_y, width, middle_y)
    canvas.line(middle_x - cross, middle_y, middle_x + cross, middle_y)
    canvas.line(middle_x, middle_y - cross, middle_x, middle_y + cross)
    canvas.restoreState()


def _fit(value: str, font: str, size: float, width: float) -> str:
    """`value` cut with an ellipsis so it fits `width` points (page headers never wrap)."""
    if pdfmetrics.stringWidth(value, font, size) <= width:
        return value
    while value and pdfmetrics.stringWidth(value + "…", font, size) > width:
        value = value[:-1]
    return value + "…"


def build(
    target: Target,
    header: TournamentHeader,
    title: str,
    story: list[Flowable],
    *,
    wide: bool = False,
    halves: bool = False,
    quarters: bool = False,
    progress: Progress | None = None,
) -> None:
    """Lay `story` out on A4 pages (landscape when `wide`) with header and page numbers.

    The story may switch orientation with `NextPageTemplate(PORTRAIT)` / `(LANDSCAPE)`.
    With `halves`, each portrait page holds two A5 halves, one frame each (a `FrameBreak`
    moves on to the next half) with a dashed cut line between them; no page header is drawn,
    since a half cut off the page must say itself whose it is: the story's first lines do.
    With `quarters`, four A6 quarters the same way (left to right, top to bottom), with
    faint cut marks between them.
    """
    printed = moment_text(header.language, "printed_at", datetime.datetime.now())
    furniture = _Furniture(
        header.name, header_subtitle(header), title, header.language, printed, halves, quarters
    )
    size = landscape(A4) if wide else A4
    buffer = io.BytesIO()  # laid out in memory: a failure never leaves half a PDF behind
    document = BaseDocTemplate(
        buffer,
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_SPACE,
        bottomMargin=MARGIN + FOOTER_SPACE - 4 * mm,
        title=f"{title} – {header.name}",
        author="Torneo",
        creator="Torneo",
    )
    # The first template is the first page's.
    if halves:
        document.addPageTemplates([_halves_template()])
    elif quarters:
        document.addPageTemplates([_quarters_template()])
    else:
        document.addPageTemplates([_template(wide), _template(not wide)])
    if progress is not None:
        document.setProgressCallBack(_progress_adapter(progress))
    document.build(story, canvasmaker=_numbered_canvas(furniture))
    write_bytes(buffer.getvalue(), target)


def _template(wide: bool) -> PageTemplate:
    frame = Frame(
        MARGIN,
        MARGIN + FOOTER_SPACE - 4 * mm,
        frame_width(wide),
        frame_height(wide),
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    return PageTemplate(
        id=LANDSCAPE if wide else PORTRAIT, frames=[frame], pagesize=landscape(A4) if wide else A4
    )


def _halves_template() -> PageTemplate:
    frames = [
        Frame(
            MARGIN,
            bottom + HALF_BOTTOM,
            frame_width(False),
            half_height(),
            id=name,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        for name, bottom in (("upper", A4[1] / 2), ("lower", 0))
    ]
    return PageTemplate(id="halves", frames=frames, pagesize=A4)


def _quarters_template() -> PageTemplate:
    width, height = quarter_size()
    frames = [
        Frame(
            left + QUARTER_SIDE,
            bottom + QUARTER_BOTTOM,
            width,
            height,
            id=f"quarter{index}",
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        for index, (left, bottom) in enumerate(
            ((0, A4[1] / 2), (A4[0] / 2, A4[1] / 2), (0, 0), (A4[0] / 2, 0)), start=1
        )
    ]
    return PageTemplate(id="quarters", frames=frames, pagesize=A4)


def _progress_adapter(progress: Progress) -> Callable[[str, int], None]:
    total = [1]

    def on_progress(kind: str, value: int) -> None:
        if kind == "SIZE_EST":
            total[0] = max(1, value)
        elif kind == "PROGRESS":
            progress(min(value, total[0]), total[0])

    return on_progress


def frame_height(wide: bool) -> float:
    """The height the page frame leaves for content, in points."""
    height = landscape(A4)[1] if wide else A4[1]
    return float(height - 2 * MARGIN - HEADER_SPACE - FOOTER_SPACE + 4 * mm)


def half_height() -> float:
    """The height each A5 half of a `build(halves=True)` page leaves for content, in points."""
    return float(A4[1] / 2 - HALF_TOP - HALF_BOTTOM)


def quarter_size() -> tuple[float, float]:
    """The width and height each A6 quarter of a `build(quarters=True)` page leaves for
    content, in points."""
    return (
        float(A4[0] / 2 - 2 * QUARTER_SIDE),
        float(A4[1] / 2 - QUARTER_TOP - QUARTER_BOTTOM),
    )


def frame_width(wide: bool) -> float:
    """The width the page frame leaves for content, in points."""
    width = landscape(A4)[0] if wide else A4[0]
    return float(width - 2 * MARGIN)
