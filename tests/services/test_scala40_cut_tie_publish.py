"""Players level across a scala 40 cut, and publishing the stage after (scala40.md: a full tie
stays tied unless the director breaks it). With no draw every level player is seated, so a
cut of 8 with three level for the last two places seats 9: the stage is not announced so
without the director's word, and what the round check says of it (and of a draw made after
the stage was seated) gives the real reason and the way on as far as the stage has gone."""

from __future__ import annotations

import random

import pytest

from tests.builders.ties import CUT_OF_EIGHT, level_across_the_cut, tie_at_the_cut
from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    ErrorCode,
    RoundStatus,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe, round_problem_sentence
from tournament_app.services.publish_check import PublishUnconfirmedError, Severity
from tournament_app.services.rounds.qualifiers import (
    DRAWN_OUT_AT_CUT,
    DRAWN_OUT_AT_CUT_STARTED,
    DRAWN_OUT_AT_CUT_UNSTARTED,
    NO_LONGER_QUALIFIES,
    TIED_AT_CUT,
    TIED_AT_CUT_STARTED,
    TIED_AT_CUT_UNSTARTED,
)


def _level(services: Services) -> tuple[TournamentId, tuple[int, ...], tuple[int, ...]]:
    tid = scala40_tournament(services, 20, CUT_OF_EIGHT)
    level, through = level_across_the_cut(services, tid)
    return tid, level, through


def _seated(services: Services, tid: TournamentId, number: int = 2) -> set[int]:
    return {p for table in services.rounds.get(tid, number).tables for p in table.players}


def _play_a_hand(services: Services, tid: TournamentId) -> None:
    """One hand written at stage 2's first table: the stage has started."""
    table = services.rounds.get(tid, 2).tables[0]
    closer, *others = table.players
    hand = Scala40Hand(tuple((player, 10) for player in others), closer=closer)
    services.results.enter_hand(tid, 2, table.table, hand)


def _codes(services: Services, tid: TournamentId) -> list[tuple[str, tuple[int, ...]]]:
    return [(p.code, tuple(sorted(p.entries))) for p in services.rounds.check(tid, 2).problems]


def test_a_draft_seating_a_tie_across_the_cut_is_not_published_unasked(services: Services):
    tid, level, through = _level(services)
    draft = services.rounds.generate(tid)
    # Nine go on for eight places: a table of five beside one of four, not two of four.
    assert _seated(services, tid) == set(through) | set(level)
    assert sorted(len(table.players) for table in draft.tables) == [4, 5]
    assert _codes(services, tid) == [(TIED_AT_CUT, level)]
    checked = services.rounds.publish_check(tid, 2)
    assert [p.entries for p in checked.tied] == [level] and not checked.broken
    assert [p.severity for p in checked.problems] == [Severity.ASK]

    with pytest.raises(PublishUnconfirmedError) as refused:
        services.rounds.publish(tid, 2)
    assert refused.value.code is ErrorCode.ROUND_NEEDS_CONFIRMATION
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    said = describe(refused.value, "en", face="cli")
    numbers = " ".join(map(str, level))
    assert said.startswith("Round 2 was not published: players are tied for the last place")
    assert f"torneo standings draw -t {tid} {numbers}, then torneo round generate -t {tid}" in said
    assert f"torneo round publish -t {tid} -r 2 --yes" in said
    assert said.endswith("Nothing was changed.")
    assert "breaks these rules" not in said  # no rule is broken: a draw is due
    italian = describe(refused.value, "it", face="window")
    assert "non è stato pubblicato" in italian and "«Sorteggia tra i pari merito…»" in italian


def test_lots_drawn_first_seat_the_eight_on_two_tables_of_four(services: Services):
    tid, level, through = _level(services)
    services.rounds.generate(tid)
    drawn = services.standings.draw_lots(tid, level, rng=random.Random(4))
    again = services.rounds.generate(tid)
    assert [len(table.players) for table in again.tables] == [4, 4]
    assert _seated(services, tid) == set(through) | set(drawn[:2])
    assert services.rounds.check(tid, 2).problems == ()
    assert services.rounds.publish(tid, 2).status is RoundStatus.PUBLISHED


def test_published_anyway_the_tie_says_back_to_draft_then_draw(services: Services):
    tid, level, _through = _level(services)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2, despite=True)  # the director's word: all of them go on
    assert _codes(services, tid) == [(TIED_AT_CUT_UNSTARTED, level)]
    (tie,) = services.rounds.check(tid, 2).problems
    said = round_problem_sentence(
        tie.code, tie.entries, tie.table, "en", face="cli", tournament=tid, round_number=2
    )
    unpublish = said.index(f"torneo round unpublish -t {tid} -r 2")
    assert unpublish < said.index(f"torneo standings draw -t {tid}")
    assert said.index(f"torneo standings draw -t {tid}") < said.index("torneo round generate")
    # Once a table has played it, it is played as seated: told, nothing to settle.
    _play_a_hand(services, tid)
    assert _codes(services, tid) == [(TIED_AT_CUT_STARTED, level)]
    assert [p.severity for p in services.rounds.publish_check(tid, 2).problems] == [Severity.NOTE]


def test_a_draw_after_publishing_is_the_reason_given_not_a_correction(services: Services):
    tid, level, through = _level(services)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2, despite=True)
    drawn = services.standings.draw_lots(tid, level, rng=random.Random(7))
    loser = drawn[2]
    assert _codes(services, tid) == [(DRAWN_OUT_AT_CUT_UNSTARTED, (loser,))]
    (out,) = services.rounds.check(tid, 2).problems
    for language, drawn_words, corrected in (
        ("en", "lots drawn", "corrected"),
        ("it", "sorteggio", "corretta"),
    ):
        said = round_problem_sentence(
            out.code, out.entries, out.table, language, face="cli", tournament=tid, round_number=2
        )
        assert drawn_words in said and corrected not in said
    said = round_problem_sentence(
        out.code, out.entries, out.table, "en", face="cli", tournament=tid, round_number=2
    )
    assert said.index(f"torneo round unpublish -t {tid} -r 2") < said.index(
        f"torneo round generate -t {tid}"
    )
    # Back to draft: generating again is the way on, and seats whom the draw put through.
    services.rounds.unpublish(tid, 2)
    assert _codes(services, tid) == [(DRAWN_OUT_AT_CUT, (loser,))]
    services.rounds.generate(tid)
    assert _seated(services, tid) == set(through) | set(drawn[:2])
    assert services.rounds.check(tid, 2).problems == ()


def test_a_draw_after_the_stage_started_leaves_it_played_as_seated(services: Services):
    tid, level, _through = _level(services)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2, despite=True)
    _play_a_hand(services, tid)
    drawn = services.standings.draw_lots(tid, level, rng=random.Random(7))
    assert _codes(services, tid) == [(DRAWN_OUT_AT_CUT_STARTED, (drawn[2],))]
    assert [p.severity for p in services.rounds.publish_check(tid, 2).problems] == [Severity.NOTE]


def test_a_hand_corrected_is_still_said_as_a_correction(services: Services):
    """A player put out by a corrected hand, with no tie: the reason stays the correction."""
    tid, level, through = _level(services)
    services.rounds.generate(tid)
    services.standings.draw_lots(tid, level, rng=random.Random(4))
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    # Table 1's 2nd (102, 6th) corrected to 107: now below all three of 104 and table 5's 106.
    sheet = services.results.sheet(tid, 1, 1)
    winner, second = through[0], through[5]
    hand = Scala40Hand(((second, 105),), closer=winner)
    services.results.correct_hand(tid, 1, 1, 2, hand, expected_version=sheet.version)
    codes = dict(_codes(services, tid))
    assert codes[NO_LONGER_QUALIFIES] == (second,)
    assert DRAWN_OUT_AT_CUT_UNSTARTED not in codes


def test_a_tie_at_a_table_s_cut_reads_with_its_table(services: Services):
    """The cut by table (the best of each table): table 1's first two level for its one place
    (tests.builders.ties.tie_at_the_cut), the final seating both."""
    tid = scala40_tournament(services, 8, Scala40Settings())
    a, b, _e = tie_at_the_cut(services, tid)
    with pytest.raises(PublishUnconfirmedError):
        services.rounds.publish(tid, 2)
    services.rounds.publish(tid, 2, despite=True)
    (tie,) = services.rounds.check(tid, 2).problems
    assert (tie.code, set(tie.entries), tie.table) == (TIED_AT_CUT_UNSTARTED, {a, b}, 1)
    said = round_problem_sentence(
        tie.code, tie.entries, tie.table, "en", face="cli", tournament=tid, round_number=2
    )
    assert "from table 1 of the round before" in said and "ranking" not in said
    assert f"torneo round unpublish -t {tid} -r 2" in said
    drawn = services.standings.draw_lots(tid, (a, b), rng=random.Random(2))
    (out,) = services.rounds.check(tid, 2).problems
    assert (out.code, out.entries, out.table) == (DRAWN_OUT_AT_CUT_UNSTARTED, (drawn[1],), 1)
