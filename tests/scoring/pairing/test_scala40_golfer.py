"""Scala 40 seating as a social-golfer problem: no repeated table-mate where a design allows."""

from __future__ import annotations

import time
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.pairing import Scala40Round, SeatingTable, scala40_seating
from scoring.pairing.golfer_designs import designs
from tests.property_counts import examples


def _evening(players: int, rounds: int, seed: int = 0) -> list[Scala40Round]:
    entries = list(range(1, players + 1))
    history: list[Scala40Round] = []
    for number in range(rounds):
        history.append(scala40_seating(entries, history=history, seed=seed * 1000 + number))
    return history


def _repeated_pairs(history: list[Scala40Round]) -> int:
    """Pairs of players who shared a table more than once, each extra meeting counted."""
    met = Counter(
        frozenset(pair)
        for played in history
        for table in played.tables
        for pair in combinations(table.players, 2)
    )
    return sum(times - 1 for times in met.values())


def _seats_everyone_once(played: Scala40Round, players: int) -> bool:
    seated = [p for table in played.tables for p in table.players]
    return sorted(seated) == list(range(1, players + 1))


def test_sixteen_players_play_five_rounds_without_meeting_anyone_twice() -> None:
    for seed in range(5):
        evening = _evening(16, 5, seed)
        assert _repeated_pairs(evening) == 0
        assert all(not played.relaxed for played in evening)


def test_forty_players_play_thirteen_rounds_and_meet_everyone_exactly_once() -> None:
    evening = _evening(40, 13, seed=3)
    assert _repeated_pairs(evening) == 0
    met = {
        frozenset(pair)
        for played in evening
        for table in played.tables
        for pair in combinations(table.players, 2)
    }
    assert len(met) == 40 * 39 // 2


def test_other_fields_with_a_design_play_its_rounds_without_repeats() -> None:
    """The most possible: 20 for 5 rounds, 24 for 7, 28 for 9, 32 for 10, 52 for 17, 64 for
    21, 76 for 25, 128 for 42; short of it, 36 for 9."""
    for players, rounds in [
        (20, 5), (24, 7), (28, 9), (32, 10), (52, 17), (64, 21), (76, 25), (128, 42), (36, 9)
    ]:  # fmt: skip
        assert _repeated_pairs(_evening(players, rounds)) == 0, players


def test_fields_of_3m_plus_1_meet_everyone_exactly_once_over_m_rounds() -> None:
    for players in (52, 88, 112, 124, 148, 160, 184):
        design = designs(players, 4)[0]
        assert len(design) == (players - 1) // 3
        met = {frozenset(pair) for tables in design for t in tables for pair in combinations(t, 2)}
        assert len(met) == players * (players - 1) // 2


def test_a_hundred_players_play_thirty_three_rounds_and_meet_everyone_exactly_once() -> None:
    """A resolvable (100, 4, 1) design: every round seats everyone once, nobody meets anyone
    twice over the 33 rounds (the most possible), so every pair meets exactly once."""
    evening = _evening(100, 33, seed=2)
    assert all(_seats_everyone_once(played, 100) for played in evening)
    assert all(len(t.players) == 4 for played in evening for t in played.tables)
    assert _repeated_pairs(evening) == 0
    met = {
        frozenset(pair)
        for played in evening
        for table in played.tables
        for pair in combinations(table.players, 2)
    }
    assert len(met) == 100 * 99 // 2


def test_thirty_two_players_play_ten_rounds_and_meet_all_but_one_other_player_once() -> None:
    """The most possible: each player meets 3 others a round, 30 in 10 rounds, so every player
    misses exactly one of the other 31 (and the missed ones pair the field up)."""
    design = designs(32, 4)[0]
    assert len(design) == 10
    met = Counter(
        frozenset(pair) for tables in design for t in tables for pair in combinations(t, 2)
    )
    assert max(met.values()) == 1
    assert len(met) == 32 * 31 // 2 - 16
    for seed in (0, 5):
        evening = _evening(32, 10, seed)
        assert all(_seats_everyone_once(played, 32) for played in evening)
        assert all(len(t.players) == 4 for played in evening for t in played.tables)
        assert _repeated_pairs(evening) == 0
        assert all(not played.relaxed for played in evening)
        seen = {
            frozenset(pair)
            for played in evening
            for table in played.tables
            for pair in combinations(table.players, 2)
        }
        missed = Counter(
            p for pair in set(map(frozenset, combinations(range(1, 33), 2))) - seen for p in pair
        )
        assert sorted(missed) == list(range(1, 33)) and set(missed.values()) == {1}


def test_every_design_seats_everyone_once_a_round_and_pairs_meet_at_most_once() -> None:
    for players, size in [
        (16, 4),
        (24, 4),
        (28, 4),
        (32, 4),
        (40, 4),
        (52, 4),
        (64, 4),
        (76, 4),
        (100, 4),
        (184, 4),
        (200, 4),
        (9, 3),
    ]:
        for design in designs(players, size):
            met: set[frozenset[int]] = set()
            for tables in design:
                assert sorted(p for table in tables for p in table) == list(range(players))
                for table in tables:
                    assert len(table) == size
                    for pair in combinations(table, 2):
                        assert frozenset(pair) not in met
                        met.add(frozenset(pair))


def test_the_same_seed_gives_the_same_evening_and_another_seed_another() -> None:
    for players in (16, 40, 22, 30):
        first = [t.tables for t in _evening(players, 4, seed=7)]
        again = [t.tables for t in _evening(players, 4, seed=7)]
        other = [t.tables for t in _evening(players, 4, seed=8)]
        assert first == again
        assert first != other


def test_a_changed_field_after_round_one_still_gets_a_valid_seating() -> None:
    """A withdrawal breaks the design: the search seats the rest, still everyone once."""
    evening = _evening(16, 2)
    rest = [p for p in range(1, 17) if p != 5]
    third = scala40_seating(rest, history=evening, seed=9)
    assert sorted(p for t in third.tables for p in t.players) == rest


def test_a_round_one_the_director_changed_is_continued_by_the_search() -> None:
    first = _evening(16, 1)[0]
    swapped = list(first.tables)
    a, b = swapped[0].players, swapped[1].players
    swapped[0] = SeatingTable(1, (b[0], *a[1:]))
    swapped[1] = SeatingTable(2, (a[0], *b[1:]))
    second = scala40_seating(list(range(1, 17)), history=[Scala40Round(tuple(swapped))], seed=2)
    assert _seats_everyone_once(second, 16)
    assert not second.relaxed


def test_two_hundred_players_five_rounds_under_a_second_each_without_repeats() -> None:
    entries = list(range(1, 201))
    history: list[Scala40Round] = []
    for number in range(5):
        start = time.perf_counter()
        played = scala40_seating(entries, history=history, seed=number)
        assert time.perf_counter() - start < 1.0
        history.append(played)
    assert _repeated_pairs(history) == 0


def test_the_search_finds_the_only_round_left_without_repeats() -> None:
    """Four rounds seated elsewhere (an affine plane's, tables in another order, so no design
    of Torneo's is recognised) leave exactly one seating of 16 without a repeat: the search
    finds it."""
    plane = designs(16, 4)[0]
    reorder = [3, 0, 2, 1]
    history = [
        Scala40Round(
            tuple(
                SeatingTable(n + 1, tuple(p + 1 for p in tables[k])) for n, k in enumerate(reorder)
            )
        )
        for tables in plane[1:]
    ]
    for seed in range(5):
        fifth = scala40_seating(list(range(1, 17)), history=history, seed=seed)
        assert _repeated_pairs([*history, fifth]) == 0


@settings(max_examples=examples(25), deadline=None)
@given(players=st.integers(12, 200), rounds=st.integers(1, 3), seed=st.integers(0, 10**6))
def test_every_round_seats_everyone_once_at_tables_of_three_to_six(
    players: int, rounds: int, seed: int
) -> None:
    for played in _evening(players, rounds, seed):
        assert _seats_everyone_once(played, players)
        assert all(3 <= len(table.players) <= 6 for table in played.tables)
        assert [t.number for t in played.tables] == list(range(1, len(played.tables) + 1))
