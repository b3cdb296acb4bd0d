"""Victory-point tables: the MP difference of a turno converted to a 0-20 VP pair.

A table is data: an ordered list of bands, each an MP-difference range and the VP of the
winning and losing line. The FIBUR 3-hand and 4-hand tables, and Torneo's proposed
team-match tables (marked as such until FIBUR's own are sourced), ship as JSON in
``scoring/data``; custom tables (2 hands, team matches, club rules) are built from the same
dictionary form and round-trip through :meth:`VictoryPointTable.to_dict` for storage.

>>> FIBUR_3_HANDS.convert(640, 245)
(14, 6)
>>> FIBUR_3_HANDS.convert(245, 640)
(6, 14)
"""

from __future__ import annotations

import json
from bisect import bisect_right
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from scoring.errors import ScoringError

#: Winner VP plus loser VP, in every band of every table.
VP_PER_TURNO = 20
#: MP are multiples of 5 (every card value is), so band edges are too.
MP_STEP = 5


class TableErrorCode(Enum):
    """Why a victory-point table was refused."""

    NO_BANDS = "no_bands"
    """The table has no band at all."""
    MALFORMED = "malformed"
    """The dictionary form lacks a key or holds a value of the wrong type."""
    NOT_FROM_ZERO = "not_from_zero"
    """The first band does not start at an MP difference of 0."""
    NOT_STEP_OF_5 = "not_step_of_5"
    """A band edge is not a multiple of 5."""
    EMPTY_BAND = "empty_band"
    """A band ends before it starts."""
    GAP_OR_OVERLAP = "gap_or_overlap"
    """A band does not start exactly 5 MP after the previous one ends."""
    NOT_OPEN_ENDED = "not_open_ended"
    """The last band has an upper edge, or a band before the last has none."""
    VP_NOT_20 = "vp_not_20"
    """A band's two VP do not sum to 20."""
    LOSER_ABOVE_WINNER = "loser_above_winner"
    """A band gives the losing line more VP than the winning line, or below 0 (the winner above
    20)."""
    FIRST_BAND_NOT_EVEN = "first_band_not_even"
    """The first band (a draw or near-draw) is not 10-10."""
    NOT_MONOTONE = "not_monotone"
    """A wider MP difference gives the winner fewer VP than a narrower one."""
    NO_BAND_FOR_VP = "no_band_for_vp"
    """No band awards that many VP (see :meth:`VictoryPointTable.min_difference_for`)."""


class InvalidTable(ScoringError):
    """A victory-point table breaks a rule; ``code`` is a :class:`TableErrorCode`."""


@dataclass(frozen=True)
class VictoryPointBand:
    """One row of a VP table: MP differences ``low..high`` give ``winner_vp``-``loser_vp``."""

    low: int
    """Smallest MP difference in the band (inclusive)."""
    high: int | None
    """Largest MP difference in the band (inclusive); ``None`` for the open-ended last band."""
    winner_vp: int
    loser_vp: int

    def to_dict(self) -> dict[str, Any]:
        """The band as plain data: ``{"from": low, "to": high, "vp": [winner, loser]}``."""
        return {"from": self.low, "to": self.high, "vp": [self.winner_vp, self.loser_vp]}


@dataclass(frozen=True)
class VictoryPointTable:
    """A validated MP-difference to VP table (see the module docstring)."""

    name: str
    bands: tuple[VictoryPointBand, ...]
    hands: int | None = None
    """How many hands per turno the table is meant for, when it says so."""

    def __post_init__(self) -> None:
        # A list given by a caller is frozen too, so the table stays immutable and hashable.
        object.__setattr__(self, "bands", tuple(self.bands))
        _validate(self.bands)

    def band_for(self, difference: int) -> VictoryPointBand:
        """The band holding an MP difference (its absolute value).

        A difference between two bands (only possible for MP that are not multiples of 5)
        belongs to the lower band: a band reaches up to where the next one starts.
        """
        lows = [band.low for band in self.bands]
        return self.bands[bisect_right(lows, abs(difference)) - 1]

    def convert(self, mp_a: int, mp_b: int) -> tuple[int, int]:
        """The VP of lines A and B from their MP; swapping the lines swaps the VP."""
        band = self.band_for(mp_a - mp_b)
        if mp_a >= mp_b:
            return band.winner_vp, band.loser_vp
        return band.loser_vp, band.winner_vp

    def min_difference_for(self, winner_vp: int) -> int:
        """The smallest MP difference that earns at least ``winner_vp``: a band's lower edge.

        This is how ``scoring`` turns VP into "equivalent MP" (a bye's 14 VP is worth the
        355 MP where the 14-6 band starts in the FIBUR 3-hand table). In a custom table that
        skips a VP value, the band giving the next higher VP is used.
        """
        for band in self.bands:
            if band.winner_vp >= winner_vp:
                return band.low
        raise InvalidTable(TableErrorCode.NO_BAND_FOR_VP, table=self.name, vp=winner_vp)

    def to_dict(self) -> dict[str, Any]:
        """The table as plain JSON-ready data, the form :meth:`from_dict` reads."""
        return {
            "name": self.name,
            "hands": self.hands,
            "bands": [band.to_dict() for band in self.bands],
        }

    @classmethod
    def from_dict(cls, data: Any) -> VictoryPointTable:
        """A table from its dictionary form; raises :class:`InvalidTable` if it breaks a rule."""
        try:
            name = data["name"]
            hands = data.get("hands")
            raw_bands = data["bands"]
            bands = tuple(
                VictoryPointBand(
                    low=raw["from"],
                    high=raw["to"],
                    winner_vp=raw["vp"][0],
                    loser_vp=raw["vp"][1],
                )
                for raw in raw_bands
            )
        except (KeyError, IndexError, TypeError, AttributeError) as error:
            raise InvalidTable(TableErrorCode.MALFORMED, reason=repr(error)) from None
        values = [name, hands] + [v for b in bands for v in (b.low, b.high, b.winner_vp)]
        if not isinstance(name, str) or not all(
            v is None or (isinstance(v, int) and not isinstance(v, bool)) for v in values[1:]
        ):
            raise InvalidTable(TableErrorCode.MALFORMED, reason="types")
        if any(not isinstance(b.loser_vp, int) or b.low is None for b in bands):
            raise InvalidTable(TableErrorCode.MALFORMED, reason="types")
        return cls(name=name, bands=bands, hands=hands)


def _validate(bands: tuple[VictoryPointBand, ...]) -> None:
    """Raise :class:`InvalidTable` unless the bands form a proper VP table."""
    if not bands:
        raise InvalidTable(TableErrorCode.NO_BANDS)
    if bands[0].low != 0:
        raise InvalidTable(TableErrorCode.NOT_FROM_ZERO, low=bands[0].low)
    previous: VictoryPointBand | None = None
    for index, band in enumerate(bands):
        last = index == len(bands) - 1
        for edge in (band.low, band.high):
            if edge is not None and edge % MP_STEP:
                raise InvalidTable(TableErrorCode.NOT_STEP_OF_5, band=index, edge=edge)
        if (band.high is None) != last:
            raise InvalidTable(TableErrorCode.NOT_OPEN_ENDED, band=index)
        if band.high is not None and band.high < band.low:
            raise InvalidTable(TableErrorCode.EMPTY_BAND, band=index)
        if (
            previous is not None
            and previous.high is not None
            and band.low != previous.high + MP_STEP
        ):
            raise InvalidTable(TableErrorCode.GAP_OR_OVERLAP, band=index, low=band.low)
        if band.winner_vp + band.loser_vp != VP_PER_TURNO:
            raise InvalidTable(
                TableErrorCode.VP_NOT_20, band=index, vp=(band.winner_vp, band.loser_vp)
            )
        if band.loser_vp > band.winner_vp or band.loser_vp < 0:
            # The two VP add up to 20 here, so the winner's VP say it all: a club table is
            # typed as the winner's VP alone (10 to 20), and "21 / -1" would puzzle.
            raise InvalidTable(TableErrorCode.LOSER_ABOVE_WINNER, band=index, vp=band.winner_vp)
        if previous is None and band.winner_vp != band.loser_vp:
            raise InvalidTable(TableErrorCode.FIRST_BAND_NOT_EVEN, vp=(band.winner_vp,))
        if previous is not None and band.winner_vp < previous.winner_vp:
            raise InvalidTable(TableErrorCode.NOT_MONOTONE, band=index)
        previous = band


def _load(filename: str) -> VictoryPointTable:
    """A table shipped in ``scoring/data``.

    Found beside this module rather than through ``importlib.resources.files("scoring")``:
    when a test tree holds a ``scoring`` folder, the package can be imported as a namespace
    whose first path is that folder, and the data would be looked for there.
    """
    text = (Path(__file__).parent / "data" / filename).read_text(encoding="utf-8")
    return VictoryPointTable.from_dict(json.loads(text))


#: The FIBUR table for turni of 3 hands (0-50 is 10-10, 1505+ is 20-0).
FIBUR_3_HANDS = _load("vp_fibur_3_hands.json")
#: The FIBUR table for turni of 4 hands (0-100 is 10-10, 2005+ is 20-0).
FIBUR_4_HANDS = _load("vp_fibur_4_hands.json")
#: Team matches of 3 hands a table (the two tables' differences summed): Torneo's proposal,
#: the director's own until FIBUR's official team table is sourced (the file says so). It is
#: the FIBUR 3-hand table's bands doubled: 0-100 is 10-10, 3005+ is 20-0.
TEAM_3_HANDS = _load("vp_team_3_hands.json")
#: Team matches of 4 hands a table, the same proposal from the 4-hand table: 0-200 is 10-10,
#: 4005+ is 20-0.
TEAM_4_HANDS = _load("vp_team_4_hands.json")
