"""The window's scala 40 sheet after a forfeit: the player who left has no field to type in
and the hands after it are saved without them (the services decide who is in play:
`Scala40Sheet.in_play`)."""

from __future__ import annotations

from tests.builders.evenings import published_round, scala40_tournament
from tests.ui.test_scala40_sheet import open_sheet, play_hand, totals
from tournament_app.services import PenaltyKind


def test_the_column_of_who_left_closes_and_the_next_hand_goes_without_them(qtbot, ui_context):
    services = ui_context.services
    tid = scala40_tournament(services, 4)  # one table: the final, where a forfeit counts
    published_round(services, tid)
    _, _, sheet = open_sheet(qtbot, ui_context, tid=tid)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 20, d: 45})
    services.penalties.add(tid, d, PenaltyKind.FORFEIT, round_number=1, reason="lascia")
    sheet.reload()
    assert not sheet.point_edits[d].isEnabled()
    assert "3 players still in" in sheet.outcome.text()
    play_hand(qtbot, sheet, a, {b: 40, c: 50})
    assert sheet.error.text() == ""
    assert len(sheet.sheet.hands) == 2
    assert totals(sheet) == {a: 0, b: 70, c: 70, d: 45}
