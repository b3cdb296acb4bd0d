"""The Rounds page's "Calendar of the groups" (issue #19): shown only for a scala 40
all'italiana, it writes the whole calendar (every round's tables with their group) as a PDF
and opens it to print."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import Scala40Format, Scala40Seating, Scala40Settings
from tournament_app.ui import export_actions
from tournament_app.ui.rounds.page import RoundsPage

ITALIANA = Scala40Settings(
    format=Scala40Format.PLACEMENT_POINTS, rounds=3, seating=Scala40Seating.ITALIANA, group_size=8
)


def _page(qtbot, ui_context, settings: Scala40Settings) -> RoundsPage:
    tid = scala40_tournament(ui_context.services, players=16, settings=settings)
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page.reload()
    return page


def test_an_all_italiana_prints_its_calendar(qtbot, ui_context, tmp_path: Path, monkeypatch):
    opened: list[Path] = []
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    page = _page(qtbot, ui_context, ITALIANA)
    assert page.calendar_button.isVisible()
    target = tmp_path / "calendario.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    qtbot.mouseClick(page.calendar_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: opened == [target], timeout=10_000)
    printed = " ".join(p.extract_text() for p in PdfReader(target).pages)
    assert "round 3" in printed and "Group" in printed


def test_other_tournaments_have_no_calendar_button(qtbot, ui_context) -> None:
    page = _page(qtbot, ui_context, Scala40Settings(format=Scala40Format.PLACEMENT_POINTS))
    assert not page.calendar_button.isVisible()
