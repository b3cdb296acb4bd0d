"""A button's second key: Ctrl+H beside the Alt letter its text underlines."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton


def second_key(button: QAbstractButton, keys: str | QKeySequence.StandardKey) -> QShortcut:
    """Press `button` with `keys` too.

    A button has one shortcut of its own, the Alt letter its text underlines: `setShortcut`
    put the Ctrl key in its place, and Alt and that letter did nothing. A shortcut owned by
    the button keeps both, and like the button's own it acts only while the button is shown
    and enabled.
    """
    shortcut = QShortcut(QKeySequence(keys), button)
    shortcut.activated.connect(button.animateClick)
    return shortcut
