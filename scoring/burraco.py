"""Scoring one burraco hand (smazzata) for both lines, FIBUR rules and house variants.

A :class:`LineHand` is what the scoresheet holds for one line in one hand. :func:`score_hand`
validates both lines together (the checks a director's software can make) and returns both
scores; :func:`score_hand_detail` also splits each into the sheet's *base* (burraco bonuses
and closing, less the penalty for a pozzetto not taken) and *card points*: the two figures the
paper scoresheet writes, which :func:`score_sheet` takes back.

The worked example of the rules: line A closes with a clean and a dirty burraco and 240 on the
table; line B has a dirty burraco, 180 on the table and 35 in hand.

>>> a = LineHand(melded=240, clean=1, dirty=1, closed=True)
>>> b = LineHand(melded=180, in_hand=35, dirty=1)
>>> score_hand(a, b)
(640, 245)
>>> score_hand(a, LineHand(melded=180, in_hand=35, dirty=1, pozzetto_taken=False))
(640, 145)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from enum import Enum
from math import gcd
from typing import Any

from scoring.cards import PACK_108, PACK_162, Pack
from scoring.errors import ScoringError

#: The value of the whole 108-card pack (a table of two pairs).
PACK_VALUE = PACK_108.value
#: Every card value is a multiple of 5, so every figure on a sheet is.
POINT_STEP = 5


class HandErrorCode(Enum):
    """Why an entered hand was refused."""

    NOT_MULTIPLE_OF_5 = "not_multiple_of_5"
    """A card figure is not a multiple of 5 (``data``: line, field, value)."""
    NEGATIVE_VALUE = "negative_value"
    """A card figure or a burraco count is negative."""
    BOTH_CLOSED = "both_closed"
    """Both lines are marked as closing; only one can."""
    CLOSED_WITHOUT_BURRACO = "closed_without_burraco"
    """A line closed without any burraco."""
    CLOSED_WITHOUT_POZZETTO = "closed_without_pozzetto"
    """A line closed without having taken its pozzetto."""
    CLOSED_WITH_POZZETTO_UNPLAYED = "closed_with_pozzetto_unplayed"
    """A closing line cannot still hold an unplayed pozzetto."""
    POZZETTO_UNPLAYED_NOT_TAKEN = "pozzetto_unplayed_not_taken"
    """A value for an unplayed pozzetto, on a line that did not take it."""
    BEYOND_PACK = "beyond_pack"
    """Cards melded and held by both lines are worth more than the 1,080 of the pack."""
    VARIANT_OFF = "variant_off"
    """A burraco kind the tournament's rules do not have (semipulito off, reale, super...)."""
    TRUMP_EXCEEDS = "trump_exceeds"
    """More burraco in the trump suit than burraco of that kind."""
    MALFORMED = "malformed"
    """The dictionary form of the rules lacks a key or holds a wrong value."""
    POZZETTO_BEFORE_BURRACO = "pozzetto_before_burraco"
    """At a table of three pairs, a line took its pozzetto without having made a burraco."""
    TWO_CLOSED = "two_closed"
    """At a table of three pairs, two lines are marked as closing; only one can."""
    BEYOND_THREE_PACKS = "beyond_three_packs"
    """At a table of three pairs, the cards melded and held are worth more than the 1,620 of
    the 162 cards."""
    NO_TRUMP_SUIT = "no_trump_suit"
    """Brazilian: a joker turned up at the deal, so the hand has no trump suit, yet a line
    counts burraco in trumps (``data``: line)."""
    JOKER_NOT_BRAZILIAN = "joker_not_brazilian"
    """A joker turned up is marked in a tournament that does not play the Brazilian variant."""
    BASE_NOT_BONUSES = "base_not_bonuses"
    """A line's base, as the scoresheet writes it, is no sum of the rules' burraco bonuses, the
    closing bonus and the penalty for a pozzetto not taken, or more than the pack's burraco
    make (``data``: line, value; bonuses, closing, penalty: the rules' amounts)."""
    PENALTY_NOBODY_TOOK = "penalty_nobody_took"
    """Every line's base can only be one that paid for a pozzetto not taken, but when no line
    took its pozzetto nobody pays (``data``: penalty)."""


class InvalidHand(ScoringError):
    """An entered hand breaks a rule; ``code`` is a :class:`HandErrorCode`."""


@dataclass(frozen=True)
class BurracoRules:
    """A tournament's burraco scoring rules; the defaults are FIBUR's.

    House variants: ``semiclean=False`` (no semipulito: only pulito and sporco),
    ``reale_bonus=300`` (burraco reale, A-K with the natural 2), ``super_bonus=250`` (super
    burraco, 8 identical cards, no wild), ``brazilian=True`` (burraco in the trump suit count
    double), and the closing bonus amount.
    """

    clean_bonus: int = 200
    semiclean_bonus: int = 150
    dirty_bonus: int = 100
    closing_bonus: int = 100
    untaken_pozzetto_penalty: int = 100
    semiclean: bool = True
    reale_bonus: int | None = None
    """The burraco reale bonus, or ``None`` when the variant is off."""
    super_bonus: int | None = None
    """The super burraco bonus, or ``None`` when the variant is off."""
    brazilian: bool = False

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if not isinstance(value, bool) and value is not None and value < 0:
                raise InvalidHand(HandErrorCode.NEGATIVE_VALUE, field=field.name, value=value)

    def to_dict(self) -> dict[str, Any]:
        """The rules as plain JSON-ready data."""
        return {field.name: getattr(self, field.name) for field in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> BurracoRules:
        """Rules from :meth:`to_dict`'s form (missing keys take the FIBUR value)."""
        try:
            values = dict(data)
        except (TypeError, ValueError):
            raise InvalidHand(HandErrorCode.MALFORMED, reason="not a mapping") from None
        known = {field.name for field in fields(cls)}
        for key, value in values.items():
            if key not in known:
                raise InvalidHand(HandErrorCode.MALFORMED, key=key)
            if key in ("semiclean", "brazilian"):
                good = isinstance(value, bool)
            elif key in ("reale_bonus", "super_bonus"):
                good = value is None or (isinstance(value, int) and not isinstance(value, bool))
            else:
                good = isinstance(value, int) and not isinstance(value, bool)
            if not good:
                raise InvalidHand(HandErrorCode.MALFORMED, key=key)
        return cls(**values)


#: The official rules: pulito 200, semipulito 150, sporco 100, closing 100, pozzetto -100.
FIBUR = BurracoRules()


@dataclass(frozen=True)
class LineHand:
    """One line's figures for one hand, as the scoresheet holds them.

    Card figures are values (multiples of 5), not card counts. ``clean``, ``semiclean``,
    ``dirty``, ``reale`` and ``super_burraco`` count burraco of each kind; with the Brazilian
    variant, ``trump_clean`` etc. say how many of those were in the trump suit (doubled).
    """

    melded: int = 0
    """Value of the cards melded on the table."""
    in_hand: int = 0
    """Value of the cards left in the line's hands."""
    clean: int = 0
    semiclean: int = 0
    dirty: int = 0
    closed: bool = False
    pozzetto_taken: bool = True
    pozzetto_unplayed: int = 0
    """Value of a pozzetto taken but not played (charged against the line)."""
    reale: int = 0
    super_burraco: int = 0
    trump_clean: int = 0
    trump_semiclean: int = 0
    trump_dirty: int = 0

    @property
    def burraco(self) -> int:
        """How many burraco of any kind the line has."""
        return self.clean + self.semiclean + self.dirty + self.reale + self.super_burraco


@dataclass(frozen=True)
class LineScore:
    """One line's score for a hand, split as on the scoresheet."""

    base: int
    """Burraco bonuses plus the closing bonus, less the penalty for a pozzetto not taken."""
    cards: int
    """Cards melded, minus cards in hand and an unplayed pozzetto."""

    @property
    def total(self) -> int:
        """The line's score for the hand (may be negative)."""
        return self.base + self.cards


_CARD_FIELDS = ("melded", "in_hand", "pozzetto_unplayed")
_COUNT_FIELDS = (
    "clean",
    "semiclean",
    "dirty",
    "reale",
    "super_burraco",
    "trump_clean",
    "trump_semiclean",
    "trump_dirty",
)


def _validate_line(name: str, line: LineHand, rules: BurracoRules) -> None:
    """Checks that concern one line alone."""
    for field in _CARD_FIELDS + _COUNT_FIELDS:
        value = getattr(line, field)
        if value < 0:
            raise InvalidHand(HandErrorCode.NEGATIVE_VALUE, line=name, field=field, value=value)
    for field in _CARD_FIELDS:
        value = getattr(line, field)
        if value % POINT_STEP:
            raise InvalidHand(HandErrorCode.NOT_MULTIPLE_OF_5, line=name, field=field, value=value)
    variants = {
        "semiclean": rules.semiclean,
        "reale": rules.reale_bonus is not None,
        "super_burraco": rules.super_bonus is not None,
        "trump_clean": rules.brazilian,
        "trump_semiclean": rules.brazilian and rules.semiclean,
        "trump_dirty": rules.brazilian,
    }
    for field, allowed in variants.items():
        if getattr(line, field) and not allowed:
            raise InvalidHand(HandErrorCode.VARIANT_OFF, line=name, field=field)
    for trump, kind in (
        ("trump_clean", "clean"),
        ("trump_semiclean", "semiclean"),
        ("trump_dirty", "dirty"),
    ):
        if getattr(line, trump) > getattr(line, kind):
            raise InvalidHand(HandErrorCode.TRUMP_EXCEEDS, line=name, field=trump)
    if line.pozzetto_unplayed and not line.pozzetto_taken:
        raise InvalidHand(HandErrorCode.POZZETTO_UNPLAYED_NOT_TAKEN, line=name)
    if line.closed:
        if not line.pozzetto_taken:
            raise InvalidHand(HandErrorCode.CLOSED_WITHOUT_POZZETTO, line=name)
        if line.burraco == 0:
            raise InvalidHand(HandErrorCode.CLOSED_WITHOUT_BURRACO, line=name)
        if line.pozzetto_unplayed:
            raise InvalidHand(HandErrorCode.CLOSED_WITH_POZZETTO_UNPLAYED, line=name)


def validate_hand(
    line_a: LineHand, line_b: LineHand, rules: BurracoRules = FIBUR, pack: Pack = PACK_108
) -> None:
    """Raise :class:`InvalidHand` if the two lines' figures cannot be a real hand."""
    validate_lines((line_a, line_b), rules, pack)


#: The names of a table's lines, in order, as :class:`InvalidHand` reports them.
LINE_NAMES = ("a", "b", "c")


def validate_lines(
    lines: Sequence[LineHand],
    rules: BurracoRules = FIBUR,
    pack: Pack = PACK_108,
    *,
    pozzetto_after_burraco: bool = False,
    no_trump: bool = False,
) -> None:
    """Raise :class:`InvalidHand` if the lines' figures (two or three) cannot be a real hand
    played with ``pack``; ``pozzetto_after_burraco`` is the table of three pairs' rule that a
    pozzetto is taken only after a first burraco; ``no_trump`` the Brazilian hand whose
    turned card was a joker: no trump suit, so no burraco counts double."""
    if no_trump and not rules.brazilian:
        raise InvalidHand(HandErrorCode.JOKER_NOT_BRAZILIAN)
    for name, line in zip(LINE_NAMES, lines, strict=False):
        _validate_line(name, line, rules)
        if no_trump and line.trump_clean + line.trump_semiclean + line.trump_dirty:
            raise InvalidHand(HandErrorCode.NO_TRUMP_SUIT, line=name)
        if pozzetto_after_burraco and line.pozzetto_taken and line.burraco == 0:
            raise InvalidHand(HandErrorCode.POZZETTO_BEFORE_BURRACO, line=name)
    two = len(lines) == 2
    if sum(line.closed for line in lines) > 1:
        raise InvalidHand(HandErrorCode.BOTH_CLOSED if two else HandErrorCode.TWO_CLOSED)
    cards = sum(getattr(line, f) for line in lines for f in _CARD_FIELDS)
    if cards > pack.value:
        code = HandErrorCode.BEYOND_PACK if pack == PACK_108 else HandErrorCode.BEYOND_THREE_PACKS
        raise InvalidHand(code, value=cards, limit=pack.value)


def _score_line(line: LineHand, rules: BurracoRules, *, pozzetto_penalty: bool) -> LineScore:
    base = (
        (line.clean + line.trump_clean) * rules.clean_bonus
        + (line.semiclean + line.trump_semiclean) * rules.semiclean_bonus
        + (line.dirty + line.trump_dirty) * rules.dirty_bonus
        + line.reale * (rules.reale_bonus or 0)
        + line.super_burraco * (rules.super_bonus or 0)
        + (rules.closing_bonus if line.closed else 0)
    )
    if not line.pozzetto_taken and pozzetto_penalty:
        base -= rules.untaken_pozzetto_penalty
    return LineScore(base, line.melded - line.in_hand - line.pozzetto_unplayed)


def score_hand_detail(
    line_a: LineHand, line_b: LineHand, rules: BurracoRules = FIBUR, *, no_trump: bool = False
) -> tuple[LineScore, LineScore]:
    """Both lines' scores split into base and card points, after validation (``no_trump``:
    the Brazilian hand played without a trump suit, a joker having turned up)."""
    score_a, score_b = score_lines_detail((line_a, line_b), rules, no_trump=no_trump)
    return score_a, score_b


def score_lines_detail(
    lines: Sequence[LineHand],
    rules: BurracoRules = FIBUR,
    pack: Pack = PACK_108,
    *,
    pozzetto_after_burraco: bool = False,
    no_trump: bool = False,
) -> tuple[LineScore, ...]:
    """Every line's score (two or three lines) split into base and card points, after
    :func:`validate_lines`."""
    validate_lines(
        lines, rules, pack, pozzetto_after_burraco=pozzetto_after_burraco, no_trump=no_trump
    )
    # The -100 for an untaken pozzetto applies only when another line took its own.
    penalty = any(line.pozzetto_taken for line in lines)
    return tuple(_score_line(line, rules, pozzetto_penalty=penalty) for line in lines)


def score_hand(
    line_a: LineHand, line_b: LineHand, rules: BurracoRules = FIBUR, *, no_trump: bool = False
) -> tuple[int, int]:
    """Both lines' scores for one hand; raises :class:`InvalidHand` on impossible figures.
    ``no_trump``: a Brazilian hand whose turned card was a joker (no burraco counts double)."""
    score_a, score_b = score_hand_detail(line_a, line_b, rules, no_trump=no_trump)
    return score_a.total, score_b.total


def _bonus_sum(value: int, amounts: Sequence[int]) -> bool:
    """Whether ``value`` is a sum of ``amounts``, each taken any number of times (0 is)."""
    steps = sorted({amount for amount in amounts if amount > 0})
    if value <= 0 or not steps:
        return value == 0
    common = gcd(*steps)
    if value % common:
        return False
    target, steps = value // common, [step // common for step in steps]
    # Schur: with no common divisor left, every value from (smallest - 1) * (largest - 1) on
    # is a sum, so a mistyped huge base costs no long count.
    if target >= (steps[0] - 1) * (steps[-1] - 1):
        return True
    reached = [True] + [False] * target
    for total in range(1, target + 1):
        reached[total] = any(step <= total and reached[total - step] for step in steps)
    return reached[target]


class BaseWay(Enum):
    """How a line's base, as the scoresheet writes it, can have been made."""

    BONUSES = "bonuses"
    """Burraco bonuses alone (0: none), the pozzetto taken."""
    CLOSED = "closed"
    """Burraco bonuses and the closing bonus."""
    PENALTY = "penalty"
    """Burraco bonuses less the penalty for a pozzetto not taken."""


def base_amounts(rules: BurracoRules = FIBUR) -> tuple[int, ...]:
    """The burraco bonuses a base is made of under ``rules``, largest first (the Brazilian
    doubles and the reale and super burraco when the tournament plays them)."""
    kinds = [rules.clean_bonus, rules.dirty_bonus]
    kinds += [rules.semiclean_bonus] if rules.semiclean else []
    amounts = kinds + [bonus for bonus in (rules.reale_bonus, rules.super_bonus) if bonus]
    if rules.brazilian:  # a burraco in the trump suit counts double
        amounts += [2 * amount for amount in kinds]
    return tuple(sorted({amount for amount in amounts if amount > 0}, reverse=True))


def base_ways(value: int, rules: BurracoRules = FIBUR, pack: Pack = PACK_108) -> frozenset[BaseWay]:
    """The ways a line's base could have been made (none: no base can be ``value``): burraco
    bonuses, plus the closing bonus (only with a burraco and the pozzetto taken), or less the
    penalty for a pozzetto not taken. A burraco takes at least 7 cards, so no line makes more
    than the pack's cards allow (15 with 108 cards: a base of at most 3,100 under FIBUR).

    >>> sorted(way.value for way in base_ways(0))  # no burraco; or a sporco, no pozzetto
    ['bonuses', 'penalty']
    >>> sorted(way.value for way in base_ways(-100)), base_ways(120)
    (['penalty'], frozenset())
    """
    amounts = base_amounts(rules)
    most = pack.cards // 7 * max(amounts, default=0)
    ways = set()
    if value <= most and _bonus_sum(value, amounts):
        ways.add(BaseWay.BONUSES)
    bonuses = value + rules.untaken_pozzetto_penalty
    if rules.untaken_pozzetto_penalty and bonuses <= most and _bonus_sum(bonuses, amounts):
        ways.add(BaseWay.PENALTY)
    bonuses = value - rules.closing_bonus
    if 0 < bonuses <= most and _bonus_sum(bonuses, amounts):
        ways.add(BaseWay.CLOSED)
    return frozenset(ways)


def is_base(value: int, rules: BurracoRules = FIBUR, pack: Pack = PACK_108) -> bool:
    """Whether a line's base, as the scoresheet writes it, can be (:func:`base_ways`).

    >>> [base for base in range(-150, 301, 50) if is_base(base)]
    [-100, 0, 50, 100, 150, 200, 250, 300]
    >>> is_base(50, BurracoRules(semiclean=False)), is_base(120), is_base(3_150)
    (False, False, False)
    """
    return bool(base_ways(value, rules, pack))


def score_sheet(
    bases: Sequence[int],
    cards: Sequence[int],
    rules: BurracoRules = FIBUR,
    pack: Pack | None = None,
) -> tuple[int, ...]:
    """Every line's score for a hand written as the scoresheet writes it: each line's *base*
    (burraco bonuses and closing, less the penalty for a pozzetto not taken) and its *card
    points* (cards on the table less those in hand and an unplayed pozzetto), in line order.

    Checked: every figure a multiple of 5, each base a sum :func:`is_base` allows, and the
    cards of all lines worth no more than the pack (108 cards for two lines, 162 for three,
    unless ``pack`` says).

    >>> score_sheet([400, 100], [240, 145])
    (640, 245)
    >>> try:
    ...     score_sheet([420, 100], [240, 145])
    ... except InvalidHand as error:
    ...     print(error.code.name, error.data["line"], error.data["value"])
    BASE_NOT_BONUSES a 420
    """
    if len(bases) != len(cards) or not 2 <= len(bases) <= len(LINE_NAMES):
        raise ValueError("two or three lines, each with one base and one figure of cards")
    pack = pack or (PACK_108 if len(bases) == 2 else PACK_162)
    ways = []
    for name, base, points in zip(LINE_NAMES, bases, cards, strict=False):
        for field, value in (("base", base), ("cards", points)):
            if value % POINT_STEP:
                raise InvalidHand(
                    HandErrorCode.NOT_MULTIPLE_OF_5, line=name, field=field, value=value
                )
        ways.append(base_ways(base, rules, pack))
        if not ways[-1]:
            raise InvalidHand(
                HandErrorCode.BASE_NOT_BONUSES,
                line=name,
                value=base,
                bonuses=", ".join(map(str, base_amounts(rules))),
                closing=rules.closing_bonus,
                penalty=rules.untaken_pozzetto_penalty,
            )
    # Nobody pays for a pozzetto not taken when no line took its own (burraco.md).
    if all(way == {BaseWay.PENALTY} for way in ways):
        raise InvalidHand(HandErrorCode.PENALTY_NOBODY_TOOK, penalty=rules.untaken_pozzetto_penalty)
    # Card points are the cards on the table less those held: the two together were worth at
    # least as much, and no more than the pack.
    worth = sum(abs(points) for points in cards)
    if worth > pack.value:
        code = HandErrorCode.BEYOND_PACK if pack == PACK_108 else HandErrorCode.BEYOND_THREE_PACKS
        raise InvalidHand(code, value=worth, limit=pack.value)
    return tuple(base + points for base, points in zip(bases, cards, strict=True))
