"""Drawing lots to break a tie nothing else separates (burraco.md Standings: the last
tie-break is the recorded draw; scala40.md: a full tie stays tied unless the director breaks
it), and the draw deciding who goes on at a scala 40 cut."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.ties import ONE_ROUND, tie_at_the_cut, two_ties
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.databases import Snapshot
from tournament_app.services import (
    BurracoSettings,
    BurracoStanding,
    ErrorCode,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.settings import TieBreak


def _two_ties(services: Services, settings: BurracoSettings = ONE_ROUND) -> TournamentId:
    """Four pairs, 1 and 3 level on every figure, 2 and 4 too (tests.builders.ties.two_ties)."""
    tournament_id = burraco_tournament(services, pairs=4, settings=settings)
    two_ties(services, tournament_id)
    return tournament_id


def _tied_at_the_cut(services: Services) -> tuple[TournamentId, tuple[int, int, int]]:
    """Scala 40, 8 players at two tables, the final drafted with two players tied across the
    cut (tests.builders.ties.tie_at_the_cut): the tournament, and (a, b, table 2's winner)."""
    tournament_id = scala40_tournament(services, players=8, settings=Scala40Settings(seed=1))
    return tournament_id, tie_at_the_cut(services, tournament_id)


def _rows(services: Services, tournament_id: TournamentId) -> list[BurracoStanding]:
    rows = services.standings.overall(tournament_id)
    assert all(isinstance(row, BurracoStanding) for row in rows)
    return rows  # type: ignore[return-value]


def _ties(services: Services, tournament_id: TournamentId) -> list[list[int]]:
    return [[row.entry for row in group] for group in services.standings.ties(tournament_id)]


def test_level_pairs_share_a_place_until_lots_are_drawn(
    services: Services, two_ties_state: TournamentId
) -> None:
    tournament_id = two_ties_state
    rows = _rows(services, tournament_id)
    assert [(r.rank, r.entry) for r in rows] == [(1, 1), (1, 3), (3, 2), (3, 4)]
    assert _ties(services, tournament_id) == [[1, 3], [2, 4]]

    drawn = services.standings.draw_lots(tournament_id, [1, 3], rng=random.Random(7))

    assert sorted(drawn) == [1, 3]
    rows = _rows(services, tournament_id)
    assert [(r.rank, r.entry) for r in rows[:2]] == [(1, drawn[0]), (2, drawn[1])]
    assert rows[1].tie_break_note == "draw"
    # The other couple still shares third place: the draw was only among 1 and 3.
    assert [(r.rank, r.entry) for r in rows[2:]] == [(3, 2), (3, 4)]
    assert _ties(services, tournament_id) == [[2, 4]]
    logged = services.audit.list(tournament_id)[0]
    assert (logged.action, logged.summary) == ("standings.draw", " ".join(map(str, drawn)))


def test_the_draw_is_by_lot_not_a_fixed_order(
    services: Services, two_ties_state: TournamentId
) -> None:
    """Over a few draws both orders come out: nobody is favoured by their number."""
    tournament_id = two_ties_state
    seen = {
        services.standings.draw_lots(tournament_id, [1, 3], rng=random.Random(seed))
        for seed in range(40)
    }
    assert seen == {(1, 3), (3, 1)}
    # Without a generator of its own the draw still happens (the system's randomness).
    assert sorted(services.standings.draw_lots(tournament_id, [3, 1])) == [1, 3]


def test_a_second_draw_keeps_the_first(services: Services, two_ties_state: TournamentId) -> None:
    tournament_id = two_ties_state
    first = services.standings.draw_lots(tournament_id, [1, 3], rng=random.Random(1))
    second = services.standings.draw_lots(tournament_id, [2, 4], rng=random.Random(2))

    rows = _rows(services, tournament_id)
    assert [(r.rank, r.entry) for r in rows] == [
        (1, first[0]),
        (2, first[1]),
        (3, second[0]),
        (4, second[1]),
    ]
    # fewer VP need no tie-break; each pair drawn second says the draw put it there
    assert [r.tie_break_note for r in rows] == ["", "draw", "", "draw"]
    assert services.standings.ties(tournament_id) == ()
    settings = services.tournaments.get(tournament_id).settings
    assert settings.draw_order == (*first, *second)


def test_drawing_a_group_again_replaces_its_earlier_draw(
    services: Services, two_ties_state: TournamentId
) -> None:
    """The entries drawn again leave their old places in the recorded draw: the new order
    decides, and the other group's order stays."""
    tournament_id = two_ties_state
    services.standings.record_draw(tournament_id, [3, 1, 4, 2])
    drawn = next(
        order
        for seed in range(40)
        if (order := services.standings.draw_lots(tournament_id, [1, 3], rng=random.Random(seed)))
        == (1, 3)
    )
    assert services.tournaments.get(tournament_id).settings.draw_order == (*drawn, 4, 2)
    rows = _rows(services, tournament_id)
    assert [r.entry for r in rows] == [1, 3, 4, 2]


@pytest.mark.parametrize(
    ("recorded", "drawn", "merged"),
    [
        ((6, 2, 7), (2, 6), (2, 6, 7)),  # 7 was drawn after both: it stays after them
        ((6, 2, 7), (6, 2), (6, 2, 7)),
        ((7, 6, 2), (2, 6), (7, 2, 6)),  # 7 was drawn before both: it stays before
        ((6, 2, 7), (9, 2), (6, 9, 2, 7)),  # a newcomer joins where 2 stood
        ((), (3, 1), (3, 1)),
        ((4, 5), (3, 1), (4, 5, 3, 1)),
    ],
)
def test_a_new_draw_moves_no_entry_it_did_not_name(recorded, drawn, merged) -> None:
    """Players 6, 2, 7 drawn 6-2-7; drawing only 2 and 6 again must not move 7 past them."""
    from tournament_app.services.standings.service import merged_draw

    assert merged_draw(recorded, drawn) == merged


def test_no_tie_to_draw_before_any_result(services: Services) -> None:
    """Before the first result everyone is level on nothing: a draw then would decide ties
    that have not happened, so none is offered."""
    tournament_id = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    assert {r.rank for r in _rows(services, tournament_id)} == {1}
    assert services.standings.ties(tournament_id) == ()


def test_no_tie_to_draw_when_the_draw_is_not_a_tie_break(services: Services) -> None:
    """A tournament whose tie-breaks leave out the draw keeps its ties: none is offered, and
    a draw is refused, changing nothing."""
    settings = replace(
        ONE_ROUND, tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED, TieBreak.HEAD_TO_HEAD)
    )
    tournament_id = _two_ties(services, settings)
    assert services.standings.ties(tournament_id) == ()
    with pytest.raises(ServiceError) as refused:
        services.standings.draw_lots(tournament_id, [1, 3])
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params["detail"] == "draw_not_a_tie_break"
    assert services.tournaments.get(tournament_id).settings.draw_order == ()


@pytest.mark.parametrize(
    ("tied", "detail"),
    [
        ([], "draw_too_few"),
        ([3], "draw_too_few"),
        ([1, 9], "draw_unknown_entry"),
        ([1, 3, 1], "draw_entry_twice"),
    ],
)
def test_a_draw_that_cannot_be_made_changes_nothing(
    services: Services, two_ties_state: TournamentId, tied: list[int], detail: str
) -> None:
    tournament_id = two_ties_state
    services.standings.record_draw(tournament_id, [4, 2])
    logged = len(services.audit.list(tournament_id))
    with pytest.raises(ServiceError) as refused:
        services.standings.draw_lots(tournament_id, tied)
    assert refused.value.params["detail"] == detail
    assert services.tournaments.get(tournament_id).settings.draw_order == (4, 2)
    assert len(services.audit.list(tournament_id)) == logged


# -- scala 40: a tie across the cut -----------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_draw_at_the_cut_sends_on_only_the_one_drawn_first(
    services: Services, tied_at_the_cut: tuple[TournamentId, tuple[int, int, int]], seed: int
) -> None:
    tournament_id, (a, b, winner) = tied_at_the_cut
    final = services.rounds.get(tournament_id, 2)
    assert [set(t.players) for t in final.tables] == [{a, b, winner}]  # both go on, untied
    problems = services.rounds.check(tournament_id, 2).problems
    assert [(p.code, set(p.entries)) for p in problems] == [("tied_at_cut", {a, b})]
    # the overall standings show them sharing a place too: a draw can part them there
    assert [set(group) for group in _ties(services, tournament_id)] == [{a, b}]

    drawn = services.standings.draw_lots(tournament_id, [a, b], rng=random.Random(seed))
    services.rounds.delete_draft(tournament_id, 2)
    final = services.rounds.generate(tournament_id)

    assert [set(t.players) for t in final.tables] == [{drawn[0], winner}]
    assert services.rounds.check(tournament_id, 2).ok


# -- the states these tests start from: each built once per process and backend, and copied --

STATES = {
    "two_ties_state": with_services(_two_ties),
    "tied_at_the_cut": with_services(_tied_at_the_cut),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    """This test's copy of the state its fixture below names (else an empty database)."""
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def two_ties_state(start: tuple[str, Any]) -> TournamentId:
    """`_two_ties`'s value."""
    return start[1]


@pytest.fixture
def tied_at_the_cut(start: tuple[str, Any]) -> tuple[TournamentId, tuple[int, int, int]]:
    """`_tied_at_the_cut`'s value."""
    return start[1]
