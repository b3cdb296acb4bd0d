"""The message boxes and file pickers the GUI shows, behind one object tests can replace.

Pages never call `QMessageBox` or `QFileDialog` directly: they call `context.dialogs`, which is
a `Dialogs` in the application and a `ScriptedDialogs` in tests and in the screenshot run (so
nothing modal ever blocks a headless process).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tournament_app.names_on_first_use import names_on_first_use

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QFormLayout, QWidget

    from tournament_app.ui.scripted_dialogs import ScriptedDialogs as ScriptedDialogs
    from tournament_app.ui.scripted_dialogs import ShownMessage as ShownMessage

# The Qt dialogs are imported where they open: PySide makes a Qt class, with its enums, when
# it is first named, and a start opens none of them before its window is ready.


class Dialogs:
    """The real dialogs: Qt message boxes, input boxes and native file pickers."""

    def inform(self, parent: QWidget | None, title: str, text: str) -> None:
        """Tell the director something that went well or is worth knowing."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(parent, title, text)

    def warn(self, parent: QWidget | None, title: str, text: str) -> None:
        """Tell the director something was refused, and what to do about it."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, title, text)

    def error(self, parent: QWidget | None, title: str, text: str) -> None:
        """Tell the director something failed (a file, the database, the server)."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(parent, title, text)

    def confirm(self, parent: QWidget | None, title: str, text: str) -> bool:
        """Ask a yes/no question; No is the default so Enter never destroys anything."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            parent,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def open_file(
        self, parent: QWidget | None, caption: str, filters: str, directory: str = ""
    ) -> str | None:
        """Pick an existing file; None when the director cancels."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(parent, caption, directory, filters)
        return path or None

    def save_file(
        self,
        parent: QWidget | None,
        caption: str,
        filters: str,
        directory: str = "",
        *,
        confirm_overwrite: bool = True,
    ) -> str | None:
        """Pick a file to write; None on cancel.

        The picker asks before overwriting, unless `confirm_overwrite` is False (choosing a
        database to open or create, where an existing file is opened, never replaced).
        """
        from PySide6.QtWidgets import QFileDialog

        options = QFileDialog.Option(0)
        if not confirm_overwrite:
            options |= QFileDialog.Option.DontConfirmOverwrite
        path, _ = QFileDialog.getSaveFileName(parent, caption, directory, filters, "", options)
        return path or None

    def ask_text(
        self,
        parent: QWidget | None,
        title: str,
        label: str,
        text: str = "",
        *,
        secret: bool = False,
    ) -> str | None:
        """Ask for one line of text (hidden when `secret`); None on cancel."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        mode = QLineEdit.EchoMode.Password if secret else QLineEdit.EchoMode.Normal
        value, ok = QInputDialog.getText(parent, title, label, mode, text)
        return value if ok else None

    def ask_choice(
        self,
        parent: QWidget | None,
        title: str,
        label: str,
        choices: Sequence[str],
        current: int = 0,
    ) -> str | None:
        """Ask the director to pick one of `choices`; None on cancel."""
        from PySide6.QtWidgets import QInputDialog

        value, ok = QInputDialog.getItem(parent, title, label, list(choices), current, False)
        return value if ok else None


# The tests' and the screenshot run's dialogs (two dataclasses) are made when first named,
# not by every start of the window: each dataclass costs a start time to make.
__getattr__ = names_on_first_use(
    __name__,
    {name: "tournament_app.ui.scripted_dialogs" for name in ("ScriptedDialogs", "ShownMessage")},
    globals(),
)


def form_with_ok_cancel(
    dialog: QDialog, form: QFormLayout, on_ok: Callable[[], object] | None = None
) -> None:
    """Lay out a small editing dialog: `form` above OK and Cancel. OK calls `on_ok` (which
    closes the dialog itself when the input is good), or simply accepts."""
    from PySide6.QtWidgets import QDialogButtonBox, QVBoxLayout

    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(on_ok if on_ok is not None else dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(buttons)


__all__ = [
    "Dialogs",
    "ScriptedDialogs",
    "ShownMessage",
    "form_with_ok_cancel",
]
