"""All'italiana: round robin on the Berger tables, per group; an odd count gets a bye."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.pairing.model import BurracoRound


def round_robin(entries: Sequence[int], round_number: int, *, first_table: int = 1) -> BurracoRound:
    """Round ``round_number`` of the Berger calendar for ``entries`` (entry 1 = position 1).

    N entries (N even) play N - 1 rounds; an odd count adds a phantom and whoever meets it
    has the bye. Round numbers past the calendar start it again with the lines swapped
    (the return leg).
    """
    raise NotImplementedError


def round_robin_groups(groups: Sequence[Sequence[int]], round_number: int) -> BurracoRound:
    """Round ``round_number`` of a round robin inside each group, tables numbered on."""
    raise NotImplementedError


def berger_pairs(size: int, round_number: int) -> list[tuple[int, int]]:
    """Berger table for ``size`` positions (even), round ``round_number``: 1-based pairs."""
    raise NotImplementedError
