"""The Standings page's buttons for the cards handed to the players: every entry's score
card, and the movement cards of the Mitchell being played (`services.exports`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QBoxLayout, QPushButton

from tournament_app.ui.export_actions import exports_service, write_tournament_pdf


def add_card_buttons(page: Any, layout: QBoxLayout, before: QPushButton) -> list[QPushButton]:
    """Add Score cards PDF and Movement cards PDF to `layout`, in front of `before` (the
    Export… button, which stays last). `page` has `context` and `tournament_id`."""
    score = QPushButton(QCoreApplication.translate("ExportActions", "S&core cards PDF"))
    score.setObjectName("score_cards_pdf")
    score.setToolTip(
        QCoreApplication.translate(
            "ExportActions",
            "A card for each pair or player to hand out: each round's table, opponents,"
            " scores and points, the total and the place (two a page)",
        )
    )
    score.clicked.connect(lambda: write_score_cards_pdf(page))
    movement = QPushButton(QCoreApplication.translate("ExportActions", "&Movement cards PDF"))
    movement.setObjectName("movement_cards_pdf")
    movement.setToolTip(
        QCoreApplication.translate(
            "ExportActions",
            "For a Mitchell or a round robin: each pair's table, line and opponents in every"
            " round of the movement (two a page)",
        )
    )
    movement.clicked.connect(lambda: write_movement_cards_pdf(page))
    at = layout.indexOf(before)
    for offset, button in enumerate((score, movement)):
        layout.insertWidget(at + offset if at >= 0 else -1, button)
    return [score, movement]


def write_score_cards_pdf(page: Any) -> Path | None:
    """Write every entry's score card of the tournament shown and open it."""
    return write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Score cards PDF"),
        QCoreApplication.translate("ExportActions", "score cards"),
        lambda services, tid, path, language: exports_service().score_cards_pdf(
            services, tid, path, language=language
        ),
        with_round=True,
    )


def write_movement_cards_pdf(page: Any) -> Path | None:
    """Write the movement cards of the Mitchell (or round robin) being played and open them;
    where no movement is fixed the services refuse, and the director reads why."""
    return write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Movement cards PDF"),
        QCoreApplication.translate("ExportActions", "movement cards"),
        lambda services, tid, path, language: exports_service().movement_cards_pdf(
            services, tid, path, language=language
        ),
        with_round=True,
    )
