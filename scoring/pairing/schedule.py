"""A tournament's schedule: the pairing systems in order and how many rounds each."""

from __future__ import annotations

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
        """A schedule from text such as ``"mitchell:6, danese x2, danese-gironi:3"``."""
        raise NotImplementedError

    @property
    def total_rounds(self) -> int:
        """How many rounds the whole schedule plays."""
        return sum(phase.rounds for phase in self.phases)

    def phase_for(self, round_number: int) -> PhaseRound:
        """The phase that pairs tournament round ``round_number`` (1-based)."""
        raise NotImplementedError

    def __str__(self) -> str:
        """The canonical text, which ``parse`` reads back."""
        return ",".join(f"{phase.system.value}:{phase.rounds}" for phase in self.phases)
