"""A scala 40 pairs table's entry line: the four players (each pair's first and second), the
points each was left with and who closed; the hand goes to the closer's pair. The grid above
shows the table by pair (`services.sheets`), the line under it the match: hands won, penalty
points, the result. Methods of `Scala40SheetWidget`, bound in its body (translation context
"Scala40SheetWidget")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QLineEdit, QRadioButton

from tournament_app.services import Scala40PairsHand, ServiceError
from tournament_app.services.score_figures import seat_label
from tournament_app.ui.results.scala40.refused import show_refused
from tournament_app.ui.results.scala40.sheet_model import read_penalty

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget

Seat = tuple[int, int]


def seat_name(self: Scala40SheetWidget, seat: Seat) -> str:
    """ "3.1 Rossi Anna": the pair's number, 1 or 2, and that player's name."""
    pair, member = seat
    players = self.names.get(pair, "").split(" - ")
    name = players[member - 1] if len(players) >= member else ""
    return f"{seat_label(seat)} {name}".strip()


def build_pairs_line(self: Scala40SheetWidget) -> None:
    """The line for the next hand: a column per player, the points and who closed."""
    self.pair_edits.clear()
    self.pair_closers.clear()
    if self.sheet is None:
        return
    over = self.sheet.finished and self.correcting is None
    self.entry_grid.addWidget(
        QLabel(QCoreApplication.translate("Scala40SheetWidget", "Cards left or points")), 1, 0
    )
    self.entry_grid.addWidget(
        QLabel(QCoreApplication.translate("Scala40SheetWidget", "Closes")), 2, 0
    )
    seats = [(pair, member) for pair in self.sheet.players for member in (1, 2)]
    for column, seat in enumerate(seats, start=1):
        key = f"{seat[0]}_{seat[1]}"
        self.entry_grid.addWidget(QLabel(seat_name(self, seat)), 0, column)
        edit = QLineEdit()
        edit.setObjectName(f"pair_points_{key}")
        edit.setPlaceholderText(
            QCoreApplication.translate("Scala40SheetWidget", "e.g. 35 or A K JK 7")
        )
        edit.returnPressed.connect(self.submit)
        closer = QRadioButton(QCoreApplication.translate("Scala40SheetWidget", "closes"))
        closer.setObjectName(f"pair_closer_{key}")
        closer.toggled.connect(lambda on, e=edit: _closer_toggled(e, on))
        self.closer_group.addButton(closer)
        closer.installEventFilter(self)  # Enter there records the hand (`eventFilter`)
        for widget in (edit, closer):
            widget.setEnabled(not over)
        self.entry_grid.addWidget(edit, 1, column)
        self.entry_grid.addWidget(closer, 2, column)
        self.pair_edits[seat] = edit
        self.pair_closers[seat] = closer
    for index in range(self.entry_grid.count()):
        item = self.entry_grid.itemAt(index)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.show()


def _closer_toggled(edit: QLineEdit, on: bool) -> None:
    """The closer scores 0 and has nothing to type."""
    if on:
        edit.setText("0")
    edit.setEnabled(not on)


def build_pairs_hand(self: Scala40SheetWidget) -> Scala40PairsHand | None:
    """The hand typed, or None after showing what is wrong."""
    self.error.setText("")
    closer = next((seat for seat, button in self.pair_closers.items() if button.isChecked()), None)
    if closer is None:
        zeros = [seat for seat, edit in self.pair_edits.items() if edit.text().strip() == "0"]
        if len(zeros) == 1:  # on paper the closer is the one with 0
            closer = zeros[0]
    if closer is None:
        self.error.setText(
            QCoreApplication.translate(
                "Scala40SheetWidget", "Mark who closed the hand (or type 0 for them)."
            )
        )
        return None
    points = []
    for seat, edit in self.pair_edits.items():
        if seat == closer:
            continue
        try:
            points.append((*seat, read_penalty(edit.text(), self.settings)))
        except ValueError as error:
            self.error.setText(f"{seat_name(self, seat)}: {error}")
            edit.setFocus()
            edit.selectAll()
            return None
    return Scala40PairsHand(closer=closer, points=tuple(points))


def submit_pairs(self: Scala40SheetWidget) -> None:
    """Record the pairs hand typed; the line is kept as typed when it is refused."""
    if self.sheet is None or self.tournament_id is None:
        return
    hand = build_pairs_hand(self)
    if hand is None:
        return
    tid, number, table, version = self.save_key()
    results = self.context.services.results
    reads = self.reads
    try:
        with self.own_write():
            if self.correcting is not None:
                results.correct_pairs_hand(
                    tid, number, table, self.correcting, hand, expected_version=version
                )
            else:
                # 0: nothing stored for the table yet (a hand taken back leaves it stored)
                results.enter_pairs_hand(tid, number, table, hand, expected_version=version or None)
    except ServiceError as error:
        show_refused(self, error)
        return
    self.typed_against = None
    corrected = self.correcting is not None
    if corrected:
        self.end_correction()
    if corrected or self.reads == reads:  # a new hand: drawn by the page's redraw already
        with self.own_write():
            self.reload()
    first = next((edit for edit in self.pair_edits.values() if edit.isEnabled()), None)
    if first is not None:
        first.setFocus()


def pairs_outcome(self: Scala40SheetWidget) -> str:
    """The match as it stands: each pair's hands won and penalty points, and the result."""
    if self.tournament_id is None:
        return ""
    sheet = self.context.services.results.pairs_sheet(
        self.tournament_id, self.round_number, self.table
    )
    won, totals = dict(sheet.game_points), dict(sheet.totals)
    standing = "; ".join(
        _pair_standing(won[pair], totals[pair])
        .replace("{0}", str(pair))
        .replace("{1}", str(won[pair]))
        .replace("{2}", str(totals[pair]))
        for pair in sheet.pairs
    )
    if not sheet.finished:
        head = QCoreApplication.translate("Scala40SheetWidget", "Match to {0}: ").replace(
            "{0}", str(self.settings.pairs_target)
        )
        return head + standing
    points = dict(sheet.match_points)
    if sheet.winner is None and points[sheet.pairs[0]] == 1:
        result = QCoreApplication.translate("Scala40SheetWidget", "A draw, 1 match point each")
    elif sheet.winner is None:
        result = QCoreApplication.translate(
            "Scala40SheetWidget", "A draw, {0} match points each"
        ).replace("{0}", str(points[sheet.pairs[0]]))
    else:
        won = (
            QCoreApplication.translate(
                "Scala40SheetWidget", "Pair {0} wins the match (1 match point)"
            )
            if points[sheet.winner] == 1
            else QCoreApplication.translate(
                "Scala40SheetWidget", "Pair {0} wins the match ({1} match points)"
            )
        )
        result = won.replace(
            "{0}", f"{sheet.winner} {self.names.get(sheet.winner, '')}".strip()
        ).replace("{1}", str(points[sheet.winner]))
    return f"{result}. {standing}"


def _pair_standing(won: int, points: int) -> str:
    """A pair's hands won and penalty points, each noun agreeing with its count ("1 hand
    won", "1 penalty point"; 0 takes the plural): one whole sentence per case for the
    translator."""
    one_hand, one_point = won == 1, points == 1
    if one_hand and one_point:
        return QCoreApplication.translate(
            "Scala40SheetWidget", "pair {0}: 1 hand won, 1 penalty point"
        )
    if one_hand:
        return QCoreApplication.translate(
            "Scala40SheetWidget", "pair {0}: 1 hand won, {2} penalty points"
        )
    if one_point:
        return QCoreApplication.translate(
            "Scala40SheetWidget", "pair {0}: {1} hands won, 1 penalty point"
        )
    return QCoreApplication.translate(
        "Scala40SheetWidget", "pair {0}: {1} hands won, {2} penalty points"
    )


def load_pairs_hand(self: Scala40SheetWidget, row: int) -> None:
    """Load hand `row` (0 the first) into the line to correct it."""
    if self.tournament_id is None or self.sheet is None or row >= len(self.sheet.hands):
        return
    entered = self.context.services.results.pairs_sheet(
        self.tournament_id, self.round_number, self.table
    ).hands[row]
    self.correcting = row
    self.typed_against = None
    self.save_button.setText(
        QCoreApplication.translate("Scala40SheetWidget", "Correct hand {0} (Enter)").replace(
            "{0}", str(row + 1)
        )
    )
    self.cancel_correction.show()
    self._build_entry_line()
    self.save_button.setEnabled(True)
    for entry, member, points in entered.points:
        if (entry, member) in self.pair_edits:
            self.pair_edits[(entry, member)].setText(str(points))
    if entered.closer in self.pair_closers:
        self.pair_closers[entered.closer].setChecked(True)
    first = next((edit for edit in self.pair_edits.values() if edit.isEnabled()), None)
    if first is not None:
        first.setFocus()
        first.selectAll()
