"""A tournament's schedule: the pairing systems in order and how many rounds each."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from scoring.errors import ScoringError


class ScheduleErrorCode(Enum):
    """Why a schedule text or a round number was refused."""

    EMPTY = "empty"
    """The schedule has no phase."""
    UNKNOWN_SYSTEM = "unknown_system"
    """A phase names a system Torneo does not know (``data["system"]``)."""
    BAD_ROUNDS = "bad_rounds"
    """A phase's round count is missing, not a whole number, or below 1."""
    ROUND_OUT_OF_RANGE = "round_out_of_range"
    """A round number below 1 or beyond the schedule's total."""


class ScheduleError(ScoringError):
    """A schedule cannot be read or does not cover a round: a `ScheduleErrorCode` + data."""


class PairingSystem(Enum):
    """A pairing system a schedule phase uses (the value is its name in a schedule text)."""

    MITCHELL = "mitchell"
    DANESE = "danese"
    DANESE_GIRONI = "danese-gironi"
    ITALIANA = "italiana"
    INDIVIDUAL = "individual"


ALIASES = {
    "mitchell": PairingSystem.MITCHELL,
    "danese": PairingSystem.DANESE,
    "danish": PairingSystem.DANESE,
    "danese-gironi": PairingSystem.DANESE_GIRONI,
    "gironi": PairingSystem.DANESE_GIRONI,
    "italiana": PairingSystem.ITALIANA,
    "all-italiana": PairingSystem.ITALIANA,
    "round-robin": PairingSystem.ITALIANA,
    "individual": PairingSystem.INDIVIDUAL,
    "individuale": PairingSystem.INDIVIDUAL,
}
"""Names a schedule text may use for each system (lower case; spaces and "_" read as "-")."""

_PHASE = re.compile(r"^(?P<name>[a-z][a-z_ '-]*?)\s*(?::|\bx|\*|×)\s*(?P<rounds>\S+)$")


@dataclass(frozen=True, slots=True)
class Phase:
    """A run of ``rounds`` consecutive rounds paired by ``system``."""

    system: PairingSystem
    rounds: int


@dataclass(frozen=True, slots=True)
class PhaseRound:
    """Where a tournament round falls in its schedule.

    ``phase_index`` is 0-based; ``round_in_phase`` 1-based; ``last_round`` is the
    tournament's last round.
    """

    phase: Phase
    phase_index: int
    round_in_phase: int
    last_round: bool


@dataclass(frozen=True, slots=True)
class Schedule:
    """The phases of a tournament, e.g. ``Schedule.parse("mitchell:3,danese:1")``."""

    phases: tuple[Phase, ...]

    @classmethod
    def parse(cls, text: str) -> Schedule:
        """A schedule from text such as ``"mitchell:6, danese x2, danese-gironi:3"``.

        Phases are separated by commas (or "+"); each is a system name then ``:N``, ``xN``
        or ``*N``. Adjacent phases of the same system stay separate phases.
        """
        phases = []
        for part in re.split(r"[,+]", text):
            item = part.strip().lower()
            if not item:
                continue
            found = _PHASE.match(item)
            if found is None:
                raise ScheduleError(ScheduleErrorCode.BAD_ROUNDS, phase=part.strip())
            name = re.sub(r"[\s_']+", "-", found["name"].strip())
            system = ALIASES.get(name)
            if system is None:
                raise ScheduleError(ScheduleErrorCode.UNKNOWN_SYSTEM, system=name)
            if not found["rounds"].isdigit() or int(found["rounds"]) < 1:
                raise ScheduleError(ScheduleErrorCode.BAD_ROUNDS, phase=part.strip())
            phases.append(Phase(system, int(found["rounds"])))
        if not phases:
            raise ScheduleError(ScheduleErrorCode.EMPTY)
        return cls(tuple(phases))

    @property
    def total_rounds(self) -> int:
        """How many rounds the whole schedule plays."""
        return sum(phase.rounds for phase in self.phases)

    def phase_for(self, round_number: int) -> PhaseRound:
        """The phase that pairs tournament round ``round_number`` (1-based)."""
        if round_number < 1 or round_number > self.total_rounds:
            raise ScheduleError(
                ScheduleErrorCode.ROUND_OUT_OF_RANGE,
                round_number=round_number,
                total_rounds=self.total_rounds,
            )
        before = 0
        for index, phase in enumerate(self.phases):
            if round_number <= before + phase.rounds:
                return PhaseRound(
                    phase, index, round_number - before, round_number == self.total_rounds
                )
            before += phase.rounds
        raise AssertionError("unreachable: the round is within total_rounds")

    def __str__(self) -> str:
        """The canonical text, which ``parse`` reads back."""
        return ",".join(f"{phase.system.value}:{phase.rounds}" for phase in self.phases)
