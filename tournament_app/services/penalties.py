"""Penalties: warnings, VP or MP taken away, forfeits; never credited to the opponents."""

from __future__ import annotations

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import Penalty, PenaltyId, PenaltyKind, TournamentId


class PenaltyService:
    """Giving and taking back penalties."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def add(
        self,
        tournament_id: TournamentId,
        entry: int,
        kind: PenaltyKind,
        *,
        reason: str,
        round_number: int | None = None,
        vp: int = 0,
        mp: int = 0,
    ) -> Penalty:
        """Give a penalty to an entry (by number), in a round or overall, with its reason.

        `vp`/`mp` are the points taken away (positive numbers). Two warnings cost 1 VP in
        the standings.
        """
        raise NotImplementedError

    def remove(self, tournament_id: TournamentId, penalty_id: PenaltyId) -> None:
        """Take a penalty back."""
        raise NotImplementedError

    def list(self, tournament_id: TournamentId, *, entry: int | None = None) -> tuple[Penalty, ...]:
        """Every penalty of a tournament (or of one entry), oldest first."""
        raise NotImplementedError
