"""The Registro page: every change with its time and station, and undo of the last one."""

from __future__ import annotations

import json
import re
from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import AuditEntry, Changes, TournamentId
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.models import Column, RowTableModel, remember_column_widths


def _tr(text: str) -> str:
    return QCoreApplication.translate("LogPage", text)


ACTION_WORDS = {
    "tournament.create": QT_TRANSLATE_NOOP("LogPage", "Tournament created"),
    "tournament.edit": QT_TRANSLATE_NOOP("LogPage", "Tournament settings changed"),
    "tournament.status": QT_TRANSLATE_NOOP("LogPage", "Tournament status changed"),
    "tournament.delete": QT_TRANSLATE_NOOP("LogPage", "Tournament deleted"),
    "tournament.import_file": QT_TRANSLATE_NOOP("LogPage", "Tournament imported from a file"),
    "vp_scale.save": QT_TRANSLATE_NOOP("LogPage", "VP table saved"),
    "player.add": QT_TRANSLATE_NOOP("LogPage", "Player added to the registry"),
    "player.edit": QT_TRANSLATE_NOOP("LogPage", "Player changed"),
    "entry.add": QT_TRANSLATE_NOOP("LogPage", "Entry added"),
    "entry.edit": QT_TRANSLATE_NOOP("LogPage", "Entry changed"),
    "entry.present": QT_TRANSLATE_NOOP("LogPage", "Checked in"),
    "entry.absent": QT_TRANSLATE_NOOP("LogPage", "Marked absent"),
    "entry.withdraw": QT_TRANSLATE_NOOP("LogPage", "Entry withdrawn"),
    "entry.reinstate": QT_TRANSLATE_NOOP("LogPage", "Entry back in play"),
    "round.generate": QT_TRANSLATE_NOOP("LogPage", "Round generated"),
    "round.swap": QT_TRANSLATE_NOOP("LogPage", "Entries swapped"),
    "round.swap_tables": QT_TRANSLATE_NOOP("LogPage", "Tables swapped"),
    "round.publish": QT_TRANSLATE_NOOP("LogPage", "Round published"),
    "round.delete": QT_TRANSLATE_NOOP("LogPage", "Draft round discarded"),
    "result.enter": QT_TRANSLATE_NOOP("LogPage", "Result entered"),
    "result.correct": QT_TRANSLATE_NOOP("LogPage", "Result corrected"),
    "result.delete": QT_TRANSLATE_NOOP("LogPage", "Result removed"),
    "result.confirm": QT_TRANSLATE_NOOP("LogPage", "Result confirmed by a second entry"),
    "result.disagree": QT_TRANSLATE_NOOP("LogPage", "Second entry differs from the result"),
    # Written by the services when the result changed on another station during the check.
    "result.second_entry.refused": QT_TRANSLATE_NOOP(
        "LogPage", "Second entry refused: the result had just changed"
    ),
    "sheet.hand": QT_TRANSLATE_NOOP("LogPage", "Scala 40 hand entered"),
    "sheet.correct": QT_TRANSLATE_NOOP("LogPage", "Scala 40 hand corrected"),
    "sheet.remove_hand": QT_TRANSLATE_NOOP("LogPage", "Scala 40 hand taken back"),
    "sheet.reentry": QT_TRANSLATE_NOOP("LogPage", "Re-entry"),
    "sheet.time_out": QT_TRANSLATE_NOOP("LogPage", "Time called at a table"),
    "penalty.add": QT_TRANSLATE_NOOP("LogPage", "Penalty given"),
    "penalty.remove": QT_TRANSLATE_NOOP("LogPage", "Penalty taken back"),
    "undo": QT_TRANSLATE_NOOP("LogPage", "Undo"),
}


# The words the services put in their short summaries (result kinds, pairing systems,
# penalty kinds, statuses): stored in English, shown in the interface language.
SUMMARY_WORDS = {
    "played": QT_TRANSLATE_NOOP("LogPage", "played"),
    "bye": QT_TRANSLATE_NOOP("LogPage", "bye"),
    "forfeit": QT_TRANSLATE_NOOP("LogPage", "forfeit"),
    "arbitral": QT_TRANSLATE_NOOP("LogPage", "arbitral"),
    "abandoned": QT_TRANSLATE_NOOP("LogPage", "abandoned"),
    "warning": QT_TRANSLATE_NOOP("LogPage", "warning"),
    "seats": QT_TRANSLATE_NOOP("LogPage", "seats"),
    "mitchell": QT_TRANSLATE_NOOP("LogPage", "Mitchell"),
    "danese": QT_TRANSLATE_NOOP("LogPage", "Danish"),
    "danese-gironi": QT_TRANSLATE_NOOP("LogPage", "Danish in groups"),
    "italiana": QT_TRANSLATE_NOOP("LogPage", "round robin"),
    "individual": QT_TRANSLATE_NOOP("LogPage", "individual"),
    "registration": QT_TRANSLATE_NOOP("LogPage", "registration"),
    "running": QT_TRANSLATE_NOOP("LogPage", "running"),
    "finished": QT_TRANSLATE_NOOP("LogPage", "finished"),
    "stale": QT_TRANSLATE_NOOP("LogPage", "stale"),
    "version": QT_TRANSLATE_NOOP("LogPage", "version"),
    "by": QT_TRANSLATE_NOOP("LogPage", "by"),
    # Double entry: "second entry 640-250, first entry 640-245 version 1; replaces ...",
    # "... agrees with version 2; closes ...", a save's "...; settles second entry ...".
    "second entry": QT_TRANSLATE_NOOP("LogPage", "second entry"),
    "first entry": QT_TRANSLATE_NOOP("LogPage", "first entry"),
    "agrees with": QT_TRANSLATE_NOOP("LogPage", "agrees with"),
    "replaces": QT_TRANSLATE_NOOP("LogPage", "replaces"),
    "closes": QT_TRANSLATE_NOOP("LogPage", "closes"),
    "settles": QT_TRANSLATE_NOOP("LogPage", "settles"),
}
# Longest first, so "danese-gironi" is taken whole before "danese" could match inside it.
_SUMMARY_WORD = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, SUMMARY_WORDS), key=len, reverse=True)) + r")\b"
)


def summary_text(summary: str) -> str:
    """The services' summary with its vocabulary in the interface language (names untouched:
    only whole lowercase words from SUMMARY_WORDS change)."""
    return _SUMMARY_WORD.sub(lambda match: _tr(SUMMARY_WORDS[match.group(1)]), summary)


def change_text(entry: AuditEntry) -> str:
    """A logged change in the director's words, with the services' short summary."""
    words = ACTION_WORDS.get(entry.action)
    if words is None:
        return summary_text(entry.summary) if entry.summary else entry.action
    text = _tr(words)
    if entry.summary and entry.summary != entry.action:
        text += ": " + summary_text(entry.summary)
    return text


# How the services name what a change touched, and the same in the interface language.
ENTITY_PATTERNS = (
    (
        re.compile(r"^round (\d+) table (\d+)$"),
        QT_TRANSLATE_NOOP("LogPage", "round {0}, table {1}"),
    ),
    (re.compile(r"^round (\d+)$"), QT_TRANSLATE_NOOP("LogPage", "round {0}")),
    (re.compile(r"^entry (\d+)$"), QT_TRANSLATE_NOOP("LogPage", "entry {0}")),
    (re.compile(r"^(\d+) entries$"), QT_TRANSLATE_NOOP("LogPage", "{0} entries")),
    (re.compile(r"^penalty (\d+)$"), QT_TRANSLATE_NOOP("LogPage", "penalty {0}")),
    (re.compile(r"^player (\d+)$"), QT_TRANSLATE_NOOP("LogPage", "player {0}")),
    (re.compile(r"^(\d+) players$"), QT_TRANSLATE_NOOP("LogPage", "{0} players")),
    (re.compile(r"^tournament (\d+)$"), QT_TRANSLATE_NOOP("LogPage", "tournament {0}")),
)


def entity_text(entity: str) -> str:
    """What a change touched ("round 3 table 4") in the interface language."""
    for pattern, template in ENTITY_PATTERNS:
        match = pattern.match(entity)
        if match:
            text = _tr(template)
            for position, value in enumerate(match.groups()):
                text = text.replace("{" + str(position) + "}", value)
            return text
    return entity


def local_time(stamp: str) -> str:
    """An ISO UTC timestamp as the local date and time, to the second."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%Y-%m-%d %H:%M:%S")


def pretty(value: object) -> str:
    """A before/after value as indented JSON (or "—" when there is none)."""
    if value is None:
        return "—"
    return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True, default=str)


class LogPage(QWidget):
    """The audit trail of the open tournament (or the whole database), newest first."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id: TournamentId | None = None

        self.model = RowTableModel(
            [
                Column("at", self.tr("When"), lambda e: local_time(e.at)),
                Column("station", self.tr("Station"), lambda e: e.station),
                Column("action", self.tr("Change"), change_text),
                Column("entity", self.tr("What"), lambda e: entity_text(e.entity)),
                Column("undone", self.tr("Undone"), lambda e: self.tr("yes") if e.undone else ""),
            ],
            self,
        )
        self.model.row_foreground = lambda e: QColor("#888888") if e.undone else None
        self.view = QTableView()
        self.view.setObjectName("log")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(True)
        remember_column_widths(self.view, context.settings, "log.table")
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._show_detail())

        self.detail = QPlainTextEdit()
        self.detail.setObjectName("detail")
        self.detail.setReadOnly(True)

        self.undo_button = QPushButton(self.tr("&Undo last change"))
        self.undo_button.setObjectName("undo")
        self.undo_button.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_button.clicked.connect(self.undo_last)
        self.whole_database = QCheckBox(self.tr("Every tournament"))
        self.whole_database.toggled.connect(lambda _on: self.reload())
        self.count = QLabel()

        top = QHBoxLayout()
        top.addWidget(self.undo_button)
        top.addWidget(self.whole_database)
        top.addStretch(1)
        top.addWidget(self.count)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        self.redraw = RedrawWhenShown(self, self.reload)
        context.changes.changed.connect(self._on_changed)
        context.changes.tournament_changed.connect(self.set_tournament)
        self.set_tournament(context.tournament_id)

    def set_tournament(self, tournament_id: int | None) -> None:
        """Show the log of another tournament (None: of the whole database), read once on
        screen."""
        self.tournament_id = TournamentId(tournament_id) if tournament_id is not None else None
        self.redraw.request()

    def _scope(self) -> TournamentId | None:
        return None if self.whole_database.isChecked() else self.tournament_id

    def reload(self) -> None:
        """Read the trail again."""
        entries = self.context.services.audit.list(self._scope())
        self.model.set_rows(entries)
        self.view.resizeColumnsToContents()
        self.count.setText(self.tr("{0} changes").replace("{0}", str(len(entries))))
        self.undo_button.setEnabled(any(not e.undone for e in entries))
        self._show_detail()

    def _show_detail(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid():
            self.detail.setPlainText("")
            return
        entry: AuditEntry = self.model.row_at(index.row())
        self.detail.setPlainText(
            self.tr("Before:")
            + "\n"
            + pretty(entry.before)
            + "\n\n"
            + self.tr("After:")
            + "\n"
            + pretty(entry.after)
        )

    def undo_last(self) -> None:
        """Undo the latest change after the director confirms which one it is."""
        entries = [e for e in self.context.services.audit.list(self._scope()) if not e.undone]
        if not entries:
            self.context.dialogs.inform(
                self, self.tr("Undo"), self.tr("There is no change to undo.")
            )
            return
        latest = entries[0]
        question = (
            self.tr("Undo this change?")
            + "\n\n"
            + f"{local_time(latest.at)} — {latest.station}\n{change_text(latest)}"
        )
        if not self.context.dialogs.confirm(self, self.tr("Undo"), question):
            return
        scope = self._scope()
        self.context.run(
            self, lambda: self.context.services.audit.undo_last(scope), title=self.tr("Undo")
        )
        self.reload()

    def _on_changed(self, changes: object) -> None:
        if not isinstance(changes, Changes) or changes.audit:
            self.redraw.request()
