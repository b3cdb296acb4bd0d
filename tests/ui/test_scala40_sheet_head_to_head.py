"""A head-to-head scala 40 table (tables of 2) on the window's sheet: two columns, the
closer marked and the other's points typed, the game over when the loser reaches 101, the
round's list counting the table in; the winner's 2 placement points reach the standings."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_scala40_sheet import open_sheet, play_hand, totals
from tournament_app.services import Scala40Format, Scala40Settings

HEAD_TO_HEAD = Scala40Settings(
    table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=3, placement_points=(2, 0)
)


def test_two_players_play_their_table_to_the_end(qtbot, ui_context) -> None:
    tid, page, sheet = open_sheet(qtbot, ui_context, HEAD_TO_HEAD, players=10)
    a, b = sheet.sheet.players
    assert sheet.model.columnCount() == 2
    assert set(sheet.point_edits) == {a, b}
    play_hand(qtbot, sheet, a, {b: 60})
    assert totals(sheet) == {a: 0, b: 60}
    assert not sheet.sheet.finished
    play_hand(qtbot, sheet, b, {a: 35})
    assert totals(sheet) == {a: 35, b: 60}
    play_hand(qtbot, sheet, a, {b: 45})  # b reaches 105: out, a wins
    assert sheet.sheet.finished
    assert {p.entry: p.place for p in sheet.sheet.placings} == {a: 1, b: 2}
    assert "Game over" in sheet.outcome.text()
    total_row = sheet.model.rowCount() - 1
    assert [sheet.model.index(total_row, i).data() for i in range(2)] == ["35", "105"]
    assert "1° place" in sheet.model.headerData(0, Qt.Orientation.Horizontal)
    assert "4 of 5 tables still in play" in page.missing_label.text()
    points = {row.entry: row.points for row in ui_context.services.standings.overall(tid)}
    assert (points[a], points[b]) == (2, 0)
