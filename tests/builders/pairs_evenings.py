"""A scala 40 evening in pairs (issue #19) that the printouts, the projector and the hall read:
five pairs, round 1 published and played, one pair on the bye."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from tests.builders.tournaments import pair, scala40_tournament
from tournament_app.services import (
    Scala40Form,
    Scala40Format,
    Scala40PairsHand,
    Scala40Settings,
    Services,
    TournamentId,
)

PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=3
)


class Match(NamedTuple):
    """A played table: its winner and loser and the hands each won."""

    table: int
    winner: int
    loser: int
    won: int
    lost: int


@dataclass(frozen=True)
class PairsEvening:
    tournament: TournamentId
    matches: tuple[Match, ...]
    bye: int


def pairs_hand(
    closer: tuple[int, int], pairs: tuple[int, ...], points: int = 10
) -> Scala40PairsHand:
    """A hand of a pairs table: `closer` goes out; every other player holds `points`."""
    seats = [(entry, member) for entry in pairs for member in (1, 2)]
    return Scala40PairsHand(
        closer=closer, points=tuple((e, m, points) for e, m in seats if (e, m) != closer)
    )


def five_pairs_round_one(services: Services) -> PairsEvening:
    """Five pairs, round 1 published: table by table the first pair seated wins 3-0, 3-1...
    (each losing hand its pair's one); the fifth pair rests."""
    tournament_id = scala40_tournament(services, 5, PAIRS, roster=pair)
    made = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, made.number)
    matches = []
    played = [table for table in made.tables if not table.is_bye]
    for lost, table in enumerate(played):
        winner, loser = table.players
        closers = [(loser, 2)] * lost + [(winner, 1)] * 3
        sheet = services.results.pairs_sheet(tournament_id, 1, table.table)
        version = sheet.version or None
        for closer in closers:
            sheet = services.results.enter_pairs_hand(
                tournament_id, 1, table.table, pairs_hand(closer, table.players, 10),
                expected_version=version,
            )  # fmt: skip
            version = sheet.version
        matches.append(Match(table.table, winner, loser, 3, lost))
    (bye,) = [table.ns[0] for table in made.tables if table.is_bye]
    return PairsEvening(tournament_id, tuple(matches), bye)
