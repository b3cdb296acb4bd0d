"""A hand the services refused, on either sheet (players' or pairs'): the sentence shown, and
after another station's write the sheet read again with what was typed kept on its line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services import ConflictError, ServiceError

if TYPE_CHECKING:
    from tournament_app.ui.results.scala40.sheet import Scala40SheetWidget


def show_refused(widget: Scala40SheetWidget, error: ServiceError) -> None:
    """Say why `error` refused the hand. On a conflict (another station wrote this sheet
    meanwhile) show the sheet as it is now, as the refusal says, the line typed kept
    (`typed_hand.keep_line`, which also says who is no longer in play): nothing typed is
    lost, and the next Enter saves it against the sheet now shown."""
    said = widget.context.describe_error(error)
    if isinstance(error, ConflictError):
        widget.reload()
        widget.typed_against = None
        said = " ".join(part for part in (said, widget.dropped_note) if part)
    widget.error.setText(said)
