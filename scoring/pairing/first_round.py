"""The first round of a pairs tournament: by draw, by registration order, or by hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum

from scoring.pairing.model import BurracoRound


class FirstRoundMethod(Enum):
    """How the first round's tables are formed (announced before play)."""

    DRAW = "draw"
    """A seeded draw: the same seed always gives the same tables."""
    REGISTRATION = "registration"
    """Registration order: 1st v 2nd at table 1, 3rd v 4th at table 2, and so on."""
    MANUAL = "manual"
    """The director's hand: ``manual`` lists the (NS, EO) pairs table by table."""


def first_round(
    entries: Sequence[int],
    *,
    method: FirstRoundMethod,
    seed: int | None = None,
    keep_apart: Mapping[int, str] | None = None,
    manual: Sequence[tuple[int, int]] | None = None,
) -> BurracoRound:
    """The first round's tables; see docs/pairing.md "First round" for the exact layout."""
    raise NotImplementedError
