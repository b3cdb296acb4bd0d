"""The hall's pages: My table, the standings, a round's seating and results, an entry's
history.

Each page is the services' values laid out for a phone first: one column, tables that scroll
inside their own box rather than squeezing names, names wrapping between words only
(`hall.css`). The pages come from the templates the results site's come from
(`exports.templating`, `tournament_app/templates`), which escape every value, so the phone
and the results site agree; what only the hall has (the live script, the language switch, the
round clock, My table) is a flag or a template of its own there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from urllib.parse import urlencode

from tournament_app.exports.documents import (
    EntryHistory,
    EntryRef,
    Language,
    RoundResults,
    RoundSeating,
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
from tournament_app.exports.labels import (
    results_title,
    round_name,
    seating_title,
    standings_title,
    text,
)
from tournament_app.exports.templating import (
    Links,
    Menu,
    NavLink,
    Section,
    Table,
    page_table,
    piece,
    render,
    whole_page,
)
from tournament_app.hall.words import hall_text
from tournament_app.services.hall_pages import HallStandings, MyTable, Sitting, TeamSitting

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


@dataclass(frozen=True)
class ClockWords:
    """The round clock's words, riding along in its box for `clock.js` ("{round}" it fills)."""

    left: str
    paused: str
    up: str


@dataclass(frozen=True)
class HallFrame:
    """What the hall's pages have around their body and the results site's have not."""

    links: tuple[NavLink, ...]
    other: Language
    other_name: str
    switch: str
    counter: int | str
    still: bool
    offline: str
    clock: ClockWords | None


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
    """A whole page: heading, the pages' links, `body` (markup made from the templates), the
    language switch and the line saying when it was read; `clock`: the round clock's box
    above the body (`hall.clock`). `counter` is the database's change marker the page shows,
    which `hall.js` compares with the live stream's to know when to read the page again;
    a form being filled in (not `live`) is never swapped for a fresh copy."""
    language = header.language
    other: Language = "en" if language == "it" else "it"
    switch = dict(query)
    switch["lang"] = other
    pages = (*NAV, *((("/enter", "entry_title"),) if entry_link else ()))
    frame = HallFrame(
        links=tuple(NavLink(href, hall_text(language, key), href == path) for href, key in pages),
        other=other,
        other_name=hall_text(language, "other_language"),
        switch=path + "?" + urlencode(switch),
        counter=counter,
        still=not live,
        offline=hall_text(language, "offline"),
        clock=_clock_words(language) if clock else None,
    )
    return whole_page(header, title, body, updated=updated, hall=frame)


def _clock_words(language: Language) -> ClockWords:
    return ClockWords(
        left=hall_text(language, "clock_left", round="{round}"),
        paused=hall_text(language, "clock_paused"),
        up=hall_text(language, "clock_up"),
    )


@dataclass(frozen=True)
class Person:
    """Someone at the table, linked to its history; `position` its line or seat (a partner:
    none)."""

    position: str | None
    entry: EntryRef
    href: str


@dataclass(frozen=True)
class People:
    title: str
    people: tuple[Person, ...]


@dataclass(frozen=True)
class SittingCard:
    """Where an entry sits in one round, as My table shows it; `bye`: the bye's sentence
    (sitting nowhere), else `where`, the people at the table and the scala 40 sheet's link."""

    title: str
    state: str
    bye: str
    where: str
    groups: tuple[People, ...]
    sheet: NavLink | None
    team: str = ""
    """In a team event: the pair's team, the team it meets and the match's other table."""


def my_table_body(
    language: Language, found: MyTable | None, typed: str, refusal: str | None
) -> str:
    """The number box, then the entry's table, line and opponents in the newest rounds."""
    words = {key: hall_text(language, key) for key in ("number_prompt", "show", "my_history")}
    shown = found if refusal is None else None
    number = shown.entry.number if shown else 0
    return render(
        "my_table.html",
        words=words,
        typed=typed,
        refusal=refusal,
        found=shown,
        not_seated=hall_text(language, "not_seated", n=number),
        sittings=[_sitting_card(language, shown.header, s, number) for s in shown.sittings]
        if shown
        else [],
        history=history_link(number),
    )


def _sitting_card(
    language: Language, header: TournamentHeader, sitting: Sitting, number: int
) -> SittingCard:
    state = hall_text(language, "in_play" if sitting.in_play else "complete")
    if sitting.is_bye:
        return SittingCard(
            sitting.round_title, state, hall_text(language, "bye_round"), "", (), None
        )
    where = [hall_text(language, "table_n", n=sitting.table)]
    if header.game == "burraco":
        where.append(hall_text(language, "line_word", line=_line_word(language, sitting.position)))
    elif sitting.pairs:
        where.append(hall_text(language, "pair_word", pair=sitting.position))
    else:
        where.append(hall_text(language, "seat_word", seat=sitting.position))
    groups = []
    partners = [e for e in sitting.line if e.number != number]
    if partners:
        groups.append(_people(hall_text(language, "partner"), [(None, e) for e in partners]))
    if sitting.pairs:
        # Scala 40 in pairs: the pair's two players (partners, opposite each other), then
        # the other pair.
        groups.append(_people(hall_text(language, "your_pair"), [(None, sitting.line[0])]))
    key = "opponents" if header.game == "burraco" or sitting.pairs else "at_table"
    seats = [
        (
            hall_text(language, "pair_word", pair=s.position)
            if sitting.pairs
            else _seat_word(language, header, s.position),
            s.entry,
        )
        for s in sitting.opponents
    ]
    groups.append(_people(hall_text(language, key), seats))
    sheet = None
    if header.game != "burraco":
        address = "/sheet?" + urlencode({"round": sitting.round_number, "table": sitting.table})
        sheet = NavLink(address, hall_text(language, "sheet_title"))
    card = SittingCard(sitting.round_title, state, "", " · ".join(where), tuple(groups), sheet)
    return replace(card, team=_team_words(language, sitting.team)) if sitting.team else card


def _team_words(language: Language, team: TeamSitting) -> str:
    """A team event's match as My table says it: "Squadra Assi · Incontro 1: contro Denari ·
    L'altro tavolo dell'incontro: 2"."""
    said = [hall_text(language, "team_own", team=team.team)]
    if team.against is not None:
        said.append(hall_text(language, "team_against", match=team.match, against=team.against))
    if team.other_table is not None:
        said.append(hall_text(language, "team_other_table", n=team.other_table))
    return " · ".join(said)


def _line_word(language: Language, position: str) -> str:
    lines = {"NS": text(language, "ns"), "EO": text(language, "eo"), "C": text(language, "third")}
    return lines.get(position, position)


def _seat_word(language: Language, header: TournamentHeader, position: str) -> str:
    if header.game == "burraco":
        return _line_word(language, position)
    return hall_text(language, "seat_word", seat=position)


def _people(title: str, people: Sequence[tuple[str | None, EntryRef]]) -> People:
    return People(
        title,
        tuple(Person(position, entry, history_link(entry.number)) for position, entry in people),
    )


def standings_body(standings: HallStandings) -> str:
    """The live ranking (a team event's team ranking first), then each group's and
    category's."""
    sections = []
    if standings.teams is not None:
        from tournament_app.exports.teams import team_grids

        for grid in team_grids(standings.teams):
            sections.append(Section(grid.title, _table(grid, {}, standings.teams.language)))
    for ranking in (standings.overall, *standings.scoped):
        title = standings_title(ranking.header, ranking.scope)
        grid = standings_grid(ranking, title)
        links = [history_link(row.entry.number) for row in ranking.rows]
        sections.append(Section(title, _table(grid, {1: links, 2: links}, ranking.header.language)))
    return render("tables.html", nav=None, notes=(), sections=sections)


def _table(grid: Grid, links: Links, language: Language) -> Table:
    """The results site's table, a pair's players each kept whole."""
    return page_table(grid, links, language, whole_players=True)


def rounds_nav(
    header: TournamentHeader, path: str, rounds: Sequence[int], shown: int | None
) -> Menu:
    """A link to each announced round's page, the one shown marked."""
    return Menu(
        tuple(NavLink(f"{path}?round={n}", round_name(header, n), n == shown) for n in rounds),
        kind="rounds",
    )


def nothing_yet(language: Language) -> str:
    """What a round's page says before any round is published."""
    return piece("refusal", hall_text(language, "nothing_yet"), False)


def seating_body(seating: RoundSeating, rounds: Sequence[int]) -> str:
    """A round's seating by table, then every player by surname."""
    header = seating.header
    language = header.language
    number = seating.round_number
    by_table = seating_by_table_grid(seating, seating_title(header, number))
    alphabetical = seating_alphabetical_grid(
        seating, seating_title(header, number, alphabetical=True)
    )
    sections = [
        Section(by_table.title, _table(by_table, {}, language)),
        Section(alphabetical.title, _table(alphabetical, {1: _numbers(alphabetical, 1)}, language)),
    ]
    return render(
        "tables.html",
        nav=rounds_nav(header, "/seating", rounds, number),
        notes=(),
        sections=sections,
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
    return render(
        "tables.html",
        nav=rounds_nav(header, "/results", rounds, results.round_number),
        notes=(),
        sections=[Section(heading, _table(grid, links, header.language))],
    )


def history_body(history: EntryHistory, header: TournamentHeader) -> str:
    """An entry's every round: table, opponents, scores, VP or placement, penalties."""
    language = header.language
    entry = history.entry
    title = text(language, "history_of", n=entry.number)
    grid = history_grid((history,), language, title, game=header.game)
    # The entry's own number and names repeat on every row of the shared grid: drop them.
    trimmed = Grid(grid.title, grid.columns[2:], tuple(row[2:] for row in grid.rows))
    # The place as the services word it ("56° di 60 – ritirata"), the rank where none is.
    if history.standing:
        rank = f"{text(language, 'placing')}: {history.standing}"
    else:
        rank = hall_text(language, "rank_of", rank=history.rank) if history.rank is not None else ""
    return render(
        "history.html",
        nav=None,
        who=entry,
        title=title,
        facts=rank,
        table=_table(trimmed, {}, language),
    )


def _numbers(grid: Grid, column: int) -> list[str | None]:
    links: list[str | None] = []
    for row in grid.rows:
        value = row[column]
        links.append(history_link(value) if isinstance(value, int) else None)
    return links


def refusal_body(sentence: str) -> str:
    """A page that cannot be shown, said in words."""
    return piece("refusal", sentence)
