"""Victory-point tables: the FIBUR tables at every band edge, validation, round-trip."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.victory_points import (
    FIBUR_3_HANDS,
    FIBUR_4_HANDS,
    InvalidTable,
    TableErrorCode,
    VictoryPointTable,
)

# The band edges of the domain doc, written out by hand: (last MP difference of a band,
# winner VP there); the next difference (edge + 5) gives one VP more.
THREE_HANDS_EDGES = [
    (50, 10),
    (150, 11),
    (250, 12),
    (350, 13),
    (500, 14),
    (650, 15),
    (800, 16),
    (1000, 17),
    (1250, 18),
    (1500, 19),
]
FOUR_HANDS_EDGES = [
    (100, 10),
    (300, 11),
    (500, 12),
    (700, 13),
    (900, 14),
    (1100, 15),
    (1300, 16),
    (1500, 17),
    (1700, 18),
    (2000, 19),
]


@pytest.mark.parametrize(("edge", "vp"), THREE_HANDS_EDGES)
def test_fibur_3_hands_band_edges(edge: int, vp: int) -> None:
    """3 hands: the last difference of a band and the first of the next differ by one VP."""
    assert FIBUR_3_HANDS.convert(1000 + edge, 1000) == (vp, 20 - vp)
    assert FIBUR_3_HANDS.convert(1000 + edge + 5, 1000) == (vp + 1, 19 - vp)


@pytest.mark.parametrize(("edge", "vp"), FOUR_HANDS_EDGES)
def test_fibur_4_hands_band_edges(edge: int, vp: int) -> None:
    """4 hands: the last difference of a band and the first of the next differ by one VP."""
    assert FIBUR_4_HANDS.convert(edge, 0) == (vp, 20 - vp)
    assert FIBUR_4_HANDS.convert(edge + 5, 0) == (vp + 1, 19 - vp)


@pytest.mark.parametrize(
    ("table", "diff", "expected"),
    [
        (FIBUR_3_HANDS, 0, (10, 10)),
        (FIBUR_3_HANDS, 5, (10, 10)),
        (FIBUR_3_HANDS, 5000, (20, 0)),
        (FIBUR_4_HANDS, 0, (10, 10)),
        (FIBUR_4_HANDS, 2005, (20, 0)),
        (FIBUR_4_HANDS, 9000, (20, 0)),
    ],
)
def test_extremes(table: VictoryPointTable, diff: int, expected: tuple[int, int]) -> None:
    """A level turno is 10-10; any difference past the last edge is 20-0."""
    assert table.convert(diff, 0) == expected


def test_worked_example_turno() -> None:
    """640 against 245 is a 395 difference: 14-6 in the 3-hand table, 12-8 in the 4-hand."""
    assert FIBUR_3_HANDS.convert(640, 245) == (14, 6)
    assert FIBUR_4_HANDS.convert(640, 245) == (12, 8)


def test_negative_scores_convert_on_their_difference() -> None:
    """Lines below zero still convert on the difference: -100 vs -300 is 200 apart."""
    assert FIBUR_3_HANDS.convert(-100, -300) == (12, 8)


mp = st.integers(min_value=-600, max_value=1200).map(lambda n: n * 5)


@pytest.mark.parametrize("table", [FIBUR_3_HANDS, FIBUR_4_HANDS])
@given(a=mp, b=mp)
def test_swapping_lines_swaps_vp(table: VictoryPointTable, a: int, b: int) -> None:
    """Symmetry: convert(b, a) is convert(a, b) reversed, and the VP always sum to 20."""
    vp_a, vp_b = table.convert(a, b)
    assert table.convert(b, a) == (vp_b, vp_a)
    assert vp_a + vp_b == 20


@pytest.mark.parametrize("table", [FIBUR_3_HANDS, FIBUR_4_HANDS])
@given(base=mp, gap=st.integers(0, 3000), more=st.integers(0, 3000))
def test_wider_win_never_gives_fewer_vp(
    table: VictoryPointTable, base: int, gap: int, more: int
) -> None:
    """Monotonicity: adding MP to the leading line never lowers its VP."""
    assert table.convert(base + gap + more, base)[0] >= table.convert(base + gap, base)[0]


def test_round_trip_through_dict_and_json() -> None:
    """A table survives to_dict, JSON and from_dict unchanged."""
    for table in (FIBUR_3_HANDS, FIBUR_4_HANDS):
        again = VictoryPointTable.from_dict(json.loads(json.dumps(table.to_dict())))
        assert again == table


def _custom(bands: list[dict[str, object]]) -> dict[str, object]:
    return {"name": "club", "bands": bands}


def test_custom_two_hand_table() -> None:
    """A director's 2-hand table converts like the built-in ones."""
    table = VictoryPointTable.from_dict(
        _custom(
            [
                {"from": 0, "to": 30, "vp": [10, 10]},
                {"from": 35, "to": 200, "vp": [13, 7]},
                {"from": 205, "to": None, "vp": [20, 0]},
            ]
        )
    )
    assert table.convert(0, 30) == (10, 10)
    assert table.convert(0, 35) == (7, 13)
    assert table.convert(205, 0) == (20, 0)
    assert table.hands is None


@pytest.mark.parametrize(
    ("bands", "code"),
    [
        ([], TableErrorCode.NO_BANDS),
        ([{"from": 5, "to": None, "vp": [10, 10]}], TableErrorCode.NOT_FROM_ZERO),
        (
            [{"from": 0, "to": 52, "vp": [10, 10]}, {"from": 57, "to": None, "vp": [20, 0]}],
            TableErrorCode.NOT_STEP_OF_5,
        ),
        (
            [{"from": 0, "to": 50, "vp": [10, 10]}, {"from": 60, "to": None, "vp": [20, 0]}],
            TableErrorCode.GAP_OR_OVERLAP,
        ),
        (
            [{"from": 0, "to": 50, "vp": [10, 10]}, {"from": 50, "to": None, "vp": [20, 0]}],
            TableErrorCode.GAP_OR_OVERLAP,
        ),
        ([{"from": 0, "to": 50, "vp": [10, 10]}], TableErrorCode.NOT_OPEN_ENDED),
        (
            [{"from": 0, "to": None, "vp": [10, 10]}, {"from": 5, "to": None, "vp": [20, 0]}],
            TableErrorCode.NOT_OPEN_ENDED,
        ),
        (
            [{"from": 0, "to": 50, "vp": [10, 10]}, {"from": 55, "to": None, "vp": [15, 6]}],
            TableErrorCode.VP_NOT_20,
        ),
        (
            [{"from": 0, "to": 50, "vp": [10, 10]}, {"from": 55, "to": None, "vp": [8, 12]}],
            TableErrorCode.LOSER_ABOVE_WINNER,
        ),
        ([{"from": 0, "to": None, "vp": [12, 8]}], TableErrorCode.FIRST_BAND_NOT_EVEN),
        (
            [
                {"from": 0, "to": 50, "vp": [10, 10]},
                {"from": 55, "to": 100, "vp": [13, 7]},
                {"from": 105, "to": None, "vp": [12, 8]},
            ],
            TableErrorCode.NOT_MONOTONE,
        ),
        (
            [
                {"from": 0, "to": 50, "vp": [10, 10]},
                {"from": 55, "to": 40, "vp": [12, 8]},
                {"from": 45, "to": None, "vp": [20, 0]},
            ],
            TableErrorCode.EMPTY_BAND,
        ),
        ([{"from": 0, "vp": [10, 10]}], TableErrorCode.MALFORMED),
        ([{"from": "0", "to": None, "vp": [10, 10]}], TableErrorCode.MALFORMED),
    ],
)
def test_invalid_tables_are_refused(bands: list[dict[str, object]], code: TableErrorCode) -> None:
    """Every broken rule is refused with its own code."""
    with pytest.raises(InvalidTable) as caught:
        VictoryPointTable.from_dict(_custom(bands))
    assert caught.value.code is code


def test_missing_bands_key_is_malformed() -> None:
    """A dictionary without bands is malformed, not a crash."""
    with pytest.raises(InvalidTable) as caught:
        VictoryPointTable.from_dict({"name": "x"})
    assert caught.value.code is TableErrorCode.MALFORMED


@pytest.mark.parametrize(
    ("table", "vp", "mp"),
    [(FIBUR_3_HANDS, 14, 355), (FIBUR_4_HANDS, 12, 305), (FIBUR_3_HANDS, 11, 55)],
)
def test_equivalent_mp_is_the_band_lower_edge(table: VictoryPointTable, vp: int, mp: int) -> None:
    """The MP equivalent of a VP award is where its band starts."""
    assert table.min_difference_for(vp) == mp


def test_equivalent_mp_of_unknown_vp() -> None:
    """Asking for VP no band gives is an error."""
    with pytest.raises(InvalidTable) as caught:
        FIBUR_3_HANDS.min_difference_for(21)
    assert caught.value.code is TableErrorCode.NO_BAND_FOR_VP


def test_difference_between_bands_belongs_to_the_lower() -> None:
    """An MP difference off the 5-grid (52) is still in the band that reaches up to 55."""
    assert FIBUR_3_HANDS.convert(52, 0) == (10, 10)
    assert FIBUR_3_HANDS.band_for(-152).winner_vp == 11


def test_list_of_bands_is_frozen() -> None:
    """A table built from a list keeps a tuple, so it cannot be changed afterwards."""
    table = VictoryPointTable("x", list(FIBUR_3_HANDS.bands))  # type: ignore[arg-type]
    assert isinstance(table.bands, tuple)
    assert table.convert(640, 245) == (14, 6)


@pytest.mark.parametrize("winner", [21, 9])
def test_a_winner_outside_10_to_20_is_refused_by_its_own_vp(winner: int) -> None:
    """A club table is typed as the winner's VP alone (the loser gets 20 minus that): the
    refusal names the row and that figure, not a loser's -1 the director never typed."""
    bands = [
        {"from": 0, "to": 30, "vp": [10, 10]},
        {"from": 35, "to": None, "vp": [winner, 20 - winner]},
    ]
    with pytest.raises(InvalidTable) as caught:
        VictoryPointTable.from_dict(_custom(bands))
    assert caught.value.code is TableErrorCode.LOSER_ABOVE_WINNER
    assert caught.value.data == {"band": 1, "vp": winner}
