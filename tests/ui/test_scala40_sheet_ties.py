"""The scala 40 sheet's tie control, driven through its real widgets offscreen: shown only on a
finished table the rules leave with a full tie (two players out together on 110 at a table
of five), naming them; the order chosen there and recorded places them and gives their
points; "Tie them again" takes it back; a correction that parts them says the order is gone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import Scala40Format, Scala40Hand, Scala40Settings
from tournament_app.ui.results.page import ResultsPage

FIVE = Scala40Settings(table_size=5, format=Scala40Format.PLACEMENT_POINTS, rounds=1)


def _open(qtbot, ui_context, *, hands: int = 2):
    """Five at one table, `hands` of its two hands entered (A wins, D and E out in hand 1,
    B and C out together on 110 in hand 2); the results page open on table 1."""
    services = ui_context.services
    tid = scala40_tournament(services, 5, FIVE)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    a, b, c, d, e = services.results.sheet(tid, 1, 1).players
    played = [
        Scala40Hand(((b, 20), (c, 20), (d, 110), (e, 120)), closer=a),
        Scala40Hand(((b, 90), (c, 90)), closer=a),
    ]
    version = None
    for hand in played[:hands]:
        version = services.results.enter_hand(tid, 1, 1, hand, expected_version=version).version
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    panel = page.scala40
    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    return tid, (a, b, c, d, e), panel.sheet


def _points(ui_context, tid) -> dict[int, int]:
    return {row.entry: row.points for row in ui_context.services.standings.overall(tid)}


def _choose(qtbot, combo: QComboBox, entry: int) -> None:
    """Pick `entry` in a place's choice by keyboard, as a director would."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == entry:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == entry


def test_no_tie_control_while_the_table_is_played(qtbot, ui_context) -> None:
    _tid, _seats, sheet = _open(qtbot, ui_context, hands=1)
    assert not sheet.tie_box.isVisible()


def test_the_director_orders_the_tie_on_the_sheet(qtbot, ui_context) -> None:
    tid, (a, b, c, d, e), sheet = _open(qtbot, ui_context)
    box = sheet.tie_box
    assert box.isVisible()
    said = box.findChild(QLabel, "tie_text_2").text()
    assert f"Tied for place 2: {b} Verdi{b} Luca, {c} Verdi{c} Luca" in said
    assert "out together in hand 2 on 110" in said
    assert f"2nd {b} Verdi{b} Luca" in sheet.outcome.text()
    assert f"2nd {c} Verdi{c} Luca" in sheet.outcome.text()
    assert _points(ui_context, tid)[b] == _points(ui_context, tid)[c] == 2

    second, third = box.choices[2]
    _choose(qtbot, second, c)
    _choose(qtbot, third, b)
    qtbot.mouseClick(box.give_buttons[2], Qt.MouseButton.LeftButton)

    assert f"2nd {c} Verdi{c} Luca (110), 3rd {b} Verdi{b} Luca (110)" in sheet.outcome.text()
    assert _points(ui_context, tid) == {a: 4, c: 2, b: 1, d: 0, e: 0}
    box = sheet.tie_box
    said = box.findChild(QLabel, "tie_text_2").text()
    assert f"Order given by the director: 2nd {c} Verdi{c} Luca, 3rd {b} Verdi{b} Luca" in said
    assert [combo.currentData() for combo in box.choices[2]] == [c, b]

    qtbot.mouseClick(box.back_buttons[2], Qt.MouseButton.LeftButton)
    assert f"2nd {b} Verdi{b} Luca (110), 2nd {c} Verdi{c} Luca (110)" in sheet.outcome.text()
    assert 2 not in sheet.tie_box.back_buttons
    assert _points(ui_context, tid)[b] == _points(ui_context, tid)[c] == 2


def test_a_player_chosen_twice_is_refused_in_words(qtbot, ui_context) -> None:
    tid, (_a, b, _c, _d, _e), sheet = _open(qtbot, ui_context)
    second, third = sheet.tie_box.choices[2]
    _choose(qtbot, second, b)
    _choose(qtbot, third, b)
    qtbot.mouseClick(sheet.tie_box.give_buttons[2], Qt.MouseButton.LeftButton)
    warned = ui_context.dialogs.shown[-1]
    assert warned.kind == "warn" and f"the order names player {b} twice" in warned.text
    assert ui_context.services.results.sheet(tid, 1, 1).ties[0].order == ()


def test_a_correction_that_parts_them_says_the_order_is_gone(qtbot, ui_context) -> None:
    tid, (_a, b, c, _d, _e), sheet = _open(qtbot, ui_context)
    second, third = sheet.tie_box.choices[2]
    _choose(qtbot, second, c)
    _choose(qtbot, third, b)
    qtbot.mouseClick(sheet.tie_box.give_buttons[2], Qt.MouseButton.LeftButton)
    # Hand 2 loaded for correction: C held 95, not 90.
    sheet.load_hand(1)
    edit = sheet.point_edits[c]
    edit.selectAll()
    qtbot.keyClicks(edit, "95")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    said = ui_context.dialogs.shown[-1]
    assert said.kind == "inform"
    assert f"The order given for the tie of {c} Verdi{c} Luca, {b} Verdi{b} Luca" in said.text
    assert not sheet.tie_box.isVisible()
    assert f"2nd {b} Verdi{b} Luca (110), 3rd {c} Verdi{c} Luca (115)" in sheet.outcome.text()
    assert ui_context.services.results.sheet(tid, 1, 1).ties == ()
