"""The season ranking as a PDF to pin up, an Excel sheet and a web page for the club's site.

One table in all three: rank, player, club, season points, meetings played, wins, best place,
then a column per meeting (oldest first, headed by its date) with the points it gave, so a
player can add them up; a result beyond the best N counted is printed in brackets, "(5)", and
is left out of the total (a spreadsheet's SUM skips it too, being text). Under the title: how
points are awarded, the meetings by date and name, and the finished meetings of the game not
counted because they have no date.

The pages reuse the tournament documents' machinery (`pdf_pages.build`, the workbook's sheet
writer, the site's page and table), so the season reads like the tournament standings: the
same type, headings, page numbers and escaping of names.
"""

from __future__ import annotations

import datetime
import io
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import IO

from openpyxl import Workbook

from tournament_app.exports.documents import Game, Language, TournamentHeader
from tournament_app.exports.excel import write_sheet
from tournament_app.exports.files import write_bytes
from tournament_app.exports.grids import Cell, Column, Grid
from tournament_app.exports.html import page_html, table_html
from tournament_app.exports.labels import date_text, header_subtitle, text
from tournament_app.exports.pdf_pages import build
from tournament_app.exports.pdf_tables import grid_table, para, style, title_block

Target = str | Path | IO[bytes]

_WORDS: dict[str, tuple[str, str]] = {
    # key: (Italian, English); the words only the season's documents use.
    "title": ("Classifica della stagione", "Season ranking"),
    "title_club": ("Classifica della stagione – {club}", "Season ranking – {club}"),
    "period": ("dal {start} al {end}", "from {start} to {end}"),
    "since": ("dal {start}", "from {start}"),
    "until": ("fino al {end}", "up to {end}"),
    "points": ("Punti", "Points"),
    "played": ("Tornei", "Played"),
    "wins": ("Vittorie", "Wins"),
    "best_place": ("Miglior pos.", "Best place"),
    "by_field": (
        "Punti per torneo: numero di partecipanti − posto + 1",
        "Points per tournament: number of entries − place + 1",
    ),
    "by_table": ("Punti per posto: {points}", "Points by place: {points}"),
    "beyond": ("oltre: {points}", "beyond: {points}"),
    "best": (
        "Contano i migliori {n} risultati di ognuno; tra parentesi quelli esclusi",
        "Each player's best {n} results count; those left out are in brackets",
    ),
    "order": (
        "A pari punti: più vittorie, miglior piazzamento, più tornei giocati",
        "Level on points: more wins, best place, more tournaments played",
    ),
    "meetings": ("Tornei contati ({n}): {list}", "Tournaments counted ({n}): {list}"),
    "undated": (
        "Non contati perché senza data: {list}",
        "Not counted for having no date: {list}",
    ),
    "file_title": ("Stagione", "Season"),
}


def _word(language: Language, key: str, **values: object) -> str:
    italian, english = _WORDS[key]
    return (italian if language == "it" else english).format(**values)


@dataclass(frozen=True)
class SeasonMeeting:
    """A tournament that counted: its name and date."""

    name: str
    date: datetime.date | None = None


@dataclass(frozen=True)
class SeasonResult:
    """What one meeting gave a player: its season points, and whether they count."""

    points: int
    counted: bool = True


@dataclass(frozen=True)
class SeasonLine:
    """One player in the ranking; `results` has one entry per meeting (None: not played)."""

    rank: int
    name: str
    club: str
    points: int
    played: int
    wins: int
    best_place: int
    results: tuple[SeasonResult | None, ...]


@dataclass(frozen=True)
class SeasonDocument:
    """The season ranking as printed: who is ranked, and how the points were given."""

    game: Game
    language: Language
    lines: tuple[SeasonLine, ...]
    meetings: tuple[SeasonMeeting, ...]
    date_from: datetime.date | None = None
    date_to: datetime.date | None = None
    club: str = ""
    points_table: tuple[int, ...] = ()
    participation: int = 0
    best_results: int | None = None
    undated: tuple[str, ...] = ()
    """Finished tournaments of the game left out because they have no date."""
    game_name: str = ""
    """The game as the services name it in `language` ("Scala 40")."""


# ---------------------------------------------------------------------------------------------
# What every format shows
# ---------------------------------------------------------------------------------------------


def season_title(document: SeasonDocument) -> str:
    """ "Classifica della stagione" (" – Circolo Aurora" when only a club's members rank)."""
    if document.club:
        return _word(document.language, "title_club", club=document.club)
    return _word(document.language, "title")


def season_header(document: SeasonDocument) -> TournamentHeader:
    """The page heading the tournament documents print, filled for a season: its title where
    a tournament's name goes, and the period where a venue goes (the line under it then
    reads "Scala 40 · dal 1 settembre 2025 al 31 agosto 2026")."""
    return TournamentHeader(
        name=season_title(document),
        game=document.game,
        game_name=document.game_name,
        venue=_period(document),
        language=document.language,
    )


def _period(document: SeasonDocument) -> str:
    language = document.language
    start = date_text(language, document.date_from)
    end = date_text(language, document.date_to)
    if start and end:
        return _word(language, "period", start=start, end=end)
    if start:
        return _word(language, "since", start=start)
    if end:
        return _word(language, "until", end=end)
    return ""


def meeting_headings(document: SeasonDocument) -> tuple[str, ...]:
    """Each meeting's column heading: its day and month ("7 gen"), or its name when it has no
    date; a second meeting on the same day is "7 gen (2)"."""
    headings: list[str] = []
    for meeting in document.meetings:
        heading = _short_date(document.language, meeting.date) or meeting.name
        same = sum(1 for h in headings if h == heading or h.startswith(f"{heading} ("))
        headings.append(f"{heading} ({same + 1})" if same else heading)
    return tuple(headings)


def _short_date(language: Language, day: datetime.date | None) -> str:
    """ "7 gen" / "7 Jan": the day and the month's first three letters, unambiguous in both
    languages (a season spans one September to August, so the year is not needed)."""
    if day is None:
        return ""
    day_number, month = date_text(language, day).split()[:2]
    return f"{day_number} {month[:3]}"


def rules_lines(document: SeasonDocument) -> tuple[str, ...]:
    """How the points were awarded and which meetings counted, one sentence each."""
    language = document.language
    lines = []
    if document.points_table:
        table = _word(language, "by_table", points=", ".join(map(str, document.points_table)))
        if document.participation:
            table += f"; {_word(language, 'beyond', points=document.participation)}"
        lines.append(table)
    else:
        lines.append(_word(language, "by_field"))
    if document.best_results is not None:
        lines.append(_word(language, "best", n=document.best_results))
    lines.append(_word(language, "order"))
    listed = "; ".join(
        f"{h} – {m.name}" if m.date is not None else m.name
        for h, m in zip(meeting_headings(document), document.meetings, strict=True)
    )
    if listed:
        lines.append(_word(language, "meetings", n=len(document.meetings), list=listed))
    if document.undated:
        lines.append(_word(language, "undated", list="; ".join(document.undated)))
    return tuple(lines)


def season_grid(document: SeasonDocument) -> Grid:
    """The ranking table every format draws."""
    language = document.language
    names = [line.name for line in document.lines]
    clubs = [line.club for line in document.lines]
    columns = (
        Column(text(language, "rank"), "int", 4),
        Column(text(language, "player"), "text", _width(names, 14, 32)),
        Column(text(language, "club"), "text", _width(clubs, 8, 20)),
        Column(_word(language, "points"), "int", 6),
        Column(_word(language, "played"), "int", 6),
        Column(_word(language, "wins"), "int", 7),
        Column(_word(language, "best_place"), "int", 8),
        *(Column(h, "int", max(5, len(h))) for h in meeting_headings(document)),
    )
    rows = tuple(
        (
            line.rank,
            line.name,
            line.club,
            line.points,
            line.played,
            line.wins,
            line.best_place,
            *(_result_cell(r) for r in line.results),
        )
        for line in document.lines
    )
    return Grid(season_title(document), columns, rows)


def _width(values: list[str], least: int, most: int) -> int:
    return max(least, min(most, max((len(v) for v in values), default=least)))


def _result_cell(result: SeasonResult | None) -> Cell:
    """A meeting's points; in brackets when beyond the best N (text, so no sum counts it)."""
    if result is None:
        return None
    return result.points if result.counted else f"({result.points})"


# ---------------------------------------------------------------------------------------------
# The three formats
# ---------------------------------------------------------------------------------------------


def season_pdf(document: SeasonDocument, target: Target) -> None:
    """The ranking on A4, landscape when the meetings' columns need it, the rules on top."""
    grid = season_grid(document)
    wide = grid.is_wide
    header = season_header(document)
    # Many meetings make many narrow columns: smaller type keeps a weekly season on the page.
    size = 8.5 if len(document.meetings) <= 16 else 7
    story = [
        *title_block(grid.title),
        *(para(line, style(8)) for line in rules_lines(document)),
        para("", style(4)),
        grid_table(grid, document.language, wide=wide, size=size),
    ]
    build(target, header, grid.title, story, wide=wide)


def season_xlsx(document: SeasonDocument, target: Target) -> None:
    """One sheet: the caption, the headings (frozen, repeated on each printed page), the rows
    with numbers as numbers; the rules below the table."""
    grid = season_grid(document)
    header = season_header(document)
    workbook = Workbook(write_only=True)
    # The sheet's first row reads "<title> – <caption>": Scala 40 and the period here.
    write_sheet(workbook, _word(document.language, "file_title"), grid, header_subtitle(header))
    sheet = workbook.worksheets[0]
    sheet.append([])
    for line in rules_lines(document):
        sheet.append([line])
    buffer = io.BytesIO()  # as the workbook: nothing half-written if the target fails
    workbook.save(buffer)
    write_bytes(buffer.getvalue(), target)


def season_html(document: SeasonDocument, target: str | Path) -> Path:
    """One self-contained page (styles inline, every name escaped); returns its path."""
    path = Path(target)
    write_bytes(season_page(document), path)
    return path


def season_page(document: SeasonDocument) -> bytes:
    """The season ranking as one self-contained web page, UTF-8."""
    grid = season_grid(document)
    header = season_header(document)
    notes = "".join(f'<p class="rules">{escape(line)}</p>' for line in rules_lines(document))
    body = notes + table_html(grid, {}, document.language)  # the page's <h1> is the title
    return page_html(header, grid.title, body).encode("utf-8")
