"""The scala 40 tables' phone entries on the Results page (table entry on): where each table's
keeper stands, in the list's Phone column, and the buttons that close entry from the phones
for the table open or for every table of the round, and open it again, worded as on the
burraco face. Methods of
`Scala40RoundPanel`, bound in its body; the words shared with the burraco face are looked up
in its context ("ResultsPage"), so both faces say them alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.services import ServiceError
from tournament_app.services.table_entry import EntryState, TableCode
from tournament_app.ui.results.entry_line import choose_a_table_first
from tournament_app.ui.results.phone_entry import (
    CLOSE_ENTRY_KEYS,
    REOPEN_ENTRY_KEYS,
    entry_buttons,
    phone_words,
    reopened_words,
)

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.panel import Scala40RoundPanel, TableSummary


def keeper_words(entry: TableCode | None, hands: int) -> str:
    """A scala 40 table's phone entry in the director's words: nothing entered, the keeper
    entering (the hands on the sheet so far), game over, closed ("" without a code)."""
    if entry is None:
        return ""
    if entry.state is EntryState.OPEN and not hands:
        return QCoreApplication.translate("Scala40RoundPanel", "nothing entered")
    if entry.state is EntryState.REOPENED and not hands:
        return QCoreApplication.translate("ResultsPage", "phone entry reopened")
    if entry.state in (EntryState.OPEN, EntryState.REOPENED):
        if hands == 1:
            return QCoreApplication.translate("Scala40RoundPanel", "keeper entering: 1 hand so far")
        return QCoreApplication.translate(
            "Scala40RoundPanel", "keeper entering: {0} hands so far"
        ).replace("{0}", str(hands))
    if entry.state is EntryState.ACCEPTED:
        return QCoreApplication.translate("Scala40RoundPanel", "game over")
    if entry.state is EntryState.CLOSED:
        return QCoreApplication.translate("ResultsPage", "phone entry closed")
    return phone_words(entry)  # a burraco state: never a scala 40 keeper's


def phone_buttons(self: Scala40RoundPanel) -> None:
    """The burraco face's close and reopen buttons, for the table open or every table."""
    buttons = entry_buttons(
        QCoreApplication.translate(
            "Scala40RoundPanel", "No more hands from the phones for the table open ({0})"
        ).replace("{0}", CLOSE_ENTRY_KEYS),
        QCoreApplication.translate(
            "Scala40RoundPanel", "The keeper's phone enters the hands of the table open again ({0})"
        ).replace("{0}", REOPEN_ENTRY_KEYS),
    )
    self.phone_entry_buttons = buttons
    self.close_entry_button, self.close_all_button = buttons[:2]
    self.reopen_entry_button, self.reopen_all_button = buttons[2:]
    names = (
        "scala40_close_entry",
        "scala40_close_all",
        "scala40_reopen_entry",
        "scala40_reopen_all",
    )
    actions = (
        self.close_phone_entry,
        self.close_every_phone_entry,
        self.reopen_phone_entry,
        self.reopen_every_phone_entry,
    )
    for button, name, action in zip(buttons, names, actions, strict=True):
        button.setObjectName(name)
        button.clicked.connect(action)


def taking_entries(self: Scala40RoundPanel) -> bool:
    """Whether the tournament shown has its tables' keepers enter hands by phone."""
    return self.tournament_id is not None and self._settings().table_entry


def phone_entries(self: Scala40RoundPanel) -> dict[int, TableCode]:
    """The round's tables' phone entries, by table (none before codes are issued)."""
    if self.round is None or self.tournament_id is None:
        return {}
    try:
        entries = self.context.services.table_entry.entries(self.tournament_id, self.round.number)
    except ServiceError:
        return {}
    return {entry.table: entry for entry in entries}


def phone_text(self: Scala40RoundPanel, summary: TableSummary) -> str:
    """The Phone column: the table's keeper, or "" when the table has no code yet."""
    return keeper_words(summary.phone, summary.hands)


def show_phone_entry(self: Scala40RoundPanel, shown: bool) -> None:
    """The Phone column and the close buttons, only while the tables enter by phone."""
    from tournament_app.ui.results.scala40.panel import LIST_LEAST, LIST_LEAST_WITH_PHONES

    self.list.setColumnHidden(self.model.column_index("phone"), not shown)
    self.tables_pane.setMinimumWidth(LIST_LEAST_WITH_PHONES if shown else LIST_LEAST)
    for button in self.phone_entry_buttons:
        button.setVisible(shown)


def chosen_table(self: Scala40RoundPanel) -> int | None:
    """The table the close button works on: the sheet open, else the list's current row."""
    sheet = self.sheet
    on_this_round = (
        self.round is not None
        and sheet.tournament_id == self.tournament_id
        and sheet.round_number == self.round.number
    )
    if on_this_round and any(s.table == sheet.table for s in self.summaries):
        return sheet.table
    row = self.list.currentIndex().row()
    return self.summaries[row].table if 0 <= row < len(self.summaries) else None


def _table_chosen(self: Scala40RoundPanel) -> int | None:
    """The table open (or chosen in the list), or None said on the sheet."""
    table = self.chosen_table()
    if table is None:
        self.sheet.error.setText(choose_a_table_first())
        self.table_edit.setFocus()
    return table


def close_phone_entry(self: Scala40RoundPanel) -> None:
    """Close entry from the phones for the table open (or chosen in the list)."""
    table = _table_chosen(self)
    if table is not None:
        self._close_entry(table)


def close_every_phone_entry(self: Scala40RoundPanel) -> None:
    """Close entry from the phones for every table of the round shown."""
    self._close_entry(None)


def _close_entry(self: Scala40RoundPanel, table: int | None) -> None:
    if self.round is None or self.tournament_id is None:
        return
    tid, number = self.tournament_id, self.round.number
    closed = self.context.run(
        self, lambda: self.context.services.table_entry.close(tid, number, table)
    )
    if closed is not None:
        self.reload_list()


def reopen_phone_entry(self: Scala40RoundPanel) -> None:
    """Open entry from the phones again for the table open (or chosen in the list)."""
    table = _table_chosen(self)
    if table is not None:
        self._reopen_entry(table)


def reopen_every_phone_entry(self: Scala40RoundPanel) -> None:
    """Open entry from the phones again for every table of the round the director closed."""
    self._reopen_entry(None)


def _reopen_entry(self: Scala40RoundPanel, table: int | None) -> None:
    if self.round is None or self.tournament_id is None:
        return
    tid, number = self.tournament_id, self.round.number
    reopened = self.context.run(
        self, lambda: self.context.services.table_entry.reopen(tid, number, table)
    )
    if reopened is not None:
        self.reload_list()
        self.sheet.error.setText("")
        self.sheet.outcome.setText(reopened_words(reopened))
