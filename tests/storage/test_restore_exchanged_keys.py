"""`storage.snapshots.restore` (the base of undo) puts back rows that exchanged the values of
a unique key: two entries' numbers, a pair's two players' order, two rounds' numbers, two
results' tables, two players' membership cards, two clubs' names, two seats' entries. Written
back row by row, the first row would briefly hold the key the second still has: the database
refused the whole undo (SQLite and PostgreSQL alike)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.orm import Session

from tests.builders.snapshots import snapshot_fixtures, state_value
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Services,
    TournamentDraft,
    open_services,
)
from tournament_app.storage.models import Base
from tournament_app.storage.snapshots import Snapshot, current, differences, restore

# (table, the column of its unique key whose values two rows exchange)
EXCHANGES = [
    ("entries", "number"),
    ("entry_players", "position"),
    ("players", "tessera"),
    ("clubs", "name"),
    ("rounds", "number"),
    ("burraco_results", "table_number"),
    ("seats", "entry_id"),
]


def keys_evening(database_url: str) -> None:
    """Four pairs from two clubs, with membership cards; round 1 played (tables 1 and 2 have
    results), round 2 a draft."""
    opened = open_services(database_url, station="Sala1")
    try:
        tournament = opened.tournaments.create(
            TournamentDraft(game=Game.BURRACO, name="Chiavi", settings=BurracoSettings())
        ).id
        for number in range(1, 5):
            club = "Circolo Nord" if number % 2 else "Circolo Sud"
            opened.entries.add(
                tournament,
                [
                    PlayerSpec(f"Rossi{number}", name="Anna", tessera=f"R{number}", club=club),
                    PlayerSpec(f"Verdi{number}", name="Ugo", tessera=f"V{number}", club=club),
                ],
            )
        opened.rounds.generate(tournament)
        opened.rounds.publish(tournament, 1)
        opened.results.enter_totals(tournament, 1, 1, 900, 400)
        opened.results.enter_totals(tournament, 1, 2, 300, 1200)
        opened.rounds.generate(tournament)
    finally:
        opened.close()


# The evening built once per process and backend, each test on its own copy.
STATES = {"evening": keys_evening}
start, database_url = snapshot_fixtures(STATES)
evening = state_value("evening")


@pytest.fixture
def services(database_url: str, evening: None) -> Iterator[Services]:
    """Services at station "Sala1" over this test's copy of `keys_evening`."""
    opened = open_services(database_url, station="Sala1")
    try:
        yield opened
    finally:
        opened.close()


def _two_rows(session: Session, table: Table) -> list[int]:
    ids = session.scalars(select(table.c.id).order_by(table.c.id)).all()
    assert len(ids) >= 2, table.name
    if table.name == "entry_players":  # the two players of one pair
        first = session.execute(select(table).where(table.c.id == ids[0])).mappings().one()
        return list(
            session.scalars(select(table.c.id).where(table.c.entry_id == first["entry_id"]))
        )
    if table.name == "seats":  # two seats of one round
        first = session.execute(select(table).where(table.c.id == ids[0])).mappings().one()
        return list(
            session.scalars(
                select(table.c.id).where(table.c.round_id == first["round_id"]).limit(2)
            )
        )
    return [ids[0], ids[1]]


def _exchange(session: Session, table: Table, column: str, first: int, second: int) -> None:
    """Two rows trade `column`, as a change would leave them (the way it gets there is the
    test's: a spare value for a plain column, a rewrite of both rows for a reference)."""
    rows = {
        row["id"]: dict(row)
        for row in session.execute(select(table).where(table.c.id.in_([first, second])))
        .mappings()
        .all()
    }
    if table.c[column].foreign_keys:
        session.execute(delete(table).where(table.c.id.in_([first, second])))
        rows[first][column], rows[second][column] = rows[second][column], rows[first][column]
        session.execute(insert(table), [rows[first], rows[second]])
        return
    spare: Any = None if table.c[column].nullable else -999
    if isinstance(rows[first][column], str):
        spare = "spare"
    session.execute(update(table).where(table.c.id == first).values({column: spare}))
    session.execute(update(table).where(table.c.id == second).values({column: rows[first][column]}))
    session.execute(update(table).where(table.c.id == first).values({column: rows[second][column]}))


def _undo_exchanges(
    services: Services, exchanges: list[tuple[str, str]]
) -> tuple[Snapshot, Snapshot]:
    """Exchange the keys, then restore the rows as they were: (before, what is there after)."""
    engine = services.engine
    with Session(engine) as session:
        keys: Snapshot = {}
        moves = []
        for name, column in exchanges:
            table = Base.metadata.tables[name]
            first, second = _two_rows(session, table)
            keys[name] = [{"id": first}, {"id": second}]
            moves.append((table, column, first, second))
        before = current(session, keys)
        for table, column, first, second in moves:
            _exchange(session, table, column, first, second)
        session.commit()
    with Session(engine) as session:
        after = current(session, keys)
        assert differences(before, after) == sorted(name for name, _ in exchanges)
        restore(session, before, after)
        session.commit()
    with Session(engine) as session:
        return before, current(session, keys)


@pytest.mark.parametrize(("table", "column"), EXCHANGES, ids=[name for name, _ in EXCHANGES])
def test_rows_that_exchanged_a_unique_key_are_put_back(
    services: Services, table: str, column: str
) -> None:
    before, now = _undo_exchanges(services, [(table, column)])
    assert differences(before, now) == []


def test_every_exchange_at_once_is_put_back(services: Services) -> None:
    before, now = _undo_exchanges(services, EXCHANGES)
    assert differences(before, now) == []


def test_the_tournament_reads_as_before_after_the_restore(services: Services) -> None:
    """What the director sees: the entries' numbers and players, round 1's results."""
    tournament = services.tournaments.list()[0].id
    entries = services.entries.list(tournament)
    results = services.results.list(tournament, 1)
    _undo_exchanges(services, EXCHANGES)
    assert services.entries.list(tournament) == entries
    again = services.results.list(tournament, 1)
    assert [(r.table, r.ns_mp, r.ew_mp, r.ns_vp, r.ew_vp) for r in again] == [
        (r.table, r.ns_mp, r.ew_mp, r.ns_vp, r.ew_vp) for r in results
    ]
