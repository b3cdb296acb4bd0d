"""A stage-1 hand corrected after stage 2 was seated, leaving a player level with the last one
through the cut by the stage's ranking (scala40.md: 40 -> 16 -> 8 -> final; players level
across the cut all go on until the director draws lots). The round check must say they are
level and that a draw decides, not only that the newcomer "now goes on" without a seat."""

from __future__ import annotations

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import Scala40Hand, Scala40Settings, Services, TournamentId
from tournament_app.services.messages import qualifiers_changed_sentence, round_problem_sentence
from tournament_app.services.rounds.qualifiers import (
    NO_LONGER_QUALIFIES,
    TIED_AT_CUT,
    TIED_AT_CUT_STARTED,
    TIED_AT_CUT_UNSTARTED,
    FollowingRound,
)

# Over 151 out, as the club plays it; cut to 16, then 8, then a final table of 4.
CLUB = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(16, 8, 4))


def _play(services: Services, tid: TournamentId, table: int, second: int) -> list[int]:
    """Stage-1 table `table` of 4: the first seat wins with `table` points, the second is
    2nd with `second` (1 + 1 + the rest in hand 3, more than one hand can cost: confirmed),
    the others are out over 151. The seats."""
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


def _stage_two_seated(services: Services) -> tuple[TournamentId, list[list[int]]]:
    """40 players; stage 1's 2nds end on 201..210 (table t on 200 + t): the 10 winners and
    the 2nds of tables 1 to 6 make the 16. Stage 2 is generated and published."""
    tid = scala40_tournament(services, 40, CLUB)
    stage1 = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    tables = [_play(services, tid, t.table, 200 + t.table) for t in stage1.tables]
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    return tid, tables


def _correct_second_to(services: Services, tid: TournamentId, table: int, total: int) -> None:
    sheet = services.results.sheet(tid, 1, table)
    a, b, _c, _d = sheet.players
    hand = Scala40Hand(points=((b, total - 2),), closer=a)
    services.results.correct_hand(
        tid, 1, table, 2, hand, expected_version=sheet.version, despite_unlikely=True
    )


def _tie_after_correction(services: Services) -> tuple[TournamentId, set[int]]:
    """Stage 2 published; table 7's 2nd corrected from 207 to 206: level with table 6's 2nd
    (seated) for the 16th place. The two level players."""
    tid, tables = _stage_two_seated(services)
    sixteenth, seventeenth = tables[5][1], tables[6][1]
    seated = {p for t in services.rounds.get(tid, 2).tables for p in t.players}
    assert sixteenth in seated and seventeenth not in seated
    _correct_second_to(services, tid, 7, 206)
    return tid, {sixteenth, seventeenth}


def _ties(services: Services, tid: TournamentId, code: str, level: set[int]) -> tuple[int, ...]:
    """The one tie of `code` in stage 2's check and in the correction's notice, naming
    `level`; nobody seated is put out (the 16th still goes on, level)."""
    for check in (services.rounds.check(tid, 2), services.rounds.qualifiers_changed(tid, 1)):
        ties = [p for p in check.problems if p.code.startswith(TIED_AT_CUT)]
        assert [p.code for p in ties] == [code]
        assert set(ties[0].entries) == level
        assert not [p for p in check.problems if p.code == NO_LONGER_QUALIFIES]
    return ties[0].entries


def test_a_tie_left_by_a_correction_in_an_unplayed_stage_says_back_to_draft_then_draw(
    services: Services,
):
    tid, level = _tie_after_correction(services)
    entries = _ties(services, tid, TIED_AT_CUT_UNSTARTED, level)
    notice = services.rounds.qualifiers_notice(tid, 1)
    assert notice is not None and notice.state is FollowingRound.UNSTARTED
    # The draw's button shows only on a draft: the round goes back to draft first.
    italian = round_problem_sentence(TIED_AT_CUT_UNSTARTED, entries, None, "it")
    assert all(str(player) in italian for player in level)
    assert "pari per l'ultimo posto" in italian
    assert italian.index("«Torna in bozza»") < italian.index("«Sorteggia tra i pari merito…»")
    english = round_problem_sentence(TIED_AT_CUT_UNSTARTED, entries, None, "en", tournament=tid)
    assert english.index("Back to draft") < english.index("Draw lots among the tied")
    command = qualifiers_changed_sentence(notice, "en", face="cli")
    assert command.index(f"torneo round unpublish -t {tid} -r 2") < command.index(
        f"torneo standings draw -t {tid} {' '.join(map(str, entries))}"
    )


def test_a_tie_left_by_a_correction_in_a_stage_being_played_is_played_as_seated(
    services: Services,
):
    tid, level = _tie_after_correction(services)
    table = services.rounds.get(tid, 2).tables[0]
    sheet = services.results.sheet(tid, 2, table.table)
    a, b, c, d = sheet.players
    hand = Scala40Hand(points=((b, 10), (c, 15), (d, 20)), closer=a)
    services.results.enter_hand(tid, 2, table.table, hand)
    entries = _ties(services, tid, TIED_AT_CUT_STARTED, level)
    notice = services.rounds.qualifiers_notice(tid, 1)
    assert notice is not None and notice.state is FollowingRound.STARTED
    for language, played in (("it", "si gioca come"), ("en", "played as seated")):
        said = round_problem_sentence(TIED_AT_CUT_STARTED, entries, None, language)
        assert played in said
        # No draw can change a stage in play: none is advised.
        assert "orteggia" not in said and "draw lots" not in said.lower()


def test_a_tie_left_by_a_correction_in_a_draft_asks_for_the_draw(services: Services):
    tid, level = _tie_after_correction(services)
    services.rounds.unpublish(tid, 2)
    ties = [p for p in services.rounds.check(tid, 2).problems if p.code.startswith(TIED_AT_CUT)]
    assert ties and {p.code for p in ties} == {TIED_AT_CUT}
    assert all(set(p.entries) == level for p in ties)
    said = round_problem_sentence(TIED_AT_CUT, ties[0].entries, None, "it")
    assert "sorteggia" in said and "bozza" not in said


def test_a_correction_that_clearly_puts_a_player_through_is_no_tie(services: Services):
    tid, tables = _stage_two_seated(services)
    # Table 7's 2nd corrected to 205: 16th outright, table 6's 2nd (206) now 17th.
    _correct_second_to(services, tid, 7, 205)
    check = services.rounds.check(tid, 2)
    assert not [p for p in check.problems if p.code == TIED_AT_CUT]
    codes = {p.code: set(p.entries) for p in check.problems}
    assert codes[NO_LONGER_QUALIFIES] == {tables[5][1]}
    assert codes["now_qualifies"] == {tables[6][1]}
