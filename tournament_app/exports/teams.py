"""A team event's printouts (burraco a squadre): the team ranking, and a round's seating list
by match (both tables, the lines swapped, each pair named with its team), as a PDF to pin
up, an Excel workbook and a web page. The pages reuse the tournament documents' machinery
(`pdf_pages.build`, the workbook's sheet writer, the site's page and table): the same type,
headings and escaping of names."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from tournament_app.exports.documents import Language, TournamentHeader
from tournament_app.exports.excel import new_workbook, write_lines, write_sheet
from tournament_app.exports.files import write_bytes
from tournament_app.exports.grids import Cell, Column, Grid
from tournament_app.exports.html import page_html
from tournament_app.exports.pdf_pages import build
from tournament_app.exports.pdf_tables import grid_table, para, style, title_block
from tournament_app.exports.templating import Section, page_table, render
from tournament_app.sentence_catalogue import pairs

Target = str | Path | IO[bytes]

# The words only the team documents use: the catalogue's export_teams.*.
_WORDS = pairs(
    "export_teams",
    (
        "standings",
        "seating",
        "rank",
        "team",
        "club",
        "vp",
        "mp_for",
        "mp_against",
        "mp_diff",
        "played",
        "tie_break",
        "note",
        "withdrawn",
        "match",
        "table",
        "ns",
        "ew",
        "bye",
        "how",
        "sheet_standings",
        "sheet_seating",
    ),
)


def word(language: Language, key: str, **values: object) -> str:
    """One of the team documents' words in `language`, its placeholders filled."""
    italian, english = _WORDS[key]
    return (italian if language == "it" else english).format(**values)


@dataclass(frozen=True)
class TeamLine:
    """A team's line in the team ranking."""

    rank: int
    tied: bool
    team: str
    """ "3. Cuori" """
    club: str
    vp: int
    mp_for: int
    mp_against: int
    mp_diff: int
    played: int
    tie_break: str = ""
    """Which tie-break placed the team below the one above, or that a draw of lots is
    awaited, already worded ("by MP difference"); "" for neither."""
    note: str = ""
    """ "Withdrawn" for a team out of the next rounds, already worded; "" otherwise."""


@dataclass(frozen=True)
class MatchTable:
    """One table of a match: its number, and each line as "team – pair N: players"."""

    match: int
    table: int
    ns: str
    ew: str
    result: str = ""
    """The match's team VP, home first ("12–8"), on its first table's row once both tables
    are in; empty before."""


@dataclass(frozen=True)
class TeamDocument:
    """A team event's printout: its heading, the ranking and, when asked, a round's matches."""

    header: TournamentHeader
    language: Language
    vp_table: str
    lines: tuple[TeamLine, ...] = ()
    round_number: int | None = None
    tables: tuple[MatchTable, ...] = ()
    byes: tuple[str, ...] = ()


def standings_grid(document: TeamDocument) -> Grid:
    """The team ranking table every format draws."""
    language = document.language
    columns: tuple[Column, ...] = (
        Column(word(language, "rank"), "text", 5, "key"),
        Column(
            word(language, "team"), "text", _width([x.team for x in document.lines], 12, 30), "key"
        ),
        Column(word(language, "club"), "text", _width([x.club for x in document.lines], 6, 20)),
        Column(word(language, "vp"), "int", 5, "key"),
        Column(word(language, "mp_for"), "int", 8),
        Column(word(language, "mp_against"), "int", 8),
        Column(word(language, "mp_diff"), "signed", 8),
        Column(word(language, "played"), "int", 7),
    )
    # As the pairs' standings: the tie-break that placed a team, and a withdrawn team's note;
    # each column only when some team has something in it.
    tie_breaks = any(x.tie_break for x in document.lines)
    notes = any(x.note for x in document.lines)
    if tie_breaks:
        width = _width([x.tie_break for x in document.lines], 10, 24)
        columns += (Column(word(language, "tie_break"), "text", width),)
    if notes:
        columns += (Column(word(language, "note"), "text", 9),)
    rows = tuple(
        (
            f"{x.rank}=" if x.tied else str(x.rank),
            x.team,
            x.club,
            x.vp,
            x.mp_for,
            x.mp_against,
            x.mp_diff,
            x.played,
            *((x.tie_break,) if tie_breaks else ()),
            *((x.note,) if notes else ()),
        )
        for x in document.lines
    )
    return Grid(word(language, "standings"), columns, rows)


def seating_grid(document: TeamDocument) -> Grid:
    """A round's matches: two rows a match (its tables), NS and EW named with their team;
    the teams with the bye below."""
    language = document.language
    names = [t.ns for t in document.tables] + [t.ew for t in document.tables]
    wide = _width(names, 20, 48)
    results = any(t.result for t in document.tables)  # the match's VP, once one is in
    columns = (
        Column(word(language, "match"), "int", 7),
        Column(word(language, "table"), "int", 6),
        Column(word(language, "ns"), "text", wide),
        Column(word(language, "ew"), "text", wide),
        *((Column(word(language, "vp"), "text", 7),) if results else ()),
    )
    rows: list[tuple[Cell, ...]] = [
        (t.match, t.table, t.ns, t.ew, *((t.result,) if results else ())) for t in document.tables
    ]
    rows += [
        (None, None, bye, word(language, "bye"), *(("",) if results else ()))
        for bye in document.byes
    ]
    title = word(language, "seating", round=document.round_number or "")
    return Grid(title, columns, tuple(rows))


def _width(values: list[str], least: int, most: int) -> int:
    return max(least, min(most, max((len(v) for v in values), default=least)))


def team_grids(document: TeamDocument) -> list[Grid]:
    """The ranking (when the document has it), then the round's matches (when asked)."""
    grids = [standings_grid(document)] if document.lines else []
    if document.round_number is not None:
        grids.append(seating_grid(document))
    return grids


def _note(document: TeamDocument) -> str:
    return word(document.language, "how", table=document.vp_table)


def team_pdf(document: TeamDocument, target: Target) -> None:
    """The ranking and/or the round's matches on A4, the scoring rule under the title."""
    grids = team_grids(document)
    story: list[object] = []
    for position, grid in enumerate(grids):
        if position:  # a second table's title stands apart from the table above it
            story.append(Spacer(1, 6 * mm))
        story += title_block(grid.title)
        if position == 0:  # the rule once, under the first title
            story += [para(_note(document), style(8)), para("", style(4))]
        if position == 0 and document.lines:  # the ranking, posted: read from a metre
            story.append(grid_table(grid, document.language, wide=False, padding=3, wall=True))
        else:
            story.append(grid_table(grid, document.language, wide=False, size=9))
    title = grids[0].title if grids else word(document.language, "standings")
    build(target, document.header, title, story, wide=False)


def team_xlsx(document: TeamDocument, target: Target) -> None:
    """A sheet for the ranking and one for the round's matches (numbers as numbers)."""
    workbook = new_workbook()
    caption = document.header.name
    for grid in team_grids(document):
        key = "sheet_seating" if grid.title != word(document.language, "standings") else None
        sheet_name = word(document.language, key or "sheet_standings")
        sheet = write_sheet(workbook, sheet_name, grid, caption)
        write_lines(sheet, (_note(document),))
    buffer = io.BytesIO()  # as the workbook: nothing half-written if the target fails
    workbook.save(buffer)
    write_bytes(buffer.getvalue(), target)


def team_html(document: TeamDocument, target: str | Path) -> Path:
    """One self-contained page (styles inline, every name escaped); returns its path."""
    path = Path(target)
    write_bytes(team_page(document), path)
    return path


def team_page(document: TeamDocument) -> bytes:
    """The ranking and/or the round's matches as one self-contained web page, UTF-8."""
    grids = team_grids(document)
    sections = [Section(grid.title, page_table(grid, {}, document.language)) for grid in grids]
    body = render("tables.html", nav=None, notes=(_note(document),), sections=sections)
    title = grids[0].title if grids else ""
    return page_html(document.header, title, body).encode("utf-8")
