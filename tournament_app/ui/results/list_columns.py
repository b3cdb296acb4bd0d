"""The Results page's list: its columns, a table's pairs, figures and state. A bye is shown as
the Rounds page and the projector show it: "bye" where a table's number would stand (the number
the round keeps for it is no table of the room), its pair on NS with the figures the bye gets,
nothing for the opponent it does not have. Functions of `ResultsPage` (translation context
"ResultsPage")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.ui.models import Column
from tournament_app.ui.results import three_line
from tournament_app.ui.results.table_lines import TableLine, TableState, state_label

if TYPE_CHECKING:
    from tournament_app.ui.results.page import ResultsPage


def columns(page: ResultsPage) -> list[Column]:
    """The list's columns, in order: table, the lines' pairs, their MP and VP, a table of
    three's third line (hidden without one), the state."""

    def figure(line: TableLine, side: str) -> int | None:
        if line.result is None or page.blind(line):
            return None
        if line.seat.is_bye and side.startswith("ew"):
            return None  # nobody sat against the bye: no figure to show as an opponent's 0
        return getattr(line.result, side)

    def status(line: TableLine) -> str:
        if page.blind(line):
            # No figure, and no "unlikely" note naming one: just that a sheet is in.
            return state_label(TableState.ENTERED, page.context.language)
        return state_label(line.state, page.context.language) + (
            f" — {line.note}" if line.note else ""
        )

    return [
        Column(
            "table",
            QCoreApplication.translate("ResultsPage", "Table"),
            lambda x: (
                QCoreApplication.translate("ResultsPage", "bye") if x.seat.is_bye else x.seat.table
            ),
            # Sorted by the round's own numbers: the bye stays where the round lists it.
            sort=lambda x: x.seat.table,
            numeric=True,
        ),
        Column(
            "ns",
            QCoreApplication.translate("ResultsPage", "NS"),
            lambda x: page.names.line(x.seat.ns),
            tooltip=lambda x: page.names.line(x.seat.ns),
        ),
        Column(
            "ew",
            QCoreApplication.translate("ResultsPage", "EW"),
            lambda x: page.names.line(x.seat.ew) if x.seat.ew and not x.seat.is_bye else "",
            tooltip=lambda x: page.names.line(x.seat.ew) if x.seat.ew else None,
        ),
        Column(
            "ns_mp",
            QCoreApplication.translate("ResultsPage", "NS MP"),
            lambda x: figure(x, "ns_mp"),
            numeric=True,
        ),
        Column(
            "ew_mp",
            QCoreApplication.translate("ResultsPage", "EW MP"),
            lambda x: figure(x, "ew_mp"),
            numeric=True,
        ),
        Column(
            "ns_vp",
            QCoreApplication.translate("ResultsPage", "NS VP"),
            lambda x: figure(x, "ns_vp"),
            numeric=True,
        ),
        Column(
            "ew_vp",
            QCoreApplication.translate("ResultsPage", "EW VP"),
            lambda x: figure(x, "ew_vp"),
            numeric=True,
        ),
        *three_line.columns(page),
        Column(
            "state",
            QCoreApplication.translate("ResultsPage", "Status"),
            status,
            sort=lambda x: list(TableState).index(x.state),
            tooltip=lambda x: None if page.blind(x) else (x.detail or x.note or None),
        ),
    ]
