"""Tournaments with something still open when the director marks them finished, the same
cases for the services, the command line and the window; and what each must say, written
out here (never read back from the code under test)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tests.builders.tournaments import burraco_tournament, play_out, scala40_tournament
from tournament_app.services import Services, TournamentId


def _publish(services: Services, tid: TournamentId) -> int:
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, made.number)
    return made.number


def _enter(services: Services, tid: TournamentId, number: int, tables: list[int]) -> None:
    for table in tables:
        services.results.enter_totals(tid, number, table, 640, 245)


def round_in_play(services: Services) -> TournamentId:
    """Round 1 published, tables 1 and 2 entered, 3 and 4 still out."""
    tid = burraco_tournament(services, 8)
    _enter(services, tid, _publish(services, tid), [1, 2])
    return tid


def one_table_missing(services: Services) -> TournamentId:
    """Round 1 complete; round 2 waits for table 4 alone."""
    tid = burraco_tournament(services, 8)
    _enter(services, tid, _publish(services, tid), [1, 2, 3, 4])
    _enter(services, tid, _publish(services, tid), [1, 2, 3])
    return tid


def double_entry_conflict(services: Services) -> TournamentId:
    """Round 1 complete, but a second operator typed other figures for table 2."""
    tid = burraco_tournament(services, 8)
    _enter(services, tid, _publish(services, tid), [1, 2, 3, 4])
    services.results.second_entry(tid, 1, 2, 245, 640)
    return tid


def draft(services: Services) -> TournamentId:
    """Round 1 complete; round 2 drafted and never published."""
    tid = burraco_tournament(services, 8)
    _enter(services, tid, _publish(services, tid), [1, 2, 3, 4])
    services.rounds.generate(tid)
    return tid


def scala40_table_playing(services: Services) -> TournamentId:
    """Scala 40, 8 players at 2 tables: table 1 played out, table 2 still playing."""
    tid = scala40_tournament(services, 8)
    number = _publish(services, tid)
    play_out(services, tid, number, 1)
    return tid


def all_settled(services: Services) -> TournamentId:
    """Round 1 complete and nothing else: nothing to ask."""
    tid = burraco_tournament(services, 8)
    _enter(services, tid, _publish(services, tid), [1, 2, 3, 4])
    return tid


@dataclass(frozen=True)
class Case:
    """A tournament to build, what the services find open, and the English line for each."""

    build: Callable[[Services], TournamentId]
    found: tuple[tuple[str, int, tuple[int, ...]], ...]
    """(kind value, round, tables) of each open item."""
    lines: tuple[str, ...]


CASES = {
    "round in play": Case(
        round_in_play,
        (("round_in_play", 1, (3, 4)),),
        ("round 1 is still in play: tables 3, 4 have no result",),
    ),
    "one table missing": Case(
        one_table_missing,
        (("round_in_play", 2, (4,)),),
        ("round 2 is still in play: table 4 has no result",),
    ),
    "double entry conflict": Case(
        double_entry_conflict,
        (("double_entry_conflict", 1, (2,)),),
        ("round 1: the double entry disagrees with the result at table 2",),
    ),
    "draft": Case(draft, (("draft", 2, ()),), ("round 2 is a draft, never published",)),
    "scala 40 table playing": Case(
        scala40_table_playing,
        (("round_in_play", 1, (2,)),),
        ("round 1 is still in play: table 2 has no result",),
    ),
    "all settled": Case(all_settled, (), ()),
}
