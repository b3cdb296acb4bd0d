"""Tournaments with entries, made-up pairs, played-out tables: what most tests start from."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tournament_app.services import (
    BurracoSettings,
    Game,
    NewEntry,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.values import AuditEntry, AuditId

Roster = Callable[[int], Sequence[PlayerSpec]]


def pair(number: int) -> list[PlayerSpec]:
    """The two players of a made-up pair, distinct for each number."""
    return [
        PlayerSpec(surname=f"Rossi{number}", name="Anna", club="Circolo Sud"),
        PlayerSpec(surname=f"Bianchi{number}", name="Carlo", club="Circolo Sud"),
    ]


def enter(services: Services, tournament_id: TournamentId, count: int, roster: Roster) -> None:
    """Enter `roster(1)`..`roster(count)` in one call (numbers 1..count), as an import does."""
    if count:
        services.entries.add_many(
            tournament_id, [NewEntry(tuple(roster(number))) for number in range(1, count + 1)]
        )


def burraco_tournament(
    services: Services,
    pairs: int = 0,
    settings: BurracoSettings | None = None,
    *,
    name: str = "Serata di prova",
    date: str = "2026-11-29",
    roster: Roster | None = None,
) -> TournamentId:
    """A burraco tournament with `pairs` pairs entered (numbers 1..pairs; `pair` by default)."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO, name=name, date=date, settings=settings or BurracoSettings()
        )
    )
    enter(services, tournament.id, pairs, roster or pair)
    return tournament.id


def player(number: int) -> list[PlayerSpec]:
    """A made-up scala 40 player, distinct for each number."""
    return [PlayerSpec(surname=f"Verdi{number}", name="Luca")]


def scala40_tournament(
    services: Services,
    players: int = 0,
    settings: Scala40Settings | None = None,
    *,
    name: str = "Scala 40 della domenica",
    date: str = "2026-11-30",
    roster: Roster | None = None,
) -> TournamentId:
    """A scala 40 tournament with `players` players entered (`player` by default)."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.SCALA40, name=name, date=date, settings=settings or Scala40Settings()
        )
    )
    enter(services, tournament.id, players, roster or player)
    return tournament.id


def published_round(services: Services, tournament_id: TournamentId) -> int:
    """Generate the next round and publish it; returns its number."""
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    return made.number


def enter_every_table(
    services: Services, tournament_id: TournamentId, round_number: int, ns: int, ew: int
) -> None:
    """Every table of a burraco round given the same totals (`ns` against `ew`), a bye
    none: the round complete."""
    for table in services.rounds.get(tournament_id, round_number).tables:
        if not table.is_bye:
            services.results.enter_totals(tournament_id, round_number, table.table, ns, ew)


def play_out(
    services: Services, tournament_id: TournamentId, round_number: int, table: int
) -> list[int]:
    """Play a scala 40 table so its first seat wins: every other player pays 40 a hand until
    all but the winner are out (limit 101: out together on the third hand, at 120, sharing
    2nd place). Returns the seat order."""
    sheet = services.results.sheet(tournament_id, round_number, table)
    winner, *others = sheet.players
    version = sheet.version or None
    for _ in range(3):
        sheet = services.results.enter_hand(
            tournament_id,
            round_number,
            table,
            Scala40Hand(points=tuple((p, 40) for p in others), closer=winner),
            expected_version=version,
        )
        version = sheet.version
    assert sheet.finished
    return list(sheet.players)


def logged_change(action: str, summary: str = "", entity: str = "round 1 table 3") -> AuditEntry:
    """A row of the audit trail as the services return it, for the log's wording tests."""
    return AuditEntry(
        id=AuditId(7),
        at="2026-11-26T21:00:00Z",
        station="Sala 2",
        action=action,
        entity=entity,
        tournament_id=None,
        before={},
        after={},
        summary=summary,
        undone=False,
    )
