"""A static results site for the club's web page: standings, a page per round and per entry.

Everything lands in one folder (`index.html`, `turno-N.html`, `n-N.html`), each page
self-contained: styles inline, no script, no font or image to fetch, so the folder can be
uploaded anywhere or opened from a USB stick. Tables scroll sideways on a phone rather than
shrinking to unreadable type, and a long one scrolls in a box of its own under its heading
row (a sticky heading sticks only in the box that scrolls, and a box that scrolls sideways is
one): a name wraps between its words, never inside one (a cell may
only break a word that alone is wider than the page), and a long heading wraps over its column
rather than widening it, standing right over figures like them. Every page says when the site
was written. Every piece of user text is HTML-escaped.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path

from tournament_app.exports.documents import (
    BurracoTableResult,
    EntryHistory,
    Language,
    RoundResults,
    Standings,
    TournamentHeader,
    TournamentReport,
)
from tournament_app.exports.grids import (
    Grid,
    cell_text,
    history_grid,
    penalties_grid,
    round_results_grid,
    standings_grid,
)
from tournament_app.exports.labels import (
    date_text,
    header_subtitle,
    results_title,
    round_name,
    standings_title,
    text,
)

Progress = Callable[[int, int], None]
Links = dict[int, Sequence[str | None]]  # column index -> a link per row (None: no link)

_STYLE = """
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;
color:#1b1f24;background:#fff}
header,main,footer{max-width:72rem;margin:0 auto;padding:0 .9rem}
header{padding-top:1rem;border-bottom:1px solid #c9d1da}
h1{font-size:1.45rem;margin:.2rem 0}
h2{font-size:1.15rem;margin:1.4rem 0 .5rem}
.sub{color:#4a5561;margin:0 0 .7rem}
nav{display:flex;flex-wrap:wrap;gap:.4rem;margin:.6rem 0 .9rem}
nav a{padding:.3rem .65rem;border:1px solid #c9d1da;border-radius:.4rem;text-decoration:none}
nav a[aria-current]{background:#dde4ee;font-weight:600}
a{color:#1f4f8a}
.scroll{overflow:auto;max-height:85vh;-webkit-overflow-scrolling:touch;
border:1px solid #c9d1da;border-radius:.3rem}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{padding:.38rem .55rem;border-bottom:1px solid #e3e8ee;text-align:left;vertical-align:top}
th{background:#dde4ee;position:sticky;top:0;overflow-wrap:normal;hyphens:none}
th.n{text-align:right}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tbody tr:nth-child(even){background:#f6f8fa}
td{overflow-wrap:break-word;hyphens:none}
.rules{font-size:.88rem;color:#4a5561}
footer{color:#6a7480;font-size:.8rem;padding:1.5rem .9rem}
@media print{nav{display:none}.scroll{overflow:visible;max-height:none;border:0}}
"""


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
    return text(
        language, "updated_at", day=date_text(language, moment.date()), time=f"{moment:%H:%M}"
    )


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
    body = [_nav(report, current="index.html"), _rules(header)]
    for standings in (report.standings, *report.extra_standings):
        title = standings_title(header, standings.scope)
        body.append(f"<h2>{escape(title)}</h2>")
        body.append(_standings_table(standings, title))
    if report.penalties:
        language = header.language
        grid = penalties_grid(
            report.penalties, language, text(language, "penalties"), game=report.header.game
        )
        links = [entry_file(p.entry.number) for p in report.penalties]
        body.append(f"<h2>{escape(grid.title)}</h2>")
        body.append(table_html(grid, {1: links, 2: links}, language))
    return page_html(header, standings_title(header), "".join(body), updated=updated)


def _standings_table(standings: Standings, title: str) -> str:
    grid = standings_grid(standings, title)
    links = [entry_file(row.entry.number) for row in standings.rows]
    return table_html(grid, {1: links, 2: links}, standings.header.language)


def _round_page(report: TournamentReport, results: RoundResults, updated: str) -> str:
    header = report.header
    language = header.language
    title = results_title(results.header, results.round_number)
    grid = round_results_grid(results, title)
    links: Links = {}
    if header.game == "burraco":
        ns = [entry_file(row[1]) if isinstance(row[1], int) else None for row in grid.rows]
        eo = [entry_file(row[3]) if isinstance(row[3], int) else None for row in grid.rows]
        links = {1: ns, 2: ns, 3: eo, 4: eo}
    else:
        numbers = [entry_file(row[2]) if isinstance(row[2], int) else None for row in grid.rows]
        links = {2: numbers, 3: numbers}
    heading = f"{title} – {results.system}" if results.system else title
    body = (
        _nav(report, current=round_file(results.round_number))
        + f"<h2>{escape(heading)}</h2>"
        + table_html(grid, links, language)
    )
    return page_html(header, title, body, updated=updated)


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
    if history.rank is not None:
        facts.append(f"{text(language, 'rank')} {history.rank}")
    if entry.club:
        facts.append(f"{text(language, 'club')}: {entry.club}")
    grid = history_grid((history,), language, title, game=header.game)
    # The entry's own number and names repeat on every row of the shared grid: drop them.
    trimmed = Grid(grid.title, grid.columns[2:], tuple(row[2:] for row in grid.rows))
    rounds = [round_file(row[0]) if isinstance(row[0], int) else None for row in trimmed.rows]
    links: Links = {0: rounds}
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
    body = (
        _nav(report, current="")
        + f"<h2>{escape(title)}</h2>"
        + (f'<p class="sub">{escape(" · ".join(facts))}</p>' if facts else "")
        + table_html(trimmed, links, language)
    )
    return page_html(header, title, body, updated=updated)


# ---------------------------------------------------------------------------------------------
# Pieces
# ---------------------------------------------------------------------------------------------


def page_html(header: TournamentHeader, title: str, body: str, *, updated: str = "") -> str:
    """A whole page; `updated` ("aggiornato il ... alle ...", now when empty) under the
    heading, so a reader knows how fresh the results are."""
    language = header.language
    updated = updated or updated_line(language, datetime.datetime.now())
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} – {escape(header.name)}</title>\n"
        f"<style>{_STYLE}</style>\n</head>\n<body>\n"
        f"<header><h1>{escape(header.name)}</h1>"
        f'<p class="sub">{escape(header_subtitle(header))}</p>'
        f'<p class="sub updated">{escape(updated)}</p></header>\n'
        f"<main>{body}</main>\n"
        f"<footer>{escape(text(language, 'made_with'))}</footer>\n"
        "</body>\n</html>\n"
    )


def _nav(report: TournamentReport, *, current: str) -> str:
    language = report.header.language
    links = [("index.html", text(language, "index"))]
    links += [
        (round_file(r.round_number), round_name(r.header, r.round_number)) for r in report.rounds
    ]
    current_mark = ' aria-current="page"'
    items = "".join(
        f'<a href="{href}"{current_mark if href == current else ""}>{escape(label)}</a>'
        for href, label in links
    )
    return f"<nav>{items}</nav>"


def _rules(header: TournamentHeader) -> str:
    rules = header.rules
    language = header.language
    parts = []
    if rules.vp_table_name:
        parts.append(f"{text(language, 'vp_table')}: {rules.vp_table_name}")
    if rules.tie_breaks:
        parts.append(f"{text(language, 'tie_breaks')}: {', '.join(rules.tie_breaks)}")
    parts += rules.notes
    return f'<p class="rules">{escape(" · ".join(parts))}</p>' if parts else ""


def table_html(
    grid: Grid, links: Links, language: Language, text_cell: Callable[[str], str] = escape
) -> str:
    """A grid as a table in a box of its own (it scrolls sideways on a narrow screen);
    `text_cell` turns a text column's cell into markup (the hall keeps each player whole)."""
    numeric = [c.kind != "text" for c in grid.columns]
    head = "".join(
        f'<th scope="col" class="n">{escape(c.title)}</th>'
        if n
        else f'<th scope="col"{_least_width(grid, i)}>{escape(c.title)}</th>'
        for i, (c, n) in enumerate(zip(grid.columns, numeric, strict=True))
    )
    rows = []
    for index, row in enumerate(grid.rows):
        cells = []
        for column, value in enumerate(row):
            plain = cell_text(value, grid.columns[column].kind)
            shown = escape(plain) if numeric[column] else text_cell(plain)
            href = links.get(column, ())[index] if column in links else None
            if href and shown:
                shown = f'<a href="{escape(href)}">{shown}</a>'
            cells.append(f'<td class="n">{shown}</td>' if numeric[column] else f"<td>{shown}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    if not rows:
        rows.append(
            f'<tr><td colspan="{len(grid.columns)}">{escape(text(language, "no_rows"))}</td></tr>'
        )
    return (
        f'<div class="scroll"><table><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _least_width(grid: Grid, column: int) -> str:
    """A long text column's least width: its longest text on two lines (at most 30
    characters wide), so a phone's narrow table scrolls sideways rather than stacking a
    pair's names one word a line."""
    longest = max((len(cell_text(row[column], "text")) for row in grid.rows), default=0)
    if longest <= 16:
        return ""
    return f' style="min-width:{min(30, longest // 2 + 2)}ch"'
