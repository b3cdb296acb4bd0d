"""Scala 40 seating: seeded tables of four (3, 5 or 6 absorb a remainder), few repeats."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.pairing.model import Scala40Round


def table_sizes(
    players: int, *, table_size: int = 4, remainder: Sequence[int] = (5, 3)
) -> list[int]:
    """The sizes of the tables seating ``players``, largest first.

    As many tables of ``table_size`` as possible, the remainder absorbed by the fewest tables
    of the first size in ``remainder`` that can do it.
    """
    raise NotImplementedError


def scala40_seating(
    players: Sequence[int],
    *,
    table_size: int = 4,
    remainder: Sequence[int] = (5, 3),
    history: Sequence[Scala40Round] = (),
    seed: int = 0,
) -> Scala40Round:
    """A seeded seating that avoids earlier table-mates; unavoidable repeats are in ``relaxed``.

    For a stage, pass only the advancing players; a final table is a seating of its players.
    """
    raise NotImplementedError
