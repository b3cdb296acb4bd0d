"""How the results site's tables read on a phone as well as on a desktop.

A table is laid out whole, every column side by side, on a screen wide enough for it. On a
narrower one (a phone; a tablet, for a ranking of sixteen columns) each row is stacked
instead: its first line holds what a player looks for (the rank and number, the names, the
figure that ranks: VP, scala 40's points or penalty), aligned row under row; the other
columns follow under it, each value after its heading ("MP diff. +420"), so nothing leaves
the screen's right edge and nothing needs scrolling sideways. Which column goes where is
each table's `slots`; from which width it is laid out whole, its `whole` (rem), worked out
from its longest words and figures. The page's style (`templates/site.css`) draws both
layouts; neither needs a script.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tournament_app.exports.documents import Language
from tournament_app.exports.grids import Grid
from tournament_app.exports.labels import text
from tournament_app.exports.templating import Table

LEAD = "l"
"""A short figure before the names, on the row's first line: the rank, the number, the
table, the round. Numbered in the table (`l1`, `l2`, `l3`: the first line's leads, left to
right), each number's cells as wide as its widest, so they align row under row."""
NAMES = "m"
"""The names, filling the first line's width between the leads and the figures."""
FIGURE = "f"
"""A figure that ranks, at the first line's end: the VP, the points."""
MORE = "x"
"""Any other column: on a narrow screen under the first line, after its heading."""
SECOND = " b"
"""Added to a slot: on a second line of its own, as a burraco table's EW pair under its NS;
its leads stand under the first line's last ones."""
INDENT = " i"
"""Added to a slot: starts one lead further in (a second line with no lead of its own)."""

LEADS = 3
"""The most leads a first line has; a short column past them goes under it."""

WHOLE_FROM = tuple(range(36, 97, 4))
"""The screen widths (rem) a table may be laid out whole from, narrowest first: the style
sheet has a rule for each (`templates/site.css`), so a table needs a rule of one of them."""

SHORT = 6
"""A column this wide or narrower (characters, `Column.width`) is a lead before the names."""

BURRACO_ROUND_SLOTS = (
    LEAD,  # table
    LEAD,  # NS number
    NAMES,  # NS
    LEAD + SECOND,  # EW number
    NAMES + SECOND,  # EW
    MORE,  # MP NS
    MORE,  # MP EW
    FIGURE,  # VP NS
    FIGURE + SECOND,  # VP EW
    MORE,  # notes
)
"""A burraco round's results (`grids.round_results_grid`): each table's NS pair and its VP
on the first line, the EW pair and its VP under them; the MP and the notes after."""

# The widths the whole layout's cells take, in rem (the style sheet's `.fit` table, measured
# in chromium with DejaVu Sans, wider than a phone's type): a character of the table's type,
# a least width's `ch`, the padding around a cell's text, the page's margins and a scroll
# bar. The most a secondary text column asks for (a club) is `MORE_LEAST` characters: it
# wraps on more lines there.
_CHARACTER = 0.6
_CH = 0.62
_CELL_PADDING = 0.8
_PAGE_MARGINS = 2.8
MORE_LEAST = 16

# The stacked layout's: a heading's character (its smaller bold type), a figure's (a
# lead's; a figure's, bold), the padding around a cell's text.
_STACKED_HEADING = 0.5
_STACKED_LEAD = 0.6
_STACKED_FIGURE = 0.66
_STACKED_PADDING = 0.45


@dataclass(frozen=True)
class FittedTable(Table):
    """A site table with each column's place on a narrow screen (`slots`, one of the slot
    words above per column, the leads numbered), the width (rem) each lead and the figures
    take there, aligned row under row, and the narrowest screen (rem, one of `WHOLE_FROM`)
    it is laid out whole on."""

    slots: tuple[str, ...] = ()
    leads: tuple[float, ...] = ()
    figure: float = 0.0
    whole: int = WHOLE_FROM[0]


def fitted(table: Table, slots: Sequence[str]) -> Table:
    """`table` with its narrow screen's layout; as it is (scrolling sideways in a box of its
    own) when no slots were found for it."""
    if not slots or len(slots) != len(table.headings):
        return table
    numbered = numbered_leads(slots)
    headings = tuple(
        replace(h, least_width=min(h.least_width, MORE_LEAST)) if slot == MORE else h
        for h, slot in zip(table.headings, numbered, strict=True)
    )
    shown = Table(headings, table.rows, table.empty)
    leads = sorted({s.split()[0] for s in numbered if s.startswith(LEAD)})
    return FittedTable(
        headings,
        table.rows,
        table.empty,
        numbered,
        leads=tuple(stacked_width(shown, numbered, lead, _STACKED_LEAD) for lead in leads),
        figure=stacked_width(shown, numbered, FIGURE, _STACKED_FIGURE),
        whole=whole_from(shown),
    )


def numbered_leads(slots: Sequence[str]) -> tuple[str, ...]:
    """`slots` with the leads numbered: the first line's from 1 (past `LEADS`, under the
    line as any other column), a second line's under the first line's last ones."""
    first = [i for i, s in enumerate(slots) if s == LEAD]
    second = [i for i, s in enumerate(slots) if s.startswith(LEAD) and SECOND in s]
    numbered = list(slots)
    for n, i in enumerate(first, start=1):
        numbered[i] = f"{LEAD}{n}" if n <= LEADS else MORE
    shown = min(len(first), LEADS)
    for n, i in enumerate(second, start=shown - len(second) + 1):
        numbered[i] = f"{LEAD}{n}{slots[i][len(LEAD) :]}" if n >= 1 else MORE
    return tuple(numbered)


def stacked_width(table: Table, slots: Sequence[str], slot: str, character: float) -> float:
    """The width (rem) every column of `slot` takes when the rows are stacked: its longest
    value or its heading's longest word (a heading wraps between its words), whichever is
    wider, in tenths of a rem (none: 0)."""
    columns = [i for i, taken in enumerate(slots) if taken.split()[0] == slot]
    if not columns:
        return 0.0
    width = 0.0
    for column in columns:
        heading = table.headings[column]
        longest = max((len(row[column].text) for row in table.rows), default=0)
        title = max((len(word) for word in heading.title.split()), default=0)
        width = max(width, longest * character, title * _STACKED_HEADING)
    return math.ceil((width + _STACKED_PADDING) * 10) / 10


def whole_from(table: Table) -> int:
    """The narrowest of `WHOLE_FROM` the table fits laid out whole (`least_width`)."""
    need = least_width(table)
    return next((w for w in WHOLE_FROM if need <= w), WHOLE_FROM[-1])


def least_width(table: Table) -> float:
    """The narrowest screen (rem) the table fits laid out whole: each column as wide as its
    longest figure or longest word (a heading wraps between its words), or a long text's
    least width (`Heading.least_width`), with the cells' padding and the page's margins."""
    width = _PAGE_MARGINS + len(table.headings) * _CELL_PADDING
    for column, heading in enumerate(table.headings):
        texts = [row[column].text for row in table.rows]
        if heading.number:
            longest = max((len(t) for t in texts), default=0)
        else:
            longest = max((len(word) for t in texts for word in t.split()), default=0)
        title = max((len(word) for word in heading.title.split()), default=0)
        width += max(max(longest, title) * _CHARACTER, heading.least_width * _CH)
    return width


def ranking_slots(grid: Grid) -> tuple[str, ...]:
    """A ranking (the standings, a prize list, a team ranking): the short columns before the
    names (rank, number), the names, the figures that rank (the grid's key columns after the
    names); none when the grid names no one."""
    names = next(
        (
            i
            for i, c in enumerate(grid.columns)
            if c.role == "key" and c.kind == "text" and c.width > SHORT
        ),
        None,
    )
    if names is None:
        return ()
    return tuple(
        LEAD
        if i < names and c.width <= SHORT
        else NAMES
        if i == names
        else FIGURE
        if i > names and c.role == "key" and c.kind != "text"
        else MORE
        for i, c in enumerate(grid.columns)
    )


def penalty_slots(grid: Grid) -> tuple[str, ...]:
    """The penalties: round and number, the names; the kind, the figures and the reason
    under them."""
    return (LEAD, LEAD, NAMES, *(MORE for _ in grid.columns[3:]))


def scala40_round_slots(grid: Grid, language: Language) -> tuple[str, ...]:
    """A scala 40 round's results: table, place and number, the player, and the figure that
    counts: the points the place earned, or in an elimination the card penalty (with the
    director's points, their total)."""
    titles = [c.title for c in grid.columns]
    figure = next(
        (
            titles.index(text(language, key))
            for key in ("match_points", "placement_points", "total", "penalty_total")
            if text(language, key) in titles
        ),
        None,
    )
    return tuple(
        LEAD if i < 3 else NAMES if i == 3 else FIGURE if i == figure else MORE
        for i in range(len(titles))
    )


def history_slots(grid: Grid, language: Language) -> tuple[str, ...]:
    """An entry's rounds (its page's table): round and table, the opponents, the round's VP
    or points (where the game gives none, its score); the rest under them."""
    titles = [c.title for c in grid.columns]
    if text(language, "opponents") not in titles:
        return ()
    names = titles.index(text(language, "opponents"))
    ranked = [
        titles.index(text(language, key))
        for key in ("vp", "match_points", "placement_points")
        if text(language, key) in titles
    ]
    scores = [
        titles.index(text(language, key))
        for key in ("scored", "penalty_points")
        if text(language, key) in titles
    ]
    figures = set(ranked or scores[:1])
    return tuple(
        LEAD
        if i < names and grid.columns[i].kind != "text"
        else NAMES
        if i == names
        else FIGURE
        if i in figures
        else MORE
        for i in range(len(titles))
    )


def team_slots(grid: Grid) -> tuple[str, ...]:
    """A team event's ranking as any ranking; a round's matches (match, table, NS, EW, the
    match's VP): the EW pair on a second line under the NS, the VP after."""
    ranking = ranking_slots(grid)
    if ranking:
        return ranking
    kinds = [c.kind for c in grid.columns]
    if kinds[:4] != ["int", "int", "text", "text"] or len(kinds) > 5:
        return ()
    return (LEAD, LEAD, NAMES, NAMES + SECOND + INDENT, *(FIGURE for _ in kinds[4:]))
