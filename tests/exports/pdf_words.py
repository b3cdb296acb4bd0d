"""Where each word of a printed page stands (poppler's pdftotext -bbox), to check how a
table's headings line up with the column under them."""

from __future__ import annotations

import html
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

_WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>'
)
_FIGURE = re.compile(r"[+\-−–]?\d[\d.,]*")


@dataclass(frozen=True)
class Word:
    text: str
    left: float
    top: float
    right: float
    bottom: float

    @property
    def middle(self) -> float:
        return (self.top + self.bottom) / 2


def page_words(path: Path, page: int = 1) -> list[Word]:
    """The words of page `page` with their boxes, in points from the top left."""
    out = subprocess.run(
        ["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [
        Word(html.unescape(m[5]), float(m[1]), float(m[2]), float(m[3]), float(m[4]))
        for m in _WORD.finditer(out)
    ]


@dataclass(frozen=True)
class Column:
    heading_left: float
    heading_right: float
    heading_lines: int
    figure_rights: list[float]


def column_under(words: list[Word], first: str, heading: str) -> Column:
    """The column headed `heading` in the table whose first heading is `first` ("Pos."): its
    heading's edges, how many lines it takes, and the right edge of each figure under it.

    The heading row is the band around `first` (a heading wrapped over two lines sits above
    and below its middle); the column's figures are those below it that end between the
    headings beside it, on a row that starts with a figure under `first`."""
    anchor = next(w for w in words if w.text == first)
    height = anchor.bottom - anchor.top
    band = [w for w in words if abs(w.middle - anchor.middle) < 1.3 * height]
    own: list[Word] = []
    at = -1
    for part in heading.split():  # each word after the one before, as the cells are read
        found = [i for i, w in enumerate(band) if w.text == part and i > at]
        assert found, f"{part!r} of {heading!r} is not in the heading row: {[w.text for w in band]}"
        at = found[0]
        own.append(band[at])
    left = min(w.left for w in own)
    right = max(w.right for w in own)
    before = max((w.right for w in band if w.right < left and w not in own), default=0.0)
    after = min((w.left for w in band if w.left > right and w not in own), default=1e9)
    below = max(w.bottom for w in band)
    ranks = [
        w.middle
        for w in words
        if w.top > below and w.right <= anchor.right + 1 and _FIGURE.fullmatch(w.text)
    ]
    # A row's figures share its middle, within what type of another size shifts it.
    figures = [
        w.right
        for w in words
        if w.top > below
        and any(abs(w.middle - rank) < 3 for rank in ranks)
        and _FIGURE.fullmatch(w.text)
        and before + 2 < w.right < after
    ]
    lines = len({round(w.middle) for w in own})
    return Column(left, right, lines, figures)
