"""The QR code of the hall's address, as the modules a screen paints (reportlab's encoder,
which the printouts already carry)."""

from __future__ import annotations

from reportlab.graphics.barcode.qrencoder import QRCode, QRErrorCorrectLevel


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The dark (True) and light modules of `text`'s QR code, row by row, without the quiet
    zone around it (whoever paints it leaves four modules' margin)."""
    code = QRCode(None, QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    size = code.getModuleCount()
    return tuple(tuple(bool(code.isDark(r, c)) for c in range(size)) for r in range(size))
