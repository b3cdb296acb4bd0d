"""The double-entry tests' evening: burraco pairs seated in registration order, round 1 out,
and the first operator's figures of table 1."""

from __future__ import annotations

from sqlalchemy import select

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import BurracoSettings, PairingSystem, Services, TournamentId
from tournament_app.storage.models import RoundRow

FIRST = (640, 245)
OTHER = (640, 250)  # a typical slip: one figure read wrong


def published_in_order(services: Services, pairs: int = 4) -> TournamentId:
    """Pairs seated in registration order (1 v 2 at table 1, 3 v 4 at table 2), round 1 out."""
    tournament_id = burraco_tournament(
        services,
        pairs=pairs,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION),
    )
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    return tournament_id


def table_one_entered(director: Services) -> tuple[TournamentId, int]:
    """Round 1 out, table 1 entered (640-245) by the director: the tournament, the round id."""
    tournament_id = published_in_order(director)
    director.results.enter_totals(tournament_id, 1, 1, *FIRST)
    with director.engine.connect() as connection:
        round_id = connection.scalar(
            select(RoundRow.id).where(RoundRow.tournament_id == tournament_id)
        )
    assert round_id is not None
    return tournament_id, round_id
