"""The custom victory-point table editor: bands of MP difference, validated as you type.

A director needs one for 2-hand turni or club rules (FIBUR publishes only the 3- and 4-hand
tables). The table is checked by `scoring` on every keystroke and the reason it is refused is
shown under the grid; Save stores it in the club's database for reuse. A table saved before is
chosen in the list at the top, to edit it (saved again by its name) or delete it (after asking;
the services decide the rest, and the tournaments that use it keep their own copy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoring.victory_points import (
    FIBUR_3_HANDS,
    FIBUR_4_HANDS,
    VP_PER_TURNO,
    InvalidTable,
    TableErrorCode,
    VictoryPointBand,
    VictoryPointTable,
)
from tournament_app.services.messages.vp_tables import vp_table_deleted_sentence
from tournament_app.services.settings import VictoryPointBand as ScaleBand
from tournament_app.services.settings import VictoryPointScale
from tournament_app.ui.context import AppContext

if TYPE_CHECKING:
    from tournament_app.services.saved_vp_tables import DeletedVpScale

# The name pyside6-lupdate looks for: translate("Context", "text").
translate = QCoreApplication.translate

FROM_COLUMN, TO_COLUMN, WINNER_COLUMN, LOSER_COLUMN = range(4)


def table_problem(error: InvalidTable) -> str:
    """The director's sentence for a refused VP table (scoring carries only a code)."""
    band = error.data.get("band")
    row = (
        ""
        if band is None
        else translate("VpTableEditor", "Row {0}: ").replace("{0}", str(int(band) + 1))
    )
    texts = {
        TableErrorCode.NO_BANDS: translate("VpTableEditor", "Add at least one row."),
        TableErrorCode.MALFORMED: translate("VpTableEditor", "Every cell needs a whole number."),
        TableErrorCode.NOT_FROM_ZERO: translate(
            "VpTableEditor", "The first row must start at an MP difference of 0."
        ),
        TableErrorCode.NOT_STEP_OF_5: translate(
            "VpTableEditor", "MP differences go in steps of 5: use a multiple of 5."
        ),
        TableErrorCode.EMPTY_BAND: translate(
            "VpTableEditor", "this row starts after the next one: sort the rows."
        ),
        TableErrorCode.GAP_OR_OVERLAP: translate(
            "VpTableEditor", "each row must start 5 MP above where the previous one ends."
        ),
        TableErrorCode.NOT_OPEN_ENDED: translate(
            "VpTableEditor", "only the last row is open-ended."
        ),
        TableErrorCode.VP_NOT_20: translate("VpTableEditor", "the two VP must add up to 20."),
        TableErrorCode.LOSER_ABOVE_WINNER: translate(
            "VpTableEditor", "the winner cannot get fewer VP than the loser."
        ),
        TableErrorCode.FIRST_BAND_NOT_EVEN: translate(
            "VpTableEditor", "The first row (a near draw) must give 10-10."
        ),
        TableErrorCode.NOT_MONOTONE: translate(
            "VpTableEditor",
            "a wider MP difference cannot give the winner fewer VP than the row above.",
        ),
        TableErrorCode.NO_BAND_FOR_VP: translate("VpTableEditor", "No row gives those VP."),
    }
    text = texts.get(error.code, str(error))  # type: ignore[call-overload]
    return row + text[0].upper() + text[1:] if row else text


def bands_of(scale: VictoryPointScale) -> VictoryPointTable:
    """The `scoring` table for a stored scale (so it can be validated and shown with "to")."""
    lows = [band.min_difference for band in scale.bands]
    bands = tuple(
        VictoryPointBand(
            low=band.min_difference,
            high=lows[i + 1] - 5 if i + 1 < len(lows) else None,
            winner_vp=band.winner_vp,
            loser_vp=VP_PER_TURNO - band.winner_vp,
        )
        for i, band in enumerate(scale.bands)
    )
    return VictoryPointTable(name=scale.name, bands=bands, hands=scale.hands)


def scale_of(table: VictoryPointTable, name: str | None = None) -> VictoryPointScale:
    """The stored form of a `scoring` table."""
    return VictoryPointScale(
        name=name or table.name,
        hands=table.hands or 3,
        bands=tuple(ScaleBand(band.low, band.winner_vp) for band in table.bands),
    )


class _NumberDelegate(QStyledItemDelegate):
    """Cells edited with a spin box: whole, non-negative numbers only."""

    def __init__(self, maximum: int, step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.maximum = maximum
        self.step = step

    def createEditor(self, parent: QWidget, option: object, index: object) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(0, self.maximum)
        editor.setSingleStep(self.step)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        return editor


class VpTableEditor(QDialog):
    """Edit a custom VP table; `saved_scale` holds what was saved when the dialog is accepted,
    `deleted` the saved tables deleted meanwhile (the list that opened it lists them no more)."""

    def __init__(
        self,
        context: AppContext,
        scale: VictoryPointScale | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.saved_scale: VictoryPointScale | None = None
        self.deleted: list[DeletedVpScale] = []
        self.setWindowTitle(self.tr("Victory point table"))
        self.setMinimumSize(560, 560)

        # The club's saved tables: one chosen is loaded to edit, or deleted.
        self.saved_combo = QComboBox(self)
        # A long name is cut in the closed list, never widening the dialog.
        self.saved_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.saved_combo.setMinimumContentsLength(24)
        self.saved_combo.activated.connect(self._load_saved)
        self.saved_combo.currentIndexChanged.connect(self._update_delete)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.delete_button.clicked.connect(self.delete_chosen)
        saved_row = QHBoxLayout()
        saved_row.addWidget(self.saved_combo, 1)
        saved_row.addWidget(self.delete_button)
        # What deleting did (the tournaments that keep their copy), until the next change.
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.note_label.setObjectName("note")
        self.note_label.setVisible(False)

        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("e.g. Club 2 hands"))
        self.hands_spin = QSpinBox(self)
        self.hands_spin.setRange(1, 8)
        self.hands_spin.setValue(2)
        self.start_combo = QComboBox(self)
        self.start_combo.addItem(self.tr("Keep these rows"), None)
        self.start_combo.addItem(FIBUR_3_HANDS.name, FIBUR_3_HANDS)
        self.start_combo.addItem(FIBUR_4_HANDS.name, FIBUR_4_HANDS)
        self.start_combo.activated.connect(self._copy_from)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        saved_label = QLabel(self.tr("Sa&ved table:"), self)
        saved_label.setBuddy(self.saved_combo)  # a row of two widgets: Alt+V opens the list
        form.addRow(saved_label, saved_row)
        form.addRow(self.note_label)
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Hands per round:"), self.hands_spin)
        form.addRow(self.tr("&Copy rows from:"), self.start_combo)

        self.grid = QTableWidget(0, 4, self)
        self.grid.setHorizontalHeaderLabels(
            [
                self.tr("From MP difference"),
                self.tr("To"),
                self.tr("Winner VP"),
                self.tr("Loser VP"),
            ]
        )
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.verticalHeader().setVisible(False)
        self.grid.setItemDelegateForColumn(FROM_COLUMN, _NumberDelegate(99995, 5, self.grid))
        self.grid.setItemDelegateForColumn(WINNER_COLUMN, _NumberDelegate(20, 1, self.grid))
        self.grid.itemChanged.connect(self._revalidate)

        add = QPushButton(self.tr("&Add row"), self)
        add.clicked.connect(self._add_row)
        remove = QPushButton(self.tr("&Remove row"), self)
        remove.clicked.connect(self._remove_row)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(add)
        row_buttons.addWidget(remove)
        row_buttons.addStretch(1)

        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("problem")

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._save)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._revalidate)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Each row gives the VP for an MP difference from its first figure up to "
                    "where the next row starts; the last row has no end."
                ),
                self,
                wordWrap=True,
            )
        )
        layout.addWidget(self.grid, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)

        if scale is not None:
            self.name_edit.setText(scale.name)
            self.hands_spin.setValue(scale.hands)
            self.set_rows([(b.min_difference, b.winner_vp) for b in scale.bands])
        else:
            self.set_rows([(b.low, b.winner_vp) for b in FIBUR_3_HANDS.bands])
        self.fill_saved(select=scale)
        self._revalidate()

    # -- the club's saved tables --------------------------------------------------------------
    def fill_saved(self, select: VictoryPointScale | None = None) -> None:
        """List the club's saved tables under "New table"; `select` is chosen when it is one
        of them as saved (a proposal or a table changed since is a new table)."""
        tournaments = self.context.services.tournaments
        scales = self.context.run(self, tournaments.saved_vp_scales) or ()
        self.saved_combo.blockSignals(True)
        self.saved_combo.clear()
        self.saved_combo.addItem(self.tr("New table"), None)
        for scale in scales:
            label = self.tr("{0} ({1} hands)").replace("{1}", str(scale.hands))
            self.saved_combo.addItem(label.replace("{0}", scale.name), scale)
            if scale == select:
                self.saved_combo.setCurrentIndex(self.saved_combo.count() - 1)
        self.saved_combo.blockSignals(False)
        self._update_delete()

    def chosen_saved(self) -> VictoryPointScale | None:
        """The saved table chosen in the list (None: a new table)."""
        data = self.saved_combo.currentData()
        return data if isinstance(data, VictoryPointScale) else None

    def _update_delete(self, *_: object) -> None:
        chosen = self.chosen_saved() is not None
        self.delete_button.setEnabled(chosen)
        # Off, it says why: a button never does nothing without a word.
        self.delete_button.setToolTip(
            self.tr("Delete the saved table chosen in the list (after asking)")
            if chosen
            else self.tr("Choose a saved table in the list to delete it")
        )

    def _load_saved(self, index: int) -> None:
        scale = self.saved_combo.itemData(index)
        if isinstance(scale, VictoryPointScale):
            self.name_edit.setText(scale.name)
            self.hands_spin.setValue(scale.hands)
            self.set_rows([(b.min_difference, b.winner_vp) for b in scale.bands])
        self._say("")

    def _say(self, text: str) -> None:
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))

    def delete_chosen(self) -> None:
        """Delete the saved table chosen in the list, after asking with its name. The rows
        stay in the grid (Save puts the table back); the line under the list says what
        happened, in the catalogue's words `torneo vp-table delete` prints."""
        scale = self.chosen_saved()
        if scale is None:
            return
        title = self.tr("Delete VP table")
        question = self.tr(
            "Delete the saved VP table “{0}”? The tournaments that use it keep their own copy; "
            "Undo last change on the Log page (Every tournament) brings it back."
        ).replace("{0}", scale.name)
        if not self.context.dialogs.confirm(self, title, question):
            return
        tournaments = self.context.services.tournaments
        deleted = self.context.run(
            self, lambda: tournaments.delete_vp_scale(scale.name), title=title
        )
        # Listed again either way: refused, the table may be gone from another station.
        self.fill_saved()
        if deleted is not None:
            self.deleted.append(deleted)
            self._say(vp_table_deleted_sentence(deleted, self.context.language))

    # -- rows ---------------------------------------------------------------------------------
    def set_rows(self, rows: list[tuple[int, int]]) -> None:
        """Fill the grid with (from MP difference, winner VP) rows."""
        self.grid.blockSignals(True)
        self.grid.setRowCount(0)
        for low, winner in rows:
            self._append(low, winner)
        self.grid.blockSignals(False)
        self._revalidate()

    def _append(self, low: int, winner: int) -> None:
        row = self.grid.rowCount()
        self.grid.insertRow(row)
        for column, value in ((FROM_COLUMN, low), (WINNER_COLUMN, winner)):
            item = QTableWidgetItem()
            item.setData(Qt.ItemDataRole.EditRole, value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.setItem(row, column, item)
        for column in (TO_COLUMN, LOSER_COLUMN):
            # Worked out from the other cells: shown greyed so nobody tries to type there.
            item = QTableWidgetItem()
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setForeground(QBrush(QColor("#6b6b6b")))
            item.setBackground(QBrush(QColor("#f3f3f3")))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.setItem(row, column, item)

    def _add_row(self) -> None:
        rows = self.rows()
        low = rows[-1][0] + 100 if rows else 0
        winner = min(20, rows[-1][1] + 1) if rows else 10
        self.grid.blockSignals(True)
        self._append(low, winner)
        self.grid.blockSignals(False)
        self.grid.setCurrentCell(self.grid.rowCount() - 1, FROM_COLUMN)
        self._revalidate()

    def _remove_row(self) -> None:
        row = self.grid.currentRow()
        if row < 0:
            row = self.grid.rowCount() - 1
        if row >= 0:
            self.grid.removeRow(row)
        self._revalidate()

    def _copy_from(self, index: int) -> None:
        table = self.start_combo.itemData(index)
        if isinstance(table, VictoryPointTable):
            self.set_rows([(b.low, b.winner_vp) for b in table.bands])
            if table.hands:
                self.hands_spin.setValue(table.hands)
        self.start_combo.setCurrentIndex(0)

    def rows(self) -> list[tuple[int, int]]:
        """The (from MP difference, winner VP) pairs as typed; unreadable cells count as -1."""
        out: list[tuple[int, int]] = []
        for row in range(self.grid.rowCount()):
            values = []
            for column in (FROM_COLUMN, WINNER_COLUMN):
                item = self.grid.item(row, column)
                try:
                    values.append(int(str(item.data(Qt.ItemDataRole.EditRole))))
                except (AttributeError, ValueError):
                    values.append(-1)
            out.append((values[0], values[1]))
        return out

    # -- validation ---------------------------------------------------------------------------
    def table(self) -> VictoryPointTable:
        """The table as typed; raises InvalidTable with the first thing wrong."""
        rows = self.rows()
        if any(low < 0 or winner < 0 for low, winner in rows):
            raise InvalidTable(TableErrorCode.MALFORMED)
        # Each row's upper edge is worked out (next start - 5): check the starts as typed
        # first, so a 303 is blamed on its own row, not on the row whose end it shifts.
        for index, (low, _winner) in enumerate(rows):
            if low % 5:
                raise InvalidTable(TableErrorCode.NOT_STEP_OF_5, band=index, edge=low)
        bands = tuple(
            VictoryPointBand(
                low=low,
                high=rows[i + 1][0] - 5 if i + 1 < len(rows) else None,
                winner_vp=winner,
                loser_vp=VP_PER_TURNO - winner,
            )
            for i, (low, winner) in enumerate(rows)
        )
        return VictoryPointTable(
            name=self.name_edit.text().strip(), bands=bands, hands=self.hands_spin.value()
        )

    def problem(self) -> str:
        """What keeps the table from being saved ("" when it can be)."""
        if not self.name_edit.text().strip():
            return self.tr("Give the table a name.")
        try:
            self.table()
        except InvalidTable as error:
            return table_problem(error)
        return ""

    def _revalidate(self, *_: object) -> None:
        rows = self.rows()
        self.grid.blockSignals(True)
        for row, (_low, winner) in enumerate(rows):
            following = rows[row + 1][0] - 5 if row + 1 < len(rows) else None
            to_item = self.grid.item(row, TO_COLUMN)
            loser_item = self.grid.item(row, LOSER_COLUMN)
            if to_item is not None:
                to_item.setText(self.tr("and over") if following is None else str(following))
            if loser_item is not None:
                loser_item.setText(str(VP_PER_TURNO - winner) if 0 <= winner <= 20 else "")
        self.grid.blockSignals(False)
        problem = self.problem()
        self.problem_label.setText(problem)
        self.problem_label.setStyleSheet("color: #b00020;" if problem else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(not problem)

    def _save(self) -> None:
        if self.problem():
            return
        scale = scale_of(self.table(), self.name_edit.text().strip())
        saved = self.context.run(
            self,
            lambda: self.context.services.tournaments.save_vp_scale(scale),
            title=self.tr("Victory point table"),
        )
        if saved is not None:
            self.saved_scale = saved
            self.accept()
