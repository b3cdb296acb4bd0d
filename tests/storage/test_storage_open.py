"""Opening a database: pragmas, fresh schema, refusing foreign and newer files untouched."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from tournament_app.services import ErrorCode, PlayerSpec, ServiceError, open_services
from tournament_app.services.messages import describe
from tournament_app.storage import open_database
from tournament_app.storage.backups import backup_sqlite, backups_of
from tournament_app.storage.database import current_revision, head_revision


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_new_database_gets_the_current_schema(empty_database_url: str) -> None:
    """A fresh database is created at the newest schema revision."""
    database = open_database(empty_database_url)
    try:
        assert current_revision(database.engine) == head_revision()
    finally:
        database.engine.dispose()


def test_sqlite_connections_use_wal_full_sync_and_foreign_keys(sqlite_url: str) -> None:
    """Every SQLite connection has WAL, synchronous=FULL (2) and foreign keys on."""
    database = open_database(sqlite_url)
    try:
        for _ in range(2):  # a second connection from the pool too
            with database.engine.connect() as connection:
                assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
                assert connection.execute(text("PRAGMA synchronous")).scalar() == 2
                assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
    finally:
        database.engine.dispose()


def test_a_plain_path_means_a_sqlite_file(tmp_path: Path) -> None:
    """open_services with a plain path creates that SQLite file."""
    target = tmp_path / "club.sqlite3"
    services = open_services(str(target))
    services.close()
    assert target.read_bytes().startswith(b"SQLite format 3")


def test_the_default_database_lives_in_the_data_dir(private_data_dir: Path) -> None:
    """With no database named, the embedded one in the user's data directory is used."""
    services = open_services()
    services.close()
    assert (private_data_dir / "torneo.sqlite3").exists()


def test_a_text_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    """A file that is not SQLite at all is refused with NOT_A_DATABASE, byte for byte intact."""
    target = tmp_path / "notes.sqlite3"
    target.write_text("Torneo di Natale: 24 coppie\n", encoding="utf-8")
    before = _digest(target)
    with pytest.raises(ServiceError) as caught:
        open_services(str(target))
    assert caught.value.code is ErrorCode.NOT_A_DATABASE
    assert "notes.sqlite3" in describe(caught.value, "en")
    assert _digest(target) == before


def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    """A SQLite file with someone else's tables is refused; its journal mode stays as it was."""
    target = tmp_path / "other.db"
    connection = sqlite3.connect(target)
    connection.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    connection.execute("INSERT INTO recipes (name) VALUES ('tiramisù')")
    connection.commit()
    connection.close()
    before = _digest(target)
    with pytest.raises(ServiceError) as caught:
        open_services(str(target))
    assert caught.value.code is ErrorCode.NOT_A_DATABASE
    assert _digest(target) == before
    assert not Path(f"{target}-wal").exists()


def test_a_database_from_a_newer_torneo_is_refused_and_left_alone(tmp_path: Path) -> None:
    """A schema revision this Torneo does not know: DATABASE_TOO_NEW, and nothing changes."""
    target = tmp_path / "future.sqlite3"
    open_services(str(target)).close()
    connection = sqlite3.connect(target)
    connection.execute("PRAGMA journal_mode=DELETE")  # fold the WAL back in, for the digest
    connection.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    connection.commit()
    connection.close()
    before = _digest(target)
    with pytest.raises(ServiceError) as caught:
        open_services(str(target))
    assert caught.value.code is ErrorCode.DATABASE_TOO_NEW
    assert "9999_from_the_future" in describe(caught.value, "it")
    assert _digest(target) == before
    assert not list(tmp_path.glob("future-backups/*"))


def test_a_missing_folder_is_reported_as_unreachable(tmp_path: Path) -> None:
    """A path in a folder that does not exist gives DATABASE_UNREACHABLE."""
    with pytest.raises(ServiceError) as caught:
        open_services(str(tmp_path / "nowhere" / "club.sqlite3"))
    assert caught.value.code is ErrorCode.DATABASE_UNREACHABLE


def test_backups_roll_keeping_the_newest(tmp_path: Path) -> None:
    """Only the configured number of copies stays, the newest ones, each a readable database."""
    target = tmp_path / "club.sqlite3"
    open_services(str(target)).close()
    made = [backup_sqlite(target, reason=f"round {n}", keep=3) for n in range(1, 6)]
    kept = backups_of(target)
    assert kept == made[-3:]
    copy = sqlite3.connect(kept[-1])
    assert copy.execute("SELECT count(*) FROM alembic_version").fetchone() == (1,)
    copy.close()


def test_a_damaged_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    """Pages overwritten in the middle of a real database: DATABASE_DAMAGED, file unchanged."""
    target = tmp_path / "club.sqlite3"
    services = open_services(str(target))
    services.registry.add_many([PlayerSpec(f"Rossi{n}", "Anna" * 20) for n in range(400)])
    services.close()
    connection = sqlite3.connect(target)
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.close()
    page = 4096
    with target.open("r+b") as stream:
        stream.seek(3 * page)
        stream.write(b"\xa5" * (6 * page))
    before = _digest(target)
    with pytest.raises(ServiceError) as caught:
        open_services(str(target))
    assert caught.value.code is ErrorCode.DATABASE_DAMAGED
    assert "-backups" in describe(caught.value, "en")
    assert _digest(target) == before


def test_a_read_only_file_refuses_writes_with_a_sentence(tmp_path: Path) -> None:
    """Saving into a database that cannot be written: DATABASE_WRITE_FAILED, nothing changed."""
    from sqlalchemy import event

    target = tmp_path / "club.sqlite3"
    services = open_services(str(target))
    try:
        services.registry.add("Rossi", "Anna")
        # Tests run as root, so file modes cannot forbid writing; SQLite's query_only can.
        services.engine.dispose()
        event.listen(
            services.engine,
            "connect",
            lambda connection, _record: connection.execute("PRAGMA query_only=ON"),
        )
        with pytest.raises(ServiceError) as caught:
            services.registry.add("Verdi", "Ugo")
        assert caught.value.code is ErrorCode.DATABASE_WRITE_FAILED
        assert "{" not in describe(caught.value, "it")
        assert [p.surname for p in services.registry.search("")] == ["Rossi"]
    finally:
        services.close()


def test_an_interrupted_backup_is_never_listed(tmp_path: Path) -> None:
    """A copy left half-written (its temporary name) is not a backup, and is swept away."""
    target = tmp_path / "club.sqlite3"
    open_services(str(target)).close()
    folder = tmp_path / "club-backups"
    folder.mkdir()
    (folder / "club-20260101-000000-000000-round-1.partial").write_bytes(b"SQLite format 3\x00")
    assert backups_of(target) == []
    made = backup_sqlite(target, reason="round 2")
    assert backups_of(target) == [made]
    assert not list(folder.glob("*.partial"))


def test_a_name_with_spaces_and_signs_opens_and_backs_up(tmp_path: Path) -> None:
    """A club's file named "Serata #3 (è?).sqlite3" opens, reopens and backs up."""
    target = tmp_path / "Serata #3 (è?).sqlite3"
    open_services(str(target)).close()
    services = open_services(str(target))
    try:
        services.registry.add("Rossi", "Anna")
        copy = services.backup("round 1")
    finally:
        services.close()
    assert copy is not None and backups_of(target) == [copy]
