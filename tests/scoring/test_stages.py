"""Scala 40 stages: placement points, places from finishing orders, advancing the best N."""

from __future__ import annotations

import pytest

from scoring.scala40 import TableGame
from scoring.stages import (
    DEFAULT_PLACEMENT_POINTS,
    InvalidStage,
    PlacementPoints,
    StageErrorCode,
    TablePlacing,
    advance,
    places,
    table_placings,
)


@pytest.mark.parametrize(("place", "points"), [(1, 4), (2, 2), (3, 1), (4, 0), (5, 0), (6, 0)])
def test_default_placement_points(place: int, points: int) -> None:
    """Club default: 1st 4, 2nd 2, 3rd 1, 4th 0; a 5th or 6th at a bigger table 0."""
    assert DEFAULT_PLACEMENT_POINTS.for_place(place) == points


def test_custom_placement_points_round_trip() -> None:
    """A club table of points survives to_dict/from_dict."""
    custom = PlacementPoints((10, 6, 3, 1, 0))
    assert PlacementPoints.from_dict(custom.to_dict()) == custom
    assert custom.for_place(4) == 1


@pytest.mark.parametrize(
    ("points", "code"),
    [
        ((), StageErrorCode.EMPTY_POINTS),
        ((4, -1), StageErrorCode.NEGATIVE_POINTS),
        ((2, 4, 1), StageErrorCode.POINTS_INCREASE),
    ],
)
def test_invalid_placement_points(points: tuple[int, ...], code: StageErrorCode) -> None:
    """Empty, negative or increasing point tables are refused."""
    with pytest.raises(InvalidStage) as caught:
        PlacementPoints(points)
    assert caught.value.code is code


def test_place_zero_refused() -> None:
    """Places start at 1."""
    with pytest.raises(InvalidStage) as caught:
        DEFAULT_PLACEMENT_POINTS.for_place(0)
    assert caught.value.code is StageErrorCode.BAD_PLACE


def test_malformed_points_dict() -> None:
    """A points dictionary with text in it is refused."""
    with pytest.raises(InvalidStage) as caught:
        PlacementPoints.from_dict({"points": ["4", 2]})
    assert caught.value.code is StageErrorCode.MALFORMED


def test_places_share_the_better_place() -> None:
    """Players tied for 2nd both place 2nd; the next is 4th."""
    assert places([["A"], ["B", "C"], ["D"]]) == {"A": 1, "B": 2, "C": 2, "D": 4}


def test_table_placings_from_a_game() -> None:
    """A finished table gives one placing per player with the final totals."""
    game: TableGame[int] = TableGame([1, 2, 3, 4])
    game.record_hand(closer=1, points={2: 50, 3: 101, 4: 20})
    game.record_hand(closer=1, points={2: 60, 4: 30})
    game.record_hand(closer=4, points={1: 101})
    rows = table_placings(2, game.placings(), game.totals, table=5)
    assert rows == [
        TablePlacing(2, 4, 1, 50, 5),
        TablePlacing(2, 1, 2, 101, 5),
        TablePlacing(2, 2, 3, 110, 5),
        TablePlacing(2, 3, 4, 101, 5),
    ]


def test_advance_top_one_per_table() -> None:
    """The winner of each table goes on."""
    result = advance([[["A"], ["B"], ["C"], ["D"]], [["E"], ["F"], ["G", "H"]]])
    assert result.qualified == ("A", "E")
    assert result.eliminated == ("B", "C", "D", "F", "G", "H")
    assert result.undecided == ()


def test_advance_top_two() -> None:
    """The best two of each table go on."""
    result = advance([[["A"], ["B"], ["C"], ["D"]]], per_table=2)
    assert result.qualified == ("A", "B")


def test_tie_across_the_cut_is_left_to_the_director() -> None:
    """Two players tied for 2nd with one place left: both undecided, one place open."""
    result = advance([[["A"], ["B", "C"], ["D"]]], per_table=2)
    assert result.qualified == ("A",)
    assert result.undecided == ("B", "C")
    assert result.open_places == 1
    assert result.eliminated == ("D",)


@pytest.mark.parametrize(
    ("tables", "per_table", "code"),
    [
        ([[["A"], ["B"]]], 0, StageErrorCode.BAD_PER_TABLE),
        ([[["A"], ["B"]], [["B"], ["C"]]], 1, StageErrorCode.DUPLICATE_PLAYER),
    ],
)
def test_advance_errors(
    tables: list[list[list[str]]], per_table: int, code: StageErrorCode
) -> None:
    """At least one per table; nobody at two tables."""
    with pytest.raises(InvalidStage) as caught:
        advance(tables, per_table)
    assert caught.value.code is code
