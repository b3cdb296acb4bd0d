"""Builders the storage and service tests share: tournaments with entries, made-up pairs."""

from __future__ import annotations

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentId,
)


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
