"""A hand typed on the scala 40 sheet and not saved yet, carried across a rebuild of the window's
pages (a language switch: `ui/typed_input.py`): each player's figure, who closed, who had not
opened, the chiusura in mano (at a pairs table each player's figure and who closed), the hand
being corrected if one was loaded, and the field that had the keyboard. Methods of
`Scala40SheetWidget`, bound in its body; the Results page hands them on through its scala 40
face (`panel`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.ui.typed_input import TypedInput, give_back, read_fields

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QLineEdit

    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget


def _fields(self: Scala40SheetWidget) -> tuple[dict[str, QLineEdit], dict[str, QAbstractButton]]:
    """The entry line's fields, each named by its object name (`_build_entry_line`)."""
    if self.settings.pairs:
        seats = self.pair_edits.keys()
        return (
            {
                f"pair_points_{pair}_{member}": self.pair_edits[pair, member]
                for pair, member in seats
            },
            {f"pair_closer_{pair}_{m}": self.pair_closers[pair, m] for pair, m in seats},
        )
    ticks: dict[str, QAbstractButton] = {"in_hand": self.in_hand}
    for player in self.point_edits:
        ticks[f"closer_{player}"] = self.closer_buttons[player]
        ticks[f"not_opened_{player}"] = self.not_opened_boxes[player]
    return {f"points_{player}": edit for player, edit in self.point_edits.items()}, ticks


def typed_input(self: Scala40SheetWidget) -> TypedInput | None:
    """The hand on the entry line (`typed_input.KeepsTyping`), with the round, table and
    hand corrected it belongs to; None when no table is open or nothing is typed or ticked."""
    if self.tournament_id is None or self.sheet is None:
        return None
    texts, ticks = _fields(self)
    typed = any(edit.text().strip() for edit in texts.values())
    if not typed and not any(box.isChecked() for box in ticks.values()):
        return None
    kept = {"round": self.round_number, "table": self.table, "correcting": self.correcting}
    return read_fields(self, texts, ticks, kept=kept)


def give_back_typed(self: Scala40SheetWidget, typed: TypedInput) -> None:
    """Put the hand back on the open sheet's line, the hand it corrected loaded first (the
    panel opened the table it was typed for)."""
    if self.sheet is None:
        return
    correcting = typed.kept.get("correcting")
    if isinstance(correcting, int) and correcting < len(self.sheet.hands):
        self.load_hand(correcting)
    give_back(typed, *_fields(self))
