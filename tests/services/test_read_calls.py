"""A read-only call sends reads alone: on the club's server its statements run without a
transaction around them, so a write there would be kept instead of rolled back with the call;
the engine refuses it. On SQLite it is rolled back with the call. On either, nothing is
stored."""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext

import pytest
from sqlalchemy import insert, select

from tournament_app.services import Services
from tournament_app.storage.engine import ReadOnlyCallWrote, is_sqlite
from tournament_app.storage.models import ClubRow


def _clubs(services: Services) -> list[str]:
    with services.reading() as session:
        return list(session.scalars(select(ClubRow.name)))


def _refused_on_a_server(services: Services) -> AbstractContextManager[object]:
    if is_sqlite(services.database.url):
        return nullcontext()
    return pytest.raises(ReadOnlyCallWrote)


def test_an_object_added_in_a_read_only_call_is_not_stored(services: Services) -> None:
    with _refused_on_a_server(services), services.reading() as session:
        session.add(ClubRow(name="Circolo del Ponte", name_key="circolo del ponte"))
        session.flush()
    assert _clubs(services) == []


def test_a_statement_that_writes_in_a_read_only_call_is_not_stored(services: Services) -> None:
    with _refused_on_a_server(services), services.reading() as session:
        session.execute(insert(ClubRow).values(name="Circolo", name_key="circolo"))
    assert _clubs(services) == []
