"""The last burraco tally of each tournament, kept between rankings and brought up to date
after this station's own result, instead of read again from the database.

A 250-table evening's ranking spent most of its time reading every seat and result again
after each Enter. What a ranking is computed from (the entries, the withdrawn, the played
rounds' tables with their results, the penalties, the settings) is kept per tournament with
the *marker* of the change log it was read at. Every write of every station adds an audit
row, so a ranking first asks for the marker (one light query): the same marker, nothing has
changed and the kept tally is ranked as it is; any other, the tally is read again.

One write is applied to the kept tally rather than read again: this station's own result
for one table (saved or removed). Inside the write's transaction, once its audit row is in,
the marker is read again; when it counts exactly one row more than the kept tally's (this
write's own), no other write came between, and after the commit the table's result is
replaced in the kept tally with the marker the write left. Anything else (a penalty, an
entry, a round published, undo, another station's write, a restore) leaves the marker
moved, and the next ranking reads everything again.

The marker counts the audit rows past a floor a little below the newest row when the tally
was read, with the newest number and moment among them: on PostgreSQL a transaction that took
its audit row's number earlier can commit after a later one (the newest number alone would
not move), and a copy put back gives the log a row newer than any before.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING

from sqlalchemy import Select, bindparam, func, select
from sqlalchemy.orm import Session

if TYPE_CHECKING:
    from scoring.standings import MatchTuple, PenaltyLine
    from tournament_app.services.settings import BurracoSettings
    from tournament_app.services.tally import Listed, TableResult

FLOOR_BELOW = 100
"""How far below the newest audit row the marker starts counting. A write takes its audit
row's number in the moment before its commit; a hundred writes committing in that moment is
far beyond any club's stations."""

Marker = tuple[int, int | None, datetime | None]
"""The audit rows past the floor: how many, the newest number, the newest moment."""


@dataclass(frozen=True)
class BurracoTally:
    """What a burraco tournament's overall ranking is computed from, as read at `marker`."""

    floor: int
    marker: Marker
    settings: BurracoSettings
    entries: dict[int, Listed]
    withdrawn: frozenset[int]
    never_seated: frozenset[int]
    rounds: tuple[int, ...]
    tables: dict[
        tuple[int, int],
        tuple[tuple[list[int], list[int], list[int]], TableResult | None, tuple[MatchTuple, ...]],
    ]
    """(round, table) -> NS, EW and third line's entries, the result (None: not in yet) and
    the table's match lines (`tally.table_lines`), in order."""
    penalties: tuple[PenaltyLine, ...]


def read_floor_and_marker(session: Session) -> tuple[int, Marker]:
    """A floor FLOOR_BELOW under the newest audit row, and the marker counted past it, in one
    statement (a ranking read again after another station's write asks this first)."""
    from tournament_app.storage.models import AuditRow

    floor = select(func.coalesce(func.max(AuditRow.id), 0)).scalar_subquery() - FLOOR_BELOW
    count, newest, moment, floor_number = session.execute(
        select(func.count(AuditRow.id), func.max(AuditRow.id), func.max(AuditRow.at), floor).where(
            AuditRow.id > floor
        )
    ).one()
    return int(floor_number), (int(count), newest, moment)


def read_marker(session: Session, floor: int) -> Marker:
    """The marker of the change log now, counted past `floor`."""
    count, newest, moment = session.execute(_marker(), {"floor": floor}).one()
    return int(count), newest, moment


@cache
def _marker() -> Select[int, int, datetime]:
    """`read_marker`'s statement, built once: asked before every ranking and in every
    result's save (see `lookup._tournament_and_round`)."""
    from tournament_app.storage.models import AuditRow

    return select(func.count(AuditRow.id), func.max(AuditRow.id), func.max(AuditRow.at)).where(
        AuditRow.id > bindparam("floor")
    )


class StandingsMemo:
    """The kept tallies of one open database's services, by tournament (shared by the
    threads of a hall server: a tally is never changed, only replaced)."""

    def __init__(self) -> None:
        self._kept: dict[int, BurracoTally] = {}
        self._lock = threading.Lock()

    def current(self, session: Session, tournament_id: int) -> BurracoTally | None:
        """The kept tally when nothing was written since it was read (or brought up to date)."""
        tally = self._kept.get(tournament_id)
        if tally is None or read_marker(session, tally.floor) != tally.marker:
            return None
        return tally

    def keep(self, tournament_id: int, tally: BurracoTally) -> None:
        with self._lock:
            self._kept[tournament_id] = tally

    def result_written(
        self,
        tournament_id: int,
        round_number: int,
        table: int,
        result: TableResult | None,
    ) -> Callable[[Session], Callable[[], None] | None]:
        """What a write of a table's result (None: removed) does to the kept tally, for
        `UnitOfWork.after_commit`: in the transaction, whether it is the only write since the
        tally was read; after the commit, the tally with the table's new result."""

        def prepare(session: Session) -> Callable[[], None] | None:
            tally = self._kept.get(tournament_id)
            key = (round_number, table)
            if tally is None or key not in tally.tables:
                return None
            marker = read_marker(session, tally.floor)
            if marker[0] != tally.marker[0] + 1:
                return None  # another write came between: the next ranking reads again
            # Imported here: every write's unit of work imports this module, the tally's
            # reading (the scoresheets' rules, scala 40's) only a ranking needs.
            from tournament_app.services.tally import bye_figures, table_lines

            seated, _result, _lines = tally.tables[key]
            figures = bye_figures(tally.settings)
            lines = tuple(table_lines(round_number, seated, result, figures, tally.settings))
            tables = dict(tally.tables)
            tables[key] = (seated, result, lines)
            updated = replace(tally, marker=marker, tables=tables)

            def apply() -> None:
                with self._lock:
                    if self._kept.get(tournament_id) is tally:
                        self._kept[tournament_id] = updated

            return apply

        return prepare
