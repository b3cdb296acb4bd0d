"""What the reliability tests share: a published round, child processes, database snapshots."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, event, select

from tournament_app.services import (
    BurracoSettings,
    Game,
    NewEntry,
    PairingSystem,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.messages import LANGUAGES, describe
from tournament_app.storage.models import Base

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SOAK = os.environ.get("TORNEO_SOAK") == "1"


Snapshot = dict[str, list[dict[str, Any]]]


def published_burraco(services: Services, pairs: int, *, hands: int = 3) -> TournamentId:
    """A burraco tournament of `pairs` pairs seated in registration order, round 1 published.

    With an even count, pair 2k-1 plays pair 2k at table k (registration order, no bye).
    """
    tournament = services.tournaments.create(
        TournamentDraft(
            game=Game.BURRACO,
            name="Serata di prova affidabilità",
            date="2026-11-29",
            settings=BurracoSettings(hands=hands, first_round=PairingSystem.REGISTRATION),
        )
    )
    services.entries.add_many(
        tournament.id,
        [
            NewEntry(
                (
                    PlayerSpec(surname=f"Rossi{number}", name="Anna"),
                    PlayerSpec(surname=f"Bianchi{number}", name="Carlo"),
                )
            )
            for number in range(1, pairs + 1)
        ],
    )
    services.rounds.generate(tournament.id)
    services.rounds.publish(tournament.id, 1)
    return tournament.id


def database_snapshot(engine: Engine) -> Snapshot:
    """Every row of every Torneo table, in primary-key order: compared before and after a
    refusal. (The tables come from the models, which a test checks against the migrations;
    reflecting the schema each time would double the cost on PostgreSQL.)"""
    found: Snapshot = {}
    with engine.connect() as connection:
        for table in Base.metadata.sorted_tables:
            order = list(table.primary_key.columns) or list(table.columns)
            rows = connection.execute(select(table).order_by(*order)).all()
            found[table.name] = [dict(row._mapping) for row in rows]
    return found


@contextmanager
def each_connection(services: Services, *statements: str) -> Iterator[None]:
    """Run `statements` on every connection the services open from now on."""

    def apply(dbapi_connection: Any, _record: Any) -> None:
        for statement in statements:
            dbapi_connection.execute(statement)

    services.engine.dispose()
    event.listen(services.engine, "connect", apply)
    try:
        yield
    finally:
        event.remove(services.engine, "connect", apply)
        services.engine.dispose()


def integrity_problems(path: Path) -> list[str]:
    """What SQLite's own checks find wrong in a file (empty when it is sound)."""
    connection = sqlite3.connect(path)
    try:
        integrity = [row[0] for row in connection.execute("PRAGMA integrity_check")]
        foreign = connection.execute("PRAGMA foreign_key_check").fetchall()
    except sqlite3.DatabaseError as error:  # damaged beyond what the check can walk
        return [str(error)]
    finally:
        connection.close()
    problems = [] if integrity == ["ok"] else integrity
    problems.extend(f"foreign key: {row}" for row in foreign)
    return problems


def assert_clear_refusal(error: ServiceError, *names: str) -> None:
    """The error's Italian and English sentences exist, are filled in and name each of `names`.

    A sentence "names" a thing when its text contains it (case-insensitive). Errors with
    their own `sentence(language)` (import and tournament files) are worded by it, as the
    CLI and the GUI do.
    """
    own = getattr(error, "sentence", None)
    for language in LANGUAGES:
        sentence = own(language) if callable(own) else describe(error, language)
        assert sentence.strip(), f"{error.code}: empty {language} message"
        assert "{" not in sentence, f"{language} message with an unfilled slot: {sentence}"
        for name in names:
            assert name.lower() in sentence.lower(), (
                f"{language} message does not name {name!r}: {sentence}"
            )


def snapshot_changes(before: Snapshot, after: Snapshot) -> dict[str, dict[str, list[Any]]]:
    """What differs between two snapshots, per table: rows gone and rows new (or changed)."""
    changes: dict[str, dict[str, list[Any]]] = {}
    for table in sorted(set(before) | set(after)):
        old, new = before.get(table, []), after.get(table, [])
        gone = [row for row in old if row not in new]
        added = [row for row in new if row not in old]
        if gone or added:
            changes[table] = {"gone": gone, "new": added}
    return changes


RELIABILITY_DOC = ROOT / "docs" / "reliability.md"


def undocumented(names: list[str]) -> list[str]:
    """The case names docs/reliability.md does not list (each must appear word for word)."""
    text = RELIABILITY_DOC.read_text(encoding="utf-8")
    return [name for name in names if name not in text]
