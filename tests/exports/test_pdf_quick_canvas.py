"""Torneo's canvas draws a table's strings without measuring each one again for every cell:
the page it makes is byte for byte the one reportlab's own canvas makes, names with Ł and Ø,
empty cells and strings drawn with spacing or a render mode included."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from tournament_app.exports.pdf_pages import BOLD, FONT, _QuickCanvas

TEXTS = ("12", "-1.375", "Łukasz Øyvind – Zoë Müller", "Nicolò D'Angelo", "", "(a) \\ b")


def _page(kind: type[Canvas]) -> bytes:
    stream = io.BytesIO()
    canvas = kind(stream, invariant=1)
    y = 800.0
    for font, size in ((FONT, 13), (BOLD, 11), (FONT, 10), ("Helvetica", 9)):
        canvas.setFont(font, size)
        for value in TEXTS * 2:  # each text twice: the second time its width is known
            canvas.drawString(20, y, value)
            canvas.drawRightString(560, y, value)
            y -= 6
    canvas.drawString(20, 40, "spaced", charSpace=1.5)
    canvas.drawRightString(560, 40, "outlined", mode=1)
    canvas.drawRightString(560, 30, "words apart", wordSpace=2)
    canvas.showPage()
    canvas.save()
    return stream.getvalue()


def test_the_quick_canvas_draws_the_page_reportlab_draws() -> None:
    assert _page(_QuickCanvas) == _page(Canvas)
