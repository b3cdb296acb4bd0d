"""Phone entry closed by the director (`TableEntryService.close`), for a table or the whole
round, and opened again (`TableEntryService.reopen`): for a table closed by mistake, or one the
director wants to enter its result again, for one table or for every table the director closed.

What a director expects, decided here once for the window and the command line:
- a reopened table starts afresh: the figures its phones entered before are cleared (the log
  keeps them), so both pairs enter again; its code is the same card's, for its own table and
  round only;
- one table may be reopened from any state that takes no entries (closed by the director, or
  its phones' figures left for the director: in conflict, unlikely, after the round); for
  every table, only the tables the director closed: figures waiting for the director's
  decision stay until the director decides one table at a time;
- a table whose result is in (saved from a phone or a station; at scala 40, a sheet with its
  winner) is never reopened: the phones would enter over a result the director accepted.
  For one table that is refused in words (correct the result, or remove it first); for every
  table it is left closed and named in the answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament_app.services import lookup
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.table_entry import (
    CHANGED,
    TAKES_ENTRIES,
    EntryState,
    _entry_round,
    issue_codes,
    without_code,
)
from tournament_app.services.table_entry_reads import has_result as _has_result
from tournament_app.services.values import TournamentId


@dataclass(frozen=True)
class Reopened:
    """What reopening did: the tables that take phone entries again, and (reopening every
    table) the closed tables left closed because their result is in."""

    round_number: int
    tables: tuple[int, ...]
    with_result: tuple[int, ...] = ()


def close_entry(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int | None = None,
) -> int:
    """`TableEntryService.close`: no more phone entries for a table (None: for every table
    of the round); how many tables were closed. Figures already entered stay visible.

    A table whose code nobody has asked for yet is closed too: the round's codes are issued
    first, so a code handed out later finds its table closed."""
    issue_codes(context, tournament_id, round_number)
    with context.writing(CHANGED) as work:
        lookup.tournament(work.session, tournament_id)
        round_row = lookup.round_(work.session, tournament_id, round_number)
        rows = [
            row
            for row in round_row.table_entries
            if (table is None or row.table_number == table)
            and EntryState(row.state) in TAKES_ENTRIES
        ]
        if table is not None and not any(r.table_number == table for r in round_row.table_entries):
            raise without_code(work.session, tournament_id, round_row, table)
        work.track(*rows)
        for row in rows:
            row.state = EntryState.CLOSED.value
        entity = f"round {round_number}" + (f" table {table}" if table is not None else "")
        work.log(
            "table_entry.close",
            entity,
            tournament_id=tournament_id,
            summary=", ".join(str(row.table_number) for row in rows),
            params={"round": round_number, "tables": [row.table_number for row in rows]},
            place=(round_number, table),
        )
        return len(rows)


def reopen_entry(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int | None = None,
) -> Reopened:
    """Phone entry open again for `table` (None: every table the director closed) of a
    published round. Refused with TABLE_ENTRY_OFF, ROUND_NOT_PUBLISHED, NOT_FOUND (no code
    for that table), TABLE_ENTRY_OPEN (the table takes entries already) and
    TABLE_RESULT_IN (the table has its result)."""
    with context.writing(CHANGED) as work:
        session = work.session
        round_row = _entry_round(session, tournament_id, round_number)
        rows = sorted(round_row.table_entries, key=lambda row: row.table_number)
        where = {"round": round_number, "table": table}
        if table is not None:
            rows = [row for row in rows if row.table_number == table]
            if not rows:
                raise without_code(session, tournament_id, round_row, table)
            if _has_result(session, round_row.id, table):
                raise ServiceError(ErrorCode.TABLE_RESULT_IN, where)
            if EntryState(rows[0].state) in TAKES_ENTRIES:
                raise ServiceError(ErrorCode.TABLE_ENTRY_OPEN, where)
        else:
            rows = [row for row in rows if EntryState(row.state) is EntryState.CLOSED]
        with_result = [r for r in rows if _has_result(session, round_row.id, r.table_number)]
        reopened = [row for row in rows if row not in with_result]
        work.track(*reopened)
        for row in reopened:
            row.state = EntryState.REOPENED.value
            row.ns_mp = row.ew_mp = row.third_mp = None
            row.hands = None
            row.device = None
            row.entered_at = None
        tables = [row.table_number for row in reopened]
        work.log(
            "table_entry.reopen",
            f"round {round_number}" + (f" table {table}" if table is not None else ""),
            tournament_id=tournament_id,
            summary=", ".join(str(number) for number in tables),
            params={"round": round_number, "tables": tables},
            place=(round_number, table),
        )
        return Reopened(round_number, tuple(tables), tuple(row.table_number for row in with_result))
