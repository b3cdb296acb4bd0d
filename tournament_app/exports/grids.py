"""The rows and columns of every tabular document, shared by the Excel, PDF and HTML writers.

Each format draws a `Grid` its own way, but what a standings or a round's results show (which
columns, in which order, with which heading) is decided once, here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tournament_app.exports.documents import (
    BurracoStandingRow,
    BurracoStandings,
    BurracoTableResult,
    EntryHistory,
    EntryRef,
    EntryRow,
    Language,
    PenaltyRow,
    PrizeSection,
    RoundResults,
    RoundSeating,
    Scala40StandingRow,
    Scala40Standings,
    Scala40TableResult,
    Standings,
    TableSeating,
)
from tournament_app.exports.labels import history_opponents, text, withdrawn_text

Cell = str | int | float | None
CellKind = Literal["text", "int", "signed", "number"]
# What a column is to a reader of the list on the wall: "key" what each looks for first (the
# place, the names, the figure that ranks), "minor" what is checked close up (each round's
# figures). A wall list prints them in larger and smaller type.
ColumnRole = Literal["key", "plain", "minor"]


@dataclass(frozen=True)
class Column:
    """A column: heading, what its cells hold, a width in characters as a hint, its role."""

    title: str
    kind: CellKind = "text"
    width: int = 8
    role: ColumnRole = "plain"


@dataclass(frozen=True)
class Grid:
    """A table ready to draw: columns and rows of cells (numbers stay numbers)."""

    title: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]

    @property
    def is_wide(self) -> bool:
        """True when the table wants a landscape page (about 95 characters fit portrait)."""
        return sum(c.width for c in self.columns) > 95


def cell_text(value: Cell, kind: CellKind) -> str:
    """A cell as printed: empty for no value, whole floats without ".0", "+" on gains."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if kind == "signed" and isinstance(value, int | float) and value > 0:
        return f"+{value}"
    return str(value)


def _names_width(values: list[str], *, least: int = 14, most: int = 42) -> int:
    longest = max((len(v) for v in values), default=least)
    return max(least, min(most, longest))


def _names_heading(lang: Language, entries: list[EntryRef], *, pairs: bool = False) -> str:
    """The names column's heading: "Coppie" for scala 40 pairs, "Giocatore" where every row
    holds one player (scala 40, individual entries), "Giocatori" where rows hold more."""
    if pairs:
        return text(lang, "pairs")
    one = bool(entries) and all(len(e.players) == 1 for e in entries)
    return text(lang, "player" if one else "players")


def standings_grid(standings: Standings, title: str, *, all_stages: bool = False) -> Grid:
    """The ranking table: burraco VP/MP and tie-breaks, or scala 40 stage and points; a
    notes column says which entries withdrew; burraco's last, as on the window's ranking,
    which tie-break placed a row, or the draw of lots still to be made between entries level
    on everything (either none: no column). An elimination's penalty column is the last
    stage's, which ranks; `all_stages` (the workbook) adds every stage's total beside it. The
    overall ranking says each entry's category and group, where the tournament has them (a
    ranking of one group or category does not: its title says which)."""
    lang = standings.header.language
    rounds = tuple(
        Column(text(lang, "round_short", n=n), "number", 4, "minor") for n in standings.rounds
    )
    names = [row.entry.names for row in standings.rows]
    clubs = [row.entry.club for row in standings.rows]
    pairs = isinstance(standings, Scala40Standings) and standings.pairs
    heading = _names_heading(lang, [r.entry for r in standings.rows], pairs=pairs)
    lead = (
        Column(text(lang, "rank"), "int", 4, "key"),
        Column(text(lang, "number"), "int", 4),
        Column(heading, "text", _names_width(names), "key"),
        Column(text(lang, "club"), "text", _names_width(clubs, least=8, most=22)),
        *_section_columns(standings),
        Column(text(lang, "note"), "text", 9),
    )
    if isinstance(standings, BurracoStandings):
        # A penalty column's 0 means "no penalty": left blank, as the window leaves it.
        penalties = {text(lang, "penalty_vp_column"), text(lang, "penalty_mp_column")}
        blank = tuple(name in penalties for name in standings.tie_break_names)
        columns: tuple[Column, ...] = (
            *lead,
            Column(text(lang, "vp"), "number", 5, "key"),
            Column(text(lang, "mp_difference"), "signed", 7),
            *(
                Column(name, "number", max(6, min(12, len(name))))
                for name in standings.tie_break_names
            ),
            *rounds,
            Column(text(lang, "tie_break"), "text", 12),
        )
        rows = tuple(
            (
                r.rank,
                r.entry.number,
                r.entry.names,
                r.entry.club,
                *_sections(standings, r),
                withdrawn_text(lang, r.entry) if r.withdrawn else "",
                r.victory_points,
                r.mp_difference,
                *(
                    None if not value and i < len(blank) and blank[i] else value
                    for i, value in enumerate(r.tie_break_values)
                ),
                *_padded(r.vp_per_round, len(standings.rounds)),
                r.tie_break_note,
            )
            for r in standings.rows
        )
    else:
        every_stage = all_stages and standings.elimination
        columns = (
            *lead,
            Column(text(lang, "stage"), "text", 10),
            Column(text(lang, "place_at_table"), "int", 7),
            Column(text(lang, "match_points" if pairs else "placement_points"), "number", 7, "key"),
            *((Column(text(lang, "game_point_difference"), "signed", 7),) if pairs else ()),
            Column(text(lang, "points_taken_away"), "number", 7),
            Column(text(lang, "director_penalty"), "signed", 8),
            Column(
                text(lang, "penalty_last_stage" if standings.elimination else "penalty_overall"),
                "int",
                7,
                "key",
            ),
            *((Column(text(lang, "penalty_all_stages"), "int", 7),) if every_stage else ()),
            *rounds,
        )
        rows = tuple(
            (
                r.rank,
                r.entry.number,
                r.entry.names,
                r.entry.club,
                *_sections(standings, r),
                _scala40_note(r, lang),
                r.stage_reached,
                r.last_place,
                r.placement_points,
                *((r.game_point_difference,) if pairs else ()),
                r.points_taken_away,
                r.director_penalty,
                r.penalty_total,
                *((r.penalty_all_stages,) if every_stage else ()),
                *_padded(r.points_per_round, len(standings.rounds)),
            )
            for r in standings.rows
        )
    grid = Grid(title, columns, rows)
    # Placement points only in that format (the points taken away only when a penalty took
    # some, the director's penalty points only when given), the stage and the place at the
    # table of that stage (which orders the players out at the same stage) only in an
    # elimination (the report leaves them empty otherwise), the club only when an entry has
    # one, the category and the group only where entries have one, the notes only when
    # someone withdrew.
    optional_columns = (
        "club",
        "category",
        "group",
        "placement_points",
        "points_taken_away",
        "director_penalty",
        "stage",
        "place_at_table",
        "note",
        "tie_break",
    )
    for optional in optional_columns:
        grid = _without_empty(grid, text(lang, optional))
    return grid


def _scala40_note(row: Scala40StandingRow, lang: Language) -> str:
    """A scala 40 row's note: withdrawn, the rounds lost by forfeit ("forfait, T3")."""
    notes = [withdrawn_text(lang, row.entry)] if row.withdrawn else []
    if row.forfeited:
        rounds = ", ".join(str(n) for n in row.forfeited)
        notes.append(text(lang, "forfeit_round", n=rounds))
    return "; ".join(notes)


def _section_columns(standings: Standings) -> tuple[Column, ...]:
    """The category and group columns of the overall ranking (none in a section's)."""
    if standings.scope:
        return ()
    lang = standings.header.language
    return (Column(text(lang, "category"), "text", 5), Column(text(lang, "group"), "text", 7))


def _sections(
    standings: Standings, row: BurracoStandingRow | Scala40StandingRow
) -> tuple[str, ...]:
    """A row's category and group, as the services name their sections (`_section_columns`)."""
    return () if standings.scope else (row.category, row.group)


def _without_empty(grid: Grid, title: str) -> Grid:
    """`grid` without the column headed `title` when no row has a value there (placement
    points in an elimination tournament, prizes nobody described): no empty columns."""
    index = next((i for i, c in enumerate(grid.columns) if c.title == title), None)
    if index is None or any(row[index] not in (None, "") for row in grid.rows):
        return grid
    return Grid(
        grid.title,
        grid.columns[:index] + grid.columns[index + 1 :],
        tuple(row[:index] + row[index + 1 :] for row in grid.rows),
    )


def _padded(values: tuple[Cell, ...], count: int) -> tuple[Cell, ...]:
    return (*values[:count], *([None] * (count - len(values))))


def round_results_grid(results: RoundResults, title: str) -> Grid:
    """A round's results: every table's MP and VP (burraco) or finishing order (scala 40,
    with the penalty points the director added in the round and the total they make)."""
    lang = results.header.language
    burraco = [t for t in results.tables if isinstance(t, BurracoTableResult)]
    if burraco or (not results.tables and results.header.game == "burraco"):
        names = [t.ns.names for t in burraco] + [t.eo.names for t in burraco if t.eo]
        width = _names_width(names, most=34)
        columns: tuple[Column, ...] = (
            Column(text(lang, "table"), "int", 6),
            Column(f"{text(lang, 'number')} {text(lang, 'ns')}", "int", 5),
            Column(text(lang, "ns"), "text", width),
            Column(f"{text(lang, 'number')} {text(lang, 'eo')}", "int", 5),
            Column(text(lang, "eo"), "text", width),
            Column(f"{text(lang, 'mp')} {text(lang, 'ns')}", "int", 7),
            Column(f"{text(lang, 'mp')} {text(lang, 'eo')}", "int", 7),
            Column(f"{text(lang, 'vp')} {text(lang, 'ns')}", "number", 5),
            Column(f"{text(lang, 'vp')} {text(lang, 'eo')}", "number", 5),
            Column(text(lang, "note"), "text", 12),
        )
        rows: tuple[tuple[Cell, ...], ...] = tuple(
            (
                t.table,
                t.ns.label,
                t.ns.names,
                t.eo.label if t.eo else None,
                t.eo.names if t.eo else text(lang, "bye"),
                t.ns_mp,
                t.eo_mp,
                t.ns_vp,
                t.eo_vp,
                t.note,
            )
            for t in burraco
        )
        return Grid(title, columns, rows)
    scala = [t for t in results.tables if isinstance(t, Scala40TableResult)]
    names = [p.entry.names for t in scala for p in t.placings]
    # The cards stay as the players signed them; penalty points the director added in the
    # round stand beside them ("+50"), and the total is what the standings count. A round
    # with none has neither column.
    directed = any(p.director_penalty for t in scala for p in t.placings)
    points = "match_points" if results.pairs else "placement_points"
    columns = (
        Column(text(lang, "table"), "int", 6),
        Column(text(lang, "place"), "int", 4),
        Column(text(lang, "number"), "int", 4),
        Column(
            _names_heading(lang, [p.entry for t in scala for p in t.placings], pairs=results.pairs),
            "text",
            _names_width(names, most=34),
        ),
        Column(text(lang, "penalty_total"), "int", 7),
        *(
            (
                Column(text(lang, "director_penalty"), "signed", 8),
                Column(text(lang, "total"), "int", 6),
            )
            if directed
            else ()
        ),
        Column(text(lang, points), "number", 7),
        Column(text(lang, "note"), "text", 28),
    )
    rows = tuple(
        (
            t.table,
            p.place,
            p.entry.number,
            p.entry.names,
            p.penalty_total,
            *(
                (p.director_penalty or None, p.penalty_total + p.director_penalty)
                if directed
                else ()
            ),
            p.placement_points,
            p.note,
        )
        for t in scala
        for p in t.placings
    )
    return _without_empty(Grid(title, columns, rows), text(lang, points))


def entries_grid(entries: tuple[EntryRow, ...], language: Language, title: str) -> Grid:
    """The registration list: number, players, club, category, group, present."""
    lang = language
    columns = (
        Column(text(lang, "number"), "int", 4),
        Column(
            _names_heading(lang, [e.entry for e in entries]),
            "text",
            _names_width([e.entry.names for e in entries]),
        ),
        Column(text(lang, "club"), "text", _names_width([e.entry.club for e in entries], most=24)),
        Column(text(lang, "category"), "text", 5),
        Column(text(lang, "group"), "text", 7),
        Column(text(lang, "present"), "text", 9),
    )
    rows = tuple(
        (
            e.entry.number,
            e.entry.names,
            e.entry.club,
            e.category,
            e.group,
            withdrawn_text(lang, e.entry) if e.withdrawn else text(lang, ("no", "yes")[e.present]),
        )
        for e in entries
    )
    grid = _without_empty(Grid(title, columns, rows), text(lang, "category"))
    return _without_empty(grid, text(lang, "group"))


def penalties_grid(
    penalties: tuple[PenaltyRow, ...], language: Language, title: str, *, game: str = "burraco"
) -> Grid:
    """Every penalty and warning: round, entry, kind, VP and MP deducted, reason; in scala
    40 the placement points taken away and the penalty points added ("+50")."""
    lang = language
    burraco = game == "burraco"
    columns = (
        Column(text(lang, "round"), "int", 6),
        Column(text(lang, "number"), "int", 4),
        Column(
            _names_heading(lang, [p.entry for p in penalties]),
            "text",
            _names_width([p.entry.names for p in penalties]),
        ),
        Column(text(lang, "kind"), "text", 14 if burraco else 24),
        Column(text(lang, "vp" if burraco else "placement_points"), "number", 5 if burraco else 7),
        Column(text(lang, "mp" if burraco else "penalty_points"), "signed", 6 if burraco else 7),
        Column(text(lang, "reason"), "text", 30),
    )
    rows = tuple(
        (
            p.round_number,
            p.entry.number,
            p.entry.names,
            p.kind,
            p.victory_points if burraco else p.victory_points or None,
            p.match_points if burraco else p.match_points or None,
            p.reason,
        )
        for p in penalties
    )
    if burraco:
        return Grid(title, columns, rows)
    # Scala 40, as its penalties dialog: a figure only where the penalty has one, and no
    # placement points column where none were taken (an elimination has none to take).
    grid = _without_empty(Grid(title, columns, rows), text(lang, "placement_points"))
    return _without_empty(grid, text(lang, "penalty_points"))


def history_grid(
    histories: tuple[EntryHistory, ...], language: Language, title: str, *, game: str
) -> Grid:
    """Round by round for each entry; one grid for all of them (one entry: its own page)."""
    lang = language
    burraco = game == "burraco"
    # Scala 40 in pairs (an entry of two players): each match's hands ("3–1") stand where a
    # player's place at the table would, and its points are match points.
    pairs = not burraco and any(len(h.entry.players) == 2 for h in histories)
    points = "match_points" if pairs else "placement_points"
    opponents = [history_opponents(r) for h in histories for r in h.rows]
    columns = (
        Column(text(lang, "number"), "int", 4),
        Column(
            _names_heading(lang, [h.entry for h in histories]),
            "text",
            _names_width([h.entry.names for h in histories]),
        ),
        Column(text(lang, "round"), "int", 6),
        Column(text(lang, "table"), "int", 6),
        Column(text(lang, "line" if burraco else "hands" if pairs else "place"), "text", 6),
        Column(text(lang, "opponents"), "text", _names_width(opponents, most=40)),
        # Scala 40: the cards of each round, and on the closing line the director's points.
        Column(text(lang, "scored" if burraco else "penalty_points"), "int", 7),
        *((Column(text(lang, "conceded"), "int", 7),) if burraco else ()),
        Column(text(lang, "vp" if burraco else points), "number", 6),
        Column(text(lang, "running_total"), "number", 8),
    )
    rows = tuple(
        (
            h.entry.number,
            h.entry.names,
            r.round_number,
            r.table,
            r.position,
            history_opponents(r),
            r.score_for,
            *((r.score_against,) if burraco else ()),
            r.points,
            r.running_total,
        )
        for h in histories
        for r in h.rows
    )
    grid = _without_empty(Grid(title, columns, rows), text(lang, points))
    return _without_empty(grid, text(lang, "running_total"))


def seating_by_table_grid(
    seating: RoundSeating,
    title: str,
    tables: tuple[TableSeating, ...] | None = None,
    *,
    byes: bool = True,
) -> Grid:
    """One row per table with who sits at each line or seat; the byes at the end, each
    named so in the table's column.

    `tables` (default: all of them) makes the grid of a part of the list, with a column for
    each seat those tables use (a page with no table of five has no fifth seat); `byes=False`
    leaves the byes to another part.
    """
    lang = seating.header.language
    chosen = seating.tables if tables is None else tables
    positions: list[str] = []
    for table in chosen:
        for seat in table.seats:
            if seat.position not in positions:
                positions.append(seat.position)
    resting = seating.byes if byes else ()
    if resting and not positions:
        positions.append("")
    cells = [_seated(s.entry) for t in chosen for s in t.seats]
    width = _names_width(cells, least=16, most=44 if len(positions) <= 2 else 26)
    # "C": the third pair at a table of three pairs (burraco a sei).
    heading = {"NS": text(lang, "ns"), "EO": text(lang, "eo"), "C": text(lang, "third_line")}
    seat_key = "pair" if seating.pairs else "seat"
    # A scala 40 all'italiana's tables each seat one group: a column says which.
    grouped = any(table.group for table in chosen)
    columns = (
        Column(text(lang, "table"), "int", 6),
        *((Column(text(lang, "group"), "text", 8),) if grouped else ()),
        *(
            Column(heading.get(p, f"{text(lang, seat_key)} {p}"), "text", width, "key")
            for p in positions
        ),
    )
    rows: list[tuple[Cell, ...]] = []
    for table in chosen:
        # Individual burraco seats two players (two entries) on one line.
        by_position: dict[str, list[str]] = {}
        for seat in table.seats:
            by_position.setdefault(seat.position, []).append(_seated(seat.entry))
        group = (table.group,) if grouped else ()
        rows.append((table.table, *group, *(" + ".join(by_position.get(p, [])) for p in positions)))
    for bye in resting:
        # A bye is no table to find: "riposo" where a table's number stands, never the
        # number the round keeps for it (no table of the room, nor of the results, has it).
        group = ("",) if grouped else ()
        rows.append((text(lang, "bye"), *group, _seated(bye.entry), *([""] * (len(positions) - 1))))
    return Grid(title, columns, tuple(rows))


def _seated(entry: EntryRef) -> str:
    """An entry on a wall list, "12 · Rossi Anna", with no-break spaces around the dot: a
    wrapped name never leaves "12 ·" alone at the end of a line."""
    return f"{entry.number}\u00a0·\u00a0{entry.names}"


def seating_alphabetical_grid(seating: RoundSeating, title: str) -> Grid:
    """Every player by surname with entry, table and line: what players look for first."""
    lang = seating.header.language
    seat_key = "pair" if seating.pairs else "seat"
    rows = seating.alphabetical()
    columns = (
        Column(
            text(lang, "player"), "text", _names_width([r.player.full_name for r in rows]), "key"
        ),
        Column(text(lang, "number"), "int", 5),
        Column(text(lang, "table"), "int", 7),
        Column(text(lang, "line" if seating.header.game == "burraco" else seat_key), "text", 7),
    )
    # A scala 40 seat is a number: said "posto 2" beside table 1, never a bare "1 2". An
    # entry with no position rests: "riposo" where the table stands, never a table number.
    seat_word = text(lang, seat_key).lower()
    cells = tuple(
        (
            r.player.full_name,
            r.entry_number,
            r.table if r.position else text(lang, "bye"),
            _position(r.position, lang, seat_word),
        )
        for r in rows
    )
    return Grid(title, columns, cells)


def _position(position: str, lang: Language, seat_word: str) -> str:
    """A line ("NS", "EO") as the language says it, a scala 40 seat as "posto 2", nothing
    for the bye (its table's column says it)."""
    if not position:
        return ""
    if position.isdigit():
        return f"{seat_word}\u00a0{position}"
    lines = {"NS": text(lang, "ns"), "EO": text(lang, "eo"), "C": text(lang, "third_line")}
    return lines.get(position, position)


def prize_grid(
    section: PrizeSection,
    language: Language,
    title: str,
    points_label: str = "points",
    penalty_label: str = "penalty_overall",
) -> Grid:
    """One group's or category's prizes; the club only where an entry has one, the stage,
    points and penalty columns only where the ranking has them (a scala 40 elimination ranks
    by stage, then penalty points)."""
    lang = language
    columns = (
        Column(text(lang, "place"), "int", 4, "key"),
        Column(text(lang, "number"), "int", 4),
        Column(
            _names_heading(lang, [r.entry for r in section.rows]),
            "text",
            _names_width([r.entry.names for r in section.rows]),
            "key",
        ),
        Column(
            text(lang, "club"), "text", _names_width([r.entry.club for r in section.rows], most=22)
        ),
        Column(text(lang, "stage"), "text", 10),
        Column(text(lang, points_label), "number", 6, "key"),
        Column(text(lang, penalty_label), "int", 7),
        Column(text(lang, "prize"), "text", 16),
    )
    rows = tuple(
        (
            r.place,
            r.entry.number,
            r.entry.names,
            r.entry.club,
            r.stage,
            r.points,
            r.penalty,
            r.prize,
        )
        for r in section.rows
    )
    grid = Grid(title, columns, rows)
    for optional in ("club", "stage", points_label, penalty_label, "prize"):
        grid = _without_empty(grid, text(lang, optional))
    return grid
