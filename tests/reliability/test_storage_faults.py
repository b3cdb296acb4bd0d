"""Disk full, a read-only database, a database locked by another program.

Each is simulated on a real SQLite file through SQLite itself, on every connection the
services open: disk full as `PRAGMA max_page_count` at the current size (the file cannot
grow), read-only as `PRAGMA query_only` (a chmod cannot stop the root user the tests may run
as), locked as another connection holding an exclusive transaction. In each case the action
must be refused with a clear ServiceError, nothing already stored may be lost, and once the
fault is gone the same action succeeds.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.reliability_helpers import (
    assert_clear_refusal,
    database_snapshot,
    each_connection,
    integrity_problems,
    published_burraco,
)
from tournament_app.services import (
    ErrorCode,
    NewEntry,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)

PAIRS = 20


def _many_new_pairs(count: int = 60) -> list[NewEntry]:
    """Enough new pairs that adding them needs new pages in the file."""
    return [
        NewEntry((PlayerSpec(surname=f"Nuovo{n}", name="Ugo"), PlayerSpec(surname=f"Altro{n}")))
        for n in range(count)
    ]


def _disk_full(services: Services) -> Any:
    assert services.database.path is not None
    pages = sqlite3.connect(services.database.path).execute("PRAGMA page_count").fetchone()[0]
    return each_connection(services, f"PRAGMA max_page_count={int(pages)}")


def _read_only(services: Services) -> Any:
    return each_connection(services, "PRAGMA query_only=ON")


@contextmanager
def _locked(services: Services) -> Iterator[None]:
    """Another program holds the write lock; the services wait only a moment for it."""
    assert services.database.path is not None
    other = sqlite3.connect(services.database.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with each_connection(services, "PRAGMA busy_timeout=200"):
            yield
    finally:
        other.execute("ROLLBACK")
        other.close()


FAULTS: dict[str, Callable[[Services], Any]] = {
    "disk full": _disk_full,
    "read-only file": _read_only,
    "locked by another program": _locked,
}

# Each action is tried under each fault; `tournament` is round 1 published, table 1 empty.
ACTIONS: dict[str, Callable[[Services, TournamentId], object]] = {
    "enter a result": lambda s, t: s.results.enter_totals(t, 1, 1, 640, 245),
    "add sixty pairs": lambda s, t: s.entries.add_many(t, _many_new_pairs()),
}


@pytest.fixture
def evening(sqlite_url: str) -> Iterator[tuple[Services, TournamentId]]:
    """Twenty pairs, round 1 published, table 2 already entered."""
    services = open_services(sqlite_url, station="cassa")
    tournament = TournamentId(published_burraco(services, PAIRS))
    services.results.enter_totals(tournament, 1, 2, 500, 300)
    try:
        yield services, tournament
    finally:
        services.close()


def _fault_cases() -> list[Any]:
    # One result fits in the pages the file already has, so "disk full" needs the growing
    # action here; results under a full disk have their own test below.
    return [
        pytest.param(fault, action, id=f"{fault}-{action}".replace(" ", "_"))
        for fault in FAULTS
        for action in ACTIONS
        if (fault, action) != ("disk full", "enter a result")
    ]


def _correct_until_refused(services: Services, tournament: TournamentId) -> tuple[int, Exception]:
    """Correct table 1 again and again under a full disk; (last confirmed version, error)."""
    version: int | None = None
    for attempt in range(2000):
        try:
            result = services.results.enter_totals(
                tournament, 1, 1, 5 * (attempt % 200), 300, expected_version=version
            )
        except Exception as error:
            assert version is not None, f"refused at once: {error!r}"
            return version, error
        version = result.version
    raise AssertionError("the disk never filled up")


def test_results_entered_until_the_disk_is_full_are_all_kept(
    evening: tuple[Services, TournamentId],
) -> None:
    """Every correction confirmed before the disk filled up is stored; the refused one is
    not; once there is room again the next correction goes through."""
    services, tournament = evening
    with _disk_full(services):
        confirmed, _error = _correct_until_refused(services, tournament)
    assert services.database.path is not None
    assert integrity_problems(services.database.path) == []
    stored = services.results.get(tournament, 1, 1)
    assert stored is not None and stored.version == confirmed
    entries = [e for e in services.audit.list(tournament, limit=5000) if e.entity.endswith("1")]
    assert len([e for e in entries if e.entity == "round 1 table 1"]) == confirmed
    services.results.enter_totals(tournament, 1, 1, 640, 245, expected_version=confirmed)


def test_a_full_disk_while_entering_results_is_a_clear_refusal(
    evening: tuple[Services, TournamentId],
) -> None:
    """The refusal that ends the run of corrections is a ServiceError with a sentence."""
    services, tournament = evening
    with _disk_full(services):
        _confirmed, error = _correct_until_refused(services, tournament)
    assert isinstance(error, ServiceError), repr(error)
    assert error.code is ErrorCode.DATABASE_WRITE_FAILED
    assert_clear_refusal(error)


@pytest.mark.parametrize(("fault", "action"), _fault_cases())
def test_a_fault_loses_nothing_and_the_action_works_after(
    evening: tuple[Services, TournamentId], fault: str, action: str
) -> None:
    """Under the fault the action fails and changes nothing; the file stays sound; once the
    fault is gone the very same action succeeds."""
    services, tournament = evening
    before = database_snapshot(services.engine)
    with FAULTS[fault](services), pytest.raises(Exception):  # noqa: B017 (kind: next test)
        ACTIONS[action](services, tournament)
    assert services.database.path is not None
    assert integrity_problems(services.database.path) == []
    assert database_snapshot(services.engine) == before
    ACTIONS[action](services, tournament)
    assert database_snapshot(services.engine) != before


@pytest.mark.parametrize(("fault", "action"), _fault_cases())
def test_a_fault_is_refused_with_a_clear_service_error(
    evening: tuple[Services, TournamentId], fault: str, action: str
) -> None:
    """The director sees a sentence (it and en), not a database traceback."""
    services, tournament = evening
    with FAULTS[fault](services), pytest.raises(ServiceError) as refused:
        ACTIONS[action](services, tournament)
    assert refused.value.code is ErrorCode.DATABASE_WRITE_FAILED
    assert_clear_refusal(refused.value)


def test_reading_goes_on_while_another_program_writes(
    evening: tuple[Services, TournamentId],
) -> None:
    """WAL: standings and results still read while another connection holds the write lock."""
    services, tournament = evening
    with _locked(services):
        assert [r.table for r in services.results.list(tournament, 1)] == [2]
        assert len(services.standings.overall(tournament)) == PAIRS


def test_opening_a_file_in_a_missing_folder_is_refused(tmp_path: Path) -> None:
    """A database path whose folder does not exist: DATABASE_UNREACHABLE, nothing created."""
    target = tmp_path / "non-esiste" / "torneo.sqlite3"
    with pytest.raises(ServiceError) as refused:
        open_services(str(target))
    assert_clear_refusal(refused.value, str(target))
    assert not target.parent.exists()
