"""The cards handed to the players, from the window: the Standings page's buttons for every
entry's score card and the movement cards of the Mitchell being played, with how many a page
(2, or 4 to cut apart), and one entry's card from the Registration and Standings lists
(`services.exports`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QBoxLayout, QComboBox, QPushButton

from tournament_app.ui.export_actions import exports_service, write_tournament_pdf


def add_card_buttons(page: Any, layout: QBoxLayout, before: QPushButton) -> list[QPushButton]:
    """Add Score cards PDF, Movement cards PDF and the cards-a-page choice to `layout`, in
    front of `before` (the Export… button, which stays last). `page` has `context` and
    `tournament_id`; the choice is kept as `page.cards_per_page`."""
    score = QPushButton(QCoreApplication.translate("ExportActions", "S&core cards PDF"))
    score.setObjectName("score_cards_pdf")
    score.setToolTip(
        QCoreApplication.translate(
            "ExportActions",
            "A card for each pair or player to hand out: each round's table, opponents,"
            " scores and points, the total and the place (two or four a page)",
        )
    )
    score.clicked.connect(lambda: write_score_cards_pdf(page))
    movement = QPushButton(QCoreApplication.translate("ExportActions", "&Movement cards PDF"))
    movement.setObjectName("movement_cards_pdf")
    movement.setToolTip(
        QCoreApplication.translate(
            "ExportActions",
            "For a Mitchell or a round robin: each pair's table, line and opponents in every"
            " round of the movement (two or four a page)",
        )
    )
    movement.clicked.connect(lambda: write_movement_cards_pdf(page))
    per_page = QComboBox()
    per_page.setObjectName("cards_per_page")
    per_page.addItem(QCoreApplication.translate("ExportActions", "2 a page"), 2)
    per_page.addItem(QCoreApplication.translate("ExportActions", "4 a page (A6)"), 4)
    per_page.setToolTip(
        QCoreApplication.translate(
            "ExportActions",
            "How many cards on each A4 sheet: two (A5 halves) or four (A6 quarters, with"
            " faint marks to cut them apart)",
        )
    )
    per_page.setAccessibleName(QCoreApplication.translate("ExportActions", "Cards a page"))
    page.cards_per_page = per_page
    at = layout.indexOf(before)
    for offset, widget in enumerate((score, movement, per_page)):
        layout.insertWidget(at + offset if at >= 0 else -1, widget)
    return [score, movement]


def chosen_per_page(page: Any) -> int:
    """The cards a page the page's choice says (2 where it has none)."""
    choice = getattr(page, "cards_per_page", None)
    return int(choice.currentData()) if choice is not None else 2


def write_score_cards_pdf(page: Any, *, entry: int | None = None) -> Path | None:
    """Write every entry's score card (or entry number `entry`'s only) of the tournament
    shown and open it; where four a page were asked and the cards do not fit a quarter,
    the services print two a page and the director is told why."""
    per_page = chosen_per_page(page)
    printed: list[Any] = []

    def write(services: Any, tid: int, path: Path, language: str) -> object:
        done = exports_service().score_cards_pdf(
            services, tid, path, entry=entry, per_page=per_page, language=language
        )
        printed.append(done)
        return done

    what = (
        QCoreApplication.translate("ExportActions", "score cards")
        if entry is None
        else QCoreApplication.translate("ExportActions", "score card {0}").replace(
            "{0}", str(entry)
        )
    )
    path = write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Score cards PDF"),
        what,
        write,
        with_round=True,
    )
    if path is not None and printed and printed[0].fewer:
        from tournament_app.services.messages import two_a_page_sentence

        page.context.dialogs.inform(
            page,
            QCoreApplication.translate("ExportActions", "Score cards PDF"),
            two_a_page_sentence(printed[0].rounds, page.context.language),
        )
    return path


def write_movement_cards_pdf(page: Any) -> Path | None:
    """Write the movement cards of the Mitchell (or round robin) being played and open them;
    where no movement is fixed the services refuse, and the director reads why."""
    per_page = chosen_per_page(page)
    return write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Movement cards PDF"),
        QCoreApplication.translate("ExportActions", "movement cards"),
        lambda services, tid, path, language: exports_service().movement_cards_pdf(
            services, tid, path, per_page=per_page, language=language
        ),
        with_round=True,
    )


PRINT_CARD_KEY = "Ctrl+Shift+S"  # S for scheda, the score card


def add_print_card_action(page: Any, view: QAbstractItemView, entry_of: Any) -> QAction:
    """The action Print this card…, in `view`'s context menu and on Ctrl+Shift+S while the
    list has the focus: the score card of the entry `entry_of()` names (its number; None
    when no row is selected), written, opened to print and saved where the director chose."""
    action = QAction(QCoreApplication.translate("ExportActions", "Print this card…"), view)
    action.setObjectName("print_entry_card")
    action.setShortcut(QKeySequence(PRINT_CARD_KEY))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _checked=False: print_entry_card(page, entry_of()))
    view.addAction(action)
    view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    return action


def print_entry_card(page: Any, entry: int | None) -> Path | None:
    """Write the score card of entry number `entry` alone and open it; with no entry
    selected, the director is told how to choose one."""
    if page.tournament_id is None:
        return None
    if entry is None:
        page.context.dialogs.warn(
            page,
            QCoreApplication.translate("ExportActions", "Print this card"),
            QCoreApplication.translate(
                "ExportActions",
                "Select a pair or player in the list first, then print its card"
                " (right click, or Ctrl+Shift+S).",
            ),
        )
        return None
    return write_score_cards_pdf(page, entry=entry)
