"""The prize list during an evening (services/prize_awards.py, on real tournaments): a prize
place goes only to an entry with a result counted, never to one still waiting for its first
table to end (mid-evening those are all level at the foot of the ranking, and a category of
them had "winners" on 0 points), and the list is provisional until the standings are final:
the last planned round complete, an elimination's final played, or the tournament marked
finished.

Burraco: the loser of a table gets fewer VP the more points it lost by, so of two NS pairs
that won, the one that won by more ranks higher, and a pair that lost by 100 ranks above one
that lost by 500. Scala 40 (`play_out`): the table's first seat wins on 0 penalty points, the
other three go out together and share 2nd place.
"""

from __future__ import annotations

from tests.builders.final_ties import play_final, play_heats
from tests.builders.tournaments import (
    burraco_tournament,
    enter_every_table,
    play_out,
    published_round,
    scala40_tournament,
)
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    Scala40Hand,
    ScheduleStep,
    Services,
)
from tournament_app.services.prize_awards import PrizeAwards, default_prize_choice

TWO_ROUNDS = BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 2),))


def _said(awards: PrizeAwards) -> list[tuple[str, int, int]]:
    return [(p.heading, p.place, p.standing.entry) for p in awards.prizes]


def _default_list(services: Services, tid: int) -> PrizeAwards:
    """The prize list a director gets without choosing one (`torneo print --prizes`)."""
    chosen = default_prize_choice(*services.standings.sections(tid))
    return services.standings.prize_awards(tid, per=chosen.per, places=chosen.places)


def test_mid_round_a_burraco_pair_without_a_result_wins_nothing(services: Services) -> None:
    """Eight pairs, round 1 of 2: table 1 ends 600-100, table 2 400-300, tables 3 and 4 are
    still playing. Category A holds tables 1 and 3, B tables 2 and 4. Overall: table 1's NS,
    table 2's NS, then table 2's EW (lost by 100). Premi non cumulabili: A's only pair left
    with a result is table 1's EW (it lost by 500, below the pairs of table 3 on 0 VP and 0
    difference, who have played nothing); B's pairs left have no result: no B prize."""
    tid = burraco_tournament(services, 8, TWO_ROUNDS)
    published_round(services, tid)
    t1, t2, t3, t4 = services.rounds.get(tid, 1).tables
    for table, category in ((t1, "A"), (t3, "A"), (t2, "B"), (t4, "B")):
        for pair in (*table.ns, *table.ew):
            services.entries.edit(tid, pair, category=category)
    services.results.enter_totals(tid, 1, t1.table, 600, 100)
    services.results.enter_totals(tid, 1, t2.table, 400, 300)

    awards = _default_list(services, tid)
    assert _said(awards) == [
        ("", 1, t1.ns[0]),
        ("", 2, t2.ns[0]),
        ("", 3, t2.ew[0]),
        ("A", 1, t1.ew[0]),
    ]
    assert awards.provisional

    # Round 1 complete, round 2 still to play: everyone has a result, still provisional.
    services.results.enter_totals(tid, 1, t3.table, 500, 200)
    services.results.enter_totals(tid, 1, t4.table, 500, 200)
    awards = _default_list(services, tid)
    assert {entry for _h, _p, entry in _said(awards)} >= {t3.ns[0], t4.ns[0]}
    assert awards.provisional

    # The last planned round complete: the prize list is the final one.
    second = published_round(services, tid)
    enter_every_table(services, tid, second, 450, 250)
    assert not _default_list(services, tid).provisional


def test_marked_finished_the_burraco_prize_list_is_final(services: Services) -> None:
    """Four rounds planned (the default), only round 1 played, both tables 500-200 (the
    two NS pairs share 1st place, the two EW pairs 3rd): provisional; the director marks
    the tournament finished, and the same list is the final one."""
    tid = burraco_tournament(services, 4)
    enter_every_table(services, tid, published_round(services, tid), 500, 200)
    before = services.standings.prize_awards(tid)
    assert before.provisional and [p.place for p in before.prizes] == [1, 1, 3, 3]
    services.tournaments.finish(tid)
    after = services.standings.prize_awards(tid)
    assert not after.provisional and after.prizes == before.prizes


def test_scala40_players_still_at_their_first_table_win_nothing(services: Services) -> None:
    """The scala 40 standings screenshot's case: an elimination of 16 at four tables,
    tables 1 to 3 over, table 4 a hand in. Categories A to D by table. Overall: the three
    winners share 1st place (stage 1, 1st at the table, 0 penalty points each). A, B, C: the
    three left at each table share their category's 1st place. D: nobody has finished a
    table, so no D prize (it listed all four at "turno 0, 0 punti di penalità")."""
    tid = scala40_tournament(services, 16)
    published_round(services, tid)
    tables = services.rounds.get(tid, 1).tables
    for table, category in zip(tables, "ABCD", strict=True):
        for player in table.players:
            services.entries.edit(tid, player, category=category)
    orders = [play_out(services, tid, 1, table.table) for table in tables[:3]]
    closer, *others = tables[3].players
    services.results.enter_hand(
        tid, 1, tables[3].table, Scala40Hand(tuple((p, 40) for p in others), closer=closer)
    )

    awards = _default_list(services, tid)
    expected = {("", 1, order[0]) for order in orders}
    expected |= {(c, 1, p) for c, order in zip("ABC", orders, strict=True) for p in order[1:]}
    assert sorted(_said(awards)) == sorted(expected)
    assert awards.provisional


def test_an_elimination_prize_list_is_final_once_the_final_is_played(
    services: Services,
) -> None:
    """After the heats, everyone has a result but the final is still to play: provisional.
    The final played (tests/builders/final_ties.py): final, A and B sharing 1st, C 3rd."""
    heats = play_heats(services)
    tid = heats.tournament
    assert services.standings.prize_awards(tid).provisional
    a, b, c, _d = play_final(services, heats)
    awards = services.standings.prize_awards(tid)
    assert not awards.provisional
    assert sorted((p.place, p.standing.entry) for p in awards.prizes) == sorted(
        [(1, a), (1, b), (3, c)]
    )
