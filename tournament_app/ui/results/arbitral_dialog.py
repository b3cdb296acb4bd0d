"""The referee's score for a turno whose hands cannot be rebuilt."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFormLayout, QSpinBox, QWidget

from tournament_app.ui.dialogs import form_with_ok_cancel


class ArbitralDialog(QDialog):
    """The referee's score for a turno that cannot be rebuilt: both lines' VP and MP."""

    def __init__(self, table: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Referee's score — table {0}").replace("{0}", str(table)))
        self.ns_vp = QSpinBox()
        self.ew_vp = QSpinBox()
        for spin in (self.ns_vp, self.ew_vp):
            spin.setRange(0, 20)
            spin.setValue(10)
        self.ns_mp = QSpinBox()
        self.ew_mp = QSpinBox()
        for spin in (self.ns_mp, self.ew_mp):
            spin.setRange(-10000, 10000)
            spin.setSingleStep(5)
        for spin in (self.ns_vp, self.ew_vp, self.ns_mp, self.ew_mp):
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        form = QFormLayout()  # a label with an Alt letter is given its field as buddy
        form.addRow(self.tr("&NS VP:"), self.ns_vp)
        form.addRow(self.tr("&EW VP:"), self.ew_vp)
        form.addRow(self.tr("NS &MP:"), self.ns_mp)
        form.addRow(self.tr("EW M&P:"), self.ew_mp)
        form_with_ok_cancel(self, form)

    def values(self) -> tuple[int, int, int, int]:
        """NS VP, EW VP, NS MP, EW MP as set."""
        return self.ns_vp.value(), self.ew_vp.value(), self.ns_mp.value(), self.ew_mp.value()


def register_screenshots(register: Any) -> None:
    """The referee's score dialog."""

    def build(shot: Any) -> QWidget:
        dialog = ArbitralDialog(4)
        dialog.ns_vp.setValue(12)
        dialog.ew_vp.setValue(8)
        dialog.ns_mp.setValue(300)
        dialog.ew_mp.setValue(150)
        shot.opened.append(dialog)
        return dialog

    register("referee-score", build, size=(380, 220))
