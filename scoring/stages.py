"""Scala 40 stages: table finishing orders turned into qualifiers or placement points.

A table's *finishing order* is what :meth:`scoring.scala40.TableGame.placings` returns: groups
of players, winner first, players in one group tied. A stage either advances the best N of
each table (:func:`advance`) or awards placement points per table (:class:`PlacementPoints`,
default 1st 4, 2nd 2, 3rd 1, 4th 0) that accumulate into a ranking
(:func:`scoring.standings.rank_scala40`).

>>> advance([[["Anna"], ["Bruno"], ["Carla", "Dario"]]], per_table=1).qualified
('Anna',)
>>> DEFAULT_PLACEMENT_POINTS.for_place(2)
2
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

from scoring.errors import ScoringError

P = TypeVar("P", bound=Hashable)

#: A table's finishing order: groups of players, best first; a group of several is a tie.
Finishing = Sequence[Sequence[P]]


class StageErrorCode(Enum):
    """Why a stage computation was refused."""

    EMPTY_POINTS = "empty_points"
    """A placement-points table with no place."""
    NEGATIVE_POINTS = "negative_points"
    """A placement awards negative points."""
    POINTS_INCREASE = "points_increase"
    """A worse place awards more points than a better one."""
    BAD_PER_TABLE = "bad_per_table"
    """``per_table`` must be at least 1."""
    DUPLICATE_PLAYER = "duplicate_player"
    """A player appears twice in the finishing orders."""
    BAD_PLACE = "bad_place"
    """A place below 1."""
    MALFORMED = "malformed"
    """The dictionary form lacks a key or holds a wrong value."""


class InvalidStage(ScoringError):
    """A stage input breaks a rule; ``code`` is a :class:`StageErrorCode`."""


@dataclass(frozen=True)
class PlacementPoints:
    """Points per place at a table: ``points[0]`` for 1st, ``points[1]`` for 2nd, ...

    A place beyond the table (a 5th at a table of 5 with a 4-place table) gets 0.
    """

    points: tuple[int, ...] = (4, 2, 1, 0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", tuple(self.points))
        if not self.points:
            raise InvalidStage(StageErrorCode.EMPTY_POINTS)
        for place, value in enumerate(self.points, start=1):
            if value < 0:
                raise InvalidStage(StageErrorCode.NEGATIVE_POINTS, place=place, points=value)
            if place > 1 and value > self.points[place - 2]:
                raise InvalidStage(StageErrorCode.POINTS_INCREASE, place=place, points=value)

    def for_place(self, place: int) -> int:
        """The points for finishing ``place`` (1 = winner)."""
        if place < 1:
            raise InvalidStage(StageErrorCode.BAD_PLACE, place=place)
        return self.points[place - 1] if place <= len(self.points) else 0

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"points": [4, 2, 1, 0]}``."""
        return {"points": list(self.points)}

    @classmethod
    def from_dict(cls, data: Any) -> PlacementPoints:
        """From :meth:`to_dict`'s form; raises :class:`InvalidStage` when invalid."""
        try:
            points = tuple(data["points"])
        except (KeyError, TypeError) as error:
            raise InvalidStage(StageErrorCode.MALFORMED, reason=repr(error)) from None
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in points):
            raise InvalidStage(StageErrorCode.MALFORMED, reason="types")
        return cls(points)


#: The club default: 1st 4, 2nd 2, 3rd 1, 4th 0.
DEFAULT_PLACEMENT_POINTS = PlacementPoints()


@dataclass(frozen=True)
class TablePlacing:
    """Where a player finished at one table in one round, and the penalty total they had."""

    round: int
    player: int
    place: int
    """1 = won the table; tied players share the better place."""
    penalty_total: int
    """The player's scala 40 penalty total when the game ended."""
    table: int | None = None


def places(finishing: Finishing[P]) -> dict[P, int]:
    """Each player's place: 1 for the winner; a tied group shares the best of its places."""
    result: dict[P, int] = {}
    place = 1
    for group in finishing:
        for player in group:
            if player in result:
                raise InvalidStage(StageErrorCode.DUPLICATE_PLAYER, player=player)
            result[player] = place
        place += len(group)
    return result


def table_placings(
    round: int,
    finishing: Finishing[int],
    penalty_totals: Mapping[int, int],
    *,
    table: int | None = None,
) -> list[TablePlacing]:
    """The :class:`TablePlacing` rows of one table, from its finishing order and totals."""
    return [
        TablePlacing(round, player, place, penalty_totals[player], table)
        for player, place in places(finishing).items()
    ]


@dataclass(frozen=True)
class Advancement(Generic[P]):
    """Who goes on from a stage: the qualified, the out, and ties straddling the cut."""

    qualified: tuple[P, ...]
    eliminated: tuple[P, ...]
    undecided: tuple[P, ...] = ()
    """Players tied across the cut at a table: the director decides (e.g. by draw)."""
    open_places: int = 0
    """How many of the undecided still go on."""


def advance(table_results: Sequence[Finishing[P]], per_table: int = 1) -> Advancement[P]:
    """The best ``per_table`` players of every table go on to the next stage.

    A tie that straddles the cut at a table is not broken here: its players are returned as
    ``undecided`` with the number of places still open for them.
    """
    if per_table < 1:
        raise InvalidStage(StageErrorCode.BAD_PER_TABLE, per_table=per_table)
    qualified: list[P] = []
    eliminated: list[P] = []
    undecided: list[P] = []
    open_places = 0
    seen: set[P] = set()
    for finishing in table_results:
        slots = per_table
        for group in finishing:
            for player in group:
                if player in seen:
                    raise InvalidStage(StageErrorCode.DUPLICATE_PLAYER, player=player)
                seen.add(player)
            if slots >= len(group):
                qualified.extend(group)
                slots -= len(group)
            elif slots > 0:
                undecided.extend(group)
                open_places += slots
                slots = 0
            else:
                eliminated.extend(group)
    return Advancement(tuple(qualified), tuple(eliminated), tuple(undecided), open_places)
