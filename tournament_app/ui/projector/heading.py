"""The projector's heading: the tournament's name and the round, fitted to two lines."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

# The heading (tournament name and round) takes at most this many lines above the page; a
# name too long for them at full size is set smaller (HEADING_SMALLER), then cut with "…".
HEADING_LINES = 2
HEADING_SMALLER = 0.75


def _fits(text: str, font: QFont, width: int) -> bool:
    """Whether `text`, wrapped at spaces as a word-wrapped label wraps it, stays within
    `width` px and HEADING_LINES lines (a word longer than the line overflows: no fit)."""
    metrics = QFontMetrics(font)
    box = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, text)
    # Measured, n lines come a pixel or so over n line spacings: half a line is the margin.
    lines = box.height() / metrics.lineSpacing()
    return box.width() <= width and lines < HEADING_LINES + 0.5


def fit_heading(name: str, suffix: str, font: QFont, width: int) -> tuple[str, QFont]:
    """The heading's text and font for a line `width` px wide: the whole `name` + `suffix`
    at `font`'s size, else smaller, else the name cut with "…" so the round still shows."""
    smaller = QFont(font)
    smaller.setPixelSize(max(1, int(font.pixelSize() * HEADING_SMALLER)))
    whole = name + suffix
    for candidate in (font, smaller):
        if _fits(whole, candidate, width):
            return whole, candidate
    kept, longest = 0, len(name)  # the longest start of the name that fits, by halves
    while kept < longest:
        middle = (kept + longest + 1) // 2
        if _fits(name[:middle].rstrip() + "…" + suffix, smaller, width):
            kept = middle
        else:
            longest = middle - 1
    return name[:kept].rstrip() + "…" + suffix, smaller


class Heading(QLabel):
    """The tournament's name and round above the page, as plain text (a name is shown as
    typed: an apostrophe, an "&" or a "<b>" is not markup). It wraps, and is set smaller or
    cut to fit its width, so the window is never wider than the screen and the clock
    beside it stays in view whatever the name's length."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        # The width is what the clock leaves, never the text's: a long name must not widen
        # the window (it made it 1,400-2,300 px wide, the clock beyond a projector's edge).
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._name = ""
        self._suffix = ""
        self._pixel_size = 0

    def show_heading(self, name: str, suffix: str = "") -> None:
        """Show `name` then `suffix` (" — Round 4": kept when the name must be cut)."""
        self._name, self._suffix = name, suffix
        self._fit()

    def set_pixel_size(self, size: int) -> None:
        """The type size the heading has when the name fits at it."""
        self._pixel_size = size
        self._fit()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        font = QFont(self.font())
        if self._pixel_size:
            font.setPixelSize(self._pixel_size)
        font.setBold(True)
        if self.isVisible():
            text, font = fit_heading(self._name, self._suffix, font, self.contentsRect().width())
        else:  # not laid out yet: its width is not the one it will have
            text = self._name + self._suffix
        self.setFont(font)
        self.setText(text)
