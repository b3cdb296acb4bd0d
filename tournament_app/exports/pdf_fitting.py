"""How a table's columns share a page's width, and in which type.

Each column has its own type size (a wall list prints the place, the names and the figure
that ranks larger than the round-by-round figures); the widths come from what the columns
hold, so a name or a club wraps between words, never inside one, and a pair's names between
the players, each whole on a line of their own. Of the widths that do, the ones that make the
table shortest on the page: a club wrapped beside a pair on two lines costs nothing while it is
no taller than they are. `pdf_tables` draws the table with what is decided here.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
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
# Holds the dash (the slash) to the name before it: wrapped, it never starts a line.
NO_BREAK = "\u00a0"
LEADING = 1.22  # a paragraph's line, times its type (pdf_tables.style)
BLOCK = 0.3  # how much taller a cell's third line and more count (`_Rows.tall`)


@dataclass(frozen=True)
class TypeScale:
    """Type sizes (points) by a column's role: `key` for what a reader looks for from a
    metre (the place, the names, the figure that ranks), `plain` for the rest, `minor` for
    the figures checked close up (each round's); `texts`, when given, for the plain texts (a
    club, a note), smaller than the plain figures so they wrap less."""

    key: float
    plain: float
    minor: float
    texts: float = 0.0

    def of(self, column: Column) -> float:
        if self.texts and column.role == "plain" and column.kind == "text":
            return self.texts
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
# columns do not fit across the page (many rounds, long names and clubs), the rounds' figures
# get smaller first, then the clubs (read close up, as the rounds' figures are), then the
# others; the names last and never under 12 pt unless nothing else fits.
WALL = [
    TypeScale(13, 11, 10),
    TypeScale(13, 11, 9),
    TypeScale(13, 11, 8),
    TypeScale(13, 11, 8, 10),
    TypeScale(13, 10, 8, 9),
    TypeScale(13, 9, 7, 8),
    TypeScale(12, 10, 8, 9),
    TypeScale(12, 9, 7, 8),
    TypeScale(11, 9, 7, 8),
]
READABLE = 12.0  # the least type of a wall list's names, unless nothing larger fits
# A smaller scale is taken only when the table gets this much shorter with it: smaller names
# for a tenth, the other columns smaller for a thirtieth.
SMALLER_NAMES = 0.9
SMALLER_OTHERS = 0.97

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
    pairs_apart: bool | None = None,
) -> tuple[list[float], list[float]]:
    """Each column's type size and width (points) for `grid` across `available` points.

    Every column is at least as wide as its longest word (a figure, a name's, a text's
    heading; a figures' heading wraps and shrinks, down to `HEADING_LEAST`, rather than widen
    its column past its figures); with `pairs_apart` (a wall list's, unless told) a column of
    pairs is as wide as its widest player with the dash, where the page has the room. So no
    word, no player's name, is cut. When everything fits on one line, it does; else the texts
    share the rest so the table is as short as it can be (its height, then the names' lines,
    then all lines), and what they do not need goes to the figures' headings. The first of
    `scales` whose least widths fit across the page is used (the last, when none does: then
    the widths are scaled down); on a `wall` list a later one when it makes the table
    `SMALLER_NAMES` (`SMALLER_OTHERS`) shorter, the names never under `READABLE`.
    """
    apart = wall if pairs_apart is None else pairs_apart
    measured = _Measured(grid, apart)
    contents = [_Content(measured, available, _sizes(grid, s), padding) for s in scales]
    fitting = [i for i, c in enumerate(contents) if sum(c.least) <= available]
    # Each player whole on a line in smaller type before a player broken in larger.
    first = ([i for i in fitting if contents[i].players_whole] or fitting or [len(scales) - 1])[0]
    content = contents[first]
    if sum(content.natural) <= available:
        return content.sizes, _fitted(content, grid.columns, available, None)
    # The widths traded on up to 120 rows spread through the grid: quick on 1,000.
    sample = measured.sample(max(1, len(grid.rows) // 120))
    rows = _Rows(sample, content)
    best = content.sizes, _fitted(content, grid.columns, available, rows)
    if not wall:
        return best
    height, names = rows.height(best[1]), content.key
    for later in contents[first + 1 :]:
        if later.key < READABLE:
            break
        if content.players_whole and not later.players_whole:
            continue
        rows = _Rows(sample, later)
        widths = _fitted(later, grid.columns, available, rows)
        worth = SMALLER_NAMES if later.key < names else SMALLER_OTHERS
        if rows.height(widths) < height * worth:
            best, height, names = (later.sizes, widths), rows.height(widths), later.key
        if sum(later.natural) <= available:
            break  # all on one line: smaller type only makes it smaller
    return best


def one_line(grid: Grid, available: float, size: float, padding: float) -> bool:
    """Whether every text of `grid` (its cells and headings) fits on one line across
    `available` points in `size` type, the figures' headings shrunk as they may be."""
    content = _Content(_Measured(grid, False), available, [size] * len(grid.columns), padding)
    widths = zip(grid.columns, content.natural, content.least, strict=True)
    return sum(n if c.kind == "text" else m for c, n, m in widths) <= available


def _sizes(grid: Grid, scale: TypeScale) -> list[float]:
    return [scale.of(c) for c in grid.columns]


def _fitted(
    content: _Content, columns: Sequence[Column], available: float, rows: _Rows | None
) -> list[float]:
    """The column widths for `content` (`fitted_widths`, its type chosen); `rows` judges
    the lines a set of widths makes (none: everything fits on one line)."""
    least, natural = content.least, content.natural
    hints = [c.width for c in columns]
    if sum(content.one_line) <= available:  # headings too on one line, where there is room
        natural = content.one_line
    if sum(natural) <= available or rows is None:
        # Everything fits on one line: the room to spare goes by the grid's width hints
        # (names get more than figures), so the table still fills the frame.
        spare = available - sum(natural)
        return [n + spare * h / sum(hints) for n, h in zip(natural, hints, strict=True)]
    if sum(least) >= available:  # words wider than the page even in small type: scale down
        return [m * available / sum(least) for m in least]
    texts = [i for i, c in enumerate(columns) if c.kind == "text"]
    widths = list(least)
    # A short text (a category, a stage, a yes) whole on one line where the others still fit:
    # "Non classificati" over two lines reads as two words.
    short = [i for i in texts if natural[i] <= available * 0.2]
    if sum(least) + sum(natural[i] - least[i] for i in short) <= available:
        for i in short:
            widths[i] = natural[i]
        texts = [i for i in texts if i not in short]
    spare = available - sum(widths)
    wanted = sum(natural[i] - least[i] for i in texts)
    if wanted <= spare:  # every text whole on one line: the rest to the figures' headings
        for i in texts:
            widths[i] = natural[i]
    else:
        # The texts share the room in proportion to how much each would wrap, then each two
        # trade width where the table gets shorter (a club that wraps beside a pair on two
        # lines gives way to names that would take a third), then each keeps only the width
        # its lines need.
        for i in texts:
            widths[i] += spare * (natural[i] - least[i]) / wanted
        wrapping = [i for i in texts if natural[i] > least[i] + 0.5]
        for _ in range(2):
            for first, second in itertools.combinations(wrapping, 2):
                _trade(widths, first, second, least, rows)
        for i in wrapping:
            widths[i] = rows.least_keeping(i, widths[i], least[i])
    # What is left: the figures' headings whole (over two lines) first, then by the hints.
    spare = available - sum(widths)
    wanting = [max(0.0, n - w) for n, w in zip(natural, widths, strict=True)]
    given = min(spare, sum(wanting))
    if given > 0:
        widths = [w + given * s / sum(wanting) for w, s in zip(widths, wanting, strict=True)]
    spare -= given
    return [w + spare * h / sum(hints) for w, h in zip(widths, hints, strict=True)]


def _trade(widths: list[float], first: int, second: int, least: list[float], rows: _Rows) -> None:
    """Share `first`'s and `second`'s width between them as makes the table shortest (the
    middle of the best: balanced), looked at in 24 steps, then in 24 finer around the best."""
    pool = widths[first] + widths[second]
    low, high = least[first], pool - least[second]
    if high - low < 1:
        return
    score = rows.trading(widths, first, second)
    middle = widths[first]
    for _ in range(2):
        candidates = [low + (high - low) * n / 24 for n in range(25)]
        scores = [score(width) for width in candidates]
        best = [c for c, s in zip(candidates, scores, strict=True) if s == min(scores)]
        middle = best[len(best) // 2]
        step = (high - low) / 24
        low, high = max(low, middle - step), min(high, middle + step)
    widths[first], widths[second] = middle, pool - middle


# How a cell's lines fall as its column widens: (width, lines) pairs from the widest, the
# width in the cell's 1 pt measure (`_lines`).
Steps = tuple[tuple[float, int], ...]


def _lines(steps: Steps, width: float) -> int:
    """The lines a cell takes at `width`: those of the first of its steps it is at least as
    wide as; narrower than all, the last (a word overflows)."""
    for least, count in steps:
        if width >= least:
            return count
    return steps[-1][1]


def _wrapping(words: list[float], space: float) -> Steps:
    """The steps of words wrapped as a paragraph wraps them (greedily, each line as full as
    it goes): their lines change only at the width of some run of the words."""
    if len(words) <= 1:
        return ((words[0] if words else 0.0, 1),)
    runs = set()
    for start in range(len(words)):
        run = words[start]
        runs.add(run)
        for word in words[start + 1 :]:
            run = run + space + word
            runs.add(run)
    longest = max(words)
    steps: list[tuple[float, int]] = []
    for width in sorted((r for r in runs if r >= longest), reverse=True):
        count, line = 1, 0.0
        for word in words:
            if line and line + space + word > width:
                count, line = count + 1, word
            else:
                line = line + space + word if line else word
        if steps and steps[-1][1] == count:
            steps[-1] = (width, count)
        else:
            steps.append((width, count))
    return tuple(steps)


def _summed(parts: list[Steps]) -> Steps:
    """The steps of texts printed one under the other (each with its own steps)."""
    steps: list[tuple[float, int]] = []
    for width in sorted({w for part in parts for w, _ in part}, reverse=True):
        count = sum(_lines(part, width) for part in parts)
        if steps and steps[-1][1] == count:
            steps[-1] = (width, count)
        else:
            steps.append((width, count))
    return tuple(steps)


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
    (the slash), held to it; a line of neither, as it is."""
    for mark in APART:
        if mark in line:
            parts = line.split(mark)
            return [f"{p}{NO_BREAK}{mark.strip()}" for p in parts[:-1]] + parts[-1:]
    return [line]


class _Measured:
    """What a grid's columns hold, measured once in 1 pt type (a text's width grows with its
    size): each column's heading, its widest figure, its longest word and line, the widest
    player of its pairs, and (asked for) each text's `Steps`."""

    def __init__(self, grid: Grid, pairs_apart: bool) -> None:
        self.columns = grid.columns
        self.pairs_apart = pairs_apart
        self.space: float = pdfmetrics.stringWidth(" ", FONT, 1)
        self.heading_word: list[float] = []  # the heading's longest word
        self.heading: list[float] = []  # on one line
        self.heading_two: list[float] = []  # on at most two lines
        self.word: list[float] = []  # the cells' longest word, or the widest figure
        self.player: list[float] = []  # the widest player of the pairs, pairs apart (else 0)
        self.line: list[float] = []  # the cells' longest line
        self.values: list[list[str] | None] = []  # a text column's cells (figures: none)
        self._steps: dict[str, Steps] = {}
        for index, column in enumerate(grid.columns):
            words = words_of(column.title)
            self.heading_word.append(max((text_width(w, BOLD, 1) for w in words), default=0))
            self.heading.append(pdfmetrics.stringWidth(column.title, BOLD, 1))
            self.heading_two.append(_two_lines(words, BOLD, 1))
            word = player = line = 0.0
            values = None
            if column.kind != "text" and grid.rows:
                # DejaVu's digits share one width, so the longest figure is the widest.
                figures = (cell_text(row[index], column.kind) for row in grid.rows)
                font = BOLD if bold_body(column) else FONT
                word = line = pdfmetrics.stringWidth(max(figures, key=len), font, 1)
            elif column.kind == "text":
                values = ["" if row[index] is None else str(row[index]) for row in grid.rows]
                # Surnames, clubs and the dash come back row after row: each measured once.
                for value in set(values):
                    for text in value.split("\n"):
                        sizes = [text_width(w, FONT, 1) for w in words_of(text)]
                        if sizes:
                            word = max(word, *sizes)
                            line = max(line, self._joined(sizes))
                        if pairs_apart and PLAYERS_APART in text:
                            player = max(player, *map(self._width, parts_apart(text)))
            self.word.append(word)
            self.player.append(player)
            self.line.append(line)
            self.values.append(values)

    def _joined(self, sizes: list[float]) -> float:
        return sum(sizes) + self.space * (len(sizes) - 1)

    def _width(self, text: str) -> float:
        return self._joined([text_width(w, FONT, 1) for w in words_of(text)])

    def steps(self, value: str) -> Steps:
        """How `value`'s lines fall as its column widens, as `pdf_tables` prints it: its own
        lines one under the other, a pair's players apart when not whole on one line."""
        found = self._steps.get(value)
        if found is None:
            lines = []
            for text in value.split("\n"):
                steps = _wrapping([text_width(w, FONT, 1) for w in words_of(text)], self.space)
                players = parts_apart(text) if self.pairs_apart else [text]
                if len(players) > 1:
                    apart = [
                        _wrapping([text_width(w, FONT, 1) for w in words_of(p)], self.space)
                        for p in players
                    ]
                    steps = ((steps[0][0], 1), *_summed(apart))
                lines.append(steps)
            found = lines[0] if len(lines) == 1 else _summed(lines)
            self._steps[value] = found
        return found

    def sample(self, step: int) -> list[list[Steps] | None]:
        """Each text column's every `step`th cell's `Steps` (a figures' column: none)."""
        return [
            None if values is None else [self.steps(v) for v in values[::step]]
            for values in self.values
        ]


class _Content:
    """A grid's columns in their type sizes: per column the least width it prints in
    (`least`: its longest word; a column of pairs' widest player, where the page has the room
    for each column's) and its width on one line (`natural`; `one_line`, the headings too),
    each with the cell padding."""

    def __init__(
        self, measured: _Measured, available: float, sizes: list[float], padding: float
    ) -> None:
        self.pad = 2 * padding + 1  # as pdf_tables wraps a cell: its padding and a point
        self.padding = padding
        self.sizes = sizes
        self.keys = [c.role == "key" for c in measured.columns]
        self.key = max((s for s, key in zip(sizes, self.keys, strict=True) if key), default=0.0)
        self.least: list[float] = []
        self.natural: list[float] = []
        self.one_line: list[float] = []
        players: list[float] = []
        for index, (column, size) in enumerate(zip(measured.columns, sizes, strict=True)):
            heading = measured.heading[index] * size
            if column.kind == "text":
                longest = max(measured.word[index], measured.heading_word[index]) * size
                lines = max(heading, measured.line[index] * size)
            else:
                # A figures' column is as wide as its figures: a longer heading wraps over two
                # lines ("Diff. / punti") or shrinks rather than widen it.
                figure = measured.word[index] * size
                longest = max(figure, measured.heading_word[index] * min(size, HEADING_LEAST))
                lines = max(figure, measured.heading_two[index] * size)
            # One absurd word is capped at 40% of the page: it cannot push the rest off it.
            word = min(longest, available * 0.4)
            self.least.append(word + self.pad)
            self.natural.append(max(word, lines) + self.pad)
            self.one_line.append(max(word, heading, lines) + self.pad)
            players.append(max(word, measured.player[index] * size) + self.pad)
        self.players_whole = sum(players) <= available
        if self.players_whole:
            self.least = players
            self.natural = [max(n, p) for n, p in zip(self.natural, players, strict=True)]
            self.one_line = [max(n, p) for n, p in zip(self.one_line, players, strict=True)]


class _Rows:
    """The sampled rows' texts in a scale's type: the lines each column's cells take at a
    width, and the height a set of widths gives the table."""

    def __init__(self, cells: list[list[Steps] | None], content: _Content) -> None:
        self.cells = cells
        self.sizes = content.sizes
        self.pad = content.pad
        self.texts = [i for i, c in enumerate(cells) if c is not None]
        self.keys = content.keys
        self.count = max((len(c) for c in cells if c is not None), default=0)
        self.line = [s * LEADING for s in content.sizes]
        # A row of figures only: one line of the largest (reportlab's 1.2 times the type).
        self.floor = max(content.sizes, default=0.0) * 1.2
        self.padding = 2 * content.padding + 0.6
        self._lines: dict[tuple[int, float], list[int]] = {}
        self._tall: dict[tuple[int, float], list[float]] = {}

    def lines(self, column: int, width: float) -> list[int]:
        found = self._lines.get((column, width))
        if found is None:
            inner = max(1.0, width - self.pad) / self.sizes[column]
            found = [_lines(s, inner) for s in self.cells[column] or ()]
            self._lines[(column, width)] = found
        return found

    def tall(self, column: int, width: float) -> list[float]:
        """How tall `column`'s cells print at `width` (points), a third line and more
        counted `BLOCK` taller: a club in a block of small lines beside a name on two reads
        as the taller of the two."""
        found = self._tall.get((column, width))
        if found is None:
            line = self.line[column]
            found = [(n + BLOCK * max(0, n - 2)) * line for n in self.lines(column, width)]
            self._tall[(column, width)] = found
        return found

    def _tallest(self, widths: list[float], skip: tuple[int, ...] = ()) -> list[float]:
        tallest = [self.floor] * self.count
        for i in self.texts:
            if i not in skip:
                tallest = [max(t, n) for t, n in zip(tallest, self.tall(i, widths[i]), strict=True)]
        return tallest

    def height(self, widths: list[float]) -> float:
        """The sampled rows' height in points at `widths` (as `tall` counts it), their
        padding too."""
        return sum(self._tallest(widths)) + self.count * self.padding

    def trading(
        self, widths: list[float], first: int, second: int
    ) -> Callable[[float], tuple[float, int, int]]:
        """The table's score (its height, then the key columns' lines, then all: less is
        better) as `first` takes a width and `second` the rest of their two widths."""
        others = self._tallest(widths, (first, second))
        pool = widths[first] + widths[second]
        keys = self.keys[first], self.keys[second]

        def score(width: float) -> tuple[float, int, int]:
            ones, twos = self.tall(first, width), self.tall(second, pool - width)
            height = sum(max(o, a, b) for o, a, b in zip(others, ones, twos, strict=True))
            lines = sum(self.lines(first, width)), sum(self.lines(second, pool - width))
            return round(height, 3), lines[0] * keys[0] + lines[1] * keys[1], sum(lines)

        return score

    def least_keeping(self, column: int, width: float, least: float) -> float:
        """The least width (down to `least`) at which `column`'s cells keep the lines they
        take at `width`."""
        lines = self.lines(column, width)
        low, high = least, width
        for _ in range(12):
            middle = (low + high) / 2
            if self.lines(column, middle) == lines:
                high = middle
            else:
                low = middle
        return high


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
