"""The Rounds page and a tie straddling a scala 40 cut by the stage's ranking (scala40.md:
40 -> 16 -> 8 -> final; players level across the cut all go on until lots are drawn): a
correction of the stage before that leaves a newcomer level with a seated player says they
are level, and that lots decide, not only that the newcomer "now goes on"; a draft seating
all the level players is not "ready to publish" while the draw is due."""

from __future__ import annotations

from tests.builders.evenings import published_round, scala40_tournament
from tournament_app.services import Scala40Hand, Scala40Settings, Services, TournamentId
from tournament_app.ui.rounds.page import RoundsPage

CLUB = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(16, 8, 4))
AMBER, GREEN, RED = "#8a4b00", "#1b6e20", "#b00020"


def _play(services: Services, tid: TournamentId, table: int, second: int) -> list[int]:
    """Stage-1 table `table`: the first seat wins, the second is 2nd on `second` points,
    the other two out over 151. The seats. The 2nd's last figure is more than one hand can
    cost: entered as the director confirms it."""
    sheet = services.results.sheet(tid, 1, table)
    a, b, c, d = sheet.players
    hands = [
        Scala40Hand(points=((a, table), (b, 1), (d, 160)), closer=c),
        Scala40Hand(points=((b, 1), (c, 160)), closer=a),
        Scala40Hand(points=((b, second - 2),), closer=a),
    ]
    version = sheet.version or None
    for hand in hands:
        version = services.results.enter_hand(
            tid, 1, table, hand, expected_version=version, despite_unlikely=True
        ).version
    return [a, b, c, d]


def _stage_one(services: Services, seconds: list[int]) -> tuple[TournamentId, list[list[int]]]:
    """40 players, stage 1 played: table t's 2nd ends on `seconds[t - 1]`."""
    tid = scala40_tournament(services, 40, CLUB)
    published_round(services, tid)
    tables = [_play(services, tid, t, seconds[t - 1]) for t in range(1, 11)]
    return tid, tables


def _page(qtbot, ui_context, tid: TournamentId) -> RoundsPage:
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page.reload()
    return page


def test_a_draft_with_an_undrawn_tie_at_the_cut_is_not_ready(qtbot, ui_context):
    services = ui_context.services
    # Tables 6 and 7's 2nds both on 206: level for the 16th place, both seated (17).
    tid, _tables = _stage_one(services, [201, 202, 203, 204, 205, 206, 206, 208, 209, 210])
    services.rounds.generate(tid)
    page = _page(qtbot, ui_context, tid)
    verdict = page.verdict.text()
    assert "not ready yet: draw lots first" in verdict
    assert "Draw lots among the tied" in verdict
    assert "Ready to publish" not in verdict
    assert "rematch" not in verdict  # scala 40 forbids none: no pairing jargon
    assert AMBER in page.verdict.styleSheet()
    assert page.draw_button.isVisible()


def test_a_scala40_draft_without_a_tie_is_ready_in_words_of_seats(qtbot, ui_context):
    services = ui_context.services
    tid, _tables = _stage_one(services, [200 + t for t in range(1, 11)])
    services.rounds.generate(tid)
    page = _page(qtbot, ui_context, tid)
    verdict = page.verdict.text()
    assert "everyone seated once" in verdict and "Ready to publish" in verdict
    assert "rematch" not in verdict
    assert GREEN in page.verdict.styleSheet()
    assert not page.draw_button.isVisible()


def test_a_correction_leaving_a_tie_at_the_cut_says_they_are_level(qtbot, ui_context):
    services = ui_context.services
    tid, tables = _stage_one(services, [200 + t for t in range(1, 11)])
    published_round(services, tid)  # stage 2: the 10 winners and the 2nds on 201..206
    names = services.entries.names(tid)
    sixteenth, newcomer = tables[5][1], tables[6][1]
    # Table 7's 2nd corrected from 207 to 206: level with table 6's 2nd for the 16th place.
    sheet = services.results.sheet(tid, 1, 7)
    hand = Scala40Hand(points=((newcomer, 204),), closer=tables[6][0])
    services.results.correct_hand(
        tid, 1, 7, 2, hand, expected_version=sheet.version, despite_unlikely=True
    )
    page = _page(qtbot, ui_context, tid)
    ui_context.show_round(2)
    page.reload()
    verdict = page.verdict.text()
    assert RED in page.verdict.styleSheet()
    level = {f"{sixteenth} {names[sixteenth]}", f"{newcomer} {names[newcomer]}"}
    tie_sentence = next(s for s in verdict.split("; ") if "tied for the last place" in s)
    assert all(player in tie_sentence for player in level)
    assert "Draw lots among the tied" in verdict


def test_publish_asks_before_every_level_player_goes_on(qtbot, ui_context):
    """Cut of 8, three level for the last two places (tests.builders.ties): the draft seats
    all nine. Publish names them and asks: No leaves the draft to the draw, Yes announces it
    with all of them going on; the question is the command line's refusal, in the window's
    words (the draw's button, not a command)."""
    from tests.builders.ties import CUT_OF_EIGHT, level_across_the_cut
    from tournament_app.services import RoundStatus

    services = ui_context.services
    tid = scala40_tournament(services, 20, CUT_OF_EIGHT)
    level, _through = level_across_the_cut(services, tid)
    services.rounds.generate(tid)
    page = _page(qtbot, ui_context, tid)
    assert "not ready yet: draw lots first" in page.verdict.text()

    page.publish()  # answered No
    (asked,) = ui_context.dialogs.shown
    assert asked.kind == "confirm"
    assert "Lots have not been drawn among the players tied" in asked.text
    assert ", ".join(map(str, level)) in asked.text
    assert "Draw lots among the tied… on the Rounds page" in asked.text
    assert "breaks these rules" not in asked.text and "torneo " not in asked.text
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    assert page.draw_button.isVisible()

    ui_context.dialogs.confirmations.append(True)
    page.publish()
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_published_with_all_of_them_the_page_says_what_is_left_to_settle(qtbot, ui_context):
    """Published anyway, the stage's line says the tie and the way on from a published
    stage (back to draft first); lots drawn then are named as the reason a seated player no
    longer goes on, not as a correction."""
    import random

    from tests.builders.ties import CUT_OF_EIGHT, level_across_the_cut

    services = ui_context.services
    tid = scala40_tournament(services, 20, CUT_OF_EIGHT)
    level, _through = level_across_the_cut(services, tid)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2, despite=True)
    page = _page(qtbot, ui_context, tid)
    verdict = page.verdict.text()
    assert RED in page.verdict.styleSheet()
    assert verdict.startswith("Published, but not settled: players ")
    assert verdict.index("Back to draft on the Rounds page") < verdict.index(
        "Draw lots among the tied… on the Rounds page"
    )
    assert not page.draw_button.isVisible()  # a draft's button: back to draft first

    drawn = services.standings.draw_lots(tid, level, rng=random.Random(7))
    page.reload()
    verdict = page.verdict.text()
    names = services.entries.names(tid)
    assert f"player {drawn[2]} {names[drawn[2]]} no longer goes on" in verdict
    assert "lots drawn among the players tied" in verdict
    assert "correct" not in verdict
