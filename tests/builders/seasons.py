"""A scala 40 season played through the services: what the grand final is drawn from."""

from __future__ import annotations

from tests.builders.tournaments import play_out, published_round, scala40_tournament
from tournament_app.services import Services, TournamentId
from tournament_app.services.season.ranking import SeasonRules
from tournament_app.services.settings import Game

SEASON = SeasonRules(Game.SCALA40, date_from="2026-01-01", date_to="2026-06-30")


def one_afternoon(services: Services, date: str = "2026-03-01") -> tuple[str, list[str]]:
    """A finished one-table scala 40 of four players: the winner, and the three who share
    2nd place (`play_out`), so the season ranks one first and three tied second."""
    tournament: TournamentId = scala40_tournament(services, 4, name="Pomeriggio", date=date)
    round_number = published_round(services, tournament)
    seats = play_out(services, tournament, round_number, 1)
    services.tournaments.finish(tournament)
    names = services.entries.names(tournament)
    return names[seats[0]], [names[seat] for seat in seats[1:]]
