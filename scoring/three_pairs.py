"""A table of three pairs (burraco a sei): its hand, its pack and how its VP are shared.

The rule articles say FIBUR adds the table of three pairs to its tournament code in 2026:
three pairs at a table, three full packs (162 cards: 12 pinelle, 6 jokers), three pozzetti of
11 cards, a pozzetto taken only after the pair's first burraco, and, when nobody closes, the
hand ends when the fourth card from the end of the stock is drawn. A hand is scored as at a
table of two, line by line (the same bonuses, closing and pozzetto penalty), with the pack
checks of the 162-card pack.

How the VP are shared at a table of three was not found in the sources, so it is a rule the
tournament sets (:class:`ThreePairsVp`), stated on the printouts. The default: each pair's
total is set against each of the other two pairs' as if they had met at a table of two, each
meeting converted by the tournament's VP table, and the pair's VP are the average of its two
conversions, a half rounded up. The pair's MP are its own total, and the MP against it the
average of the other two pairs' totals (a half rounded up), so its MP difference is on the
same scale as at a table of two. The alternative is the sum: both conversions and both
differences added (a pair at a table of three then plays for 40 VP, which suits a tournament
where every table has three pairs).

Line A scores 640, line B 245, line C 400 in a 3-hand turno (FIBUR's table): A against B is
a difference of 395 (14-6), A against C 240 (12-8), B against C 155 (8-12). A: (14 + 12) / 2
= 13; B: (6 + 8) / 2 = 7; C: (8 + 12) / 2 = 10.

>>> from scoring.victory_points import FIBUR_3_HANDS
>>> [pair.vp for pair in three_pairs_turno((640, 245, 400), FIBUR_3_HANDS)]
[13, 7, 10]
>>> [pair.vp for pair in three_pairs_turno((640, 245, 400), FIBUR_3_HANDS, SUM_RULE)]
[26, 14, 20]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from scoring.burraco import FIBUR, BurracoRules, LineHand, LineScore, score_lines_detail
from scoring.cards import PACK_162
from scoring.errors import ScoringError
from scoring.turno import check_mp
from scoring.victory_points import VP_PER_TURNO, VictoryPointTable


class ThreePairsTables(Enum):
    """When a burraco table seats three pairs."""

    NEVER = "never"
    """Tables of two only: an odd count gives a pair the bye."""
    WHEN_NEEDED = "when_needed"
    """An odd count seats one table of three instead of a bye."""
    ALWAYS = "always"
    """As many tables of three as the count allows, the rest of two."""


#: The pack of a table of three pairs: three decks, 162 cards, 12 pinelle, 6 jokers.
THREE_PAIRS_PACK = PACK_162
#: Pairs (lines) at a table of three, and pozzetti: one for each pair.
PAIRS_AT_TABLE = 3
#: Cards in each pozzetto.
POZZETTO_CARDS = 11
#: When nobody closes, the hand ends as the stock's fourth card from the end is drawn.
LAST_STOCK_CARD = 4
#: Free play (not a tournament) goes to this total.
FREE_PLAY_TARGET = 2005


class Combine(Enum):
    """How a pair's two meetings at a table of three make its VP and MP."""

    AVERAGE = "average"
    """The mean of the two conversions (0-20 VP, as at a table of two); the default."""
    SUM = "sum"
    """Both conversions added (0-40 VP) and both MP differences added."""


class Rounding(Enum):
    """How a half VP of an average is rounded (an average of two whole VP is whole or half)."""

    HALF_UP = "half_up"
    """A half goes up: 12.5 VP is 13. The default."""
    HALF_DOWN = "half_down"
    """A half goes down: 12.5 VP is 12."""


class ThreePairsErrorCode(Enum):
    """Why a table of three's figures or rule were refused."""

    NOT_THREE_LINES = "not_three_lines"
    """A table of three pairs needs exactly three lines (``data``: given)."""
    MALFORMED = "malformed"
    """The dictionary form of the VP rule lacks a key or holds a wrong value."""


class InvalidThreePairs(ScoringError):
    """A table of three's input breaks a rule; ``code`` is a :class:`ThreePairsErrorCode`."""


@dataclass(frozen=True)
class ThreePairsVp:
    """How VP are shared at a table of three pairs (see the module docstring)."""

    combine: Combine = Combine.AVERAGE
    rounding: Rounding = Rounding.HALF_UP

    def to_dict(self) -> dict[str, Any]:
        """The rule as plain JSON-ready data."""
        return {"combine": self.combine.value, "rounding": self.rounding.value}

    @classmethod
    def from_dict(cls, data: Any) -> ThreePairsVp:
        """A rule from :meth:`to_dict`'s form; a missing key takes the default."""
        if not isinstance(data, dict):
            raise InvalidThreePairs(ThreePairsErrorCode.MALFORMED, reason="not a mapping")
        unknown = set(data) - {"combine", "rounding"}
        if unknown:
            raise InvalidThreePairs(ThreePairsErrorCode.MALFORMED, key=sorted(unknown)[0])
        try:
            return cls(
                Combine(data.get("combine", Combine.AVERAGE.value)),
                Rounding(data.get("rounding", Rounding.HALF_UP.value)),
            )
        except ValueError:
            raise InvalidThreePairs(ThreePairsErrorCode.MALFORMED, reason="value") from None

    @property
    def most_vp(self) -> int:
        """The most VP a pair can win at a table of three under this rule: a table of two's
        (20), twice that when both conversions are added."""
        return 2 * VP_PER_TURNO if self.combine is Combine.SUM else VP_PER_TURNO


#: The default rule: the average of the two conversions, a half rounded up.
AVERAGE_RULE = ThreePairsVp()
#: The alternative: both conversions added.
SUM_RULE = ThreePairsVp(Combine.SUM)
#: Every rule a tournament may choose, as data, by the name settings and commands give it
#: (the default first).
RULES: dict[str, ThreePairsVp] = {
    "average": AVERAGE_RULE,
    "average_down": ThreePairsVp(Combine.AVERAGE, Rounding.HALF_DOWN),
    "sum": SUM_RULE,
}


def most_turno_vp(tables: ThreePairsTables, rule: ThreePairsVp) -> int:
    """The most VP one turno can give a pair in a tournament seating tables of three pairs as
    ``tables`` says, and sharing their VP by ``rule``: 20 at a table of two (the VP table's
    last band, 20-0), 40 where a table of three adds both conversions.

    >>> most_turno_vp(ThreePairsTables.NEVER, SUM_RULE), most_turno_vp(
    ...     ThreePairsTables.WHEN_NEEDED, SUM_RULE)
    (20, 40)
    """
    if tables is ThreePairsTables.NEVER:
        return VP_PER_TURNO
    return max(VP_PER_TURNO, rule.most_vp)


def rule_name(rule: ThreePairsVp) -> str:
    """The name :data:`RULES` gives ``rule``."""
    return next(name for name, known in RULES.items() if known == rule)


@dataclass(frozen=True)
class PairAtThree:
    """One pair's turno at a table of three: the MP it scored, the MP set against it (the
    other two pairs' average, or their sum under :data:`SUM_RULE`) and its VP."""

    mp_for: int
    mp_against: int
    vp: int

    @property
    def mp_diff(self) -> int:
        """The pair's MP difference for the turno."""
        return self.mp_for - self.mp_against


def _half(twice: int, rounding: Rounding) -> int:
    """``twice / 2`` as a whole number, a half rounded as told."""
    if rounding is Rounding.HALF_UP:
        return (twice + 1) // 2
    return twice // 2


def three_lines(values: Sequence[Any]) -> None:
    """Refuse anything but three lines' figures."""
    if len(values) != PAIRS_AT_TABLE:
        raise InvalidThreePairs(ThreePairsErrorCode.NOT_THREE_LINES, given=len(values))


def three_pairs_turno(
    mps: Sequence[int], table: VictoryPointTable, rule: ThreePairsVp = AVERAGE_RULE
) -> tuple[PairAtThree, PairAtThree, PairAtThree]:
    """The three pairs' turno from their MP totals (lines A, B, C), VP by ``table`` and
    ``rule``."""
    three_lines(mps)
    check_mp(*mps)
    outcomes = []
    for own in range(PAIRS_AT_TABLE):
        others = [other for other in range(PAIRS_AT_TABLE) if other != own]
        vps = [table.convert(mps[own], mps[other])[0] for other in others]
        against = sum(mps[other] for other in others)
        if rule.combine is Combine.SUM:
            outcomes.append(PairAtThree(2 * mps[own], against, sum(vps)))
        else:
            outcomes.append(
                PairAtThree(
                    mps[own], _half(against, Rounding.HALF_UP), _half(sum(vps), rule.rounding)
                )
            )
    return outcomes[0], outcomes[1], outcomes[2]


def forfeit_at_three(
    absent: Sequence[bool],
    *,
    present_mp: int,
    present_vp: int,
    late_vp: int,
    rule: ThreePairsVp = AVERAGE_RULE,
) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    """Each line's (MP, VP) at a table of three some pair forfeited (``absent``: lines A, B, C).

    A forfeit records no play, so each of a pair's two meetings is decided as a table of two's
    forfeit: a present pair takes the forfeit VP (14, or 12 with 4 hands) for each, the one
    against the absent pair and the one it could not play against the other present pair,
    whose opponent came but could not play either; an absent pair takes the late VP (6 or 8)
    for each. The rule combines the two meetings as it combines played ones: the average
    leaves the table of two's figures, the sum doubles them. The present pairs' MP are the
    forfeit's equivalent MP, the absent's 0 (their difference is then counted by the rule, as a
    played table's).

    >>> forfeit_at_three((False, False, True), present_mp=355, present_vp=14, late_vp=6)
    ((355, 14), (355, 14), (0, 6))
    >>> forfeit_at_three((True, False, False), present_mp=355, present_vp=14, late_vp=6,
    ...                  rule=SUM_RULE)
    ((0, 12), (355, 28), (355, 28))
    """
    three_lines(absent)
    meetings = 2 if rule.combine is Combine.SUM else 1
    figures = [
        (0, late_vp * meetings) if out else (present_mp, present_vp * meetings) for out in absent
    ]
    return figures[0], figures[1], figures[2]


def forfeit_with_meeting(
    absent: int,
    played: Sequence[int],
    table: VictoryPointTable,
    *,
    present_vp: int,
    late_vp: int,
    rule: ThreePairsVp = AVERAGE_RULE,
) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    """Each line's (MP, VP) at a table of three where the line ``absent`` (0, 1 or 2 for A, B,
    C) forfeited and the other two pairs played each other, scoring ``played`` (their totals,
    in line order).

    The absent pair's two meetings are forfeits, as in :func:`forfeit_at_three`: each present
    pair takes the forfeit VP for its meeting with the absent pair, the absent pair the late VP
    for each of its two. The meeting that was played is converted by ``table``, as at a table
    of two. The rule combines each pair's two meetings as it combines played ones (the average,
    a half rounded as the rule says, or the sum). The present pairs' MP are their totals, the
    absent pair's 0; the standings count the MP difference from them by the rule.

    Line C absent, A 640 and B 245 in a 3-hand turno: A against B is 395 (14-6), so A has
    (14 + 14) / 2 = 14 and B (6 + 14) / 2 = 10; C has the late 6.

    >>> from scoring.victory_points import FIBUR_3_HANDS
    >>> forfeit_with_meeting(2, (640, 245), FIBUR_3_HANDS, present_vp=14, late_vp=6)
    ((640, 14), (245, 10), (0, 6))
    >>> forfeit_with_meeting(2, (640, 245), FIBUR_3_HANDS, present_vp=14, late_vp=6,
    ...                      rule=SUM_RULE)
    ((640, 28), (245, 20), (0, 12))
    """
    if absent not in range(PAIRS_AT_TABLE) or len(played) != PAIRS_AT_TABLE - 1:
        raise InvalidThreePairs(ThreePairsErrorCode.NOT_THREE_LINES, given=len(played) + 1)
    check_mp(*played)
    meeting = table.convert(played[0], played[1])
    meetings = 2 if rule.combine is Combine.SUM else 1
    figures: list[tuple[int, int]] = []
    present = iter(zip(played, meeting, strict=True))
    for line in range(PAIRS_AT_TABLE):
        if line == absent:
            figures.append((0, late_vp * meetings))
            continue
        mp, vp = next(present)
        both = vp + present_vp
        figures.append((mp, both if meetings == 2 else _half(both, rule.rounding)))
    return figures[0], figures[1], figures[2]


def score_three_detail(
    lines: Sequence[LineHand], rules: BurracoRules = FIBUR, *, no_trump: bool = False
) -> tuple[LineScore, ...]:
    """The three lines' scores for one hand, split into base and card points, after the checks
    of a table of three (the 162-card pack, a pozzetto only after a burraco); ``no_trump`` a
    Brazilian hand whose turned card was a joker."""
    three_lines(lines)
    return score_lines_detail(
        lines, rules, THREE_PAIRS_PACK, pozzetto_after_burraco=True, no_trump=no_trump
    )


def score_three_hand(
    line_a: LineHand,
    line_b: LineHand,
    line_c: LineHand,
    rules: BurracoRules = FIBUR,
    *,
    no_trump: bool = False,
) -> tuple[int, int, int]:
    """The three lines' scores for one hand; raises ``InvalidHand`` on impossible figures."""
    a, b, c = score_three_detail((line_a, line_b, line_c), rules, no_trump=no_trump)
    return a.total, b.total, c.total
