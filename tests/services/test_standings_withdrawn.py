"""A pair that withdrew: marked in the standings, no prize (the next pair still in takes it),
and left out altogether when it never sat at a table (burraco.md: a pair that leaves gets
the VP of that turno; nothing puts it among the prize winners)."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    TournamentId,
)

ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)


def _evening(services: Services) -> TournamentId:
    """Five pairs entered; pair 5 (a mistaken entry) withdrawn before round 1, so four play:
    1 v 2 at 640-245 (14-6), 3 v 4 at 400-300 (11-9). Then pair 1, the leader, withdraws.
    Categories: 1, 2 and 5 in A; 3 and 4 in B."""
    tournament_id = burraco_tournament(services, pairs=5, settings=ONE_ROUND)
    for number, category in ((1, "A"), (2, "A"), (5, "A"), (3, "B"), (4, "B")):
        services.entries.edit(tournament_id, number, category=category)
    services.entries.withdraw(tournament_id, 5)
    seating = services.rounds.generate(tournament_id)
    assert {(t.ns, t.ew) for t in seating.tables} == {((1,), (2,)), ((3,), (4,))}
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245)
    services.results.enter_totals(tournament_id, 1, 2, 400, 300)
    services.entries.withdraw(tournament_id, 1)
    return tournament_id


def test_a_withdrawn_pair_keeps_its_line_marked_and_one_that_never_played_is_left_out(
    services: Services,
) -> None:
    tournament_id = _evening(services)
    rows = services.standings.overall(tournament_id)
    assert [(r.rank, r.entry, r.withdrawn) for r in rows] == [
        (1, 1, True),  # 14 VP: its result stays, the line says it withdrew
        (2, 3, False),  # 11
        (3, 4, False),  # 9
        (4, 2, False),  # 6
    ]
    categories = dict(services.standings.by_category(tournament_id))
    assert [r.entry for r in categories["A"]] == [1, 2]  # pair 5 never sat: not ranked


def test_the_prize_of_a_withdrawn_pair_goes_to_the_next_pair_still_in(services: Services) -> None:
    tournament_id = _evening(services)
    overall = services.standings.prizes(tournament_id, places=2)
    assert [(p.place, p.standing.entry) for p in overall] == [(1, 3), (2, 4)]
    per_category = services.standings.prizes(tournament_id, per="category", places=1)
    # Overall: pair 3. Category A: pair 1 withdrew, pair 5 never played; pair 2 is the only
    # one left. Category B: pair 3 has the overall prize (prizes do not add up), so pair 4.
    assert [(p.heading, p.place, p.standing.entry) for p in per_category] == [
        ("", 1, 3),
        ("A", 1, 2),
        ("B", 1, 4),
    ]


def test_pairs_level_with_a_withdrawn_one_share_the_prize_place(services: Services) -> None:
    """Both tables 300-300: the four pairs are level (10 VP, 0 MP difference, 300 scored);
    pair 1 withdraws, so the other three share the first prize place."""
    tournament_id = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 300, 300)
    services.results.enter_totals(tournament_id, 1, 2, 300, 300)
    services.entries.withdraw(tournament_id, 1)
    prizes = services.standings.prizes(tournament_id, places=1)
    assert sorted((p.place, p.standing.entry) for p in prizes) == [(1, 2), (1, 3), (1, 4)]


def test_a_pair_reinstated_is_in_the_prizes_again(services: Services) -> None:
    tournament_id = _evening(services)
    services.entries.withdraw(tournament_id, 1, withdrawn=False)
    rows = services.standings.overall(tournament_id)
    assert not any(r.withdrawn for r in rows)
    assert [p.standing.entry for p in services.standings.prizes(tournament_id, places=1)] == [1]


def test_a_no_show_checked_out_before_round_1_is_not_ranked_nor_given_a_card(
    services: Services,
) -> None:
    """Five pairs entered, pair 5 checked out (absent, never came) and round 1 played by the
    other four: pair 5 has no line in the standings nor a score card, as a pair withdrawn
    before it played; a pair checked out after it played keeps its line."""
    from tournament_app.services.reports.histories import entry_histories

    tournament_id = burraco_tournament(services, pairs=5, settings=ONE_ROUND)
    services.entries.set_present(tournament_id, 5, False)
    seating = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    for table in seating.tables:
        services.results.enter_totals(tournament_id, 1, table.table, 640, 245)
    services.entries.set_present(tournament_id, 1, False)
    rows = services.standings.overall(tournament_id)
    assert sorted(r.entry for r in rows) == [1, 2, 3, 4]
    assert sorted(h.entry.number for h in entry_histories(services, tournament_id)) == [1, 2, 3, 4]
