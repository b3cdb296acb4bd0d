"""A scala 40 elimination whose final is published: a finalist has a seat there already, so
their place is no longer one to hand on as it stands (test_stage_replacement_published.py,
and the refusal cases of refusal_cases.py)."""

from __future__ import annotations

from tests.builders.tournaments import scala40_tournament
from tournament_app.services import Scala40Hand, Scala40Settings, Services, TournamentId

# Eight players on two tables of four, over 151 out; the best four of the stage's ranking go
# on to a final table of four.
EIGHT_TO_A_FINAL_OF_FOUR = Scala40Settings(limit=151, out_at_limit=False, stage_cuts=(4,))


def _play(services: Services, tournament: TournamentId, table: int, third: int) -> None:
    """Stage 1's `table` played: the first seat wins (1 point), the second is 2nd (202), the
    third 3rd with `third` points, the fourth 4th (160, out on the first hand). The 2nd's 200
    in one hand is more than a hand can cost: entered as the director confirms it."""
    sheet = services.results.sheet(tournament, 1, table)
    a, b, c, d = sheet.players
    hands = [
        Scala40Hand(points=((a, 1), (b, 1), (d, 160)), closer=c),
        Scala40Hand(points=((b, 1), (c, third)), closer=a),
        Scala40Hand(points=((b, 200),), closer=a),
    ]
    version = sheet.version or None
    for hand in hands:
        version = services.results.enter_hand(
            tournament, 1, table, hand, expected_version=version, despite_unlikely=True
        ).version


def final_published(services: Services) -> tuple[TournamentId, int, tuple[int, ...]]:
    """Stage 1 played (its two 3rds on 160 and 170: the first is the best of those not going
    on), the final (stage 2) seated and published, no table of it played: the tournament, the
    final's round number and its players."""
    tournament = scala40_tournament(services, 8, EIGHT_TO_A_FINAL_OF_FOUR)
    stage = services.rounds.generate(tournament)
    services.rounds.publish(tournament, stage.number)
    _play(services, tournament, 1, 160)
    _play(services, tournament, 2, 170)
    final = services.rounds.generate(tournament)
    services.rounds.publish(tournament, final.number)
    (table,) = final.tables
    return tournament, final.number, table.players


def final_under_way(services: Services) -> tuple[TournamentId, int, tuple[int, ...]]:
    """`final_published` with the final's first hand entered: its table has started."""
    tournament, final, players = final_published(services)
    first, second, third, fourth = services.results.sheet(tournament, final, 1).players
    services.results.enter_hand(
        tournament,
        final,
        1,
        Scala40Hand(points=((first, 12), (second, 30), (fourth, 45)), closer=third),
    )
    return tournament, final, players
