"""A refusal that names a count of rounds reads right for a schedule of one: never "1 turni"
or "1 rounds"."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    ServiceError,
    Services,
)
from tournament_app.services.messages import describe

# The refusal of a round past the schedule, in the words a director reads.
PAST_THE_SCHEDULE = {
    "it": "Il calendario finisce con il turno 1, già generato. Per giocarne un altro, allunga"
    " il calendario nelle impostazioni.",
    "en": "The schedule ends with round 1, already generated. Lengthen the schedule in the"
    " settings to play another.",
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_round_past_a_schedule_of_one(services: Services, language: str) -> None:
    settings = BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),))
    tournament_id = burraco_tournament(services, pairs=4, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    for table in services.rounds.get(tournament_id, 1).tables:
        services.results.enter_totals(tournament_id, 1, table.table, 300, 300)
    with pytest.raises(ServiceError) as refused:
        services.rounds.generate(tournament_id)
    assert describe(refused.value, language) == PAST_THE_SCHEDULE[language]
