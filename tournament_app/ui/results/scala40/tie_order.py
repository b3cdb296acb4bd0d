"""Under a finished scala 40 table's sheet, and only when it has a full tie: who is tied, and
their order as the director gives it (a draw of cards at the table, or a decision).

The rules keep players out in the same hand on the same total (or level when time was
called) tied: they share the place and its points. For each such tie (`Scala40Sheet.ties`,
decided by the services) the box names the players and the place they share, offers a choice
per place (the tied players, in seat order or the order given), a button to record that order
and, once one is given, a button to tie them again. The services check the order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services.messages.ordinals import ordinal
from tournament_app.services.sheet_values import TableTie
from tournament_app.services.values import Scala40Sheet

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget


class TieOrderBox(QFrame):
    """The table's full ties, each with its order to give or take back."""

    def __init__(self, sheet_widget: Scala40SheetWidget) -> None:
        super().__init__(sheet_widget)
        self.setObjectName("tie_order_box")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.sheet_widget = sheet_widget
        self.ties: tuple[TableTie, ...] = ()
        # Per tie (by its place): the choice of each place, in order, and the two buttons.
        self.choices: dict[int, list[QComboBox]] = {}
        self.give_buttons: dict[int, QPushButton] = {}
        self.back_buttons: dict[int, QPushButton] = {}
        self._layout = QVBoxLayout(self)
        self.hide()

    def show_ties(self, sheet: Scala40Sheet | None, names: dict[int, str]) -> None:
        """Show `sheet`'s full ties (hidden when it has none: a table still played, a pairs
        table, a table where every player has a place of their own)."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # gone at once, not when the event loop gets to it
                widget.deleteLater()
        self.choices.clear()
        self.give_buttons.clear()
        self.back_buttons.clear()
        self.ties = sheet.ties if sheet is not None and sheet.finished else ()
        for tie in self.ties:
            self._layout.addWidget(self._tie_row(tie, names))
        self.setVisible(bool(self.ties))

    def _tie_row(self, tie: TableTie, names: dict[int, str]) -> QWidget:
        row = QWidget()
        layout = QVBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        said = QLabel(self._tie_text(tie, names))
        said.setObjectName(f"tie_text_{tie.place}")
        said.setWordWrap(True)
        said.setStyleSheet("font-weight: bold;")
        layout.addWidget(said)
        choose = QHBoxLayout()
        order = tie.order or tie.players
        combos = []
        for position, chosen in enumerate(order):
            label = QLabel(self.tr("Place {0}:").replace("{0}", str(tie.place + position)))
            combo = QComboBox()
            combo.setObjectName(f"tie_{tie.place}_{position + 1}")
            for player in tie.players:
                combo.addItem(_named(player, names), player)
            combo.setCurrentIndex(tie.players.index(chosen))
            label.setBuddy(combo)
            choose.addWidget(label)
            choose.addWidget(combo)
            combos.append(combo)
        give = QPushButton(self.tr("Record this order"))
        give.setObjectName(f"tie_give_{tie.place}")
        give.setToolTip(
            self.tr(
                "Each tied player takes the place chosen, with its points; it can be taken back"
            )
        )
        give.clicked.connect(lambda _on=False, t=tie: self.give(t))
        choose.addWidget(give)
        if tie.order:
            back = QPushButton(self.tr("Tie them again"))
            back.setObjectName(f"tie_back_{tie.place}")
            back.setToolTip(self.tr("Take back the order given: they share the place again"))
            back.clicked.connect(lambda _on=False, t=tie: self.take_back(t))
            choose.addWidget(back)
            self.back_buttons[tie.place] = back
        choose.addStretch(1)
        layout.addLayout(choose)
        self.choices[tie.place] = combos
        self.give_buttons[tie.place] = give
        return row

    def _tie_text(self, tie: TableTie, names: dict[int, str]) -> str:
        players = ", ".join(_named(player, names) for player in tie.players)
        if tie.out_in_hand is not None:
            how = (
                self.tr("Tied for place {0}: {1}, out together in hand {2} on {3}.")
                .replace("{2}", str(tie.out_in_hand))
                .replace("{3}", str(tie.total))
            )
        else:
            how = self.tr("Tied for place {0}: {1}, level on {2} when time was called.").replace(
                "{2}", str(tie.total)
            )
        how = how.replace("{0}", str(tie.place)).replace("{1}", players)
        if tie.order:
            language = self.sheet_widget.context.language
            order = ", ".join(
                f"{ordinal(tie.place + i, language)} {_named(player, names)}"
                for i, player in enumerate(tie.order)
            )
            return how + " " + self.tr("Order given by the director: {0}.").replace("{0}", order)
        return (
            how
            + " "
            + self.tr(
                "The rules keep them tied: they share the place and its points. To break the"
                " tie (a draw of cards at the table, or your decision), choose their order"
                " and record it."
            )
        )

    def chosen_order(self, tie: TableTie) -> tuple[int, ...]:
        """The order chosen for `tie`, best first, as the choices read now."""
        return tuple(int(combo.currentData()) for combo in self.choices.get(tie.place, []))

    def give(self, tie: TableTie) -> None:
        """Record the order chosen (the services refuse one naming a player twice)."""
        widget = self.sheet_widget
        if widget.sheet is None or widget.tournament_id is None:
            return
        order = self.chosen_order(tie)
        tid, number, table, version = widget._key()
        title = QCoreApplication.translate("TieOrderBox", "Order of the tie")
        done = widget._act(
            lambda: widget.context.services.results.give_tie_order(
                tid, number, table, order, expected_version=version
            ),
            title,
        )
        if done is not None:
            widget._warn_if_qualifiers_changed()

    def take_back(self, tie: TableTie) -> None:
        """Take back the order given for `tie`: they are tied again."""
        widget = self.sheet_widget
        if widget.sheet is None or widget.tournament_id is None:
            return
        tid, number, table, version = widget._key()
        title = QCoreApplication.translate("TieOrderBox", "Order of the tie")
        done = widget._act(
            lambda: widget.context.services.results.take_back_tie_order(
                tid, number, table, tie.players, expected_version=version
            ),
            title,
        )
        if done is not None:
            widget._warn_if_qualifiers_changed()


def say_dropped_ties(widget: Scala40SheetWidget, sheet: object) -> None:
    """After a correction or a take-back: say which tie orders it dropped (it changed who is
    tied at the table), so the director knows to give them again if still wanted."""
    dropped = getattr(sheet, "dropped_ties", ())
    if not dropped:
        return
    for players in dropped:
        listed = ", ".join(_named(player, widget.names) for player in players)
        widget.context.dialogs.inform(
            widget,
            QCoreApplication.translate("TieOrderBox", "Order of the tie"),
            QCoreApplication.translate(
                "TieOrderBox",
                "The order given for the tie of {0} no longer applies: this change altered"
                " who is tied at the table, so it was dropped.",
            ).replace("{0}", listed),
        )


def _named(player: int, names: dict[int, str]) -> str:
    return f"{player} {names.get(player, '')}".strip()
