"""The Mitchell movement: NS pairs stay at their tables, EO pairs move by a fixed step."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import gcd

from scoring.pairing.entries import checked_entries
from scoring.pairing.model import (
    BurracoRound,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Table,
)


@dataclass(frozen=True, slots=True)
class MitchellRepeatWarning:
    """Playing ``rounds`` Mitchell rounds makes some EO pair meet an NS pair again.

    ``first_repeat_round`` is the first Mitchell round (1-based) with a repeated meeting;
    ``max_rounds`` the most rounds this movement plays without one.
    """

    rounds: int
    max_rounds: int
    first_repeat_round: int


@dataclass(frozen=True, slots=True)
class MitchellMovement:
    """A Mitchell movement fixed by the first round's seating.

    ``ns`` holds the NS pairs by table (table 1 first); ``ew`` the EO pairs by their
    first-round table. With an odd number of pairs ``ew`` is one longer than ``ns``: the
    last position is the bye "table", and the EO pair that reaches it has the bye.
    """

    ns: tuple[int, ...]
    ew: tuple[int, ...]
    step: int = 1

    def __post_init__(self) -> None:
        checked_entries([*self.ns, *self.ew], allow_empty=True)
        if len(self.ew) not in (len(self.ns), len(self.ns) + 1):
            raise PairingError(PairingErrorCode.LINE_SIZES, ns=len(self.ns), ew=len(self.ew))
        if self.step < 1:
            raise PairingError(PairingErrorCode.BAD_STEP, step=self.step)

    @classmethod
    def from_first_round(cls, first: BurracoRound, *, step: int = 1) -> MitchellMovement:
        """The movement that continues ``first`` (its bye pair joins the EO line)."""
        if len(first.byes) > 1:
            raise PairingError(PairingErrorCode.SEVERAL_BYES, byes=first.byes)
        tables = sorted(first.tables, key=lambda table: table.number)
        ns = [table.ns for table in tables]
        ew = [table.ew for table in tables] + list(first.byes)
        return mitchell_from_lines(ns, ew, step=step)

    @property
    def positions(self) -> int:
        """How many table positions the EO line moves around (the bye "table" included)."""
        return len(self.ew)

    @property
    def max_rounds(self) -> int:
        """The most rounds this movement plays before an EO pair meets an NS pair again.

        EO pairs come back to their first table after ``positions / gcd(step, positions)``
        rounds, so a step sharing a divisor with the number of tables repeats sooner.
        """
        if not self.ew:
            return 0
        return self.positions // gcd(self.step % self.positions, self.positions)

    def warning(self, rounds: int) -> MitchellRepeatWarning | None:
        """The repeat warning for playing ``rounds`` rounds, ``None`` when none repeats."""
        if rounds <= self.max_rounds:
            return None
        return MitchellRepeatWarning(rounds, self.max_rounds, self.max_rounds + 1)

    def round(self, number: int, *, keep_apart: Mapping[int, str] | None = None) -> BurracoRound:
        """The seating of Mitchell round ``number`` (1 = the first round as given).

        From round ``max_rounds + 1`` on, every meeting is a repeat: the round lists them
        (and a repeated bye) in ``relaxed``. ``keep_apart`` (entry -> tag) adds a KEEP_APART
        relaxation for each table facing two entries of the same tag.
        """
        if number < 1:
            raise PairingError(PairingErrorCode.ROUND_OUT_OF_RANGE, round_number=number)
        shift = self.step * (number - 1)
        seat = [0] * self.positions
        for start, entry in enumerate(self.ew):
            seat[(start + shift) % self.positions] = entry
        tables = tuple(Table(i + 1, ns, seat[i]) for i, ns in enumerate(self.ns))
        byes = tuple(seat[len(self.ns) :])
        relaxed: list[Relaxation] = []
        if number > self.max_rounds:
            relaxed += [
                Relaxation(RelaxationCode.MITCHELL_REPEAT, tuple(sorted(t.entries))) for t in tables
            ]
            relaxed += [Relaxation(RelaxationCode.BYE_REPEATED, (entry,)) for entry in byes]
        tags = keep_apart or {}
        relaxed += [
            Relaxation(RelaxationCode.KEEP_APART, tuple(sorted(t.entries)))
            for t in tables
            if t.ns in tags and tags.get(t.ew) == tags[t.ns]
        ]
        return BurracoRound(tables, byes, tuple(relaxed))


def mitchell(
    first: BurracoRound,
    *,
    round_number: int,
    step: int = 1,
    keep_apart: Mapping[int, str] | None = None,
) -> BurracoRound:
    """Round ``round_number`` of the Mitchell movement that starts with ``first``."""
    movement = MitchellMovement.from_first_round(first, step=step)
    return movement.round(round_number, keep_apart=keep_apart)


def mitchell_from_lines(ns: Sequence[int], ew: Sequence[int], *, step: int = 1) -> MitchellMovement:
    """A movement from explicit lines (``ew`` may be one longer: the moving bye)."""
    return MitchellMovement(tuple(ns), tuple(ew), step)
