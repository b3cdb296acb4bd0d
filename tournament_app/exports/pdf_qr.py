"""The QR code that opens the tournament's results on a player's phone, with the address in
small type under it (for a phone without a camera reader, and so a reader sees where it goes).

Printed only where the director set the results address (`TournamentHeader.results_url`,
checked by the services as a whole http(s) address): without one, nothing is printed, never
a code that leads nowhere. Drawn with reportlab's own QR widget.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Rect
from reportlab.lib.colors import black
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from tournament_app.exports.documents import Language, TournamentHeader
from tournament_app.exports.labels import text
from tournament_app.exports.pdf_pages import FONT
from tournament_app.exports.pdf_tables import para, style

URL_TYPE = 6.5  # points: the address under the code, read close up
WALL_CODE = 26 * mm  # on a wall sheet: read by a phone held a step away
ADDRESS_WIDTH = 44 * mm  # about 40 characters of the address a line
GAP = 4 * mm  # between the text beside it and the code's block


Square = tuple[float, float, float, float]
"""A black rectangle of the code (a run of its dark modules): x, y, width, height."""


class QrCode(Flowable):  # type: ignore[misc]
    """The address as a QR code `size` points square, its quiet margin included (medium
    error correction: a crease or a pin hole still reads).

    The widget's squares are filled as one path: the same rectangles on the page, drawn in
    a third of the time the widget's shapes take (each a shape of its own, its colour set
    again), which every table card and score card of an evening pays."""

    def __init__(self, url: str, size: float) -> None:
        super().__init__()
        self.squares, self.bounds = _qr_squares(url)
        self.width = self.height = size

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        left, bottom, right, top = self.bounds
        canvas = self.canv
        canvas.saveState()
        canvas.scale(self.width / (right - left), self.height / (top - bottom))
        canvas.translate(-left, -bottom)
        canvas.setFillColor(black)
        path = canvas.beginPath()
        for x, y, width, height in self.squares:
            path.rect(x, y, width, height)
        canvas.drawPath(path, stroke=0, fill=1)
        canvas.restoreState()


@lru_cache(maxsize=32)
def _qr_squares(url: str) -> tuple[tuple[Square, ...], tuple[float, float, float, float]]:
    """The code's black squares and their bounds, encoded once per address: every table
    card and score card of a tournament prints the same one, and the widget would encode it
    twice a card (once to measure, once to draw), most of a card's time."""
    group = QrCodeWidget(url, barLevel="M").draw()
    squares = tuple(
        (shape.x, shape.y, shape.width, shape.height)
        for shape in group.contents
        if isinstance(shape, Rect) and shape.fillColor is not None
    )
    return squares, group.getBounds()


def url_lines(url: str, width: float, size: float = URL_TYPE) -> list[str]:
    """The address cut into lines of `width` points (an address has no spaces to wrap at),
    after a "/", "?", "&" or "=", or before a ".", "-" or "_" (never after a "-", which a
    reader would take for a hyphen to drop); mid-word only when a part is longer than a line."""
    lines: list[str] = []
    rest = url
    while rest:
        count = len(rest)
        while count > 1 and pdfmetrics.stringWidth(rest[:count], FONT, size) > width:
            count -= 1
        if count < len(rest):
            breaks = [
                i
                for i in range(count // 3 + 1, count + 1)
                if rest[i - 1] in "/?&=" or rest[i] in ".-_"
            ]
            if breaks:
                count = breaks[-1]
        lines.append(rest[:count])
        rest = rest[count:]
    return lines


def results_code(header: TournamentHeader, size: float = WALL_CODE) -> Table | None:
    """The code with "Risultati online" over it and the address under it, `size` wide; None
    where the tournament has no results address."""
    url = header.results_url
    if not url:
        return None
    # The address's lines wider than the code: fewer of them, cut in fewer places.
    width = max(size + 8 * mm, ADDRESS_WIDTH)
    caption = para(text(header.language, "results_online"), style(7, bold=True, align=TA_CENTER))
    lines = [[caption], [QrCode(url, size)]]
    lines += [[para(line, style(URL_TYPE, align=TA_CENTER))] for line in url_lines(url, width - 2)]
    block = Table(lines, colWidths=[width])
    block.setStyle(
        TableStyle(
            [
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (0, 0), 1),
            ]
        )
    )
    return block


def beside_code(
    heading: list[Flowable], header: TournamentHeader, width: float, size: float = WALL_CODE
) -> list[Flowable]:
    """`heading` (a title, the rules under it) with the results code at its right; the
    heading alone where there is no results address."""
    code = results_code(header, size)
    if code is None:
        return heading
    code_width = code.wrap(width, 1000)[0]
    row = Table([[heading, code]], colWidths=[width - code_width - GAP, code_width + GAP])
    row.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("ALIGN", (1, 0), (1, 0), "RIGHT"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2 * mm),
            ]
        )
    )
    return [row]


ENTRY_CODE = 30 * mm
"""On a table card: read by a phone held over the table."""


def entry_block(
    language: Language,
    code_and_address: tuple[str, str] | None,
    width: float,
    *,
    size: float = ENTRY_CODE,
    small: bool = False,
) -> list[Flowable]:
    """A table card's code for entering its result by phone: the QR code opening the hall's
    entry page with it, the code in big type (two halves, as it is read out), and how to
    use them; nothing without a code."""
    if code_and_address is None:
        return []
    code, address = code_and_address
    url = f"{address}enter?c={code}"
    said_type, code_type = (8, 15) if small else (11, 26)
    said = para(
        text(language, "entry_code", address=address),
        style(said_type, leading=said_type * 1.25),
    )
    typed = para(f"{code[:4]} {code[4:]}", style(code_type, bold=True, leading=code_type * 1.15))
    block = Table(
        [[QrCode(url, size), [typed, said]]],
        colWidths=[size + GAP, width - size - GAP],
    )
    block.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return [Spacer(1, (2 if small else 6) * mm), block]
