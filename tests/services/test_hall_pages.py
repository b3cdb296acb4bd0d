"""What the hall's pages show the players: where an entry sits, the live standings, a
round's seating and results, an entry's history, all read from the services."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import hall_pages
from tournament_app.services.errors import NotFoundError


def _table_of(services, tid, round_number, number):
    """The round's table holding `number`, as the rounds service stores it."""
    for table in services.rounds.get(tid, round_number).tables:
        if number in (*table.ns, *table.ew, *table.players):
            return table
    raise AssertionError(f"{number} not seated in round {round_number}")


def test_my_table_gives_the_table_line_and_opponents_of_the_round_in_play(services):
    """A pair typing its number sees its table, its line and the pair it plays against."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    table = _table_of(services, tid, 1, 3)
    line, other = ("NS", table.ew) if 3 in table.ns else ("EO", table.ns)

    found = hall_pages.my_table(services, tid, 3, language="it")

    assert found.entry.number == 3
    (sitting,) = found.sittings
    assert (sitting.round_number, sitting.table, sitting.position) == (1, table.table, line)
    assert sitting.in_play and not sitting.is_bye
    assert [seat.entry.number for seat in sitting.opponents] == list(other)
    assert [entry.number for entry in sitting.line] == [3]


def test_my_table_says_nothing_seated_before_the_first_round_is_published(services):
    """Before publishing (a draft is the director's business) no table is given."""
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)

    assert hall_pages.my_table(services, tid, 1).sittings == ()


def test_my_table_shows_the_next_round_first_once_it_is_published(services):
    """The newest announced round comes first, the one before it still below."""
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    for table in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, table.table, 900, 600)
    published_round(services, tid)

    found = hall_pages.my_table(services, tid, 5)

    assert [s.round_number for s in found.sittings] == [2, 1]
    assert found.sittings[0].table == _table_of(services, tid, 2, 5).table
    assert not found.sittings[1].in_play


def test_my_table_names_a_bye(services):
    """With an odd number of pairs, the resting pair is told it rests."""
    tid = burraco_tournament(services, 7)
    published_round(services, tid)
    resting = next(t for t in services.rounds.get(tid, 1).tables if t.is_bye).ns[0]

    (sitting,) = hall_pages.my_table(services, tid, resting).sittings

    assert sitting.is_bye
    assert sitting.opponents == ()


def test_my_table_of_a_scala40_player_lists_everyone_else_at_the_table(services):
    """A scala 40 player sees the seat and the other players at the table."""
    tid = scala40_tournament(services, 8)
    published_round(services, tid)
    table = _table_of(services, tid, 1, 2)

    (sitting,) = hall_pages.my_table(services, tid, 2).sittings

    assert sitting.position == str(table.players.index(2) + 1)
    assert sorted(seat.entry.number for seat in sitting.opponents) == sorted(
        n for n in table.players if n != 2
    )


def test_my_table_refuses_a_number_nobody_has(services):
    """A number with no entry is refused by name, as everywhere else."""
    tid = burraco_tournament(services, 4)

    with pytest.raises(NotFoundError):
        hall_pages.my_table(services, tid, 99)


def test_hall_standings_follow_a_saved_result(services):
    """The live ranking puts the winners of the table first once the result is saved."""
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0]
    services.results.enter_totals(tid, 1, table.table, 1500, 200)

    standings = hall_pages.hall_standings(services, tid, language="en")

    assert standings.overall.rows[0].entry.number == table.ns[0]
    assert standings.scoped == ()


def test_hall_seating_and_results_refuse_a_draft(services):
    """A draft round is not shown to the players: asked for, it is not found."""
    tid = burraco_tournament(services, 4)
    services.rounds.generate(tid)

    with pytest.raises(NotFoundError):
        hall_pages.hall_seating(services, tid, 1, language="it")
    with pytest.raises(NotFoundError):
        hall_pages.hall_results(services, tid, 1, language="it")
    assert hall_pages.announced_rounds(services, tid) == ()


def test_hall_history_names_each_round_opponent(services):
    """An entry's history has a line per round played, naming the opponents."""
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    table = _table_of(services, tid, 1, 1)
    services.results.enter_totals(tid, 1, table.table, 900, 600)
    opponent = table.ew[0] if 1 in table.ns else table.ns[0]

    history = hall_pages.hall_history(services, tid, 1, language="it")

    (row,) = history.rows
    assert (row.round_number, row.table) == (1, table.table)
    assert row.opponents.startswith(f"{opponent} ")
    assert row.score_for is not None and row.points is not None


def test_hall_standings_rank_each_category_apart(services):
    """With two categories, the hall shows each one's ranking beside the overall one."""
    from tests.builders.tournaments import pair
    from tournament_app.services import NewEntry

    tid = burraco_tournament(services, 0)
    services.entries.add_many(
        tid,
        [NewEntry(tuple(pair(n)), category="A" if n <= 2 else "B") for n in range(1, 5)],
    )

    standings = hall_pages.hall_standings(services, tid, language="it")

    assert len(standings.overall.rows) == 4
    assert [len(s.rows) for s in standings.scoped] == [2, 2]
    assert {row.entry.number for row in standings.scoped[0].rows} == {1, 2}


def test_my_table_in_individual_burraco_names_the_partner_and_both_opponents(services):
    """Individual burraco: a player sees the line partner apart from the two opponents."""
    from tournament_app.services import BurracoSettings, PlayerSpec

    tid = burraco_tournament(services, settings=BurracoSettings(individual=True))
    for n in range(1, 9):
        services.entries.add(tid, [PlayerSpec(f"Giocatore{n}", "X")])
    published_round(services, tid)
    table = _table_of(services, tid, 1, 1)
    own, other = (table.ns, table.ew) if 1 in table.ns else (table.ew, table.ns)

    (sitting,) = hall_pages.my_table(services, tid, 1).sittings

    assert sorted(e.number for e in sitting.line) == sorted(own)
    assert sorted(s.entry.number for s in sitting.opponents) == sorted(other)
