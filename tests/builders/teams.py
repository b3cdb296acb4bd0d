"""Team events (burraco a squadre) for the tests of withdrawals, the team ranking's tie-breaks
and lots drawn among teams: teams of two pairs (team n fields pairs 2n - 1 and 2n), a round
played from its tables' totals, and two teams level on every figure."""

from __future__ import annotations

from collections.abc import Mapping

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    Services,
    TeamMovement,
    TournamentId,
)

NAMES = ("Assi", "Bassotti", "Cuori", "Denari", "Fiori", "Picche", "Quadri")


def round_robin(rounds: int) -> BurracoSettings:
    """A team event on the Berger tables, `rounds` rounds."""
    return BurracoSettings(
        event_format=EventFormat.TEAMS,
        schedule=(ScheduleStep(PairingSystem.ROUND_ROBIN, rounds),),
    )


DANESE = BurracoSettings(
    event_format=EventFormat.TEAMS,
    team_movement=TeamMovement.DANESE,
    schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
)
"""A team event by the Danese (round 1 by registration: 1 v 2, 3 v 4, ...)."""


def team_event(
    services: Services, teams: int = 4, settings: BurracoSettings | None = None
) -> TournamentId:
    """`teams` teams of two pairs, named from NAMES: team n fields pairs 2n - 1 and 2n."""
    tournament = burraco_tournament(services, 2 * teams, settings or round_robin(3))
    for number in range(1, teams + 1):
        services.teams.add(tournament, NAMES[number - 1], [2 * number - 1, 2 * number])
    return tournament


def play_round(
    services: Services,
    tournament: TournamentId,
    totals: Mapping[int, tuple[int, int]] | None = None,
) -> int:
    """Generate and publish the next round, then enter each table's totals (`totals` by
    table number; any other table 500-400). Returns the round's number."""
    made = services.rounds.generate(tournament)
    # Refused were its check to need confirming (a rematch): published as a director would.
    services.rounds.publish(tournament, made.number, copy=False)
    for table in made.tables:
        if not table.is_bye:
            ns, ew = (totals or {}).get(table.table, (500, 400))
            services.results.enter_totals(tournament, made.number, table.table, ns, ew)
    return made.number


def two_teams_level(services: Services, settings: BurracoSettings | None = None) -> TournamentId:
    """Four teams after round 1 (Berger: 1 v 4 at tables 1-2, 2 v 3 at tables 3-4): team 1
    beats team 4 1140-545 (13-7); teams 2 and 3 each win a table 500-400 on the same deals,
    900-900 (10-10): level on VP, MP difference, MP scored and their match, so only a draw
    parts them (shared 2nd place)."""
    tournament = team_event(services, 4, settings)
    play_round(services, tournament, {1: (640, 245), 2: (300, 500), 3: (500, 400), 4: (500, 400)})
    return tournament
