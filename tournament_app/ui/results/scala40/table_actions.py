"""What a scala 40 sheet's buttons do to its table: take back the last hand, a re-entry, time up.
Methods of `Scala40SheetWidget`, bound in its body (translation context
"Scala40SheetWidget")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tournament_app.services import TournamentId
from tournament_app.services.sheet_rows import TakeBack, last_entered
from tournament_app.ui.result_questions import on_table
from tournament_app.ui.results.scala40.tie_order import say_dropped_ties

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget


def _key(self: Scala40SheetWidget) -> tuple[TournamentId, int, int, int]:
    """(tournament, round, table, version read) for a write to this sheet; the version of
    a table with nothing stored yet reads 0, which a write is given as None."""
    assert self.tournament_id is not None and self.sheet is not None
    return self.tournament_id, self.round_number, self.table, self.sheet.version


def _act(self: Scala40SheetWidget, action: Any, title: str) -> Any:
    """Run a write to this table's sheet, then show the sheet again; what it returned
    (None: refused, the refusal shown)."""
    if self.sheet is None or self.tournament_id is None:
        return None

    def written() -> Any:
        with self.own_write():  # the line is emptied after it: nothing to keep or say
            return action()

    done = self.context.run(self, written, title=title)
    if done is not None:
        with self.own_write():
            self.reload()
        self.clear_entry()
    return done


def take_back_question(self: Scala40SheetWidget) -> str:
    """The take-back question, naming what goes: the services take back only the last
    thing entered (the time-out, else the last re-entry, else the last hand)."""
    if self.sheet is None:
        return ""
    last = last_entered(self.sheet)
    if last is not None and last.kind is TakeBack.TIME_OUT:
        return QCoreApplication.translate(
            "Scala40SheetWidget", "Take back the time-out? The hands entered stay as they are."
        )
    if last is not None and last.kind is TakeBack.REENTRY and last.entry is not None:
        player = last.entry
        return QCoreApplication.translate(
            "Scala40SheetWidget", "Take back the re-entry of {0}? The player is out again."
        ).replace("{0}", f"{player} {self.names.get(player, '')}".strip())
    return QCoreApplication.translate(
        "Scala40SheetWidget", "Take back hand {0}? Its points come off the totals."
    ).replace("{0}", str(len(self.sheet.hands)))


def remove_last_hand(self: Scala40SheetWidget) -> None:
    """Take back the last thing entered after asking, naming it."""
    if self.sheet is None or self.tournament_id is None:
        return
    question = on_table(self.round_number, self.table, self.take_back_question())
    if not self.context.dialogs.confirm(
        self, QCoreApplication.translate("Scala40SheetWidget", "Take back"), question
    ):
        return
    tid, number, table, version = self._key()
    done = self._act(
        lambda: self.context.services.results.remove_last_hand(
            tid, number, table, expected_version=version
        ),
        QCoreApplication.translate("Scala40SheetWidget", "Take back"),
    )
    say_dropped_ties(self, done)  # the time-out taken back: nobody is tied any more


def names_for_choice(self: Scala40SheetWidget) -> list[str]:
    """The eliminated players as the re-entry question lists them."""
    eliminated = self.sheet.eliminated if self.sheet else ()
    return [f"{p} {self.names.get(p, '')}".strip() for p in eliminated]


def reenter(self: Scala40SheetWidget) -> None:
    """Bring an eliminated player back in (rientro) with the worst total in play."""
    if self.sheet is None or self.tournament_id is None or not self.sheet.eliminated:
        return
    labels = dict(zip(self.names_for_choice(), self.sheet.eliminated, strict=True))
    choice = self.context.dialogs.ask_choice(
        self,
        QCoreApplication.translate("Scala40SheetWidget", "Re-entry"),
        QCoreApplication.translate("Scala40SheetWidget", "Who re-enters?"),
        list(labels),
    )
    if choice is None:
        return
    entry = labels[choice]
    tid, number, table, version = self._key()
    self._act(
        lambda: self.context.services.results.reenter(
            tid, number, table, entry, expected_version=version
        ),
        QCoreApplication.translate("Scala40SheetWidget", "Re-entry"),
    )


def time_out(self: Scala40SheetWidget) -> None:
    """Call time at this table after asking: it is ranked by current totals (before the
    first hand every total is 0: the question says the table ends level)."""
    if self.sheet is None or self.tournament_id is None:
        return
    question = (
        QCoreApplication.translate(
            "Scala40SheetWidget", "Call time? It will be ranked by current totals."
        )
        if self.sheet.hands
        else QCoreApplication.translate(
            "Scala40SheetWidget",
            "Call time before any hand is recorded? Every total is 0: the table ends level.",
        )
    )
    if not self.context.dialogs.confirm(
        self,
        QCoreApplication.translate("Scala40SheetWidget", "Time is up"),
        on_table(self.round_number, self.table, question),
    ):
        return
    tid, number, table, version = self._key()
    self._act(
        # Time may be called before the first hand: 0, nothing stored for the table yet.
        lambda: self.context.services.results.time_out(
            tid, number, table, expected_version=version or None
        ),
        QCoreApplication.translate("Scala40SheetWidget", "Time is up"),
    )
