"""What opening a club server's database asks the server. Each question is a round trip on
the club's network (a few milliseconds over wifi, more when the server is busy), and every
station (the director's, each display screen) asks them each time it opens the database:
the table list once, and nothing about types Torneo never stores (hstore)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from psycopg.types import TypeInfo
from sqlalchemy import Engine, event

from tournament_app.storage.database import Database, open_database
from tournament_app.storage.read_only import open_read_only


@pytest.fixture
def questions(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every statement SQLAlchemy sends, and every type looked up on the server."""
    asked: list[str] = []

    def statement(*args: Any) -> None:
        asked.append(str(args[2]))

    fetch = TypeInfo.fetch.__func__  # type: ignore[attr-defined]

    def type_lookup(cls: type[TypeInfo], connection: Any, name: str) -> Any:
        asked.append(f"type {name}")
        return fetch(cls, connection, name)

    monkeypatch.setattr(TypeInfo, "fetch", classmethod(type_lookup))
    event.listen(Engine, "before_cursor_execute", statement)
    yield asked
    event.remove(Engine, "before_cursor_execute", statement)


@pytest.mark.parametrize("opening", [open_database, open_read_only], ids=["director", "display"])
def test_opening_a_server_database_lists_its_tables_once_and_asks_nothing_needless(
    server_url: str, questions: list[str], opening: Callable[[str], Database]
) -> None:
    open_database(server_url).engine.dispose()  # the director's station makes it
    questions.clear()
    opened = opening(server_url)
    try:
        listings = [asked for asked in questions if "pg_class" in asked]
        assert len(listings) == 1, questions
        assert not [asked for asked in questions if asked.startswith("type ")], questions
        assert sum("alembic_version" in asked for asked in questions) == 1, questions
    finally:
        opened.engine.dispose()
