"""What the projector's two pages show, as HTML: the round's seating and the standings, set in
columns of large type when they are long. No widgets."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from html import escape
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from tournament_app.services import (
    BurracoStanding,
    Game,
    Round,
    Scala40Standing,
    Standing,
    TeamStanding,
)
from tournament_app.ui.entry_names import EntryNames

# A page longer than two screens is set in columns side by side, its type a little smaller
# (COMPACT_TYPE of the full size), each column at least this many type sizes wide.
COMPACT_TYPE = 0.75
SEATING_COLUMN_EMS = 24
STANDINGS_COLUMN_EMS = 26


# A row of large type with the spacing between rows, in type sizes (measured: 1.17 + 6 px).
ROW_HEIGHT = 1.4


def page_layout(count: int, width: int, height: int, base: int, ems: int) -> tuple[int, int]:
    """(columns, type size in px) for a page of `count` rows in a `width` x `height` area.

    Up to two screens: one column at the full size `base`, a short slow scroll. Longer: the
    compact size, in as many columns of at least `ems` type sizes as the width holds (no
    more than it takes to fit the screen), so 250 tables are two or three to a row.
    """
    if count * base * ROW_HEIGHT <= 2 * height:
        return 1, base
    size = max(16, int(base * COMPACT_TYPE))
    columns = max(1, width // (ems * size))
    # Two lines a row in columns (the seating's NS over EW; a long name may wrap).
    on_screen = max(1, int(height // (2 * size * ROW_HEIGHT)))
    return max(1, min(columns, math.ceil(count / on_screen))), size


class _Cell(NamedTuple):
    """One cell of a table or a standing: its style, its text (HTML), and in columns its
    share of the column's width (0: the names, which take the rest)."""

    style: str
    text: str
    share: float = 0.0
    right: bool = False


GUTTER = 2  # per cent of the width between two columns


def _grid(
    rows: Sequence[Sequence[_Cell]], columns: int, header: Sequence[_Cell] | None = None
) -> str:
    """Rows `columns` to a line, in order across then down: as the page scrolls, the numbers
    still come in order from the top. In columns every cell has its width set, so that every
    column is as wide (left to itself the table gives each column its own widths). A
    `header` (the cells' titles, as many as a row has) stands above each column."""
    return _table(
        [_cells_html(row, columns) for row in rows],
        columns,
        _cells_html(header, columns, "bottom") if header is not None else None,
    )


def _cells_html(row: Sequence[_Cell], columns: int, valign: str = "top") -> str:
    """One row's cells as table cells, each with its share of a column's width when the page
    is in `columns` (a title on two lines sits at the `valign` "bottom", on its figures)."""
    column = (100 - GUTTER * (columns - 1)) / columns
    fixed = sum(cell.share for cell in row)
    drawn = []
    for cell in row:
        align = " align='right'" if cell.right else ""
        width = ""
        if columns > 1:
            width = f" width='{round(column * (cell.share or 1 - fixed), 1)}%'"
        drawn.append(f"<td valign='{valign}'{align}{width} style='{cell.style}'>{cell.text}</td>")
    return "".join(drawn)


def _table(rows: Sequence[str], columns: int, header: str | None = None) -> str:
    """Rows drawn as cells (`_cells_html`), `columns` to a line, a gutter between them."""
    gutter = f"<td width='{GUTTER}%'></td>"
    lines = [f"<tr>{gutter.join([header] * min(columns, len(rows)))}</tr>"] if header else []
    for start in range(0, len(rows), columns):
        lines.append(f"<tr>{gutter.join(rows[start : start + columns])}</tr>")
    table_width = " width='100%'" if columns > 1 else ""
    return f"<table{table_width} cellspacing='{6 if columns <= 1 else 4}'>{''.join(lines)}</table>"


NBSP = "\u00a0"


def unbroken(names: str) -> str:
    """Names a line may break between players only, never inside one: "7 Rossi Anna -
    Bianchi Carlo" keeps "7 Rossi Anna" and "Bianchi Carlo" whole (at 1024 px the seating
    read "… 19 Serra" at the end of a line and "Elena" on the next)."""
    return " - ".join(part.replace(" ", NBSP) for part in names.split(" - "))


def seating_html(
    current: Round | None,
    names: EntryNames,
    game: Game,
    columns: int = 1,
    *,
    pairs: bool = False,
    teams: Mapping[int, str] | None = None,
) -> str:
    """The round's seating as large-type rows: table, NS against EW (or the players; scala
    40 in `pairs`, the table's two pairs one against the other, as burraco's). In a team
    event each pair's team (`teams`: pair entry -> team name) follows its names.

    In `columns` (a long round) each table takes two lines, NS then "v" EW, so a pair's
    names are not cut in two at the end of a line."""
    if current is None:
        return (
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "ProjectorWindow", "The seating appears here when the round is published."
                )
            )
            + "</p>"
        )
    against = escape(QCoreApplication.translate("ProjectorWindow", "v"))

    def line(numbers: tuple[int, ...]) -> str:
        shown = unbroken(names.line(numbers))
        team = (teams or {}).get(numbers[0]) if numbers else None
        return f"{shown} ({unbroken(team)})" if team else shown

    between = "<br>" if columns > 1 else " &nbsp;"
    pad = 16 if columns > 1 else 24
    cells: list[tuple[_Cell, ...]] = []
    for seat in sorted(current.tables, key=lambda t: t.table):
        if game is Game.SCALA40 and pairs and len(seat.players) == 2:
            first, second = (unbroken(names.line((n,))) for n in seat.players)
            cell = f"{escape(first)}{between}<i>{against}</i>&nbsp; {escape(second)}"
        elif game is Game.SCALA40 and not seat.is_bye:
            cell = escape(", ".join(unbroken(f"{n} {names.name(n)}") for n in seat.players))
        elif seat.is_bye:  # a burraco bye, or a scala 40 pair sitting out (an odd count)
            cell = escape(line(seat.ns))
        else:
            cell = f"{escape(line(seat.ns))}{between}<i>{against}</i>&nbsp; {escape(line(seat.ew))}"
            if seat.third:  # a table of three pairs: the third line after EW
                cell += (
                    f"{between}<i>{against}</i>&nbsp; {escape(unbroken(names.line(seat.third)))}"
                )
        # A bye is said where a table's number stands: the number the round keeps for it is
        # no table of the room.
        number = (
            escape(QCoreApplication.translate("ProjectorWindow", "bye"))
            if seat.is_bye
            else str(seat.table)
        )
        cells.append(
            (_Cell(f"padding-right:{pad}px", f"<b>{number}</b>", 0.08, True), _Cell("", cell))
        )
    title = escape(QCoreApplication.translate("ProjectorWindow", "Seating by table"))
    return f"<h2>{title}</h2>{_grid(cells, columns)}"


def _placement_score(row: Scala40Standing) -> str:
    """What a scala 40 placement line shows, as the standings page does: the placement
    points, then the penalty points (in pairs the match points, then the hands won less
    lost); nothing while the player's first table is still being played (stage 0)."""
    if not row.stage:
        return ""
    if row.game_point_difference is not None:
        one = QCoreApplication.translate("ProjectorWindow", "1 match pt")
        many = QCoreApplication.translate("ProjectorWindow", "{0} match pts")
        then = QCoreApplication.translate("ProjectorWindow", "hands: {0}")
        figure = f"{row.game_point_difference:+d}"
    else:
        one = QCoreApplication.translate("ProjectorWindow", "1 pt")
        many = QCoreApplication.translate("ProjectorWindow", "{0} pts")
        then = QCoreApplication.translate("ProjectorWindow", "penalty points: {0}")
        figure = str(row.penalty_total)
    points = (one if row.points == 1 else many).replace("{0}", str(row.points))
    return f"{points} · {then.replace('{0}', figure)}"


# The share of a column each figure of an elimination takes when the page is in columns.
STAGE_SHARE, PLACE_SHARE, PENALTY_SHARE = 0.14, 0.12, 0.12


def _elimination_figures(row: Scala40Standing, final: int | None) -> tuple[_Cell, ...]:
    """An elimination's figures in the order they rank, as the window's columns: the stage
    reached ("Final" for the final's round), the place at that stage's table (it orders
    the players out at the same stage: without it 150 penalty points stood above 115),
    the penalty points of that stage; "playing" and the running total for a player still at
    a table of the stage in play."""
    stage = place = penalty = ""
    if row.playing is not None:  # still at a table of the stage in play: its total there
        stage = QCoreApplication.translate("ProjectorWindow", "playing")
        penalty = str(row.playing)
    elif row.stage:
        stage = (
            QCoreApplication.translate("ProjectorWindow", "Final")
            if row.stage == final
            else QCoreApplication.translate("ProjectorWindow", "Round {0}").replace(
                "{0}", str(row.stage)
            )
        )
        place = str(row.last_place or "")
        penalty = str(row.stage_penalty)
    return (
        _Cell("padding-left:16px; white-space:nowrap", f"<b>{escape(stage)}</b>", STAGE_SHARE),
        _Cell("padding-left:16px", place, PLACE_SHARE, True),
        _Cell("padding-left:16px", f"<b>{penalty}</b>", PENALTY_SHARE, True),
    )


def _elimination_header() -> tuple[_Cell, ...]:
    """The titles above an elimination's figures, the window's words, in small type."""
    stage, place, penalty = (
        f"<small><i>{escape(text)}</i></small>"
        for text in (
            QCoreApplication.translate("ProjectorWindow", "Stage"),
            QCoreApplication.translate("ProjectorWindow", "Place at table"),
            QCoreApplication.translate("ProjectorWindow", "Penalty in last stage"),
        )
    )
    return (
        _Cell("", "", 0.07),
        _Cell("", "", 0.08),
        _Cell("", ""),
        _Cell("padding-left:16px", stage, STAGE_SHARE),
        _Cell("padding-left:16px", place, PLACE_SHARE, True),
        _Cell("padding-left:16px", penalty, PENALTY_SHARE, True),
    )


def team_standings_html(teams: Sequence[TeamStanding]) -> str:
    """A team event's ranking as large-type rows: rank, team (a withdrawn one marked, as a
    withdrawn pair is), VP and the MP difference; it stands above the pairs' ranking
    (nothing without teams)."""
    if not teams:
        return ""
    rows = []
    withdrawn = escape(QCoreApplication.translate("ProjectorWindow", "withdrawn"))
    for row in teams:
        vp = QCoreApplication.translate("ProjectorWindow", "{0} VP").replace("{0}", str(row.vp))
        rank = f"{row.rank}=" if row.tied else f"{row.rank}."
        name = escape(unbroken(row.name))
        rows.append(
            (
                _Cell("", f"<b>{rank}</b>", 0.07, True),
                _Cell(
                    "padding-left:32px", f"{name} <i>({withdrawn})</i>" if row.withdrawn else name
                ),
                _Cell("padding-left:16px; white-space:nowrap", f"<b>{escape(vp)}</b>", 0.12, True),
                _Cell("padding-left:16px", f"{row.mp_diff:+d}", 0.12, True),
            )
        )
    title = escape(QCoreApplication.translate("ProjectorWindow", "Team standings"))
    return f"<h2>{title}</h2>{_grid(rows, 1)}"


class DrawnLines:
    """The standings lines as last drawn (each one's cells as HTML), by the line.

    A result changes a few hundred lines of a 500-line ranking (the two pairs' figures, the
    ranks of those they passed); the projector draws the others as they were rather than
    word by word again. Drawn for one language, size and format (`drawing`): anything else
    draws every line afresh."""

    def __init__(self) -> None:
        self._how: tuple[object, ...] | None = None
        self._lines: dict[Standing, str] = {}

    def drawing(self, how: tuple[object, ...]) -> dict[Standing, str]:
        """The lines drawn the last time, if they were drawn the same way as `how` says."""
        if how != self._how:
            self._how, self._lines = how, {}
        return self._lines

    def drew(self, lines: dict[Standing, str]) -> None:
        """Keep these lines, the ranking's as it now stands (those gone are let go)."""
        self._lines = lines


def standings_html(
    standings: Sequence[Standing],
    *,
    elimination: bool = False,
    final_stage: int | None = None,
    columns: int = 1,
    drawn: DrawnLines | None = None,
    title: str | None = None,
) -> str:
    """The standings as large-type rows: rank, entry, names, points; in `columns` side by
    side (ranks across, then down) when they are long. `title`: the standings' title as
    printed (`StandingsBoard.title`: after which round, partial, provisional or final);
    "Standings" without one.

    Scala 40: an `elimination` shows, under their titles, the stage reached ("Final" for
    round `final_stage`), the place at that table and the penalty points: all it ranks by;
    the placement format its points with the penalty points. An entry that withdrew is
    marked so. `drawn`: the lines drawn before, in the same language, kept and reused.
    """
    if not standings:
        return (
            "<p>"
            + escape(
                QCoreApplication.translate(
                    "ProjectorWindow", "The standings appear after the first results."
                )
            )
            + "</p>"
        )
    words = (
        QCoreApplication.translate("ProjectorWindow", "withdrawn"),
        QCoreApplication.translate("ProjectorWindow", "{0} VP"),
    )
    elimination_rows = elimination and not isinstance(standings[0], BurracoStanding)
    before = (drawn or DrawnLines()).drawing((columns, elimination_rows, final_stage, *words))
    lines: dict[Standing, str] = {}
    shown = []
    for row in standings:
        line = before.get(row)
        if line is None:
            line = _cells_html(_standing_cells(row, elimination_rows, final_stage, words), columns)
        lines[row] = line
        shown.append(line)
    if drawn is not None:
        drawn.drew(lines)
    header = _cells_html(_elimination_header(), columns, "bottom") if elimination_rows else None
    heading = escape(title or QCoreApplication.translate("ProjectorWindow", "Standings"))
    return f"<h2>{heading}</h2>{_table(shown, columns, header)}"


def _standing_cells(
    row: Standing, elimination: bool, final_stage: int | None, words: tuple[str, str]
) -> tuple[_Cell, ...]:
    """One standings line's cells (`standings_html`); `words`: "withdrawn" and "{0} VP" in
    the interface language."""
    withdrawn, vp = words
    who = unbroken(row.names if isinstance(row, BurracoStanding) else row.name)
    who_cell = f"{escape(who)} <i>({escape(withdrawn)})</i>" if row.withdrawn else escape(who)
    # The entry number stands well apart from the rank: "6." then "13" read as "6.13".
    # A player still at a table of the stage in play has no place yet (`rank_shown`).
    shown = row.rank_shown if isinstance(row, Scala40Standing) else row.rank
    start = (
        _Cell("", f"<b>{shown}.</b>" if shown is not None else "", 0.07, True),
        _Cell("padding-left:32px", str(row.entry), 0.08, True),
        _Cell("padding-left:16px", who_cell),
    )
    if isinstance(row, Scala40Standing) and elimination:
        return (*start, *_elimination_figures(row, final_stage))
    if isinstance(row, BurracoStanding):
        score = vp.replace("{0}", str(row.vp))
        short = True  # "40 VP" kept on one line; a scala 40 line may wrap
    else:
        score = _placement_score(row)
        short = False
    score_cell = _Cell(
        "padding-left:16px" + ("; white-space:nowrap" if short else ""),
        f"<b>{escape(score)}</b>",
        0.12 if short else 0.45,  # "3 pts · penalty points: 120" takes room
        True,
    )
    return (*start, score_cell)
