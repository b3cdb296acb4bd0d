"""The checker reports every violation of a round as plain data."""

from __future__ import annotations

import pytest

from scoring.pairing import (
    BurracoRound,
    IndividualRound,
    IndividualTable,
    RematchRule,
    Scala40Round,
    SeatingTable,
    Table,
    Violation,
    ViolationCode,
    check_round,
)

SOUND = BurracoRound((Table(1, 1, 2), Table(2, 3, 4)), byes=(5,))


def codes(violations: list[Violation]) -> list[ViolationCode]:
    return [violation.code for violation in violations]


def test_a_sound_round_has_no_violation() -> None:
    """Five pairs on two tables plus a bye, nothing met before: nothing to report."""
    assert check_round(SOUND, entries=[1, 2, 3, 4, 5]) == []


def test_entry_seated_twice_is_reported_with_its_table() -> None:
    """Pair 1 at table 1 and again at table 2."""
    played = BurracoRound((Table(1, 1, 2), Table(2, 1, 4)), byes=(3,))
    found = check_round(played, entries=[1, 2, 3, 4])
    assert Violation(ViolationCode.SEATED_TWICE, (1,), 1) in found


def test_bye_and_table_for_the_same_entry_is_seated_twice() -> None:
    """A bye is a seat: an entry at a table and with the bye is seated twice."""
    played = BurracoRound((Table(1, 1, 2),), byes=(2,))
    assert codes(check_round(played, entries=[1, 2])) == [ViolationCode.SEATED_TWICE]


def test_forgotten_entry_is_not_seated() -> None:
    """Entry 5 has neither a table nor the bye."""
    played = BurracoRound((Table(1, 1, 2), Table(2, 3, 4)))
    assert check_round(played, entries=[1, 2, 3, 4, 5]) == [
        Violation(ViolationCode.NOT_SEATED, (5,))
    ]


def test_unknown_entry_is_reported() -> None:
    """Entry 9 is not registered."""
    played = BurracoRound((Table(1, 1, 9),))
    assert check_round(played, entries=[1]) == [Violation(ViolationCode.UNKNOWN_ENTRY, (9,), 1)]


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        (RematchRule.NONE, []),
        (RematchRule.PREVIOUS_ROUND, []),
        (
            RematchRule.EVER,
            [
                Violation(ViolationCode.FORBIDDEN_REMATCH, (1, 2), 1),
                Violation(ViolationCode.FORBIDDEN_REMATCH, (3, 4), 2),
            ],
        ),
    ],
)
def test_rematch_rules(rule: RematchRule, expected: list[Violation]) -> None:
    """1 v 2 and 3 v 4 met two rounds ago, not last round: only "ever" forbids them."""
    history = [
        BurracoRound((Table(1, 1, 2), Table(2, 3, 4))),
        BurracoRound((Table(1, 1, 3), Table(2, 2, 4))),
    ]
    played = BurracoRound((Table(1, 1, 2), Table(2, 4, 3)))
    found = check_round(played, entries=[1, 2, 3, 4], history=history, forbid=rule)
    assert found == expected


def test_previous_round_rule_catches_last_rounds_opponent() -> None:
    """3 met 4 last round."""
    history = [BurracoRound((Table(1, 1, 2), Table(2, 3, 4)))]
    played = BurracoRound((Table(1, 1, 2), Table(2, 4, 3)))
    found = check_round(
        played, entries=[1, 2, 3, 4], history=history, forbid=RematchRule.PREVIOUS_ROUND
    )
    assert codes(found) == [ViolationCode.FORBIDDEN_REMATCH, ViolationCode.FORBIDDEN_REMATCH]


def test_forbidden_meetings_apply_without_history() -> None:
    """Clubs kept apart: 1 and 2 must not meet even in round 1."""
    played = BurracoRound((Table(1, 1, 2), Table(2, 3, 4)))
    found = check_round(played, entries=[1, 2, 3, 4], forbidden=[frozenset((1, 2))])
    assert found == [Violation(ViolationCode.FORBIDDEN_REMATCH, (1, 2), 1)]


def test_second_bye_is_reported() -> None:
    """Entry 5 had the bye in round 1 and again now."""
    history = [BurracoRound((Table(1, 1, 2), Table(2, 3, 4)), byes=(5,))]
    played = BurracoRound((Table(1, 1, 3), Table(2, 2, 4)), byes=(5,))
    found = check_round(played, entries=[1, 2, 3, 4, 5], history=history)
    assert found == [Violation(ViolationCode.BYE_TWICE, (5,))]


@pytest.mark.parametrize(
    ("numbers", "expected"),
    [
        ((1, 2, 3), []),
        ((3, 1, 2), []),
        ((1, 2, 4), [Violation(ViolationCode.TABLE_NUMBER_GAP, table=4)]),
        ((2, 3, 4), [Violation(ViolationCode.TABLE_NUMBER_GAP, table=4)]),
        (
            (1, 1, 2),
            [
                Violation(ViolationCode.DUPLICATE_TABLE_NUMBER, table=1),
            ],
        ),
    ],
)
def test_table_numbers(numbers: tuple[int, int, int], expected: list[Violation]) -> None:
    """Tables must be numbered 1..N, each number once."""
    tables = tuple(Table(n, 2 * i + 1, 2 * i + 2) for i, n in enumerate(numbers))
    found = check_round(BurracoRound(tables), entries=range(1, 7))
    assert found == expected


@pytest.mark.parametrize(
    ("sizes", "expected"),
    [
        ((4, 4), []),
        ((3, 5), []),
        ((6, 2), [ViolationCode.UNDERFULL_TABLE]),
        ((7, 1), [ViolationCode.UNDERFULL_TABLE, ViolationCode.OVERFULL_TABLE]),
        ((8, 0), [ViolationCode.EMPTY_TABLE, ViolationCode.OVERFULL_TABLE]),
    ],
)
def test_scala40_table_sizes(sizes: tuple[int, int], expected: list[ViolationCode]) -> None:
    """Scala 40 tables hold 3 to 6 players by default."""
    players = list(range(1, 9))
    tables = (
        SeatingTable(1, tuple(players[: sizes[0]])),
        SeatingTable(2, tuple(players[sizes[0] :])),
    )
    assert sorted(codes(check_round(Scala40Round(tables), entries=players)), key=str) == sorted(
        expected, key=str
    )


def test_scala40_repeated_table_mates_are_rematches() -> None:
    """Two players who shared a table before share one again: one forbidden meeting."""
    history = [Scala40Round((SeatingTable(1, (1, 2, 3, 4)), SeatingTable(2, (5, 6, 7, 8))))]
    played = Scala40Round((SeatingTable(1, (1, 2, 5, 6)), SeatingTable(2, (3, 7, 4, 8))))
    found = check_round(played, entries=range(1, 9), history=history, forbid=RematchRule.EVER)
    assert [(v.entries, v.table) for v in found] == [
        ((1, 2), 1),
        ((5, 6), 1),
        ((3, 4), 2),
        ((7, 8), 2),
    ]


def test_individual_rematch_means_partners_again() -> None:
    """Individual burraco: facing someone again is fine for the checker, partnering is not."""
    history = [IndividualRound((IndividualTable(1, (1, 2), (3, 4)),))]
    again_opponents = IndividualRound((IndividualTable(1, (1, 3), (2, 4)),))
    again_partners = IndividualRound((IndividualTable(1, (2, 1), (4, 3)),))
    entries = [1, 2, 3, 4]
    assert (
        check_round(again_opponents, entries=entries, history=history, forbid=RematchRule.EVER)
        == []
    )
    assert codes(
        check_round(again_partners, entries=entries, history=history, forbid=RematchRule.EVER)
    ) == [ViolationCode.FORBIDDEN_REMATCH, ViolationCode.FORBIDDEN_REMATCH]
