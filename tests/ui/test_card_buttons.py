"""The Standings page's Score cards PDF and Movement cards PDF buttons: the director picks a
file, the cards are written and opened; where no movement is fixed, the director reads why."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tests.exports.pdf_reading import cards_by_number
from tournament_app.ui import export_actions
from tournament_app.ui.standings.page import StandingsPage


def _page(qtbot, ui_context, tid: int) -> StandingsPage:
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    return page


def test_score_and_movement_cards_from_the_standings_page(
    qtbot, ui_context, tmp_path: Path, monkeypatch
) -> None:
    """Round 1 of a Mitchell entered: a score card and a movement card for each of the
    eight pairs, in the files the director chose, each opened once written."""
    opened: list[Path] = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for table in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, table.table, 640, 245)
    page = _page(qtbot, ui_context, tid)
    buttons = {b.objectName(): b for b in page.findChildren(QPushButton)}
    items = (page.export_row.itemAt(i) for i in range(page.export_row.count()))
    order = [item.widget().objectName() for item in items if item.widget() is not None]
    assert (
        order.index("score_cards_pdf") < order.index("movement_cards_pdf") < order.index("export")
    )
    for name, heading in (
        ("score_cards_pdf", "Score card of pair no. {n}"),
        ("movement_cards_pdf", "Movement of pair no. {n}"),
    ):
        target = tmp_path / f"{name}.pdf"
        ui_context.dialogs.files_to_save.append(str(target))
        qtbot.mouseClick(buttons[name], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda target=target: target in opened)
        assert sorted(cards_by_number(target, heading)) == list(range(1, 9))


def test_movement_cards_of_a_scala40_say_why_not(qtbot, ui_context, tmp_path: Path) -> None:
    """Scala 40 has no fixed movement: the director is told, and no file is written."""
    services = ui_context.services
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    page = _page(qtbot, ui_context, tid)
    target = tmp_path / "movimento.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    button = next(
        b for b in page.findChildren(QPushButton) if b.objectName() == "movement_cards_pdf"
    )
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(ui_context.dialogs.messages("warn")))
    assert "Mitchell" in ui_context.dialogs.messages("warn")[0]
    assert not target.exists()
