"""The Mitchell movement: NS pairs stay at their tables, EO pairs move by a fixed step."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.pairing.model import BurracoRound


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

    @classmethod
    def from_first_round(cls, first: BurracoRound, *, step: int = 1) -> MitchellMovement:
        """The movement that continues ``first`` (its bye pair joins the EO line)."""
        raise NotImplementedError

    @property
    def positions(self) -> int:
        """How many table positions the EO line moves around (the bye "table" included)."""
        return len(self.ew)

    @property
    def max_rounds(self) -> int:
        """The most rounds this movement plays before an EO pair meets an NS pair again."""
        raise NotImplementedError

    def warning(self, rounds: int) -> MitchellRepeatWarning | None:
        """The repeat warning for playing ``rounds`` rounds, ``None`` when none repeats."""
        raise NotImplementedError

    def round(self, number: int) -> BurracoRound:
        """The seating of Mitchell round ``number`` (1 = the first round as given)."""
        raise NotImplementedError


def mitchell(first: BurracoRound, *, round_number: int, step: int = 1) -> BurracoRound:
    """Round ``round_number`` of the Mitchell movement that starts with ``first``."""
    return MitchellMovement.from_first_round(first, step=step).round(round_number)


def mitchell_from_lines(ns: Sequence[int], ew: Sequence[int], *, step: int = 1) -> MitchellMovement:
    """A movement from explicit lines (``ew`` may be one longer: the moving bye)."""
    raise NotImplementedError
