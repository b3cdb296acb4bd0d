"""Scala 40 head to head (tables of 2) as a tournament format: 10 players over 3 rounds of
placement points, seated in pairs of players who have not met, each round publishable as
sound; an odd count takes one table of 3, not a bye; the winner of a table gets 2 points
and the loser 0 (services.scala40_tables)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest

from tests.builders.tournaments import play_out, scala40_tournament
from tournament_app.services import Scala40Format, Scala40Seating, Scala40Settings, Services
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.scala40_tables import default_placement_points, with_table_size
from tournament_app.services.values import RoundStatus

HEAD_TO_HEAD = Scala40Settings(
    table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=3, placement_points=(2, 0)
)


def test_ten_players_head_to_head_over_three_rounds(services: Services) -> None:
    tid = scala40_tournament(services, 10, HEAD_TO_HEAD)
    points = dict.fromkeys(range(1, 11), 0)
    penalties = dict.fromkeys(range(1, 11), 0)
    met: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        seating = services.rounds.generate(tid)
        assert [len(table.players) for table in seating.tables] == [2] * 5
        assert services.rounds.check(tid, number).problems == ()
        services.rounds.publish(tid, number)  # no confirmation: nothing to correct
        for table in seating.tables:
            pair = frozenset(table.players)
            assert pair not in met  # the draw keeps apart players who already met
            met.add(pair)
            winner, loser = play_out(services, tid, number, table.table)
            points[winner] += 2
            penalties[loser] += 120  # 40 a hand for three hands: out on 120
        assert services.rounds.progress(tid, number).status is RoundStatus.COMPLETE
    standings = services.standings.overall(tid)
    assert {row.entry: row.points for row in standings} == points
    assert {row.entry: row.penalty_total for row in standings} == penalties
    # Placement points first, then the lower penalty total.
    ordered = [(-row.points, row.penalty_total) for row in standings]
    assert ordered == sorted(ordered)
    assert standings[0].points == max(points.values())


def test_an_odd_count_takes_one_table_of_three(services: Services) -> None:
    tid = scala40_tournament(services, 9, HEAD_TO_HEAD)
    seating = services.rounds.generate(tid)
    assert sorted(len(table.players) for table in seating.tables) == [2, 2, 2, 3]
    assert services.rounds.check(tid, 1).problems == ()
    services.rounds.publish(tid, 1)
    three = next(t for t in seating.tables if len(t.players) == 3)
    winner, *others = play_out(services, tid, 1, three.table)
    rows = {row.entry: row.points for row in services.standings.overall(tid)}
    assert rows[winner] == 2 and [rows[o] for o in others] == [0, 0]


def test_every_player_meets_a_new_opponent_each_round(services: Services) -> None:
    tid = scala40_tournament(services, 10, HEAD_TO_HEAD)
    pairs: list[frozenset[int]] = []
    for number in (1, 2, 3):
        seating = services.rounds.generate(tid)
        services.rounds.publish(tid, number)
        pairs += [frozenset(t.players) for t in seating.tables]
        for table in seating.tables:
            play_out(services, tid, number, table.table)
    assert len(set(pairs)) == len(pairs) == 15
    assert all(len(a & b) < 2 for a, b in combinations(pairs, 2))


def test_tables_of_two_default_to_two_points_for_the_winner() -> None:
    assert default_placement_points(2) == (2, 0)
    assert default_placement_points(4) == (4, 2, 1, 0)
    head_to_head = with_table_size(Scala40Settings(), 2)
    assert (head_to_head.table_size, head_to_head.placement_points) == (2, (2, 0))
    assert with_table_size(head_to_head, 4).placement_points == (4, 2, 1, 0)
    # Points the director wrote stay.
    own = with_table_size(Scala40Settings(placement_points=(5, 3, 1)), 2)
    assert own.placement_points == (5, 3, 1)


def test_an_elimination_head_to_head_is_a_knockout_to_a_final_of_two(services: Services) -> None:
    """8 players: 4 tables of 2, the 4 winners at 2 semi-finals, the 2 winners at the final;
    then no more rounds, and the final's winner ranks first."""
    tid = scala40_tournament(services, 8, Scala40Settings(table_size=2, advance_per_table=1))
    sizes = []
    for number in (1, 2, 3):
        seating = services.rounds.generate(tid)
        sizes.append([len(table.players) for table in seating.tables])
        services.rounds.publish(tid, number)
        orders = [play_out(services, tid, number, table.table) for table in seating.tables]
    assert sizes == [[2, 2, 2, 2], [2, 2], [2]]
    assert seating.system == "final"
    with pytest.raises(ServiceError) as caught:
        services.rounds.generate(tid)
    assert caught.value.code is ErrorCode.NO_MORE_ROUNDS
    standings = services.standings.overall(tid)
    assert [row.entry for row in standings[:2]] == orders[0]


def test_three_going_on_play_the_final_together(services: Services) -> None:
    """6 players: 3 tables of 2, and the 3 winners are the final (a table of 3)."""
    tid = scala40_tournament(services, 6, Scala40Settings(table_size=2, advance_per_table=1))
    first = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    winners = [play_out(services, tid, 1, table.table)[0] for table in first.tables]
    final = services.rounds.generate(tid)
    assert final.system == "final"
    assert [sorted(table.players) for table in final.tables] == [sorted(winners)]


def test_the_danese_pairs_first_against_second_who_have_not_met(services: Services) -> None:
    """Seated by the standings from round 2, kept apart: 1st v 2nd at table 1 unless they
    met, a Swiss-like head to head."""
    settings = replace(HEAD_TO_HEAD, seating=Scala40Seating.DANESE, keep_apart=True)
    tid = scala40_tournament(services, 10, settings)
    met: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        seating = services.rounds.generate(tid)
        assert [len(table.players) for table in seating.tables] == [2] * 5
        if number > 1:
            top = [row.entry for row in services.standings.overall(tid)]
            assert top[0] in seating.tables[0].players
        services.rounds.publish(tid, number)
        for table in seating.tables:
            assert frozenset(table.players) not in met
            met.add(frozenset(table.players))
            play_out(services, tid, number, table.table)
