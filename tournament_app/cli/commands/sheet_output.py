"""A scala 40 sheet as the command line gives it: JSON with each hand replayed through the
rules, and the paper sheet's grid (a column per player) with its marks and legend."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.value_words import SHEET_MARK_WORDS
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.sheet_rows import (
    ReplayedSheet,
    SheetCell,
    SheetRow,
    replay_sheet,
)
from tournament_app.services.values import Scala40Sheet, TournamentId


def sheet_data(sheet: Scala40Sheet, replayed: ReplayedSheet | None = None) -> dict[str, Any]:
    """A scala 40 sheet as JSON: each hand as typed and, replayed through the rules, what
    each player paid (doubled, the flat 100) and who re-entered after it on what total."""
    # Every stored hand has its closer, so the replayed rows are the hands, in order.
    rows: list[SheetRow | None] = [None] * len(sheet.hands)
    if replayed is not None and len(replayed.rows) == len(sheet.hands):
        rows = list(replayed.rows)
    return {
        "round": sheet.round,
        "table": sheet.table,
        "players": list(sheet.players),
        "hands": [
            {
                "points": {str(n): p for n, p in hand.points},
                "closer": hand.closer,
                "in_hand": hand.in_hand,
                "not_opened": list(hand.not_opened),
                "reentries": list(hand.reentries),
                **_paid_data(row),
            }
            for hand, row in zip(sheet.hands, rows, strict=True)
        ],
        "totals": {str(n): total for n, total in sheet.totals},
        "eliminated": list(sheet.eliminated),
        "finished": sheet.finished,
        "timed_out": sheet.timed_out,
        "placings": [
            {
                "entry": p.entry,
                "place": p.place,
                "total": p.total,
                "eliminated_after_hand": p.eliminated_after_hand,
            }
            for p in sheet.placings
        ],
        "ties": tie_data(sheet),
        **(
            {"dropped_ties": [list(order) for order in sheet.dropped_ties]}
            if sheet.dropped_ties
            else {}
        ),
        "version": sheet.version,
    }


def tie_data(sheet: Scala40Sheet) -> list[dict[str, Any]]:
    """The finished table's full ties as JSON: who, the place they share, their total, the
    hand that put them out together (null: level at time-out), the director's order."""
    return [
        {
            "players": list(tie.players),
            "place": tie.place,
            "total": tie.total,
            "out_in_hand": tie.out_in_hand,
            "order": list(tie.order),
        }
        for tie in sheet.ties
    ]


def who(entry: int, names: Mapping[int, str]) -> str:
    """An entry as the command line names a player: "12 Verdi Luca"."""
    return f"{entry} {names.get(entry, '')}".strip()


def _paid_data(row: SheetRow | None) -> dict[str, Any]:
    if row is None:
        return {}
    return {
        "paid": {str(n): p for n, p in row.penalties.items()},
        "doubled": row.doubled,
        "doubled_for": list(row.doubled_for),
        "reentered": {str(n): total for n, total in row.reentered.items()},
        "did_not_play": list(row.sat_out),
        # The director's penalty points counted in this hand: in the totals, not paid.
        **({"added": {str(n): p for n, p in row.added.items()}} if row.added else {}),
    }


def sheet_outcome(context: CliContext, tournament_id: TournamentId, sheet: Scala40Sheet) -> Outcome:
    """A sheet as JSON and as the paper sheet's grid (a column per player): in each hand the
    figure paid (doubled, 100 for not opened on the flat rule), with the paper's marks."""
    settings = context.services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    replayed = replay_sheet(sheet, settings)
    headings = [context.says("sheet_output.hand"), *[str(n) for n in sheet.players]]
    rows: list[list[object]] = []
    used: set[str] = set()
    for row in replayed.rows:
        cells = [row.cell(n) for n in sheet.players]
        rows.append([row.number, *[_cell_text(context, cell, used) for cell in cells]])
    totals = dict(sheet.totals)
    out = set(sheet.eliminated)
    if out:
        used.add("X")
    rows.append(
        [
            context.says("sheet_output.total"),
            *[f"{totals.get(n, 0)}{' X' if n in out else ''}" for n in sheet.players],
        ]
    )
    human: list[Table | str] = [
        Table(
            headings,
            rows,
            context.says("sheet_output.round_table", round=sheet.round, table=sheet.table),
        )
    ]
    legend = [
        text.pick(context.language) for mark, text in SHEET_MARK_WORDS.items() if mark in used
    ]
    if legend:
        human.append(", ".join(legend))
    if sheet.finished:
        order = ", ".join(
            f"{p.place}. {p.entry}" for p in sorted(sheet.placings, key=lambda p: p.place)
        )
        human.append(context.says("sheet_output.table_order", order=order))
    human += _tie_lines(context, tournament_id, sheet)
    return Outcome(sheet_data(sheet, replayed), human)


def _tie_lines(context: CliContext, tournament_id: TournamentId, sheet: Scala40Sheet) -> list[str]:
    """The finished table's full ties (tied, or ordered by the director), and the orders
    this change dropped (it changed who is tied)."""
    if not sheet.ties and not sheet.dropped_ties:
        return []
    names = context.services.entries.names(tournament_id)
    where = {"tournament": int(tournament_id), "round": sheet.round, "table": sheet.table}
    lines = []
    for tie in sheet.ties:
        if tie.order:
            order = ", ".join(who(entry, names) for entry in tie.order)
            lines.append(context.says("sheet_output.tie_ordered", place=tie.place, order=order))
        else:
            players = ", ".join(who(entry, names) for entry in tie.players)
            lines.append(
                context.says("sheet_output.tied", place=tie.place, players=players, **where)
            )
    for dropped in sheet.dropped_ties:
        players = ", ".join(who(entry, names) for entry in dropped)
        lines.append(context.says("sheet_output.tie_dropped", players=players, table=sheet.table))
    return lines


def _cell_text(context: CliContext, cell: SheetCell, used: set[str]) -> str:
    """One player's hand as the paper sheet has it: "50 (25×2)", "0 C M", "200 (100×2) N X",
    "R 63" (back in on 63 after this hand), "P +10" (the director's penalty points, in the
    total from this hand), "—" (did not play it); the marks used are added to `used`."""
    parts: list[str] = []
    if cell.sat_out:
        used.add("—")
        return "—"
    if cell.paid is not None:
        parts.append(f"{cell.paid} ({cell.typed}×2)" if cell.doubled else str(cell.paid))
        if cell.doubled:
            used.add("×2")
    # As the sheet writes them (R and P with their figures), a re-entry also by a hand the
    # player was out of.
    for mark, written in zip(cell.marks, cell.written, strict=True):
        parts.append(written)
        used.add(mark.value)
    return " ".join(parts)
