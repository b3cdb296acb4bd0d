"""A stage-1 hand corrected after stage 2 was seated, leaving a player level with the last one
through the cut by the stage's ranking (scala40.md: 40 -> 16 -> 8 -> final; players level
across the cut all go on until the director draws lots). The round check must say they are
level and that a draw decides, not only that the newcomer "now goes on" without a seat."""

from __future__ import annotations

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import Scala40Hand, Scala40Settings, Services, TournamentId
from tournament_app.services.messages import round_problem_sentence
from tournament_app.services.rounds.qualifiers import NO_LONGER_QUALIFIES, TIED_AT_CUT

# Over 151 out, as the club plays it; cut to 16, then 8, then a final table of 4.
CLUB = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(16, 8, 4))


def _play(services: Services, tid: TournamentId, table: int, second: int) -> list[int]:
    """Stage-1 table `table` of 4: the first seat wins with `table` points, the second is
    2nd with `second` (1 + 1 + the rest in hand 3), the others are out over 151. The seats."""
    sheet = services.results.sheet(tid, 1, table)
    a, b, c, d = sheet.players
    hands = [
        Scala40Hand(points=((a, table), (b, 1), (d, 160)), closer=c),
        Scala40Hand(points=((b, 1), (c, 160)), closer=a),
        Scala40Hand(points=((b, second - 2),), closer=a),
    ]
    version = sheet.version or None
    for hand in hands:
        version = services.results.enter_hand(tid, 1, table, hand, expected_version=version).version
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
    services.results.correct_hand(tid, 1, table, 2, hand, expected_version=sheet.version)


def test_a_correction_leaving_a_tie_at_the_cut_names_both_and_the_draw(services: Services):
    tid, tables = _stage_two_seated(services)
    sixteenth, seventeenth = tables[5][1], tables[6][1]
    seated = {p for t in services.rounds.get(tid, 2).tables for p in t.players}
    assert sixteenth in seated and seventeenth not in seated
    # Table 7's 2nd corrected from 207 to 206: level with table 6's 2nd for the 16th place.
    _correct_second_to(services, tid, 7, 206)
    for check in (services.rounds.check(tid, 2), services.rounds.qualifiers_changed(tid, 1)):
        ties = [p for p in check.problems if p.code == TIED_AT_CUT]
        assert len(ties) == 1
        assert set(ties[0].entries) == {sixteenth, seventeenth}
        # Nobody seated is put out: the 16th still goes on, level.
        assert not [p for p in check.problems if p.code == NO_LONGER_QUALIFIES]
        sentence = round_problem_sentence(TIED_AT_CUT, ties[0].entries, None, "it")
        assert str(sixteenth) in sentence and str(seventeenth) in sentence
        assert "pari per l'ultimo posto" in sentence and "sorteggia" in sentence
        english = round_problem_sentence(TIED_AT_CUT, ties[0].entries, None, "en")
        assert "tied for the last place" in english and "draw lots" in english


def test_a_correction_that_clearly_puts_a_player_through_is_no_tie(services: Services):
    tid, tables = _stage_two_seated(services)
    # Table 7's 2nd corrected to 205: 16th outright, table 6's 2nd (206) now 17th.
    _correct_second_to(services, tid, 7, 205)
    check = services.rounds.check(tid, 2)
    assert not [p for p in check.problems if p.code == TIED_AT_CUT]
    codes = {p.code: set(p.entries) for p in check.problems}
    assert codes[NO_LONGER_QUALIFIES] == {tables[5][1]}
    assert codes["now_qualifies"] == {tables[6][1]}
