"""Ties only a draw can break, shared by the service, window and command-line tests of
drawing lots: two burraco couples level on every figure, two scala 40 players level at the
cut of an elimination."""

from __future__ import annotations

from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    Scala40Hand,
    ScheduleStep,
    Services,
    TournamentId,
)

ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)
"""One turno, seated by registration order: 1 v 2, 3 v 4."""


def two_ties(services: Services, tournament_id: TournamentId) -> None:
    """Play the one turno of a four-pair tournament set up as ONE_ROUND: 1 v 2 and 3 v 4
    both end 400-300, so 1 and 3 are level on VP, MP difference (+100) and MP scored (400),
    and so are 2 and 4 (-100, 300); neither couple met, so head-to-head cannot part them."""
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 400, 300)
    services.results.enter_totals(tournament_id, 1, 2, 400, 300)


def tie_at_the_cut(services: Services, tournament_id: TournamentId) -> tuple[int, int, int]:
    """Play round 1 of an elimination of eight players on two tables of 4, the best of each
    going on: table 1 is timed out with its first two players level on 30 (a tie for the
    one place), table 2's first player wins clearly. Drafts the final and returns (the two
    tied players, table 2's winner)."""
    first = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    one, two = (table.players for table in first.tables)
    a, b, c, d = one
    results = services.results
    results.enter_hand(tournament_id, 1, 1, Scala40Hand(((b, 30), (c, 40), (d, 50)), closer=a))
    results.enter_hand(
        tournament_id,
        1,
        1,
        Scala40Hand(((a, 30), (c, 5), (d, 5)), closer=b),
        expected_version=1,
    )
    results.time_out(tournament_id, 1, 1, expected_version=2)
    e, f, g, h = two
    results.enter_hand(tournament_id, 1, 2, Scala40Hand(((f, 30), (g, 40), (h, 50)), closer=e))
    results.time_out(tournament_id, 1, 2, expected_version=1)
    services.rounds.generate(tournament_id)
    return a, b, e
