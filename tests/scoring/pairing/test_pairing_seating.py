"""Individual burraco rounds and scala 40 seating."""

from __future__ import annotations

from collections import Counter

import pytest

from scoring.pairing import (
    IndividualRound,
    PairingError,
    PairingErrorCode,
    RelaxationCode,
    RematchRule,
    Scala40Round,
    ViolationCode,
    check_round,
    individual_round,
    scala40_seating,
    table_sizes,
)


def play_individual(players: list[int], rounds: int, seed: int = 0) -> list[IndividualRound]:
    history: list[IndividualRound] = []
    for number in range(1, rounds + 1):
        history.append(individual_round(players, number, history=history, seed=seed))
    return history


def test_eight_players_partner_everyone_exactly_once_in_seven_rounds() -> None:
    """The known schedule: 28 partnerships, none twice; everyone faces everyone twice."""
    rounds = play_individual(list(range(1, 9)), 7)
    partners = Counter(frozenset(p) for r in rounds for t in r.tables for p in (t.ns, t.ew))
    opponents = Counter(
        frozenset((a, b)) for r in rounds for t in r.tables for a in t.ns for b in t.ew
    )
    assert len(partners) == 28 and set(partners.values()) == {1}
    assert len(opponents) == 28 and set(opponents.values()) == {2}
    assert all(r.byes == () for r in rounds)
    assert not any(x.code is RelaxationCode.PARTNER_REPEAT for r in rounds for x in r.relaxed)


@pytest.mark.parametrize("count", [4, 9, 10, 11, 12, 13, 16])
def test_individual_rounds_seat_everyone_and_rest_fairly(count: int) -> None:
    """Every round: each player at one seat or resting; rests differ by one at most."""
    players = list(range(101, 101 + count))
    rounds = play_individual(players, 6, seed=count)
    history: list[IndividualRound] = []
    for current in rounds:
        assert len(current.byes) == count % 4
        found = check_round(current, entries=players, history=history)
        # A second rest is fine once everyone has rested; fairness is checked below.
        assert [v for v in found if v.code is not ViolationCode.BYE_TWICE] == []
        twice = [r.entries for r in current.relaxed if r.code is RelaxationCode.BYE_REPEATED]
        assert twice == [v.entries for v in found]
        history.append(current)
    rests = Counter(b for r in rounds for b in r.byes)
    if count % 4:
        assert max(rests.values()) - min(rests.get(p, 0) for p in players) <= 1


def test_individual_partner_repeats_are_reported() -> None:
    """4 players, 4 rounds: only 3 partner sets exist, so round 4 repeats and says so."""
    rounds = play_individual([1, 2, 3, 4], 4)
    assert not any(x.code is RelaxationCode.PARTNER_REPEAT for r in rounds[:3] for x in r.relaxed)
    assert [x.code for x in rounds[3].relaxed].count(RelaxationCode.PARTNER_REPEAT) == 2


def test_individual_is_deterministic_for_a_seed() -> None:
    """The same seed and history give the same round."""
    players = list(range(1, 11))
    assert play_individual(players, 3, seed=7) == play_individual(players, 3, seed=7)


@pytest.mark.parametrize(
    ("players", "table_size", "remainder", "sizes"),
    [
        (40, 4, (5, 3), [4] * 10),
        (41, 4, (5, 3), [5] + [4] * 9),
        (41, 4, (3,), [4] * 8 + [3] * 3),
        (42, 4, (6,), [6] + [4] * 9),
        (43, 4, (5, 3), [5, 5, 5] + [4] * 7),
        (7, 4, (5, 3), [4, 3]),
        (6, 4, (5, 3), [3, 3]),
        (6, 4, (6, 5, 3), [6]),
        (3, 4, (5, 3), [3]),
        (10, 5, (4,), [5, 5]),
    ],
)
def test_table_sizes(
    players: int, table_size: int, remainder: tuple[int, ...], sizes: list[int]
) -> None:
    """The remainder sizes given: tables of 4 as many as possible, the rest at the first size
    that fits, in the order given; other sizes the evenest mix (every count from 3 to 40 at
    each table size is in test_scala40_table_sizes.py)."""
    assert table_sizes(players, table_size=table_size, remainder=remainder) == sizes


@pytest.mark.parametrize(("players", "remainder"), [(41, (6,)), (2, (5, 3)), (1, (3,))])
def test_impossible_table_sizes_are_refused(players: int, remainder: tuple[int, ...]) -> None:
    """41 players cannot sit at tables of 4 and 6 only; 2 players fit no table of 3 to 5."""
    with pytest.raises(PairingError) as raised:
        table_sizes(players, remainder=remainder)
    assert raised.value.code is PairingErrorCode.CANNOT_SEAT


def test_scala40_first_rounds_of_a_big_field_repeat_nobody() -> None:
    """200 players over 5 rounds: every round sound, no table-mates met before."""
    players = list(range(1, 201))
    history: list[Scala40Round] = []
    for seed in range(5):
        current = scala40_seating(players, history=history, seed=seed)
        assert current.relaxed == ()
        assert check_round(current, entries=players, history=history, forbid=RematchRule.EVER) == []
        history.append(current)


def test_scala40_unavoidable_repeats_are_reported_and_minimal() -> None:
    """8 players on 2 tables after one round: two old mates per table at least (4 in all)."""
    players = list(range(1, 9))
    first = scala40_seating(players, seed=1)
    second = scala40_seating(players, history=[first], seed=2)
    assert len(second.relaxed) == 4
    assert {x.code for x in second.relaxed} == {RelaxationCode.TABLE_MATE_REPEAT}


def test_scala40_stage_seats_only_the_advancing_players_at_a_final_table() -> None:
    """Four players advance: one final table of four."""
    final = scala40_seating([7, 19, 23, 31], seed=3)
    assert len(final.tables) == 1 and sorted(final.tables[0].players) == [7, 19, 23, 31]


def test_scala40_is_deterministic_for_a_seed() -> None:
    """The same seed gives the same seating; another seed another one."""
    players = list(range(1, 41))
    assert scala40_seating(players, seed=9) == scala40_seating(players, seed=9)
    assert scala40_seating(players, seed=9) != scala40_seating(players, seed=10)
