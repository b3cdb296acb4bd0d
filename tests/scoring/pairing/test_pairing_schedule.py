"""Schedules: the systems in order, and which phase pairs a given round."""

from __future__ import annotations

import pytest

from scoring.pairing import (
    PairingSystem,
    Phase,
    PhaseRound,
    Schedule,
    ScheduleError,
    ScheduleErrorCode,
)


@pytest.mark.parametrize(
    ("text", "phases"),
    [
        ("mitchell:3,danese:1", [("mitchell", 3), ("danese", 1)]),
        (
            "mitchell x6, danese x2, danese-gironi x3",
            [("mitchell", 6), ("danese", 2), ("danese-gironi", 3)],
        ),
        ("Round Robin:5", [("italiana", 5)]),
        ("italiana:3 + danese:2", [("italiana", 3), ("danese", 2)]),
        ("individual:7", [("individual", 7)]),
        ("mitchell:2, mitchell:2", [("mitchell", 2), ("mitchell", 2)]),
    ],
)
def test_parse(text: str, phases: list[tuple[str, int]]) -> None:
    """Names, counts and phase order as written."""
    schedule = Schedule.parse(text)
    assert [(p.system.value, p.rounds) for p in schedule.phases] == phases
    assert Schedule.parse(str(schedule)) == schedule


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", ScheduleErrorCode.EMPTY),
        (" , ", ScheduleErrorCode.EMPTY),
        ("swiss:3", ScheduleErrorCode.UNKNOWN_SYSTEM),
        ("mitchell:0", ScheduleErrorCode.BAD_ROUNDS),
        ("mitchell", ScheduleErrorCode.BAD_ROUNDS),
        ("mitchell:two", ScheduleErrorCode.BAD_ROUNDS),
    ],
)
def test_bad_schedules_are_refused(text: str, code: ScheduleErrorCode) -> None:
    """Each mistake has its code."""
    with pytest.raises(ScheduleError) as raised:
        Schedule.parse(text)
    assert raised.value.code is code


def test_national_schedule_rounds() -> None:
    """6 Mitchell + 2 Danese + 3 gironi: 11 rounds; round 7 is Danese's first, 11 the last."""
    schedule = Schedule.parse("mitchell:6,danese:2,danese-gironi:3")
    assert schedule.total_rounds == 11
    assert schedule.phase_for(6) == PhaseRound(Phase(PairingSystem.MITCHELL, 6), 0, 6, False)
    assert schedule.phase_for(7) == PhaseRound(Phase(PairingSystem.DANESE, 2), 1, 1, False)
    assert schedule.phase_for(11) == PhaseRound(Phase(PairingSystem.DANESE_GIRONI, 3), 2, 3, True)


@pytest.mark.parametrize("round_number", [0, 5])
def test_round_outside_the_schedule_is_refused(round_number: int) -> None:
    """A 4-round evening has no round 0 nor round 5."""
    with pytest.raises(ScheduleError) as raised:
        Schedule.parse("mitchell:3,danese:1").phase_for(round_number)
    assert raised.value.code is ScheduleErrorCode.ROUND_OUT_OF_RANGE
