"""A head-to-head scala 40 table (tables of 2) on the window's sheet: two columns, the
closer marked and the other's points typed, the game over when the loser reaches 101, the
round's list counting the table in; the winner's 2 placement points reach the standings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.test_scala40_sheet import open_sheet, play_hand, totals
from tournament_app.services import Scala40Format, Scala40Settings
from tournament_app.ui.i18n import LanguageSwitcher

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
    assert "1st place" in sheet.model.headerData(0, Qt.Orientation.Horizontal)
    assert "4 of 5 tables still in play" in page.missing_label.text()
    points = {row.entry: row.points for row in ui_context.services.standings.overall(tid)}
    assert (points[a], points[b]) == (2, 0)


@pytest.mark.parametrize(
    ("language", "winner", "loser", "over"),
    [
        ("en", "1st place", "2nd place", "Game over. Final order: 1st "),
        ("it", "1° posto", "2° posto", ": 1° "),
    ],
)
def test_the_places_on_the_sheet_read_as_the_language_writes_them(
    qtbot, ui_context, language, winner, loser, over
) -> None:
    """English 1st and 2nd, Italian 1° and 2°: under each name and in the final order."""
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    ui_context.language = language
    try:
        _tid, _page, sheet = open_sheet(qtbot, ui_context, HEAD_TO_HEAD, players=10)
        a, b = sheet.sheet.players
        play_hand(qtbot, sheet, a, {b: 60})
        play_hand(qtbot, sheet, a, {b: 45})  # b reaches 105: out, a wins
        header = sheet.model.headerData
        assert header(0, Qt.Orientation.Horizontal).endswith(f"\n{winner}")
        assert header(1, Qt.Orientation.Horizontal).endswith(f"\n{loser}")
        assert over in sheet.outcome.text(), sheet.outcome.text()
        assert f", {loser.split()[0]} {b} " in sheet.outcome.text()
    finally:
        switcher.apply("en")
        ui_context.language = "en"
