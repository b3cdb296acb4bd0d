"""Builders for the tests of rounds already seated when an earlier result is corrected."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament, play_out, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    Scala40Hand,
    Scala40Settings,
    ScheduleStep,
    Services,
    TournamentId,
)

EIGHT = Scala40Settings(table_size=4, advance_per_table=1, limit=101)


def codes(services: Services, tournament_id: TournamentId, number: int) -> dict[str, tuple]:
    check = services.rounds.check(tournament_id, number)
    return {p.code: (p.entries, p.table) for p in check.problems}


def hand(points: dict[int, int], closer: int) -> Scala40Hand:
    return Scala40Hand(points=tuple(points.items()), closer=closer)


def table_one_won_by_fourth_seat(services: Services, tid: TournamentId) -> list[int]:
    """Table 1 of round 1 (seats a, b, c, d; limit 101, out on reaching it): b and c out on
    105 in hand 2, a out on 110 in hand 4: d wins on 70. Returns the seats."""
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    hands = [
        hand({a: 0, b: 50, c: 60, d: 40}, a),
        hand({a: 0, b: 55, c: 45, d: 30}, a),
        hand({a: 40, d: 0}, d),
        hand({a: 70, d: 0}, d),
    ]
    version = None
    for played in hands:
        version = services.results.enter_hand(tid, 1, 1, played, expected_version=version).version
    return [a, b, c, d]


def final_seated(services: Services, *, publish: bool) -> tuple[TournamentId, list[int], int]:
    """Eight players at two tables, one goes on from each: table 1 won by its fourth seat,
    table 2 by its first; round 2 (the final of the two winners) drafted or published.
    Returns the tournament, table 1's seats and table 2's winner."""
    tid = scala40_tournament(services, 8, EIGHT)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    seats = table_one_won_by_fourth_seat(services, tid)
    other = play_out(services, tid, 1, 2)[0]
    services.rounds.generate(tid)
    if publish:
        services.rounds.publish(tid, 2, copy=False)
    return tid, seats, other


def correct_hand_four(services: Services, tid: TournamentId, seats: list[int]) -> None:
    """Hand 4 of table 1 was written on the wrong player: a closed, d paid 50 (d out on 120,
    a wins on 40)."""
    a, _b, _c, d = seats
    version = services.results.sheet(tid, 1, 1).version
    services.results.correct_hand(tid, 1, 1, 3, hand({a: 0, d: 50}, a), expected_version=version)


DANESE = BurracoSettings(
    hands=3,
    schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
    first_round=PairingSystem.REGISTRATION,
)


def danese_draft(services: Services) -> TournamentId:
    """8 pairs, round 1 by registration (1 v 2, 3 v 4...), NS wins every table by 1200-600
    but table 4; round 2 drafted by the standings."""
    tid = burraco_tournament(services, 8, DANESE)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    for table in (1, 2, 3):
        services.results.enter_totals(tid, 1, table, 1200, 600)
    services.results.enter_totals(tid, 1, 4, 900, 850)
    services.rounds.generate(tid)
    return tid
