"""Tournaments with a table of three pairs (burraco a sei): seven pairs in registration order,
Danese, a table of three when needed, round 1 published: 1 v 2, 3 v 4, 5 v 6 v 7 at table 3.
Each state a module-level builder, so snapshots can name it (`snapshots.with_services`)."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    ThreePairsTables,
    TournamentId,
)


def seven_pairs(services: Services, **changes: object) -> TournamentId:
    """Seven pairs, round 1 published with its table of three; `changes` to the settings."""
    base: dict[str, object] = {
        "first_round": PairingSystem.REGISTRATION,
        "schedule": (ScheduleStep(PairingSystem.DANESE, 3),),
        "three_pairs": ThreePairsTables.WHEN_NEEDED,
    }
    settings = BurracoSettings(**(base | changes))  # type: ignore[arg-type]
    tournament_id = burraco_tournament(services, pairs=7, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    return tournament_id


def seven_pairs_published(services: Services) -> TournamentId:
    """The tournament's own settings otherwise (3 hands, the average rule)."""
    return seven_pairs(services)


def seven_pairs_with_phones(services: Services) -> TournamentId:
    """Table entry on: every table, the table of three too, has a code."""
    return seven_pairs(services, table_entry=True)


def seven_pairs_brazilian(services: Services) -> TournamentId:
    """The Brazilian variant: a burraco in the trump suit counts double."""
    return seven_pairs(services, brazilian=True)
