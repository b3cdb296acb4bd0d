"""Danish pairing by the standings: puro, modificato, never-again, and in groups (gironi).

The exact rule, including the backtracking and the order rules are relaxed in when no
pairing satisfies them, is written in docs/pairing.md ("Danese") and tested that way.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from enum import Enum

from scoring.pairing.model import BurracoRound


class DaneseVariant(Enum):
    """Which earlier meetings a Danish round forbids."""

    PURO = "puro"
    """None: 1st v 2nd, 3rd v 4th, ..."""
    MODIFICATO = "modificato"
    """Not the previous round's opponent (lifted in the last round if the director says so)."""
    NEVER_AGAIN = "never_again"
    """No opponent met in any earlier round."""


class NsRule(Enum):
    """Who sits on the NS line at a Danish table."""

    HIGHER_RANKED = "higher_ranked"
    """The pair higher in the standings."""
    ALTERNATE = "alternate"
    """Each pair takes the line it did not have last time it played; ties go to rank."""


def danese(
    standings_order: Sequence[int],
    *,
    history: Sequence[BurracoRound],
    variant: DaneseVariant,
    last_round: bool = False,
    allow_rematch_in_last_round: bool = True,
    ns_rule: NsRule = NsRule.HIGHER_RANKED,
    byes_had: Collection[int] = (),
    first_table: int = 1,
) -> BurracoRound:
    """A Danish round: the first valid pairing in standings order (docs/pairing.md).

    ``standings_order`` lists the entries to pair, best first. ``byes_had`` adds entries
    known to have had a bye besides those in ``history``. Tables are numbered from
    ``first_table``.
    """
    raise NotImplementedError


def danese_gironi(
    standings_order: Sequence[int],
    group_sizes: Sequence[int],
    *,
    history: Sequence[BurracoRound],
    variant: DaneseVariant,
    last_round: bool = False,
    allow_rematch_in_last_round: bool = True,
    ns_rule: NsRule = NsRule.HIGHER_RANKED,
    byes_had: Collection[int] = (),
) -> BurracoRound:
    """Danish pairing inside consecutive slices of the standings (girone A, B, ...).

    Group A takes the first ``group_sizes[0]`` entries of ``standings_order`` and its
    tables are numbered first; each group with an odd size has its own bye.
    """
    raise NotImplementedError


def split_groups(standings_order: Sequence[int], group_sizes: Sequence[int]) -> list[list[int]]:
    """The standings cut into consecutive groups of the given sizes."""
    raise NotImplementedError
