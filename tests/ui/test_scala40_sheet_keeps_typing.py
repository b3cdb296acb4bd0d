"""A hand half typed on the scala 40 sheet outlives the page's redraws (another station's write
heard, a penalty given, a forfeit): the line keeps it as typed when it still fits, keeps the
figures but says so when the sheet changed under them (the save then refused once by the
version check, naming who changed it), and takes off only the figure of a player no longer in
play, naming them. Nothing a director typed is lost without a word."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.builders import tournaments
from tests.builders.evenings import published_round, scala40_tournament
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tests.ui.test_scala40_sheet import open_sheet
from tournament_app.services import (
    PenaltyKind,
    Scala40Form,
    Scala40Format,
    Scala40Hand,
    Scala40PairsHand,
    Scala40Settings,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.ui.other_stations import OtherStations

CHANGED = (
    "The sheet changed meanwhile (a hand saved or taken back elsewhere): what you typed is kept."
)


def _refused(sheet) -> bool:
    """The line says the save was refused: Sala 2 changed the table, nothing saved."""
    said = sheet.error.text()
    return "Sala 2" in said and ("not saved" in said or "nothing was saved" in said)


def _four(services: Services) -> TournamentId:
    """Four players, one table: the final, where a forfeit counts."""
    tid = scala40_tournament(services, 4)
    published_round(services, tid)
    return tid


def _eight(services: Services) -> TournamentId:
    """Eight players at two tables, round 1 published."""
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    return tid


def _pairs(services: Services) -> TournamentId:
    """Four pairs at two tables, round 1 published."""
    settings = Scala40Settings(
        form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=2
    )
    tid = tournaments.scala40_tournament(services, 4, settings, roster=tournaments.pair)
    published_round(services, tid)
    return tid


STATES = {
    "four": with_services(_four, station="test"),
    "eight": with_services(_eight, station="test"),
    "pairs": with_services(_pairs, station="test"),
}
start, ui_context = ui_snapshot_fixtures(STATES)
four = state_value("four")
eight = state_value("eight")
pairs = state_value("pairs")


@pytest.fixture
def sala2(ui_context) -> Iterator[Services]:
    """Another station on the same file, heard through the window's watch on other stations."""
    services = open_services(ui_context.database, station="Sala 2")
    yield services
    services.close()


def _opened(qtbot, ui_context, tid):
    """Table 1's sheet open, the window's watch on other stations started, the page active."""
    _, page, sheet = open_sheet(qtbot, ui_context, tid=tid)
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    page.activateWindow()
    qtbot.waitActive(page)
    return page, sheet, watch


def _type_hand(qtbot, sheet, closer, points, *, not_opened=()):
    """Mark the closer, type the others' figures field by field (clicked into, as a director
    does), tick who had not opened; no Enter: the keyboard stays on the last figure."""
    button = sheet.closer_buttons[closer]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    for player in not_opened:
        sheet.not_opened_boxes[player].setChecked(True)
    for player, figure in points.items():
        qtbot.mouseClick(sheet.point_edits[player], Qt.MouseButton.LeftButton)
        qtbot.keyClicks(sheet.point_edits[player], figure)


def _heard(qtbot, watch, sheet, write) -> None:
    """`write` done at the other station, and the sheet redrawn once the window heard of it."""
    reads = sheet.reads
    write()
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking and sheet.reads > reads, timeout=5000)


def _line(sheet) -> dict[int, str]:
    return {player: edit.text() for player, edit in sheet.point_edits.items()}


def _named(sheet, player) -> str:
    return f"{player} {sheet.names[player]}"


def test_a_penalty_given_elsewhere_keeps_the_line_as_typed(qtbot, ui_context, four, sala2):
    """a closes, b 30, c "A K JK 7" not opened, d 15 with the keyboard on it; Sala 2 gives
    b 10 penalty points: the page shows the penalty, the line is as it was, the keyboard
    still on d's figure, nothing said; Enter saves the hand (c's cards 11+10+25+7 = 53)."""
    page, sheet, watch = _opened(qtbot, ui_context, four)
    a, b, c, d = sheet.sheet.players
    _type_hand(qtbot, sheet, a, {b: "30", c: "A K JK 7", d: "15"}, not_opened=(c,))

    _heard(
        qtbot,
        watch,
        sheet,
        lambda: sala2.penalties.add(four, b, PenaltyKind.MP, round_number=1, mp=10, reason="r"),
    )

    assert _named(sheet, b) in sheet.penalties_note.text()
    assert _line(sheet) == {a: "0", b: "30", c: "A K JK 7", d: "15"}
    assert sheet.closer_buttons[a].isChecked() and sheet.not_opened_boxes[c].isChecked()
    assert sheet.sum_labels[c].text() == "= 53"
    assert page.focusWidget() is sheet.point_edits[d]
    assert sheet.error.text() == ""
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    (hand,) = ui_context.services.results.sheet(four, 1, 1).hands
    assert dict(hand.points) == {a: 0, b: 30, c: 53, d: 15} and hand.not_opened == (c,)
    assert sheet.error.text() == "" and _line(sheet)[b] == ""  # saved: the line is empty


def test_another_tables_hand_keeps_the_line_as_typed(qtbot, ui_context, eight, sala2):
    """Table 2's first hand saved at Sala 2 while table 1's is half typed: table 1's line
    and keyboard as they were, nothing said, Enter saves it."""
    page, sheet, watch = _opened(qtbot, ui_context, eight)
    a, b, c, d = sheet.sheet.players
    _type_hand(qtbot, sheet, b, {a: "20", c: "5", d: "7"})
    e, f, g, h = sala2.results.sheet(eight, 1, 2).players
    other = Scala40Hand(((e, 0), (f, 40), (g, 40), (h, 40)), closer=e)

    _heard(qtbot, watch, sheet, lambda: sala2.results.enter_hand(eight, 1, 2, other))

    assert page.scala40.summaries[1].hands == 1  # the list heard of table 2's hand
    assert _line(sheet) == {a: "20", b: "0", c: "5", d: "7"}
    assert page.focusWidget() is sheet.point_edits[d] and sheet.error.text() == ""
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    (hand,) = ui_context.services.results.sheet(eight, 1, 1).hands
    assert dict(hand.points) == {a: 20, b: 0, c: 5, d: 7}


def test_the_same_hand_saved_elsewhere_keeps_the_figures_and_says_so(
    qtbot, ui_context, four, sala2
):
    """The director types hand 1 (a closes, b 30, c 40, d 45) while Sala 2 saves a hand 1 of
    its own (b closes, a 20, c 10, d 5): the sheet shows Sala 2's hand, the line keeps what
    was typed and says the sheet changed meanwhile. The first Enter is refused by the
    version check, naming Sala 2, nothing saved and the line still there; the second, the
    director having checked, saves it as hand 2: totals a 20, b 30, c 50, d 50."""
    _page, sheet, watch = _opened(qtbot, ui_context, four)
    a, b, c, d = sheet.sheet.players
    _type_hand(qtbot, sheet, a, {b: "30", c: "40", d: "45"})
    theirs = Scala40Hand(((a, 20), (b, 0), (c, 10), (d, 5)), closer=b)

    _heard(qtbot, watch, sheet, lambda: sala2.results.enter_hand(four, 1, 1, theirs))

    assert len(sheet.sheet.hands) == 1 and sheet.model.rowCount() == 2  # a hand and the totals
    assert _line(sheet) == {a: "0", b: "30", c: "40", d: "45"}
    assert sheet.closer_buttons[a].isChecked()
    assert sheet.error.text().startswith(CHANGED)
    assert "Check it against the sheet before saving." in sheet.error.text()

    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    assert _refused(sheet)
    assert len(ui_context.services.results.sheet(four, 1, 1).hands) == 1
    assert _line(sheet) == {a: "0", b: "30", c: "40", d: "45"}

    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    stored = ui_context.services.results.sheet(four, 1, 1)
    assert stored.hands == (theirs, stored.hands[1]) and stored.hands[1].closer == a
    assert dict(stored.totals) == {a: 20, b: 30, c: 50, d: 50}
    assert sheet.error.text() == ""


def test_a_player_put_out_elsewhere_loses_only_their_figure(qtbot, ui_context, four, sala2):
    """Hand 1 typed (a closes, b 30, c 40 not opened, d 45) while Sala 2 saves a hand 1 that
    puts c out (110): c's figure and mark are taken off, named, the others' kept with the
    sheet's change said; after the refused first Enter the second saves hand 2 without c."""
    _page, sheet, watch = _opened(qtbot, ui_context, four)
    a, b, c, d = sheet.sheet.players
    _type_hand(qtbot, sheet, a, {b: "30", c: "40", d: "45"}, not_opened=(c,))
    theirs = Scala40Hand(((a, 0), (b, 10), (c, 110), (d, 5)), closer=a)

    _heard(qtbot, watch, sheet, lambda: sala2.results.enter_hand(four, 1, 1, theirs))

    assert _line(sheet) == {a: "0", b: "30", c: "", d: "45"}
    assert not sheet.point_edits[c].isEnabled() and not sheet.not_opened_boxes[c].isChecked()
    said = sheet.error.text()
    assert said.startswith(CHANGED)
    assert f"No longer in play: {_named(sheet, c)}. What was typed for this player" in said

    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)  # refused: the sheet changed
    assert _refused(sheet) and _line(sheet) == {a: "0", b: "30", c: "", d: "45"}
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    stored = ui_context.services.results.sheet(four, 1, 1)
    assert dict(stored.hands[1].points) == {a: 0, b: 30, d: 45}
    assert dict(stored.totals) == {a: 0, b: 40, c: 110, d: 50}


def test_a_forfeit_takes_off_only_that_players_figure(qtbot, ui_context, four, sala2):
    """d leaves by forfeit (Sala 2) while hand 1 is typed (a closes, b 30, c 40, d 45): d's
    figure is taken off and d named, the rest kept as typed, keyboard on c's figure; no hand
    changed, so Enter saves at once, without d."""
    page, sheet, watch = _opened(qtbot, ui_context, four)
    a, b, c, d = sheet.sheet.players
    _type_hand(qtbot, sheet, a, {b: "30", d: "45", c: "40"})

    _heard(
        qtbot,
        watch,
        sheet,
        lambda: sala2.penalties.add(four, d, PenaltyKind.FORFEIT, round_number=1, reason="va"),
    )

    assert _line(sheet) == {a: "0", b: "30", c: "40", d: ""}
    assert not sheet.point_edits[d].isEnabled()
    assert sheet.error.text() == (
        f"No longer in play: {_named(sheet, d)}. What was typed for this player is taken off"
        " the line, the rest stays."
    )
    assert page.focusWidget() is sheet.point_edits[c]
    qtbot.keyClick(sheet.point_edits[c], Qt.Key.Key_Return)
    (hand,) = ui_context.services.results.sheet(four, 1, 1).hands
    assert dict(hand.points) == {a: 0, b: 30, c: 40}


def test_a_correction_overtaken_elsewhere_keeps_the_correction_typed(
    qtbot, ui_context, four, sala2
):
    """Hand 1 (a closes, b 30, c 40, d 45) loaded back and b's 30 typed over with 35; Sala 2
    corrects hand 1 meanwhile (c 44): the line still corrects hand 1 with the director's
    figures and says hand 1 changed; the first Enter is refused, the second replaces hand 1
    with the director's (no hand added)."""
    a, b, c, d = ui_context.services.results.sheet(four, 1, 1).players
    first = Scala40Hand(((a, 0), (b, 30), (c, 40), (d, 45)), closer=a)
    stored = ui_context.services.results.enter_hand(four, 1, 1, first)
    _page, sheet, watch = _opened(qtbot, ui_context, four)
    sheet.load_hand(0)
    sheet.point_edits[b].selectAll()
    qtbot.keyClicks(sheet.point_edits[b], "35")
    theirs = Scala40Hand(((a, 0), (b, 30), (c, 44), (d, 45)), closer=a)

    _heard(
        qtbot,
        watch,
        sheet,
        lambda: sala2.results.correct_hand(four, 1, 1, 0, theirs, expected_version=stored.version),
    )

    assert sheet.correcting == 0 and not sheet.cancel_correction.isHidden()
    assert _line(sheet) == {a: "0", b: "35", c: "40", d: "45"}
    assert sheet.error.text().startswith(
        "Hand 1, the one you are correcting, was changed meanwhile elsewhere"
    )
    qtbot.keyClick(sheet.point_edits[b], Qt.Key.Key_Return)
    assert _refused(sheet)
    assert ui_context.services.results.sheet(four, 1, 1).hands == (theirs,)
    qtbot.keyClick(sheet.point_edits[b], Qt.Key.Key_Return)
    stored = ui_context.services.results.sheet(four, 1, 1)
    assert len(stored.hands) == 1 and dict(stored.totals) == {a: 0, b: 35, c: 40, d: 45}


def test_a_correction_whose_hand_is_taken_back_becomes_the_next_hand(
    qtbot, ui_context, four, sala2
):
    """Hand 2 loaded to correct (d's 5 typed over with 8) while Sala 2 takes hand 2 back: the
    line enters the next hand, hand 2 again, with the figures typed, and says so; Enter
    (refused once) saves it as hand 2."""
    results = ui_context.services.results
    a, b, c, d = results.sheet(four, 1, 1).players
    first = Scala40Hand(((a, 0), (b, 10), (c, 10), (d, 10)), closer=a)
    second = Scala40Hand(((a, 20), (b, 0), (c, 20), (d, 5)), closer=b)
    stored = results.enter_hand(four, 1, 1, first)
    stored = results.enter_hand(four, 1, 1, second, expected_version=stored.version)
    _page, sheet, watch = _opened(qtbot, ui_context, four)
    sheet.load_hand(1)
    sheet.point_edits[d].selectAll()
    qtbot.keyClicks(sheet.point_edits[d], "8")

    _heard(
        qtbot,
        watch,
        sheet,
        lambda: sala2.results.remove_last_hand(four, 1, 1, expected_version=stored.version),
    )

    assert sheet.correcting is None and sheet.cancel_correction.isHidden()
    assert sheet.save_button.text() == "Record hand (Enter)"
    assert _line(sheet) == {a: "20", b: "0", c: "20", d: "8"}
    assert sheet.error.text().startswith(
        "Hand 2, the one you were correcting, was taken back meanwhile elsewhere"
    )
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    assert _refused(sheet)
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    stored = results.sheet(four, 1, 1)
    assert len(stored.hands) == 2 and dict(stored.totals) == {a: 20, b: 10, c: 30, d: 18}


def test_time_called_elsewhere_empties_the_line_and_says_so(qtbot, ui_context, four, sala2):
    """Time called at Sala 2 while a hand is typed: there is nothing more to enter at the
    table; the line is emptied and greyed, and says why."""
    _page, sheet, watch = _opened(qtbot, ui_context, four)
    a, b, c, _d = sheet.sheet.players
    _type_hand(qtbot, sheet, a, {b: "30", c: "40"})

    _heard(qtbot, watch, sheet, lambda: sala2.results.time_out(four, 1, 1, expected_version=None))

    assert sheet.sheet.finished and set(_line(sheet).values()) == {""}
    assert not any(edit.isEnabled() for edit in sheet.point_edits.values())
    assert not sheet.save_button.isEnabled()
    assert sheet.error.text().startswith("The game at this table ended meanwhile elsewhere")


def test_the_keyboard_stays_where_the_director_moved_it(qtbot, ui_context, four, sala2):
    """A hand half typed, then the director starts typing another table's number in «Open
    table»: a penalty given at Sala 2 redraws the sheet with the hand kept, and leaves the
    keyboard in «Open table», the number there as typed."""
    page, sheet, watch = _opened(qtbot, ui_context, four)
    a, b, c, d = sheet.sheet.players
    _type_hand(qtbot, sheet, a, {b: "30", c: "40"})
    panel = page.scala40
    qtbot.mouseClick(panel.table_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.table_edit, "2")

    _heard(
        qtbot,
        watch,
        sheet,
        lambda: sala2.penalties.add(four, c, PenaltyKind.WARNING, round_number=1, reason="r"),
    )

    assert _line(sheet) == {a: "0", b: "30", c: "40", d: ""}
    assert page.focusWidget() is panel.table_edit and panel.table_edit.text() == "2"


def test_a_pairs_hand_typed_outlives_another_tables_hand(qtbot, ui_context, pairs, sala2):
    """A pairs table: a's second player marked as closer, a's first 5, b's players "K Q" and
    30; Sala 2 saves table 2's first hand: the line as typed, nothing said, and Enter gives
    the hand to a's pair: 5 for a, 20 + 30 = 50 for b."""
    _page, sheet, watch = _opened(qtbot, ui_context, pairs)
    a, b = sheet.sheet.players
    closer = sheet.pair_closers[a, 2]
    qtbot.mouseClick(closer, Qt.MouseButton.LeftButton, pos=QPoint(8, closer.height() // 2))
    for seat, figure in (((a, 1), "5"), ((b, 1), "K Q"), ((b, 2), "30")):
        qtbot.mouseClick(sheet.pair_edits[seat], Qt.MouseButton.LeftButton)
        qtbot.keyClicks(sheet.pair_edits[seat], figure)
    e, f = sala2.results.sheet(pairs, 1, 2).players
    other = Scala40PairsHand(closer=(e, 1), points=((e, 2, 10), (f, 1, 20), (f, 2, 30)))

    _heard(qtbot, watch, sheet, lambda: sala2.results.enter_pairs_hand(pairs, 1, 2, other))

    typed = {seat: edit.text() for seat, edit in sheet.pair_edits.items()}
    assert typed == {(a, 1): "5", (a, 2): "0", (b, 1): "K Q", (b, 2): "30"}
    assert sheet.pair_closers[a, 2].isChecked() and sheet.error.text() == ""
    qtbot.keyClick(sheet.pair_edits[b, 2], Qt.Key.Key_Return)
    assert dict(ui_context.services.results.sheet(pairs, 1, 1).totals) == {a: 5, b: 50}
