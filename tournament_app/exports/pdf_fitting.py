"""How a table's columns share a page's width, and in which type.

Each column has its own type size (a wall list prints the place, the names and the figure
that ranks larger than the round-by-round figures); the widths come from what the columns
hold, so a name or a club wraps between words, never inside one. `pdf_tables` draws the
table with what is decided here.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfbase import pdfmetrics

from tournament_app.exports.grids import Column, Grid, cell_text
from tournament_app.exports.pdf_pages import BOLD, FONT, text_width

# Between a pair's two players, and between the clubs of partners from two clubs (as the
# services join them): where a wall list's cell breaks first when it does not fit one line,
# so each player's name, each club, stays whole on a line of its own.
PLAYERS_APART = " – "
CLUBS_APART = " / "
APART = (PLAYERS_APART, CLUBS_APART)


@dataclass(frozen=True)
class TypeScale:
    """Type sizes (points) by a column's role: `key` for what a reader looks for from a
    metre (the place, the names, the figure that ranks), `plain` for the rest, `minor` for
    the figures checked close up (each round's)."""

    key: float
    plain: float
    minor: float

    def of(self, column: Column) -> float:
        return {"key": self.key, "plain": self.plain, "minor": self.minor}[column.role]


def uniform(size: float) -> list[TypeScale]:
    """One size for every column, smaller by half a point down to 70% when the table's
    longest words do not fit across the page (every list but the wall's)."""
    sizes = [size]
    while sizes[-1] > size * 0.7:
        sizes.append(max(size * 0.7, sizes[-1] - 0.5))
    return [TypeScale(s, s, s) for s in sizes]


# A standings posted on the wall, read from a metre: names, place and the ranking figure at
# the seating list's 13 pt, the other columns at 11, each round's figures at 10. When the
# columns' longest words do not fit across the page (many rounds), the rounds' figures get
# smaller first, then the others, the names last and never under 11 pt.
WALL = [
    TypeScale(13, 11, 10),
    TypeScale(13, 11, 9),
    TypeScale(13, 11, 8),
    TypeScale(13, 10, 8),
    TypeScale(12, 10, 8),
    TypeScale(12, 9, 7),
    TypeScale(11, 9, 7),
]


# The least type a figures' heading shrinks to, so its column can be as narrow as its figures
# ("Penalità totali" over "240"): read close up, as each round's figures are.
HEADING_LEAST = 7.0


def heading_size(title: str, size: float, width: float) -> float:
    """The type a heading prints in within `width` (points, padding off): its column's
    `size`, smaller (down to `HEADING_LEAST`) until its longest word fits, as a figures'
    column narrower than its heading is fitted (`fitted_widths`)."""
    longest = max((text_width(w, BOLD, size) for w in words_of(title)), default=0.0)
    if longest <= width:
        return size
    return max(min(size, HEADING_LEAST), size * width / longest)


def bold_body(column: Column) -> bool:
    """A key figure (the place, the VP) prints bold: the eye finds it first."""
    return column.role == "key" and column.kind != "text"


def fitted_widths(
    grid: Grid,
    available: float,
    scales: Sequence[TypeScale],
    padding: float,
    *,
    wall: bool = False,
) -> tuple[list[float], list[float]]:
    """Each column's type size and width (points) for `grid` across `available` points.

    Columns are sized from what they hold: every column at least as wide as its longest word
    (a figure, a name's, a text's heading; a figures' heading wraps and shrinks, down to
    `HEADING_LEAST`, rather than widen its column past its figures), so no word is ever cut.
    The names (the key text columns) come first, whole on one line wherever the page has the
    room; then short columns (numbers, a category, a yes/no) whole on one line, headings too;
    the long ones (clubs, names that cannot be whole) share the rest so the table takes as
    few lines as it can, and a text that still wraps takes room from the figures' headings.
    The first of `scales` whose longest words fit across the page is used (the last, when
    none does: then the widths are scaled down).
    `wall`: a pair's names that wrap break between the players first, and where names wrap,
    the minor columns' type gets smaller (only theirs) when that saves lines.
    """
    measured = _Measured(grid, wall)
    first = len(scales) - 1
    for index, scale in enumerate(scales):
        content = _Content(measured, available, _sizes(grid, scale), padding)
        if sum(content.least) <= available:
            first = index
            break
    if wall and sum(content.natural) > available:
        start = scales[first]
        smaller = [s for s in scales[first:] if (s.key, s.plain) == (start.key, start.plain)]
        chosen = _fewest_lines(grid, measured, available, smaller, padding)
        content = _Content(measured, available, _sizes(grid, chosen), padding)
    if wall:  # the widths traded on rows spread through a long list: quick on 1,000
        sample = _Content(measured.sample(_step(grid)), available, content.sizes, padding)
        return content.sizes, _fitted(content, grid, available, sample)
    return content.sizes, _fitted(content, grid, available)


def _step(grid: Grid) -> int:
    """Every how many rows to look at, to judge a long grid's lines on about 120."""
    return max(1, len(grid.rows) // 120)


def _sizes(grid: Grid, scale: TypeScale) -> list[float]:
    return [scale.of(c) for c in grid.columns]


def _fewest_lines(
    grid: Grid,
    measured: _Measured,
    available: float,
    scales: Sequence[TypeScale],
    padding: float,
) -> TypeScale:
    """Of `scales` (largest first), the first whose table is within 5% of the lowest any
    makes, judged on up to 120 rows spread through the grid (enough to see how the names
    wrap, quick on 1,000)."""
    sample = measured.sample(_step(grid))
    heights = []
    for scale in scales:
        content = _Content(sample, available, _sizes(grid, scale), padding)
        heights.append(content.height(_fitted(content, grid, available)))
    return next(s for s, h in zip(scales, heights, strict=True) if h <= min(heights) * 1.05)


def _fitted(
    content: _Content, grid: Grid, available: float, lines: _Content | None = None
) -> list[float]:
    """The column widths for `content` (`fitted_widths`, its type chosen); `lines` counts
    the lines a set of widths makes (default: `content` itself, every row)."""
    lines = lines or content
    least, natural = content.least, content.natural
    hints = [c.width for c in grid.columns]
    if sum(content.one_line) <= available:  # headings too on one line, where there is room
        natural = content.one_line
    if sum(natural) <= available:
        # Everything fits on one line: the room to spare goes by the grid's width hints
        # (names get more than figures), so the table still fills the frame.
        spare = available - sum(natural)
        return [n + spare * h / sum(hints) for n, h in zip(natural, hints, strict=True)]
    if sum(least) >= available:  # words wider than the page even in small type: scale down
        return [m * available / sum(least) for m in least]
    count = len(grid.columns)
    widths = list(least)
    # A name whole on its line before a heading over figures on fewer lines or in larger
    # type: "Rossi Niccolò" on two lines under a half-empty page is what a reader sees first.
    names = [i for i, c in enumerate(grid.columns) if c.role == "key" and c.kind == "text"]
    others = [i for i in range(count) if i not in names]
    whole = sum(natural[i] for i in names) + sum(least[i] for i in others) <= available
    sharing = others if whole else list(range(count))
    for i in names if whole else ():
        widths[i] = natural[i]
    short = [i for i in sharing if natural[i] <= available * 0.2]
    long = [i for i in sharing if i not in short]
    raised = sum(widths) + sum(natural[i] - least[i] for i in short)
    if long and raised <= available:  # short columns whole on one line
        for i in short:
            widths[i] = natural[i]
    else:
        long = sharing
    # The long columns share the rest in proportion to how much each would wrap, then each
    # two texts trade width where the table saves lines (a club name that wraps once in five
    # rows gives way to the names that wrap in every row).
    spare = available - sum(widths)
    wanted = sum(natural[i] - least[i] for i in long)
    for i in long:
        widths[i] += spare * (natural[i] - least[i]) / wanted if wanted else spare / len(long)
    cells = content.measured.cells
    texts = [i for i in long if cells[i]]
    for _ in range(2):
        for first, second in itertools.combinations(texts, 2):
            pool = widths[first] + widths[second]
            low, high = least[first], pool - least[second]
            candidates = [low + (high - low) * n / 48 for n in range(49)]
            scores = []
            for width in candidates:
                widths[first], widths[second] = width, pool - width
                scores.append(lines.lines(widths))
            best = [c for c, score in zip(candidates, scores, strict=True) if score == min(scores)]
            widths[first] = best[len(best) // 2]  # the middle of the best: balanced
            widths[second] = pool - widths[first]
    # Then a text that still wraps, the names first, takes room from the figures' headings.
    figures = [i for i in sharing if not cells[i]]
    for i in sorted((i for i in sharing if cells[i]), key=lambda i: i not in names):
        _from_headings(widths, i, figures, least, lines)
    return widths


def _from_headings(
    widths: list[float], column: int, figures: list[int], least: list[float], lines: _Content
) -> None:
    """A text column whose cells wrap (`column`) takes from the figures' columns (their
    headings wrap and shrink) the least width that saves the table the most lines it can
    save: each figures' column gives in proportion to what it has above its least."""
    room = [widths[i] - least[i] for i in figures]
    above = sum(room)
    if above <= 0:
        return
    start = list(widths)

    def given(extra: float) -> list[float]:
        moved = list(start)
        moved[column] += extra
        for i, r in zip(figures, room, strict=True):
            moved[i] -= extra * r / above
        return moved

    fewest = lines.lines(given(above))
    if lines.lines(start) == fewest:
        return
    # The lines only fall as the column widens: the least of 48 steps that reaches the fewest.
    low, high = 0, 48
    while low < high:
        middle = (low + high) // 2
        if lines.lines(given(above * middle / 48)) == fewest:
            high = middle
        else:
            low = middle + 1
    widths[:] = given(above * low / 48)


def text_lines(value: str, font: str, size: float, width: float, pairs_apart: bool) -> list[str]:
    """The lines a cell's text is printed on before any wrapping between words: its own
    lines, and, when `pairs_apart` and it does not fit `width`, a pair's players one a line
    ("Rossi Anna –" over "Bianchi Carlo"), a pair's clubs likewise ("Aurora /" over "Tivoli")."""
    lines = value.split("\n")
    if not pairs_apart:
        return lines
    apart: list[str] = []
    for line in lines:
        if pdfmetrics.stringWidth(line, font, size) > width:
            apart += parts_apart(line)
        else:
            apart.append(line)
    return apart


def parts_apart(line: str) -> list[str]:
    """A pair's line one player (or one club) a line, each but the last ending in the dash
    (the slash); a line of neither, as it is."""
    for mark in APART:
        if mark in line:
            parts = line.split(mark)
            return [f"{p}{mark.rstrip()}" for p in parts[:-1]] + parts[-1:]
    return [line]


@dataclass
class _Cell:
    """A text cell measured in 1 pt type: its words' widths; a pair's, also its width on one
    line and each player's (club's) words apart (as `text_lines` parts them when it does not
    fit)."""

    words: list[float]
    whole: float = 0.0
    players: list[list[float]] | None = None


class _Measured:
    """What a grid's columns hold, measured once in 1 pt type (a text's width grows with its
    size): each column's heading, its widest figure, and each text cell's words and lines."""

    def __init__(self, grid: Grid, pairs_apart: bool) -> None:
        self.columns = grid.columns
        self.heading_words: list[list[float]] = []
        self.heading: list[float] = []  # on one line
        self.heading_two: list[float] = []  # on at most two lines
        self.figure: list[float] = []  # the widest figure (none: 0)
        self.lines: list[float] = []  # the longest line of the column's texts
        # Per text column, per row (heading first); none for a figures' column.
        self.cells: list[list[_Cell]] = []
        self.space = pdfmetrics.stringWidth(" ", FONT, 1)
        for index, column in enumerate(grid.columns):
            words = [text_width(w, BOLD, 1) for w in words_of(column.title)]
            self.heading_words.append(words)
            self.heading.append(pdfmetrics.stringWidth(column.title, BOLD, 1))
            self.heading_two.append(_two_lines(words_of(column.title), BOLD, 1))
            figure = 0.0
            if column.kind != "text" and grid.rows:
                # DejaVu's digits share one width, so the longest figure is the widest.
                figures = (cell_text(row[index], column.kind) for row in grid.rows)
                font = BOLD if bold_body(column) else FONT
                figure = pdfmetrics.stringWidth(max(figures, key=len), font, 1)
            self.figure.append(figure)
            cells = [_Cell(words)]
            longest = 0.0
            if column.kind == "text":
                for row in grid.rows:
                    value = "" if row[index] is None else str(row[index])
                    # Words come back row after row (surnames, clubs, the dash): each is
                    # measured once.
                    cell = _Cell([text_width(w, FONT, 1) for w in words_of(value)])
                    if "\n" in value:
                        for line in value.split("\n"):
                            longest = max(longest, pdfmetrics.stringWidth(line, FONT, 1))
                    else:
                        cell.whole = pdfmetrics.stringWidth(value, FONT, 1)
                        longest = max(longest, cell.whole)
                        if pairs_apart and any(mark in value for mark in APART):
                            cell.players = [
                                [text_width(w, FONT, 1) for w in words_of(line)]
                                for line in parts_apart(value)
                            ]
                    cells.append(cell)
            self.lines.append(longest)
            self.cells.append(cells if column.kind == "text" else [])

    def sample(self, step: int) -> _Measured:
        """The same columns with every `step`th row (the heading kept)."""
        part = object.__new__(_Measured)
        part.__dict__.update(self.__dict__)
        part.cells = [[c[0], *c[1::step]] if c else [] for c in self.cells]
        return part


class _Content:
    """A grid's columns in their type sizes: per column the longest word (`least` width) and
    longest line (`natural`), each with the cell padding, and the lines a set of widths
    would make."""

    def __init__(
        self, measured: _Measured, available: float, sizes: list[float], padding: float
    ) -> None:
        self.measured = measured
        self.pad = 2 * padding + 2
        self.sizes = sizes
        self.least: list[float] = []
        self.natural: list[float] = []
        self.one_line: list[float] = []  # the same with every heading on one line
        for index, (column, size) in enumerate(zip(measured.columns, sizes, strict=True)):
            cells = measured.cells[index]
            longest = max((w for c in cells for w in c.words), default=0.0)
            longest = max(longest, measured.figure[index]) * size
            # A figures' column is as wide as its figures: a longer heading wraps over two
            # lines ("Diff. / punti") rather than widening it.
            heading = measured.heading[index] * size
            title = heading if column.kind == "text" else measured.heading_two[index] * size
            lines = max(title, measured.figure[index] * size, measured.lines[index] * size)
            if not cells:  # a figures' column: its widest figure, its heading's words shrunk
                heading_word = max(measured.heading_words[index], default=0.0)
                longest = max(
                    measured.figure[index] * size, heading_word * min(size, HEADING_LEAST)
                )
            # One absurd word is capped at 40% of the page: it cannot push the rest off it.
            word = min(longest, available * 0.4)
            self.least.append(word + self.pad)
            self.natural.append(max(word, lines) + self.pad)
            self.one_line.append(max(word, heading, lines) + self.pad)

    def lines(self, widths: list[float]) -> tuple[int, int, int]:
        """The table's height in lines (rows take their tallest cell) at `widths`, then the
        lines of the key columns' cells (a name whole before a club), then of all: less is
        better."""
        height = 0
        key = 0
        total = 0
        keys = [c.role == "key" for c in self.measured.columns]
        cells = self.measured.cells
        rows = max((len(c) for c in cells), default=0)
        # Measured in 1 pt type: the width in that type's points.
        inner = [max(1.0, w - self.pad) / s for w, s in zip(widths, self.sizes, strict=True)]
        for row in range(rows):
            tallest = 1
            for column, column_cells in enumerate(cells):
                if column_cells:
                    count = self._cell_lines(column_cells[row], inner[column])
                    tallest = max(tallest, count)
                    total += count
                    key += count if keys[column] else 0
            height += tallest
        return height, key, total

    def height(self, widths: list[float]) -> float:
        """The table's body height in points at `widths` (type and leading, no padding)."""
        cells = self.measured.cells
        inner = [max(1.0, w - self.pad) / s for w, s in zip(widths, self.sizes, strict=True)]
        lowest = max(self.sizes) * 1.2
        total = 0.0
        for row in range(1, max((len(c) for c in cells), default=1)):
            total += max(
                lowest,
                *(
                    self._cell_lines(column_cells[row], inner[column]) * self.sizes[column] * 1.22
                    for column, column_cells in enumerate(cells)
                    if column_cells
                ),
            )
        return total

    def _cell_lines(self, cell: _Cell, width: float) -> int:
        if cell.players and cell.whole > width:
            return sum(self._wrapped(words, width) for words in cell.players)
        return self._wrapped(cell.words, width)

    def _wrapped(self, words: list[float], width: float) -> int:
        """How many lines `words` take wrapped at `width`, as a paragraph wraps them."""
        space = self.measured.space
        count, line = 1, 0.0
        for word in words:
            if line and line + space + word > width:
                count, line = count + 1, word
            else:
                line = line + space + word if line else word
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


def words_of(value: str) -> list[str]:
    """Where a paragraph may break a line: at spaces, never at a no-break space."""
    return [w for w in re.split(r"[ \t\r\n]+", value) if w]
