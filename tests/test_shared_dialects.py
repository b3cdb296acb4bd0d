"""The tests' engines share their kind's compiled statements (tests/shared_dialects.py)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import select

from tournament_app.storage.database import open_database
from tournament_app.storage.models import TournamentRow


def test_a_statement_compiled_for_one_database_is_not_compiled_again_for_the_next(
    tmp_path: Path,
) -> None:
    first = open_database(tmp_path / "first.sqlite")
    second = open_database(tmp_path / "second.sqlite")
    try:
        statement = select(TournamentRow.id).where(TournamentRow.name == "Coppa")
        with first.engine.connect() as connection:
            connection.execute(statement).all()
        compiled = len(second.engine._compiled_cache)
        with second.engine.connect() as connection:
            connection.execute(statement).all()
        assert second.engine.dialect is first.engine.dialect
        assert len(second.engine._compiled_cache) == compiled
    finally:
        first.engine.dispose()
        second.engine.dispose()
