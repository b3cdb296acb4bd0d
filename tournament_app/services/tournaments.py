"""Creating, listing and editing tournaments, and the saved custom VP tables."""

from __future__ import annotations

from tournament_app.services.context import ServiceContext
from tournament_app.services.settings import TournamentDraft, TournamentSettings, VictoryPointScale
from tournament_app.services.values import (
    Tournament,
    TournamentId,
    TournamentStatus,
    TournamentSummary,
)


class TournamentService:
    """The director's actions on whole tournaments."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def create(self, draft: TournamentDraft) -> Tournament:
        """Create a tournament from the wizard's values (settings validated through scoring).

        Raises ServiceError(INVALID_SETTINGS / INVALID_INPUT) and changes nothing on bad values.
        """
        raise NotImplementedError

    def get(self, tournament_id: TournamentId) -> Tournament:
        """The tournament with its full settings; NotFoundError if there is none."""
        raise NotImplementedError

    def list(self) -> tuple[TournamentSummary, ...]:
        """Every tournament in the database, newest date first."""
        raise NotImplementedError

    def edit(
        self,
        tournament_id: TournamentId,
        *,
        name: str | None = None,
        date: str | None = None,
        venue: str | None = None,
        settings: TournamentSettings | None = None,
    ) -> Tournament:
        """Change name, date, venue or settings (None leaves a field as it is).

        The game cannot change; settings that seat or score rounds already played
        (hands, VP table, pairs/individual) are refused once a round is published.
        """
        raise NotImplementedError

    def set_status(self, tournament_id: TournamentId, status: TournamentStatus) -> Tournament:
        """Mark a tournament as in registration, running or finished."""
        raise NotImplementedError

    def delete(self, tournament_id: TournamentId) -> None:
        """Delete a tournament with its entries, rounds, results and penalties (undoable)."""
        raise NotImplementedError

    def save_vp_scale(self, scale: VictoryPointScale) -> VictoryPointScale:
        """Save (or replace, by name) a custom VP table for reuse; validated through scoring."""
        raise NotImplementedError

    def vp_scales(self) -> tuple[VictoryPointScale, ...]:
        """The FIBUR tables (3 and 4 hands) followed by the saved custom ones."""
        raise NotImplementedError
