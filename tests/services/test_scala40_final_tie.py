"""A scala 40 final that ends level: the two share first place until the director draws lots
(scala40.md: "a full tie stays tied unless the director breaks it"); players out at the same
stage from different tables are ordered by the lower total penalty
(tests/builders/final_ties.py)."""

from __future__ import annotations

import random

from tests.builders.final_ties import play_final, play_heats
from tournament_app.services import Scala40Standing, Services


def _ranked(services: Services, tournament: int) -> dict[int, Scala40Standing]:
    rows = services.standings.overall(tournament)
    assert all(isinstance(row, Scala40Standing) for row in rows)
    return {row.entry: row for row in rows}  # type: ignore[misc]


def test_level_at_the_final_both_are_first_and_the_draw_is_offered(services: Services) -> None:
    """A and B end the final on 30 each: both rank 1 although A's heat cost less (73 v 83
    in all); C, with the lowest total of the four (45), is 3rd, as at the table."""
    heats = play_heats(services)
    a, b, c, d = play_final(services, heats)
    rows = _ranked(services, heats.tournament)
    assert [(rows[p].rank, rows[p].penalty_total) for p in (a, b, c, d)] == [
        (1, 73),
        (1, 83),
        (3, 45),
        (4, 90),
    ]
    ties = [{row.entry for row in group} for group in services.standings.ties(heats.tournament)]
    assert ties == [{a, b}]
    prizes = services.standings.prizes(heats.tournament, places=3)
    assert [(prize.place, prize.standing.entry) for prize in prizes[:2]] in (
        [(1, a), (1, b)],
        [(1, b), (1, a)],
    )
    assert {prize.place for prize in prizes} == {1, 3}


def test_the_draw_names_the_champion(services: Services) -> None:
    """The order drawn decides the title, whoever's heat cost less, and nothing else moves."""
    heats = play_heats(services)
    a, b, c, d = play_final(services, heats)
    for seed in range(20):  # a draw that puts B, the dearer heat, first
        drawn = services.standings.draw_lots(heats.tournament, (a, b), rng=random.Random(seed))
        if drawn == (b, a):
            break
    rows = _ranked(services, heats.tournament)
    assert [rows[p].rank for p in (b, a, c, d)] == [1, 2, 3, 4]
    assert services.standings.ties(heats.tournament) == ()
    assert services.standings.prizes(heats.tournament, places=1)[0].standing.entry == b


def test_out_at_the_same_stage_from_different_tables_the_lower_total_ranks_higher(
    services: Services,
) -> None:
    """The four players out 2nd in round 1, each at another table, on 101 to 104: ranked
    5th to 8th in that order, below every finalist; those out 3rd (122 to 125) come after
    them whatever their totals, then those out 4th. The place at the last table is on the
    row, since it orders them."""
    heats = play_heats(services)
    finalists = play_final(services, heats)
    rows = _ranked(services, heats.tournament)
    assert [rows[p].last_place for p in finalists] == [1, 1, 3, 4]
    for seat, first_rank in ((1, 5), (2, 9), (3, 13)):
        players = heats.place(seat)  # table 1's first: the lowest total
        assert [rows[p].rank for p in players] == list(range(first_rank, first_rank + 4))
        assert {rows[p].last_place for p in players} == {seat + 1}
        assert {rows[p].stage for p in players} == {1}
