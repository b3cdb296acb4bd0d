"""The Mitchell movement: NS fixed, EO moving by the step, a moving bye, repeat warnings."""

from __future__ import annotations

import pytest

from scoring.pairing import (
    BurracoRound,
    FirstRoundMethod,
    MitchellMovement,
    MitchellRepeatWarning,
    PairingError,
    PairingErrorCode,
    RelaxationCode,
    RematchRule,
    check_round,
    first_round,
    mitchell,
    mitchell_from_lines,
)


def seats(result: BurracoRound) -> list[tuple[int, int]]:
    return [(t.ns, t.ew) for t in result.tables]


def test_eo_moves_up_one_table_and_last_goes_to_first() -> None:
    """NS 1,3,5 at tables 1-3; EO 2,4,6 move up one table each round, table 3's to table 1."""
    movement = mitchell_from_lines([1, 3, 5], [2, 4, 6])
    assert seats(movement.round(1)) == [(1, 2), (3, 4), (5, 6)]
    assert seats(movement.round(2)) == [(1, 6), (3, 2), (5, 4)]
    assert seats(movement.round(3)) == [(1, 4), (3, 6), (5, 2)]


def test_step_of_two() -> None:
    """With a step of 2 on 5 tables EO pair at table 1 visits tables 1, 3, 5, 2, 4."""
    movement = mitchell_from_lines([1, 2, 3, 4, 5], [11, 12, 13, 14, 15], step=2)
    tables_of_11 = [movement.round(k).table_of(11).number for k in range(1, 6)]  # type: ignore[union-attr]
    assert tables_of_11 == [1, 3, 5, 2, 4]
    assert movement.max_rounds == 5


@pytest.mark.parametrize(
    ("tables", "step", "max_rounds"),
    [(4, 1, 4), (4, 2, 2), (6, 3, 2), (6, 4, 3), (5, 2, 5), (7, 7, 1)],
)
def test_rounds_before_a_repeat(tables: int, step: int, max_rounds: int) -> None:
    """N tables and step s: EO is back at its table after N / gcd(N, s) rounds."""
    movement = mitchell_from_lines(list(range(tables)), list(range(100, 100 + tables)), step=step)
    assert movement.max_rounds == max_rounds
    assert movement.warning(max_rounds) is None
    assert movement.warning(max_rounds + 1) == MitchellRepeatWarning(
        max_rounds + 1, max_rounds, max_rounds + 1
    )


def test_odd_field_bye_moves_along_the_eo_line() -> None:
    """7 pairs: 3 tables; EO 2, 4, 6 and the bye pair 7 take the bye in turn."""
    first = first_round(list(range(1, 8)), method=FirstRoundMethod.REGISTRATION)
    assert first.byes == (7,)
    byes = [mitchell(first, round_number=k).byes for k in range(1, 5)]
    assert byes == [(7,), (6,), (4,), (2,)]
    assert mitchell(first, round_number=2).table_of(7).number == 1  # type: ignore[union-attr]


def test_rounds_within_the_limit_never_repeat_or_reseat() -> None:
    """Every round of a 9-pair Mitchell up to the limit passes the checker with "ever"."""
    first = first_round(list(range(1, 10)), method=FirstRoundMethod.DRAW, seed=5)
    movement = MitchellMovement.from_first_round(first)
    history: list[BurracoRound] = []
    for k in range(1, movement.max_rounds + 1):
        current = movement.round(k)
        assert current.relaxed == ()
        assert (
            check_round(current, entries=range(1, 10), history=history, forbid=RematchRule.EVER)
            == []
        )
        history.append(current)


def test_round_past_the_limit_lists_every_repeat() -> None:
    """Round 4 of a 3-table Mitchell repeats round 1: all three meetings are relaxed."""
    movement = mitchell_from_lines([1, 3, 5], [2, 4, 6])
    codes = [r.code for r in movement.round(4).relaxed]
    assert codes == [RelaxationCode.MITCHELL_REPEAT] * 3
    assert seats(movement.round(4)) == seats(movement.round(1))


def test_same_line_never_meets() -> None:
    """NS pairs never meet NS pairs: keep-apart tags on one line give no relaxation."""
    movement = mitchell_from_lines([1, 2, 3], [4, 5, 6])
    tags = {1: "club", 2: "club", 3: "club"}
    assert all(movement.round(k, keep_apart=tags).relaxed == () for k in range(1, 4))
    split = {1: "club", 5: "club"}
    flagged = [k for k in range(1, 4) if movement.round(k, keep_apart=split).relaxed]
    assert flagged == [3]  # EO 5 starts at table 2 and reaches table 1 in round 3


@pytest.mark.parametrize(
    ("ns", "ew", "step", "code"),
    [
        ([1, 2], [3], 1, PairingErrorCode.LINE_SIZES),
        ([1], [2, 3, 4], 1, PairingErrorCode.LINE_SIZES),
        ([1, 2], [3, 4], 0, PairingErrorCode.BAD_STEP),
        ([1, 2], [3, 1], 1, PairingErrorCode.DUPLICATE_ENTRY),
    ],
)
def test_bad_lines_are_refused(
    ns: list[int], ew: list[int], step: int, code: PairingErrorCode
) -> None:
    """Lines of wrong sizes, a step below 1, or a pair on both lines."""
    with pytest.raises(PairingError) as raised:
        mitchell_from_lines(ns, ew, step=step)
    assert raised.value.code is code


def test_round_zero_is_refused() -> None:
    """Rounds count from 1."""
    with pytest.raises(PairingError) as raised:
        mitchell_from_lines([1], [2]).round(0)
    assert raised.value.code is PairingErrorCode.ROUND_OUT_OF_RANGE
