"""Turno results: played, per-hand, bye, forfeit, abandoned, arbitral, and the settings."""

from __future__ import annotations

import json

import pytest

from scoring.turno import (
    InvalidTurno,
    LateArrival,
    ResultKind,
    TurnoErrorCode,
    TurnoScore,
    TurnoSettings,
    abandoned,
    arbitral,
    bye,
    check_lines,
    forfeit,
    played,
    played_hands,
)
from scoring.victory_points import FIBUR_3_HANDS, FIBUR_4_HANDS, VictoryPointTable

THREE = TurnoSettings.for_hands(3)
FOUR = TurnoSettings.for_hands(4)

TWO_HAND_TABLE = VictoryPointTable.from_dict(
    {
        "name": "club 2 smazzate",
        "hands": 2,
        "bands": [
            {"from": 0, "to": 30, "vp": [10, 10]},
            {"from": 35, "to": 100, "vp": [12, 8]},
            {"from": 105, "to": 250, "vp": [14, 6]},
            {"from": 255, "to": None, "vp": [20, 0]},
        ],
    }
)


def test_defaults_three_hands() -> None:
    """3 hands: FIBUR table, bye 14 VP + 355 MP, forfeit 14 / 6, warnings 1 VP = 55 MP."""
    assert THREE.vp_table is FIBUR_3_HANDS
    assert (THREE.bye_vp, THREE.bye_mp) == (14, 355)
    assert (THREE.forfeit_present_vp, THREE.forfeit_present_mp) == (14, 355)
    assert THREE.forfeit_late_vp == 6
    assert (THREE.warning_penalty_vp, THREE.warning_penalty_mp) == (1, 55)
    assert THREE.late_mp_penalty == 100


def test_defaults_four_hands() -> None:
    """4 hands: FIBUR table, bye 12 VP + 305 MP, forfeit 12 / 8, 1 VP = 105 MP."""
    assert FOUR.vp_table is FIBUR_4_HANDS
    assert (FOUR.bye_vp, FOUR.bye_mp) == (12, 305)
    assert (FOUR.forfeit_present_vp, FOUR.forfeit_late_vp) == (12, 8)
    assert FOUR.warning_penalty_mp == 105


def test_two_hands_need_a_custom_table() -> None:
    """There is no official 2-hand table: settings for 2 hands without one are refused."""
    with pytest.raises(InvalidTurno) as caught:
        TurnoSettings.for_hands(2)
    assert caught.value.code is TurnoErrorCode.NO_TABLE_FOR_HANDS
    settings = TurnoSettings.for_hands(2, TWO_HAND_TABLE)
    assert (settings.bye_vp, settings.bye_mp) == (14, 105)
    # The table has no 11 VP band: one VP is worth the MP where 12 VP start.
    assert settings.warning_penalty_mp == 35
    assert played(100, 0, settings) == TurnoScore(100, 0, 12, 8, ResultKind.PLAYED)


@pytest.mark.parametrize("hands", [1, 5, 0])
def test_unsupported_hand_counts(hands: int) -> None:
    """Turni have 2, 3 or 4 hands."""
    with pytest.raises(InvalidTurno) as caught:
        TurnoSettings.for_hands(hands)
    assert caught.value.code is TurnoErrorCode.UNSUPPORTED_HANDS


def test_played_from_totals() -> None:
    """The worked example as a turno: 640 v 245 is 14-6 over 3 hands."""
    assert played(640, 245, THREE) == TurnoScore(640, 245, 14, 6, ResultKind.PLAYED)
    assert played(245, 640, FOUR) == TurnoScore(245, 640, 8, 12, ResultKind.PLAYED)


def test_played_from_hands() -> None:
    """Per-hand figures are summed: (640+100-50) v (245+300+400) = 690 v 945, 13-7 to B."""
    score = played_hands([(640, 245), (100, 300), (-50, 400)], THREE)
    assert (score.mp_a, score.mp_b, score.vp_a, score.vp_b) == (690, 945, 7, 13)


def test_played_hands_count_must_match() -> None:
    """Two hands entered for a 3-hand turno are refused."""
    with pytest.raises(InvalidTurno) as caught:
        played_hands([(100, 0), (0, 100)], THREE)
    assert caught.value.code is TurnoErrorCode.WRONG_HAND_COUNT
    assert caught.value.data == {"expected": 3, "given": 2}


@pytest.mark.parametrize(("a", "b"), [(641, 245), (640, 3)])
def test_mp_must_be_multiples_of_5(a: int, b: int) -> None:
    """Burraco MP are multiples of 5."""
    with pytest.raises(InvalidTurno) as caught:
        played(a, b, THREE)
    assert caught.value.code is TurnoErrorCode.MP_NOT_MULTIPLE_OF_5


@pytest.mark.parametrize(
    ("a", "b", "line", "mp"),
    [(641, 245, "a", 641), (640, 3, "b", 3), (643, 643, "a", 643), (640, 45_000, "b", 45_000)],
)
def test_a_refused_total_names_its_line(a: int, b: int, line: str, mp: int) -> None:
    """The refusal says which line's total breaks the rule (line A first when both do), so a
    face marks that figure, not the good one beside it."""
    with pytest.raises(InvalidTurno) as caught:
        played(a, b, THREE)
    assert caught.value.data["line"] == line
    assert caught.value.data["mp"] == mp


def test_a_table_of_three_names_its_third_line() -> None:
    with pytest.raises(InvalidTurno) as caught:
        check_lines(640, 245, 403)
    assert caught.value.code is TurnoErrorCode.MP_NOT_MULTIPLE_OF_5
    assert caught.value.data == {"line": "c", "mp": 403}


def test_bye() -> None:
    """The bye pair (line A) gets 14 VP and +355 MP with 3 hands, 12 and +305 with 4."""
    assert bye(THREE) == TurnoScore(355, 0, 14, 0, ResultKind.BYE)
    assert bye(FOUR) == TurnoScore(305, 0, 12, 0, ResultKind.BYE)


def test_forfeit_late_b() -> None:
    """Line B late: A gets 14 VP and 355 MP, B 6 VP and nothing."""
    assert forfeit(THREE, late="b") == TurnoScore(355, 0, 14, 6, ResultKind.FORFEIT)


def test_forfeit_late_a_four_hands() -> None:
    """Line A late over 4 hands: A gets 8 VP, B 12 VP and 305 MP."""
    assert forfeit(FOUR, late="a") == TurnoScore(0, 305, 8, 12, ResultKind.FORFEIT)


def test_forfeit_both_late() -> None:
    """Both late: each gets the late VP and no MP."""
    assert forfeit(THREE, late="both") == TurnoScore(0, 0, 6, 6, ResultKind.FORFEIT)


def test_abandoned() -> None:
    """A pair that leaves gets 6 (8) VP; the opponents the bye score; both leave: 0."""
    assert abandoned(THREE, left="a") == TurnoScore(0, 355, 6, 14, ResultKind.ABANDONED)
    assert abandoned(FOUR, left="b") == TurnoScore(305, 0, 12, 8, ResultKind.ABANDONED)
    assert abandoned(THREE, left="both") == TurnoScore(0, 0, 0, 0, ResultKind.ABANDONED)


def test_bad_line_name() -> None:
    """Only "a", "b" or "both" name a line."""
    with pytest.raises(InvalidTurno) as caught:
        forfeit(THREE, late="c")  # type: ignore[arg-type]
    assert caught.value.code is TurnoErrorCode.BAD_LINE


def test_arbitral() -> None:
    """The director's score is kept as given, VP need not sum to 20."""
    assert arbitral(300, 200, 10, 8) == TurnoScore(300, 200, 10, 8, ResultKind.ARBITRAL)


@pytest.mark.parametrize(("vp_a", "vp_b"), [(21, 0), (-1, 10)])
def test_arbitral_vp_range(vp_a: int, vp_b: int) -> None:
    """Arbitral VP stay within 0-20."""
    with pytest.raises(InvalidTurno) as caught:
        arbitral(0, 0, vp_a, vp_b)
    assert caught.value.code is TurnoErrorCode.VP_OUT_OF_RANGE


@pytest.mark.parametrize(
    ("minutes", "outcome"),
    [
        (0, LateArrival.ON_TIME),
        (1, LateArrival.WARNING),
        (5, LateArrival.WARNING),
        (6, LateArrival.MP_PENALTY),
        (10, LateArrival.MP_PENALTY),
        (11, LateArrival.FORFEIT),
    ],
)
def test_late_arrival(minutes: int, outcome: LateArrival) -> None:
    """Up to 5 minutes a warning, 5-10 minutes -100 MP, over 10 a forfeit."""
    assert THREE.late_arrival(minutes) is outcome


@pytest.mark.parametrize(
    ("warnings", "expected"), [(0, (0, 0)), (1, (0, 0)), (2, (1, 55)), (3, (1, 55)), (4, (2, 110))]
)
def test_two_warnings_cost_one_vp(warnings: int, expected: tuple[int, int]) -> None:
    """Every second warning costs 1 VP and its equivalent MP (55 with 3 hands)."""
    assert THREE.warning_penalty(warnings) == expected


def test_settings_round_trip() -> None:
    """Settings survive to_dict, JSON and from_dict."""
    settings = TurnoSettings.for_hands(2, TWO_HAND_TABLE)
    assert TurnoSettings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings


def test_settings_from_malformed_dict() -> None:
    """A settings dictionary with a wrong value is refused with a code."""
    data = THREE.to_dict()
    data["bye_vp"] = "14"
    with pytest.raises(InvalidTurno) as caught:
        TurnoSettings.from_dict(data)
    assert caught.value.code is TurnoErrorCode.MALFORMED


def test_negative_setting_refused() -> None:
    """A negative penalty is refused (penalties are amounts to deduct)."""
    data = THREE.to_dict()
    data["late_mp_penalty"] = -100
    with pytest.raises(InvalidTurno) as caught:
        TurnoSettings.from_dict(data)
    assert caught.value.code is TurnoErrorCode.NEGATIVE_SETTING


def test_swapped_score() -> None:
    """A score written on the wrong line is swapped whole."""
    assert played(640, 245, THREE).swapped() == TurnoScore(245, 640, 6, 14, ResultKind.PLAYED)


def test_every_warning_can_cost() -> None:
    """A club that penalises every single warning: 1 warning costs 1 VP."""
    data = THREE.to_dict()
    data["warnings_per_penalty"] = 1
    assert TurnoSettings.from_dict(data).warning_penalty(3) == (3, 165)
    data["warnings_per_penalty"] = 0
    with pytest.raises(InvalidTurno) as caught:
        TurnoSettings.from_dict(data)
    assert caught.value.code is TurnoErrorCode.NEGATIVE_SETTING
