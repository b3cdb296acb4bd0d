"""The registry as one transaction's typed names find it: registry players looked up together.

A list of 500 pairs names 1,000 players. Asking the database for each (its name, its club,
its tessera, then inserting it on its own) cost about ten statements a player; here the
players a list could mean are read in a few statements at the start, and the players and
clubs it adds are remembered, so the next line naming them finds them as the database would.
Registering players (`RegistryService.add_many`) makes them the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import islice
from typing import TYPE_CHECKING

from sqlalchemy import select, tuple_

from tournament_app.names import name_key
from tournament_app.services import lookup
from tournament_app.services.context import UnitOfWork
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.user_text import (
    CATEGORY,
    CLUB,
    NAME,
    SURNAME,
    TESSERA,
    TextRule,
    clean_text,
    optional_text,
)

if TYPE_CHECKING:
    from tournament_app.services.values import PlayerSpec
    from tournament_app.storage.models import ClubRow, PlayerRow


def get_or_create_club(work: UnitOfWork, name: str | None) -> ClubRow | None:
    """The club named (its name key: "forlì" is FORLÌ), created when new; None for no club.

    The name is checked first (TEXT_TOO_LONG, TEXT_CONTROL_CHARACTER).
    """
    from tournament_app.storage.models import ClubRow

    text = optional_text(name, CLUB)
    if text is None:
        return None
    club = work.session.scalar(select(ClubRow).where(ClubRow.name_key == name_key(text)))
    if club is None:
        club = ClubRow(name=text)
        work.add(club)
        work.session.flush()
    return club


# Pairs of keys per statement: far under SQLite's and PostgreSQL's limits on parameters.
CHUNK = 400


def _chunks(items: Iterable[object], size: int = CHUNK) -> Iterable[list[object]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


def _cleaned(text: str | None, rule: TextRule) -> str | None:
    """`text` cleaned as the resolving will clean it, or None when it is empty or will be
    refused (the refusal then comes at its own line, naming it)."""
    try:
        return optional_text(text, rule)
    except ServiceError:
        return None


class RegistryBatch:
    """Resolves player specs within one unit of work as `resolve_player` would, one at a time
    and in order, with the registry read once for all of them."""

    def __init__(self, work: UnitOfWork, specs: Sequence[PlayerSpec]) -> None:
        from tournament_app.storage.models import PlayerRow

        self._work = work
        self._by_tessera: dict[str, PlayerRow] = {}
        self._by_name: dict[tuple[str, str], list[PlayerRow]] = {}
        self._clubs: dict[str, ClubRow] = {}
        unnumbered = [spec for spec in specs if spec.player_id is None]
        tesseras = {
            tessera
            for spec in unnumbered
            if (tessera := _cleaned(spec.tessera, TESSERA)) is not None
        }
        names = set()
        for spec in unnumbered:
            surname = _cleaned(spec.surname, SURNAME)
            name = _cleaned(spec.name, NAME)
            if surname is not None and name is not None:
                names.add((name_key(surname), name_key(name)))
        session = work.session
        for chunk in _chunks(tesseras):
            for row in session.scalars(select(PlayerRow).where(PlayerRow.tessera.in_(chunk))):
                self._by_tessera[str(row.tessera)] = row
        for chunk in _chunks(sorted(names)):
            query = select(PlayerRow).where(
                tuple_(PlayerRow.surname_key, PlayerRow.name_key).in_(chunk)
            )
            for row in session.scalars(query):
                self._by_name.setdefault((row.surname_key, row.name_key), []).append(row)

    def resolve(self, spec: PlayerSpec) -> PlayerRow:
        """The registry player a spec names: by id, by tessera, by a unique exact name (in its
        club when one is given), or new."""
        if spec.player_id is not None:
            return lookup.player(self._work.session, spec.player_id)
        tessera = optional_text(spec.tessera, TESSERA)
        if tessera is not None:
            return self._by_tessera.get(tessera) or self.new(spec)
        surname = clean_text(spec.surname, SURNAME)
        name = clean_text(spec.name, NAME)
        matches = self._by_name.get((name_key(surname), name_key(name)), [])
        club = optional_text(spec.club, CLUB)
        if club is not None:
            key = name_key(club)
            matches = [row for row in matches if row.club and name_key(row.club.name) == key]
        return matches[0] if len(matches) == 1 else self.new(spec)

    def new(self, spec: PlayerSpec) -> PlayerRow:
        """A new registry player: every text checked first (TEXT_* errors name the field), the
        tessera free (DUPLICATE_PLAYER), the club found by its name or made."""
        from tournament_app.storage.models import PlayerRow

        surname = clean_text(spec.surname, SURNAME)
        name = clean_text(spec.name, NAME)
        tessera = optional_text(spec.tessera, TESSERA)
        category = optional_text(spec.category, CATEGORY)
        club = optional_text(spec.club, CLUB)
        holder = self._by_tessera.get(tessera) if tessera is not None else None
        if holder is not None:
            raise ServiceError(
                ErrorCode.DUPLICATE_PLAYER,
                {"tessera": tessera, "player": f"{holder.surname} {holder.name}".strip()},
            )
        row = PlayerRow(surname=surname, name=name, tessera=tessera, category=category)
        row.club = self._club(club)
        self._work.add(row)
        if tessera is not None:
            self._by_tessera[tessera] = row
        self._by_name.setdefault((name_key(surname), name_key(name)), []).append(row)
        return row

    def _club(self, text: str | None) -> ClubRow | None:
        """The club named, found or made once per transaction."""
        if text is None:
            return None
        key = name_key(text)
        if key not in self._clubs:
            club = get_or_create_club(self._work, text)
            assert club is not None
            self._clubs[key] = club
        return self._clubs[key]
