"""The names of the scoring rules a director chooses, and their defaults: what a tournament's
settings hold. Kept apart from the modules that apply them (:mod:`scoring.standings`,
:mod:`scoring.scala40_pairs`, which re-export them) so reading a tournament's settings, as
every start of the window does, loads none of their ranking and matching code.

>>> [tie_break.value for tie_break in DEFAULT_TIE_BREAKS]
['mp_diff', 'mp_scored', 'head_to_head', 'draw']
>>> [tie_break.value for tie_break in DEFAULT_PAIRS_TIE_BREAKS]
['gp_diff', 'penalty_points']
"""

from __future__ import annotations

from enum import Enum

__all__ = [
    "DEFAULT_PAIRS_TIE_BREAKS",
    "DEFAULT_TIE_BREAKS",
    "ByeScore",
    "DrawRule",
    "PairsTieBreak",
    "TieBreak",
]


class TieBreak(Enum):
    """One criterion that orders entries level on VP (or on the criteria before it)."""

    MP_DIFF = "mp_diff"
    """Higher total MP difference (differenza punti), penalties deducted."""
    MP_SCORED = "mp_scored"
    """Higher total MP scored, penalties deducted."""
    MP_AGAINST = "mp_against"
    """Lower total MP conceded."""
    HEAD_TO_HEAD = "head_to_head"
    """More VP won in the turni among the tied entries; used only if every two of them met."""
    DRAW = "draw"
    """The order of a recorded draw; used only if every tied entry is in it."""


#: The domain default after VP: MP difference, MP scored, head-to-head, then a recorded draw.
DEFAULT_TIE_BREAKS: tuple[TieBreak, ...] = (
    TieBreak.MP_DIFF,
    TieBreak.MP_SCORED,
    TieBreak.HEAD_TO_HEAD,
    TieBreak.DRAW,
)


class DrawRule(Enum):
    """What a scala 40 pairs match level on game points when time is called is."""

    DRAW = "draw"
    """A draw: each pair takes the draw's match points (the default)."""
    LOWER_PENALTY = "lower_penalty"
    """The pair with fewer penalty points wins; level on those too, a draw."""


class ByeScore(Enum):
    """What a bye (the pair sitting out a round: two pairs a table, an odd count) is worth."""

    WIN = "win"
    """A win's match points (the default: sitting out is no fault of the pair)."""
    DRAW = "draw"
    """A draw's match points."""
    NONE = "none"
    """No match points."""


class PairsTieBreak(Enum):
    """What separates scala 40 pairs level on match points, in the order the director lists
    them."""

    GAME_POINT_DIFFERENCE = "gp_diff"
    """More game points won than lost, over every match."""
    GAME_POINTS_WON = "gp_won"
    """More game points won."""
    PENALTY_POINTS = "penalty_points"
    """Fewer penalty points (both players', every hand)."""


DEFAULT_PAIRS_TIE_BREAKS = (PairsTieBreak.GAME_POINT_DIFFERENCE, PairsTieBreak.PENALTY_POINTS)
"""Match points, then game-point difference, then fewer penalty points (the brief's order;
the sources give none)."""
