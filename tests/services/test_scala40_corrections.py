"""Scala 40 sheets: a correction changes only what was retyped, and "take back" takes back
only the last thing entered (the time-out, a re-entry or a hand).

Limit 101, out on reaching it; a re-entry comes back on the highest total still in play
(/work/shared/domain/scala40.md, Rientro).
"""

from __future__ import annotations

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentId,
)


def _table_with_reentry(services: Services) -> tuple[TournamentId, tuple[int, ...]]:
    """One table of four, re-entry allowed: hand 1 puts d out (101), then d re-enters."""
    tournament_id = scala40_tournament(services, players=4, settings=Scala40Settings(reentries=1))
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    a, b, c, d = table.players
    services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((a, 0), (b, 60), (c, 30), (d, 101)), closer=a)
    )
    sheet = services.results.reenter(tournament_id, 1, 1, d, expected_version=1)
    assert dict(sheet.totals)[d] == 60  # b's 60 is the highest total in play
    return tournament_id, table.players


def test_correcting_the_hand_a_reentry_followed_keeps_the_reentry(services: Services) -> None:
    """Hand 1 retyped with b on 50 instead of 60: d stays back in play, now on 50 (the
    highest total in play after the corrected hand), and the re-entry is still on the sheet."""
    tournament_id, (a, b, c, d) = _table_with_reentry(services)
    sheet = services.results.correct_hand(
        tournament_id,
        1,
        1,
        0,
        Scala40Hand(((a, 0), (b, 50), (c, 30), (d, 101)), closer=a),
        expected_version=2,
    )
    assert sheet.eliminated == ()
    assert dict(sheet.totals) == {a: 0, b: 50, c: 30, d: 50}
    assert sheet.hands[0].reentries == (d,)


def test_an_unchanged_correction_keeps_the_later_hands_of_the_player_back_in(
    services: Services,
) -> None:
    """With a hand played after the re-entry (d scoring 10), re-recording hand 1 as it was
    is accepted and changes nothing: d is in play with 60 + 10."""
    tournament_id, (a, b, c, d) = _table_with_reentry(services)
    services.results.enter_hand(
        tournament_id,
        1,
        1,
        Scala40Hand(((a, 5), (b, 5), (c, 0), (d, 10)), closer=c),
        expected_version=2,
    )
    sheet = services.results.correct_hand(
        tournament_id,
        1,
        1,
        0,
        Scala40Hand(((a, 0), (b, 60), (c, 30), (d, 101)), closer=a),
        expected_version=3,
    )
    assert sheet.eliminated == ()
    assert dict(sheet.totals) == {a: 5, b: 65, c: 30, d: 70}
    assert [hand.reentries for hand in sheet.hands] == [(d,), ()]


def test_a_correction_can_add_a_reentry(services: Services) -> None:
    """A re-entry given with the correction is added to the hand (the command line's
    `hand correct --reenter`)."""
    tournament_id = scala40_tournament(services, players=4, settings=Scala40Settings(reentries=1))
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    a, b, c, d = table.players
    hand = Scala40Hand(((a, 0), (b, 60), (c, 30), (d, 101)), closer=a)
    services.results.enter_hand(tournament_id, 1, 1, hand)
    sheet = services.results.correct_hand(
        tournament_id,
        1,
        1,
        0,
        Scala40Hand(hand.points, hand.closer, reentries=(d,)),
        expected_version=1,
    )
    assert sheet.hands[0].reentries == (d,)
    assert dict(sheet.totals)[d] == 60


def test_taking_back_after_a_time_out_removes_only_the_time_out(services: Services) -> None:
    """Two hands, time called by mistake, take back: both hands and their totals stay, and
    the table is in play again."""
    tournament_id = scala40_tournament(services, players=4)
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    a, b, c, d = table.players
    services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((a, 0), (b, 20), (c, 30), (d, 40)), closer=a)
    )
    services.results.enter_hand(
        tournament_id,
        1,
        1,
        Scala40Hand(((a, 5), (b, 0), (c, 5), (d, 5)), closer=b),
        expected_version=1,
    )
    services.results.time_out(tournament_id, 1, 1, expected_version=2)
    sheet = services.results.remove_last_hand(tournament_id, 1, 1, expected_version=3)
    assert (sheet.timed_out, sheet.finished, len(sheet.hands)) == (False, False, 2)
    assert dict(sheet.totals) == {a: 5, b: 20, c: 35, d: 45}
    # Taking back again now removes hand 2, and only it.
    sheet = services.results.remove_last_hand(tournament_id, 1, 1, expected_version=4)
    assert len(sheet.hands) == 1
    assert dict(sheet.totals) == {a: 0, b: 20, c: 30, d: 40}


def test_taking_back_a_reentry_keeps_the_hand_before_it(services: Services) -> None:
    """A re-entry entered after the last hand: take back puts the player out again with
    101; the hand stays."""
    tournament_id, (a, b, c, d) = _table_with_reentry(services)
    sheet = services.results.remove_last_hand(tournament_id, 1, 1, expected_version=2)
    assert len(sheet.hands) == 1
    assert sheet.hands[0].reentries == ()
    assert sheet.eliminated == (d,)
    assert dict(sheet.totals) == {a: 0, b: 60, c: 30, d: 101}
