"""The tables' phone entries on the Results page (table entry on): where each table's entry
stands, said after its state, and the buttons that close entry from the phones for the
table in the line or for every table of the round, and open it again (`entry_closing`
decides which tables may be). Methods of `ResultsPage`, bound in its body (translation
context "ResultsPage")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton

from tournament_app.services import ServiceError
from tournament_app.services.entry_closing import Reopened
from tournament_app.services.score_figures import score_pair
from tournament_app.services.table_entry import EntryState, TableCode
from tournament_app.ui.results.entry_line import choose_a_table_first, parse_points

if TYPE_CHECKING:
    from tournament_app.ui.results.page import ResultsPage

CLOSE_ENTRY_KEYS = "Ctrl+Shift+K"
"""Close phone entry for the table named (the line's, or the scala 40 sheet open): the same
keys on both faces of the page."""
REOPEN_ENTRY_KEYS = "Ctrl+Shift+R"
"""Reopen phone entry for the table named, on both faces as Ctrl+Shift+K closes it."""


def entry_buttons(
    close_tip: str, reopen_tip: str
) -> tuple[QPushButton, QPushButton, QPushButton, QPushButton]:
    """Close phone entry, ...for all, Reopen phone entry, ...for all: worded alike on both
    faces of the page; the one-table buttons' tips say which table (the line's, the sheet's)."""
    close_one = QPushButton(QCoreApplication.translate("ResultsPage", "Close phone entry"))
    close_one.setShortcut(QKeySequence(CLOSE_ENTRY_KEYS))
    close_one.setToolTip(close_tip)
    close_all = QPushButton(QCoreApplication.translate("ResultsPage", "Close phone entry for all"))
    close_all.setToolTip(
        QCoreApplication.translate(
            "ResultsPage", "No more results from the phones for any table of this round"
        )
    )
    reopen_one = QPushButton(QCoreApplication.translate("ResultsPage", "Reopen phone entry"))
    reopen_one.setShortcut(QKeySequence(REOPEN_ENTRY_KEYS))
    reopen_one.setToolTip(reopen_tip)
    reopen_all = QPushButton(
        QCoreApplication.translate("ResultsPage", "Reopen phone entry for all")
    )
    reopen_all.setToolTip(
        QCoreApplication.translate(
            "ResultsPage",
            "The phones enter again at every table of this round whose entry you closed",
        )
    )
    return close_one, close_all, reopen_one, reopen_all


def phone_buttons(self: ResultsPage) -> QHBoxLayout:
    """The row of buttons closing and reopening phone entry, shown only when the tables enter
    their results by phone (`set_tournament`)."""
    buttons = entry_buttons(
        QCoreApplication.translate(
            "ResultsPage", "No more results from the phones for the table in the line"
        )
        + f" ({CLOSE_ENTRY_KEYS})",
        QCoreApplication.translate(
            "ResultsPage", "The phones enter the result of the table in the line again"
        )
        + f" ({REOPEN_ENTRY_KEYS})",
    )
    self.phone_entry_buttons = buttons
    self.close_entry_button, self.close_all_button = buttons[:2]
    self.reopen_entry_button, self.reopen_all_button = buttons[2:]
    actions = (
        self.close_phone_entry,
        self.close_every_phone_entry,
        self.reopen_phone_entry,
        self.reopen_every_phone_entry,
    )
    row = QHBoxLayout()
    for button, action in zip(buttons, actions, strict=True):
        button.clicked.connect(action)
        row.addWidget(button)
    row.addStretch(1)
    return row


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


def phone_words(entry: TableCode | None, language: str = "it") -> str:
    """A table's phone entry in the director's words ("" when nothing came from a phone); a
    conflict with what each phone sent (`table_entry_reads.sent_said`, in `language`)."""
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
        EntryState.REOPENED: QCoreApplication.translate("ResultsPage", "phone entry reopened"),
    }[entry.state]
    if entry.state is EntryState.CONFLICT and entry.sent:
        from tournament_app.services.table_entry_reads import sent_said

        return f"{said} ({sent_said(entry.sent, language, dash='–')})"
    if entry.state is EntryState.ACCEPTED or entry.ns_mp is None or entry.ew_mp is None:
        return said
    return f"{said} ({score_pair(entry.ns_mp, entry.ew_mp, entry.third_mp, dash='–')})"


def _table_in_the_line(self: ResultsPage) -> int | None:
    """The table typed in the line, or None said as a refusal."""
    table = parse_points(self.table_edit.text())
    if table is None or self.line_for(table) is None:
        self._refuse(
            self.table_edit,
            choose_a_table_first(),
        )
        return None
    return table


def close_phone_entry(self: ResultsPage) -> None:
    """Close entry from the phones for the table in the line."""
    table = _table_in_the_line(self)
    if table is not None:
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


def reopen_phone_entry(self: ResultsPage) -> None:
    """Open entry from the phones again for the table in the line."""
    table = _table_in_the_line(self)
    if table is not None:
        self._reopen_entry(table)


def reopen_every_phone_entry(self: ResultsPage) -> None:
    """Open entry from the phones again for every table of the round shown the director closed."""
    self._reopen_entry(None)


def reopened_words(reopened: Reopened) -> str:
    """What reopening did, said under the line: the tables reopened, those left closed."""
    tables = ", ".join(str(table) for table in reopened.tables)
    said = (
        QCoreApplication.translate(
            "ResultsPage",
            "Phone entry reopened (tables: {0}): their phones enter the result again.",
        ).replace("{0}", tables)
        if reopened.tables
        else QCoreApplication.translate(
            "ResultsPage", "No table had its phone entry closed: nothing reopened."
        )
    )
    if reopened.with_result:
        left = ", ".join(str(table) for table in reopened.with_result)
        said += " " + QCoreApplication.translate(
            "ResultsPage", "Still closed, their results being in (tables: {0}): correct them here."
        ).replace("{0}", left)
    return said


def _reopen_entry(self: ResultsPage, table: int | None) -> None:
    current = self.current_round()
    if current is None or self.tournament_id is None:
        return
    try:
        reopened = self.context.services.table_entry.reopen(
            self.tournament_id, current.number, table
        )
    except ServiceError as error:
        self._refused(error)
        return
    self.reload()
    self.error_label.setText("")
    self.saved_label.setText(reopened_words(reopened))
