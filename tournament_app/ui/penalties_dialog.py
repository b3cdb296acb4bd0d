"""The penalties dialog: give a pair or player a warning, -VP, -MP or (scala 40) a forfeit,
with a reason.

The list shows every penalty of the tournament; one can be taken back. A penalty never
credits the opponents (the services apply that rule). A scala 40 tournament names its kinds
in its own words: penalty points added, placement points taken away (placement-points format
only), a forfeit that puts the player last at the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import (
    ErrorCode,
    Penalty,
    PenaltyKind,
    RoundStatus,
    Scala40Format,
    Scala40Settings,
    ServiceError,
    TournamentId,
    TournamentSettings,
)
from tournament_app.services.messages import detail_sentence
from tournament_app.services.penalties import needs_round
from tournament_app.ui.context import AppContext
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.models import Column, RowTableModel, fit_columns


def _tr(text: str) -> str:
    return QCoreApplication.translate("PenaltiesDialog", text)


def kind_label(kind: PenaltyKind, *, scala40: bool = False) -> str:
    """A penalty kind in the director's words (a scala 40 tournament's own, with `scala40`)."""
    if scala40:
        return {
            PenaltyKind.WARNING: QCoreApplication.translate("PenaltiesDialog", "warning"),
            PenaltyKind.VP: QCoreApplication.translate(
                "PenaltiesDialog", "placement points taken away"
            ),
            PenaltyKind.MP: QCoreApplication.translate("PenaltiesDialog", "penalty points"),
            PenaltyKind.FORFEIT: QCoreApplication.translate(
                "PenaltiesDialog", "forfeit: last at the table"
            ),
        }[kind]
    return {
        PenaltyKind.WARNING: QCoreApplication.translate("PenaltiesDialog", "warning"),
        PenaltyKind.VP: QCoreApplication.translate("PenaltiesDialog", "VP taken away"),
        PenaltyKind.MP: QCoreApplication.translate("PenaltiesDialog", "MP taken away"),
        PenaltyKind.FORFEIT: QCoreApplication.translate("PenaltiesDialog", "forfeit"),
    }[kind]


def offered_kinds(settings: TournamentSettings) -> list[PenaltyKind]:
    """The kinds a tournament's standings can apply: in burraco no forfeit (a turno lost by
    forfeit is the table's result, on the Results page); in a scala 40 elimination no
    placement points to take away (its standings have none)."""
    if isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION:
        return [kind for kind in PenaltyKind if kind is not PenaltyKind.VP]
    if isinstance(settings, Scala40Settings):
        return list(PenaltyKind)
    return [kind for kind in PenaltyKind if kind is not PenaltyKind.FORFEIT]


class PenaltiesDialog(QDialog):
    """Penalties of one tournament: the list, and a form to add one."""

    def __init__(
        self,
        context: AppContext,
        tournament_id: TournamentId,
        *,
        entry: int | None = None,
        round_number: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament_id = tournament_id
        self.names = EntryNames(context, tournament_id)
        settings = context.services.tournaments.get(tournament_id).settings
        self.scala40 = isinstance(settings, Scala40Settings)
        self.setWindowTitle(self.tr("Penalties"))
        self.resize(760, 460)

        self.entry_choice = QComboBox()
        self.entry_choice.setObjectName("entry")
        self.entry_choice.setEditable(True)
        for number, names in sorted(self.names.names.items()):
            self.entry_choice.addItem(f"{number} {names}", number)
        if entry is not None and entry in self.names.names:
            self.entry_choice.setCurrentIndex(sorted(self.names.names).index(entry))
        self.round_choice = QComboBox()
        self.round_choice.setObjectName("round")
        self.round_choice.addItem(self.tr("overall (no round)"), None)
        self.settings = settings
        # The round being played: where a penalty that needs a round goes unless chosen.
        self.playing: int | None = None
        for item in context.services.rounds.list(tournament_id):
            self.round_choice.addItem(
                self.tr("Round {0}").replace("{0}", str(item.number)), item.number
            )
            if item.status is not RoundStatus.DRAFT:
                self.playing = item.number
        if round_number is not None:
            index = self.round_choice.findData(round_number)
            if index >= 0:
                self.round_choice.setCurrentIndex(index)
        self.kind_choice = QComboBox()
        self.kind_choice.setObjectName("kind")
        kinds = offered_kinds(settings)
        for kind in kinds:
            self.kind_choice.addItem(kind_label(kind, scala40=self.scala40), kind)
        self.kind_choice.currentIndexChanged.connect(lambda _i: self._kind_chosen())
        self.vp = QSpinBox()
        self.vp.setObjectName("vp")
        # Room to type only: the services ask about more VP than a turno gives (40 where a
        # table of three adds both conversions) and refuse what no turno could score.
        self.vp.setRange(0, 999)
        self.mp = QSpinBox()
        self.mp.setObjectName("mp")
        self.mp.setRange(0, 5000)
        # Burraco scores go by 5; scala 40 penalty points are any whole number.
        self.mp.setSingleStep(1 if self.scala40 else 5)
        for spin in (self.vp, self.mp):
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("e.g. 8 minutes late; slow play"))
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        self.add_button = QPushButton(self.tr("&Add penalty"))
        self.add_button.setObjectName("add")
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self.add_penalty)

        form = QFormLayout()
        form.addRow(self.tr("&Entry:"), self.entry_choice)
        form.addRow(self.tr("R&ound:"), self.round_choice)
        form.addRow(self.tr("&Kind:"), self.kind_choice)
        if self.scala40:
            if PenaltyKind.VP in kinds:  # an elimination has no placement points
                form.addRow(self.tr("&Placement points taken away:"), self.vp)
            else:
                self.vp.setParent(self)
                self.vp.hide()
            form.addRow(self.tr("&Penalty points added:"), self.mp)
        else:
            form.addRow(self.tr("&VP taken away:"), self.vp)
            form.addRow(self.tr("&MP taken away:"), self.mp)
        form.addRow(self.tr("&Reason:"), self.reason)
        form.addRow(self.error)
        form.addRow(self.add_button)

        self.model = RowTableModel(
            [
                Column(
                    "entry", self.tr("Entry"), lambda p: f"{p.entry} {self.names.name(p.entry)}"
                ),
                Column("round", self.tr("Round"), lambda p: p.round or "", numeric=True),
                Column("kind", self.tr("Kind"), lambda p: kind_label(p.kind, scala40=self.scala40)),
                Column(
                    "vp",
                    self.tr("Placement pts") if self.scala40 else self.tr("VP"),
                    lambda p: -p.vp if p.vp else "",
                    numeric=True,
                ),
                Column(
                    "mp",
                    self.tr("Penalty pts") if self.scala40 else self.tr("MP"),
                    # Scala 40 penalty points are added to the player's total.
                    lambda p: (f"+{p.mp}" if self.scala40 else -p.mp) if p.mp else "",
                    sort=lambda p: -p.mp,
                    numeric=True,
                ),
                Column("reason", self.tr("Reason"), lambda p: p.reason, tooltip=lambda p: p.reason),
            ],
            self,
        )
        self.view = QTableView()
        self.view.setObjectName("penalties")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setColumnHidden(self.model.column_index("vp"), PenaltyKind.VP not in kinds)
        self.remove_button = QPushButton(self.tr("Take back the selected penalty"))
        self.remove_button.clicked.connect(self.remove_selected)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        bottom = QHBoxLayout()
        bottom.addWidget(self.remove_button)
        bottom.addStretch(1)
        bottom.addWidget(close)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.view, 1)
        right.addLayout(bottom)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        self._kind_chosen()
        self.reload()

    def _takes_mp(self, kind: PenaltyKind) -> bool:
        """A burraco penalty takes VP and/or MP: a -VP one may take MP with it (two warnings
        cost 1 VP and the equivalent MP). Scala 40 keeps its two kinds of points apart."""
        return kind is PenaltyKind.MP or (kind is PenaltyKind.VP and not self.scala40)

    def _kind_chosen(self) -> None:
        kind = self.kind_choice.currentData()
        self._offer_no_round(not needs_round(self.settings, kind))
        self.vp.setEnabled(kind is PenaltyKind.VP)
        self.mp.setEnabled(self._takes_mp(kind))
        if kind is PenaltyKind.VP and self.vp.value() == 0:
            self.vp.setValue(1)
        # A kind chosen starts its points afresh: none left over from the kind before.
        if kind is PenaltyKind.VP:
            self.mp.setValue(0)  # none unless the director adds them
        if kind is PenaltyKind.MP and not self.scala40:
            self.mp.setValue(100)  # the late-arrival penalty of 5-10 minutes (burraco)

    def _offer_no_round(self, offered: bool) -> None:
        """Grey "overall (no round)" out for a kind that counts in one round's table game
        (`penalties.needs_round`), and move off it to the round being played."""
        item = self.round_choice.model().item(0)  # type: ignore[attr-defined]
        item.setEnabled(offered)
        item.setToolTip(
            ""
            if offered
            else self.tr(
                "A forfeit, and penalty points in an elimination, count at the player's table"
                " of one round: choose the round"
            )
        )
        if not offered and self.round_choice.currentIndex() == 0 and self.playing is not None:
            self.round_choice.setCurrentIndex(self.round_choice.findData(self.playing))

    def reload(self) -> None:
        """Read the tournament's penalties again."""
        self.model.set_rows(self.context.services.penalties.list(self.tournament_id))
        fit_columns(self.view)
        self._room_for_the_list()

    def _room_for_the_list(self) -> None:
        """Widen the list (and so the dialog) to show every column whole: at the 3/5 of
        760 pixels it had, the points read "+" and the reason was off to the right."""
        view = self.view
        columns = [c for c in range(self.model.columnCount()) if not view.isColumnHidden(c)]
        if not columns:
            return
        header = view.horizontalHeader()
        *fitted, last = columns
        # The last column stretches: it needs its longest reason, or at least its title.
        widths = [view.columnWidth(c) for c in fitted]
        widths.append(max(view.sizeHintForColumn(last), header.sectionSizeHint(last)))
        needed = sum(widths) + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()
        screen = self.screen().availableGeometry().width() if self.screen() else 1280
        # Never wider than most of the screen: a very long reason is read in its tooltip.
        view.setMinimumWidth(min(needed, screen * 3 // 5))

    def chosen_entry(self) -> int | None:
        """The entry number chosen or typed ("7" or "7 Rossi ...")."""
        data = self.entry_choice.currentData()
        text = self.entry_choice.currentText().strip()
        if data is not None and self.entry_choice.itemText(self.entry_choice.currentIndex()) == (
            text
        ):
            return int(data)
        head = text.split(" ", 1)[0]
        return int(head) if head.isdigit() else None

    def add_penalty(self) -> Penalty | None:
        """Give the penalty described by the form; the reason is required."""
        self.error.setText("")
        entry = self.chosen_entry()
        if entry is None or entry not in self.names.names:
            self.error.setText(self.tr("Choose an entry of this tournament (type its number)."))
            self.entry_choice.setFocus()
            return None
        reason = self.reason.text().strip()
        if not reason:
            self.error.setText(self.tr("Write the reason: it is printed with the penalty."))
            self.reason.setFocus()
            return None
        kind: PenaltyKind = self.kind_choice.currentData()

        def give(despite_unlikely: bool) -> Penalty:
            return self.context.services.penalties.add(
                self.tournament_id,
                entry,
                kind,
                reason=reason,
                round_number=self.round_choice.currentData(),
                vp=self.vp.value() if kind is PenaltyKind.VP else 0,
                mp=self.mp.value() if self._takes_mp(kind) else 0,
                despite_unlikely=despite_unlikely,
            )

        try:
            try:
                penalty = give(False)
            except ServiceError as error:
                # More VP than a turno gives: asked, as the command line wants --yes.
                if error.code is not ErrorCode.UNLIKELY_PENALTY:
                    raise
                question = (
                    detail_sentence(error, self.context.language)
                    + ".\n\n"
                    + self.tr("Give this penalty all the same?")
                )
                if not self.context.dialogs.confirm(self, self.tr("Unlikely penalty"), question):
                    self.vp.setFocus()
                    return None
                penalty = give(True)
        except ServiceError as error:
            self.error.setText(self.context.describe_error(error))
            return None
        self.reason.clear()
        self.reload()
        return penalty

    def remove_selected(self) -> None:
        """Take back the selected penalty after asking."""
        index = self.view.currentIndex()
        if not index.isValid():
            return
        penalty: Penalty = self.model.row_at(index.row())
        question = self.tr("Take back the penalty of entry {0} ({1})?")
        question = question.replace("{0}", str(penalty.entry)).replace("{1}", penalty.reason)
        if not self.context.dialogs.confirm(self, self.tr("Penalties"), question):
            return
        self.context.run(
            self, lambda: self.context.services.penalties.remove(self.tournament_id, penalty.id)
        )
        self.reload()


def register_screenshots(register: Any) -> None:
    """The penalties of the demo evening, with one being written."""

    def build(shot: Any) -> QWidget:
        tid = TournamentId(shot.burraco_id)
        dialog = PenaltiesDialog(shot.context, tid, entry=3, round_number=1)
        dialog.kind_choice.setCurrentIndex(dialog.kind_choice.findData(PenaltyKind.MP))
        dialog.reason.setText(QCoreApplication.translate("PenaltiesDialog", "8 minutes late"))
        shot.opened.append(dialog)
        return dialog

    register("penalties", build, size=(900, 460))
