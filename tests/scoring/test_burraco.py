"""Scoring one burraco hand: FIBUR values, the pozzetto rules, house variants, validation."""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from scoring.burraco import (
    FIBUR,
    BurracoRules,
    HandErrorCode,
    InvalidHand,
    LineHand,
    LineScore,
    score_hand,
    score_hand_detail,
    score_sheet,
)

# The worked example of the rules: A closes with a pulito and a sporco and 240 on the table.
A_CLOSES = LineHand(melded=240, clean=1, dirty=1, closed=True)
B_EXAMPLE = LineHand(melded=180, in_hand=35, dirty=1)


def test_worked_example() -> None:
    """200 + 100 + 100 + 240 = 640 for A; 100 + 180 - 35 = 245 for B."""
    assert score_hand(A_CLOSES, B_EXAMPLE) == (640, 245)


def test_worked_example_without_pozzetto() -> None:
    """Had B not taken its pozzetto: 245 - 100 = 145."""
    b = LineHand(melded=180, in_hand=35, dirty=1, pozzetto_taken=False)
    assert score_hand(A_CLOSES, b) == (640, 145)
    assert score_hand(b, A_CLOSES) == (145, 640)


def test_detail_splits_base_and_cards() -> None:
    """The sheet's base (bonuses + closing) and card points of the worked example."""
    a, b = score_hand_detail(A_CLOSES, B_EXAMPLE)
    assert a == LineScore(base=400, cards=240)
    assert b == LineScore(base=100, cards=145)
    assert (a.total, b.total) == (640, 245)


def test_detail_without_the_pozzetto_is_written_in_the_base() -> None:
    """The sheet writes the 100 of a pozzetto not taken in the base: B's sporco 100 - 100 = 0,
    its cards 180 - 35 = 145, as a director copies them from the paper."""
    b = LineHand(melded=180, in_hand=35, dirty=1, pozzetto_taken=False)
    assert score_hand_detail(A_CLOSES, b)[1] == LineScore(base=0, cards=145)


def test_neither_took_the_pozzetto() -> None:
    """When neither line took its pozzetto, neither pays the 100: 100-50 and 60-20."""
    a = LineHand(melded=100, in_hand=50, pozzetto_taken=False)
    b = LineHand(melded=60, in_hand=20, pozzetto_taken=False)
    assert score_hand(a, b) == (50, 40)


def test_pozzetto_taken_not_played() -> None:
    """A pozzetto taken but not played costs its value: 100 - 30 - 120 = -50."""
    a = LineHand(melded=300, clean=1, closed=True)
    b = LineHand(melded=100, in_hand=30, pozzetto_unplayed=120)
    assert score_hand(a, b) == (600, -50)


def test_score_can_be_negative() -> None:
    """A line with nothing melded, 200 in hand and no pozzetto scores -300."""
    a = LineHand(melded=300, clean=1, closed=True)
    b = LineHand(in_hand=200, pozzetto_taken=False)
    assert score_hand(a, b) == (600, -300)


def test_semipulito_is_150() -> None:
    """Two semipuliti and 200 melded: 150 * 2 + 200 = 500."""
    assert score_hand(LineHand(melded=200, semiclean=2), LineHand()) == (500, 0)


def test_stock_runs_out_no_closing_bonus() -> None:
    """When the stock runs out nobody closes: burraco and cards count, no 100."""
    a = LineHand(melded=300, clean=1)
    b = LineHand(melded=250, dirty=1, in_hand=40)
    assert score_hand(a, b) == (500, 310)


def test_no_semipulito_variant() -> None:
    """With semipulito off a semipulito cannot be entered; pulito and sporco still count."""
    rules = BurracoRules(semiclean=False)
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=100, semiclean=1), LineHand(), rules)
    assert caught.value.code is HandErrorCode.VARIANT_OFF
    assert score_hand(LineHand(melded=100, clean=1, dirty=1), LineHand(), rules) == (400, 0)


def test_reale_and_super() -> None:
    """Reale 300 and super 250 when the variants are on: 300 + 100 + 300 and 250 + 80."""
    rules = BurracoRules(reale_bonus=300, super_bonus=250)
    a = LineHand(melded=300, reale=1, closed=True)
    b = LineHand(melded=80, super_burraco=1)
    assert score_hand(a, b, rules=rules) == (700, 330)


@pytest.mark.parametrize("field", ["reale", "super_burraco"])
def test_reale_and_super_off_by_default(field: str) -> None:
    """Under FIBUR rules a reale or super burraco cannot be entered."""
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=100, **{field: 1}), LineHand())
    assert caught.value.code is HandErrorCode.VARIANT_OFF
    assert caught.value.data["field"] == field


def test_brazilian_doubles_trump_burraco() -> None:
    """Trump pulito 400, semipulito 300, sporco 200; others as usual."""
    rules = BurracoRules(brazilian=True)
    a = LineHand(melded=400, clean=2, trump_clean=1, dirty=1, trump_dirty=1)
    b = LineHand(melded=100, semiclean=1, trump_semiclean=1)
    assert score_hand(a, b, rules) == (400 + 200 + 200 + 400, 300 + 100)


def test_trump_burraco_need_the_variant() -> None:
    """Without the Brazilian variant there is no trump suit."""
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=100, clean=1, trump_clean=1), LineHand())
    assert caught.value.code is HandErrorCode.VARIANT_OFF


def test_trump_count_within_kind() -> None:
    """Two trump pulito on a line with one pulito is impossible."""
    rules = BurracoRules(brazilian=True)
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=100, clean=1, trump_clean=2), LineHand(), rules)
    assert caught.value.code is HandErrorCode.TRUMP_EXCEEDS


def test_closing_bonus_configurable() -> None:
    """A club closing bonus of 150 replaces the 100."""
    rules = BurracoRules(closing_bonus=150)
    assert score_hand(A_CLOSES, B_EXAMPLE, rules)[0] == 690


@pytest.mark.parametrize(
    ("a", "b", "code"),
    [
        (LineHand(melded=243), LineHand(), HandErrorCode.NOT_MULTIPLE_OF_5),
        (LineHand(), LineHand(in_hand=12), HandErrorCode.NOT_MULTIPLE_OF_5),
        (LineHand(melded=-5), LineHand(), HandErrorCode.NEGATIVE_VALUE),
        (LineHand(clean=-1), LineHand(), HandErrorCode.NEGATIVE_VALUE),
        (A_CLOSES, A_CLOSES, HandErrorCode.BOTH_CLOSED),
        (LineHand(melded=100, closed=True), LineHand(), HandErrorCode.CLOSED_WITHOUT_BURRACO),
        (
            LineHand(melded=100, clean=1, closed=True, pozzetto_taken=False),
            LineHand(),
            HandErrorCode.CLOSED_WITHOUT_POZZETTO,
        ),
        (
            LineHand(melded=100, clean=1, closed=True, pozzetto_unplayed=50),
            LineHand(),
            HandErrorCode.CLOSED_WITH_POZZETTO_UNPLAYED,
        ),
        (
            LineHand(pozzetto_taken=False, pozzetto_unplayed=50),
            LineHand(),
            HandErrorCode.POZZETTO_UNPLAYED_NOT_TAKEN,
        ),
        (
            LineHand(melded=600),
            LineHand(melded=400, in_hand=85),
            HandErrorCode.BEYOND_PACK,
        ),
    ],
)
def test_impossible_hands_refused(a: LineHand, b: LineHand, code: HandErrorCode) -> None:
    """Each impossible figure is refused with its code."""
    with pytest.raises(InvalidHand) as caught:
        score_hand(a, b)
    assert caught.value.code is code


def test_error_names_line_and_field() -> None:
    """The error data says which line and which figure."""
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(), LineHand(in_hand=12))
    assert caught.value.data == {"line": "b", "field": "in_hand", "value": 12}


def test_whole_pack_is_allowed() -> None:
    """Exactly 1,080 of cards between both lines is possible."""
    assert score_hand(LineHand(melded=600), LineHand(melded=400, in_hand=80)) == (600, 320)


def test_rules_round_trip() -> None:
    """Rules survive to_dict, JSON and from_dict; an empty dict is FIBUR."""
    rules = BurracoRules(semiclean=False, reale_bonus=300, brazilian=True)
    assert BurracoRules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert BurracoRules.from_dict({}) == FIBUR


@pytest.mark.parametrize(
    "data",
    [{"semiclean": 1}, {"clean_bonus": "200"}, {"bogus": 1}, {"reale_bonus": True}, "x"],
)
def test_rules_malformed(data: object) -> None:
    """A rules dictionary with an unknown key or a wrong type is refused."""
    with pytest.raises(InvalidHand) as caught:
        BurracoRules.from_dict(data)
    assert caught.value.code is HandErrorCode.MALFORMED


def test_negative_bonus_refused() -> None:
    """Bonuses are amounts: a negative one is refused."""
    with pytest.raises(InvalidHand) as caught:
        BurracoRules(clean_bonus=-200)
    assert caught.value.code is HandErrorCode.NEGATIVE_VALUE


figure = st.integers(0, 40).map(lambda n: n * 5)


@given(
    a=st.builds(
        LineHand,
        melded=figure,
        in_hand=figure,
        clean=st.integers(0, 2),
        dirty=st.integers(0, 2),
        pozzetto_taken=st.booleans(),
    ),
    b=st.builds(
        LineHand,
        melded=figure,
        in_hand=figure,
        semiclean=st.integers(0, 2),
        pozzetto_taken=st.booleans(),
    ),
)
def test_swapping_lines_swaps_scores(a: LineHand, b: LineHand) -> None:
    """The score does not depend on which line is written first; all scores are multiples of 5."""
    score_a, score_b = score_hand(a, b)
    assert score_hand(b, a) == (score_b, score_a)
    assert score_a % 5 == 0 and score_b % 5 == 0


def test_a_joker_turned_up_leaves_the_hand_without_trumps() -> None:
    """Brazilian, the turned card a joker: the hand is played with no trump suit and scored as
    usual (the sources: "Si la carte retournée est un joker, la donne se joue sans couleur de
    référence et avec le décompte normal"): a pulito is 200, not 400."""
    rules = BurracoRules(brazilian=True)
    a = LineHand(melded=240, clean=1, closed=True)
    assert score_hand(a, LineHand(melded=100), rules, no_trump=True) == (540, 100)
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=240, clean=1, trump_clean=1), LineHand(), rules, no_trump=True)
    assert caught.value.code is HandErrorCode.NO_TRUMP_SUIT
    assert caught.value.data == {"line": "a"}


def test_a_joker_mark_needs_the_brazilian_variant() -> None:
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=100), LineHand(), no_trump=True)
    assert caught.value.code is HandErrorCode.JOKER_NOT_BRAZILIAN


@given(
    a=st.builds(
        LineHand,
        melded=figure,
        in_hand=figure,
        clean=st.integers(0, 2),
        dirty=st.integers(0, 2),
        closed=st.booleans(),
        pozzetto_taken=st.booleans(),
        pozzetto_unplayed=st.sampled_from([0, 0, 45, 120]),
    ),
    b=st.builds(
        LineHand,
        melded=figure,
        in_hand=figure,
        semiclean=st.integers(0, 2),
        pozzetto_taken=st.booleans(),
    ),
)
def test_the_full_figures_split_is_a_sheet_the_base_and_cards_mode_takes(
    a: LineHand, b: LineHand
) -> None:
    """A hand typed in full figures and the same hand typed as the paper's base and cards give
    the same scores: the split is the sheet's, whatever the bonuses and the pozzetto."""
    try:
        split = score_hand_detail(a, b)
    except InvalidHand:
        assume(False)
    bases = [line.base for line in split]
    cards = [line.cards for line in split]
    assert score_sheet(bases, cards) == score_hand(a, b)
