"""The club's player registry: players (tessera, name, club, category) and clubs."""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import Club, Player, PlayerId, PlayerSpec


class RegistryService:
    """Searching and keeping the club's players."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def search(self, text: str, *, limit: int = 20) -> tuple[Player, ...]:
        """Players whose surname, name or tessera contain `text` (case-insensitive), by surname."""
        raise NotImplementedError

    def get(self, player_id: PlayerId) -> Player:
        """One player; NotFoundError if there is none."""
        raise NotImplementedError

    def add(
        self,
        surname: str,
        name: str,
        *,
        tessera: str | None = None,
        club: str | None = None,
        category: str | None = None,
    ) -> Player:
        """Add a player (the club is created when new); DUPLICATE_PLAYER if the tessera exists."""
        raise NotImplementedError

    def add_many(self, players: Sequence[PlayerSpec]) -> tuple[Player, ...]:
        """Add several players in one transaction: all of them, or (on any error) none."""
        raise NotImplementedError

    def edit(
        self,
        player_id: PlayerId,
        *,
        surname: str | None = None,
        name: str | None = None,
        tessera: str | None = None,
        club: str | None = None,
        category: str | None = None,
    ) -> Player:
        """Change a player's details (None leaves a field; "" clears tessera/club/category)."""
        raise NotImplementedError

    def clubs(self) -> tuple[Club, ...]:
        """Every club, by name."""
        raise NotImplementedError
