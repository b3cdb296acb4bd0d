"""Scala 40 penalties count in its standings (scala40.md, Tournaments: placement points,
tie-broken by lower total penalty points; stages down to a final table): a warning counts
nothing, penalty points go on the player's total, placement points come off the player's
points, a forfeit puts the player last at the table. What its standings could not apply is
refused with a sentence, and nothing is stored."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import play_out, scala40_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Scala40Standing,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe

PLACEMENT = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)


def _play_out(
    services: Services, tournament_id: TournamentId, round_number: int, table: int
) -> int:
    """Play a table so its first seat wins, the others going out together at 120 in 2nd
    place (`tests.builders.tournaments.play_out`). Returns the winner."""
    return play_out(services, tournament_id, round_number, table)[0]


def _standings(services: Services, tournament_id: TournamentId) -> dict[int, Scala40Standing]:
    rows = services.standings.overall(tournament_id)
    assert all(isinstance(row, Scala40Standing) for row in rows)
    return {row.entry: row for row in rows}  # type: ignore[misc]


def _placement_round(services: Services) -> tuple[TournamentId, int, int]:
    """Eight players, placement points 4-2-1-0, round 1 at two tables of 4 played out: each
    winner has 4 points and 0 penalty points, the six others 2 points and 120 each.
    Returns (tournament, winner of table 1, winner of table 2)."""
    tournament_id = scala40_tournament(services, players=8, settings=PLACEMENT)
    seating = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    first, second = (_play_out(services, tournament_id, 1, t.table) for t in seating.tables)
    return tournament_id, first, second


def test_penalty_points_go_on_the_total_and_break_the_tie(
    services: Services, placement_round: tuple[TournamentId, int, int]
) -> None:
    tournament_id, first, second = placement_round
    before = _standings(services, tournament_id)
    assert before[first].rank == before[second].rank == 1  # 4 points and 0 each: level
    services.penalties.add(tournament_id, first, PenaltyKind.MP, mp=7, round_number=1, reason="x")
    after = _standings(services, tournament_id)
    assert (after[first].penalty_total, after[first].points) == (7, 4)
    assert (after[second].rank, after[first].rank) == (1, 2)  # fewer penalty points first


def test_a_warning_counts_nothing(
    services: Services, placement_round: tuple[TournamentId, int, int]
) -> None:
    tournament_id, first, _ = placement_round
    before = services.standings.overall(tournament_id)
    services.penalties.add(tournament_id, first, PenaltyKind.WARNING, reason="telefono")
    services.penalties.add(tournament_id, first, PenaltyKind.WARNING, reason="telefono")
    assert services.standings.overall(tournament_id) == before


def test_placement_points_taken_away(
    services: Services, placement_round: tuple[TournamentId, int, int]
) -> None:
    """3 points off a winner: 4 - 3 = 1, below the six players with 2."""
    tournament_id, first, second = placement_round
    services.penalties.add(tournament_id, second, PenaltyKind.VP, vp=3, reason="gioco lento")
    rows = services.standings.overall(tournament_id)
    assert (rows[0].entry, rows[0].rank, rows[0].points) == (first, 1, 4)
    assert {(r.rank, r.points) for r in rows[1:7]} == {(2, 2)}
    assert (rows[7].entry, rows[7].rank, rows[7].points) == (second, 8, 1)
    # The opponents are never credited: their points are the table's.
    assert sum(r.points for r in rows) == 4 + 1 + 6 * 2


def test_a_forfeit_puts_the_player_last_at_the_table(
    services: Services, placement_round: tuple[TournamentId, int, int]
) -> None:
    """The table winner loses round 1 by forfeit: 4th of 4, the last place's 0 points; the
    three who went out together on 120 close up to a shared 1st (4 points each), below the
    other table's winner on the lower total."""
    tournament_id, first, second = placement_round
    services.penalties.add(tournament_id, first, PenaltyKind.FORFEIT, round_number=1, reason="x")
    rows = services.standings.overall(tournament_id)
    assert (rows[0].entry, rows[0].points) == (second, 4)
    assert [(r.rank, r.points, r.penalty_total) for r in rows[1:4]] == [(2, 4, 120)] * 3
    assert [r.points for r in rows[4:7]] == [2] * 3
    assert (rows[-1].entry, rows[-1].rank, rows[-1].points) == (first, 8, 0)


def _play_in_order(services: Services, tournament_id: TournamentId, table: int) -> list[int]:
    """Play round 1's `table` (limit 101) so the seats finish in seat order: the first
    closes every hand (0); the fourth goes out at hand 1 with 105, the third at hand 2 with
    105, the second at hand 3 with 115. Returns the seats, winner first."""
    seats = list(services.results.sheet(tournament_id, 1, table).players)
    winner, second, third, fourth = seats
    hands = (
        ((second, 10), (third, 10), (fourth, 105)),
        ((second, 10), (third, 95)),
        ((second, 95),),
    )
    version = None
    for points in hands:
        sheet = services.results.enter_hand(
            tournament_id, 1, table, Scala40Hand(points, winner), expected_version=version
        )
        version = sheet.version
    assert sheet.finished
    return seats


def test_a_forfeit_ranks_the_winner_below_the_real_last_of_the_table(services: Services) -> None:
    """The forfeit is "ultimo al tavolo": the table's winner (0 penalty points) given it is
    4th of 4 with the last place's 0 points, below the one who came last of the others
    (now 3rd, 1 point), whatever his lower total."""
    tournament_id = scala40_tournament(services, players=8, settings=PLACEMENT)
    seating = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    winner, second, third, fourth = _play_in_order(services, tournament_id, 1)
    _play_out(services, tournament_id, 1, seating.tables[1].table)
    services.penalties.add(tournament_id, winner, PenaltyKind.FORFEIT, round_number=1, reason="x")
    rows = services.standings.overall(tournament_id)
    by_entry = _standings(services, tournament_id)
    assert (by_entry[fourth].points, by_entry[fourth].penalty_total) == (1, 105)
    assert (by_entry[winner].points, by_entry[winner].penalty_total) == (0, 0)
    assert (rows[-1].entry, rows[-1].rank) == (winner, 8)
    # The others at the table move up a place: 1st 4 points, 2nd 2.
    assert (by_entry[second].points, by_entry[third].points) == (4, 2)
    # No lots to draw between them: the forfeit separates them.
    tied = {row.entry for group in services.standings.ties(tournament_id) for row in group}
    assert winner not in tied and fourth not in tied


def test_penalties_of_later_rounds_wait_for_them(
    services: Services, placement_round: tuple[TournamentId, int, int]
) -> None:
    """The standings after round 1 leave out a penalty given in round 2."""
    tournament_id, first, _ = placement_round
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 2)
    services.penalties.add(tournament_id, first, PenaltyKind.MP, mp=50, round_number=2, reason="x")
    after_one = {r.entry: r for r in services.standings.overall(tournament_id, after_round=1)}
    assert after_one[first].penalty_total == 0
    # Round 2's table is still being played: the points wait on the first table's total.
    assert _standings(services, tournament_id)[first].penalty_total == 50


def _final(services: Services) -> tuple[TournamentId, list[int], int]:
    """Twelve players, elimination: three tables of 4, each winner goes on to a final of 3,
    played out. Returns (tournament, the final's seats with the winner first, a player out
    in round 1)."""
    tournament_id = scala40_tournament(services, players=12)
    first = services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    winners = {_play_out(services, tournament_id, 1, t.table) for t in first.tables}
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 2)
    _play_out(services, tournament_id, 2, 1)
    seats = list(services.results.sheet(tournament_id, 2, 1).players)
    out = next(n for n in range(1, 13) if n not in winners)
    return tournament_id, seats, out


def test_a_forfeit_at_the_final_puts_the_winner_last_of_the_finalists(
    services: Services, final: tuple[TournamentId, list[int], int]
) -> None:
    tournament_id, (winner, *others), _ = final
    assert _standings(services, tournament_id)[winner].rank == 1
    services.penalties.add(tournament_id, winner, PenaltyKind.FORFEIT, round_number=2, reason="x")
    rows = _standings(services, tournament_id)
    assert rows[winner].rank == 3  # last of the three finalists, still above round 1
    assert {rows[n].rank for n in others} == {1}  # the two others went out together: level


def test_penalty_points_in_an_elimination_add_to_the_total(
    services: Services, final: tuple[TournamentId, list[int], int]
) -> None:
    tournament_id, (winner, *_), _ = final
    before = _standings(services, tournament_id)[winner].penalty_total
    services.penalties.add(tournament_id, winner, PenaltyKind.MP, mp=25, round_number=2, reason="x")
    assert _standings(services, tournament_id)[winner].penalty_total == before + 25


@pytest.mark.parametrize(
    ("kind", "round_number", "points", "said"),
    [
        (PenaltyKind.VP, 2, {"vp": 2}, "non assegna punti piazzamento"),
        (PenaltyKind.FORFEIT, None, {}, "scegli il turno"),
        (PenaltyKind.FORFEIT, 1, {}, "il forfait conta nella partita del tavolo"),
    ],
    ids=["placement points", "forfeit in no round", "forfeit in a stage over"],
)
def test_what_an_elimination_cannot_apply_is_refused(
    services: Services,
    final: tuple[TournamentId, list[int], int],
    kind: PenaltyKind,
    round_number: int | None,
    points: dict[str, int],
    said: str,
) -> None:
    tournament_id, (winner, *_), _ = final
    before = services.standings.overall(tournament_id)
    with pytest.raises(ServiceError) as refused:
        services.penalties.add(
            tournament_id, winner, kind, round_number=round_number, reason="x", **points
        )
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert said in describe(refused.value, "it")
    assert services.penalties.list(tournament_id) == ()
    assert services.standings.overall(tournament_id) == before


def test_a_forfeit_in_a_round_the_player_did_not_sit_is_refused(
    services: Services, final: tuple[TournamentId, list[int], int]
) -> None:
    tournament_id, _, out = final
    with pytest.raises(ServiceError) as refused:
        services.penalties.add(tournament_id, out, PenaltyKind.FORFEIT, round_number=2, reason="x")
    assert f"il giocatore {out} non siede" in describe(refused.value, "it")
    assert services.penalties.list(tournament_id) == ()


def test_scala40_penalty_points_need_not_be_multiples_of_5(
    services: Services, placement_round: tuple[TournamentId, int, int]
) -> None:
    """Burraco scores go by 5; scala 40 card values do not (a 7 left in hand costs 7)."""
    tournament_id, first, _ = placement_round
    penalty = services.penalties.add(tournament_id, first, PenaltyKind.MP, mp=7, reason="x")
    assert penalty.mp == 7


# -- the states these tests start from: each built once per process and backend, and copied --

STATES = {
    "placement_round": with_services(_placement_round),
    "final": with_services(_final),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    """This test's copy of the state its fixture below names (else an empty database)."""
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def placement_round(start: tuple[str, Any]) -> tuple[TournamentId, int, int]:
    """`_placement_round`'s value."""
    return start[1]


@pytest.fixture
def final(start: tuple[str, Any]) -> tuple[TournamentId, list[int], int]:
    """`_final`'s value."""
    return start[1]
