"""Double entry against another station's write of the same table at the same moment: a
correction made while a second entry commits settles it, and a second entry made while a
correction commits never compares the figures the correction replaced (SQLite and
PostgreSQL)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

import pytest
from sqlalchemy import insert, select, update

from tests.builders.double_entry import OTHER, table_one_entered
from tests.builders.snapshots import started, with_services
from tests.databases import Snapshot
from tournament_app.services import (
    ErrorCode,
    SecondEntry,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.storage.models import BurracoResultRow, ResultCheckRow

# Each test starts from a copy of table 1 entered by the director, built once.
STATES = {"two_stations": with_services(table_one_entered, station="direttore")}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def two_stations(
    database_url: str, start: tuple[str, Any]
) -> Iterator[tuple[Services, TournamentId, int]]:
    """The director's station with table 1 entered (640-245), its round's id."""
    tournament_id, round_id = start[1]
    director = open_services(database_url, station="direttore")
    try:
        yield director, tournament_id, round_id
    finally:
        director.close()


def _table_one(statement: Any, round_id: int) -> Any:
    """The statement narrowed to table 1's result of the round."""
    return statement.where(
        BurracoResultRow.round_id == round_id, BurracoResultRow.table_number == 1
    )


def _in_background(action: Callable[[], object]) -> tuple[threading.Thread, dict[str, object]]:
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["value"] = action()
        except ServiceError as error:
            outcome["error"] = error

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(0.5)  # long enough to reach the other station's lock and wait on it
    return thread, outcome


def test_a_correction_made_while_a_second_entry_commits_settles_it(
    two_stations: tuple[Services, TournamentId, int],
) -> None:
    """Another station's second entry is written but not yet committed when the director
    corrects the table: the correction waits, then closes that disagreement too, instead of
    leaving it open against figures no longer stored."""
    director, tournament_id, round_id = two_stations
    with director.engine.connect() as other:
        transaction = other.begin()
        other.execute(_table_one(select(BurracoResultRow), round_id).with_for_update())
        other.execute(
            insert(ResultCheckRow).values(
                round_id=round_id,
                table_number=1,
                ns_mp=640,
                ew_mp=250,
                result_version=1,
                entered_by="secondo-operatore",
                entered_at=datetime(2026, 11, 29, 21, 0),
            )
        )
        thread, outcome = _in_background(
            lambda: director.results.enter_totals(tournament_id, 1, 1, *OTHER, expected_version=1)
        )
        transaction.commit()
    thread.join(30)
    assert "error" not in outcome
    assert director.results.disagreements(tournament_id) == ()


def test_a_second_entry_made_while_a_correction_commits_never_compares_stale_figures(
    two_stations: tuple[Services, TournamentId, int], database_url: str
) -> None:
    """The director's correction to 640-250 is written but not committed when a second
    operator types 640-250. PostgreSQL makes the second entry wait and it agrees with the
    correction; SQLite may refuse it as a CONFLICT (type it again). Never is a disagreement
    left against the figures the correction replaced."""
    director, tournament_id, round_id = two_stations
    second = open_services(database_url, station="secondo-operatore")
    try:
        with director.engine.connect() as other:
            transaction = other.begin()
            other.execute(
                _table_one(update(BurracoResultRow), round_id).values(
                    ns_mp=OTHER[0], ew_mp=OTHER[1], version=BurracoResultRow.version + 1
                )
            )
            thread, outcome = _in_background(
                lambda: second.results.second_entry(tournament_id, 1, 1, *OTHER)
            )
            transaction.commit()
        thread.join(30)
        assert director.results.disagreements(tournament_id) == ()
        if "error" in outcome:
            assert not database_url.startswith("postgresql")
            error = outcome["error"]
            assert isinstance(error, ServiceError) and error.code is ErrorCode.CONFLICT
        else:
            checked = outcome["value"]
            assert isinstance(checked, SecondEntry) and checked.agrees
            assert checked.first.version == 2
    finally:
        second.close()
