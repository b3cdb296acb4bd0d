"""A burraco hand as the paper scoresheet writes it: each line's base (burraco bonuses and
closing, less the pozzetto not taken) and card points, checked by the rules of burraco.md."""

from __future__ import annotations

import pytest

from scoring.burraco import (
    BurracoRules,
    HandErrorCode,
    InvalidHand,
    is_base,
    score_sheet,
)
from scoring.cards import PACK_162

# FIBUR: pulito 200, semipulito 150, sporco 100, closing 100 (with a burraco and the pozzetto
# taken), pozzetto not taken -100.
FIBUR_BASES = [
    (-100, True),  # nothing made, pozzetto not taken
    (-50, False),  # would need a 50 bonus
    (0, True),
    (50, True),  # a semipulito, pozzetto not taken: 150 - 100
    (100, True),  # a sporco
    (120, False),
    (250, True),  # semipulito + sporco, or sporco + closing
    (400, True),  # the domain doc's 200 + 100 + 100
    (405, False),
    (3_100, True),  # 15 pulito and the closing: the 108 cards make no more than 15 burraco
    (3_150, False),
]


@pytest.mark.parametrize(("base", "allowed"), FIBUR_BASES)
def test_fibur_bases(base: int, allowed: bool) -> None:
    assert is_base(base) is allowed


def test_without_semipulito_a_base_is_in_hundreds() -> None:
    """No semipulito (a house variant): 50 and 150 can no longer be made."""
    rules = BurracoRules(semiclean=False)
    assert [b for b in range(-100, 301, 50) if is_base(b, rules)] == [-100, 0, 100, 200, 300]


def test_the_closing_needs_a_burraco_and_the_pozzetto() -> None:
    """A closing bonus of 120 (a house amount): 220 is a sporco and the closing, but 120 alone
    (closing without a burraco) and 20 (closing without the pozzetto) are not bases."""
    rules = BurracoRules(closing_bonus=120)
    assert is_base(220, rules)
    assert not is_base(120, rules)
    assert not is_base(20, rules)


def test_burraco_reale_and_super_count_when_played() -> None:
    """A house reale of 330 makes 330 a base, only where the variant is played."""
    reale = BurracoRules(reale_bonus=330, super_bonus=250)
    assert is_base(330, reale)
    assert not is_base(330)


def test_the_domain_doc_example_adds_up() -> None:
    """A: base 400 (pulito, sporco, closing), cards 240: 640. B: base 100, cards 180 - 35:
    245; without its pozzetto, base 0: 145."""
    assert score_sheet([400, 100], [240, 145]) == (640, 245)
    assert score_sheet([400, 0], [240, 145]) == (640, 145)


@pytest.mark.parametrize(
    ("bases", "cards", "code", "data"),
    [
        ([403, 100], [240, 145], HandErrorCode.NOT_MULTIPLE_OF_5, {"field": "base"}),
        ([400, 100], [240, 142], HandErrorCode.NOT_MULTIPLE_OF_5, {"field": "cards"}),
        ([400, 120], [240, 145], HandErrorCode.BASE_NOT_BONUSES, {"line": "b", "value": 120}),
        # 900 melded by one line, 200 held by the other: more than the 1,080 of the pack.
        ([400, 0], [900, -200], HandErrorCode.BEYOND_PACK, {"value": 1100, "limit": 1080}),
    ],
)
def test_impossible_sheets_are_refused(bases, cards, code, data) -> None:
    with pytest.raises(InvalidHand) as refused:
        score_sheet(bases, cards)
    assert refused.value.code is code
    assert data.items() <= refused.value.data.items()


@pytest.mark.parametrize(
    ("bases", "refused"),
    [
        ([-100, -100], True),  # neither line took its pozzetto: neither pays
        ([-100, 50], True),  # 50 is a semipulito less the penalty: no pozzetto either
        ([-100, 0], False),  # 0: the other line may have taken its pozzetto, made nothing
        ([50, 100], False),
        ([-100, -100, 0], False),  # at a table of three, the third line took its pozzetto
        ([-100, -100, -100], True),
    ],
)
def test_nobody_pays_for_a_pozzetto_when_no_line_took_one(bases, refused) -> None:
    cards = [40] * len(bases)
    if not refused:
        assert score_sheet(bases, cards) == tuple(base + 40 for base in bases)
        return
    with pytest.raises(InvalidHand) as raised:
        score_sheet(bases, cards)
    assert raised.value.code is HandErrorCode.PENALTY_NOBODY_TOOK


def test_the_refusal_names_the_tournament_s_bonuses() -> None:
    """Without semipulito the bonuses are 200 and 100: the refusal carries them."""
    with pytest.raises(InvalidHand) as refused:
        score_sheet([50, 100], [100, 100], BurracoRules(semiclean=False))
    assert refused.value.data == {
        "line": "a", "value": 50, "bonuses": "200, 100", "closing": 100, "penalty": 100,
    }  # fmt: skip


def test_a_table_of_three_plays_the_162_cards() -> None:
    """Three lines: the pack is the 162 cards' 1,620 (1,100 of cards is fine there)."""
    assert score_sheet([400, 0, -100], [900, -200, 0]) == (1300, -200, -100)
    with pytest.raises(InvalidHand) as refused:
        score_sheet([400, 0, -100], [900, -200, 600])
    assert refused.value.code is HandErrorCode.BEYOND_THREE_PACKS
    assert refused.value.data["limit"] == PACK_162.value
