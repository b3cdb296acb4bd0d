"""Registration: the pairs or players entered in a tournament."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.services.context import ServiceContext
from tournament_app.services.values import Entry, PlayerSpec, TournamentId


@dataclass(frozen=True)
class NewEntry:
    """One entry to add: its players (two for a burraco pair, one otherwise) and details."""

    players: tuple[PlayerSpec, ...]
    number: int | None = None
    """None: the next free number."""
    group: str | None = None
    category: str | None = None


class EntryService:
    """Adding, editing, checking in and withdrawing entries."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def add(
        self,
        tournament_id: TournamentId,
        players: Sequence[PlayerSpec],
        *,
        number: int | None = None,
        group: str | None = None,
        category: str | None = None,
    ) -> Entry:
        """Enter a pair or a player; players new to the registry are added to it.

        DUPLICATE_ENTRY if a player is already entered or the number is taken;
        INVALID_INPUT if the count of players does not fit the game (2 for burraco pairs).
        """
        raise NotImplementedError

    def add_many(
        self, tournament_id: TournamentId, entries: Sequence[NewEntry]
    ) -> tuple[Entry, ...]:
        """Enter several at once (an import): all of them, or on any error none."""
        raise NotImplementedError

    def edit(
        self,
        tournament_id: TournamentId,
        number: int,
        *,
        players: Sequence[PlayerSpec] | None = None,
        group: str | None = None,
        category: str | None = None,
    ) -> Entry:
        """Change an entry's players, group or category (None leaves it; "" clears)."""
        raise NotImplementedError

    def set_present(self, tournament_id: TournamentId, number: int, present: bool) -> Entry:
        """Check an entry in (present) or out; only present entries are seated."""
        raise NotImplementedError

    def withdraw(self, tournament_id: TournamentId, number: int, withdrawn: bool = True) -> Entry:
        """Withdraw an entry from the next rounds (or bring it back); past results stay."""
        raise NotImplementedError

    def get(self, tournament_id: TournamentId, number: int) -> Entry:
        """One entry by number; NotFoundError if there is none."""
        raise NotImplementedError

    def list(self, tournament_id: TournamentId) -> tuple[Entry, ...]:
        """Every entry by number, with `duplicate_of` flagging entries that share a player."""
        raise NotImplementedError
