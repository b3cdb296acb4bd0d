"""A scala 40 table played to its end on the sheet, by keyboard and mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from tests.builders.evenings import published_round, scala40_tournament
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.services import (
    InHandClose,
    NotOpenedRule,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.ui.results.page import ResultsPage


def _round_one(services: Services, settings=None, players=8) -> TournamentId:
    """A scala 40 tournament of `players` with round 1 published."""
    tid = scala40_tournament(services, players, settings)
    published_round(services, tid)
    return tid


def eight_players(services: Services) -> TournamentId:
    return _round_one(services)


def eight_players_with_reentry(services: Services) -> TournamentId:
    return _round_one(services, Scala40Settings(reentries=1))


# The two tables most tests play on, built once per process and copied for each test.
STATES = {
    "eight": with_services(eight_players, station="test"),
    "eight_with_reentry": with_services(eight_players_with_reentry, station="test"),
}


start, ui_context = ui_snapshot_fixtures(STATES)
eight = state_value("eight")
eight_with_reentry = state_value("eight_with_reentry")


def open_sheet(qtbot, ui_context, settings=None, players=8, *, tid=None):
    """A scala 40 tournament with round 1 published (`tid`, else one made here), its results
    page open on table 1."""
    if tid is None:
        tid = _round_one(ui_context.services, settings, players)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    panel = page.scala40
    qtbot.keyClicks(panel.table_edit, "1")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    return tid, page, panel.sheet


def play_hand(qtbot, sheet, closer, points, *, not_opened=(), in_hand=False):
    """Mark the closer, type each other player's cards or points, Enter."""
    button = sheet.closer_buttons[closer]
    # on the round indicator, where a director clicks
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    for player in not_opened:
        sheet.not_opened_boxes[player].setChecked(True)
    sheet.in_hand.setChecked(in_hand)
    last = None
    for player, typed in points.items():
        edit = sheet.point_edits[player]
        edit.clear()
        qtbot.keyClicks(edit, str(typed))
        last = edit
    qtbot.keyClick(last, Qt.Key.Key_Return)


def type_points(qtbot, sheet, points):
    """Type each player's points, no closer marked, Enter on the last field."""
    for player, typed in points.items():
        qtbot.keyClicks(sheet.point_edits[player], str(typed))
    qtbot.keyClick(sheet.point_edits[player], Qt.Key.Key_Return)


def totals(sheet):
    return dict(sheet.sheet.totals)


def test_a_table_played_to_its_end(qtbot, ui_context, eight):
    """Three hands to 101: two go out together, the last loser is second, the order shown."""
    _, page, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    # GIVEN the cards typed for c: ace 11 + king 10 + joker 25 + seven 7 = 53
    sheet.point_edits[c].setText("A K JK 7")
    assert sheet.sum_labels[c].text() == "= 53"
    play_hand(qtbot, sheet, a, {b: 30, c: "A K JK 7", d: 45})
    assert totals(sheet) == {a: 0, b: 30, c: 53, d: 45}
    # WHEN c reaches 101 and d passes it in the same hand
    play_hand(qtbot, sheet, b, {a: 50, c: 48, d: 60})
    assert totals(sheet) == {a: 50, b: 30, c: 101, d: 105}
    assert set(sheet.sheet.eliminated) == {c, d}
    # greyed with their places already: out together, the lower total (101) is 3rd
    header = sheet.model.headerData
    assert header(2, Qt.Orientation.Horizontal).endswith("eliminated, 3rd place")
    assert header(3, Qt.Orientation.Horizontal).endswith("eliminated, 4th place")
    assert not sheet.point_edits[c].isEnabled()  # out of play: nothing more to type
    # THEN the last hand puts b out and a wins the table
    play_hand(qtbot, sheet, a, {b: 75})
    assert sheet.sheet.finished
    places = {p.entry: p.place for p in sheet.sheet.placings}
    # last out is 2nd; of two out together the lower total places higher (domain doc)
    assert places == {a: 1, b: 2, c: 3, d: 4}
    assert "Game over" in sheet.outcome.text()
    assert sheet.model.rowCount() == 4  # three hands and the totals row
    total_row = sheet.model.rowCount() - 1
    assert [sheet.model.index(total_row, i).data() for i in range(4)] == ["50", "105", "101", "105"]
    assert "1st place" in sheet.model.headerData(0, Qt.Orientation.Horizontal)
    assert sheet.model.index(0, 2).data(Qt.ItemDataRole.ForegroundRole) is not None  # greyed
    assert not sheet.save_button.isEnabled()
    assert "1 table of 2 still in play" in page.missing_label.text()


def test_a_hand_saved_reads_the_rounds_sheets_once(qtbot, ui_context, eight, monkeypatch):
    """After a hand the list of the round's tables is redrawn from one read of their sheets
    (it read them twice, its own redraw and the page's: twice the wait on a big round), and
    shows the hand."""
    _, page, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    results = ui_context.services.results
    reads, read = [], results.sheets
    monkeypatch.setattr(results, "sheets", lambda *args: reads.append(args) or read(*args))
    play_hand(qtbot, sheet, a, {b: 30, c: 20, d: 45})
    assert reads == [(eight, 1)]
    assert [s.hands for s in page.scala40.summaries] == [1, 0]


def test_a_card_that_does_not_exist_is_refused(qtbot, ui_context, eight):
    """ "Z" is not a card: the reason is shown and no hand is recorded."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: "K Z", d: 10})
    assert "Z" in sheet.error.text()
    assert sheet.sheet.hands == ()


def test_the_closer_must_be_marked(qtbot, ui_context, eight):
    """Without a closer the hand is not recorded and the director is told why."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    type_points(qtbot, sheet, {a: 10, b: 20, c: 30, d: 40})
    assert "closed" in sheet.error.text()
    assert sheet.sheet.hands == ()


def test_chiusura_in_mano_doubles_and_not_opened_pays_100(qtbot, ui_context):
    """With the house doubling: in-hand closing doubles, a player not opened pays 100 x 2."""
    settings = Scala40Settings(not_opened=NotOpenedRule.FLAT_100, in_hand_close=InHandClose.HOUSE)
    _, _, sheet = open_sheet(qtbot, ui_context, settings)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 20, d: 15}, not_opened=(c,), in_hand=True)
    assert totals(sheet) == {a: 0, b: 40, c: 200, d: 30}
    assert c in sheet.sheet.eliminated
    # Each cell shows the doubled figure and what was doubled, so 40 is not read as 80.
    row = [sheet.model.index(0, column).data() for column in range(4)]
    assert row[1] == "40 (20×2)"
    assert row[2].startswith("200 (100×2)")
    assert row[3] == "30 (15×2)"


def test_a_hand_is_corrected_and_the_totals_follow(qtbot, ui_context, eight):
    """Double-click a hand, change a figure, Enter: the hand is replaced and logged."""
    tid, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    play_hand(qtbot, sheet, b, {a: 10, c: 5, d: 5})
    sheet.load_hand(0)
    assert sheet.point_edits[b].text() == "30"
    sheet.point_edits[b].setText("35")
    qtbot.keyClick(sheet.point_edits[b], Qt.Key.Key_Return)
    assert totals(sheet) == {a: 10, b: 35, c: 45, d: 50}
    assert ui_context.services.audit.list(tid)[0].action == "sheet.correct"


def test_time_is_up_ranks_by_totals(qtbot, ui_context, eight):
    """Time called after one hand: lowest total first."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, b, {a: 60, c: 20, d: 40})
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.timeout_button, Qt.MouseButton.LeftButton)
    assert sheet.sheet.finished and sheet.sheet.timed_out
    order = [p.entry for p in sorted(sheet.sheet.placings, key=lambda p: p.place)]
    assert order == [b, c, d, a]
    assert "Time called" in sheet.outcome.text()


def test_reentry_takes_the_worst_total_in_play(qtbot, ui_context, eight_with_reentry):
    """Where re-entry is allowed, an eliminated player comes back on the highest active total."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight_with_reentry)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 40, c: 101, d: 70})
    assert c in sheet.sheet.eliminated
    assert sheet.reentry_button.isVisible() and sheet.reentry_button.isEnabled()
    ui_context.dialogs.choices.append(
        next(k for k in sheet.names_for_choice() if k.startswith(str(c)))
    )
    qtbot.mouseClick(sheet.reentry_button, Qt.MouseButton.LeftButton)
    assert c not in sheet.sheet.eliminated
    assert totals(sheet)[c] == 70  # d's 70 is the highest total still in play
    # out (X) in the hand she re-entered after, and R with the total she came back on
    assert sheet.model.index(0, 2).data() == "101 X R 70"


def reenter(qtbot, ui_context, sheet, player):
    """Press Re-entry and choose the player."""
    ui_context.dialogs.choices.append(
        next(k for k in sheet.names_for_choice() if k.startswith(f"{player} "))
    )
    qtbot.mouseClick(sheet.reentry_button, Qt.MouseButton.LeftButton)


def test_a_reentry_after_a_hand_she_sat_out_is_marked_there(qtbot, ui_context, eight_with_reentry):
    """c is out in hand 1 and sits out hand 2; she re-enters after hand 2: her hand-2 cell,
    empty until then, shows the R and the total she is back on (b's 60, the highest)."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight_with_reentry)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 40, c: 101, d: 30})
    play_hand(qtbot, sheet, d, {a: 10, b: 20})
    assert sheet.model.index(1, 2).data() == ""
    reenter(qtbot, ui_context, sheet, c)
    assert sheet.model.index(1, 2).data() == "R 60"
    assert sheet.model.index(2, 2).data() == "60"  # the totals row


def test_correcting_a_hand_keeps_the_reentry_after_it(qtbot, ui_context, eight_with_reentry):
    """Re-entry after hand 2, then hand 2 double-clicked and recorded again unchanged: the
    player stays in play on her re-entry total, and the R is still there."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight_with_reentry)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 40, c: 101, d: 30})
    play_hand(qtbot, sheet, d, {a: 10, b: 20})
    reenter(qtbot, ui_context, sheet, c)
    sheet.load_hand(1)
    qtbot.keyClick(sheet.point_edits[b], Qt.Key.Key_Return)
    assert sheet.error.text() == ""
    assert c not in sheet.sheet.eliminated
    assert totals(sheet) == {a: 10, b: 60, c: 60, d: 30}
    assert sheet.model.index(1, 2).data() == "R 60"


def test_taking_back_a_mistaken_time_out_keeps_the_hands(qtbot, ui_context, eight):
    """Two hands, time called by mistake, Take back: the question names the time-out, and
    only the time-out goes; the next take back names hand 2."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 20, c: 30, d: 40})
    play_hand(qtbot, sheet, b, {a: 5, c: 5, d: 5})
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.timeout_button, Qt.MouseButton.LeftButton)
    assert sheet.sheet.timed_out
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.undo_button, Qt.MouseButton.LeftButton)
    assert "time-out" in ui_context.dialogs.shown[-1].text
    assert not sheet.sheet.timed_out and not sheet.sheet.finished
    assert len(sheet.sheet.hands) == 2
    assert totals(sheet) == {a: 5, b: 20, c: 35, d: 45}
    assert "hand 2" in sheet.take_back_question()


def test_taking_back_a_reentry_names_the_player(qtbot, ui_context, eight_with_reentry):
    """A re-entry was the last thing entered: the question names who goes out again."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight_with_reentry)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 40, c: 101, d: 30})
    reenter(qtbot, ui_context, sheet, c)
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(sheet.undo_button, Qt.MouseButton.LeftButton)
    question = ui_context.dialogs.shown[-1].text
    assert "re-entry" in question and f"{c} {sheet.names[c]}" in question
    assert c in sheet.sheet.eliminated
    assert len(sheet.sheet.hands) == 1


def test_every_player_of_a_table_of_six_is_in_view(qtbot, ui_context):
    """A table of 6 on a 1280-wide window: every player's column shows, no sideways scroll."""
    _, page, sheet = open_sheet(qtbot, ui_context, Scala40Settings(table_size=6), players=6)
    assert len(sheet.sheet.players) == 6
    page.resize(1280, 740)  # 1280×800 less the window's menu and tabs
    qtbot.wait(10)
    a, b, c, d, e, f = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 20, c: 30, d: 40, e: 50, f: 60})
    view = sheet.view
    width = view.viewport().width()
    for column in range(6):
        assert view.columnViewportPosition(column) >= 0
        assert view.columnViewportPosition(column) + view.columnWidth(column) <= width
    assert view.horizontalScrollBar().maximum() == 0
    # The entry line's hint fits its narrow fields; the whole hint is in the tooltip.
    edit = sheet.point_edits[b]
    hint = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    assert hint < edit.width() - 8
    assert edit.toolTip() == "e.g. 35 or A K JK 7"


def test_a_zero_typed_marks_the_closer(qtbot, ui_context, eight):
    """As on paper: 0 for one player and the others' points, Enter: she closed the hand."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    type_points(qtbot, sheet, {a: 25, b: 0, c: 30, d: 40})
    assert sheet.error.text() == ""
    assert sheet.sheet.hands[0].closer == b
    assert totals(sheet) == {a: 25, b: 0, c: 30, d: 40}


def test_more_than_one_zero_is_refused_naming_them(qtbot, ui_context, eight):
    """Two players on 0 and no closer marked: nothing is recorded, and both are named."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    type_points(qtbot, sheet, {a: 25, b: 0, c: 0, d: 40})
    error = sheet.error.text()
    assert f"{b} {sheet.names[b]}" in error and f"{c} {sheet.names[c]}" in error
    assert sheet.sheet.hands == ()
    # A closer marked, and a 0 left for another player: that player is named too.
    qtbot.mouseClick(
        sheet.closer_buttons[b],
        Qt.MouseButton.LeftButton,
        pos=QPoint(8, sheet.closer_buttons[b].height() // 2),
    )
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    error = sheet.error.text()
    assert f"{c} {sheet.names[c]}" in error and f"{b} {sheet.names[b]}" not in error
    assert sheet.sheet.hands == ()


def test_sheet_model_is_sound(qtbot, ui_context, eight, qtmodeltester):
    """The sheet grid passes Qt's model checks before and after a hand."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    qtmodeltester.check(sheet.model)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    qtmodeltester.check(sheet.model)


def test_standings_put_the_table_winners_first(qtbot, ui_context, eight):
    """Both tables played out: the two winners head the scala 40 standings, by stage."""
    from tournament_app.services import Scala40Hand
    from tournament_app.ui.standings.page import StandingsPage

    tid, _, _ = open_sheet(qtbot, ui_context, tid=eight)
    services = ui_context.services
    winners = set()
    for seat in services.rounds.get(tid, 1).tables:
        a, b, c, d = seat.players
        sheet = services.results.enter_hand(
            tid, 1, seat.table, Scala40Hand(points=((a, 0), (b, 101), (c, 101), (d, 101)), closer=a)
        )
        assert sheet.finished
        winners.add(a)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    rows = page.model.rows()
    assert {row.entry for row in rows[:2]} == winners
    headers = [
        page.model.headerData(i, Qt.Orientation.Horizontal) for i in range(page.model.columnCount())
    ]
    assert "Stage" in headers


def test_a_hand_another_station_entered_first_is_shown_and_the_line_kept(qtbot, ui_context, eight):
    """The desk records hand 1 of table 1 while this station types it: refused as a conflict,
    the grid shows the desk's hand at once, and the points typed here are still in the line."""
    from tournament_app.services import Scala40Hand, open_services

    tid, _page, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    desk = open_services(ui_context.database, station="cassa")
    try:
        desk.results.enter_hand(tid, 1, 1, Scala40Hand(((a, 20), (b, 30), (c, 40)), closer=d))
    finally:
        desk.close()
    type_points(qtbot, sheet, {a: 15, b: 0, c: 25, d: 35})  # b's 0: the closer
    assert len(sheet.sheet.hands) == 1  # the desk's hand, shown without waiting
    assert [sheet.point_edits[p].text() for p in (a, b, c, d)] == ["15", "0", "25", "35"]
    assert "cassa" in sheet.error.text()


def test_a_hand_played_without_a_player_wrongly_out_shows_a_dash(qtbot, ui_context):
    """Hand 1 written 60 for c instead of 16 put her out in hand 2; hand 3 was played without
    her. Corrected, she is back in play, and her hand 3 reads "—" with the reason, not a 0."""
    _, _, sheet = open_sheet(qtbot, ui_context, players=4)
    a, b, c, d = sheet.sheet.players
    play_hand(qtbot, sheet, a, {b: 40, c: 60, d: 30})
    play_hand(qtbot, sheet, b, {a: 20, c: 45, d: 50})
    assert c in sheet.sheet.eliminated
    play_hand(qtbot, sheet, a, {b: 30, d: 10})
    sheet.load_hand(0)
    sheet.point_edits[c].setText("16")
    qtbot.keyClick(sheet.point_edits[c], Qt.Key.Key_Return)
    assert c not in sheet.sheet.eliminated
    model = sheet.view.model()
    column = list(sheet.sheet.players).index(c)
    assert model.index(2, column).data() == "—"
    assert (
        "did not play this hand" in model.index(2, column).data(Qt.ItemDataRole.ToolTipRole).lower()
    )
    assert totals(sheet)[c] == 16 + 45


def test_a_hand_recorded_reads_the_round_once(qtbot, ui_context, eight, monkeypatch):
    """A hand typed reads the round's tables once to redraw the list, not once for the
    list and again for the page around it (a 250-table evening read twice at each Enter),
    and its table's sheet once."""
    _, _, sheet = open_sheet(qtbot, ui_context, tid=eight)
    a, b, c, d = sheet.sheet.players
    results = ui_context.services.results
    reads = []
    every_sheet = results.sheets
    monkeypatch.setattr(results, "sheets", lambda *key: reads.append(key) or every_sheet(*key))
    one_sheet = results.sheet
    sheets_read = []
    monkeypatch.setattr(results, "sheet", lambda *key: sheets_read.append(key) or one_sheet(*key))
    play_hand(qtbot, sheet, a, {b: 30, c: 40, d: 45})
    assert totals(sheet) == {a: 0, b: 30, c: 40, d: 45}
    assert len(reads) == 1
    assert len(sheets_read) == 1  # the sheet drawn again once, its entry line made once
    assert [edit.text() for edit in sheet.point_edits.values()] == ["", "", "", ""]  # line cleared
