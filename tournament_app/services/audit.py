"""The log of every change, and undo of the last one."""

from __future__ import annotations

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import AuditEntry, TournamentId


class AuditService:
    """Reading the audit trail and undoing the last change."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def list(
        self, tournament_id: TournamentId | None = None, *, limit: int = 200
    ) -> tuple[AuditEntry, ...]:
        """The latest changes, newest first (of one tournament, or of the whole database)."""
        raise NotImplementedError

    def undo_last(self, tournament_id: TournamentId | None = None) -> AuditEntry:
        """Undo the latest change not yet undone; returns the entry undone.

        NOTHING_TO_UNDO when there is none; ConflictError when the data changed since.
        """
        raise NotImplementedError
