"""A scala 40 sheet's entry line: a hand typed, checked and saved, or loaded back to correct.
Methods of `Scala40SheetWidget`, bound in its body (translation context
"Scala40SheetWidget")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.services import ErrorCode, Scala40Hand, Scala40Sheet, ServiceError
from tournament_app.services.messages import qualifiers_changed_sentence, unlikely_sentence
from tournament_app.services.sheet_rows import not_opened_pays_flat, read_closer
from tournament_app.ui.result_questions import unlikely_question
from tournament_app.ui.results.scala40 import pairs_entry
from tournament_app.ui.results.scala40.refused import show_refused
from tournament_app.ui.results.scala40.sheet_model import read_penalty
from tournament_app.ui.results.scala40.tie_order import say_dropped_ties

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget


def clear_entry(self: Scala40SheetWidget) -> None:
    """Empty the entry line (and leave correction mode): what is typed next is typed against
    the sheet as shown."""
    self.typed_against = None
    if self.correcting is not None:
        self.end_correction()
        self._build_entry_line()
    self.closer_group.setExclusive(False)
    for button in self.closer_buttons.values():
        button.setChecked(False)
    self.closer_group.setExclusive(True)
    for player, edit in self.point_edits.items():
        edit.clear()
        edit.setEnabled(self._in_play(player) and not self._finished())
        self.not_opened_boxes[player].setChecked(False)
    self.in_hand.setChecked(False)
    first = next((e for e in self.point_edits.values() if e.isEnabled()), None)
    if first is not None:
        first.setFocus()


def end_correction(self: Scala40SheetWidget) -> None:
    """Leave correction mode: the line enters the next hand (its fields as they are)."""
    self.correcting = None
    self.cancel_correction.hide()
    self.save_button.setText(
        QCoreApplication.translate("Scala40SheetWidget", "Record hand (Enter)")
    )


def _finished(self: Scala40SheetWidget) -> bool:
    return self.sheet is not None and self.sheet.finished and self.correcting is None


def build_hand(self: Scala40SheetWidget) -> Scala40Hand | None:
    """The hand typed, or None after showing what is wrong."""
    self.error.setText("")
    marked = next((p for p, b in self.closer_buttons.items() if b.isChecked()), None)
    not_opened = tuple(p for p, box in self.not_opened_boxes.items() if box.isChecked())
    # On paper the closer is the one with 0: a 0 typed for a player marks them.
    typed: dict[int, int | None] = {
        p: 0 if self.point_edits[p].text().strip() == "0" else None for p in self.active_players()
    }
    read = read_closer(typed, marked, not_opened)
    if read.closer is None and read.zeros:  # a 0 besides the closer, or several 0s
        zeros = read.zeros
        named = ", ".join(f"{p} {self.names.get(p, '')}".strip() for p in zeros)
        self.error.setText(
            (
                QCoreApplication.translate(
                    "Scala40SheetWidget",
                    "Only the player who closed scores 0: type the points of {0}.",
                )
                if marked is not None
                else QCoreApplication.translate(
                    "Scala40SheetWidget",
                    "{0} all have 0, but only the player who closed scores 0: mark who"
                    " closed and type the others' points.",
                )
            ).replace("{0}", named)
        )
        self.point_edits[zeros[0]].setFocus()
        self.point_edits[zeros[0]].selectAll()
        return None
    if read.closer is None:
        self.error.setText(
            QCoreApplication.translate(
                "Scala40SheetWidget", "Mark who closed the hand (or type 0 for them)."
            )
        )
        return None
    closer = read.closer
    in_hand = self.in_hand.isChecked()
    points = []
    for player in self.active_players():
        if player == closer:
            points.append((player, 0))
            continue
        edit = self.point_edits[player]
        flat = player in not_opened and not_opened_pays_flat(self.settings, in_hand=in_hand)
        if flat and not edit.text().strip():
            points.append((player, 0))
            continue
        try:
            points.append((player, read_penalty(edit.text(), self.settings)))
        except ValueError as error:
            self.error.setText(f"{player} {self.names.get(player, '')}: {error}")
            edit.setFocus()
            edit.selectAll()
            return None
    return Scala40Hand(
        points=tuple(points),
        closer=closer,
        in_hand=in_hand,
        not_opened=not_opened,
    )


def submit(self: Scala40SheetWidget) -> None:
    """Record the hand typed (or the correction of the hand loaded)."""
    if self.sheet is None or self.tournament_id is None:
        return
    if self.settings.pairs:
        pairs_entry.submit_pairs(self)
        return
    hand = self.build_hand()
    if hand is None:
        return
    reads = self.reads
    try:
        saved = _saved_asking(self, hand)
    except ServiceError as error:
        show_refused(self, error)
        return
    if saved is None:  # a figure no hand can cost, and the director did not confirm it
        return
    corrected = self.correcting is not None
    self.end_correction()
    # A new hand is already drawn when the page redrew on its announcement; a correction was
    # drawn then still being corrected, so it is drawn again out of correction mode.
    if corrected or self.reads == reads:
        with self.own_write():
            self.reload()
    self.clear_entry()
    if corrected:
        say_dropped_ties(self, saved)  # it changed who is tied: the order given is gone
        self._warn_if_qualifiers_changed()


def _saved_asking(self: Scala40SheetWidget, hand: Scala40Hand) -> Scala40Sheet | None:
    """The hand saved (or the correction), asking first when the services find a figure no
    hand can cost (the command line's --yes); None when the director declines."""
    results = self.context.services.results
    tid, number, table, version = self.save_key()

    def save(despite: bool) -> Scala40Sheet:
        with self.own_write():
            return write(despite)

    def write(despite: bool) -> Scala40Sheet:
        if self.correcting is not None:
            return results.correct_hand(
                tid,
                number,
                table,
                self.correcting,
                hand,
                expected_version=version,
                despite_unlikely=despite,
            )
        # 0: nothing stored for the table yet (a hand taken back leaves it stored)
        return results.enter_hand(
            tid, number, table, hand, expected_version=version or None, despite_unlikely=despite
        )

    try:
        return save(False)
    except ServiceError as error:
        if error.code is not ErrorCode.UNLIKELY_SCORE:
            raise
        language = self.context.language
        reasons = [unlikely_sentence(f, 0, language) for f in error.params.get("findings", ())]
    if not self.context.dialogs.confirm(
        self,
        QCoreApplication.translate("Scala40SheetWidget", "Unlikely score"),
        unlikely_question(number, table, reasons),
    ):
        return None
    return save(True)


def _warn_if_qualifiers_changed(self: Scala40SheetWidget) -> None:
    """Say at once when the correction just saved changed who goes on to the stage
    after this one, already seated (the result stands: the director decides)."""
    if self.tournament_id is None:
        return
    tid, number, rounds = self.tournament_id, self.round_number, self.context.services.rounds
    notice = self.context.run(self, lambda: rounds.qualifiers_notice(tid, number))
    if notice is None:
        return
    self.context.dialogs.warn(
        self,
        QCoreApplication.translate("Scala40SheetWidget", "Correct hand"),
        qualifiers_changed_sentence(notice, self.context.language, self.names),
    )


def load_hand(self: Scala40SheetWidget, row: int) -> None:
    """Load an entered hand into the line to correct it."""
    if self.sheet is None or not (0 <= row < len(self.model.rows)):
        return
    if self.settings.pairs:
        pairs_entry.load_pairs_hand(self, row)
        return
    index = self.sheet.hands.index(self.model.rows[row].hand)
    self.correcting = index
    self.typed_against = None
    self.save_button.setText(
        QCoreApplication.translate("Scala40SheetWidget", "Correct hand {0} (Enter)").replace(
            "{0}", str(row + 1)
        )
    )
    self.cancel_correction.show()
    self._build_entry_line()
    self.save_button.setEnabled(True)
    # Straight to the figures, to type the right one over the selected old one.
    first = next((e for e in self.point_edits.values() if e.isEnabled()), None)
    if first is not None:
        first.setFocus()
        first.selectAll()


def _fill_from(self: Scala40SheetWidget, hand: Scala40Hand) -> None:
    for player, points in hand.points:
        if player in self.point_edits:
            self.point_edits[player].setText(str(points))
    if hand.closer in self.closer_buttons:
        self.closer_buttons[hand.closer].setChecked(True)
    for player in hand.not_opened:
        if player in self.not_opened_boxes:
            self.not_opened_boxes[player].setChecked(True)
    self.in_hand.setChecked(hand.in_hand)
