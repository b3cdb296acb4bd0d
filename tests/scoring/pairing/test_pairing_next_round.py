"""The next round follows the schedule: first round, Mitchell, Danese, gironi, italiana."""

from __future__ import annotations

from collections import Counter

import pytest

from scoring.pairing import (
    BurracoRound,
    DaneseVariant,
    FirstRoundMethod,
    IndividualRound,
    MitchellRepeatWarning,
    PairingError,
    PairingErrorCode,
    PairingSettings,
    RematchRule,
    Schedule,
    check_round,
    danese_gironi,
    next_round,
    schedule_warnings,
)

REGISTRATION = PairingSettings(first_round=FirstRoundMethod.REGISTRATION)


def seats(played: BurracoRound | IndividualRound) -> list[tuple[int, int]]:
    assert isinstance(played, BurracoRound)
    return [(t.ns, t.ew) for t in played.tables]


def test_club_evening_three_mitchell_one_danese() -> None:
    """Round 1 dealt in order, rounds 2-3 move EO, round 4 Danish by the standings."""
    schedule = Schedule.parse("mitchell:3,danese:1")
    entries = list(range(1, 9))
    history: list[BurracoRound | IndividualRound] = []
    for number in range(1, 4):
        history.append(
            next_round(schedule, number, entries=entries, history=history, settings=REGISTRATION)
        )
    assert [seats(r) for r in history] == [
        [(1, 2), (3, 4), (5, 6), (7, 8)],
        [(1, 8), (3, 2), (5, 4), (7, 6)],
        [(1, 6), (3, 8), (5, 2), (7, 4)],
    ]
    standings = [3, 8, 1, 6, 5, 2, 7, 4]
    last = next_round(
        schedule,
        4,
        entries=entries,
        standings_order=standings,
        history=history,
        settings=REGISTRATION,
    )
    # Modificato, but the last round lifts the rule by default: 3 v 8 met last round, still paired.
    assert seats(last) == [(3, 8), (1, 6), (5, 2), (7, 4)]
    strict = PairingSettings(
        first_round=FirstRoundMethod.REGISTRATION, allow_rematch_in_last_round=False
    )
    kept = next_round(
        schedule, 4, entries=entries, standings_order=standings, history=history, settings=strict
    )
    assert (
        check_round(kept, entries=entries, history=history, forbid=RematchRule.PREVIOUS_ROUND) == []
    )


def test_history_must_hold_exactly_the_earlier_rounds() -> None:
    """Asking for round 3 with one round played is refused."""
    schedule = Schedule.parse("mitchell:3")
    first = next_round(schedule, 1, entries=[1, 2, 3, 4], settings=REGISTRATION)
    with pytest.raises(PairingError) as raised:
        next_round(schedule, 3, entries=[1, 2, 3, 4], history=[first], settings=REGISTRATION)
    assert raised.value.code is PairingErrorCode.HISTORY_MISMATCH


def test_gironi_keep_their_members_through_the_phase() -> None:
    """Gironi are cut once; later rounds pair inside them even if standings cross over."""
    schedule = Schedule.parse("danese:1,danese-gironi:3")
    entries = list(range(1, 9))
    settings = PairingSettings(first_round=FirstRoundMethod.REGISTRATION, group_sizes=(4, 4))
    history: list[BurracoRound | IndividualRound] = [
        next_round(schedule, 1, entries=entries, settings=settings)
    ]
    at_split = [1, 3, 5, 7, 2, 4, 6, 8]
    history.append(
        next_round(
            schedule,
            2,
            entries=entries,
            standings_order=at_split,
            history=history,
            settings=settings,
        )
    )
    # Modificato: round 1 was 1-2, 3-4, 5-6, 7-8, so inside each girone 1st v 2nd is free.
    assert seats(history[1]) == [(1, 3), (5, 7), (2, 4), (6, 8)]
    crossed = [2, 1, 4, 3, 6, 5, 8, 7]  # group B's 2 now leads the overall standings
    with pytest.raises(PairingError) as raised:
        next_round(
            schedule,
            3,
            entries=entries,
            standings_order=crossed,
            history=history,
            settings=settings,
        )
    assert raised.value.code is PairingErrorCode.PHASE_ORDER_REQUIRED
    third = next_round(
        schedule,
        3,
        entries=entries,
        standings_order=crossed,
        history=history,
        settings=settings,
        phase_start_order=at_split,
    )
    # Girone A in today's order is 1, 3, 5, 7; 1-3 met last round, so 1-5 and 3-7.
    assert seats(third) == [(1, 5), (3, 7), (2, 6), (4, 8)]


def test_danese_gironi_groups_from_fixes_membership() -> None:
    """The function itself: groups from the split order, pairing by the current one."""
    result = danese_gironi(
        [2, 1, 4, 3], [2, 2], history=[], variant=DaneseVariant.PURO, groups_from=[1, 3, 2, 4]
    )
    assert [(t.ns, t.ew) for t in result.tables] == [(1, 3), (2, 4)]


def test_italiana_follows_the_calendar_from_the_phase_start() -> None:
    """A 4-entry italiana: 3 rounds, everyone meets everyone once."""
    schedule = Schedule.parse("italiana:3")
    entries = [10, 20, 30, 40]
    history: list[BurracoRound | IndividualRound] = []
    for number in range(1, 4):
        current = next_round(
            schedule, number, entries=entries, history=history, phase_start_order=entries
        )
        assert check_round(current, entries=entries, history=history, forbid=RematchRule.EVER) == []
        history.append(current)


def test_individual_schedule() -> None:
    """An individual evening of 7 rounds for 8 players: every partnership once."""
    schedule = Schedule.parse("individual:7")
    players = list(range(1, 9))
    history: list[BurracoRound | IndividualRound] = []
    for number in range(1, 8):
        history.append(next_round(schedule, number, entries=players, history=history))
    partners = Counter(
        frozenset(p)
        for r in history
        if isinstance(r, IndividualRound)
        for t in r.tables
        for p in (t.ns, t.ew)
    )
    assert len(partners) == 28 and set(partners.values()) == {1}


@pytest.mark.parametrize(
    ("text", "entries", "step", "expected"),
    [
        ("mitchell:4", 7, 1, []),
        ("mitchell:5,danese:1", 7, 1, [MitchellRepeatWarning(5, 4, 5)]),
        ("mitchell:3", 8, 2, [MitchellRepeatWarning(3, 2, 3)]),
        ("mitchell:3", 9, 2, []),
        ("danese:12", 4, 1, []),
    ],
)
def test_schedule_warnings(
    text: str, entries: int, step: int, expected: list[MitchellRepeatWarning]
) -> None:
    """7 pairs: 4 EO positions, so 4 Mitchell rounds; step 2 on 4 tables: 2 rounds."""
    assert schedule_warnings(Schedule.parse(text), entries, step=step) == expected
