"""Which VP tables suit turni of N hands, and the table a director starts from where FIBUR
publishes none (2 hands): decided here once, for the wizard and the command line alike.

A table suits the turni it was made for: FIBUR's for 3 and 4 hands, a club's own for the
hands it was saved with. For 2 hands the sources have no official table (burraco.md), so the
director picks one of their own or makes one; the one proposed is FIBUR's 3-hand table with
every band's start scaled by hands/3 (to the nearest 5 MP), named as the club's own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scoring.victory_points import FIBUR_3_HANDS, FIBUR_4_HANDS
from tournament_app.services import rules
from tournament_app.services.messages import VP_TABLE_NEEDED
from tournament_app.services.settings import VictoryPointBand, VictoryPointScale

MP_STEP = 5


def official_scale(hands: int) -> VictoryPointScale | None:
    """FIBUR's table for turni of `hands` hands (None: FIBUR publishes none, as for 2)."""
    table = {3: FIBUR_3_HANDS, 4: FIBUR_4_HANDS}.get(hands)
    return None if table is None else rules.table_to_scale(table)


def suits(scale: VictoryPointScale, hands: int) -> bool:
    """Whether `scale` may score turni of `hands` hands: it was made for that many."""
    return scale.hands == hands


@dataclass(frozen=True)
class VpTableChoice:
    """The VP tables a tournament of `hands` hands may use."""

    hands: int
    official: VictoryPointScale | None
    """FIBUR's table for these hands; None when FIBUR publishes none."""
    own: tuple[VictoryPointScale, ...]
    """The club's saved tables for these hands, by name."""

    @property
    def tables(self) -> tuple[VictoryPointScale, ...]:
        """Every table that suits, FIBUR's first."""
        return ((self.official,) if self.official is not None else ()) + self.own

    @property
    def needs_own(self) -> bool:
        """True when the director must choose or make a table of their own."""
        return self.official is None


def vp_table_choice(hands: int, saved: Iterable[VictoryPointScale]) -> VpTableChoice:
    """The tables for `hands` hands among FIBUR's and the club's `saved` ones (a saved table
    identical to FIBUR's is FIBUR's, listed once)."""
    official = official_scale(hands)
    own = tuple(s for s in saved if suits(s, hands) and s != official)
    return VpTableChoice(hands=hands, official=official, own=own)


def proposed_scale(hands: int, language: str = "it") -> VictoryPointScale:
    """A table to start from for `hands` hands: FIBUR's 3-hand bands, each start scaled by
    hands/3 to the nearest multiple of 5 MP, the same VP; named as the club's own table (it
    is no FIBUR table, and the director saves it under a name of their choosing)."""
    bands = []
    for band in FIBUR_3_HANDS.bands:
        start = round(band.low * hands / 3 / MP_STEP) * MP_STEP
        bands.append(VictoryPointBand(start, band.winner_vp))
    name = VP_TABLE_NEEDED.get(language, VP_TABLE_NEEDED["it"])["proposed_name"]
    return VictoryPointScale(name=name.format(hands=hands), hands=hands, bands=tuple(bands))
