"""The director's hand edits before publishing: swap two entries, swap two tables."""

from __future__ import annotations

from typing import TypeVar

from scoring.pairing.model import BurracoRound, IndividualRound, Scala40Round

R = TypeVar("R", BurracoRound, IndividualRound, Scala40Round)


def swap_entries(played: R, a: int, b: int) -> R:
    """``played`` with entries ``a`` and ``b`` in each other's seats (a bye seat included).

    The result's ``relaxed`` is cleared: run `check_round` to see what the swap broke.
    """
    raise NotImplementedError


def swap_tables(played: R, first: int, second: int) -> R:
    """``played`` with the contents of tables ``first`` and ``second`` exchanged."""
    raise NotImplementedError
