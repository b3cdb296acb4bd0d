"""The demo tournaments offered on first run: something to look at and click through."""

from __future__ import annotations

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import TournamentId


class DemoService:
    """Creating the demo tournaments through the ordinary services."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def create_burraco_evening(self) -> TournamentId:
        """A burraco evening for 16 pairs (3 Mitchell + 1 Danese, 3 hands), half played."""
        raise NotImplementedError

    def create_scala40_afternoon(self) -> TournamentId:
        """A scala 40 tournament for 12 players with a table still in play."""
        raise NotImplementedError

    def create_all(self) -> tuple[TournamentId, ...]:
        """Both demo tournaments."""
        raise NotImplementedError
