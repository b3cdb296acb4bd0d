"""The Registro page: every change with its time and station, and undo of the last one."""

from __future__ import annotations

import json
import re
from functools import cache

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
from tournament_app.services.audit import UNDO_ACTION
from tournament_app.services.context import REFUSED_SUFFIX
from tournament_app.services.moments import in_local_time
from tournament_app.ui.context import AppContext, RedrawWhenShown
from tournament_app.ui.i18n import format_date
from tournament_app.ui.models import Column, RowTableModel, fit_columns, remember_column_widths


def _tr(text: str) -> str:
    return QCoreApplication.translate("LogPage", text)


# Every action the services log, in the director's words: a new action is one line here.
# The test walks the services' `log(...)`/`attempting(...)` calls and fails on a missing one.
ACTION_WORDS = {
    "tournament.create": QT_TRANSLATE_NOOP("LogPage", "Tournament created"),
    "tournament.edit": QT_TRANSLATE_NOOP("LogPage", "Tournament settings changed"),
    "tournament.status": QT_TRANSLATE_NOOP("LogPage", "Tournament status changed"),
    "tournament.delete": QT_TRANSLATE_NOOP("LogPage", "Tournament deleted"),
    "tournament.import_file": QT_TRANSLATE_NOOP("LogPage", "Tournament imported from a file"),
    "vp_scale.save": QT_TRANSLATE_NOOP("LogPage", "VP table saved"),
    "standings.draw": QT_TRANSLATE_NOOP("LogPage", "Ties broken by a draw"),
    "player.add": QT_TRANSLATE_NOOP("LogPage", "Player added to the registry"),
    "player.edit": QT_TRANSLATE_NOOP("LogPage", "Player changed"),
    "entry.add": QT_TRANSLATE_NOOP("LogPage", "Entry added"),
    "entry.edit": QT_TRANSLATE_NOOP("LogPage", "Entry changed"),
    "entry.present": QT_TRANSLATE_NOOP("LogPage", "Checked in"),
    "entry.absent": QT_TRANSLATE_NOOP("LogPage", "Marked absent"),
    "entry.withdraw": QT_TRANSLATE_NOOP("LogPage", "Entry withdrawn"),
    "entry.reinstate": QT_TRANSLATE_NOOP("LogPage", "Entry back in play"),
    "entry.delete": QT_TRANSLATE_NOOP("LogPage", "Entry deleted"),
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
    # What a second entry attempts (it is logged as confirm or disagree): named by refusals.
    "result.second_entry": QT_TRANSLATE_NOOP("LogPage", "Second entry"),
    "sheet.hand": QT_TRANSLATE_NOOP("LogPage", "Scala 40 hand entered"),
    "sheet.correct": QT_TRANSLATE_NOOP("LogPage", "Scala 40 hand corrected"),
    "sheet.remove_hand": QT_TRANSLATE_NOOP("LogPage", "Scala 40 hand taken back"),
    "sheet.reentry": QT_TRANSLATE_NOOP("LogPage", "Re-entry"),
    "sheet.time_out": QT_TRANSLATE_NOOP("LogPage", "Time called at a table"),
    "penalty.add": QT_TRANSLATE_NOOP("LogPage", "Penalty given"),
    "penalty.remove": QT_TRANSLATE_NOOP("LogPage", "Penalty taken back"),
    "database.restore": QT_TRANSLATE_NOOP("LogPage", "Database taken back to a copy"),
    # A write refused before it said what it was (a clash found at commit): `write.refused`.
    "write": QT_TRANSLATE_NOOP("LogPage", "A change"),
    # Refusals and undos are composed from the action above (see `change_text`); a refusal
    # listed here whole reads better than the composed one.
    "result.second_entry.refused": QT_TRANSLATE_NOOP(
        "LogPage", "Second entry refused: the result had just changed"
    ),
}
UNDO_WORDS = QT_TRANSLATE_NOOP("LogPage", "Undone: {0}")
REFUSED_WORDS = QT_TRANSLATE_NOOP(
    "LogPage", "Not saved (changed meanwhile on another station): {0}"
)
UNDONE_TARGET = re.compile(r"^(\S+) #\d+$")
"""The summary of an undo row: the action undone and its log id ("result.disagree #42")."""
STALE = re.compile(r"^stale version (\S+): (\S+) by (.*)$")
"""A refusal's summary: the version this station had, the one it found, and who wrote that."""
STALE_WORDS = QT_TRANSLATE_NOOP(
    "LogPage", "this station had version {0}, {2} had saved version {1}"
)
# The station had seen no result yet (it was entering one) when another station saved it.
ALREADY_WORDS = QT_TRANSLATE_NOOP("LogPage", "already saved: version {1} by {2}")


# The words the services put in their short summaries, by the action that wrote them, stored
# in English and shown in the interface language. Only whole lowercase words of the action's
# own vocabulary change, so names (tournaments, players, penalty reasons) pass untouched.
RESULT_KINDS = {
    "played": QT_TRANSLATE_NOOP("LogPage", "played"),
    "bye": QT_TRANSLATE_NOOP("LogPage", "bye"),
    "forfeit": QT_TRANSLATE_NOOP("LogPage", "forfeit"),
    "arbitral": QT_TRANSLATE_NOOP("LogPage", "arbitral"),
}
# Double entry: "second entry 640-250, first entry 640-245 version 1; replaces ...",
# "... agrees with version 2; closes ...", a save's "...; settles second entry ... by Sala 2".
DOUBLE_ENTRY = {
    "second entry": QT_TRANSLATE_NOOP("LogPage", "second entry"),
    "first entry": QT_TRANSLATE_NOOP("LogPage", "first entry"),
    "agrees with": QT_TRANSLATE_NOOP("LogPage", "agrees with"),
    "replaces": QT_TRANSLATE_NOOP("LogPage", "replaces"),
    "closes": QT_TRANSLATE_NOOP("LogPage", "closes"),
    "settles": QT_TRANSLATE_NOOP("LogPage", "settles"),
    "version": QT_TRANSLATE_NOOP("LogPage", "version"),
    "by": QT_TRANSLATE_NOOP("LogPage", "by"),
}
# How round.generate names the seating: the PairingSystem values, then "individual",
# "final" and "scala40" of round_plans ("mitchell, 24 seats").
SYSTEMS = {
    "draw": QT_TRANSLATE_NOOP("LogPage", "draw"),
    "registration": QT_TRANSLATE_NOOP("LogPage", "registration order"),
    "mitchell": QT_TRANSLATE_NOOP("LogPage", "Mitchell"),
    "danese": QT_TRANSLATE_NOOP("LogPage", "Danese"),
    "danese_gironi": QT_TRANSLATE_NOOP("LogPage", "Danese a gironi"),
    "round_robin": QT_TRANSLATE_NOOP("LogPage", "all'italiana (round robin)"),
    "individual": QT_TRANSLATE_NOOP("LogPage", "individual"),
    "final": QT_TRANSLATE_NOOP("LogPage", "final table"),
    "scala40": QT_TRANSLATE_NOOP("LogPage", "scala 40 tables"),
    "seats": QT_TRANSLATE_NOOP("LogPage", "seats"),
}
STATUSES = {
    "registration": QT_TRANSLATE_NOOP("LogPage", "registration"),
    "running": QT_TRANSLATE_NOOP("LogPage", "running"),
    "finished": QT_TRANSLATE_NOOP("LogPage", "finished"),
}
# "vp -2 VP -0 MP: late": the kind, then the points taken away, then the director's reason.
PENALTY_KINDS = {
    "warning": QT_TRANSLATE_NOOP("LogPage", "warning"),
    "vp": QT_TRANSLATE_NOOP("LogPage", "VP penalty"),
    "mp": QT_TRANSLATE_NOOP("LogPage", "MP penalty"),
    "forfeit": QT_TRANSLATE_NOOP("LogPage", "forfeit"),
}
# The points' names in "played 220-280 VP 9-11" and "vp -2 VP -0 MP" (Italian: PV, punti).
POINTS = {
    "VP": QT_TRANSLATE_NOOP("LogPage", "VP"),
    "MP": QT_TRANSLATE_NOOP("LogPage", "MP"),
}
# "torneo-…-round-3-published.sqlite3; previous database kept as torneo-…-before-restore…"
# (the file names stay as they are on disk).
RESTORE = {"previous database kept as": QT_TRANSLATE_NOOP("LogPage", "previous database kept as")}
SUMMARY_WORDS: dict[str, dict[str, str]] = {
    "result.enter": RESULT_KINDS | DOUBLE_ENTRY | POINTS,
    "result.correct": RESULT_KINDS | DOUBLE_ENTRY | POINTS,
    "result.delete": DOUBLE_ENTRY,
    "result.confirm": DOUBLE_ENTRY,
    "result.disagree": DOUBLE_ENTRY,
    "round.generate": SYSTEMS,
    "tournament.status": STATUSES,
    "penalty.add": PENALTY_KINDS | POINTS,
    "database.restore": RESTORE,
}


@cache
def _word_pattern(action: str) -> re.Pattern[str] | None:
    words = SUMMARY_WORDS.get(action)
    if not words:
        return None
    # Longest first, so "danese_gironi" is taken whole before "danese" could match inside it.
    return re.compile(
        r"\b(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")\b"
    )


def summary_text(summary: str, action: str) -> str:
    """The services' summary of an `action` with its vocabulary in the interface language
    (numbers and names untouched)."""
    if action.endswith(REFUSED_SUFFIX):
        return _stale_text(summary)
    pattern = _word_pattern(action)
    if pattern is None:
        return summary
    words = SUMMARY_WORDS[action]
    return pattern.sub(lambda match: _tr(words[match.group(1)]), summary)


def _stale_text(summary: str) -> str:
    """A refusal's "stale version 1: 2 by Sala 1" in the interface language; "" when the
    clash was found at commit and neither version is known ("None: None by ?")."""
    match = STALE.match(summary)
    if match is None:
        return summary
    had, found, by = match.groups()
    if found == "None" or by == "?":
        return ""
    text = _tr(ALREADY_WORDS if had == "None" else STALE_WORDS)
    for position, value in enumerate((had, found, by)):
        text = text.replace("{" + str(position) + "}", value)
    return text


def _lower_first(text: str) -> str:
    """A label made part of a sentence: "Result corrected" -> "result corrected" (an acronym
    like "VP" keeps its capitals)."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and first.isupper():
        return text
    return text[:1].lower() + text[1:]


def action_label(action: str) -> str | None:
    """An action's label in the interface language, refusals composed from what was tried;
    None for an action this page does not know."""
    words = ACTION_WORDS.get(action)
    if words is not None:
        return _tr(words)
    if action.endswith(REFUSED_SUFFIX):
        tried = action_label(action.removesuffix(REFUSED_SUFFIX))
        if tried is not None:
            return _tr(REFUSED_WORDS).replace("{0}", _lower_first(tried))
    return None


def change_text(entry: AuditEntry) -> str:
    """A logged change in the director's words, with the services' short summary."""
    if entry.action == UNDO_ACTION:
        return _undo_text(entry)
    label = action_label(entry.action)
    summary = summary_text(entry.summary, entry.action) if entry.summary != entry.action else ""
    if label is None:
        return summary or entry.action
    return f"{label}: {summary}" if summary else label


def _undo_text(entry: AuditEntry) -> str:
    """ "Undone: result corrected (round 1, table 3)" from the services' "result.correct #42"."""
    match = UNDONE_TARGET.match(entry.summary)
    label = action_label(match.group(1)) if match else None
    if label is None:
        return _tr(UNDO_WORDS).replace("{0}", entry.summary)
    what = _lower_first(label)
    if entry.entity:
        what += f" ({entity_text(entry.entity)})"
    return _tr(UNDO_WORDS).replace("{0}", what)


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
    (re.compile(r"^vp scale (.+)$"), QT_TRANSLATE_NOOP("LogPage", "VP table {0}")),
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
    """An ISO UTC timestamp as the station's date and time, to the second, the date written
    as every other date on screen (29/11/2026 in Italian)."""
    moment = in_local_time(stamp)
    if moment is None:
        return stamp
    return f"{format_date(moment.date().isoformat())} {moment:%H:%M:%S}"


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
        fit_columns(self.view)
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
