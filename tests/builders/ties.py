"""Ties only a draw can break, shared by the service, window and command-line tests of
drawing lots: two burraco couples level on every figure, two scala 40 players level at the
cut of an elimination, three level across the cut by a stage's ranking."""

from __future__ import annotations

from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    Scala40Hand,
    Scala40Settings,
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


CUT_OF_EIGHT = Scala40Settings(stage_cuts=(8, 4))
"""An elimination by the stage's ranking: the best 8 of stage 1, then a final table of 4
(limit 101, out at 101)."""


def level_across_the_cut(
    services: Services, tournament_id: TournamentId
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Play stage 1 of a CUT_OF_EIGHT elimination of twenty players (five tables of 4): table
    t's first seat wins on t points, its 4th and 3rd go out on 101, and its 2nd goes out on
    102, 104, 104, 104, 106 for tables 1 to 5. The ranking: the five winners, table 1's 2nd,
    then the 2nds of tables 2, 3 and 4 level on 104 for the last two places of the 8. Returns
    (the three level, sorted; the six through outright)."""
    first = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    seconds = (102, 104, 104, 104, 106)
    orders = []
    for index, table in enumerate(first.tables):
        a, b, c, d = table.players
        hands = (
            Scala40Hand(((a, index + 1), (b, 1), (d, 101)), closer=c),
            Scala40Hand(((b, 1), (c, 101)), closer=a),
            Scala40Hand(((b, seconds[index] - 2),), closer=a),
        )
        version = None
        for hand in hands:
            sheet = services.results.enter_hand(
                tournament_id, 1, table.table, hand, expected_version=version
            )
            version = sheet.version
        assert sheet.finished
        orders.append((a, b))
    level = tuple(sorted(second for _winner, second in orders[1:4]))
    through = (*(winner for winner, _second in orders), orders[0][1])
    return level, through


def ties_below_a_tie_break(services: Services, tournament_id: TournamentId) -> None:
    """Play the one turno of a six-pair tournament set up as ONE_ROUND (1 v 2, 3 v 4, 5 v 6):
    1 and 3 win 400-300, 5 wins 450-350, all by 100 (11-9 VP, FIBUR 3 hands). So 5 ranks
    first on MP scored, 1 and 3 share 2nd level on everything (+100, 400), 6 is 4th on MP
    scored (350) and 2 and 4 share 5th (-100, 300): the first row of each shared place is
    below the one above "by MP scored", and both wait for a draw of lots."""
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    for table, (ns, ew) in enumerate(((400, 300), (400, 300), (450, 350)), start=1):
        services.results.enter_totals(tournament_id, 1, table, ns, ew)
