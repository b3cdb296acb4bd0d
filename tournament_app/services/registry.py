"""The club's player registry: players (tessera, name, club, category) and clubs.

Names are matched by their keys (`tournament_app.names`), stored beside them: a typed name
is the registry's when it is the same but for case and spacing (accents count: Nicolò is not
Nicolo), and a search finds it typed with or without accents ("nicolo" finds NICOLÒ).

A tessera names its holder, leading zeros of a card of digits aside, and a name typed with it
must be the holder's as a search compares names; another name is refused, never replaced
by the holder's (`registry_batch.CardHolders`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.names import name_key, search_key, search_words
from tournament_app.services import convert, lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.registry_batch import (
    CardClash,
    CardHolders,
    Registered,
    RegistryBatch,
    card_clashes,
    get_or_create_club,
    listed,
)
from tournament_app.services.user_text import (
    CATEGORY,
    CLUB,
    NAME,
    SURNAME,
    TESSERA,
    clean_text,
    optional_text,
)
from tournament_app.services.values import (
    Club,
    ClubId,
    Player,
    PlayerId,
    PlayerSpec,
    TournamentId,
)
from tournament_app.storage.models import ClubRow, PlayerRow

REGISTRY_CHANGED = Changes(registry=True)


def clubs_named(session: Session, text: str) -> list[int]:
    """The ids of every club whose name is `text` by its key: the one a typed name finds, and
    any the upgrade to schema 0005 kept beside it without a key (two spellings an older Torneo
    stored as two clubs), whose players are that club's too."""
    key = name_key(text)
    found = list(session.scalars(select(ClubRow.id).where(ClubRow.name_key == key)))
    kept = session.scalars(select(ClubRow).where(ClubRow.name_key.is_(None))).all()
    return found + [club.id for club in kept if name_key(club.name) == key]


def _check_tessera_free(session: Session, tessera: str | None, player_id: int | None) -> None:
    """Refuse giving `tessera` to a player when another holds that card, as cards are told
    apart (`card_key`: 0456 is 456, fb100 is FB100), naming the card as the holder has it."""
    if tessera is None:
        return
    holder = CardHolders(session, [tessera]).taken(tessera)
    if holder is not None and holder.id != player_id:
        raise ServiceError(
            ErrorCode.DUPLICATE_PLAYER,
            {"tessera": holder.tessera, "player": f"{holder.surname} {holder.name}".strip()},
        )


class RegistryService:
    """Searching and keeping the club's players."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def search(self, text: str, *, limit: int = 20) -> tuple[Player, ...]:
        """Players whose surname, name or tessera hold every word of `text`, case and accents
        aside ("nicolo" finds NICOLÒ, "cantu pia" Pia CANTÙ), by surname."""
        words = search_words(text)
        with self._context.reading() as session:
            query = select(PlayerRow)
            for word in words:
                # Never a wildcard: a typed % or _ is looked for as itself.
                query = query.where(PlayerRow.search_key.contains(word, autoescape=True))
            rows = session.scalars(
                # By the search key (surname, name, tessera without case or accents): the
                # database's own order would put "de Luca" and "Ðorđević" after Z.
                query.order_by(PlayerRow.search_key, PlayerRow.id).limit(limit)
            ).all()
            return tuple(convert.player(row) for row in rows)

    def card_holder(self, tessera: str) -> Player | None:
        """The player holding `tessera`, as cards are told apart (`card_key`: 0456 is 456,
        fb100 is FB100); None when nobody does."""
        card = optional_text(tessera, TESSERA)
        if card is None:
            return None
        with self._context.reading() as session:
            holder = CardHolders(session, [card]).taken(card)
            return None if holder is None else convert.player(holder)

    def card_clashes(self, players: Sequence[PlayerSpec]) -> tuple[CardClash | None, ...]:
        """For each player, the registry's holder of its tessera when that holder has another
        name (leading zeros of a card of digits aside): entering the player would be refused
        (tessera_name_mismatch), so an import's preview lists the line first. None for the
        others."""
        with self._context.reading() as session:
            return card_clashes(session, players)

    def entering(
        self, tournament_id: TournamentId, players: Sequence[PlayerSpec]
    ) -> tuple[Entering, ...]:
        """What entering `players` in the tournament, in order, would meet, nothing written:
        for each, the entry already holding the registry player it names, or the namesakes
        it could name and names none of, which entering refuses. The rule is entering's own
        (`RegistryBatch.resolve`, the tournament's entries given), so an entry list's preview
        lists the lines the quick-add line would refuse, and only those. NOT_FOUND for no
        such tournament."""
        from tournament_app.storage.models import EntryPlayerRow, EntryRow

        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            held = (
                select(EntryPlayerRow.player_id, EntryRow.number)
                .join(EntryRow, EntryPlayerRow.entry_id == EntryRow.id)
                .where(EntryRow.tournament_id == tournament_id)
            )
            entries = {int(player): int(number) for player, number in session.execute(held)}
            batch = RegistryBatch.looking(
                session, players, entered=lambda row: row.id is not None and row.id in entries
            )
            return tuple(_entering(batch, spec, entries) for spec in players)

    def get(self, player_id: PlayerId) -> Player:
        """One player; NotFoundError if there is none."""
        with self._context.reading() as session:
            return convert.player(lookup.player(session, player_id))

    def add(
        self,
        surname: str,
        name: str,
        *,
        tessera: str | None = None,
        club: str | None = None,
        category: str | None = None,
    ) -> Player:
        """Add a player (the club is created when new); DUPLICATE_PLAYER if the tessera exists,
        STATE_REFUSED (registry_namesake) for a namesake of the same club, or both without one,
        and no tessera to tell them apart."""
        return self.add_many(
            [PlayerSpec(surname=surname, name=name, tessera=tessera, club=club, category=category)]
        )[0]

    def add_many(self, players: Sequence[PlayerSpec]) -> tuple[Player, ...]:
        """Add several players in one transaction: all of them, or (on any error) none."""
        with self._context.writing(REGISTRY_CHANGED) as work:
            batch = RegistryBatch(work, players)
            rows = []
            for index, spec in enumerate(players):
                try:
                    _refuse_twin(batch, spec)
                    rows.append(batch.new(spec))
                except ServiceError as error:
                    error.params.setdefault("row", index + 1)
                    raise
            work.session.flush()
            work.log(
                "player.add",
                f"{len(rows)} players" if len(rows) != 1 else f"player {rows[0].id}",
                tournament_id=None,
                summary=", ".join(f"{r.surname} {r.name}".strip() for r in rows[:5]),
            )
            return tuple(convert.player(row) for row in rows)

    def registering(self, players: Sequence[PlayerSpec]) -> tuple[Registered, ...]:
        """What `register_many` would do with `players`, nothing written: each one already in
        the registry (and what the line would record of them) or to be added."""
        with self._context.reading() as session:
            batch = RegistryBatch.looking(session, players)
            return _registered(batch, players)

    def register_many(self, players: Sequence[PlayerSpec]) -> tuple[Registered, ...]:
        """Register the players of a list in one transaction, all or (on any error) none: a
        player the registry holds (by tessera, or by name: `RegistryBatch.known`) is not
        added again, and the club or tessera the line gives them, where the registry has
        none, is recorded (undo takes it back); the others are added."""
        with self._context.writing(REGISTRY_CHANGED | Changes(entries=True)) as work:
            batch = RegistryBatch(work, players)
            met = _registered(batch, players, flush=work.session.flush)
            added = [m for m in met if not m.present]
            changed = added or [m for m in met if m.recorded]
            work.log(
                "player.add" if added else "player.edit",
                f"{len(changed)} players"
                if len(changed) != 1
                else f"player {changed[0].player_id}",
                tournament_id=None,
                summary=", ".join(m.name for m in changed[:5]),
            )
            return met

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
        """Change a player's details (None leaves a field; "" clears tessera/club/category).

        Every text given is checked before the player is touched (TEXT_* errors); the player
        made a namesake nothing tells from another is refused as `add` refuses them
        (STATE_REFUSED, registry_namesake), nothing changed.
        """
        new_surname = None if surname is None else clean_text(surname, SURNAME)
        new_name = None if name is None else clean_text(name, NAME)
        new_tessera = None if tessera is None else optional_text(tessera, TESSERA)
        new_category = None if category is None else optional_text(category, CATEGORY)
        if club is not None:
            optional_text(club, CLUB)
        with self._context.writing(REGISTRY_CHANGED | Changes(entries=True)) as work:
            row = lookup.player(work.session, player_id)
            registered = _as_registered(row)
            edited = PlayerSpec(
                surname=registered.surname if new_surname is None else new_surname,
                name=registered.name if new_name is None else new_name,
                tessera=registered.tessera if tessera is None else new_tessera,
                club=registered.club if club is None else club,
            )
            if _told_by(edited) != _told_by(registered):
                # Only an edit that changes how the player is told apart makes a twin: one an
                # older registry holds already may still have the rest corrected.
                _refuse_twin(RegistryBatch(work, [edited]), edited, itself=row)
            work.track(row)
            if new_surname is not None:
                row.surname = new_surname
            if new_name is not None:
                row.name = new_name
            if tessera is not None:
                _check_tessera_free(work.session, new_tessera, row.id)
                row.tessera = new_tessera
            if club is not None:
                row.club = get_or_create_club(work, club)
            if category is not None:
                row.category = new_category
            work.log("player.edit", f"player {row.id}", tournament_id=None, summary=row.surname)
            work.session.flush()
            return convert.player(row)

    def clubs(self) -> tuple[Club, ...]:
        """Every club, by name."""
        with self._context.reading() as session:
            rows = session.scalars(select(ClubRow)).all()
            ordered = sorted(rows, key=lambda row: (search_key(row.name), row.id))
            return tuple(Club(ClubId(row.id), row.name) for row in ordered)


@dataclass(frozen=True)
class Entering:
    """What entering one player in a tournament would meet (`RegistryService.entering`)."""

    entry: int | None = None
    """The entry already holding the registry player the line names: entering refuses the
    line (player_already_entered)."""
    namesakes: tuple[str, ...] = ()
    """The registered namesakes a line giving no club nor tessera could be, "Verdi Luca
    (Tivoli)" (`RegistryBatch.unsaid`): entering refuses the line (player_namesakes)."""


def _entering(batch: RegistryBatch, spec: PlayerSpec, entries: Mapping[int, int]) -> Entering:
    """What entering `spec` meets (`RegistryService.entering`), and what it records or makes
    kept in `batch`, so the next spec meets it as entering would. A card held under another
    name is no verdict here (`card_clashes` names it), nor a text refused (its own line's)."""
    if spec.player_id is not None:
        return Entering(entries.get(int(spec.player_id)))
    try:
        row = batch.known(spec)
        if row is None:
            unsaid = batch.unsaid(spec)
            if unsaid:
                return Entering(namesakes=tuple(listed(namesake) for namesake in unsaid))
            batch.new(spec)
            return Entering()
    except ServiceError:
        return Entering()
    number = entries.get(row.id) if row.id is not None else None
    if number is None:
        batch.recorded(row, spec)
    return Entering(number)


def _as_registered(row: PlayerRow) -> PlayerSpec:
    """A registry player as a spec naming them: their name, tessera and club."""
    club = None if row.club is None else row.club.name
    return PlayerSpec(surname=row.surname, name=row.name, tessera=row.tessera, club=club)


def _told_by(spec: PlayerSpec) -> tuple[str, str, str | None, str | None]:
    """What tells a player from a namesake (`RegistryBatch.twin`): the name and the club by
    their keys, and the tessera (compared, never judged: the registry's own are kept)."""
    club = (spec.club or "").strip()
    return (
        name_key(spec.surname),
        name_key(spec.name),
        (spec.tessera or "").strip() or None,
        name_key(club) if club else None,
    )


def _refuse_twin(
    batch: RegistryBatch, spec: PlayerSpec, *, itself: PlayerRow | None = None
) -> None:
    """STATE_REFUSED (registry_namesake) when the registry holds a player `spec` could not be
    told apart from (`RegistryBatch.twin`; `itself`, the player edited, aside): a second
    identical row would split one person's tournaments between two players, and a name
    typed later could find neither."""
    twin = batch.twin(spec, itself=itself)
    if twin is None:
        return
    raise ServiceError(
        ErrorCode.STATE_REFUSED, {"detail": "registry_namesake", "player": listed(twin)}
    )


def _registered(
    batch: RegistryBatch,
    players: Sequence[PlayerSpec],
    *,
    flush: Callable[[], None] | None = None,
) -> tuple[Registered, ...]:
    """Each of `players` registered by `batch` in order (`RegistryBatch.register`), as
    `Registered`; `flush` gives the added their ids first. A refusal names its line (`row`)."""
    met = []
    for index, spec in enumerate(players):
        try:
            met.append(batch.register(spec))
        except ServiceError as error:
            error.params.setdefault("row", index + 1)
            raise
    if flush is not None:
        flush()
    return tuple(line.registered() for line in met)
