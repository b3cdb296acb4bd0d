"""ORM rows turned into the plain values services return."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from tournament_app.names import name_key
from tournament_app.services.seating import tables_of
from tournament_app.services.settings import Game
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.values import (
    EntryId,
    PlayerId,
    Round,
    RoundStatus,
    RoundTable,
    Tournament,
    TournamentId,
    TournamentStatus,
)

if TYPE_CHECKING:
    from tournament_app.services.lookup import RoundFields, TournamentFields
    from tournament_app.services.values import Entry, Player
    from tournament_app.storage.models import EntryRow, PlayerRow, RoundRow


def player(row: PlayerRow) -> Player:
    """A registry player."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.values import Player

    return Player(
        id=PlayerId(row.id),
        surname=row.surname,
        name=row.name,
        tessera=row.tessera,
        club=row.club.name if row.club else None,
        category=row.category,
    )


def tournament(row: TournamentFields, *, entries: int, rounds: int) -> Tournament:
    """A tournament with its settings."""
    game = Game(row.game)
    return Tournament(
        id=TournamentId(row.id),
        name=row.name,
        game=game,
        date=row.date,
        venue=row.venue,
        status=TournamentStatus(row.status),
        settings=stored_settings(row),
        entries=entries,
        rounds_played=rounds,
    )


def entry(row: EntryRow, duplicates: Mapping[int, tuple[int, ...]] | None = None) -> Entry:
    """An entry, its players in order, flagged with the numbers of entries sharing a player."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.values import Entry

    players = tuple(player(member.player) for member in row.members)
    clubs = sorted({p.club for p in players if p.club})
    return Entry(
        id=EntryId(row.id),
        number=row.number,
        players=players,
        group=row.group_name,
        category=row.category,
        present=row.present,
        withdrawn=row.withdrawn,
        club=" / ".join(clubs) if clubs else None,
        duplicate_of=(duplicates or {}).get(row.number, ()),
    )


def duplicates(rows: Sequence[EntryRow]) -> dict[int, tuple[int, ...]]:
    """For each entry number, the other entries sharing a player.

    The same person is the same tessera (one registry player), or the same full name when
    one of the two has no tessera (typed twice, once with the card and once without). Two
    tesserae are two people, however alike their names: a 1,000-player evening has its
    namesakes, and "shares a player" said of them was false.
    """
    by_name: dict[str, list[tuple[int, int, str | None]]] = {}
    for row in rows:
        for member in row.members:
            player = member.player
            full_name = name_key(f"{player.surname} {player.name}")
            by_name.setdefault(full_name, []).append((row.number, member.player_id, player.tessera))
    result: dict[int, set[int]] = {}
    for namesakes in by_name.values():
        for at, (number, player_id, tessera) in enumerate(namesakes):
            for other, other_id, other_tessera in namesakes[at + 1 :]:
                same = player_id == other_id or not tessera or not other_tessera
                if same and other != number:
                    result.setdefault(number, set()).add(other)
                    result.setdefault(other, set()).add(number)
    return {number: tuple(sorted(others)) for number, others in result.items()}


def round_(row: RoundRow, numbers: Mapping[int, int]) -> Round:
    """A round's seating by entry numbers; `numbers` maps entry id to entry number."""
    return seated_round(row, tables_of(row, numbers))


def seated_round(
    row: RoundRow | RoundFields, tables: Mapping[int, Mapping[str, Sequence[int]]]
) -> Round:
    """A round with its tables' lines (`seating.tables_of`, or `round_tables` read as plain
    rows): table number -> line -> entry numbers in seat order."""
    return Round(
        tournament_id=TournamentId(row.tournament_id),
        number=row.number,
        system=row.system,
        status=RoundStatus(row.status),
        tables=tuple(
            RoundTable(
                table=number,
                ns=tuple(lines["ns"]),
                ew=tuple(lines["ew"]),
                players=tuple(lines["seat"]),
                third=tuple(lines.get("c", ())),
            )
            for number, lines in sorted(tables.items())
        ),
    )
