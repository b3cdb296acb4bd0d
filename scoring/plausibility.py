"""Scores that are possible but unlikely: the director is asked before they are saved.

A line scoring more than the whole pack (1,080; 1,620 at a table of three pairs) in a hand,
or a turno whose MP difference is far beyond the victory-point table's last band, is more
often a typing slip than a real score. These are not errors (a figure can be right), so they
come back as findings, never as exceptions; the application asks for confirmation.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from scoring.cards import PACK_108, Pack

#: How many times the last band's lower edge a difference may reach before it is asked about.
FAR_BEYOND_LAST_BAND = 2


class UnlikelyCode(Enum):
    """What makes a score unlikely."""

    LINE_OVER_PACK = "line_over_pack"
    """A line's turno total is beyond the pack's value times the hands (either sign)."""
    HAND_OVER_PACK = "hand_over_pack"
    """A line scored more than the pack's value in one hand."""
    DIFFERENCE_FAR_BEYOND_TABLE = "difference_far_beyond_table"
    """The MP difference passes FAR_BEYOND_LAST_BAND times the last band's lower edge."""
    PENALTY_OVER_HAND = "penalty_over_hand"
    """Scala 40: a player pays more for one hand than any hand can cost under the table's
    rules (`scoring.scala40_plausibility`)."""


@dataclass(frozen=True)
class Unlikely:
    """One finding: the code, which line ("a"/"b", None for the difference), which hand
    (1-based, None for the turno), the value found and the limit it passed; at a scala 40
    table which player (`player`) rather than which line."""

    code: UnlikelyCode
    value: int
    limit: int
    line: str | None = None
    hand: int | None = None
    player: Hashable | None = None


def unlikely_turno(
    mp_a: int, mp_b: int, *, hands: int, last_band_low: int, pack: Pack = PACK_108
) -> list[Unlikely]:
    """Findings for a turno's two totals, in line order then the difference.

    >>> unlikely_turno(640, 245, hands=3, last_band_low=1505)
    []
    >>> [f.code.value for f in unlikely_turno(3245, 0, hands=3, last_band_low=1505)]
    ['line_over_pack', 'difference_far_beyond_table']
    """
    return unlikely_lines((mp_a, mp_b), hands=hands, last_band_low=last_band_low, pack=pack)


def unlikely_lines(
    mps: Sequence[int], *, hands: int, last_band_low: int, pack: Pack = PACK_108
) -> list[Unlikely]:
    """:func:`unlikely_turno` for a table of two or three lines ("a", "b", "c"): each line's
    total over the pack, then the widest difference between two lines.

    >>> from scoring.cards import PACK_162
    >>> [(f.code.value, f.line) for f in unlikely_lines((4900, 0, 10), hands=3,
    ...     last_band_low=1505, pack=PACK_162)]
    [('line_over_pack', 'a'), ('difference_far_beyond_table', None)]
    """
    found = []
    ceiling = hands * pack.value
    for line, mp in zip("abc", mps, strict=False):
        if abs(mp) > ceiling:
            found.append(Unlikely(UnlikelyCode.LINE_OVER_PACK, mp, ceiling, line=line))
    difference = max(mps) - min(mps)
    limit = FAR_BEYOND_LAST_BAND * last_band_low
    if difference > limit:
        found.append(Unlikely(UnlikelyCode.DIFFERENCE_FAR_BEYOND_TABLE, difference, limit))
    return found


def unlikely_hands(hand_scores: Iterable[tuple[int, ...]], pack: Pack = PACK_108) -> list[Unlikely]:
    """Findings for hand-by-hand scores (two or three lines): each line above the pack's value
    in a hand.

    >>> [(f.hand, f.line) for f in unlikely_hands([(640, 245), (1100, 0)])]
    [(2, 'a')]
    """
    return [
        Unlikely(UnlikelyCode.HAND_OVER_PACK, mp, pack.value, line=line, hand=number)
        for number, scores in enumerate(hand_scores, start=1)
        for line, mp in zip("abc", scores, strict=False)
        if mp > pack.value
    ]
