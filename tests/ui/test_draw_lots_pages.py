"""Drawing lots from the window: on the Standings page among entries sharing a place, on the
Rounds page among the players tied across a scala 40 cut (burraco.md Standings: the last
tie-break is the recorded draw; scala40.md: a full tie stays tied unless the director
breaks it)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, scala40_tournament
from tests.builders.ties import ONE_ROUND, tie_at_the_cut
from tournament_app.services import (
    RoundStatus,
    Scala40Settings,
)
from tournament_app.services.settings import TieBreak
from tournament_app.ui.rounds.page import RoundsPage
from tournament_app.ui.standings.page import StandingsPage

EVERY_TIE = "Every tie listed (2 places)"


def _standings_page(qtbot, ui_context, tid):
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def _two_ties(services, settings=ONE_ROUND):
    """Four pairs seated 1 v 2, 3 v 4, round published, no result yet."""
    tid = burraco_tournament(services, 4, settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def _ties_shown(qtbot, ui_context):
    """Both tables won 400-300: 1 and 3 share place 1, 2 and 4 place 3, on the page."""
    services = ui_context.services
    tid = _two_ties(services)
    for table in (1, 2):
        services.results.enter_totals(tid, 1, table, 400, 300)
    return services, tid, _standings_page(qtbot, ui_context, tid)


def _rounds_page(qtbot, ui_context, tid):
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def _ranks(page):
    return [(row.rank, row.entry) for row in page.model.rows()]


def test_the_standings_button_waits_for_a_tie(qtbot, ui_context):
    services = ui_context.services
    tid = _two_ties(services)
    page = _standings_page(qtbot, ui_context, tid)
    # Before any result everyone is level on nothing: no draw is offered.
    assert not page.draw_button.isEnabled()
    assert "No entries share a place" in page.draw_button.toolTip()
    services.results.enter_totals(tid, 1, 1, 400, 300)
    assert not page.draw_button.isEnabled()  # 1 above 2, 3 and 4 on nothing yet
    services.results.enter_totals(tid, 1, 2, 400, 300)
    assert _ranks(page) == [(1, 1), (1, 3), (3, 2), (3, 4)]
    assert page.draw_button.isEnabled()  # redrawn by the result, no reload asked
    assert "Draw lots among the entries" in page.draw_button.toolTip()


def test_the_standings_button_asks_draws_and_shows_the_order(qtbot, ui_context):
    services, tid, page = _ties_shown(qtbot, ui_context)
    names = services.entries.names(tid)
    dialogs = ui_context.dialogs

    dialogs.choices.append(EVERY_TIE)
    dialogs.confirmations.append(False)
    page.draw_button.click()
    question = dialogs.shown[-1]
    assert question.kind == "confirm"
    assert f"place 1: 1 {names[1]}, 3 {names[3]}" in question.text
    assert f"place 3: 2 {names[2]}, 4 {names[4]}" in question.text
    assert services.tournaments.get(tid).settings.draw_order == ()  # declined: nothing drawn
    assert _ranks(page)[0] == (1, 1) and _ranks(page)[1] == (1, 3)

    dialogs.choices.append(EVERY_TIE)
    dialogs.confirmations.append(True)
    page.draw_button.click()
    told = dialogs.shown[-1]
    assert told.kind == "inform"
    drawn = services.tournaments.get(tid).settings.draw_order
    assert sorted(drawn[:2]) == [1, 3] and sorted(drawn[2:]) == [2, 4]
    # The message and the standings both read the drawn order, places 1 to 4.
    assert [line.split(" ")[:2] for line in told.text.splitlines()[1:]] == [
        ["1.", str(drawn[0])],
        ["2.", str(drawn[1])],
        ["3.", str(drawn[2])],
        ["4.", str(drawn[3])],
    ]
    assert f"1. {drawn[0]} {names[drawn[0]]}" in told.text
    assert _ranks(page) == [(1, drawn[0]), (2, drawn[1]), (3, drawn[2]), (4, drawn[3])]
    note = page.model.column_index("note")
    assert page.model.index(1, note).data() == "by draw (recorded)"
    assert not page.draw_button.isEnabled()  # nothing left to draw


def test_the_standings_button_is_reached_from_the_keyboard(qtbot, ui_context):
    """Its underlined letter gives it Alt+D; Tab from the filter reaches it and Space
    presses it."""
    services = ui_context.services
    tid = _two_ties(services)
    for table in (1, 2):
        services.results.enter_totals(tid, 1, table, 400, 300)
    page = _standings_page(qtbot, ui_context, tid)
    assert page.draw_button.text().startswith("&D")
    assert page.draw_button.focusPolicy() & Qt.FocusPolicy.TabFocus
    following = page.filter_choice.nextInFocusChain()
    while following.focusPolicy() == Qt.FocusPolicy.NoFocus:  # the summary line
        following = following.nextInFocusChain()
    assert following is page.draw_button
    ui_context.dialogs.choices.append(EVERY_TIE)
    qtbot.keyClick(page.draw_button, Qt.Key.Key_Space)
    assert [m.kind for m in ui_context.dialogs.shown] == ["confirm"]


def test_the_director_chooses_which_tie_to_draw(qtbot, ui_context):
    """Two places shared (1 and 3): the director is asked which, draws only place 3 (the
    title may be settled by cards cut at the table), and place 1 stays shared; with one tie
    left the draw asks no more which."""
    services, tid, page = _ties_shown(qtbot, ui_context)
    names = services.entries.names(tid)
    dialogs = ui_context.dialogs

    page.draw_button.click()  # asked which, and cancelled: nothing drawn, nothing asked more
    asked = dialogs.asked[-1]
    assert asked["kind"] == "choice"
    assert asked["choices"] == [
        f"place 1: 1 {names[1]}, 3 {names[3]}",
        f"place 3: 2 {names[2]}, 4 {names[4]}",
        EVERY_TIE,
    ]
    assert dialogs.shown == []
    assert services.tournaments.get(tid).settings.draw_order == ()

    dialogs.choices.append(f"place 3: 2 {names[2]}, 4 {names[4]}")
    dialogs.confirmations.append(True)
    page.draw_button.click()
    question = next(m for m in dialogs.shown if m.kind == "confirm")
    assert f"place 3: 2 {names[2]}, 4 {names[4]}" in question.text
    assert "place 1:" not in question.text
    drawn = services.tournaments.get(tid).settings.draw_order
    assert sorted(drawn) == [2, 4]
    assert _ranks(page) == [(1, 1), (1, 3), (3, drawn[0]), (4, drawn[1])]
    told = dialogs.shown[-1]
    assert told.kind == "inform"
    assert [line.split(" ")[:2] for line in told.text.splitlines()[1:]] == [
        ["3.", str(drawn[0])],
        ["4.", str(drawn[1])],
    ]

    # Place 1 is still shared: the button offers it, and asks no more which.
    assert page.draw_button.isEnabled()
    choices_before = len(dialogs.asked)
    dialogs.confirmations.append(True)
    page.draw_button.click()
    assert len(dialogs.asked) == choices_before
    drawn = services.tournaments.get(tid).settings.draw_order
    assert sorted(drawn[-2:]) == [1, 3]
    assert [rank for rank, _entry in _ranks(page)] == [1, 2, 3, 4]


def test_no_draw_offered_when_it_is_not_a_tie_break(qtbot, ui_context):
    services = ui_context.services
    settings = replace(
        ONE_ROUND, tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED, TieBreak.HEAD_TO_HEAD)
    )
    tid = _two_ties(services, settings)
    for table in (1, 2):
        services.results.enter_totals(tid, 1, table, 400, 300)
    page = _standings_page(qtbot, ui_context, tid)
    assert _ranks(page)[:2] == [(1, 1), (1, 3)]
    assert not page.draw_button.isEnabled()
    assert "not among this tournament's tie-breaks" in page.draw_button.toolTip()


# -- the Rounds page: a tie across a scala 40 cut ---------------------------------------------


def test_the_rounds_button_draws_and_generates_the_draft_again(qtbot, ui_context):
    services = ui_context.services
    tid = scala40_tournament(services, 8, Scala40Settings(seed=1))
    a, b, winner = tie_at_the_cut(services, tid)
    page = _rounds_page(qtbot, ui_context, tid)
    assert page.current_round().number == 2
    assert "Draw lots among the tied" in page.verdict.text()
    assert page.draw_button.isVisible()
    assert {p for t in page.current_round().tables for p in t.players} == {a, b, winner}
    names = services.entries.names(tid)

    ui_context.dialogs.confirmations.append(True)
    page.draw_button.click()

    question, told = ui_context.dialogs.shown
    assert question.kind == "confirm"
    assert "table 1:" in question.text
    assert f"{a} {names[a]}" in question.text and f"{b} {names[b]}" in question.text
    assert "generated again" in question.text
    drawn = services.tournaments.get(tid).settings.draw_order
    assert sorted(drawn) == sorted((a, b))
    final = page.current_round()
    assert final.number == 2 and final.status is RoundStatus.DRAFT
    assert {p for t in final.tables for p in t.players} == {drawn[0], winner}
    assert told.kind == "inform"
    assert f"table 1: {drawn[0]} {names[drawn[0]]}, {drawn[1]} {names[drawn[1]]}" in told.text
    assert f"Going on by the draw: {drawn[0]} {names[drawn[0]]}." in told.text
    assert "Ready to publish" in page.verdict.text()
    assert not page.draw_button.isVisible()


def test_the_rounds_button_declined_changes_nothing(qtbot, ui_context):
    services = ui_context.services
    tid = scala40_tournament(services, 8, Scala40Settings(seed=1))
    a, b, winner = tie_at_the_cut(services, tid)
    page = _rounds_page(qtbot, ui_context, tid)
    page.draw_button.click()  # the scripted answer is No
    assert [m.kind for m in ui_context.dialogs.shown] == ["confirm"]
    assert services.tournaments.get(tid).settings.draw_order == ()
    assert {p for t in page.current_round().tables for p in t.players} == {a, b, winner}
    assert page.draw_button.isVisible()


def test_no_rounds_button_without_a_tie_at_the_cut(qtbot, ui_context):
    services = ui_context.services
    tid = burraco_tournament(services, 4, ONE_ROUND)
    services.rounds.generate(tid)
    page = _rounds_page(qtbot, ui_context, tid)
    assert page.current_round().status is RoundStatus.DRAFT
    assert not page.draw_button.isVisible()


def test_a_tie_at_the_cut_is_a_note_and_publishing_asks(qtbot, ui_context):
    """Players level across the cut: nothing in the seating breaks a rule, so the verdict is
    not red; but it is not "ready" either while the draw is due (amber, the draw named
    first), and publishing asks whether all the tied players go on (the scripted answer, No,
    keeps the stage a draft)."""
    services = ui_context.services
    tid = scala40_tournament(services, 8, Scala40Settings(seed=1))
    tie_at_the_cut(services, tid)
    page = _rounds_page(qtbot, ui_context, tid)
    verdict = page.verdict.text()
    assert "not ready yet: draw lots first" in verdict
    assert "Ready to publish" not in verdict
    assert "breaks the rules" not in verdict
    page.publish()
    assert [m.kind for m in ui_context.dialogs.shown] == ["confirm"]
    assert page.context.services.rounds.get(tid, 2).status is RoundStatus.DRAFT
