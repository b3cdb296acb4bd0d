"""A table of three pairs (burraco a sei): the 162-card pack's checks, the three-line hand and
the VP rule, against the domain notes (docs/burraco.md "Tables of three pairs").

Every expected figure is worked out by hand in the case's comment, from FIBUR's 3-hand table
(0-50 10-10, 55-150 11-9, 155-250 12-8, 255-350 13-7, 355-500 14-6, ..., 1505+ 20-0).
"""

from __future__ import annotations

import pytest

from scoring.burraco import HandErrorCode, InvalidHand, LineHand, score_hand
from scoring.cards import PACK_108, PACK_162, CardErrorCode, InvalidCards, parse_cards
from scoring.plausibility import UnlikelyCode, unlikely_hands, unlikely_turno
from scoring.three_pairs import (
    AVERAGE_RULE,
    RULES,
    SUM_RULE,
    Combine,
    InvalidThreePairs,
    PairAtThree,
    Rounding,
    ThreePairsErrorCode,
    ThreePairsTables,
    ThreePairsVp,
    most_turno_vp,
    rule_name,
    score_three_hand,
    three_pairs_turno,
)
from scoring.turno import InvalidTurno
from scoring.victory_points import FIBUR_3_HANDS

HALF_DOWN = ThreePairsVp(Combine.AVERAGE, Rounding.HALF_DOWN)


@pytest.mark.parametrize(
    ("pack", "cards", "pinelle", "jokers", "value"),
    [
        # Two decks of 52 + 2 jokers; a deck is worth 4 x 120 + 2 x 30 = 540.
        (PACK_108, 108, 8, 4, 1080),
        # The domain notes: three packs, 162 cards, 12 pinelle, 6 jokers; 3 x 540.
        (PACK_162, 162, 12, 6, 1620),
    ],
)
def test_packs(pack, cards, pinelle, jokers, value) -> None:
    assert (pack.cards, pack.pinelle, pack.jokers, pack.value) == (cards, pinelle, jokers, value)


@pytest.mark.parametrize(
    ("text", "pack", "allowed"),
    [
        ("JK JK JK JK", PACK_108, True),
        ("JK JK JK JK JK", PACK_108, False),
        ("JK JK JK JK JK JK", PACK_162, True),
        ("JK JK JK JK JK JK JK", PACK_162, False),
        ("Ks Ks", PACK_108, True),
        ("Ks Ks Ks", PACK_108, False),
        ("Ks Ks Ks", PACK_162, True),
        ("Ks Ks Ks Ks", PACK_162, False),
        ("2h 2h 2h", PACK_162, True),
    ],
)
def test_copies_of_a_card_by_pack(text, pack, allowed) -> None:
    if allowed:
        assert len(parse_cards(text, pack)) == len(text.split())
    else:
        with pytest.raises(InvalidCards) as caught:
            parse_cards(text, pack)
        assert caught.value.code is CardErrorCode.TOO_MANY_COPIES


# A closes with a pulito and a sporco and 240 on the table: 200 + 100 + 100 + 240 = 640.
A_CLOSES = LineHand(melded=240, clean=1, dirty=1, closed=True)
# B: a sporco, 180 on the table, 35 in hand: 100 + 180 - 35 = 245.
B_DIRTY = LineHand(melded=180, in_hand=35, dirty=1)
# C made no burraco, so could not take its pozzetto: 60 - 40 - 100 = -80.
C_NO_BURRACO = LineHand(melded=60, in_hand=40, pozzetto_taken=False)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ((A_CLOSES, B_DIRTY, C_NO_BURRACO), (640, 245, -80)),
        ((C_NO_BURRACO, A_CLOSES, B_DIRTY), (-80, 640, 245)),
        # Nobody took a pozzetto (the stock ran out at its fourth card from the end): no -100.
        (
            (
                LineHand(melded=100, pozzetto_taken=False),
                LineHand(melded=50, in_hand=20, pozzetto_taken=False),
                LineHand(in_hand=45, pozzetto_taken=False),
            ),
            (100, 30, -45),
        ),
        # A semipulito (150) and a pozzetto taken but not played (-55): 150 + 300 - 55 = 395.
        (
            (
                LineHand(melded=300, semiclean=1, pozzetto_unplayed=55),
                A_CLOSES,
                C_NO_BURRACO,
            ),
            (395, 640, -80),
        ),
    ],
)
def test_three_line_hand(lines, expected) -> None:
    assert score_three_hand(*lines) == expected


@pytest.mark.parametrize(
    ("lines", "code"),
    [
        # The pozzetto only after a first burraco: C took it with none.
        ((A_CLOSES, B_DIRTY, LineHand(melded=60)), HandErrorCode.POZZETTO_BEFORE_BURRACO),
        ((A_CLOSES, B_DIRTY, A_CLOSES), HandErrorCode.TWO_CLOSED),
        # 600 + 600 + 425 = 1,625 is more than the 162 cards are worth (1,620).
        (
            (
                LineHand(melded=600, dirty=1),
                LineHand(melded=600, dirty=1),
                LineHand(melded=425, dirty=1),
            ),
            HandErrorCode.BEYOND_THREE_PACKS,
        ),
        ((A_CLOSES, B_DIRTY, LineHand(melded=62, dirty=1)), HandErrorCode.NOT_MULTIPLE_OF_5),
    ],
)
def test_three_line_hand_refused(lines, code) -> None:
    with pytest.raises(InvalidHand) as caught:
        score_three_hand(*lines)
    assert caught.value.code is code


def test_the_pack_is_the_tables() -> None:
    """1,620 of cards fit three packs; at a table of two 1,100 is beyond its 1,080."""
    three = (
        LineHand(melded=600, dirty=1),
        LineHand(melded=600, dirty=1),
        LineHand(melded=420, dirty=1),
    )
    assert score_three_hand(*three) == (700, 700, 520)
    with pytest.raises(InvalidHand) as caught:
        score_hand(LineHand(melded=600, dirty=1), LineHand(melded=500, dirty=1))
    assert caught.value.data["limit"] == 1080


def test_not_three_lines() -> None:
    with pytest.raises(InvalidThreePairs) as caught:
        three_pairs_turno((100, 200), FIBUR_3_HANDS)
    assert caught.value.code is ThreePairsErrorCode.NOT_THREE_LINES


@pytest.mark.parametrize(
    ("scores", "pack", "found"),
    [
        ([(1100, 0, 0)], PACK_162, []),
        ([(1100, 0)], PACK_108, [(1, "a", 1080)]),
        ([(0, 0, 1625)], PACK_162, [(1, "c", 1620)]),
    ],
)
def test_unlikely_hand_by_pack(scores, pack, found) -> None:
    assert [(f.hand, f.line, f.limit) for f in unlikely_hands(scores, pack)] == found


def test_unlikely_turno_by_pack() -> None:
    """3 hands of 162 cards: 4,860 is the ceiling (3 x 1,620), 3,245 is not beyond it."""
    assert unlikely_turno(3245, 0, hands=3, last_band_low=2000, pack=PACK_162) == []
    codes = [f.code for f in unlikely_turno(4865, 0, hands=3, last_band_low=5000, pack=PACK_162)]
    assert codes == [UnlikelyCode.LINE_OVER_PACK]


@pytest.mark.parametrize(
    ("mps", "rule", "expected"),
    [
        # A-B 395 (14-6), A-C 240 (12-8), B-C -155 (8-12). A (14+12)/2 = 13, B (6+8)/2 = 7,
        # C (8+12)/2 = 10. Against A (245+400)/2 = 322.5 -> 323, B (640+400)/2 = 520,
        # C (640+245)/2 = 442.5 -> 443.
        ((640, 245, 400), AVERAGE_RULE, [(640, 323, 13), (245, 520, 7), (400, 443, 10)]),
        # Summed: 26, 14, 20 VP; for twice the own total, against the other two's sum.
        ((640, 245, 400), SUM_RULE, [(1280, 645, 26), (490, 1040, 14), (800, 885, 20)]),
        # A-B 100 (11-9), A-C 200 (12-8), B-C 100 (11-9): A 11.5, B 10, C 8.5.
        ((700, 600, 500), AVERAGE_RULE, [(700, 550, 12), (600, 600, 10), (500, 650, 9)]),
        ((700, 600, 500), HALF_DOWN, [(700, 550, 11), (600, 600, 10), (500, 650, 8)]),
        ((700, 600, 500), SUM_RULE, [(1400, 1100, 23), (1200, 1200, 20), (1000, 1300, 17)]),
        # All level: 10 each (20 summed).
        ((300, 300, 300), AVERAGE_RULE, [(300, 300, 10)] * 3),
        ((300, 300, 300), SUM_RULE, [(600, 600, 20)] * 3),
        # A 2,000 beats both by 20-0; B and C level: (0+10)/2 = 5 each.
        ((2000, 0, 0), AVERAGE_RULE, [(2000, 0, 20), (0, 1000, 5), (0, 1000, 5)]),
        # Negative totals: C-A 155 (12-8), C-B 155, A-B 0. A (10+8)/2 = 9; C 12.
        # Against A (-100+55)/2 = -22.5 -> -22 (a half goes up).
        ((-100, -100, 55), AVERAGE_RULE, [(-100, -22, 9), (-100, -22, 9), (55, -100, 12)]),
    ],
)
def test_vp_at_a_table_of_three(mps, rule, expected) -> None:
    got = three_pairs_turno(mps, FIBUR_3_HANDS, rule)
    assert [(pair.mp_for, pair.mp_against, pair.vp) for pair in got] == expected


def test_turno_totals_are_checked() -> None:
    with pytest.raises(InvalidTurno):
        three_pairs_turno((640, 246, 400), FIBUR_3_HANDS)


def test_the_rule_as_data() -> None:
    assert PairAtThree(640, 323, 13).mp_diff == 317
    assert next(iter(RULES.values())) == AVERAGE_RULE
    for name, rule in RULES.items():
        assert ThreePairsVp.from_dict(rule.to_dict()) == rule
        assert rule_name(rule) == name
    assert ThreePairsVp.from_dict({}) == AVERAGE_RULE
    assert ThreePairsVp.from_dict({"combine": "sum"}).most_vp == 40
    assert AVERAGE_RULE.most_vp == 20
    for bad in ({"combine": "median"}, {"spread": 1}, [1]):
        with pytest.raises(InvalidThreePairs) as caught:
            ThreePairsVp.from_dict(bad)
        assert caught.value.code is ThreePairsErrorCode.MALFORMED


# burraco.md: a turno gives a pair 0-20 VP (winner and loser VP sum to 20; the FIBUR tables'
# last band is 20-0). At a table of three, the sum rule adds a pair's two conversions: twice
# 20, 40; the average keeps 20.
MOST_VP_A_TURNO = [
    (ThreePairsTables.NEVER, AVERAGE_RULE, 20),
    (ThreePairsTables.NEVER, SUM_RULE, 20),  # no table of three is ever seated
    (ThreePairsTables.WHEN_NEEDED, AVERAGE_RULE, 20),
    (ThreePairsTables.WHEN_NEEDED, SUM_RULE, 40),
    (ThreePairsTables.ALWAYS, SUM_RULE, 40),
]


@pytest.mark.parametrize(("tables", "rule", "most"), MOST_VP_A_TURNO)
def test_the_most_vp_a_turno_gives(tables: ThreePairsTables, rule: ThreePairsVp, most: int) -> None:
    assert most_turno_vp(tables, rule) == most
