"""The director's swaps before publishing, and what the checker then says."""

from __future__ import annotations

import pytest

from scoring.pairing import (
    BurracoRound,
    IndividualRound,
    IndividualTable,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    RematchRule,
    Scala40Round,
    SeatingTable,
    Table,
    Violation,
    ViolationCode,
    check_round,
    swap_entries,
    swap_tables,
)

ROUND = BurracoRound(
    (Table(1, 1, 2), Table(2, 3, 4)),
    byes=(5,),
    relaxed=(Relaxation(RelaxationCode.REMATCH, (1, 2)),),
)


def test_swap_two_seated_entries() -> None:
    """2 and 3 change seats and lines; the stale relaxation list is dropped."""
    swapped = swap_entries(ROUND, 2, 3)
    assert swapped == BurracoRound((Table(1, 1, 3), Table(2, 2, 4)), byes=(5,))


def test_swap_with_the_bye() -> None:
    """The bye pair takes a seat and the seated pair rests."""
    swapped = swap_entries(ROUND, 5, 4)
    assert swapped.byes == (4,)
    assert swapped.tables[1] == Table(2, 3, 5)


def test_swap_that_breaks_a_rule_is_caught_by_the_checker() -> None:
    """Swapping makes 1 meet 3 again: the checker reports the rematch at table 1."""
    history = [BurracoRound((Table(1, 1, 3), Table(2, 2, 4)), byes=(5,))]
    swapped = swap_entries(ROUND, 2, 3)
    found = check_round(swapped, entries=range(1, 6), history=history, forbid=RematchRule.EVER)
    assert found == [
        Violation(ViolationCode.FORBIDDEN_REMATCH, (1, 3), 1),
        Violation(ViolationCode.FORBIDDEN_REMATCH, (2, 4), 2),
        Violation(ViolationCode.BYE_TWICE, (5,)),
    ]


def test_swap_tables_exchanges_what_sits_there() -> None:
    """Table 1's pairs move to table 2 and back; numbers stay 1 and 2."""
    swapped = swap_tables(ROUND, 1, 2)
    assert swapped.tables == (Table(1, 3, 4), Table(2, 1, 2))
    assert check_round(swapped, entries=range(1, 6)) == []


def test_swaps_work_for_individual_and_scala40_rounds() -> None:
    """Players change seats at individual and scala 40 tables too."""
    individual = IndividualRound((IndividualTable(1, (1, 2), (3, 4)),))
    assert swap_entries(individual, 2, 3).tables[0] == IndividualTable(1, (1, 3), (2, 4))
    seating = Scala40Round((SeatingTable(1, (1, 2, 3)), SeatingTable(2, (4, 5, 6))))
    assert swap_entries(seating, 1, 6).tables == (
        SeatingTable(1, (6, 2, 3)),
        SeatingTable(2, (4, 5, 1)),
    )
    assert swap_tables(seating, 2, 1).tables == (
        SeatingTable(1, (4, 5, 6)),
        SeatingTable(2, (1, 2, 3)),
    )


def test_unknown_entry_or_table_is_refused() -> None:
    """Swapping someone not in the round, or a table that does not exist."""
    with pytest.raises(PairingError) as raised:
        swap_entries(ROUND, 1, 9)
    assert raised.value.code is PairingErrorCode.UNKNOWN_ENTRY
    with pytest.raises(PairingError) as raised:
        swap_tables(ROUND, 1, 3)
    assert raised.value.code is PairingErrorCode.UNKNOWN_TABLE
