"""Entry numbers to the names a director reads, for every page and dialog that lists entries."""

from __future__ import annotations

from tournament_app.services import TournamentId
from tournament_app.ui.context import AppContext


class EntryNames:
    """Entry numbers to the names a director reads ("7 Rossi - Bianchi"), for one tournament."""

    def __init__(self, context: AppContext, tournament_id: TournamentId | None) -> None:
        self.names: dict[int, str] = {}
        if tournament_id is not None:
            self.names = context.services.entries.names(tournament_id)

    def name(self, number: int) -> str:
        """The players' names of entry `number` ("" when unknown)."""
        return self.names.get(number, "")

    def line(self, numbers: tuple[int, ...]) -> str:
        """A line of a table: numbers with names, e.g. "7 Rossi Anna - Bianchi Carlo"."""
        return " / ".join(f"{n} {self.name(n)}".strip() for n in numbers)
