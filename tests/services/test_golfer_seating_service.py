"""Through the services (stored and read back each round): nobody meets anyone twice where a
known design allows it, at scala 40 and at individual burraco."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.builders.tournaments import play_out as _play_out
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    PlayerSpec,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    Services,
)


def test_sixteen_scala40_players_meet_nobody_twice_in_five_rounds(services: Services) -> None:
    settings = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=5)
    tournament_id = scala40_tournament(services, players=16, settings=settings)
    met: Counter[frozenset[int]] = Counter()
    for number in range(1, 6):
        seating = services.rounds.generate(tournament_id)
        services.rounds.publish(tournament_id, number)
        for table in seating.tables:
            met.update(frozenset(pair) for pair in combinations(table.players, 2))
            _play_out(services, tournament_id, number, table.table)
    assert max(met.values()) == 1
    assert len(met) == 16 * 15 // 2  # and everyone met everyone


def test_sixteen_individual_burraco_players_never_repeat_partner_or_opponent(
    services: Services,
) -> None:
    tournament_id = burraco_tournament(
        services,
        settings=BurracoSettings(
            individual=True, schedule=(ScheduleStep(PairingSystem.MITCHELL, 5),)
        ),
    )
    for n in range(1, 17):
        services.entries.add(tournament_id, [PlayerSpec(f"Giocatore{n}", "X")])
    met: Counter[frozenset[int]] = Counter()
    for number in range(1, 6):
        tables = services.rounds.generate(tournament_id).tables
        services.rounds.publish(tournament_id, number)
        for table in tables:
            met.update(frozenset(pair) for pair in combinations((*table.ns, *table.ew), 2))
            services.results.enter_totals(tournament_id, number, table.table, 640, 245)
    assert max(met.values()) == 1
