"""The burraco ranking kept between results (`services/standings/memo.py`): after this
station's own result it is brought up to date without reading the evening again, and it is
always the ranking a full recomputation gives, whatever was written since and by whom."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import event

from tests.builders.tournaments import burraco_tournament, published_round
from tests.property_counts import examples
from tournament_app.services import (
    NotFoundError,
    PenaltyKind,
    ServiceError,
    Services,
    Standing,
    TournamentId,
    open_services,
)
from tournament_app.services.standings.memo import StandingsMemo
from tournament_app.services.standings.service import StandingsService

PAIRS = 9  # four tables and a bye
LAST_ROUND = 3


def full_ranking(services: Services, tournament_id: TournamentId) -> tuple[Standing, ...]:
    """The ranking computed from the database alone, with nothing kept from before."""
    context = replace(services._context, standings_memo=StandingsMemo())
    return StandingsService(context).overall(tournament_id)


@contextmanager
def statements(services: Services) -> Iterator[list[str]]:
    """The SQL statements the services send while the block runs."""
    sent: list[str] = []

    def count(_conn, _cursor, statement, *_args) -> None:  # type: ignore[no-untyped-def]
        sent.append(statement)

    event.listen(services.engine, "before_cursor_execute", count)
    try:
        yield sent
    finally:
        event.remove(services.engine, "before_cursor_execute", count)


def tables_of_round(services: Services, tid: TournamentId, number: int) -> list[int]:
    return [t.table for t in services.rounds.get(tid, number).tables if not t.is_bye]


def second_result_typed_here(
    services: Services, looked_at: Callable[[TournamentId], object]
) -> tuple[TournamentId, int]:
    """A round in play: a result typed here, the standings looked at (`looked_at`), then a
    second result typed here. The tournament and the round."""
    tid = burraco_tournament(services, PAIRS)
    number = published_round(services, tid)
    first, second = tables_of_round(services, tid, number)[:2]
    services.results.enter_totals(tid, number, first, 1200, 400)
    looked_at(tid)
    services.results.enter_totals(tid, number, second, 900, 700)
    return tid, number


def test_a_result_typed_here_is_ranked_without_reading_the_evening_again(
    services: Services,
) -> None:
    tid, _number = second_result_typed_here(services, services.standings.overall)
    with statements(services) as sent:
        after = services.standings.overall(tid)

    assert len(sent) == 1  # whether anything else was written: nothing was
    assert after == full_ranking(services, tid)
    assert {row.entry: row.vp for row in after} != {
        row.entry: row.vp for row in services.standings.overall(tid, after_round=0)
    }


def test_another_stations_result_is_read_again(services: Services, database_url: str) -> None:
    tid = burraco_tournament(services, PAIRS)
    number = published_round(services, tid)
    first, second = tables_of_round(services, tid, number)[:2]
    services.results.enter_totals(tid, number, first, 1200, 400)
    services.standings.overall(tid)
    other = open_services(database_url, station="sala-2")
    try:
        other.results.enter_totals(tid, number, second, 1500, 100)
        services.results.enter_totals(tid, number, first, 400, 1200, expected_version=1)
    finally:
        other.close()

    with statements(services) as sent:
        after = services.standings.overall(tid)

    assert len(sent) > 1
    assert after == full_ranking(services, tid)
    assert sum(row.vp_per_round[-1] is not None for row in after) == 5  # two tables, a bye
    # The log asked twice: whether anything was written (it was), then where it stands
    # now, the floor and the marker in one statement (on a server each is a round trip).
    assert len([statement for statement in sent if "FROM audit_log" in statement]) == 2, sent


# One step of an evening at two stations: who acts, and what.
STEPS = st.one_of(
    st.tuples(
        st.just("result"),
        st.booleans(),
        st.integers(0, 3),
        st.integers(0, 60).map(lambda n: 5 * n),
        st.integers(0, 60).map(lambda n: 5 * n),
    ),
    st.tuples(st.just("remove"), st.booleans(), st.integers(0, 3)),
    st.tuples(st.just("penalty"), st.booleans(), st.integers(1, PAIRS), st.integers(1, 3)),
    st.tuples(st.just("warning"), st.booleans(), st.integers(1, PAIRS)),
    st.tuples(st.just("withdraw"), st.booleans(), st.integers(1, PAIRS)),
    st.tuples(st.just("undo"), st.booleans()),
    st.tuples(st.just("next round"), st.booleans()),
)


def _step(services: Services, tid: TournamentId, step: tuple) -> None:  # type: ignore[type-arg]
    """Do one step; a step the tournament refuses now (nothing to undo, a round not complete
    yet...) changes nothing, as for a director."""
    what = step[0]
    try:
        current_round = services.rounds.get(tid)
    except NotFoundError:  # undone back before its first round: only a new round can come
        number, tables = 0, []
    else:  # the round read once: its number and its tables
        number = current_round.number
        tables = [t.table for t in current_round.tables if not t.is_bye]
    if not tables and what in ("result", "remove"):
        return
    try:
        if what == "result":
            table = tables[step[2] % len(tables)]
            current = services.results.get(tid, number, table)
            services.results.enter_totals(
                tid,
                number,
                table,
                step[3],
                step[4],
                expected_version=current.version if current else None,
                despite_unlikely=True,
            )
        elif what == "remove":
            table = tables[step[2] % len(tables)]
            current = services.results.get(tid, number, table)
            if current is not None:
                services.results.delete(tid, number, table, expected_version=current.version)
        elif what == "penalty":
            services.penalties.add(
                tid, step[2], PenaltyKind.VP, reason="ritardo", round_number=number, vp=step[3]
            )
        elif what == "warning":
            services.penalties.add(tid, step[2], PenaltyKind.WARNING, reason="richiamo")
        elif what == "withdraw":
            services.entries.withdraw(tid, step[2])
        elif what == "undo":
            services.audit.undo_last(tid)
        elif number < LAST_ROUND:
            for table in tables:
                if services.results.get(tid, number, table) is None:
                    services.results.enter_totals(tid, number, table, 600, 400)
            published_round(services, tid)
    except ServiceError:
        pass


@given(steps=st.lists(STEPS, min_size=1, max_size=8))
@settings(
    max_examples=examples(12),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_the_kept_ranking_is_always_a_full_recomputation(
    services: Services,
    database_url: str,
    steps: list[tuple],  # type: ignore[type-arg]
) -> None:
    """Random results, corrections, removals, penalties, withdrawals, undos and rounds, here
    and at another station (the examples continue one evening): after every step each
    station's ranking is the one computed from the database alone."""
    found = services.tournaments.list()
    tid = found[0].id if found else burraco_tournament(services, PAIRS)
    if not found:
        published_round(services, tid)
    other = open_services(database_url, station="sala-2")
    try:
        for step in steps:
            _step(other if step[1] else services, tid, step)
            try:
                expected = full_ranking(services, tid)
            except NotFoundError:
                # Undone back past its creation (undo takes a tournament's creation back
                # too): every station refuses it alike, and this evening is over.
                _refused_everywhere(tid, services, other)
                return
            assert services.standings.overall(tid) == expected
            assert services.standings.board(tid).rows == expected
            assert other.standings.overall(tid) == expected
    finally:
        other.close()


def _refused_everywhere(tid: TournamentId, *stations: Services) -> None:
    """No station ranks a tournament that is no more, not even from a tally it kept."""
    for station in stations:
        for rank in (station.standings.overall, station.standings.board):
            with pytest.raises(NotFoundError):
                rank(tid)


def test_a_tournament_undone_away_is_ranked_by_no_station(services: Services, database_url):
    """Undo takes back a tournament's creation too, once everything after it is undone: a
    station that kept its tally ranks it no more than one that never did."""
    tid = burraco_tournament(services, PAIRS)
    published_round(services, tid)
    other = open_services(database_url, station="sala-2")
    try:
        assert other.standings.overall(tid) == services.standings.overall(tid)  # both kept
        for _ in range(4):  # the publication, the draft, the entries, the creation
            services.audit.undo_last(tid)
        _refused_everywhere(tid, services, other)
    finally:
        other.close()


def test_an_evening_undone_back_before_its_first_round_goes_on(services: Services) -> None:
    """Undo can take the first round away altogether (its publication, then its draft): a
    result typed then is refused as for a director, and the next round is seated anew."""
    tid = burraco_tournament(services, PAIRS)
    published_round(services, tid)
    services.audit.undo_last(tid)
    services.audit.undo_last(tid)
    for step in (("result", False, 0, 0, 5), ("remove", False, 1), ("next round", False)):
        _step(services, tid, step)
        assert services.standings.overall(tid) == full_ranking(services, tid)
    assert services.rounds.get(tid).number == 1


def test_the_board_after_a_result_typed_here_reads_only_the_marker_and_the_last_round(
    services: Services,
) -> None:
    """The Standings page and the projector show the board: after this station's result it
    reads whether anything else was written and which round it is after, not the
    tournament's settings again (they come with the tally nothing has changed since)."""
    tid, number = second_result_typed_here(services, services.standings.board)
    with statements(services) as sent:
        board = services.standings.board(tid)

    assert len(sent) == 2
    fresh = StandingsService(replace(services._context, standings_memo=StandingsMemo()))
    assert board == fresh.board(tid)  # the rows, the tie rule, the prize rule, the round
    assert board.rows == full_ranking(services, tid)
    assert (board.after_round, board.partial) == (number, True)  # results still missing
