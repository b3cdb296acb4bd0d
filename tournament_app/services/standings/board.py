"""The standings as a page shows them: the overall ranking with the ties a draw would
separate and the prize list drawn from it, all from one ranking.

The Standings page, the projector and the prize list show the same ranking; asked for one
by one (`overall`, `ties`, `prize_awards`) each ranked the tournament again. A board ranks it
once (`StandingsService.board`) and decides the rest from those rows, so a window can keep
one board per change and share it between every page that shows it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import TYPE_CHECKING

from scoring.rule_names import TieBreak
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import BurracoSettings, TournamentSettings
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.prize_awards import PrizeAwards
    from tournament_app.services.values import Standing

PRIZE_KINDS = ("overall", "group", "category")


@dataclass(frozen=True)
class StandingsBoard:
    """One tournament's overall ranking as it stands, and what is decided from it."""

    tournament_id: TournamentId
    rows: tuple[Standing, ...]
    """The overall ranking (`StandingsService.overall`)."""
    draw_breaks_ties: bool
    """Whether a draw of lots separates entries level on everything (False: a burraco
    tournament whose tie-breaks leave the draw out; scala 40 always has it)."""
    prizes_cumulative: bool
    """The tournament's prize rule: an overall winner also takes a section's prize."""
    after_round: int | None = None
    """The last round announced to the players (published or complete), None before any."""
    partial: bool = False
    """Whether that round is still being played (published, some results missing): the
    standings are then partial, as the printed standings' header says."""
    final: bool = False
    """Whether the standings are the final ones (`StandingsService.board`): until then the
    prize list drawn from them is provisional."""

    def title(self, language: str) -> str:
        """The standings' title as the printed standings word it (`exports.labels`
        `standings_heading`): after which round, "provisional" or "provisional, partial"
        while that round is being played (a pair with a bye already has its VP, the others
        none), or "Final standings". The room's screen says it as the printout does."""
        # Imported here: the catalogue's printed words are read when a title is first asked.
        from tournament_app.exports.labels import standings_heading

        return standings_heading(
            "en" if language == "en" else "it",
            self.after_round,
            partial=self.partial,
            final=self.final,
        )

    @property
    def ties(self) -> tuple[tuple[Standing, ...], ...]:
        """`StandingsService.ties`: the rows sharing a rank that a draw would separate."""
        return tied_places(self.rows) if self.draw_breaks_ties else ()

    def prize_awards(
        self,
        *,
        per: str = "overall",
        places: int = 3,
        sections: Sequence[tuple[str, Sequence[Standing]]] = (),
    ) -> PrizeAwards:
        """`StandingsService.prize_awards` from this ranking; `sections` are the groups' or
        categories' own rankings (`by_group`, `by_category`) when `per` asks for them."""
        # Imported here: a start keeps a board, only the prize list awards from it.
        from tournament_app.services.prize_awards import award_prizes

        check_prize_request(per, places)
        return award_prizes(
            self.rows,
            sections if per != "overall" else (),
            places=places,
            cumulative=self.prizes_cumulative,
            provisional=not self.final,
        )


def check_prize_request(per: str, places: int) -> None:
    """Refuse a prize list per something else than overall, group or category, or for
    fewer than one place."""
    if per not in PRIZE_KINDS:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "prizes_per", "asked": per})
    if places < 1:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "prize_places", "places": places})


def draw_breaks_ties(settings: TournamentSettings) -> bool:
    """Whether a draw of lots separates entries level on everything: always in scala 40, in
    burraco when the draw is among the tournament's tie-breaks."""
    return not isinstance(settings, BurracoSettings) or TieBreak.DRAW in settings.tie_breaks


def awaiting_draw(ties: Iterable[Sequence[Standing]]) -> frozenset[int]:
    """The entries of `ties` (`tied_places`, `StandingsBoard.ties`): each is level on
    everything with another until the draw of lots separates them, and the ranking's
    Tie-break column says so ("pari merito: sorteggio da fare"), on the page and on paper."""
    return frozenset(row.entry for group in ties for row in group)


def tied_places(rows: Sequence[Standing]) -> tuple[tuple[Standing, ...], ...]:
    """The rows that share a rank, one tuple per rank, best first. Only entries with a
    result count: before any result everyone is level, and a draw made then would decide
    ties that have not happened yet."""
    # Grouped by rank before asking which rows have a result: a 500-line ranking has few
    # shared places, and asking each of its rows cost more than the rest of the page's logic.
    tied: list[tuple[Standing, ...]] = []
    for _, group in groupby(rows, key=lambda row: row.rank):
        sharing = list(group)
        if len(sharing) > 1:
            played = tuple(row for row in sharing if has_result(row))
            if len(played) > 1:
                tied.append(played)
    return tuple(tied)


def has_result(row: Standing) -> bool:
    """Whether a standings row has a result behind it (a finished table, a turno entered)."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.values import BurracoStanding

    if isinstance(row, BurracoStanding):
        return any(vp is not None for vp in row.vp_per_round)
    return row.stage > 0
