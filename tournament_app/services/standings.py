"""Standings: overall, per group, per category, and the prize list."""

from __future__ import annotations

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import Prize, Standing, TournamentId


class StandingsService:
    """Rankings computed through scoring from the stored results and penalties."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def overall(
        self, tournament_id: TournamentId, *, after_round: int | None = None
    ) -> tuple[Standing, ...]:
        """The ranking after `after_round` (None: every result in so far).

        Burraco: BurracoStanding rows by VP and the tournament's tie-breaks.
        Scala 40: Scala40Standing rows by stage reached or placement points.
        """
        raise NotImplementedError

    def by_group(self, tournament_id: TournamentId) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per group (girone), ranks restarting at 1 in each."""
        raise NotImplementedError

    def by_category(
        self, tournament_id: TournamentId
    ) -> tuple[tuple[str, tuple[Standing, ...]], ...]:
        """One ranking per category, ranks restarting at 1 in each."""
        raise NotImplementedError

    def prizes(
        self, tournament_id: TournamentId, *, per: str = "overall", places: int = 3
    ) -> tuple[Prize, ...]:
        """The prize list: the first `places` overall, or per "group" or per "category"."""
        raise NotImplementedError
