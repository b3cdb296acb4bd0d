"""Scala 40: seating by stages, sheets replayed hand by hand, re-entry, time-out, versions."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import play_out as _play_out
from tests.builders.tournaments import scala40_tournament
from tournament_app.services import (
    ConflictError,
    ErrorCode,
    NotFoundError,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe


def _hand(closer: int, **points: int) -> Scala40Hand:
    return Scala40Hand(points=tuple((int(k[1:]), v) for k, v in points.items()), closer=closer)


def _one_table(
    services: Services, settings: Scala40Settings | None = None
) -> tuple[TournamentId, tuple[int, ...]]:
    """A published round 1 seating four players at one table: (tournament, seats in order)."""
    tournament_id = scala40_tournament(services, players=4, settings=settings)
    (table,) = services.rounds.generate(tournament_id).tables
    services.rounds.publish(tournament_id, 1)
    return tournament_id, table.players


def test_a_sheet_adds_up_and_eliminates_at_the_limit(services: Services) -> None:
    """Totals run hand by hand; reaching 101 puts a player out; the last one left wins."""
    tournament_id, (a, b, c, d) = _one_table(services)
    sheet = services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((b, 60), (c, 30), (d, 101)), closer=a)
    )
    assert dict(sheet.totals) == {a: 0, b: 60, c: 30, d: 101}
    assert sheet.eliminated == (d,)  # 101 reaches the limit: out (>= by default)
    sheet = services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((a, 20), (b, 45)), closer=c), expected_version=1
    )
    assert sheet.eliminated == (d, b)  # 105
    sheet = services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((c, 90),), closer=a), expected_version=2
    )
    assert sheet.finished
    assert [(p.entry, p.place, p.total) for p in sorted(sheet.placings, key=lambda p: p.place)] == [
        (a, 1, 20),
        (c, 2, 120),
        (b, 3, 105),
        (d, 4, 101),
    ]
    with pytest.raises(ServiceError) as caught:
        services.results.enter_hand(
            tournament_id, 1, 1, Scala40Hand(((c, 5),), closer=a), expected_version=3
        )
    assert caught.value.code is ErrorCode.TABLE_FINISHED
    assert describe(caught.value, "it").startswith("Al tavolo 1 la partita è già finita")


def test_a_bad_hand_is_refused_and_the_sheet_is_unchanged(services: Services) -> None:
    """Two players with 0 (two closers) or a player not at the table: refused, no version."""
    tournament_id, (a, b, c, d) = _one_table(services)
    with pytest.raises(ServiceError) as caught:
        services.results.enter_hand(
            tournament_id, 1, 1, Scala40Hand(((b, 0), (c, 30), (d, 10)), closer=a)
        )
    assert (caught.value.code, caught.value.scoring_code) == (
        ErrorCode.INVALID_SCORE,
        "two_closers",
    )
    with pytest.raises(ServiceError):
        services.results.enter_hand(
            tournament_id, 1, 1, Scala40Hand(((b, 5), (c, 30), (d, 10), (99, 4)), closer=a)
        )
    assert services.results.sheet(tournament_id, 1, 1).version == 0


def test_correcting_a_hand_replays_the_rest(services: Services) -> None:
    """Lowering hand 1's 101 to 10 brings that player back into play."""
    tournament_id, (a, b, c, d) = _one_table(services)
    services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((b, 60), (c, 30), (d, 101)), closer=a)
    )
    sheet = services.results.correct_hand(
        tournament_id,
        1,
        1,
        0,
        Scala40Hand(((b, 60), (c, 30), (d, 10)), closer=a),
        expected_version=1,
    )
    assert (sheet.eliminated, dict(sheet.totals)[d], sheet.version) == ((), 10, 2)
    with pytest.raises(NotFoundError):
        services.results.correct_hand(
            tournament_id, 1, 1, 5, Scala40Hand(((b, 1),), closer=a), expected_version=2
        )


def test_reentry_only_when_allowed(services: Services) -> None:
    """Re-entry is off by default; when on, the player comes back with the worst active total."""
    off, (a, b, c, d) = _one_table(services)
    services.results.enter_hand(off, 1, 1, Scala40Hand(((b, 60), (c, 30), (d, 101)), closer=a))
    with pytest.raises(ServiceError) as caught:
        services.results.reenter(off, 1, 1, d, expected_version=1)
    assert caught.value.code is ErrorCode.REENTRY_NOT_ALLOWED

    on, (a, b, c, d) = _one_table(services, Scala40Settings(reentries=1))
    services.results.enter_hand(on, 1, 1, Scala40Hand(((b, 60), (c, 30), (d, 101)), closer=a))
    sheet = services.results.reenter(on, 1, 1, d, expected_version=1)
    assert dict(sheet.totals)[d] == 60  # the highest total still in play (b's)
    assert sheet.hands[0].reentries == (d,)
    assert sheet.eliminated == ()


def test_time_out_ranks_by_totals(services: Services) -> None:
    """Calling time ends the table; lower total places higher."""
    tournament_id, (a, b, c, d) = _one_table(services)
    services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((b, 60), (c, 30), (d, 45)), closer=a)
    )
    sheet = services.results.time_out(tournament_id, 1, 1, expected_version=1)
    assert sheet.finished and sheet.timed_out
    order = [p.entry for p in sorted(sheet.placings, key=lambda p: p.place)]
    assert order == [a, c, d, b]
    back = services.results.remove_last_hand(tournament_id, 1, 1, expected_version=2)
    # Taking back removes the time-out only: the hand stays and the table plays on.
    assert (len(back.hands), back.finished, back.timed_out) == (1, False, False)


def test_a_stale_sheet_write_is_refused(services: Services) -> None:
    """A hand entered over version 1 when the sheet is at 2 is a CONFLICT."""
    tournament_id, (a, b, c, d) = _one_table(services)
    services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((b, 5), (c, 5), (d, 5)), closer=a)
    )
    services.results.enter_hand(
        tournament_id, 1, 1, Scala40Hand(((b, 5), (c, 5), (d, 5)), closer=a), expected_version=1
    )
    with pytest.raises(ConflictError):
        services.results.enter_hand(
            tournament_id, 1, 1, Scala40Hand(((b, 5), (c, 5), (d, 5)), closer=a), expected_version=1
        )
    assert len(services.results.sheet(tournament_id, 1, 1).hands) == 2


def test_elimination_stages_down_to_a_final_table(services: Services) -> None:
    """12 players: three tables of 4, each winner goes on, the three meet at the final;
    the final's winner ranks first, then the final's order, then the first stage's."""
    tournament_id = scala40_tournament(services, players=12)
    first = services.rounds.generate(tournament_id)
    assert sorted(len(t.players) for t in first.tables) == [4, 4, 4]
    services.rounds.publish(tournament_id, 1)
    winners = [_play_out(services, tournament_id, 1, t.table)[0] for t in first.tables]
    final = services.rounds.generate(tournament_id)
    assert final.system == "final"
    assert sorted(final.tables[0].players) == sorted(winners)
    services.rounds.publish(tournament_id, 2)
    final_order = _play_out(services, tournament_id, 2, 1)
    standings = services.standings.overall(tournament_id)
    assert standings[0].entry == final_order[0]
    assert {row.entry for row in standings[:3]} == set(winners)
    assert [row.rank for row in standings[:2]] == [1, 2]
    with pytest.raises(ServiceError) as caught:
        services.rounds.generate(tournament_id)
    assert caught.value.code is ErrorCode.NO_MORE_ROUNDS


def test_placement_points_accumulate(services: Services) -> None:
    """Placement format, 4-2-1-0: the table winner gets 4; the other three go out together
    on equal totals, so they share 2nd place and 2 points each (a full tie stays tied)."""
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tournament_id = scala40_tournament(services, players=8, settings=settings)
    points: dict[int, int] = {}
    for number in (1, 2):
        seating = services.rounds.generate(tournament_id)
        services.rounds.publish(tournament_id, number)
        for table in seating.tables:
            winner, *others = _play_out(services, tournament_id, number, table.table)
            points[winner] = points.get(winner, 0) + 4
            for entry in others:
                points[entry] = points.get(entry, 0) + 2
    standings = services.standings.overall(tournament_id)
    assert {row.entry: row.points for row in standings} == points
    assert [row.points for row in standings] == sorted(points.values(), reverse=True)


def test_a_tie_across_the_cut_goes_by_the_recorded_draw(services: Services) -> None:
    """Two go on per table, but the three losers of each table go out together on 120:
    without a draw all six would go on; with the draw recorded, the first drawn of each
    table's three takes the one open place, and the final seats four."""
    settings = Scala40Settings(advance_per_table=2)
    tournament_id = scala40_tournament(services, players=8, settings=settings)
    first = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    seats = [_play_out(services, tournament_id, 1, table.table) for table in first.tables]
    undecided = services.rounds.generate(tournament_id)
    assert sum(len(table.players) for table in undecided.tables) == 8
    draw = [entry for seat in seats for entry in reversed(seat[1:])]  # each table's last seat first
    services.standings.record_draw(tournament_id, draw)
    final = services.rounds.generate(tournament_id)  # replaces the draft
    expected = sorted([seat[0] for seat in seats] + [seat[-1] for seat in seats])
    assert final.system == "final"
    assert sorted(final.tables[0].players) == expected
