"""The tables' phone entries on the Results page (table entry on): where each table's entry
stands, said after its state, and the buttons that close entry from the phones for the
table in the line or for every table of the round. Methods of `ResultsPage`, bound in its
body (translation context "ResultsPage")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.services import ServiceError
from tournament_app.services.table_entry import EntryState, TableCode
from tournament_app.ui.results.entry_line import parse_points

if TYPE_CHECKING:
    from tournament_app.ui.results.page import ResultsPage

CLOSE_ENTRY_KEYS = "Ctrl+Shift+K"
"""Close phone entry for the table named (the line's, or the scala 40 sheet open): the same
keys on both faces of the page."""


def taking_entries(self: ResultsPage) -> bool:
    """Whether the tournament shown has its tables enter their results by phone."""
    return self.settings is not None and self.settings.table_entry


def phone_entries(self: ResultsPage, number: int) -> dict[int, TableCode]:
    """The round's tables' phone entries, by table (none when table entry is off)."""
    if not self.taking_entries() or self.tournament_id is None:
        return {}
    try:
        return {
            c.table: c
            for c in self.context.services.table_entry.entries(self.tournament_id, number)
        }
    except ServiceError:
        return {}


def phone_words(entry: TableCode | None) -> str:
    """A table's phone entry in the director's words ("" when nothing came from a phone)."""
    if entry is None or entry.state is EntryState.OPEN:
        return ""
    said = {
        EntryState.WAITING: QCoreApplication.translate(
            "ResultsPage", "by phone: waiting for confirmation"
        ),
        EntryState.CONFLICT: QCoreApplication.translate(
            "ResultsPage", "by phone: in conflict, check the scoresheet"
        ),
        EntryState.UNLIKELY: QCoreApplication.translate(
            "ResultsPage", "by phone: unlikely, check the scoresheet"
        ),
        EntryState.LATE: QCoreApplication.translate(
            "ResultsPage", "by phone: after the round, check the scoresheet"
        ),
        EntryState.ACCEPTED: QCoreApplication.translate("ResultsPage", "entered by phone"),
        EntryState.CLOSED: QCoreApplication.translate("ResultsPage", "phone entry closed"),
    }[entry.state]
    if entry.state is EntryState.ACCEPTED or entry.ns_mp is None or entry.ew_mp is None:
        return said
    return f"{said} ({entry.ns_mp}–{entry.ew_mp})"


def close_phone_entry(self: ResultsPage) -> None:
    """Close entry from the phones for the table in the line."""
    table = parse_points(self.table_edit.text())
    if table is None or self.line_for(table) is None:
        self._refuse(
            self.table_edit,
            QCoreApplication.translate(
                "ResultsPage", "Choose a table first (type it or select it)."
            ),
        )
        return
    self._close_entry(table)


def close_every_phone_entry(self: ResultsPage) -> None:
    """Close entry from the phones for every table of the round shown."""
    self._close_entry(None)


def _close_entry(self: ResultsPage, table: int | None) -> None:
    current = self.current_round()
    if current is None or self.tournament_id is None:
        return
    try:
        self.context.services.table_entry.close(self.tournament_id, current.number, table)
    except ServiceError as error:
        self._refused(error)
        return
    self.reload()
