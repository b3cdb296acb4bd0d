"""Two stations on one database (two processes on a SQLite file; two on PostgreSQL).

Different tables entered at once all land; two corrections of the same table: one wins, the
other is refused as a conflict naming who changed it; hundreds of concurrent corrections of
one table lose no update (every confirmed write is counted in the version and the log).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from tests.builders.snapshots import sqlite_copy, with_services
from tests.reliability.forked_stations import start_child
from tests.reliability.reliability_helpers import (
    SOAK,
    assert_clear_refusal,
    integrity_problems,
    published_burraco,
)
from tournament_app.services import (
    ConflictError,
    ErrorCode,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.storage.models import AuditRow

PAIRS = 24  # 12 tables
HAMMER_WRITES = 600 if SOAK else 100  # per station


@pytest.fixture
def stations(database_url: str) -> Iterator[tuple[Services, Services]]:
    """Two stations, each with its own engine, on the same database."""
    first = open_services(database_url, station="cassa")
    second = open_services(database_url, station="sala")
    try:
        yield first, second
    finally:
        first.close()
        second.close()


def _outputs(*children: object) -> list[list[str]]:
    found = []
    for child in children:
        out, err = child.communicate(timeout=300)  # type: ignore[attr-defined]
        lines = out.splitlines()
        assert child.returncode == 0, f"{lines[-3:]}\n{err[-2000:]}"  # type: ignore[attr-defined]
        found.append(lines)
    return found


@pytest.fixture
def cassa(database_url: str) -> Iterator[Services]:
    """The one station this test process holds while the child processes write."""
    opened = open_services(database_url, station="cassa")
    try:
        yield opened
    finally:
        opened.close()


def test_different_tables_entered_at_once_all_land(database_url: str, cassa: Services) -> None:
    """Two processes enter the odd and the even tables together: all twelve are stored."""
    tournament = published_burraco(cassa, PAIRS)
    odd = ",".join(str(t) for t in range(1, 13, 2))
    even = ",".join(str(t) for t in range(2, 13, 2))
    first = start_child(database_url, tournament, "cassa", "tables", odd)
    second = start_child(database_url, tournament, "sala", "tables", even)
    lines = [line for output in _outputs(first, second) for line in output]
    assert sum(line.startswith("committed") for line in lines) == 12
    results = cassa.results.list(TournamentId(tournament), 1)
    assert sorted(r.table for r in results) == list(range(1, 13))
    assert cassa.rounds.progress(TournamentId(tournament), 1).missing == ()


def test_same_table_corrected_by_two_stations_one_wins(
    stations: tuple[Services, Services],
) -> None:
    """Both stations read version 1 of table 3; the first correction wins, the second is a
    conflict naming the winning station, and the stored result is the winner's."""
    cassa, sala = stations
    tournament = TournamentId(published_burraco(cassa, PAIRS))
    cassa.results.enter_totals(tournament, 1, 3, 640, 245)
    seen_by_cassa = cassa.results.get(tournament, 1, 3)
    seen_by_sala = sala.results.get(tournament, 1, 3)
    assert seen_by_cassa is not None and seen_by_sala is not None
    cassa.results.enter_totals(tournament, 1, 3, 700, 245, expected_version=seen_by_cassa.version)
    with pytest.raises(ConflictError) as refused:
        sala.results.enter_totals(tournament, 1, 3, 640, 300, expected_version=seen_by_sala.version)
    assert refused.value.code is ErrorCode.CONFLICT
    assert_clear_refusal(refused.value, "cassa")
    stored = sala.results.get(tournament, 1, 3)
    assert stored is not None
    assert (stored.ns_mp, stored.ew_mp, stored.version) == (700, 245, 2)


def test_the_log_shows_the_refused_correction_too(stations: tuple[Services, Services]) -> None:
    """The audit trail shows both attempts at table 3: the winning one and the refused one."""
    cassa, sala = stations
    tournament = TournamentId(published_burraco(cassa, PAIRS))
    cassa.results.enter_totals(tournament, 1, 3, 640, 245)
    cassa.results.enter_totals(tournament, 1, 3, 700, 245, expected_version=1)
    with pytest.raises(ConflictError):
        sala.results.enter_totals(tournament, 1, 3, 640, 300, expected_version=1)
    attempts = [
        entry
        for entry in cassa.audit.list(tournament)
        if "table 3" in entry.entity and entry.action != "result.enter"
    ]
    assert {entry.station for entry in attempts} == {"cassa", "sala"}


@pytest.mark.slow
def test_hundreds_of_concurrent_corrections_lose_no_update(
    database_url: str, cassa: Services
) -> None:
    """Two processes correct table 1 over and over, re-reading after each conflict: the final
    version equals the count of confirmed writes, and each has its own audit row."""
    tournament = published_burraco(cassa, PAIRS)
    first = start_child(database_url, tournament, "cassa", "hammer", 1, HAMMER_WRITES)
    second = start_child(database_url, tournament, "sala", "hammer", 1, HAMMER_WRITES)
    outputs = _outputs(first, second)
    confirmed = [line for output in outputs for line in output if line.startswith("committed")]
    conflicts = [line for output in outputs for line in output if line.startswith("conflict")]
    assert len(confirmed) == 2 * HAMMER_WRITES
    # Each confirmed write got a version no other write got: none overwrote another.
    versions = sorted(int(line.split()[2]) for line in confirmed)
    assert versions == list(range(1, 2 * HAMMER_WRITES + 1))
    stored = cassa.results.get(TournamentId(tournament), 1, 1)
    assert stored is not None and stored.version == 2 * HAMMER_WRITES
    with cassa.engine.connect() as connection:
        logged = connection.execute(
            select(AuditRow.station, AuditRow.action).where(AuditRow.entity == "round 1 table 1")
        ).all()
    written = [station for station, action in logged if not action.endswith(".refused")]
    assert sorted(written) == sorted(["cassa"] * HAMMER_WRITES + ["sala"] * HAMMER_WRITES)
    # Every refused attempt is in the log too.
    assert len(logged) - len(written) == len(conflicts)


SAME_PROCESS_ROUNDS = 40 if SOAK else 4


def _published(services: Services) -> TournamentId:
    """The evening's round 1 published (`published_burraco`), PAIRS pairs."""
    return published_burraco(services, PAIRS)


@pytest.mark.slow
def test_a_second_opening_in_one_process_keeps_the_file_sound(
    request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """The window reopens a database it holds (station renamed, database switched) while
    other stations write: the file must stay sound, whatever the timing. (Each attempt
    starts from a copy of the published evening, built once per process.)"""
    for attempt in range(SAME_PROCESS_ROUNDS):
        database = tmp_path / f"serata-{attempt}.sqlite3"
        tournament = sqlite_copy(
            request, with_services(_published, station="cassa"), f"sqlite:///{database}"
        )
        first = open_services(str(database), station="cassa")
        second = open_services(str(database), station="cassa")
        children = [
            start_child(database, tournament, "sala", "tables", "1,3,5,7,9,11"),
            start_child(database, tournament, "bar", "tables", "2,4,6,8,10,12"),
        ]
        _outputs(*children)
        problems = integrity_problems(database)
        first.close()
        second.close()
        assert problems == [], f"attempt {attempt + 1}: {problems}"
