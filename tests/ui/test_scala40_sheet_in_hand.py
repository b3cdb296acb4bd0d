"""A chiusura in mano entered on the sheet under FISCA's rule: the players who had opened pay
double, a player who had not opened a flat 100, once, with no figure to type (even where a
player not opened otherwise pays the cards held). Rules: /work/shared/domain/scala40.md."""

from __future__ import annotations

from tests.ui.test_scala40_sheet import open_sheet, play_hand, totals
from tournament_app.services import InHandClose, Scala40Settings

FISCA = Scala40Settings(in_hand_close=InHandClose.FISCA)


def test_fisca_not_opened_pays_100_once(qtbot, ui_context):
    """a closes in hand; b (20) and d (15) had opened, c had not and is left blank: 40, 100,
    30; c's cell shows no doubling, c stays in (100 < 101)."""
    _, _, sheet = open_sheet(qtbot, ui_context, FISCA)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 20, d: 15}, not_opened=(c,), in_hand=True)
    assert sheet.error.text() == ""
    assert totals(sheet) == {a: 0, b: 40, c: 100, d: 30}
    assert c not in sheet.sheet.eliminated
    row = [sheet.model.index(0, column).data() for column in range(4)]
    assert row[1] == "40 (20×2)"
    assert row[2].startswith("100") and "×2" not in row[2]
    assert row[3] == "30 (15×2)"


def test_an_ordinary_close_still_needs_the_cards_of_a_player_not_opened(qtbot, ui_context):
    """Without the chiusura in mano the official rule holds: the cards held are paid, so a
    blank for c is refused and nothing is recorded."""
    _, _, sheet = open_sheet(qtbot, ui_context, FISCA)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 20, d: 15}, not_opened=(c,))
    assert sheet.error.text() != ""
    assert sheet.sheet.hands == ()
