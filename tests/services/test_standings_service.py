"""Standings and penalties: VP totals, tie-breaks, groups, categories, prizes, deductions."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import burraco_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    BurracoSettings,
    BurracoStanding,
    ErrorCode,
    PairingSystem,
    PenaltyKind,
    ScheduleStep,
    ServiceError,
    Services,
    TournamentId,
)

ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)


def _one_round(
    services: Services, pairs: int = 4, settings: BurracoSettings = ONE_ROUND
) -> TournamentId:
    """Four pairs (or `pairs`), round 1 entered: 1 v 2 at 640-245 (14-6), 3 v 4 at 400-300
    (11-9); a fifth pair has the bye."""
    tournament_id = burraco_tournament(services, pairs=pairs, settings=settings)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245)
    services.results.enter_totals(tournament_id, 1, 2, 400, 300)
    return tournament_id


def _rows(services: Services, tournament_id: TournamentId) -> list[BurracoStanding]:
    rows = services.standings.overall(tournament_id)
    assert all(isinstance(row, BurracoStanding) for row in rows)
    return rows  # type: ignore[return-value]


def test_overall_by_vp_with_mp_difference(services: Services, one_round: TournamentId) -> None:
    """Ranks 1, 3, 4, 2 with their VP and MP differences, VP per round shown."""
    tournament_id = one_round
    rows = _rows(services, tournament_id)
    assert [(r.rank, r.entry, r.vp, r.mp_difference) for r in rows] == [
        (1, 1, 14, 395),
        (2, 3, 11, 100),
        (3, 4, 9, -100),
        (4, 2, 6, -395),
    ]
    assert rows[0].vp_per_round == (14,)
    assert rows[0].names == "Rossi1 Anna - Bianchi1 Carlo"


def test_byes_score_themselves_and_tables_not_entered_count_nothing(services: Services) -> None:
    """Five pairs, two rounds. Round 1: 1 v 2 at 640-245 (14-6), 3 v 4 at 400-300 (11-9),
    5 has the bye (14 VP, +355 MP with 3 hands). Round 2 (Mitchell): 1 v 5 at 300-500 (8-12),
    3 v 2 not entered yet, 4 has the bye: 3 and 2 show no VP for round 2."""
    two_rounds = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.MITCHELL, 2),),
    )
    tournament_id = _one_round(services, pairs=5, settings=two_rounds)
    second = services.rounds.generate(tournament_id)
    assert [(t.ns, t.ew) for t in second.tables] == [((1,), (5,)), ((3,), (2,)), ((4,), ())]
    services.rounds.publish(tournament_id, 2)
    services.results.enter_totals(tournament_id, 2, 1, 300, 500)
    rows = _rows(services, tournament_id)
    assert [(r.rank, r.entry, r.vp, r.mp_difference, r.mp_scored) for r in rows] == [
        (1, 5, 26, 555, 855),
        (2, 4, 23, 255, 655),
        (3, 1, 22, 195, 940),
        (4, 3, 11, 100, 400),
        (5, 2, 6, -395, 245),
    ]
    assert [r.vp_per_round for r in rows] == [(14, 12), (9, 14), (14, 8), (11, None), (6, None)]
    after_one = services.standings.overall(tournament_id, after_round=1)
    assert [(r.entry, r.vp_per_round) for r in after_one] == [  # type: ignore[union-attr]
        (1, (14,)),
        (5, (14,)),
        (3, (11,)),
        (4, (9,)),
        (2, (6,)),
    ]


def test_equal_vp_are_split_by_mp_difference(services: Services) -> None:
    """Two winners on 14 VP: the larger MP difference ranks first and the row says why."""
    tournament_id = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 640, 245)  # +395
    services.results.enter_totals(tournament_id, 1, 2, 700, 300)  # +400
    rows = _rows(services, tournament_id)
    assert [(r.entry, r.vp) for r in rows[:2]] == [(3, 14), (1, 14)]
    assert rows[1].tie_break_note == "mp_diff"


def test_a_vp_penalty_lowers_the_total_and_never_credits_the_opponent(
    services: Services, one_round: TournamentId
) -> None:
    """-3 VP to pair 1 leaves it on 11 (level with 3, ahead on MP difference); pair 2 keeps 6."""
    tournament_id = one_round
    penalty = services.penalties.add(
        tournament_id, 1, PenaltyKind.VP, vp=3, round_number=1, reason="cellulare in sala"
    )
    rows = {r.entry: r for r in _rows(services, tournament_id)}
    assert (rows[1].vp, rows[1].penalty_vp, rows[2].vp) == (11, 3, 6)
    assert services.penalties.list(tournament_id, entry=1) == (penalty,)
    services.penalties.remove(tournament_id, penalty.id)
    assert _rows(services, tournament_id)[0].vp == 14


def test_two_warnings_cost_one_vp(services: Services, one_round: TournamentId) -> None:
    """One warning costs nothing; the second costs 1 VP (domain doc)."""
    tournament_id = one_round
    services.penalties.add(tournament_id, 3, PenaltyKind.WARNING, reason="ritardo 3 minuti")
    assert {r.entry: r.vp for r in _rows(services, tournament_id)}[3] == 11
    services.penalties.add(tournament_id, 3, PenaltyKind.WARNING, reason="parla durante il gioco")
    assert {r.entry: r.vp for r in _rows(services, tournament_id)}[3] == 10


@pytest.mark.parametrize(
    ("kind", "vp", "mp", "reason"),
    [
        (PenaltyKind.VP, 1, 0, "   "),
        (PenaltyKind.VP, -1, 0, "negativo"),
        (PenaltyKind.MP, 0, 33, "non multiplo di 5"),
        (PenaltyKind.WARNING, 2, 0, "ammonizione con punti"),
        (PenaltyKind.VP, 0, 0, "quanti?"),
    ],
)
def test_bad_penalties_are_refused(
    services: Services, one_round: TournamentId, kind: PenaltyKind, vp: int, mp: int, reason: str
) -> None:
    """A penalty needs a reason and sensible points; nothing is stored otherwise."""
    tournament_id = one_round
    with pytest.raises(ServiceError):
        services.penalties.add(tournament_id, 1, kind, vp=vp, mp=mp, reason=reason)
    assert services.penalties.list(tournament_id) == ()


def test_penalty_for_an_unknown_entry(services: Services, one_round: TournamentId) -> None:
    """NOT_FOUND for an entry number not in the tournament."""
    tournament_id = one_round
    with pytest.raises(ServiceError) as caught:
        services.penalties.add(tournament_id, 9, PenaltyKind.VP, vp=1, reason="x")
    assert caught.value.code is ErrorCode.NOT_FOUND


def test_groups_categories_and_prizes(services: Services, one_round: TournamentId) -> None:
    """Per-category rankings restart at 1; the prize list takes the first of each."""
    tournament_id = one_round
    services.entries.edit(tournament_id, 1, category="A")
    services.entries.edit(tournament_id, 2, category="A")
    services.entries.edit(tournament_id, 3, category="B")
    services.entries.edit(tournament_id, 4, category="B")
    sections = services.standings.by_category(tournament_id)
    assert [(name, [r.entry for r in rows]) for name, rows in sections] == [
        ("A", [1, 2]),
        ("B", [3, 4]),
    ]
    prizes = services.standings.prizes(tournament_id, per="category", places=1)
    # The overall winner first; prizes do not add up, so category A's goes to pair 2.
    assert [(p.heading, p.place, p.standing.entry) for p in prizes] == [
        ("", 1, 1),
        ("A", 1, 2),
        ("B", 1, 3),
    ]
    overall = services.standings.prizes(tournament_id, places=2)
    assert [p.standing.entry for p in overall] == [1, 3]
    assert services.standings.by_group(tournament_id) == ()


def test_standings_after_a_round(services: Services, one_round: TournamentId) -> None:
    """after_round=0 shows everybody at 0 VP before any result counts."""
    tournament_id = one_round
    assert {r.vp for r in _rows(services, tournament_id)} != {0}
    early = services.standings.overall(tournament_id, after_round=0)
    assert {r.vp for r in early} == {0}  # type: ignore[union-attr]


def test_a_recorded_draw_breaks_a_tie_nothing_else_separates(services: Services) -> None:
    """Both tables 300-300: all four pairs level on VP, MP difference and MP scored, and not
    all met, so they share rank 1 until the director records the draw 4, 2, 3, 1."""
    tournament_id = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    services.results.enter_totals(tournament_id, 1, 1, 300, 300)
    services.results.enter_totals(tournament_id, 1, 2, 300, 300)
    assert {r.rank for r in _rows(services, tournament_id)} == {1}
    services.standings.record_draw(tournament_id, [4, 2, 3, 1])
    assert [(r.rank, r.entry) for r in _rows(services, tournament_id)] == [
        (1, 4),
        (2, 2),
        (3, 3),
        (4, 1),
    ]
    with pytest.raises(ServiceError) as caught:
        services.standings.record_draw(tournament_id, [4, 4, 9])
    assert caught.value.code is ErrorCode.INVALID_INPUT


# -- the states these tests start from: each built once per process and backend, and copied --

STATES = {
    "one_round": with_services(_one_round),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    """This test's copy of the state its fixture below names (else an empty database)."""
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def one_round(start: tuple[str, Any]) -> TournamentId:
    """`_one_round`'s value."""
    return start[1]
