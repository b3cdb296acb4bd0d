"""The test harness's copies of a snapshot (tests/conftest.py `database_snapshot`): each test
gets exactly the state the builder made (every row, every id, the next ids after them), and
what a test changes never reaches another test's copy. On PostgreSQL the copies are reused
databases with the snapshot's rows copied in (tests/pg_reuse.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import create_engine, select, text

from tests import databases
from tests.builders.tournaments import burraco_tournament, pair
from tournament_app.services import NewEntry, TournamentId, open_services
from tournament_app.storage.models import Base

Dump = dict[str, list[tuple[Any, ...]]]


def dump(url: str) -> Dump:
    """Every row of every table in primary-key order, and on PostgreSQL each counter's last
    number given out."""
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            rows: Dump = {
                table.name: [
                    tuple(row)
                    for row in connection.execute(select(table).order_by(*table.primary_key))
                ]
                for table in Base.metadata.sorted_tables
            }
            if engine.dialect.name == "postgresql":
                rows["sequences"] = [
                    tuple(row)
                    for row in connection.execute(
                        text("SELECT sequencename, last_value FROM pg_sequences ORDER BY 1")
                    )
                ]
            return rows
    finally:
        engine.dispose()


def played_round(database_url: str) -> tuple[int, Dump]:
    """Eight pairs, round 1 published and its four tables entered; the tournament's id and
    every row the database then holds."""
    services = open_services(database_url, station="test-station")
    try:
        tid = burraco_tournament(services, 8)
        services.rounds.generate(tid)
        services.rounds.publish(tid, 1)
        for table in range(1, 5):
            services.results.enter_totals(tid, 1, table, 640, 245)
    finally:
        services.close()
    return int(tid), dump(database_url)


def schema_changed(database_url: str) -> None:
    """A builder that adds a column (no test's builder does): its snapshot must still be
    copied whole, column and all."""
    engine = create_engine(database_url)
    try:
        with engine.begin() as connection:
            connection.execute(text("ALTER TABLE clubs ADD COLUMN colour text"))
            connection.execute(text("INSERT INTO clubs (name, colour) VALUES ('Sud', 'blu')"))
    finally:
        engine.dispose()


def _new_pair(url: str, tid: int) -> None:
    services = open_services(url, station="test-station")
    try:
        services.entries.add_many(TournamentId(tid), [NewEntry(tuple(pair(9)))])
    finally:
        services.close()


def test_a_copy_holds_every_row_and_the_next_ids_follow_the_snapshots(
    database_snapshot: databases.Snapshot,
) -> None:
    url, (tid, built) = database_snapshot(played_round)
    assert dump(url) == built
    _new_pair(url, tid)
    after = dump(url)
    players = [row[0] for row in built["players"]]
    assert [row[0] for row in after["players"]] == [*players, max(players) + 1, max(players) + 2]
    entries = [row[0] for row in built["entries"]]
    assert [row[0] for row in after["entries"]] == [*entries, max(entries) + 1]


def test_a_change_in_one_copy_never_reaches_the_next(
    database_snapshot: databases.Snapshot,
) -> None:
    first, (tid, built) = database_snapshot(played_round)
    _new_pair(first, tid)
    engine = create_engine(first)
    with engine.begin() as connection:
        connection.execute(text("DELETE FROM burraco_results"))
    engine.dispose()
    second, _ = database_snapshot(played_round)
    assert second != first
    assert dump(second) == built


def test_a_reused_database_comes_back_holding_the_snapshot_alone(
    _postgres_reused: Any, _snapshots: dict[tuple[str, str], Any]
) -> None:
    """A database given back after a test changed its rows and counters is emptied and
    handed to the next copy, which holds the snapshot and nothing of that test's."""
    reused = _postgres_reused
    name, (tid, built) = databases.postgres_snapshot(_snapshots, reused, played_round)
    _new_pair(reused.url(name), tid)
    reused.give_back(name)
    again, _ = databases.postgres_snapshot(_snapshots, reused, played_round)
    try:
        assert again == name
        assert dump(reused.url(again)) == built
    finally:
        reused.give_back(again)


def test_a_snapshot_that_changed_the_schema_is_copied_whole_and_never_reused(
    _postgres_reused: Any, _snapshots: dict[tuple[str, str], Any]
) -> None:
    reused = _postgres_reused
    name, _ = databases.postgres_snapshot(_snapshots, reused, schema_changed)
    engine = create_engine(reused.url(name))
    with engine.connect() as connection:
        assert connection.execute(text("SELECT name, colour FROM clubs")).all() == [("Sud", "blu")]
    engine.dispose()
    reused.give_back(name)
    plain = reused.take()
    try:
        assert plain != name
        engine = create_engine(reused.url(plain))
        with engine.connect() as connection:
            columns = connection.execute(
                text("SELECT column_name FROM information_schema.columns WHERE table_name='clubs'")
            ).scalars()
            assert "colour" not in set(columns)
        engine.dispose()
    finally:
        reused.give_back(plain)
