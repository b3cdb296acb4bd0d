"""Seasons played through the services: scala 40 afternoons (what the grand final is drawn
from), burraco evenings, and a team event beside them (what the season leaves out)."""

from __future__ import annotations

from tests.builders.tournaments import (
    Roster,
    burraco_tournament,
    enter_every_table,
    play_out,
    published_round,
    scala40_tournament,
)
from tournament_app.services import PlayerSpec, Services, TournamentId, TournamentStatus
from tournament_app.services.season.ranking import SeasonRules
from tournament_app.services.settings import BurracoSettings, Game, PairingSystem, ScheduleStep
from tournament_app.services.teams.demo import team_event

SEASON = SeasonRules(Game.SCALA40, date_from="2026-01-01", date_to="2026-06-30")


def one_afternoon(
    services: Services, date: str = "2026-03-01", roster: Roster | None = None
) -> tuple[str, list[str]]:
    """A finished one-table scala 40 of four players: the winner, and the three who share
    2nd place (`play_out`), so the season ranks one first and three tied second."""
    tournament: TournamentId = scala40_tournament(
        services, 4, name="Pomeriggio", date=date, roster=roster
    )
    round_number = published_round(services, tournament)
    seats = play_out(services, tournament, round_number, 1)
    services.tournaments.finish(tournament)
    names = services.entries.names(tournament)
    return names[seats[0]], [names[seat] for seat in seats[1:]]


# The clubs of `club_afternoon`'s four players, by entry: a season of one club's members
# ranks two of them (Aurora) or one (Stella).
CLUBS = ("Aurora", "Aurora", "Stella", "")


def club_afternoon(services: Services) -> tuple[str, list[str]]:
    """`one_afternoon` played by four other players, of the clubs `CLUBS` names."""

    def member(number: int) -> list[PlayerSpec]:
        return [PlayerSpec(surname=f"Gialli{number}", name="Rita", club=CLUBS[number - 1])]

    return one_afternoon(services, roster=member)


def two_afternoons(services: Services) -> None:
    """`one_afternoon` twice, a month apart, by four players each: two winners share 1st
    place and the six others 3rd, so inviting 3 cuts a tie below the top 2."""
    one_afternoon(services)

    def other(number: int) -> list[PlayerSpec]:
        return [PlayerSpec(surname=f"Neri{number}", name="Paolo")]

    one_afternoon(services, "2026-04-01", roster=other)


def pairs_evening(services: Services, name: str, date: str, *, finished: bool = True) -> int:
    """A burraco evening of four pairs (`tournaments.pair`), one Mitchell round of two
    tables, each won 1000 to 200 by its NS pair: the two winners share 1st place and the two
    losers 3rd, so by field size a winner's players get 4 season points, a loser's 2."""
    settings = BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),), seed=7)
    tournament = burraco_tournament(services, 4, settings, name=name, date=date)
    enter_every_table(services, tournament, published_round(services, tournament), 1000, 200)
    if finished:
        services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    return tournament


def evenings_and_team_event(services: Services) -> tuple[int, int, int]:
    """The autumn of 2026: a pairs evening finished (Settembre, 18 September), another still
    being played (Ottobre, 16 October, its one round entered) and the team event of eight
    pairs in four teams (`teams.demo`, 27 November, round 1 of 3 played)."""
    return (
        pairs_evening(services, "Settembre", "2026-09-18"),
        pairs_evening(services, "Ottobre", "2026-10-16", finished=False),
        team_event(services),
    )
