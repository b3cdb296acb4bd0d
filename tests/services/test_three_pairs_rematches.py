"""Tables of three "always" through the services, on SQLite and PostgreSQL: the Danish round
after a round of tables of three seats no two pairs that already shared a table, as the
Danese (modificato: not last round's opponents) does at tables of two."""

from __future__ import annotations

from itertools import combinations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    ThreePairsTables,
)

# Round 1 by registration: 1-2-3, 4-5-6, 7-8-9, with these totals (FIBUR's 3-hand table, the
# average rule): VP 14-13-4, 13-10-8, 12-10-9, so the standings open 1, 2 (13, +300), 4 (13,
# +250), 7. The Danese then seats 1 v 4 (1 met 2) and 2 v 7: three by three in that order
# would put 1 and 2 together again.
TOTALS = {1: (900, 800, 100), 2: (500, 300, 200), 3: (600, 500, 400)}


def _met(services: Services, tid, number: int) -> set[frozenset[int]]:
    return {
        frozenset(pair)
        for table in services.rounds.get(tid, number).tables
        for pair in combinations(table.ns + table.ew + table.third, 2)
    }


def test_always_keeps_the_danese_rule_at_tables_of_three(services: Services) -> None:
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.ALWAYS,
    )
    tid = burraco_tournament(services, pairs=9, settings=settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in services.rounds.get(tid, 1).tables:
        services.results.enter_three(tid, 1, table.table, totals=TOTALS[table.table])
    services.rounds.generate(tid)
    round_two = services.rounds.get(tid, 2)
    assert [len(t.ns + t.ew + t.third) for t in round_two.tables] == [3, 3, 3]
    assert not _met(services, tid, 1) & _met(services, tid, 2)
    problems = [p.code for p in services.rounds.check(tid, 2).problems]
    assert "forbidden_rematch" not in problems
