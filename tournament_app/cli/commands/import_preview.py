"""What `entry import --preview` and `registry import --preview` show of the rows a file
would enter: the window's preview (ui/registration_import) as a table and as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Table

if TYPE_CHECKING:
    from tournament_app.services.imports.preview import EntryRow, PlayerRow


def rows_data(rows: tuple[EntryRow, ...]) -> list[dict[str, Any]]:
    """Each row a file would enter, as JSON: its line, its players, club, category, group."""
    return [
        {
            "line": row.line,
            "names": players_said(row),
            "players": [
                {
                    "surname": p.surname,
                    "name": p.name,
                    "tessera": p.tessera,
                    "club": p.club,
                    "category": p.category,
                }
                for p in row.players
            ],
            "club": row.club,
            "category": row.category,
            "group": row.group,
        }
        for row in rows
    ]


def rows_table(context: CliContext, rows: tuple[EntryRow, ...]) -> Table:
    """The rows a file would enter, as the window's preview lists them; the tessera and
    group columns only when a row has one (most lists have neither)."""
    cards = any(p.tessera for row in rows for p in row.players)
    groups = any(row.group for row in rows)
    headings = [context.says("entries.line"), context.says("entries.players")]
    headings += [context.says("entries.card")] if cards else []
    headings += [context.says("entries.club"), context.says("entries.cat")]
    headings += [context.says("entries.group")] if groups else []
    lines: list[list[object]] = []
    for row in rows:
        # Surname and name apart, "De Luca, Gian Maria": where a one-column name was cut.
        line: list[object] = [row.line, " - ".join(p.listed for p in row.players)]
        if cards:  # by the players' order, so the second's card stays second
            line.append(" - ".join(p.tessera for p in row.players) if _cards(row) else "")
        line += [row.club, row.categories]
        line += [row.group] if groups else []
        lines.append(line)
    return Table(headings, lines)


def players_said(row: EntryRow) -> str:
    """A row's players as a registration list names them: "Rossi Mario - Bianchi Anna"."""
    return " - ".join(_full_name(p) for p in row.players)


def _cards(row: EntryRow) -> bool:
    return any(p.tessera for p in row.players)


def _full_name(player: PlayerRow) -> str:
    return " ".join(part for part in (player.surname, player.name) if part)
