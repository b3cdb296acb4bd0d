"""What a director typed on a page and has not saved yet, carried across a rebuild of the
window's pages: switching the language (or renaming the station) builds every page again, and
nothing a director typed is ever lost to it.

A page with such fields (the Results page's quick line and its second-operator box, or the
hand typed on its scala 40 sheet, Registration's quick add and search) offers the two methods
of `KeepsTyping`: `typed_input()`, None when nothing is typed, and `give_back_typed(typed)`.
The main window asks every page built
before the rebuild and gives each new page what the page before it held (`PageTabs.typed`,
`PageTabs.give_back`). What is carried is values only (texts, ticks, numbers, which field had
the keyboard), never a widget: the new page's widgets speak the new language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from PySide6.QtWidgets import QAbstractButton, QLineEdit, QSpinBox, QWidget


@dataclass(frozen=True)
class FieldText:
    """A text field as the director left it."""

    text: str
    modified: bool
    """Typed by the director (Qt's `isModified`), not put there by the page (a table the
    Results page offers): a page may treat the two apart."""
    cursor: int
    selection: tuple[int, int] | None = None
    """The selected part (start, length), if any: a table number selected to type over."""


@dataclass(frozen=True)
class TypedInput:
    """One page's unsaved typing, its fields named by the page."""

    texts: Mapping[str, FieldText] = field(default_factory=dict)
    ticks: Mapping[str, bool] = field(default_factory=dict)
    numbers: Mapping[str, int] = field(default_factory=dict)
    focus: str | None = None
    """The field that had the keyboard, if one of these."""
    kept: Mapping[str, object] = field(default_factory=dict)
    """What the page keeps beside its texts (a registry player chosen from the list)."""


@runtime_checkable
class KeepsTyping(Protocol):
    """A page whose typing outlives a rebuild of the window's pages."""

    def typed_input(self) -> TypedInput | None:
        """What is typed and unsaved on the page (None: nothing)."""
        ...

    def give_back_typed(self, typed: TypedInput) -> None:
        """Put back what the page before this one held."""
        ...


def read_fields(
    page: QWidget,
    texts: Mapping[str, QLineEdit],
    ticks: Mapping[str, QAbstractButton] | None = None,
    numbers: Mapping[str, QSpinBox] | None = None,
    kept: Mapping[str, object] | None = None,
) -> TypedInput:
    """The fields of `page` as they stand, each under its name, and which had the keyboard
    last on the page (`QWidget.focusWidget`: true also while the window is not active, as
    while the director is in the Settings menu)."""
    held = page.focusWidget()
    every: dict[str, QWidget] = {**texts, **(ticks or {}), **(numbers or {})}
    focus = next((name for name, widget in every.items() if widget is held), None)
    return TypedInput(
        texts={name: _field_text(edit) for name, edit in texts.items()},
        ticks={name: box.isChecked() for name, box in (ticks or {}).items()},
        numbers={name: spin.value() for name, spin in (numbers or {}).items()},
        focus=focus,
        kept=dict(kept or {}),
    )


def _field_text(edit: QLineEdit) -> FieldText:
    selection = (
        (edit.selectionStart(), len(edit.selectedText())) if edit.hasSelectedText() else None
    )
    return FieldText(edit.text(), edit.isModified(), edit.cursorPosition(), selection)


def give_back(
    typed: TypedInput,
    texts: Mapping[str, QLineEdit],
    ticks: Mapping[str, QAbstractButton] | None = None,
    numbers: Mapping[str, QSpinBox] | None = None,
) -> None:
    """Put `typed` back in the fields of the same names: the ticks first (a box ticked may
    reset the fields, as double entry offers its own table), then the texts, the numbers,
    and the keyboard where it was when the page is on screen (a page behind another tab
    puts it where its work starts when shown)."""
    for name, box in (ticks or {}).items():
        if name in typed.ticks and box.isChecked() != typed.ticks[name]:
            box.setChecked(typed.ticks[name])
    for name, edit in texts.items():
        if name in typed.texts:
            was = typed.texts[name]
            edit.setText(was.text)
            edit.setModified(was.modified)
            edit.setCursorPosition(was.cursor)
    for name, spin in (numbers or {}).items():
        if name in typed.numbers:
            spin.setValue(typed.numbers[name])
    focus = typed.focus or ""
    fields: dict[str, QWidget] = {**texts, **(ticks or {}), **(numbers or {})}
    held = fields.get(focus)
    if held is None or not held.isVisible() or not held.isEnabled():
        return
    held.setFocus()
    if isinstance(held, QLineEdit) and focus in typed.texts:
        was = typed.texts[focus]
        if was.selection is not None:
            held.setSelection(*was.selection)
        else:
            held.deselect()
            held.setCursorPosition(was.cursor)


__all__ = ["FieldText", "KeepsTyping", "TypedInput", "give_back", "read_fields"]
