"""The wizard's bye figures: the default the services derive for the hands and the VP table
chosen (services.rules.default_bye), followed as the table changes until the director types
figures of their own; and the forfeit's VP, the default for the hands
(services.rules.default_forfeit), which no VP table changes."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox

from tournament_app.services.errors import ServiceError
from tournament_app.services.rules import default_bye, default_forfeit
from tournament_app.services.settings import VictoryPointScale


def bye_default(hands: int, scale: VictoryPointScale | None) -> tuple[int, int] | None:
    """The services' default bye (VP, MP); None when it cannot be derived (2 hands and no
    table yet, a table without the bye's band)."""
    try:
        return default_bye(hands, scale)
    except ServiceError:
        return None


class ByeDefault:
    """The bye's two spin boxes, showing the default of the table chosen."""

    def __init__(self, vp: QSpinBox, mp: QSpinBox) -> None:
        self.vp, self.mp = vp, mp
        self.shown: tuple[int, int] | None = None
        """The default last shown (None: none yet, or none for these hands and table)."""

    def show(
        self,
        hands: int,
        scale: VictoryPointScale | None,
        own: tuple[int | None, int | None] = (None, None),
    ) -> None:
        """Show the default for `hands` and `scale`, or a tournament's `own` figures."""
        default = bye_default(hands, scale)
        self.shown = default
        if default is not None:
            self.vp.setValue(default[0] if own[0] is None else own[0])
            self.mp.setValue(default[1] if own[1] is None else own[1])
        elif own[0] is not None and own[1] is not None:
            self.vp.setValue(own[0])
            self.mp.setValue(own[1])

    def follow(self, hands: int, scale: VictoryPointScale | None) -> None:
        """Another table chosen: its default, unless the director typed figures of their own."""
        if self.shown is not None and (self.vp.value(), self.mp.value()) != self.shown:
            return
        self.show(hands, scale)


class ForfeitDefault:
    """The forfeit's two spin boxes (the present pair's VP, the late pair's), showing the
    default for the hands: the VP table chosen does not change them (the present pair's MP,
    the equivalent of its VP in that table, are the services' to work out)."""

    def __init__(self, present: QSpinBox, late: QSpinBox) -> None:
        self.present, self.late = present, late

    def show(self, hands: int, own: tuple[int | None, int | None] = (None, None)) -> None:
        """Show the default for `hands`, or a tournament's `own` figures."""
        try:
            default: tuple[int | None, int | None] = default_forfeit(hands)
        except ServiceError:  # hands no turno has: the format page never offers them
            default = (None, None)
        for box, figure, fallback in zip((self.present, self.late), own, default, strict=True):
            shown = fallback if figure is None else figure
            if shown is not None:
                box.setValue(shown)
