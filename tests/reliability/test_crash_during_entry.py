"""A station killed (SIGKILL) in the middle of entering results loses nothing it confirmed.

A child process enters and corrects results (and now and then gives a penalty) in a loop,
printing each one after the service call returned; the test kills it at random moments,
then reopens the file and checks that SQLite finds it sound, that every confirmed result and
penalty is there, and that no row is visible without the audit row written in the same
transaction.
"""

from __future__ import annotations

import random
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select

from tests.reliability.forked_stations import ForkedChild, start_child
from tests.reliability.reliability_helpers import (
    SOAK,
    integrity_problems,
    published_burraco,
)
from tournament_app.services import TournamentId, open_services
from tournament_app.storage.models import AuditRow, BurracoResultRow, PenaltyRow

PAIRS = 40  # 20 tables
KILLS = 200 if SOAK else 20
# How long the child may write before the kill, after its first write (seconds): a write takes
# 5-30 ms, so the kill lands at any moment of one of several writes (a longer run only made
# more writes before each kill, not another kind of moment).
LONGEST_RUN = 0.1


def _committed(lines: list[str]) -> dict[int, tuple[int, int, int]]:
    """The last confirmed (version, ns_mp, ew_mp) per table from a child's output."""
    confirmed: dict[int, tuple[int, int, int]] = {}
    for line in lines:
        words = line.split()
        if words[:1] == ["committed"]:
            table, version, ns_mp, ew_mp = map(int, words[1:])
            confirmed[table] = (version, ns_mp, ew_mp)
        assert words[:1] != ["error"], f"the child failed on its own: {line}"
    return confirmed


def _held_child(database: Path, tournament: int, seed: int) -> ForkedChild:
    """A child that loads now (while the previous one is checked) and writes when told."""
    return start_child(database, tournament, f"station-{seed}", "loop", PAIRS // 2, seed, hold=True)


def _kill_while_writing(
    child: ForkedChild, draw: random.Random, start_next: Callable[[], object]
) -> list[str]:
    """Let a held child write for a random moment after its first write, SIGKILL it, start
    the next one loading; returns what the killed child printed."""
    assert child.stdout is not None and child.stdin is not None
    assert child.stdout.readline().strip() == "loaded"
    child.stdin.write("go\n")
    child.stdin.flush()
    first = child.stdout.readline()
    assert first.strip() == "ready", first + (child.stderr.read() if child.stderr else "")
    # The moment is counted from the child's first finished write, not from "ready": on a
    # machine busy with other tests (pytest -n) a child may not finish one write in that time,
    # and the kill would land before any work.
    written = child.stdout.readline()
    time.sleep(draw.uniform(0.0, LONGEST_RUN))
    child.send_signal(signal.SIGKILL)
    start_next()
    rest, _ = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL
    return (written + rest).splitlines()


def _reopened(database: Path) -> tuple[dict[int, tuple[int, int, int]], list[str], set[int]]:
    """Reopen through the services: the stored (version, ns_mp, ew_mp) per table, the rows
    no audit row's `after` shows (half-written actions), and the penalty ids stored."""
    services = open_services(str(database))
    try:
        with services.engine.connect() as connection:
            results = connection.execute(select(BurracoResultRow)).all()
            penalties = set(connection.execute(select(PenaltyRow.id)).scalars())
            afters = [after for (after,) in connection.execute(select(AuditRow.after))]
            audited = {
                (row["id"], row["version"])
                for after in afters
                for row in after.get("burraco_results", [])
            }
            audited_penalties = {
                row["id"] for after in afters for row in after.get("penalties", [])
            }
    finally:
        services.close()
    stored = {row.table_number: (row.version, row.ns_mp, row.ew_mp) for row in results}
    unaudited = [
        f"table {row.table_number} v{row.version}"
        for row in results
        if (row.id, row.version) not in audited
    ]
    unaudited += [f"penalty {p}" for p in sorted(penalties - audited_penalties)]
    return stored, unaudited, penalties


@pytest.mark.slow
def test_killed_station_loses_no_confirmed_result(tmp_path: Path) -> None:
    """>= 20 SIGKILLs while entering: file sound, every confirmed result kept, all audited."""
    database = tmp_path / "serata.sqlite3"
    services = open_services(str(database))
    tournament = published_burraco(services, PAIRS)
    services.close()
    draw = random.Random(20261129)
    expected: dict[int, tuple[int, int, int]] = {}
    given: set[int] = set()
    confirmed_writes = 0
    children = [_held_child(database, tournament, 0)]
    for kill in range(KILLS):
        lines = _kill_while_writing(
            children[-1],
            draw,
            lambda seed=kill + 1: children.append(_held_child(database, tournament, seed)),
        )
        confirmed = _committed(lines)
        confirmed_writes += sum(line.startswith(("committed", "penalty")) for line in lines)
        expected.update(confirmed)
        assert integrity_problems(database) == [], f"after kill {kill + 1}"
        stored, unaudited, penalties = _reopened(database)
        given.update(int(line.split()[1]) for line in lines if line.startswith("penalty "))
        assert given <= penalties, f"kill {kill + 1}: penalties lost {given - penalties}"
        assert unaudited == [], f"after kill {kill + 1}"
        for table, (version, ns_mp, ew_mp) in expected.items():
            # A write confirmed just before the kill may have been followed by one more
            # committed but not yet printed: the version can only be higher, never lower.
            assert table in stored, f"kill {kill + 1}: table {table} lost"
            if stored[table][0] == version:
                assert stored[table] == (version, ns_mp, ew_mp), f"kill {kill + 1}"
            else:
                assert stored[table][0] > version, f"kill {kill + 1}: table {table} went back"
        expected = {table: stored[table] for table in expected}
    # The kills really landed during work: many writes were confirmed across the runs.
    assert confirmed_writes >= KILLS, confirmed_writes
    assert given, "no penalty was given before a kill: the child's mix of actions changed?"
    spare = children[-1]
    spare.kill()
    spare.communicate(timeout=30)
    services = open_services(str(database))
    try:
        # The reopened database still takes work: one more correction through the services.
        current = services.results.get(TournamentId(tournament), 1, 1)
        version = None if current is None else current.version
        services.results.enter_totals(
            TournamentId(tournament), 1, 1, 500, 495, expected_version=version
        )
        assert services.results.get(TournamentId(tournament), 1, 1).ns_mp == 500  # type: ignore[union-attr]
    finally:
        services.close()
