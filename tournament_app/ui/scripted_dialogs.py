"""Dialogs that never open, for tests and the screenshot run (`dialogs.ScriptedDialogs`): a
page driven with them never blocks a headless process on a modal box."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tournament_app.ui.dialogs import Dialogs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


@dataclass
class ShownMessage:
    """One message a `ScriptedDialogs` was asked to show."""

    kind: str  # "inform", "warn", "error" or "confirm"
    title: str
    text: str


@dataclass
class ScriptedDialogs(Dialogs):
    """Dialogs that never open: answers come from queues, messages are recorded.

    Used by tests (to drive a page without a modal box blocking) and by the screenshot run.
    An empty answer queue means "cancel" for pickers and questions, and "No" for `confirm`
    unless `confirm_by_default` is set.
    """

    files_to_open: deque[str] = field(default_factory=deque)
    files_to_save: deque[str] = field(default_factory=deque)
    texts: deque[str] = field(default_factory=deque)
    choices: deque[str] = field(default_factory=deque)
    confirmations: deque[bool] = field(default_factory=deque)
    confirm_by_default: bool = False
    shown: list[ShownMessage] = field(default_factory=list)
    asked: list[dict[str, Any]] = field(default_factory=list)

    def inform(self, parent: QWidget | None, title: str, text: str) -> None:
        self.shown.append(ShownMessage("inform", title, text))

    def warn(self, parent: QWidget | None, title: str, text: str) -> None:
        self.shown.append(ShownMessage("warn", title, text))

    def error(self, parent: QWidget | None, title: str, text: str) -> None:
        self.shown.append(ShownMessage("error", title, text))

    def confirm(self, parent: QWidget | None, title: str, text: str) -> bool:
        self.shown.append(ShownMessage("confirm", title, text))
        if self.confirmations:
            return self.confirmations.popleft()
        return self.confirm_by_default

    def open_file(
        self, parent: QWidget | None, caption: str, filters: str, directory: str = ""
    ) -> str | None:
        self.asked.append({"kind": "open_file", "caption": caption, "filters": filters})
        return self.files_to_open.popleft() if self.files_to_open else None

    def save_file(
        self,
        parent: QWidget | None,
        caption: str,
        filters: str,
        directory: str = "",
        *,
        confirm_overwrite: bool = True,
    ) -> str | None:
        self.asked.append(
            {
                "kind": "save_file",
                "caption": caption,
                "filters": filters,
                "directory": directory,
                "confirm_overwrite": confirm_overwrite,
            }
        )
        return self.files_to_save.popleft() if self.files_to_save else None

    def ask_text(
        self,
        parent: QWidget | None,
        title: str,
        label: str,
        text: str = "",
        *,
        secret: bool = False,
    ) -> str | None:
        self.asked.append({"kind": "text", "title": title, "label": label, "secret": secret})
        return self.texts.popleft() if self.texts else None

    def ask_choice(
        self,
        parent: QWidget | None,
        title: str,
        label: str,
        choices: Sequence[str],
        current: int = 0,
    ) -> str | None:
        self.asked.append(
            {"kind": "choice", "title": title, "label": label, "choices": list(choices)}
        )
        return self.choices.popleft() if self.choices else None

    def messages(self, kind: str | None = None) -> list[str]:
        """The texts shown so far, optionally only of one kind ("warn", "error", ...)."""
        return [m.text for m in self.shown if kind is None or m.kind == kind]


__all__ = ["ScriptedDialogs", "ShownMessage"]
