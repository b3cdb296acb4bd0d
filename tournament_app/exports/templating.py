"""The pages of the hall service and of the static results site, from one set of Jinja2
templates (`tournament_app/templates`).

Both faces lay out the same values (the exports' grids) in the same skeleton, so they are
rendered by the same templates rather than two HTML generators that would drift apart. Every
template escapes every value it is given (autoescape), so a name such as `<b>Rossi & Figli</b>`
is text on every page; a value a template names but is not given stops the rendering
(StrictUndefined) instead of leaving a blank. No sentence is written in a template: the words
come from the catalogue through the callers (`exports.labels.text`, `hall.words.hall_text`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from tournament_app.exports.documents import Language, TournamentHeader
from tournament_app.exports.grids import Grid, cell_text
from tournament_app.exports.labels import header_subtitle, text

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
"""Package data, so the frozen bundle carries it beside the modules (installer/spec_support)."""

Links = Mapping[int, Sequence[str | None]]  # column index -> a link per row (None: no link)

PLAYERS_JOINED = " – "
"""How `EntryRef.names` joins a pair's players: the hall keeps each player's name whole on a
line of its own where the screen is narrow."""


def players(names: str) -> tuple[str, ...]:
    """A pair's players one by one, the dash kept after each but the last."""
    *firsts, last = names.split(PLAYERS_JOINED)
    return (*(f"{name}{PLAYERS_JOINED.rstrip()}" for name in firsts), last)


_ENVIRONMENT = Environment(
    loader=FileSystemLoader(TEMPLATES),
    autoescape=True,
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_ENVIRONMENT.globals["players"] = players


def render(template: str, **values: Any) -> str:
    """The template named `template` filled with `values`."""
    return _ENVIRONMENT.get_template(template).render(**values)


def piece(macro: str, *arguments: Any) -> str:
    """One of `parts.html`'s macros, for a piece a page is built around (a refusal line)."""
    return str(getattr(_ENVIRONMENT.get_template("parts.html").module, macro)(*arguments))


def whole_page(
    header: TournamentHeader, title: str, body: str, *, updated: str, hall: object = None
) -> str:
    """A whole page around `body` (made by `render`, so escaped there): the tournament's name
    and date, `updated` saying when it was written or read; `hall` the hall's own frame
    (`hall.pages.HallFrame`: its links, live script and clock), None on the results site."""
    language = header.language
    return render(
        "page.html",
        language=language,
        title=title,
        header=header,
        subtitle=header_subtitle(header),
        hall=hall,
        updated=updated,
        made_with=text(language, "made_with"),
        main=Markup(body),
    )


@dataclass(frozen=True)
class NavLink:
    """A link to another page; `current`: the page shown."""

    href: str
    label: str
    current: bool = False


@dataclass(frozen=True)
class Menu:
    """A row of links to pages; `kind` its class (the hall's rounds: "rounds")."""

    links: tuple[NavLink, ...]
    kind: str = ""


@dataclass(frozen=True)
class Heading:
    """A table's column heading; `least_width` in characters (0: none)."""

    title: str
    number: bool
    least_width: int


class Cell(NamedTuple):
    """A table cell: its text, a link when it has one (never on an empty cell), and for the
    hall a pair's players each kept whole (`players`; empty on the site). A tuple, not a
    dataclass: a 250-table evening's standings makes 4000 of them per page."""

    text: str
    number: bool
    href: str | None
    players: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A grid as a page's table reads it; `empty` is said in a row of its own when it has
    no rows."""

    headings: tuple[Heading, ...]
    rows: tuple[tuple[Cell, ...], ...]
    empty: str


@dataclass(frozen=True)
class Section:
    """A titled table, with lines of notes between the title and the table."""

    title: str
    table: Table
    notes: tuple[str, ...] = ()


def page_table(
    grid: Grid, links: Links, language: Language, *, whole_players: bool = False
) -> Table:
    """`grid` as a table that scrolls sideways in a box of its own on a narrow screen;
    `whole_players` (the hall) keeps each player of a text cell in a box of its own."""
    numeric = [c.kind != "text" for c in grid.columns]
    headings = tuple(
        Heading(c.title, n, 0 if n else _least_width(grid, i))
        for i, (c, n) in enumerate(zip(grid.columns, numeric, strict=True))
    )
    rows = []
    for index, row in enumerate(grid.rows):
        cells = []
        for column, value in enumerate(row):
            plain = cell_text(value, grid.columns[column].kind)
            href = links[column][index] if column in links else None
            kept = players(plain) if whole_players and not numeric[column] else ()
            cells.append(Cell(plain, numeric[column], href if plain or kept else None, kept))
        rows.append(tuple(cells))
    return Table(headings, tuple(rows), text(language, "no_rows"))


def _least_width(grid: Grid, column: int) -> int:
    """A long text column's least width: its longest text on two lines (at most 30
    characters wide), so a phone's narrow table scrolls sideways rather than stacking a
    pair's names one word a line."""
    longest = max((len(cell_text(row[column], "text")) for row in grid.rows), default=0)
    return 0 if longest <= 16 else min(30, longest // 2 + 2)
