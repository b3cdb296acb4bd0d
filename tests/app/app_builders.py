"""Builders the storage and service tests share: tournaments with entries, made-up pairs."""

from __future__ import annotations

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.values import AuditEntry, AuditId


def pair(number: int) -> list[PlayerSpec]:
    """The two players of a made-up pair, distinct for each number."""
    return [
        PlayerSpec(surname=f"Rossi{number}", name="Anna", club="Circolo Sud"),
        PlayerSpec(surname=f"Bianchi{number}", name="Carlo", club="Circolo Sud"),
    ]


def burraco_tournament(
    services: Services, pairs: int = 0, settings: BurracoSettings | None = None
) -> TournamentId:
    """A burraco tournament with `pairs` pairs entered (numbers 1..pairs)."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Serata di prova",
            date="2026-11-29",
            settings=settings or BurracoSettings(),
        )
    )
    for number in range(1, pairs + 1):
        services.entries.add(tournament.id, pair(number))
    return tournament.id


def scala40_tournament(
    services: Services, players: int = 0, settings: Scala40Settings | None = None
) -> TournamentId:
    """A scala 40 tournament with `players` players entered."""
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.SCALA40,
            name="Scala 40 della domenica",
            date="2026-11-30",
            settings=settings or Scala40Settings(),
        )
    )
    for number in range(1, players + 1):
        services.entries.add(tournament.id, [PlayerSpec(surname=f"Verdi{number}", name="Luca")])
    return tournament.id


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
