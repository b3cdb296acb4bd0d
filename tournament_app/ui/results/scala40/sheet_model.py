"""The scala 40 sheet's grid as a table model (a row per hand, a column per player, the running
totals), and a typed penalty read: a number or the cards left. No widgets."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from scoring.cards import InvalidCards, parse_cards
from tournament_app.services import Scala40Settings, Scala40Sheet
from tournament_app.services.messages.ordinals import ordinal
from tournament_app.services.sheet_rows import ReplayedSheet, SheetRow, held_penalty

AnyIndex = QModelIndex | QPersistentModelIndex
GREY = QColor("#9a9a9a")


def read_penalty(text: str, settings: Scala40Settings | None = None) -> int:
    """A typed penalty: a whole number ("35"), or the cards left ("A K JK 7" is 53; a lone
    ace 1 when `settings` play the ace-alone variant).

    Raises ValueError with the director's sentence when it is neither.
    """
    cleaned = text.strip()
    if not cleaned:
        raise ValueError(
            QCoreApplication.translate("Scala40Sheet", "type the points or the cards left")
        )
    if cleaned.lstrip("-").isdigit():
        value = int(cleaned)
        if value < 0:
            raise ValueError(
                QCoreApplication.translate("Scala40Sheet", "penalties cannot be negative")
            )
        return value
    try:
        return held_penalty(settings or Scala40Settings(), parse_cards(cleaned))
    except InvalidCards as error:
        token = error.data.get("token")
        if token is not None:
            raise ValueError(
                QCoreApplication.translate(
                    "Scala40Sheet", "“{0}” is not a card (use A 2-10 J Q K JK)"
                ).replace("{0}", str(token))
            ) from None
        raise ValueError(
            QCoreApplication.translate("Scala40Sheet", "more copies of a card than the pack holds")
        ) from None


class SheetModel(QAbstractTableModel):
    """Rows = hands (then a totals row), columns = players; cells are penalties with marks."""

    def __init__(self, parent: Any = None, language: Callable[[], str] = lambda: "en") -> None:
        super().__init__(parent)
        # The interface language, asked when a heading is drawn: a place is written as it
        # writes one ("3°", "3rd").
        self.language = language
        self.players: tuple[int, ...] = ()
        self.names: dict[int, str] = {}
        self.rows: list[SheetRow] = []
        self.totals: dict[int, int] = {}
        self.places: dict[int, int] = {}
        self.out_places: dict[int, int] = {}
        self.eliminated: tuple[int, ...] = ()

    def set_sheet(
        self, sheet: Scala40Sheet | None, replayed: ReplayedSheet, names: dict[int, str]
    ) -> None:
        """Show another sheet (None: an empty grid)."""
        self.beginResetModel()
        self.players = sheet.players if sheet else ()
        self.names = names
        self.rows = replayed.rows
        self.out_places = replayed.out_places
        self.totals = dict(sheet.totals) if sheet else {}
        self.eliminated = sheet.eliminated if sheet else ()
        self.places = {p.entry: p.place for p in sheet.placings} if sheet else {}
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self.players else len(self.rows) + 1

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.players)

    def _cell(self, row: int, player: int) -> str:
        """The figure paid and the printed sheet's marks by it (`SheetCell.written`, its
        letters explained by the legend under the grid): "0 C M", "200 (100×2) N X", "R 63"
        by the hand a re-entry followed, played or not, "30 P +20"."""
        if row == len(self.rows):
            return str(self.totals.get(player, 0))
        cell = self.rows[row].cell(player)
        if cell.sat_out:
            return "—"  # out by an error corrected since: she did not play this hand
        parts = list(cell.written)
        if cell.paid is not None:
            # A doubled figure shows what was doubled, so it is not read twice.
            parts.insert(0, f"{cell.paid} ({cell.typed}×2)" if cell.doubled else str(cell.paid))
        return " ".join(parts)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.column() < len(self.players)):
            return None
        if not (0 <= index.row() <= len(self.rows)):
            return None
        player = self.players[index.column()]
        total_row = index.row() == len(self.rows)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cell(index.row(), player)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and player in self.eliminated:
            return QBrush(GREY)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and not total_row
            and self.rows[index.row()].cell(player).sat_out
        ):
            return QCoreApplication.translate(
                "Scala40Sheet",
                "Did not play this hand: it was played while a mistake, corrected since, had put"
                " this player out",
            )
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not (0 <= section < len(self.players)):
                return None
            player = self.players[section]
            text = f"{player} {self.names.get(player, '')}".strip()
            if player in self.places:
                text += "\n" + QCoreApplication.translate("Scala40Sheet", "{0} place").replace(
                    "{0}", ordinal(self.places[player], self.language())
                )
            elif player in self.out_places:
                text += "\n" + QCoreApplication.translate(
                    "Scala40Sheet", "eliminated, {0} place"
                ).replace("{0}", ordinal(self.out_places[player], self.language()))
            return text
        if not (0 <= section <= len(self.rows)):
            return None
        if section == len(self.rows):
            return QCoreApplication.translate("Scala40Sheet", "Total")
        return QCoreApplication.translate("Scala40Sheet", "Hand {0}").replace(
            "{0}", str(self.rows[section].number)
        )
