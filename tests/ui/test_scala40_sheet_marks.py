"""The window's scala 40 sheet writes the printed sheet's marks, and its legend under the grid
says what they mean in the printed sheet's words: C who went out, M a chiusura in mano, N not
opened, X out, R re-entered (with the total the player came back on), P the director's
penalty points (scala40.md, "The table scoresheet")."""

from __future__ import annotations

from tests.builders.tournaments import published_round, scala40_tournament
from tests.ui.test_scala40_sheet import open_sheet, play_hand
from tournament_app.services import PenaltyKind, Scala40Settings
from tournament_app.ui.results.page import ResultsPage


def test_the_grid_writes_the_printed_marks_with_their_legend(qtbot, ui_context) -> None:
    """Hand 1: a goes out in one go, b had not opened (60 in hand), c out on 110 and back in
    on 60 (b's, the highest total in play), d 5, then 10 penalty points to d in round 1."""
    tid, _page, sheet = open_sheet(qtbot, ui_context, Scala40Settings(reentries=1))
    assert not sheet.legend.isHidden()
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 60, c: 110, d: 5}, not_opened=(b,), in_hand=True)
    ui_context.services.results.reenter(tid, 1, 1, c, expected_version=sheet.sheet.version)
    ui_context.services.penalties.add(
        tid, d, PenaltyKind.MP, reason="slow play", round_number=1, mp=10
    )
    sheet.reload()

    row = [sheet.model.index(0, column).data() for column in range(4)]
    assert row == ["0 C M", "60 N", "110 X R 60", "5 P +10"]
    assert sheet.legend.text() == (
        "Marks: C = goes out · M = goes out in one (no doubling) · N = not opened · X = out"
        " · R = re-entered · P = the director's penalty points, in the total from this hand"
    )


def test_the_legend_comes_with_a_table(qtbot, ui_context) -> None:
    """Before a table is opened the hint stands where the grid goes, with no legend; the
    table opened, its legend is under the grid."""
    tid = scala40_tournament(ui_context.services, 4)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    sheet = page.scala40.sheet
    assert sheet.legend.isHidden() and not sheet.empty_hint.isHidden()
    page.scala40.open_table(1)
    assert sheet.legend.text().startswith("Marks: C = goes out")
    assert not sheet.legend.isHidden()
