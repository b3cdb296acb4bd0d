"""Who wins which prize: the overall places, then each group's or category's, under the
tournament's rule (prizes that add up, or clubs' usual "premi non cumulabili"). Only an entry
with a result counted wins one, and a list drawn before the standings are final says it is
provisional.

A decision of the services, returned as values; the window, the command line and the printed
prize list only word it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tournament_app.services.values import Prize, Standing


class PrizeRule(Enum):
    """Whether a prize winner can also win a group's or category's prize."""

    NOT_CUMULATIVE = "not_cumulative"
    """Premi non cumulabili: the overall places are awarded first, and each group's or
    category's go to the best of it not already awarded."""
    CUMULATIVE = "cumulative"
    """Prizes add up: an overall winner also takes the place they have in their section."""


@dataclass(frozen=True)
class PrizeAwards:
    """The prize list as decided: the rule it follows and every prize, the overall ones
    first (heading ""), then the sections' in order."""

    rule: PrizeRule
    prizes: tuple[Prize, ...]
    sectioned: bool
    """Whether groups or categories have prizes of their own (the rule then matters)."""
    provisional: bool = False
    """The standings it is drawn from are not final yet (rounds still to play, or the last
    one still being played): the list says so, as the printed standings do."""


@dataclass(frozen=True)
class PrizeChoice:
    """Which prize list: overall, or "group" or "category" (the overall places, then each
    one's), and how many places each list awards."""

    per: str
    places: int


def default_prize_choice(groups: Sequence[str], categories: Sequence[str]) -> PrizeChoice:
    """The prize list a director gets without choosing one (`StandingsService.sections`' groups
    and categories): per category when the tournament has more than one, else per group when
    it has more than one, else overall; three places. The printed list, the workbook's sheet
    and the Standings page all start from it, so with nothing chosen the three agree."""
    per = "category" if len(categories) > 1 else "group" if len(groups) > 1 else "overall"
    return PrizeChoice(per, 3)


def award_prizes(
    overall: Sequence[Standing],
    sections: Sequence[tuple[str, Sequence[Standing]]],
    *,
    places: int,
    cumulative: bool,
    provisional: bool = False,
) -> PrizeAwards:
    """The first `places` overall, then the first `places` of each section (group or
    category) among those the rule leaves: everyone when prizes add up, else only entries
    not already awarded a prize. `provisional`: the standings are not final yet."""
    prizes = list(_places("", overall, places, frozenset()))
    awarded = {prize.standing.entry for prize in prizes}
    for heading, rows in sections:
        won = list(_places(heading, rows, places, frozenset() if cumulative else awarded))
        prizes += won
        awarded |= {prize.standing.entry for prize in won}
    rule = PrizeRule.CUMULATIVE if cumulative else PrizeRule.NOT_CUMULATIVE
    return PrizeAwards(rule, tuple(prizes), sectioned=bool(sections), provisional=provisional)


def _places(
    heading: str, rows: Sequence[Standing], places: int, awarded: frozenset[int] | set[int]
) -> Iterator[Prize]:
    """The prizes of one ranking: a withdrawn entry, one with no result counted yet (mid-
    evening everyone not yet through a table is level at the foot of the ranking, and a
    category of such entries would otherwise have its "winners"), or one already awarded
    when prizes do not add up wins none, and the next entry takes its place; entries that
    share a rank share the prize place."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.standings.board import has_result
    from tournament_app.services.values import Prize

    place = counted = 0
    rank = None
    for row in rows:
        if row.withdrawn or row.entry in awarded or not has_result(row):
            continue
        counted += 1
        if row.rank != rank:
            place, rank = counted, row.rank
        if place > places:
            return
        yield Prize(heading, place, row)
