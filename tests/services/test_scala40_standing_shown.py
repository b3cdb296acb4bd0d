"""What a scala 40 standings row shows while a stage is played: no rank for a player still at
a table (the place there is not known), and the penalty points so far, the tables over and
the running total at the table in play (scala40.md). The window, the command line and the
printout show these two figures; none works them out by itself.

The heats (tests/builders/final_ties.py): table t's winner pays HEAT_COST[t] in round 1 (43,
53, 10, 20) and goes on; the player out 2nd at table t has 100 + t. The four winners A, B, C,
D meet at the final, where the director gives C 20 penalty points and the first hand is
played: A closes, B and C pay 30, D 60.
"""

from __future__ import annotations

from tests.builders.final_ties import play_heats
from tournament_app.services import (
    PenaltyKind,
    Scala40Hand,
    Scala40Standing,
    Services,
    open_services,
)


def test_mid_final_the_finalists_have_no_rank_and_their_points_so_far(database_url: str):
    """A 43 + 0, B 53 + 30, C 10 + 20 + 30, D 20 + 60, none of them ranked yet; a player out
    in round 1 keeps the rank round 1 gave and the points of that table alone."""
    services: Services = open_services(database_url, station="test")
    try:
        heats = play_heats(services)
        final = services.rounds.generate(heats.tournament)
        services.rounds.publish(heats.tournament, final.number)
        a, b, c, d = heats.place(0)
        services.penalties.add(
            heats.tournament, c, PenaltyKind.MP, mp=20, round_number=final.number, reason="x"
        )
        services.results.enter_hand(
            heats.tournament, final.number, 1, Scala40Hand(((b, 30), (c, 30), (d, 60)), closer=a)
        )
        rows = {
            row.entry: row
            for row in services.standings.overall(heats.tournament)
            if isinstance(row, Scala40Standing)
        }
        assert [rows[p].rank_shown for p in (a, b, c, d)] == [None, None, None, None]
        assert [rows[p].penalty_so_far for p in (a, b, c, d)] == [43, 83, 60, 80]

        second = heats.place(1)  # out 2nd at tables 1-4 with 101-104: 5th to 8th
        assert [rows[p].rank_shown for p in second] == [5, 6, 7, 8]
        assert [rows[p].penalty_so_far for p in second] == [101, 102, 103, 104]
    finally:
        services.close()
