"""A static results site for the club's web page: standings, a page per round and per entry.

Everything lands in one folder (`index.html`, `turno-N.html`, `n-N.html`), each page
self-contained: styles inline, no script, no font or image to fetch, so the folder can be
uploaded anywhere or opened from a USB stick. Tables scroll sideways on a phone rather than
shrinking to unreadable type. Every piece of user text is HTML-escaped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path

from tournament_app.exports.documents import (
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
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid #c9d1da;
border-radius:.3rem}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{padding:.38rem .55rem;border-bottom:1px solid #e3e8ee;text-align:left;vertical-align:top}
th{background:#dde4ee;position:sticky;top:0;white-space:nowrap}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tbody tr:nth-child(even){background:#f6f8fa}
td{overflow-wrap:anywhere}
.rules{font-size:.88rem;color:#4a5561}
footer{color:#6a7480;font-size:.8rem;padding:1.5rem .9rem}
@media print{nav{display:none}.scroll{overflow:visible;border:0}}
"""


def write_site(
    report: TournamentReport, folder: str | Path, *, progress: Progress | None = None
) -> list[Path]:
    """Write the results site into `folder` (created if missing); returns the files written."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    pages = site_pages(report)
    written = []
    for done, (name, page) in enumerate(pages, start=1):
        path = target / name
        path.write_text(page, encoding="utf-8")
        written.append(path)
        if progress:
            progress(done, len(pages))
    for stale in stale_pages(target, {name for name, _ in pages}):
        stale.unlink()
    return written


def site_pages(report: TournamentReport) -> list[tuple[str, str]]:
    """The results site's pages as (file name, HTML), the index first."""
    pages: list[tuple[str, str]] = [("index.html", _index_page(report))]
    pages += [(round_file(r.round_number), _round_page(report, r)) for r in report.rounds]
    histories = {h.entry.number: h for h in report.histories}
    for row in report.entries:  # an entry that has not played yet still gets its page
        histories.setdefault(row.entry.number, EntryHistory(row.entry, None, ()))
    pages += [(entry_file(n), _entry_page(report, histories[n])) for n in sorted(histories)]
    return pages


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


def _index_page(report: TournamentReport) -> str:
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
    return page_html(header, standings_title(header), "".join(body))


def _standings_table(standings: Standings, title: str) -> str:
    grid = standings_grid(standings, title)
    links = [entry_file(row.entry.number) for row in standings.rows]
    return table_html(grid, {1: links, 2: links}, standings.header.language)


def _round_page(report: TournamentReport, results: RoundResults) -> str:
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
    return page_html(header, title, body)


def _entry_page(report: TournamentReport, history: EntryHistory) -> str:
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
    body = (
        _nav(report, current="")
        + f"<h2>{escape(title)}</h2>"
        + (f'<p class="sub">{escape(" · ".join(facts))}</p>' if facts else "")
        + table_html(trimmed, {0: rounds}, language)
    )
    return page_html(header, title, body)


# ---------------------------------------------------------------------------------------------
# Pieces
# ---------------------------------------------------------------------------------------------


def page_html(header: TournamentHeader, title: str, body: str) -> str:
    language = header.language
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} – {escape(header.name)}</title>\n"
        f"<style>{_STYLE}</style>\n</head>\n<body>\n"
        f"<header><h1>{escape(header.name)}</h1>"
        f'<p class="sub">{escape(header_subtitle(header))}</p></header>\n'
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


def table_html(grid: Grid, links: Links, language: Language) -> str:
    numeric = [c.kind != "text" for c in grid.columns]
    head = "".join(
        f'<th scope="col" class="n">{escape(c.title)}</th>'
        if n
        else f'<th scope="col">{escape(c.title)}</th>'
        for c, n in zip(grid.columns, numeric, strict=True)
    )
    rows = []
    for index, row in enumerate(grid.rows):
        cells = []
        for column, value in enumerate(row):
            shown = escape(cell_text(value, grid.columns[column].kind))
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
