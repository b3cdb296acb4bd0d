"""The registry as one transaction's typed names find it: registry players looked up together.

A list of 500 pairs names 1,000 players. Asking the database for each (its name, its club,
its tessera, then inserting it on its own) cost about ten statements a player; here the
players a list could mean are read in a few statements at the start, and the players and
clubs it adds are remembered, so the next line naming them finds them as the database would.
Registering players (`RegistryService.add_many`) makes them the same way.

`resolve` is the one rule saying which registry player a line names (by id, by tessera, by
name: `known`); a list imported into the registry (`register`) and a tournament file's
players (`archive.matching`) are met by it too, so no path splits one person in two. A line
naming a known player records what the registry lacks of them (`recorded`): their club, and
the tessera of a player registered without one. A preview asks the same on a batch that
only looks (`RegistryBatch.looking`): what it records stays in memory.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, NamedTuple

from sqlalchemy import func, select, tuple_

from tournament_app.names import name_key, search_key
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
from tournament_app.services.values import PlayerId

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tournament_app.services.values import PlayerSpec
    from tournament_app.storage.models import ClubRow, PlayerRow

DIGITS = re.compile(r"[0-9]+")


def card_key(tessera: str) -> str:
    """A tessera as cards are told apart: its letters in capitals ("fb100" is FB100), and a
    card of digits only without its leading zeros ("0456" and "456" are one card).

    A spreadsheet stores a column of digits as numbers unless told otherwise, and a number
    has no leading zeros: the registry's 0456, typed in Excel, comes back as 456, and read
    as written it would make a second Verdi Paola. Ignoring the zeros finds her; a card
    typed in small letters is the registry's in capitals likewise. It is safe because the
    name on the line must still agree with the registry's (`same_person`): were 456 and 0456
    (or fb100 and FB100) ever two people's cards, the line would be refused naming the
    holder, never entered as someone else nor merged. Zeros stay in a card with letters
    ("FB0100" is not "FB100"): no spreadsheet drops zeros from text.
    """
    upper = tessera.upper()
    return (upper.lstrip("0") or "0") if DIGITS.fullmatch(upper) else upper


def same_person(surname: str, name: str, holder_surname: str, holder_name: str) -> bool:
    """Whether a line's surname and name are the registry's name for the card it gives, as a
    search compares names (`names.search_key`: case, spacing and accents aside).

    The card already says who the player is; the name only confirms it, so "Rossi Nicolo"
    typed for the registry's Rossi Nicolò, or "ROSSI niccolò" for Rossi Niccolò, is that
    player. Accents count when a name alone must tell two people apart (`names.name_key`),
    not when the card does. A line giving only a surname agrees when the surname does.
    """
    typed = search_key(f"{surname} {name}")
    if typed == search_key(f"{holder_surname} {holder_name}"):
        return True
    return not name.strip() and typed == search_key(holder_surname)


@dataclass(frozen=True)
class CardClash:
    """A line's tessera held in the registry by a player of another name."""

    tessera: str
    """The card as the line gives it (456 for the registry's 0456)."""
    holder: str
    """The registry's player of that card, "Surname Name"."""
    typed: str
    """The name the line gives, "Surname Name"."""


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


def namesake_named(
    namesakes: Sequence[PlayerRow], club: str | None, *, carded: bool = False
) -> PlayerRow | None:
    """The one registry player of `namesakes` (the same surname and name by `names.name_key`)
    a line without a tessera names, given the club it gives; None when it names none of them
    or could name several, and a new player is made. A line with a tessera nobody holds asks
    it of the namesakes without one (`RegistryBatch.known`).

    No club: the only namesake, whatever their club, else the only namesake without a club
    (the line and that person both name none: the same person, not a new row each evening the
    name is typed alone), and when each has a club, entering refuses the line naming them
    (`RegistryBatch.unsaid`); `carded`, a line giving a card nobody holds, only the only namesake:
    the card, on a new player, finds them next time. A club: the only namesake of that club
    (compared by `name_key`, as clubs are told apart: "circolo  AURORA" is Circolo Aurora),
    else the only namesake without a club, who is that person with their club not yet
    recorded. A namesake of another club is another person: two clubs may each have a Rossi
    Mario. Two candidates alike (two of the club, or none of it and two without a club) are
    not chosen between: a guess could enter one person's results under the other's name, so
    a new player is made, as for two namesakes and no club, and the entries that share the
    name are flagged (`convert.duplicates`).
    """
    if club is None:
        candidates = list(namesakes)
        if len(candidates) > 1 and not carded:
            candidates = [row for row in namesakes if row.club is None]
    else:
        key = name_key(club)
        candidates = [
            row for row in namesakes if row.club is not None and name_key(row.club.name) == key
        ] or [row for row in namesakes if row.club is None]
    return candidates[0] if len(candidates) == 1 else None


@dataclass(frozen=True)
class Registered:
    """One player of a list as registering it meets them (`RegistryService.register_many`,
    and `RegistryService.registering` for a preview)."""

    name: str
    """"Surname Name": the registry's spelling for a player already there."""
    player_id: PlayerId | None
    """The registry's player; None for one not in the database yet (a preview's new one)."""
    present: bool
    """Already in the registry (by tessera or by name): not added again."""
    club: str | None = None
    """The club the line records for a player already there who had none."""
    tessera: str | None = None
    """The tessera the line records for a player already there who had none."""

    @property
    def recorded(self) -> bool:
        """Whether the line records something of a player already there."""
        return self.club is not None or self.tessera is not None


class RegistryBatch:
    """Resolves player specs within one unit of work, one at a time and in order, with the
    registry read once for all of them."""

    def __init__(
        self,
        work: UnitOfWork | None,
        specs: Sequence[PlayerSpec],
        *,
        session: Session | None = None,
        entered: Callable[[PlayerRow], bool] | None = None,
    ) -> None:
        """`work` None: a batch that only looks, at `session` (`looking`). `entered`: whether
        a player is entered already in the tournament the specs are entered in (`known`)."""
        from tournament_app.storage.models import PlayerRow

        self._work = work
        self._entered = entered
        self._by_name: dict[tuple[str, str], list[PlayerRow]] = {}
        self._clubs: dict[str, ClubRow] = {}
        self._made: set[int] = set()
        """`id()` of the players this batch made (kept alive by `_by_name`)."""
        chosen = work.session if work is not None else session
        assert chosen is not None, "a batch reads a session"
        self._session = chosen
        unnumbered = [spec for spec in specs if spec.player_id is None]
        tesseras = {
            tessera
            for spec in unnumbered
            if (tessera := _cleaned(spec.tessera, TESSERA)) is not None
        }
        names = {key for spec in unnumbered if (key := _name_of(spec)) is not None}
        self.cards = CardHolders(chosen, tesseras)
        for chunk in _chunks(sorted(names)):
            query = select(PlayerRow).where(
                tuple_(PlayerRow.surname_key, PlayerRow.name_key).in_(chunk)
            )
            for row in chosen.scalars(query):
                self._by_name.setdefault((row.surname_key, row.name_key), []).append(row)

    @classmethod
    def looking(
        cls,
        session: Session,
        specs: Sequence[PlayerSpec],
        *,
        entered: Callable[[PlayerRow], bool] | None = None,
    ) -> RegistryBatch:
        """A batch that says what `specs` would do and writes nothing: the registry's rows
        are let go of `session` once read, so what it records and makes stays in memory."""
        batch = cls(None, specs, session=session, entered=entered)
        session.expunge_all()
        return batch

    def resolve(self, spec: PlayerSpec) -> PlayerRow:
        """The registry player a spec names (`known`), with what it records of them
        (`recorded`), or a new one; STATE_REFUSED (player_namesakes) for a spec that could
        name any of several namesakes (`unsaid`)."""
        if spec.player_id is not None:
            return lookup.player(self._session, spec.player_id)
        row = self.known(spec)
        if row is not None:
            return self.recorded(row, spec)
        self._refuse_unsaid(spec)
        return self.new(spec)

    def unsaid(self, spec: PlayerSpec) -> list[PlayerRow]:
        """The registered namesakes a spec giving no club nor tessera could be when there are
        several and the name alone names none of them (`namesake_named`: each has a club, or
        more than one has none, told apart by their cards): which one plays, the name cannot
        say, and a new player of that name would split one of them in two. Empty when the
        spec gives a club or tessera (a new person of that club or card, if none of them),
        for a name nobody or one person has (that person), and beside a single namesake
        without a club (that person), by club, then card."""
        if optional_text(spec.tessera, TESSERA) is not None:
            return []
        if optional_text(spec.club, CLUB) is not None:
            return []
        namesakes = self._namesakes(spec)
        if len(namesakes) < 2 or namesake_named(namesakes, None) is not None:
            return []
        return sorted(
            namesakes,
            key=lambda row: (search_key(_club_name(row)), row.tessera or "", row.id or 0),
        )

    def _refuse_unsaid(self, spec: PlayerSpec) -> None:
        """STATE_REFUSED (player_namesakes) naming the namesakes `spec` could be (`unsaid`)."""
        unsaid = self.unsaid(spec)
        if unsaid:
            raise ServiceError(
                ErrorCode.STATE_REFUSED,
                {
                    "detail": "player_namesakes",
                    "player": " ".join(f"{spec.surname} {spec.name}".split()),
                    "namesakes": [listed(row) for row in unsaid],
                },
            )

    def register(self, spec: PlayerSpec) -> Met:
        """`resolve` for a line of a list registered: the player, whether they were there
        already (by an earlier line of the list, too) and what the line recorded of them."""
        if spec.player_id is not None:
            return Met(self.resolve(spec), present=True)
        known = self.known(spec)
        if known is None:
            return Met(self.new(spec), present=False)
        club, tessera = _missing(known, spec)
        return Met(self.recorded(known, spec), True, club, tessera)

    def known(self, spec: PlayerSpec) -> PlayerRow | None:
        """The registry player a spec without an id names, else None (a new one is made):
        - by tessera: its holder, whose name must be the one the spec gives, if it gives one
          (`CardHolders.holder`, INVALID_INPUT tessera_name_mismatch);
        - a tessera nobody holds: the namesake registered without a tessera (`namesake_named`
          among them), most likely that person with their card not recorded yet. A namesake
          holding another card is another person: different cards, different people;
        - no tessera: by name (`namesake_named`).
        A namesake met by name who is entered already in the tournament (`entered`) and lacks
        the club or tessera the spec gives is another person, made new: one person plays in
        one entry of a tournament, so "Rossi Anna, Tivoli" typed beside entry 1's Rossi Anna
        is a second Rossi Anna, not her club recorded and the pair refused as entering her
        twice. A spec giving nothing she lacks names her, and is refused so.
        Nothing is changed: `recorded` says what the spec adds to the player found."""
        tessera = optional_text(spec.tessera, TESSERA)
        club = optional_text(spec.club, CLUB)
        if tessera is not None:
            holder = self.cards.holder(tessera, spec)
            if holder is not None:
                return holder
            unnumbered = [row for row in self._namesakes(spec) if row.tessera is None]
            found = namesake_named(unnumbered, club, carded=True)
        else:
            found = namesake_named(self._namesakes(spec), club)
        if found is not None and self._entered is not None and self._entered(found):
            return None if _missing(found, spec) != (None, None) else found
        return found

    def twin(self, spec: PlayerSpec, *, itself: PlayerRow | None = None) -> PlayerRow | None:
        """The registry player (or one this batch made) a spec without a tessera could not be
        told apart from: the same surname and name (`names.name_key`), the same club or both
        without one, and no tessera: a card, on either, tells two people apart. `itself`:
        the player the spec describes (edited), who is no twin of their own."""
        if optional_text(spec.tessera, TESSERA) is not None:
            return None
        club = optional_text(spec.club, CLUB)
        key = None if club is None else name_key(club)
        for row in self._namesakes(spec):
            if row is itself or row.tessera is not None:
                continue
            if (None if row.club is None else name_key(row.club.name)) == key:
                return row
        return None

    def _namesakes(self, spec: PlayerSpec) -> list[PlayerRow]:
        key = _name_of(spec)
        return self._by_name.get(key, []) if key is not None else []

    def recorded(self, row: PlayerRow, spec: PlayerSpec) -> PlayerRow:
        """`row`, the player `spec` names, given what the registry lacks of them and the
        spec gives (`_missing`): their club, and their tessera (`known` found them by name,
        nobody holding it). Tracked first, so the change's log row holds the player as they
        were and undo takes it back: the director typed it for them, and a second player of
        that name made for it would split one person in two."""
        club, tessera = _missing(row, spec)
        # A category the registry lacks is recorded too (a pairs list's "Categoria"): the
        # entry's category is its players' (`entries._category_of`).
        category = optional_text(spec.category, CATEGORY) if row.category is None else None
        if club is None and tessera is None and category is None:
            return row
        if self._work is not None and id(row) not in self._made:
            self._work.track(row)  # one made here is in the log row's after, whole
        if club is not None:
            row.club = self._club(club)
        if tessera is not None:
            row.tessera = tessera
            self.cards.made(row)
        if category is not None:
            row.category = category
        return row

    def new(self, spec: PlayerSpec) -> PlayerRow:
        """A new registry player: every text checked first (TEXT_* errors name the field), the
        tessera free, leading zeros aside (DUPLICATE_PLAYER), the club found by its name or made."""
        from tournament_app.storage.models import PlayerRow

        surname = clean_text(spec.surname, SURNAME)
        name = clean_text(spec.name, NAME)
        tessera = optional_text(spec.tessera, TESSERA)
        category = optional_text(spec.category, CATEGORY)
        club = optional_text(spec.club, CLUB)
        holder = self.cards.taken(tessera) if tessera is not None else None
        if holder is not None:
            raise ServiceError(
                ErrorCode.DUPLICATE_PLAYER,
                {"tessera": holder.tessera, "player": _full_name(holder)},
            )
        row = PlayerRow(surname=surname, name=name, tessera=tessera, category=category)
        row.club = self._club(club)
        if self._work is not None:
            self._work.add(row)
        self._made.add(id(row))
        self.cards.made(row)
        self._by_name.setdefault((name_key(surname), name_key(name)), []).append(row)
        return row

    def club_known(self, text: str, club: ClubRow) -> None:
        """`club` is the one `text` names (a tournament file's club, matched already)."""
        self._clubs[name_key(text)] = club

    def _club(self, text: str | None) -> ClubRow | None:
        """The club named, found or made once per transaction (by a batch that only looks,
        made in memory: only its name counts)."""
        from tournament_app.storage.models import ClubRow

        if text is None:
            return None
        key = name_key(text)
        if key not in self._clubs:
            club = get_or_create_club(self._work, text) if self._work is not None else None
            self._clubs[key] = club if club is not None else ClubRow(name=text)
        return self._clubs[key]


class Met(NamedTuple):
    """A line of a list registered (`RegistryBatch.register`)."""

    row: PlayerRow
    present: bool
    """Already in the registry: not added again."""
    club: str | None = None
    """The club the line recorded for them."""
    tessera: str | None = None
    """The tessera the line recorded for them."""

    def registered(self) -> Registered:
        """As the faces report it (the id read now: after a flush, for a player added)."""
        player_id = None if self.row.id is None else PlayerId(self.row.id)
        return Registered(_full_name(self.row), player_id, self.present, self.club, self.tessera)


def _missing(row: PlayerRow, spec: PlayerSpec) -> tuple[str | None, str | None]:
    """The club and the tessera `spec` gives that the registry's `row` lacks (None: nothing
    to record). Asked only of the player `spec` names (`RegistryBatch.known`), so a tessera
    is recorded only for one met by name while nobody holds it: a holder has their own."""
    club = optional_text(spec.club, CLUB) if row.club is None else None
    tessera = optional_text(spec.tessera, TESSERA) if row.tessera is None else None
    return club, tessera


def _name_of(spec: PlayerSpec) -> tuple[str, str] | None:
    """A spec's surname and name as namesakes are filed (`names.name_key`); None when the
    surname is missing or will be refused. A name left empty is a name: "Bianchi" typed
    alone on two evenings is one Bianchi, and a list's "Bianchi" is the registry's."""
    surname = _cleaned(spec.surname, SURNAME)
    name = _cleaned(spec.name, NAME) if (spec.name or "").strip() else ""
    if surname is None or name is None:
        return None
    return name_key(surname), name_key(name)


def _full_name(player: PlayerRow) -> str:
    return f"{player.surname} {player.name}".strip()


def _club_name(player: PlayerRow) -> str:
    return "" if player.club is None else player.club.name


def listed(player: PlayerRow) -> str:
    """A registry player as a refusal names them among namesakes: "Verdi Luca (Tivoli)",
    with their card where they hold one, "Verdi Luca (FB12)", "Verdi Luca (Tivoli, FB12)";
    "Verdi Luca" with neither."""
    told = ", ".join(part for part in (_club_name(player), player.tessera or "") if part)
    name = _full_name(player)
    return f"{name} ({told})" if told else name


class CardHolders:
    """The registry's players holding the tesserae a list gives, read at once: each by its
    card as written, and also by `card_key` (capitals, a card of digits without its leading
    zeros); players made meanwhile are added (`made`), so a later line giving their card
    finds them."""

    def __init__(self, session: Session, tesseras: Iterable[str]) -> None:
        from tournament_app.storage.models import PlayerRow

        wanted = set(tesseras)
        self._by_tessera: dict[str, PlayerRow] = {}
        self._by_card: dict[str, list[PlayerRow]] = {}
        for chunk in _chunks(wanted):
            for row in session.scalars(select(PlayerRow).where(PlayerRow.tessera.in_(chunk))):
                self._by_tessera[str(row.tessera)] = row
                self._file(row)
        # Compared without their zeros by the database too ("A0456" trimmed is no "456" but
        # "0A456" would be): `_file` files each row under its own `card_key`.
        stripped = {t.lstrip("0") for t in wanted if DIGITS.fullmatch(t)}
        for chunk in _chunks(stripped):
            query = (
                select(PlayerRow)
                .where(func.ltrim(PlayerRow.tessera, "0").in_(chunk))
                .order_by(PlayerRow.id)
            )
            for row in session.scalars(query):
                self._by_tessera.setdefault(str(row.tessera), row)
                self._file(row)
        # And in capitals: upper() folds the ASCII letters on every database, and a card
        # with other letters is matched as written above.
        capitals = {t.upper() for t in wanted if t.isascii() and t.upper() != t.lower()}
        for chunk in _chunks(capitals):
            query = (
                select(PlayerRow)
                .where(func.upper(PlayerRow.tessera).in_(chunk))
                .order_by(PlayerRow.id)
            )
            for row in session.scalars(query):
                self._by_tessera.setdefault(str(row.tessera), row)
                self._file(row)

    def made(self, row: PlayerRow) -> None:
        """`row`, a player made in this transaction or given their card, holds it from now
        on."""
        if row.tessera is not None:
            self._by_tessera[row.tessera] = row
            self._file(row)

    def _file(self, row: PlayerRow) -> None:
        held = self._by_card.setdefault(card_key(str(row.tessera)), [])
        if all(other is not row for other in held):
            held.append(row)

    def _candidates(self, tessera: str) -> list[PlayerRow]:
        exact = self._by_tessera.get(tessera)
        if exact is not None:
            return [exact]
        return list(self._by_card.get(card_key(tessera), []))

    def taken(self, tessera: str) -> PlayerRow | None:
        """The registry player already holding `tessera` (or the same card in other letters'
        case, or the same digits with other leading zeros), if any."""
        candidates = self._candidates(tessera)
        return candidates[0] if candidates else None

    def clash(self, tessera: str, spec: PlayerSpec) -> tuple[PlayerRow | None, CardClash | None]:
        """The registry player `spec` names by its `tessera`, or the clash that stands in the
        way: the card's holder has another name than the one `spec` gives (`same_person`).
        (None, None): nobody holds the card. A spec with no name takes the card's holder."""
        candidates = self._candidates(tessera)
        if not candidates:
            return None, None
        surname = " ".join((spec.surname or "").split())
        name = " ".join((spec.name or "").split())
        if not surname and not name:
            return candidates[0], None
        for holder in candidates:
            if same_person(surname, name, holder.surname, holder.name):
                return holder, None
        typed = f"{surname} {name}".strip()
        return None, CardClash(tessera, _full_name(candidates[0]), typed)

    def holder(self, tessera: str, spec: PlayerSpec) -> PlayerRow | None:
        """The registry player holding `tessera` when `spec` names that player (or no one);
        None when nobody holds it. A holder of another name is refused
        (INVALID_INPUT, tessera_name_mismatch) rather than entered in the place of the player
        the line names: a mistyped card would otherwise enter someone else, unsaid."""
        found, clash = self.clash(tessera, spec)
        if clash is not None:
            raise ServiceError(
                ErrorCode.INVALID_INPUT,
                {
                    "detail": "tessera_name_mismatch",
                    "tessera": clash.tessera,
                    "player": clash.holder,
                    "typed": clash.typed,
                },
            )
        return found


def card_clashes(session: Session, specs: Sequence[PlayerSpec]) -> tuple[CardClash | None, ...]:
    """For each spec, the clash `CardHolders.holder` would refuse it for (None for the others),
    the registry as it stands: what an import lists before entering anything."""
    tesseras = [_cleaned(spec.tessera, TESSERA) for spec in specs]
    cards = CardHolders(session, [tessera for tessera in tesseras if tessera is not None])
    return tuple(
        None if tessera is None or spec.player_id is not None else cards.clash(tessera, spec)[1]
        for spec, tessera in zip(specs, tesseras, strict=True)
    )
