"""Scala 40 all'italiana against the rule (docs/pairing.md, "Scala 40 all'italiana";
scala40.md: FISCA's "all'italiana (round robin in groups)", tables of 4).

- each group plays at its own tables, every round, and nobody meets a player of another group;
- within a group every pair shares a table as evenly as tables of four allow: a design
  without repeats where one exists (16 players, 5 rounds: the affine plane of order 4), else
  no pair meeting more often than a player's table-mates force
  (``ceil(rounds * 3 / (players - 1))``);
- the schedule is known from the start and the same for the same seed.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from scoring.pairing import PairingError, RelaxationCode
from scoring.pairing.scala40_italiana import (
    italiana_rounds,
    italiana_schedule,
    meetings_bound,
    pair_meetings,
    split_groups_by_draw,
)


def _group_pairs(group: range | list[int]) -> set[tuple[int, int]]:
    return set(combinations(sorted(group), 2))


# groups (as player ranges), rounds, the most any pair of a group may meet,
# the fewest pairs of a group that must meet at least once (None: every pair)
CASES = [
    pytest.param([range(1, 17)], 5, 1, None, id="16 in one group, 5 rounds: nobody twice"),
    pytest.param([range(1, 17), range(17, 33)], 5, 1, None, id="2 groups of 16: no repeat"),
    pytest.param([range(1, 29)], 9, 1, None, id="28 in one group, 9 rounds: no repeat"),
    pytest.param([range(1, 5), range(5, 9)], 3, 3, None, id="8 as 2 groups of 4: one table each"),
    pytest.param([range(1, 9)], 3, 2, 24, id="8 in one group, 3 rounds: at most twice"),
    pytest.param([range(1, 13)], 4, 2, 54, id="12 in one group, 4 rounds: at most twice"),
    pytest.param([range(1, 17)], 6, 2, None, id="16 for 6 rounds: everyone met, twice at most"),
]


@pytest.mark.parametrize(("groups", "rounds", "most", "met_at_least"), CASES)
def test_every_pair_of_a_group_meets_as_evenly_as_tables_allow(
    groups: list[range], rounds: int, most: int, met_at_least: int | None
) -> None:
    schedule = italiana_schedule([list(g) for g in groups], rounds, seed=7)
    assert len(schedule) == rounds
    met = pair_meetings(schedule)
    for group in groups:
        inside = _group_pairs(group)
        counts = [met[pair] for pair in inside]
        assert max(counts) == most
        assert max(counts) == meetings_bound(len(group), rounds)
        met_once = sum(1 for count in counts if count)
        assert met_once >= (len(inside) if met_at_least is None else met_at_least)
    everyone = {player for group in groups for player in group}
    within = set().union(*(_group_pairs(group) for group in groups))
    assert set(met) <= within, "players of different groups never share a table"
    for played in schedule:
        seated = [p for table in played.tables for p in table.players]
        assert sorted(seated) == sorted(everyone)
        assert all(len(table.players) == 4 for table in played.tables)


def test_tables_are_numbered_group_by_group() -> None:
    schedule = italiana_schedule([list(range(1, 17)), list(range(17, 33))], 5, seed=1)
    for played in schedule:
        assert [t.number for t in played.tables] == list(range(1, 9))
        assert all(max(t.players) <= 16 for t in played.tables[:4])
        assert all(min(t.players) >= 17 for t in played.tables[4:])


def test_a_group_that_does_not_divide_by_four_sits_a_table_of_five() -> None:
    schedule = italiana_schedule([list(range(1, 14))], 4, seed=3)
    for played in schedule:
        assert sorted(len(t.players) for t in played.tables) == [4, 4, 5]


def test_a_group_given_tables_of_three_first_sits_them_every_round() -> None:
    """The director's choice of tables of 3 before tables of 5 (scala40.md: tables of 3 or
    5 configurable): 13 players sit 4 + 3 + 3 + 3 in every round, a second group too, and
    every pair still meets at most as often as the tables force."""
    groups = [list(range(1, 14)), list(range(14, 27))]
    schedule = italiana_schedule(groups, 4, remainder=(3, 5), seed=3)
    for played in schedule:
        assert sorted(len(t.players) for t in played.tables) == [3, 3, 3, 3, 3, 3, 4, 4]
    assert all(count <= 2 for count in pair_meetings(schedule).values())
    assert schedule == italiana_schedule(groups, 4, remainder=[3, 5], seed=3)


def test_the_same_seed_gives_the_same_schedule_and_another_seed_another() -> None:
    groups = [list(range(1, 13))]
    assert italiana_schedule(groups, 4, seed=5) == italiana_schedule(groups, 4, seed=5)
    assert italiana_schedule(groups, 4, seed=5) != italiana_schedule(groups, 4, seed=6)


def test_a_repeat_is_listed_in_the_round_that_makes_it() -> None:
    schedule = italiana_schedule([list(range(1, 9))], 3, seed=2)
    assert schedule[0].relaxed == ()
    seen: Counter[tuple[int, int]] = Counter()
    for played in schedule:
        expected = {
            pair
            for table in played.tables
            for pair in combinations(sorted(table.players), 2)
            if seen[pair]
        }
        listed = {r.entries for r in played.relaxed}
        assert all(r.code is RelaxationCode.TABLE_MATE_REPEAT for r in played.relaxed)
        assert listed == expected
        for table in played.tables:
            seen.update(combinations(sorted(table.players), 2))


@pytest.mark.parametrize(
    ("players", "rounds"), [(16, 5), (8, 3), (12, 4), (28, 9), (40, 13), (4, 1), (5, 1), (13, 4)]
)
def test_the_default_rounds_let_everyone_meet_everyone(players: int, rounds: int) -> None:
    assert italiana_rounds(players) == rounds


@pytest.mark.parametrize(
    ("players", "remainder", "rounds"),
    [
        # 6 sit 3 + 3: 6 of their 15 pairs meet a round, so 3 rounds, not the 2 a table of
        # 4 would need.
        (6, None, 3),
        (7, None, 3),  # 4 + 3: 9 of 21 pairs a round
        (13, (3, 5), 6),  # 4 + 3 + 3 + 3: 15 of 78 pairs a round
        (14, (3, 5), 6),  # 4 + 4 + 3 + 3: 18 of 91
        (14, None, 5),  # 5 + 5 + 4: 26 of 91 a round, but a player at 4 meets only 3
        (16, (3, 5), 5),  # tables of 4 only: the choice changes nothing
    ],
)
def test_tables_of_3_need_more_rounds_for_everyone_to_meet(
    players: int, remainder: tuple[int, ...] | None, rounds: int
) -> None:
    assert italiana_rounds(players, remainder=remainder) == rounds


@pytest.mark.parametrize(
    ("players", "group_size", "sizes"),
    [(32, 16, [16, 16]), (24, 16, [12, 12]), (20, 16, [20]), (33, 16, [17, 16]), (12, 4, [4] * 3)],
)
def test_torneo_draws_groups_as_even_as_can_be(
    players: int, group_size: int, sizes: list[int]
) -> None:
    groups = split_groups_by_draw(list(range(1, players + 1)), group_size, seed=4)
    assert [len(g) for g in groups] == sizes
    assert sorted(p for g in groups for p in g) == list(range(1, players + 1))
    assert groups == split_groups_by_draw(list(range(1, players + 1)), group_size, seed=4)


def test_no_rounds_or_a_repeated_player_is_refused() -> None:
    with pytest.raises(PairingError):
        italiana_schedule([[1, 2, 3, 4]], 0)
    with pytest.raises(PairingError):
        italiana_schedule([[1, 2, 3, 4], [4, 5, 6, 7]], 2)


def test_rounds_played_otherwise_stay_and_the_rest_is_planned_around_them() -> None:
    from scoring.pairing import Scala40Round, SeatingTable

    by_number = Scala40Round(
        tuple(SeatingTable(t + 1, tuple(range(4 * t + 1, 4 * t + 5))) for t in range(4))
    )
    schedule = italiana_schedule([list(range(1, 17))], 5, seed=3, played=[by_number])
    assert schedule[0].tables == by_number.tables
    assert max(pair_meetings(schedule).values()) == 1, "the design still fits round 1"


def test_a_round_added_after_play_keeps_the_rounds_played() -> None:
    group = [list(range(1, 13))]
    first_three = italiana_schedule(group, 3, seed=2)
    four = italiana_schedule(group, 4, seed=2, played=first_three)
    assert [r.tables for r in four[:3]] == [r.tables for r in first_three]
    assert max(pair_meetings(four).values()) == meetings_bound(12, 4)
