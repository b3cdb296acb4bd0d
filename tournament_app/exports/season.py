"""The season ranking as a PDF to pin up, an Excel sheet and a web page for the club's site.

One table in all three: rank, player, club, season points, meetings played, wins, best place,
then a column per meeting (oldest first, headed by its date and name, "7 gen · Serata
d'inverno") with the points it gave, so a player can add them up; a result beyond the best N
counted is printed in brackets, "(5)", and is left out of the total (a spreadsheet's SUM skips
it too, being text). A meeting still being played gives provisional points: its heading says
"in corso" and the ranking's title "provvisoria". Under the title: how points are awarded, the
meetings by date and name, the finished meetings of the game not counted because they
have no date, and the team events and grand finals not counted, being competitions of their
own.

The heading names the season as a tournament document names its tournament: the club (whose
members alone rank, or where every meeting was played) or the season's years, "Stagione
2025/26", then the game and the period; the title says which season's ranking it is
("Classifica della stagione 2025/26").

The pages reuse the tournament documents' machinery (`pdf_pages.build`, the workbook's sheet
writer, the site's page and table), so the season reads like the tournament standings: the
same type, headings, page numbers and escaping of names.
"""

from __future__ import annotations

import datetime
import io
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from tournament_app.exports.documents import Game, Language, TournamentHeader
from tournament_app.exports.excel import new_workbook, write_lines, write_sheet
from tournament_app.exports.files import write_bytes
from tournament_app.exports.grids import Cell, Column, Grid
from tournament_app.exports.html import page_html
from tournament_app.exports.labels import date_text, header_subtitle, text
from tournament_app.exports.pdf_pages import build
from tournament_app.exports.pdf_tables import grid_table, para, style, title_block
from tournament_app.exports.templating import Section, page_table, render
from tournament_app.sentence_catalogue import for_count, pairs

Target = str | Path | IO[bytes]

# The words only the season's documents use: the catalogue's export_season.*.
_WORDS = pairs(
    "export_season",
    (
        "title",
        "season",
        "provisional",
        "running",
        "members",
        "running_line",
        "period",
        "since",
        "until",
        "points",
        "played",
        "wins",
        "best_place",
        "by_field",
        "by_table",
        "beyond",
        "best",
        "best_one",
        "order",
        "meetings",
        "undated",
        "team_events",
        "finals",
        "file_title",
    ),
)


def _word(language: Language, key: str, *, count: int | None = None, **values: object) -> str:
    """`key` in `language`, filled from `values`; `count`: how many things it counts, for its
    `_one` where 1 reads otherwise."""
    italian, english = _WORDS[key] if count is None else for_count(_WORDS, key, count)
    return (italian if language == "it" else english).format(**values)


@dataclass(frozen=True)
class SeasonMeeting:
    """A tournament that counted: its name and date, and whether it is still being played
    (its standings, and so its points, are provisional)."""

    name: str
    date: datetime.date | None = None
    running: bool = False


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
    team_events: tuple[str, ...] = ()
    """Team events of the season left out, each a competition of its own."""
    finals: tuple[str, ...] = ()
    """Grand finals of a season left out, for the same reason."""
    game_name: str = ""
    """The game as the services name it in `language` ("Scala 40")."""
    venue: str = ""
    """The place every meeting was played at (the club), when they share one."""


# ---------------------------------------------------------------------------------------------
# What every format shows
# ---------------------------------------------------------------------------------------------


def season_title(document: SeasonDocument) -> str:
    """ "Classifica della stagione 2025/26" (" (provvisoria)" while a meeting counted is still
    being played)."""
    language = document.language
    title = " ".join(part for part in (_word(language, "title"), season_years(document)) if part)
    if any(m.running for m in document.meetings):
        title += f" ({_word(language, 'provisional')})"
    return title


def season_name(document: SeasonDocument) -> str:
    """What the heading names, where a tournament's name goes: the club whose members rank,
    else the club the meetings were played at, else the season by its years ("Stagione
    2025/26")."""
    if document.club or document.venue:
        return document.club or document.venue
    years = season_years(document)
    return f"{_word(document.language, 'season')} {years}".strip()


def season_years(document: SeasonDocument) -> str:
    """The season's years, from its period (else from its meetings' dates): "2026" within
    one year, "2025/26" across two (September to August), "2023–2026" across more; empty when
    no date is known."""
    start, end = _span(document)
    if start is None or end is None:
        return ""
    if start.year == end.year:
        return str(start.year)
    if end.year == start.year + 1:
        return f"{start.year}/{end.year % 100:02d}"
    return f"{start.year}–{end.year}"


def _span(document: SeasonDocument) -> tuple[datetime.date | None, datetime.date | None]:
    """The season's first and last day: the dates asked, else the meetings' own."""
    days = [m.date for m in document.meetings if m.date is not None]
    start = document.date_from or (min(days) if days else None)
    end = document.date_to or (max(days) if days else None)
    return start or end, end or start


def season_header(document: SeasonDocument) -> TournamentHeader:
    """The page heading the tournament documents print, filled for a season: the club (or
    the season's years) where a tournament's name goes, and the period where a venue goes
    (the line under it then reads "Scala 40 · dal 1 settembre 2025 al 31 agosto 2026")."""
    return TournamentHeader(
        name=season_name(document),
        game=document.game,
        game_name=document.game_name,
        venue=_period(document),
        language=document.language,
    )


def _period(document: SeasonDocument) -> str:
    """The dates asked ("dal 1 settembre 2025 al 31 agosto 2026"), else those of the first
    and last meeting counted."""
    language = document.language
    asked = document.date_from or document.date_to
    first, last = _span(document) if not asked else (document.date_from, document.date_to)
    start, end = date_text(language, first), date_text(language, last)
    if start and start == end:  # one day: "5 dicembre 2026", not from it to itself
        return start
    if start and end:
        return _word(language, "period", start=start, end=end)
    if start:
        return _word(language, "since", start=start)
    if end:
        return _word(language, "until", end=end)
    return ""


# A meeting's column heading names it in at most this many characters after its date; the
# rules under the title name every meeting whole.
_HEADING_NAME = 22


def meeting_headings(document: SeasonDocument) -> tuple[str, ...]:
    """Each meeting's column heading: its day and month and its name ("7 gen · Serata
    d'inverno", a long name shortened), " (in corso)" while it is being played; a second
    heading the same as another is "... (2)"."""
    headings: list[str] = []
    for meeting in document.meetings:
        name = _shortened(meeting.name)
        day = _short_date(document.language, meeting.date)
        heading = f"{day} · {name}" if day and name else day or name
        if meeting.running:
            heading += f" ({_word(document.language, 'running')})"
        same = sum(1 for h in headings if h == heading or h.startswith(f"{heading} ("))
        headings.append(f"{heading} ({same + 1})" if same else heading)
    return tuple(headings)


def _shortened(name: str) -> str:
    """`name` whole when short, else cut at a word and marked "…"."""
    name = " ".join(name.split())
    if len(name) <= _HEADING_NAME:
        return name
    cut = name[: _HEADING_NAME - 1].rsplit(" ", 1)[0] or name[: _HEADING_NAME - 1]
    return f"{cut.rstrip(' -–·,')}…"


def _short_date(language: Language, day: datetime.date | None) -> str:
    """ "7 gen" / "7 Jan": the day and the month's first three letters, unambiguous in both
    languages (the season's years are in the title)."""
    if day is None:
        return ""
    day_number, month = date_text(language, day).split()[:2]
    return f"{day_number} {month[:3]}"


def rules_lines(document: SeasonDocument) -> tuple[str, ...]:
    """How the points were awarded and which meetings counted, one sentence each."""
    language = document.language
    lines = [_word(language, "members", club=document.club)] if document.club else []
    if document.points_table:
        table = _word(language, "by_table", points=", ".join(map(str, document.points_table)))
        if document.participation:
            table += f"; {_word(language, 'beyond', points=document.participation)}"
        lines.append(table)
    else:
        lines.append(_word(language, "by_field"))
    if document.best_results is not None:
        best = document.best_results
        lines.append(_word(language, "best", count=best, n=best))
    lines.append(_word(language, "order"))
    listed = "; ".join(_dated(language, m) for m in document.meetings)
    if listed:
        lines.append(_word(language, "meetings", n=len(document.meetings), list=listed))
    running = "; ".join(_dated(language, m) for m in document.meetings if m.running)
    if running:
        lines.append(_word(language, "running_line", list=running))
    if document.undated:
        lines.append(_word(language, "undated", list="; ".join(document.undated)))
    if document.team_events:
        lines.append(_word(language, "team_events", list="; ".join(document.team_events)))
    if document.finals:
        lines.append(_word(language, "finals", list="; ".join(document.finals)))
    return tuple(lines)


def _dated(language: Language, meeting: SeasonMeeting) -> str:
    """ "7 gen – Serata d'inverno": a meeting's date and whole name."""
    day = _short_date(language, meeting.date)
    return f"{day} – {meeting.name}" if day else meeting.name


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
        # A meeting's heading wraps over its column of points: a narrow column each.
        *(Column(h, "int", 7) for h in meeting_headings(document)),
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
    workbook = new_workbook()
    # The sheet's first row reads "<title> – <club or season> – <game · period>".
    caption = f"{header.name} – {header_subtitle(header)}"
    sheet = write_sheet(workbook, _word(document.language, "file_title"), grid, caption)
    write_lines(sheet, rules_lines(document))
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
    section = Section(
        grid.title, page_table(grid, {}, document.language), tuple(rules_lines(document))
    )
    # The page's <h1> names the club or the season, as a tournament page names its tournament.
    body = render("tables.html", nav=None, notes=(), sections=[section])
    return page_html(header, grid.title, body).encode("utf-8")
