"""The window's tabs, each page built the first time it is wanted.

A start shows one page (the results of the round in play, or the tournaments): building the
five behind it, their widgets, models and modules, was a third of what Torneo adds to a start
(docs/benchmarks.md). So each tab holds an empty `PageSlot` until the tab is first shown or
code asks for its page (`PageTabs.page`). A page built late reads the open tournament in its
constructor, as every page does, so it shows what the others show.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from tournament_app.ui.context import AppContext
    from tournament_app.ui.typed_input import TypedInput

TAB_START, TAB_REGISTRATION, TAB_ROUNDS, TAB_RESULTS, TAB_STANDINGS, TAB_LOG = range(6)

PAGE_CLASSES = (
    ("tournament_app.ui.start_page", "StartPage"),
    ("tournament_app.ui.registration.page", "RegistrationPage"),
    ("tournament_app.ui.rounds.page", "RoundsPage"),
    ("tournament_app.ui.results.page", "ResultsPage"),
    ("tournament_app.ui.standings.page", "StandingsPage"),
    ("tournament_app.ui.log_page", "LogPage"),
)
"""Each tab's page, by module and class: imported when the page is first built."""


class PageSlot(QWidget):
    """A tab's body: empty (nothing imported, nothing read) until its page is built in it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(0)
        self.page: QWidget | None = None


class PageTabs:
    """The six pages over one context, each built on first use.

    `built(page)` is called once per page made, for the window to connect what it needs."""

    def __init__(
        self, tabs: QTabWidget, context: AppContext, built: Callable[[int, QWidget], None]
    ) -> None:
        self.tabs = tabs
        self.context = context
        self.built = built
        self.slots: list[PageSlot] = []

    def add(self, titles: list[str]) -> None:
        """One empty tab per title, without telling anyone the current tab changed: the
        caller decides which page is shown first."""
        blocked = self.tabs.blockSignals(True)
        try:
            for title in titles:
                slot = PageSlot(self.tabs)
                self.slots.append(slot)
                self.tabs.addTab(slot, title)
        finally:
            self.tabs.blockSignals(blocked)

    def existing(self, index: int) -> QWidget | None:
        """The page of tab `index` if it has been built, else None."""
        return self.slots[index].page if 0 <= index < len(self.slots) else None

    def page(self, index: int) -> QWidget:
        """The page of tab `index`, built now if it was not yet."""
        slot = self.slots[index]
        if slot.page is None:
            module, name = PAGE_CLASSES[index]
            page_class = getattr(importlib.import_module(module), name)
            page = page_class(self.context, slot)
            slot.page = page
            slot.body.addWidget(page)
            page.show()  # a child made after its parent was shown stays hidden otherwise
            self.built(index, page)
        return slot.page

    def built_pages(self) -> list[QWidget]:
        """The pages built so far, in tab order."""
        return [slot.page for slot in self.slots if slot.page is not None]

    def typed(self) -> dict[int, TypedInput]:
        """What each page built holds typed and not saved, by tab (`typed_input.KeepsTyping`):
        asked before the pages are rebuilt."""
        held: dict[int, TypedInput] = {}
        for index, slot in enumerate(self.slots):
            read = getattr(slot.page, "typed_input", None)
            typed = read() if callable(read) else None
            if typed is not None:
                held[index] = typed
        return held

    def give_back(self, held: dict[int, TypedInput]) -> None:
        """Give each rebuilt page what the page of its tab held before (`typed`): a page
        not shown since is built now, so its fields hold the typing when it is shown."""
        for index, typed in held.items():
            if 0 <= index < len(self.slots):
                give = getattr(self.page(index), "give_back_typed", None)
                if callable(give):
                    give(typed)

    def discard(self) -> None:
        """Empty the tabs; the slots and their pages are deleted. Silently: a tab coming to
        the front as the others go must not build its page."""
        blocked = self.tabs.blockSignals(True)
        try:
            self.tabs.clear()
        finally:
            self.tabs.blockSignals(blocked)
        for slot in self.slots:
            slot.deleteLater()
        self.slots = []


__all__ = [
    "PAGE_CLASSES",
    "TAB_LOG",
    "TAB_REGISTRATION",
    "TAB_RESULTS",
    "TAB_ROUNDS",
    "TAB_STANDINGS",
    "TAB_START",
    "PageSlot",
    "PageTabs",
]
