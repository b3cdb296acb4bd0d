"""The evenings the hall's tests start from, each built once per test process and backend and
copied for every test (tests/builders/snapshots.py). A test module (the results code's too)
names its states in `STATES` and takes `start` and `database_url` from here (`start,
database_url = evenings.start, evenings.database_url`), so `services`, `start_hall` and every
server the test starts open its own copy; a state's fixture returns `start[1]`, the builder's
value."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import burraco_tournament, published_round
from tests.databases import Snapshot
from tournament_app.services import BurracoSettings, PairingSystem, Services, TournamentId


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    """This test's copy of the state of its module's `STATES` it asks for."""
    return started(request, database_snapshot, request.module.STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


def burraco_entry_round(services: Services) -> TournamentId:
    """Four pairs seated in their numbers' order (pairs 1 and 2 at table 1), table entry on,
    round 1 published."""
    tid = burraco_tournament(
        services,
        4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=True),
    )
    published_round(services, tid)
    return tid


ENTRY_ROUND = with_services(burraco_entry_round)


def table_code(services: Services, tid: TournamentId, table: int, round_number: int = 1) -> str:
    """The phone-entry code of `table` in round `round_number` (issued when missing)."""
    return next(c.code for c in services.table_entry.codes(tid, round_number) if c.table == table)
