"""Scala 40: an addition error that wrongly put a player out, corrected after a hand was
played without her. As an arbitro rules it (/work/shared/domain/scala40.md: limit 101, out
on reaching it; the last out places 2nd; out in the same hand, the lower total places
higher): the error is corrected, she is back in the game from the next hand on her corrected
total, and the hand played without her stays as played: she did not play it (no penalty).

The table: hand 1 a closes, b 40, d 30, c written 60 instead of 16; hand 2 b closes, a 20,
d 50, c 45 (c out on 105); hand 3 a closes, b 30, d 10, played without c.
"""

from __future__ import annotations

import pytest

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    ErrorCode,
    Scala40Hand,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.sheet_rows import replay_sheet

_Table = tuple[TournamentId, tuple[int, ...]]


def _three_hands(services: Services, c_first: int, c_third: int | None) -> _Table:
    """Hands 1-3 of the module's table, c on `c_first` in hand 1 and `c_third` in hand 3
    (None: played without her)."""
    tournament = scala40_tournament(services, 4)
    (table,) = services.rounds.generate(tournament).tables
    services.rounds.publish(tournament, 1)
    a, b, c, d = table.players
    third = ((a, 0), (b, 30), (d, 10)) + (((c, c_third),) if c_third is not None else ())
    for version, hand in enumerate(
        (
            Scala40Hand(((a, 0), (b, 40), (d, 30), (c, c_first)), closer=a),
            Scala40Hand(((b, 0), (a, 20), (d, 50), (c, 45)), closer=b),
            Scala40Hand(third, closer=a),
        )
    ):
        services.results.enter_hand(tournament, 1, 1, hand, expected_version=version or None)
    return tournament, table.players


def _wrongly_out(services: Services) -> _Table:
    tournament, seats = _three_hands(services, 60, None)
    assert services.results.sheet(tournament, 1, 1).eliminated == (seats[2],)
    return tournament, seats


def _correct_first_hand(
    services: Services, tournament: TournamentId, seats: tuple[int, ...], c_points: int
) -> None:
    a, b, c, d = seats
    version = services.results.sheet(tournament, 1, 1).version
    services.results.correct_hand(
        tournament,
        1,
        1,
        0,
        Scala40Hand(((a, 0), (b, 40), (d, 30), (c, c_points)), closer=a),
        expected_version=version,
    )


def test_the_correction_brings_her_back_and_hand_3_stays_as_played(services: Services) -> None:
    tournament, (a, b, c, d) = _wrongly_out(services)
    _correct_first_hand(services, tournament, (a, b, c, d), 16)
    sheet = services.results.sheet(tournament, 1, 1)
    # c: 16 + 45 = 61, in play; hand 3 counts for the others only (b 40 + 30, d 30+50+10)
    assert dict(sheet.totals) == {a: 20, b: 70, c: 61, d: 90}
    assert sheet.eliminated == ()
    assert not sheet.finished
    assert len(sheet.hands) == 3 and sheet.hands[2].points == ((a, 0), (b, 30), (d, 10))
    rows = replay_sheet(sheet, Scala40Settings()).rows
    hand_3 = rows[2].cell(c)
    assert (hand_3.sat_out, hand_3.paid, hand_3.eliminated) == (True, None, False)
    assert rows[2].totals[c] == 61
    # she played hands 1 and 2: no "did not play" there, and hand 2 no longer puts her out
    assert not rows[0].cell(c).sat_out and not rows[1].cell(c).sat_out
    assert rows[1].cell(c).paid == 45 and not rows[1].cell(c).eliminated


def test_from_hand_4_she_plays_and_the_table_ends_as_the_rules_say(services: Services) -> None:
    """Hand 4 needs her figure like anyone's; then a closes, b 40 (110) and d 25 (115) go out
    together, c 10 (71); hand 5 a closes, c 50 (121) out: a 1st, c 2nd (last out), b 3rd
    and d 4th (out in the same hand, b on the lower total)."""
    tournament, (a, b, c, d) = _wrongly_out(services)
    _correct_first_hand(services, tournament, (a, b, c, d), 16)
    version = services.results.sheet(tournament, 1, 1).version
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hand(
            tournament,
            1,
            1,
            Scala40Hand(((a, 0), (b, 40), (d, 25)), closer=a),
            expected_version=version,
        )
    assert refused.value.scoring_code == "missing_points"
    services.results.enter_hand(
        tournament,
        1,
        1,
        Scala40Hand(((a, 0), (b, 40), (d, 25), (c, 10)), closer=a),
        expected_version=version,
    )
    sheet = services.results.enter_hand(
        tournament, 1, 1, Scala40Hand(((a, 0), (c, 50)), closer=a), expected_version=version + 1
    )
    assert sheet.finished
    assert dict(sheet.totals) == {a: 20, b: 110, c: 121, d: 115}
    assert {p.entry: p.place for p in sheet.placings} == {a: 1, c: 2, b: 3, d: 4}
    standings = services.standings.overall(tournament)
    assert [row.entry for row in standings] == [a, c, b, d]
    assert {row.entry: row.penalty_total for row in standings} == {a: 20, b: 110, c: 121, d: 115}


def test_hand_3_can_still_be_corrected_without_her(services: Services) -> None:
    """b's figure in hand 3 was 35, not 30: the hand she did not play is retyped without
    her, and she still did not play it."""
    tournament, (a, b, c, d) = _wrongly_out(services)
    _correct_first_hand(services, tournament, (a, b, c, d), 16)
    version = services.results.sheet(tournament, 1, 1).version
    sheet = services.results.correct_hand(
        tournament,
        1,
        1,
        2,
        Scala40Hand(((a, 0), (b, 35), (d, 10)), closer=a),
        expected_version=version,
    )
    assert dict(sheet.totals) == {a: 20, b: 75, c: 61, d: 90}
    assert replay_sheet(sheet, Scala40Settings()).rows[2].cell(c).sat_out


def test_correcting_back_to_60_puts_her_out_again_in_hand_2(services: Services) -> None:
    """The correction undone by another correction: out on 105 in hand 2, and hand 3 is
    again a hand played after she went out, not one she missed."""
    tournament, seats = _wrongly_out(services)
    a, b, c, d = seats
    _correct_first_hand(services, tournament, seats, 16)
    _correct_first_hand(services, tournament, seats, 60)
    sheet = services.results.sheet(tournament, 1, 1)
    assert sheet.eliminated == (c,)
    assert dict(sheet.totals) == {a: 20, b: 70, c: 105, d: 90}
    rows = replay_sheet(sheet, Scala40Settings()).rows
    assert rows[1].cell(c).eliminated
    assert not rows[2].cell(c).sat_out and rows[2].cell(c).paid is None


def test_a_correction_that_puts_out_a_player_who_played_on_is_refused(
    services: Services,
) -> None:
    """The other way round: c written 16 but she had 60, and she played hand 3 (10). Out on
    105 in hand 2, she cannot have played hand 3: refused, nothing saved."""
    tournament, (a, b, c, d) = _three_hands(services, 16, 10)
    with pytest.raises(ServiceError) as refused:
        services.results.correct_hand(
            tournament,
            1,
            1,
            0,
            Scala40Hand(((a, 0), (b, 40), (d, 30), (c, 60)), closer=a),
            expected_version=3,
        )
    # The hands stored after it stand in the way, not the figures typed (they are right).
    assert refused.value.code is ErrorCode.STATE_REFUSED
    # The table is named too, so the advice can name the command that takes hands back.
    assert refused.value.params == {
        "detail": "correction_breaks_later_hand",
        "hand": 1,
        "later": 3,
        "tournament": tournament,
        "round": 1,
        "table": 1,
    }
    assert dict(services.results.sheet(tournament, 1, 1).totals) == {a: 20, b: 70, c: 71, d: 90}
