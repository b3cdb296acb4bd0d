"""Registration: the pairs or players entered in a tournament."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select

from tournament_app.names import name_key
from tournament_app.services import convert, lookup
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext, UnitOfWork
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.log.summaries import entry_edit_summary
from tournament_app.services.registry_batch import RegistryBatch
from tournament_app.services.sections import section_names, section_of
from tournament_app.services.settings import BurracoSettings, Scala40Settings
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.tally import Named, listed_entries, named_entries
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.user_text import CATEGORY, GROUP, optional_text
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tournament_app.services.values import Entry, PlayerSpec
    from tournament_app.storage.models import EntryRow, PlayerRow, TournamentRow

ENTRIES_CHANGED = Changes(entries=True, registry=True, standings=True)


@dataclass(frozen=True)
class NewEntry:
    """One entry to add: its players (two for a burraco pair, one otherwise) and details."""

    players: tuple[PlayerSpec, ...]
    number: int | None = None
    """None: the next free number."""
    group: str | None = None
    category: str | None = None


class EntryService:
    """Adding, editing, checking in, withdrawing and deleting (never seated) entries."""

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
        new = NewEntry(tuple(players), number=number, group=group, category=category)
        return self.add_many(tournament_id, [new])[0]

    def add_many(
        self, tournament_id: TournamentId, entries: Sequence[NewEntry]
    ) -> tuple[Entry, ...]:
        """Enter several at once (an import): all of them, or on any error none.

        An error names the failing row (1-based) in `params["row"]`.
        """
        with self._context.writing(ENTRIES_CHANGED) as work:
            tournament = open_tournament(work.session, tournament_id)
            batch = EntryBatch(work, tournament, [spec for new in entries for spec in new.players])
            rows = []
            for index, new in enumerate(entries):
                try:
                    rows.append(_add_entry(work, batch, new))
                except ServiceError as error:
                    if len(entries) > 1:
                        error.params.setdefault("row", index + 1)
                    raise
            work.session.flush()
            work.log(
                "entry.add",
                f"entry {rows[0].number}" if len(rows) == 1 else f"{len(rows)} entries",
                tournament_id=tournament.id,
                summary=", ".join(str(row.number) for row in rows[:20]),
            )
            return tuple(convert.entry(row) for row in rows)

    def edit(
        self,
        tournament_id: TournamentId,
        number: int,
        *,
        players: Sequence[PlayerSpec] | None = None,
        group: str | None = None,
        category: str | None = None,
    ) -> Entry:
        """Change an entry's players, group or category (None leaves it; "" clears).

        The players as `add` takes them, as many as the tournament's entries hold
        (INVALID_INPUT), none of them in another entry (DUPLICATE_ENTRY); the entry's seats
        and results are its own, and stay."""
        new_group = None if group is None else optional_text(group, GROUP)
        new_category = None if category is None else optional_text(category, CATEGORY)
        with self._context.writing(ENTRIES_CHANGED) as work:
            tournament = open_tournament(work.session, tournament_id)
            row = lookup.entry(work.session, tournament_id, number)
            work.track(row, *row.members)
            if group is not None:
                row.group_name = new_group
            if category is not None:
                row.category = new_category
            if players is not None:
                players = [_staying(row, spec) for spec in players]
                batch = EntryBatch(work, tournament, players, exclude_entry=row.id)
                resolved = _resolve_players(batch, players)
                _replace_members(work, row, resolved)
            edited: dict[str, Any] = {
                "group": None if group is None else new_group or "",
                "category": None if category is None else new_category or "",
                "players": None
                if players is None
                else [f"{player.surname} {player.name}".strip() for player in resolved],
            }
            work.log(
                "entry.edit",
                f"entry {number}",
                tournament_id=tournament.id,
                summary=entry_edit_summary(**edited),
                params={key: value for key, value in edited.items() if value is not None},
            )
            work.session.flush()
            work.session.refresh(row)
            return convert.entry(row)

    def set_present(self, tournament_id: TournamentId, number: int, present: bool) -> Entry:
        """Check an entry in (present) or out; only present entries are seated.

        An entry already so (the same command twice, a check box sending its state again,
        another station's check-in first) is returned as it is: the director asked for the
        state it is in, so there is nothing to refuse, and nothing is changed or logged."""
        try:
            with self._context.writing(Changes(entries=True)) as work:
                open_tournament(work.session, tournament_id)
                row = lookup.entry(work.session, tournament_id, number)
                if row.present == present:
                    raise _AlreadySo(convert.entry(row))
                work.track(row)
                row.present = present
                work.log(
                    "entry.present" if present else "entry.absent",
                    f"entry {number}",
                    tournament_id=tournament_id,
                )
                return convert.entry(row)
        except _AlreadySo as already:
            return already.entry  # rolled back: nothing written, nothing logged

    def withdraw(self, tournament_id: TournamentId, number: int, withdrawn: bool = True) -> Entry:
        """Withdraw an entry from the next rounds (or bring it back); past results stay.

        STATE_REFUSED for an entry withdrawn already (or brought back while playing): the
        same command twice, or a list another station changed meanwhile, changes nothing
        and logs nothing."""
        with self._context.writing(ENTRIES_CHANGED) as work:
            open_tournament(work.session, tournament_id)
            row = lookup.entry(work.session, tournament_id, number)
            if row.withdrawn and withdrawn:
                raise ServiceError(
                    ErrorCode.STATE_REFUSED,
                    {
                        "detail": "entry_already_withdrawn",
                        "entry": number,
                        "names": convert.entry(row).names,
                    },
                )
            if not row.withdrawn and not withdrawn:
                raise ServiceError(
                    ErrorCode.STATE_REFUSED,
                    {
                        "detail": "entry_not_withdrawn",
                        "entry": number,
                        "names": convert.entry(row).names,
                    },
                )
            work.track(row)
            row.withdrawn = withdrawn
            work.log(
                "entry.withdraw" if withdrawn else "entry.reinstate",
                f"entry {number}",
                tournament_id=tournament_id,
            )
            entry = convert.entry(row)
            if not withdrawn:
                return entry
            # Imported here: a team event's rules load only where a pair is withdrawn.
            from tournament_app.services.teams.play import team_left_short

            return replace(entry, team_out=team_left_short(work.session, row))

    def delete_refusal(self, tournament_id: TournamentId, number: int) -> ServiceError | None:
        """The refusal `delete` would meet on entry `number` now (None: it may go), by the same
        rule: what a face asks before offering Delete, so that it never asks the director
        first and refuses after (ENTRY_SEATED says to withdraw it instead)."""
        with self._context.reading() as session:
            try:
                _entry_to_delete(session, tournament_id, number)
            except ServiceError as refused:
                return refused
        return None

    def delete(self, tournament_id: TournamentId, number: int) -> Entry:
        """Take back an entry made by mistake; returns it as it was.

        Only an entry that never sat at a table, in any round (drafts included), can go:
        one that did is part of the rounds and stays, withdrawn if it leaves (ENTRY_SEATED).
        Its penalties, if any, go with it; undo brings all back.
        """
        from tournament_app.storage.models import PenaltyRow

        with self._context.writing(ENTRIES_CHANGED) as work:
            row = _entry_to_delete(work.session, tournament_id, number)
            gone = convert.entry(row)
            penalties = work.session.scalars(
                select(PenaltyRow).where(PenaltyRow.entry_id == row.id)
            ).all()
            # Tracked row by row, so undo puts the entry, its players and penalties back.
            work.delete(*penalties, *row.members, row)
            work.log(
                "entry.delete",
                f"entry {number}",
                tournament_id=tournament_id,
                summary=gone.names,
            )
            return gone

    def get(self, tournament_id: TournamentId, number: int) -> Entry:
        """One entry by number; NotFoundError if there is none."""
        for entry in self.list(tournament_id):
            if entry.number == number:
                return entry
        raise NotFoundError("entry", number)

    def list(self, tournament_id: TournamentId) -> tuple[Entry, ...]:
        """Every entry by number, with `duplicate_of` flagging entries that share a player.

        The same registry player (one tessera) is the same player; so are two with the same
        surname and name when one of them has no tessera, so a player typed twice (once with,
        once without a tessera) is flagged too. Namesakes with two tesserae are two people.
        """
        from tournament_app.storage.models import EntryRow

        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            rows = session.scalars(
                select(EntryRow)
                .where(EntryRow.tournament_id == tournament_id)
                .order_by(EntryRow.number)
            ).all()
            duplicates = convert.duplicates(rows)
            return tuple(convert.entry(row, duplicates) for row in rows)

    def named(self, tournament_id: TournamentId) -> dict[int, Named]:
        """Entry number -> its players' (surname, name) and club, in number order: what a
        list or document names an entry with, read as plain rows (`list` builds each entry
        with its registry players and the duplicate check)."""
        with self._context.reading() as session:
            lookup.tournament(session, tournament_id)
            return named_entries(session, tournament_id)

    def names(self, tournament_id: TournamentId) -> dict[int, str]:
        """Entry number -> the players' names ("Rossi Anna - Bianchi Carlo"), in number order.

        What a seating or results list shows beside each number, read as plain rows: on a
        500-pair evening `list` builds every entry with its players and duplicate check,
        several times the cost, and the results page asks on every reload."""
        with self._context.reading() as session:
            return {
                number: listed.names
                for number, listed in listed_entries(session, tournament_id, checked=True).items()
            }


class _AlreadySo(Exception):
    """An entry already in the state asked for, raised to leave the transaction without a
    change to log."""

    def __init__(self, entry: Entry) -> None:
        super().__init__(entry.number)
        self.entry = entry


def players_per_entry(tournament: TournamentRow) -> int:
    """2 for a burraco pairs tournament and scala 40 in pairs, 1 for individual burraco and
    scala 40 singles."""
    settings = stored_settings(tournament)
    if isinstance(settings, BurracoSettings) and not settings.individual:
        return 2
    if isinstance(settings, Scala40Settings) and settings.pairs:
        return 2
    return 1


class EntryBatch:
    """What adding entries to one tournament needs to know, read once per transaction: the
    numbers taken, which players are entered (and in which entry), and the registry
    (`RegistryBatch`); kept up to date as the entries are added."""

    def __init__(
        self,
        work: UnitOfWork,
        tournament: TournamentRow,
        specs: Sequence[PlayerSpec],
        *,
        exclude_entry: int | None = None,
    ) -> None:
        from tournament_app.storage.models import EntryPlayerRow, EntryRow

        self.tournament = tournament
        self.editing = exclude_entry is not None
        """An entry's players being changed (`exclude_entry`'s), not entries added."""
        # Decoded once: the settings' JSON read again for each entry was a tenth of an import.
        self.players_needed = players_per_entry(tournament)
        self.registry = RegistryBatch(
            work, specs, entered=lambda player: self.entry_of(player) is not None
        )
        session = work.session
        numbers = select(EntryRow.number).where(EntryRow.tournament_id == tournament.id)
        self.numbers = set(session.scalars(numbers))
        self.highest = max(self.numbers, default=0)
        entered = (
            select(EntryPlayerRow.player_id, EntryRow.number)
            .join(EntryPlayerRow, EntryPlayerRow.entry_id == EntryRow.id)
            .where(EntryRow.tournament_id == tournament.id)
        )
        if exclude_entry is not None:
            entered = entered.where(EntryRow.id != exclude_entry)
        self._entered: dict[int, int] = {pid: number for pid, number in session.execute(entered)}
        # Players this transaction made have no id until it is flushed: known by the object.
        self._entered_new: dict[int, tuple[PlayerRow, int]] = {}

    def entry_of(self, player: PlayerRow) -> int | None:
        """The number of the entry `player` is in already, if any."""
        if player.id is not None and player.id in self._entered:
            return self._entered[player.id]
        held = self._entered_new.get(id(player))
        return held[1] if held else None

    def entered(self, number: int, players: Sequence[PlayerRow]) -> None:
        """Entry `number` now holds `players`."""
        self.numbers.add(number)
        self.highest = max(self.highest, number)
        for player in players:
            self._entered_new[id(player)] = (player, number)


def _resolve_players(batch: EntryBatch, players: Sequence[PlayerSpec]) -> list[PlayerRow]:
    needed = batch.players_needed
    if len(players) != needed:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "entry_players", "given": len(players), "needed": needed},
        )
    resolved = [batch.registry.resolve(spec) for spec in players]
    # One registry player is one object in the session, saved or not.
    twice = [player for player in resolved if sum(p is player for p in resolved) > 1]
    if twice:
        raise ServiceError(
            ErrorCode.DUPLICATE_ENTRY,
            {"detail": "player_twice_in_entry", "player": convert.player(twice[0]).full_name},
        )
    for player in resolved:
        number = batch.entry_of(player)
        if number is not None and batch.editing:
            # Not "look up that entry instead of adding another": nothing is being added.
            raise ServiceError(
                ErrorCode.DUPLICATE_ENTRY,
                {
                    "detail": "player_in_another_entry",
                    "player": convert.player(player).full_name,
                    "entry": number,
                },
            )
        if number is not None:
            raise ServiceError(
                ErrorCode.DUPLICATE_ENTRY,
                {
                    "detail": "player_already_entered",
                    "player": convert.player(player).full_name,
                    "entry": number,
                },
            )
    return resolved


def _replace_members(work: UnitOfWork, row: EntryRow, players: Sequence[PlayerRow]) -> None:
    """Entry `row` now held by `players`, in order.

    The new member rows are written while the old ones still stand (parked at negative
    positions), so that each gets an id of its own: deleted first, the last entry's rows
    would hand their ids on (SQLite numbers a row after the highest standing), and undo,
    which deletes the players this edit made before it puts the old members back, would
    find those players still held by the same ids."""
    from tournament_app.storage.models import EntryPlayerRow

    old = list(row.members)
    for member in old:
        member.position = -1 - member.position
    work.session.flush()
    new = [EntryPlayerRow(position=index, player=player) for index, player in enumerate(players)]
    row.members.extend(new)
    work.add(*new)
    work.session.flush()
    for member in old:
        row.members.remove(member)
        work.session.delete(member)
    work.session.flush()


def _add_entry(work: UnitOfWork, batch: EntryBatch, new: NewEntry) -> EntryRow:
    from tournament_app.storage.models import EntryPlayerRow, EntryRow

    group = optional_text(new.group, GROUP)
    category = optional_text(new.category, CATEGORY)
    resolved = _resolve_players(batch, new.players)
    number = new.number
    if number is None:
        number = batch.highest + 1
    elif number < 1:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "entry_number_below_1", "number": number}
        )
    elif number in batch.numbers:
        raise ServiceError(
            ErrorCode.DUPLICATE_ENTRY, {"detail": "entry_number_taken", "entry": number}
        )
    row = EntryRow(
        tournament_id=batch.tournament.id,
        number=number,
        group_name=group,
        category=category or _category_of(resolved),
        present=True,
        withdrawn=False,
    )
    row.members = [
        EntryPlayerRow(position=position, player=player) for position, player in enumerate(resolved)
    ]
    work.add(row, *row.members)
    batch.entered(number, resolved)
    return row


def _category_of(players: Sequence[PlayerRow]) -> str | None:
    """An entry's category from its players' when they agree (a pair of two B players is B,
    a "B" and a "b" too: one section, `sections.section_names`), as the first player's is
    written."""
    names = section_names(player.category for player in players)
    first = players[0].category if players else None
    sections = {section_of(names, player.category) for player in players}
    return first if len(sections) == 1 and first is not None and first.strip() else None


def _entry_to_delete(session: Session, tournament_id: TournamentId, number: int) -> EntryRow:
    """Entry `number`, when it may be deleted; else the refusal, the one rule both
    `EntryService.delete` and the faces' question (`delete_refusal`) follow: a finished
    tournament (TOURNAMENT_FINISHED), an entry seated at a table of any round, a draft's too
    (ENTRY_SEATED, naming the first)."""
    from tournament_app.storage.models import RoundRow, SeatRow

    open_tournament(session, tournament_id)
    row = lookup.entry(session, tournament_id, number)
    seated = session.scalar(
        select(func.min(RoundRow.number))
        .join(SeatRow, SeatRow.round_id == RoundRow.id)
        .where(SeatRow.entry_id == row.id)
    )
    if seated is not None:
        raise ServiceError(
            ErrorCode.ENTRY_SEATED,
            {"entry": number, "round": seated, "tournament": tournament_id},
        )
    return row


def _staying(row: EntryRow, spec: PlayerSpec) -> PlayerSpec:
    """`spec`, or the entry's own registry player when it names one of them again (the same
    surname and name, and no other tessera): a partner who stays, or swaps places, is the same
    person, never a namesake from the registry nor a new player made for another club."""
    from tournament_app.services.values import PlayerId, PlayerSpec

    if spec.player_id is not None:
        return spec
    typed = name_key(f"{spec.surname} {spec.name}")
    for member in row.members:
        player = member.player
        if name_key(f"{player.surname} {player.name}") == typed and spec.tessera in (
            None,
            player.tessera,
        ):
            return PlayerSpec(
                surname=player.surname, name=player.name, player_id=PlayerId(player.id)
            )
    return spec
