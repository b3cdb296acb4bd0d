"""A hand the services refused, on either sheet (players' or pairs'): the sentence shown, and
after another station's write the sheet read again with what was typed put back."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLineEdit

from tournament_app.services import ConflictError, ServiceError

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget


def show_refused(
    widget: Scala40SheetWidget, error: ServiceError, edits: Mapping[object, QLineEdit]
) -> None:
    """Say why `error` refused the hand. On a conflict (another station wrote this sheet
    meanwhile) show the sheet as it is now, as the refusal says, with the line typed put
    back into `edits` that are still there to type in: nothing typed is lost."""
    if isinstance(error, ConflictError):
        typed = {key: edit.text() for key, edit in edits.items()}
        widget.reload()
        for key, text in typed.items():
            edit = edits.get(key)
            if edit is not None and edit.isEnabled():
                edit.setText(text)
    widget.error.setText(widget.context.describe_error(error))
