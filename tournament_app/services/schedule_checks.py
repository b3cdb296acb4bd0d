"""Whether a burraco schedule fits the tournament, decided once for every face.

Two warnings, worded by `messages.schedule_warning_sentence`:

- a Mitchell phase longer than its field allows: with N tables an EO pair meets every NS pair
  once in N rounds at most (burraco.md), so from the next round on pairs who have met meet
  again (`scoring.pairing.schedule_warnings` decides it, phase by phase);
- more rounds than FIBUR's club tournaments play (burraco.md: at most 4).

A warning never refuses (`TournamentService.create`, `edit` and `RoundService.generate`
return them beside what they did): the field is not known when the schedule is set (pairs
register, arrive late, withdraw until round 1 is seated), a director may choose repeated
meetings over a shorter evening with a small field, and Torneo does not know whether an
event is a club's (regional events play 5-6 rounds, national ones about 11). The round check
still names every repeated meeting in the round that makes it, and asks before publishing it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    PairingSystem,
    ScheduleStep,
    TournamentSettings,
)

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tournament_app.services.values import Round

FIBUR_CLUB_ROUNDS = 4
"""burraco.md, "Limits that FIBUR sets": club tournaments play at most 4 rounds."""


class ScheduleWarningCode(Enum):
    """What a schedule warning is about (its value is its sentence's key)."""

    MITCHELL_REPEATS = "mitchell_repeats"
    """A Mitchell phase has more rounds than its pairs can play without meeting again."""
    CLUB_ROUNDS = "club_rounds"
    """The schedule has more rounds than FIBUR's club tournaments play."""


@dataclass(frozen=True)
class ScheduleWarning:
    """One thing a schedule does that the director should know before playing it.

    MITCHELL_REPEATS: `rounds` is the Mitchell phase's, `allowed` the most its `entries`
    pairs play without a repeated meeting, `first_round` the tournament round the phase
    starts at and `repeat_round` the first one with a repeat; `fewer` is the schedule with
    every such phase cut to what its pairs allow, `danese_rest` the same with the rounds cut
    played as Danish rounds. CLUB_ROUNDS: `rounds` is the schedule's total, `allowed` FIBUR's
    club limit.
    """

    code: ScheduleWarningCode
    rounds: int
    allowed: int
    entries: int = 0
    first_round: int = 0
    repeat_round: int = 0
    fewer: tuple[ScheduleStep, ...] = ()
    danese_rest: tuple[ScheduleStep, ...] = ()


def schedule_warnings(settings: TournamentSettings, entries: int) -> tuple[ScheduleWarning, ...]:
    """What the schedule of `settings` should warn of, with `entries` in play (0 when none
    are registered yet: then no Mitchell phase is too long, its field being unknown).

    Only pairs tournaments seat Mitchell phases (an individual tournament rotates partners, a
    team event seats matches by its team movement: there the schedule only counts rounds);
    the club limit holds for every burraco tournament. Scala 40 has no schedule: nothing.
    """
    if not isinstance(settings, BurracoSettings):
        return ()
    found = list(_mitchell_warnings(settings, entries))
    if settings.rounds > FIBUR_CLUB_ROUNDS:
        found.append(
            ScheduleWarning(ScheduleWarningCode.CLUB_ROUNDS, settings.rounds, FIBUR_CLUB_ROUNDS)
        )
    return tuple(found)


def phase_start_warnings(
    settings: TournamentSettings, number: int, entries: int
) -> tuple[ScheduleWarning, ...]:
    """The Mitchell warning for round `number` when it starts a Mitchell phase too long for
    the `entries` it seats (its first round fixes the movement); nothing for any other
    round, and never the club limit (said when the schedule was set)."""
    return tuple(
        warning
        for warning in schedule_warnings(settings, entries)
        if warning.code is ScheduleWarningCode.MITCHELL_REPEATS and warning.first_round == number
    )


def with_phase_warnings(made: Round, settings: TournamentSettings, entries: int) -> Round:
    """Round `made`, just generated for `entries`, with its `phase_start_warnings`."""
    warned = phase_start_warnings(settings, made.number, entries)
    return replace(made, schedule_warnings=warned) if warned else made


def entries_in_play(session: Session, tournament_id: int) -> int:
    """How many entries the next round would seat (present, not withdrawn): the field a
    schedule is checked against."""
    from tournament_app.services.rounds.status import active_numbers

    return len(active_numbers(session, tournament_id))


def _mitchell_warnings(settings: BurracoSettings, entries: int) -> list[ScheduleWarning]:
    if settings.individual or settings.event_format is not EventFormat.PAIRS or entries < 1:
        return []
    # Imported here: a start reads tournaments, and the pairing library costs it time.
    from scoring.pairing import Schedule, schedule_warnings
    from scoring.pairing.schedule import PairingSystem as PhaseSystem
    from scoring.pairing.schedule import Phase

    # Each Mitchell step asked alone: step index -> (rounds allowed, first repeat in phase).
    limits: dict[int, tuple[int, int]] = {}
    for index, step in enumerate(settings.schedule):
        if step.system is not PairingSystem.MITCHELL:
            continue
        phase = Schedule((Phase(PhaseSystem.MITCHELL, step.rounds),))
        for repeat in schedule_warnings(phase, entries, step=settings.mitchell_shift):
            limits[index] = (repeat.max_rounds, repeat.first_repeat_round)
    if not limits:
        return []
    fewer = _cut(settings.schedule, limits, danese=False)
    danese_rest = _cut(settings.schedule, limits, danese=True)
    found = []
    start = 1
    for index, step in enumerate(settings.schedule):
        if index in limits:
            allowed, first_repeat = limits[index]
            found.append(
                ScheduleWarning(
                    ScheduleWarningCode.MITCHELL_REPEATS,
                    step.rounds,
                    allowed,
                    entries=entries,
                    first_round=start,
                    repeat_round=start + first_repeat - 1,
                    fewer=fewer,
                    danese_rest=danese_rest,
                )
            )
        start += step.rounds
    return found


def _cut(
    schedule: tuple[ScheduleStep, ...], limits: dict[int, tuple[int, int]], *, danese: bool
) -> tuple[ScheduleStep, ...]:
    """The schedule with each phase of `limits` cut to the rounds it allows; with `danese`,
    the rounds cut are played as Danish rounds (joined to a Danish phase right after)."""
    steps: list[ScheduleStep] = []
    for index, step in enumerate(schedule):
        if index not in limits:
            if danese and steps and step.system is PairingSystem.DANESE:
                last = steps[-1]
                if last.system is PairingSystem.DANESE and index - 1 in limits:
                    steps[-1] = ScheduleStep(PairingSystem.DANESE, last.rounds + step.rounds)
                    continue
            steps.append(step)
            continue
        allowed = limits[index][0]
        steps.append(ScheduleStep(step.system, allowed))
        if danese:
            steps.append(ScheduleStep(PairingSystem.DANESE, step.rounds - allowed))
    return tuple(steps)
