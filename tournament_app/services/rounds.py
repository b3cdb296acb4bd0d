"""Rounds: generating the next one by the schedule, swapping, checking and publishing."""

from __future__ import annotations

from tournament_app.services.context import ServiceContext
from tournament_app.services.settings import PairingSystem
from tournament_app.services.values import Round, RoundCheck, RoundProgress, TournamentId


class RoundService:
    """The director's actions on rounds (turni; stages in scala 40)."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def generate(
        self,
        tournament_id: TournamentId,
        *,
        system: PairingSystem | None = None,
        seed: int | None = None,
    ) -> Round:
        """Seat the next round as a draft, by the schedule (or `system` when given).

        A draft of the same round is replaced. Refused while the previous round misses
        results (ROUND_INCOMPLETE), past the schedule (NO_MORE_ROUNDS), or with too few
        present entries (NOT_ENOUGH_ENTRIES). Scala 40: the next stage's tables.
        """
        raise NotImplementedError

    def get(self, tournament_id: TournamentId, number: int | None = None) -> Round:
        """One round's seating (None: the latest); NotFoundError if there is none."""
        raise NotImplementedError

    def list(self, tournament_id: TournamentId) -> tuple[Round, ...]:
        """Every round, in order."""
        raise NotImplementedError

    def swap(self, tournament_id: TournamentId, number: int, first: int, second: int) -> Round:
        """Exchange two entries' seats (by entry number) in a draft round."""
        raise NotImplementedError

    def swap_tables(
        self, tournament_id: TournamentId, number: int, first: int, second: int
    ) -> Round:
        """Exchange two whole tables' numbers in a draft round."""
        raise NotImplementedError

    def check(self, tournament_id: TournamentId, number: int) -> RoundCheck:
        """What the seating breaks (someone unseated or seated twice, a forbidden rematch)."""
        raise NotImplementedError

    def publish(self, tournament_id: TournamentId, number: int) -> Round:
        """Announce a draft round: results can then be entered; a backup is taken first."""
        raise NotImplementedError

    def delete_draft(self, tournament_id: TournamentId, number: int) -> None:
        """Throw away a draft round (a published one stays: ROUND_PUBLISHED)."""
        raise NotImplementedError

    def progress(self, tournament_id: TournamentId, number: int | None = None) -> RoundProgress:
        """Which tables of a round have their result in and which are missing."""
        raise NotImplementedError
