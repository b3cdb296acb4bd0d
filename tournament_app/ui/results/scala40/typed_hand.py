"""A hand typed on the scala 40 sheet and not saved yet: each player's figure, who closed, who
had not opened, the chiusura in mano (at a pairs table each player's figure and who closed),
the hand being corrected if one was loaded, and the field that had the keyboard.

It is carried across a rebuild of the window's pages (a language switch: `ui/typed_input.py`;
the Results page hands it on through its scala 40 face, `panel`) and across every redraw of
the sheet (`Scala40SheetWidget.reload`: a warning given, the Penalties dialog closed, a hand
saved at another table, at another station or from a phone), which builds the entry line
anew: `held_line` takes it before the sheet is read again, `keep_line` puts it back and says
what the change meant for it. Methods of `Scala40SheetWidget`, bound in its body (translation
context "Scala40SheetWidget")."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.ui.typed_input import FieldText, TypedInput, give_back, read_fields

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QLineEdit

    from tournament_app.services import Scala40Sheet, TournamentId
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget

Held = tuple[TypedInput, "Scala40Sheet"]
"""The hand on the line and the sheet it was typed against."""


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
    hand corrected it belongs to and the version it was typed against when the sheet changed
    under it (`keep_line`); None when no table is open or nothing is typed or ticked."""
    if self.tournament_id is None or self.sheet is None:
        return None
    texts, ticks = _fields(self)
    typed = any(edit.text().strip() for edit in texts.values())
    if not typed and not any(box.isChecked() for box in ticks.values()):
        return None
    kept = {
        "round": self.round_number,
        "table": self.table,
        "correcting": self.correcting,
        "typed_against": self.typed_against,
    }
    return read_fields(self, texts, ticks, kept=kept)


def give_back_typed(self: Scala40SheetWidget, typed: TypedInput) -> None:
    """Put the hand back on the open sheet's line, the hand it corrected loaded first (the
    panel opened the table it was typed for), its save still held to the version it was
    typed against if the sheet had changed under it."""
    if self.sheet is None:
        return
    correcting = typed.kept.get("correcting")
    if isinstance(correcting, int) and correcting < len(self.sheet.hands):
        self.load_hand(correcting)
    give_back(typed, *_fields(self))
    against = typed.kept.get("typed_against")
    self.typed_against = against if isinstance(against, int) else None


# -- across a redraw of the sheet ---------------------------------------------------------------
@contextmanager
def own_write(self: Scala40SheetWidget) -> Iterator[None]:
    """While this sheet writes to its table (a hand saved or corrected, a take-back, a
    re-entry, time called) and draws what it wrote: the redraw the write's announcement runs
    builds the line as the write leaves it (emptied after it), nothing carried and nothing
    said: the sheet changed, but by the director's own hand."""
    was, self.writing_here = self.writing_here, True
    try:
        yield
    finally:
        self.writing_here = was


def held_line(self: Scala40SheetWidget) -> Held | None:
    """The hand on the line and the sheet it was typed against, taken before a redraw reads
    the sheet again; None with nothing typed or during this sheet's own write (`own_write`).
    The keyboard is carried only when the line had it last in the window (the director
    typing the table number beside the sheet keeps typing there; a dialog open over the
    window gives it back to the line when it closes)."""
    if self.writing_here or self.sheet is None:
        return None
    typed = self.typed_input()
    if typed is None:
        return None
    held = self.window().focusWidget()
    texts, ticks = _fields(self)
    if not any(widget is held for widget in (*texts.values(), *ticks.values())):
        typed = replace(typed, focus=None)
    return typed, self.sheet


def keep_line(self: Scala40SheetWidget, held: Held | None) -> None:
    """Put the hand `held` back on the line the redraw built anew, as the director left it,
    unless the sheet changed under it:

    - the same hands on the sheet (a warning or a penalty given, another table's hand saved,
      a phone entry closed), the hand corrected as it was: all back as typed, the keyboard
      where it was, nothing said;
    - a hand saved, corrected or taken back elsewhere (the one being typed, perhaps, entered
      from the table's phone), or the hand being corrected changed there: the figures back,
      and the line says the sheet changed meanwhile and to check them against it. The save
      keeps the version the hand was typed against (`typed_against`): the first Enter is
      refused by the services' version check, naming who changed the sheet and when, with
      the line still there; the next Enter, once checked, saves it (a hand typed twice would
      otherwise go in as the next hand without a second look);
    - the hand being corrected taken back elsewhere: the figures back as the next hand;
    - a player no longer in play (out by a hand saved elsewhere, gone by forfeit): only that
      player's figure and marks are taken off, named; the rest stays;
    - the game over meanwhile (its last hand or time called elsewhere): nothing is left to
      enter, the line is emptied and says so."""
    self.dropped_note = ""
    if held is None or self.sheet is None:
        return
    typed, before = held
    now = self.sheet
    said = _sheet_changed(self, typed, before, now)
    if said:
        self.typed_against = before.version
    if now.finished and self.correcting is None and not before.finished:
        self.in_hand.setChecked(False)
        self.typed_against = None
        self.error.setText(
            QCoreApplication.translate(
                "Scala40SheetWidget",
                "The game at this table ended meanwhile elsewhere: the hand typed is taken"
                " off the line, there is nothing more to enter. Check the sheet.",
            )
        )
        return
    typed, gone = _without_players_out(self, typed)
    # Every closer unmarked first: in their group a mark given back could not take one off.
    self.closer_group.setExclusive(False)
    for button in self.closer_group.buttons():
        button.setChecked(False)
    self.closer_group.setExclusive(True)
    give_back(typed, *_fields(self))
    if gone:
        named = ", ".join(f"{p} {self.names.get(p, '')}".strip() for p in gone)
        self.dropped_note = (
            QCoreApplication.translate(
                "Scala40SheetWidget",
                "No longer in play: {0}. What was typed for this player is taken off the line,"
                " the rest stays.",
            )
            if len(gone) == 1
            else QCoreApplication.translate(
                "Scala40SheetWidget",
                "No longer in play: {0}. What was typed for these players is taken off the"
                " line, the rest stays.",
            )
        ).replace("{0}", named)
        said.append(self.dropped_note)
    if said:
        self.error.setText(" ".join(said))


def _sheet_changed(
    self: Scala40SheetWidget, typed: TypedInput, before: Scala40Sheet, now: Scala40Sheet
) -> list[str]:
    """What the line says of a change of the sheet's hands under it (none: the same hands)."""
    corrected = typed.kept.get("correcting")
    if isinstance(corrected, int) and self.correcting is None:  # `reload` found it gone
        return [
            QCoreApplication.translate(
                "Scala40SheetWidget",
                "Hand {0}, the one you were correcting, was taken back meanwhile elsewhere:"
                " what you typed is kept as the next hand. Check it against the sheet before"
                " saving.",
            ).replace("{0}", str(corrected + 1))
        ]
    if isinstance(corrected, int) and now.hands[corrected] != before.hands[corrected]:
        return [
            QCoreApplication.translate(
                "Scala40SheetWidget",
                "Hand {0}, the one you are correcting, was changed meanwhile elsewhere: what"
                " you typed is kept. Check it against the sheet before saving.",
            ).replace("{0}", str(corrected + 1))
        ]
    if len(now.hands) != len(before.hands):
        return [
            QCoreApplication.translate(
                "Scala40SheetWidget",
                "The sheet changed meanwhile (a hand saved or taken back elsewhere): what you"
                " typed is kept. Check it against the sheet before saving.",
            )
        ]
    return []


def _without_players_out(
    self: Scala40SheetWidget, typed: TypedInput
) -> tuple[TypedInput, list[int]]:
    """`typed` less the figures and marks of the players no longer in play, and those of
    them something was typed or marked for (a pairs table puts nobody out)."""
    if self.settings.pairs:
        return typed, []
    playing = set(self.active_players())
    out = [player for player in self.point_edits if player not in playing]
    names = {f"{kind}_{player}" for player in out for kind in ("points", "closer", "not_opened")}
    empty = FieldText("", False, 0)
    gone = [
        player
        for player in out
        if typed.texts.get(f"points_{player}", empty).text.strip()
        or typed.ticks.get(f"closer_{player}")
        or typed.ticks.get(f"not_opened_{player}")
    ]
    kept = replace(
        typed,
        texts={name: text for name, text in typed.texts.items() if name not in names},
        ticks={name: on for name, on in typed.ticks.items() if name not in names},
    )
    return kept, gone


def save_key(self: Scala40SheetWidget) -> tuple[TournamentId, int, int, int]:
    """(tournament, round, table, version) for saving the hand on the line: the version it
    was typed against when the sheet changed under it (`keep_line`), else the one read."""
    tid, number, table, version = self._key()
    return tid, number, table, version if self.typed_against is None else self.typed_against
