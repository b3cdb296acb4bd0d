"""A static results site for the club's web page: standings, a page per round and per entry.

The index has the prize list under the standings once a table has a result. Everything lands
in one folder (`index.html`, `turno-N.html`, `n-N.html`), each page
self-contained: styles inline, no script, no font or image to fetch, so the folder can be
uploaded anywhere or opened from a USB stick. A table is laid out whole where the screen has
room for it, its heading row staying in view as the page scrolls; on a phone each row is
stacked, the rank, names and VP on its first line, the other columns under them
(`exports.site_layout`), so nothing is off the screen's edge or in a box scrolling of its
own. A name wraps between its words, never inside one, and a long heading wraps over its
column rather than widening it, standing right over figures like them. Every page says when
the site was written. The pages come from the templates the hall's pages come from too
(`exports.templating`, `tournament_app/templates`), which escape every piece of user text.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.exports.documents import (
    BurracoTableResult,
    EntryHistory,
    Language,
    PrizeList,
    RoundResults,
    TournamentHeader,
    TournamentReport,
)
from tournament_app.exports.grids import (
    Grid,
    history_grid,
    penalties_grid,
    prize_grid,
    round_results_grid,
    standings_grid,
)
from tournament_app.exports.labels import (
    moment_text,
    prize_list_title,
    results_title,
    round_name,
    standings_title,
    text,
)
from tournament_app.exports.site_layout import (
    BURRACO_ROUND_SLOTS,
    fitted,
    history_slots,
    penalty_slots,
    ranking_slots,
    scala40_round_slots,
    team_slots,
)
from tournament_app.exports.templating import (
    Links,
    Menu,
    NavLink,
    Section,
    page_table,
    render,
    whole_page,
)
from tournament_app.exports.workbook_prizes import prize_rule_lines

if TYPE_CHECKING:
    from tournament_app.exports.teams import TeamDocument

Progress = Callable[[int, int], None]


def write_site(
    report: TournamentReport, folder: str | Path, *, progress: Progress | None = None
) -> list[Path]:
    """Write the results site into `folder` (created if missing); returns the files written."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    pages = site_pages(report)
    written: list[Path] = []
    for done, (name, page) in enumerate(pages, start=1):
        path = target / name
        path.write_text(page, encoding="utf-8")
        written.append(path)
        if progress:
            progress(done, len(pages))
    for stale in stale_pages(target, {name for name, _ in pages}):
        stale.unlink()
    return written


def site_pages(
    report: TournamentReport, *, written: datetime.datetime | None = None
) -> list[tuple[str, str]]:
    """The results site's pages as (file name, HTML), the index first; each says it was
    updated at `written` (now unless given)."""
    when = updated_line(report.header.language, written or datetime.datetime.now())
    pages: list[tuple[str, str]] = [("index.html", _index_page(report, when))]
    pages += [(round_file(r.round_number), _round_page(report, r, when)) for r in report.rounds]
    histories = {h.entry.number: h for h in report.histories}
    for row in report.entries:  # an entry that has not played yet still gets its page
        histories.setdefault(row.entry.number, EntryHistory(row.entry, None, ()))
    opponents = _burraco_opponents(report)
    pages += [
        (entry_file(n), _entry_page(report, histories[n], when, opponents))
        for n in sorted(histories)
    ]
    return pages


def updated_line(language: Language, moment: datetime.datetime) -> str:
    """ "aggiornato il 5 dicembre 2026 alle 18:02": when the site was written."""
    return moment_text(language, "updated_at", moment)


def stale_pages(folder: Path, current: set[str]) -> list[Path]:
    """This site's pages an earlier export left in `folder` (a withdrawn entry, a deleted
    round), to delete so no link-less page lingers online; any other file is not listed."""
    return [
        page
        for pattern in ("turno-*.html", "n-*.html")
        for page in sorted(folder.glob(pattern))
        if page.name not in current
    ]


def round_file(number: int) -> str:
    """The file name of a round's page."""
    return f"turno-{number}.html"


def entry_file(number: int) -> str:
    """The file name of an entry's page."""
    return f"n-{number}.html"


# ---------------------------------------------------------------------------------------------
# Pages
# ---------------------------------------------------------------------------------------------


def _index_page(report: TournamentReport, updated: str) -> str:
    header = report.header
    language = header.language
    sections = []
    if report.team_standings is not None:
        # A team event: the team ranking first, above the pairs' own.
        sections += _team_sections(report.team_standings)
    for standings in (report.standings, *report.extra_standings):
        title = standings_title(header, standings.scope)
        grid = standings_grid(standings, title)
        links = [entry_file(row.entry.number) for row in standings.rows]
        table = page_table(grid, {1: links, 2: links}, language)
        sections.append(Section(title, fitted(table, ranking_slots(grid))))
    if report.prizes is not None:
        sections += _prize_sections(report.prizes)
    if report.penalties:
        grid = penalties_grid(
            report.penalties, language, text(language, "penalties"), game=report.header.game
        )
        links = [entry_file(p.entry.number) for p in report.penalties]
        table = page_table(grid, {1: links, 2: links}, language)
        sections.append(Section(grid.title, fitted(table, penalty_slots(grid))))
    body = render(
        "tables.html",
        nav=_nav(report, current="index.html"),
        notes=_rules(header),
        sections=sections,
    )
    return page_html(header, standings_title(header), body, updated=updated)


def _prize_sections(prizes: PrizeList) -> list[Section]:
    """The prize list under the standings, as printed: a table per group or category, the
    first headed by the list's title and what it says of itself (provisional, whether prizes
    add up)."""
    language = prizes.header.language
    sections = []
    for at, section in enumerate(prizes.sections):
        heading = section.title or text(language, "overall")
        grid = prize_grid(section, language, heading, prizes.points_label, prizes.penalty_label)
        links = [entry_file(row.entry.number) for row in section.rows]
        title = f"{prize_list_title(prizes.header)} – {heading}"
        notes = prize_rule_lines(prizes) if at == 0 else ()
        table = fitted(page_table(grid, {1: links, 2: links}, language), ranking_slots(grid))
        sections.append(Section(title, table, notes))
    return sections


def _round_page(report: TournamentReport, results: RoundResults, updated: str) -> str:
    header = report.header
    language = header.language
    title = results_title(results.header, results.round_number)
    grid = round_results_grid(results, title)
    links: Links = {}
    slots: tuple[str, ...]
    if header.game == "burraco":
        ns = [entry_file(row[1]) if isinstance(row[1], int) else None for row in grid.rows]
        eo = [entry_file(row[3]) if isinstance(row[3], int) else None for row in grid.rows]
        links = {1: ns, 2: ns, 3: eo, 4: eo}
        slots = BURRACO_ROUND_SLOTS if len(grid.columns) == len(BURRACO_ROUND_SLOTS) else ()
    else:
        numbers = [entry_file(row[2]) if isinstance(row[2], int) else None for row in grid.rows]
        links = {2: numbers, 3: numbers}
        slots = scala40_round_slots(grid, language)
    heading = f"{title} – {results.system}" if results.system else title
    sections = [Section(heading, fitted(page_table(grid, links, language), slots))]
    for matches in report.team_rounds:
        if matches.round_number == results.round_number:
            # A team event: each match's two tables, its teams' pairs and the match's VP.
            sections += _team_sections(matches)
    body = render(
        "tables.html",
        nav=_nav(report, current=round_file(results.round_number)),
        notes=(),
        sections=sections,
    )
    return page_html(header, title, body, updated=updated)


def _team_sections(document: TeamDocument) -> list[Section]:
    """A team event's ranking or a round's matches (`exports.teams`), as the team printout
    draws them."""
    from tournament_app.exports.teams import team_grids  # it builds on this module's pages

    return [
        Section(g.title, fitted(page_table(g, {}, document.language), team_slots(g)))
        for g in team_grids(document)
    ]


def _burraco_opponents(report: TournamentReport) -> dict[tuple[int, int], int]:
    """(round, pair) -> the pair it played, from the rounds' results: a burraco history's
    opponents cell links to that pair's page. (A scala 40 table's several opponents share one
    cell, so they are not linked.)"""
    against: dict[tuple[int, int], int] = {}
    for results in report.rounds:
        for table in results.tables:
            if isinstance(table, BurracoTableResult) and table.eo is not None:
                against[(results.round_number, table.ns.number)] = table.eo.number
                against[(results.round_number, table.eo.number)] = table.ns.number
    return against


def _entry_page(
    report: TournamentReport,
    history: EntryHistory,
    updated: str,
    opponents: dict[tuple[int, int], int],
) -> str:
    header = report.header
    language = header.language
    entry = history.entry
    title = f"{text(language, 'number')} {entry.number} · {entry.names}"
    facts = []
    # The place as the services word it ("56° di 60 – ritirata"), the rank where none is.
    if history.standing:
        facts.append(f"{text(language, 'placing')}: {history.standing}")
    elif history.rank is not None:
        facts.append(f"{text(language, 'rank')} {history.rank}")
    if entry.club:
        facts.append(f"{text(language, 'club')}: {entry.club}")
    grid = history_grid((history,), language, title, game=header.game)
    # The entry's own number and names repeat on every row of the shared grid: drop them.
    trimmed = Grid(grid.title, grid.columns[2:], tuple(row[2:] for row in grid.rows))
    rounds = [round_file(row[0]) if isinstance(row[0], int) else None for row in trimmed.rows]
    links: dict[int, list[str | None]] = {0: rounds}
    titles = [c.title for c in trimmed.columns]
    if text(language, "opponents") in titles:
        # Only pairs the site has a page for (a withdrawn pair's page is not written).
        pages = {e.entry.number for e in report.entries} | {
            h.entry.number for h in report.histories
        }
        against = [
            opponents.get((row[0], entry.number)) if isinstance(row[0], int) else None
            for row in trimmed.rows
        ]
        links[titles.index(text(language, "opponents"))] = [
            entry_file(n) if n is not None and n in pages else None for n in against
        ]
    body = render(
        "history.html",
        nav=_nav(report, current=""),
        who=None,
        title=title,
        facts=" · ".join(facts),
        table=fitted(page_table(trimmed, links, language), history_slots(trimmed, language)),
    )
    return page_html(header, title, body, updated=updated)


# ---------------------------------------------------------------------------------------------
# Pieces
# ---------------------------------------------------------------------------------------------


def page_html(header: TournamentHeader, title: str, body: str, *, updated: str = "") -> str:
    """A whole page around `body` (from a template of its own); `updated` ("aggiornato il
    ... alle ...", now when empty) under the heading, so a reader knows how fresh the results
    are."""
    updated = updated or updated_line(header.language, datetime.datetime.now())
    return whole_page(header, title, body, updated=updated)


def _nav(report: TournamentReport, *, current: str) -> Menu:
    language = report.header.language
    links = [("index.html", text(language, "index"))]
    links += [
        (round_file(r.round_number), round_name(r.header, r.round_number)) for r in report.rounds
    ]
    return Menu(tuple(NavLink(href, label, href == current) for href, label in links))


def _rules(header: TournamentHeader) -> tuple[str, ...]:
    """The ranking's rules in one line (none: no line)."""
    rules = header.rules
    language = header.language
    parts = []
    if rules.vp_table_name:
        parts.append(f"{text(language, 'vp_table')}: {rules.vp_table_name}")
    if rules.tie_breaks:
        parts.append(f"{text(language, 'tie_breaks')}: {', '.join(rules.tie_breaks)}")
    parts += rules.notes
    return (" · ".join(parts),) if parts else ()
