"""The lines of the Results page's list: a table's state (decided by the services,
`services.table_states`), its words and colour, and table numbers as a director reads them.
No widgets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from tournament_app.services import RoundTable
from tournament_app.services.table_states import TableState, state_words

if TYPE_CHECKING:
    from tournament_app.services import BurracoResult, Disagreement


def state_label(state: TableState, language: str) -> str:
    """A table state in the director's words (the services' catalogue's)."""
    return state_words(state, language)


STATE_COLOURS = {
    TableState.MISSING: QColor("#fff4c2"),
    TableState.FLAGGED: QColor("#ffd8a8"),
    TableState.CONFLICT: QColor("#ffb3b3"),
}


@dataclass(frozen=True)
class TableLine:
    """One row of the list: a table's seating, its result if any, and its state."""

    seat: RoundTable
    result: BurracoResult | None
    state: TableState
    note: str = ""
    """Short words after the state in the Status column."""
    detail: str = ""
    """The Status column's tooltip, when it says more than `note`."""
    disagreement: Disagreement | None = None
    """The table's open double-entry disagreement (state CONFLICT)."""


MOST_RANGES = 12
"""Runs of table numbers named before "…": the line stays one line above the quick entry."""


def table_ranges(tables: Sequence[int]) -> str:
    """Table numbers as a director reads them: runs joined ("1–4, 7, 9–250"), at most
    MOST_RANGES runs then "…" (250 missing tables listed one by one took seven lines)."""
    runs: list[list[int]] = []
    for table in sorted(tables):
        if runs and table == runs[-1][-1] + 1:
            runs[-1].append(table)
        else:
            runs.append([table])
    said = [f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs]
    shown = ", ".join(said[:MOST_RANGES])
    return shown + (", …" if len(said) > MOST_RANGES else "")
