"""The hall's pages as HTML: My table, the standings, a round's seating and results, an
entry's history.

Each page is the services' values laid out for a phone first: one column, tables that scroll
inside their own box rather than squeezing names, names wrapping between words only
(`hall.css`). Every piece of text is escaped; the tables come from the exports' grids
(`exports.grids`, `exports.html.table_html`), so the phone and the results site agree.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from urllib.parse import urlencode

from tournament_app.exports.documents import (
    EntryHistory,
    EntryRef,
    Language,
    RoundResults,
    RoundSeating,
    Standings,
    TournamentHeader,
)
from tournament_app.exports.grids import (
    Grid,
    history_grid,
    round_results_grid,
    seating_alphabetical_grid,
    seating_by_table_grid,
    standings_grid,
)
from tournament_app.exports.html import Links
from tournament_app.exports.html import table_html as site_table
from tournament_app.exports.labels import (
    header_subtitle,
    results_title,
    round_name,
    seating_title,
    standings_title,
    text,
)
from tournament_app.hall.clock import clock_box
from tournament_app.hall.words import hall_text
from tournament_app.services.hall_pages import HallStandings, MyTable, Sitting

NAV = (
    ("/", "my_table"),
    ("/standings", "standings"),
    ("/seating", "seating"),
    ("/results", "results"),
)


def nav_word(path: str) -> str:
    """The hall's word for the page at `path` (an entry's history: "history")."""
    if path == "/sheet":
        return "sheet_title"
    return dict((href, key) for href, key in NAV).get(path, "history")


def history_link(number: int) -> str:
    """The address of entry `number`'s history."""
    return f"/history?n={number}"


def page_html(
    *,
    header: TournamentHeader,
    title: str,
    body: str,
    path: str,
    query: Mapping[str, str],
    counter: int | str,
    updated: str,
    entry_link: bool = False,
    live: bool = True,
    clock: bool = False,
) -> str:
    """A whole page: heading, the pages' links, `body`, the language switch and the line
    saying when it was read; `clock`: the round clock's box above the body (`hall.clock`).
    `counter` is the database's change marker the page shows, which
    `hall.js` compares with the live stream's to know when to read the page again."""
    language = header.language
    other: Language = "en" if language == "it" else "it"
    switch = dict(query)
    switch["lang"] = other
    links = "".join(
        f'<a href="{href}"{" aria-current=page" if href == path else ""}>'
        f"{escape(hall_text(language, key))}</a>"
        for href, key in (*NAV, *((("/enter", "entry_title"),) if entry_link else ()))
    )
    # A form being filled in is never swapped for a fresh copy (`hall.js`).
    still = "" if live else " data-still"
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} – {escape(header.name)}</title>\n"
        '<link rel="stylesheet" href="/hall.css">\n'
        '<script src="/hall.js" defer></script>\n</head>\n'
        f'<body data-counter="{counter}"{still} '
        f'data-offline="{escape(hall_text(language, "offline"))}">\n'
        f"<header><h1>{escape(header.name)}</h1>"
        f'<p class="sub">{escape(header_subtitle(header))}</p>'
        f'<nav>{links}<a class="lang" lang="{other}" hreflang="{other}" '
        f'href="{escape(path + "?" + urlencode(switch))}">'
        f"{escape(hall_text(language, 'other_language'))}</a></nav></header>\n"
        + (clock_box(language) if clock else "")
        + f'<main id="live">{body}</main>\n'
        f'<footer><span id="updated">{escape(updated)}</span> '
        '<span id="offline" hidden></span></footer>\n'
        "</body>\n</html>\n"
    )


def my_table_body(
    language: Language, found: MyTable | None, typed: str, refusal: str | None
) -> str:
    """The number box, then the entry's table, line and opponents in the newest rounds."""
    form = (
        '<form class="find" action="/" method="get">'
        f'<label for="n">{escape(hall_text(language, "number_prompt"))}</label>'
        f'<div><input id="n" name="n" inputmode="numeric" autocomplete="off" '
        f'value="{escape(typed)}" required>'
        f'<button type="submit">{escape(hall_text(language, "show"))}</button></div></form>'
    )
    if refusal is not None:
        return form + f'<p class="refusal" role="alert">{escape(refusal)}</p>'
    if found is None:
        return form
    entry = found.entry
    parts = [form, f'<h2 class="who">{_entry_line(entry)}</h2>']
    if not found.sittings:
        parts.append(
            f'<p class="refusal">{escape(hall_text(language, "not_seated", n=entry.number))}</p>'
        )
    parts += [_sitting_card(language, found.header, s, entry.number) for s in found.sittings]
    parts.append(
        f'<p><a href="{history_link(entry.number)}">'
        f"{escape(hall_text(language, 'my_history'))}</a></p>"
    )
    return "".join(parts)


PLAYERS_JOINED = " – "
"""How `EntryRef.names` joins a pair's players: the hall keeps each player's name whole on a
line of its own where the screen is narrow."""


def _players(names: str) -> str:
    """Each player's name in a box of its own, the dash kept after the first."""
    *firsts, last = names.split(PLAYERS_JOINED)
    shown = [f"{name}{PLAYERS_JOINED.rstrip()}" for name in firsts] + [last]
    return " ".join(f'<span class="player">{escape(name)}</span>' for name in shown)


def table_html(grid: Grid, links: Links, language: Language) -> str:
    """The results site's table (`exports.html`), a pair's players each kept whole."""
    return site_table(grid, links, language, text_cell=_players)


def _entry_line(entry: EntryRef) -> str:
    names = _players(entry.names)
    club = f' <span class="club">{escape(entry.club)}</span>' if entry.club else ""
    number = escape(str(entry.label))
    return f'<span class="num">{number}</span> <span class="names">{names}</span>{club}'


def _sitting_card(
    language: Language, header: TournamentHeader, sitting: Sitting, number: int
) -> str:
    state = hall_text(language, "in_play" if sitting.in_play else "complete")
    heading = f'<h3>{escape(sitting.round_title)} <span class="state">{escape(state)}</span></h3>'
    if sitting.is_bye:
        return (
            f'<section class="sitting">{heading}'
            f'<p class="table">{escape(hall_text(language, "bye_round"))}</p></section>'
        )
    where = [hall_text(language, "table_n", n=sitting.table)]
    if header.game == "burraco":
        where.append(hall_text(language, "line_word", line=_line_word(language, sitting.position)))
    else:
        where.append(hall_text(language, "seat_word", seat=sitting.position))
    lines = [f'<p class="table">{escape(" · ".join(where))}</p>']
    partners = [e for e in sitting.line if e.number != number]
    if partners:
        lines.append(_people(hall_text(language, "partner"), [(None, e) for e in partners]))
    key = "opponents" if header.game == "burraco" else "at_table"
    seats = [(_seat_word(language, header, s.position), s.entry) for s in sitting.opponents]
    lines.append(_people(hall_text(language, key), seats))
    if header.game != "burraco":
        sheet = "/sheet?" + urlencode({"round": sitting.round_number, "table": sitting.table})
        title = hall_text(language, "sheet_title")
        lines.append(f'<p><a href="{escape(sheet)}">{escape(title)}</a></p>')
    return f'<section class="sitting">{heading}{"".join(lines)}</section>'


def _line_word(language: Language, position: str) -> str:
    lines = {"NS": text(language, "ns"), "EO": text(language, "eo"), "C": text(language, "third")}
    return lines.get(position, position)


def _seat_word(language: Language, header: TournamentHeader, position: str) -> str:
    if header.game == "burraco":
        return _line_word(language, position)
    return hall_text(language, "seat_word", seat=position)


def _people(title: str, people: Sequence[tuple[str | None, EntryRef]]) -> str:
    items = "".join(
        "<li>"
        + (f'<span class="pos">{escape(position)}</span> ' if position else "")
        + f'<a href="{history_link(entry.number)}">{_entry_line(entry)}</a></li>'
        for position, entry in people
    )
    return f'<h4>{escape(title)}</h4><ul class="people">{items}</ul>'


def standings_body(standings: HallStandings) -> str:
    """The live ranking, then each group's and category's."""
    parts = []
    for ranking in (standings.overall, *standings.scoped):
        title = standings_title(ranking.header, ranking.scope)
        parts.append(f"<h2>{escape(title)}</h2>")
        parts.append(_standings_table(ranking, title))
    return "".join(parts)


def _standings_table(standings: Standings, title: str) -> str:
    grid = standings_grid(standings, title)
    links = [history_link(row.entry.number) for row in standings.rows]
    return table_html(grid, {1: links, 2: links}, standings.header.language)


def rounds_nav(
    header: TournamentHeader, path: str, rounds: Sequence[int], shown: int | None
) -> str:
    """A link to each announced round's page, the one shown marked."""
    links = "".join(
        f'<a href="{path}?round={n}"{" aria-current=page" if n == shown else ""}>'
        f"{escape(round_name(header, n))}</a>"
        for n in rounds
    )
    return f'<nav class="rounds">{links}</nav>'


def nothing_yet(language: Language) -> str:
    """What a round's page says before any round is published."""
    return f'<p class="refusal">{escape(hall_text(language, "nothing_yet"))}</p>'


def seating_body(seating: RoundSeating, rounds: Sequence[int]) -> str:
    """A round's seating by table, then every player by surname."""
    header = seating.header
    number = seating.round_number
    by_table = seating_by_table_grid(seating, seating_title(header, number))
    alphabetical = seating_alphabetical_grid(
        seating, seating_title(header, number, alphabetical=True)
    )
    return (
        rounds_nav(header, "/seating", rounds, number)
        + f"<h2>{escape(by_table.title)}</h2>"
        + table_html(by_table, {}, header.language)
        + f"<h2>{escape(alphabetical.title)}</h2>"
        + table_html(alphabetical, {1: _numbers(alphabetical, 1)}, header.language)
    )


def results_body(results: RoundResults, rounds: Sequence[int]) -> str:
    """Every table's result in one round, each entry linked to its history."""
    header = results.header
    title = results_title(header, results.round_number)
    grid = round_results_grid(results, title)
    links: Links
    if header.game == "burraco":
        ns, eo = _numbers(grid, 1), _numbers(grid, 3)
        links = {1: ns, 2: ns, 3: eo, 4: eo}
    else:
        numbers = _numbers(grid, 2)
        links = {2: numbers, 3: numbers}
    heading = f"{title} – {results.system}" if results.system else title
    return (
        rounds_nav(header, "/results", rounds, results.round_number)
        + f"<h2>{escape(heading)}</h2>"
        + table_html(grid, links, header.language)
    )


def history_body(history: EntryHistory, header: TournamentHeader) -> str:
    """An entry's every round: table, opponents, scores, VP or placement, penalties."""
    language = header.language
    entry = history.entry
    title = text(language, "history_of", n=entry.number)
    grid = history_grid((history,), language, title, game=header.game)
    # The entry's own number and names repeat on every row of the shared grid: drop them.
    trimmed = Grid(grid.title, grid.columns[2:], tuple(row[2:] for row in grid.rows))
    rank = (
        f'<p class="sub">{escape(hall_text(language, "rank_of", rank=history.rank))}</p>'
        if history.rank is not None
        else ""
    )
    return f'<h2 class="who">{_entry_line(entry)}</h2>' + rank + table_html(trimmed, {}, language)


def _numbers(grid: Grid, column: int) -> list[str | None]:
    links: list[str | None] = []
    for row in grid.rows:
        value = row[column]
        links.append(history_link(value) if isinstance(value, int) else None)
    return links


def refusal_body(sentence: str) -> str:
    """A page that cannot be shown, said in words."""
    return f'<p class="refusal" role="alert">{escape(sentence)}</p>'
