"""Copies of the club's database: the automatic ones listed, one saved where the director
asks (while results are being entered), and going back to an automatic copy, with the
database as it was kept as a copy of its own. A database on a PostgreSQL server has none:
the server makes its own."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import Engine

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    CopyReason,
    DatabaseCopy,
    ErrorCode,
    ServiceError,
    Services,
    TournamentId,
    copies_of,
    open_services,
    recover_from_copy,
    restore_copy,
)
from tournament_app.services.backups import RESTORE_ACTION
from tournament_app.services.messages import describe
from tournament_app.storage import backups as backups_module
from tournament_app.storage.backups import DEFAULT_KEEP, backup_folder

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NOW = datetime(2026, 11, 29, 10, 15, tzinfo=UTC)


@pytest.fixture
def club(sqlite_url: str) -> tuple[Services, Path]:
    services = open_services(sqlite_url, station="Sala 1")
    yield services, Path(sqlite_url.removeprefix("sqlite:///"))
    services.close()


def _evening(services: Services) -> TournamentId:
    """Eight pairs; round 1 published (a copy is taken), then its four tables entered."""
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    for table in range(1, 5):
        services.results.enter_totals(tid, 1, table, 640, 245)
    return tid


def database_snapshot(engine: Engine) -> list[str]:
    """Every row of the SQLite database as SQL statements (SQLite's own dump)."""
    with engine.connect() as connection:
        return list(connection.connection.driver_connection.iterdump())


def _entered(services: Services, tid: TournamentId) -> int:
    return len(services.results.list(tid, 1))


def test_the_automatic_copies_are_listed_newest_first(club) -> None:
    services, _ = club
    tid = _evening(services)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 2)
    copies = services.backups.list()
    assert [copy.round for copy in copies] == [2, 1]
    assert copies[0].taken_at > copies[1].taken_at
    assert all(copy.size > 0 and copy.path.exists() for copy in copies)


def test_a_saved_copy_holds_everything_entered(club, tmp_path: Path) -> None:
    """Saved while the database is open (the stick before going home): the copy opens on
    its own with every result, and the database is untouched."""
    services, _ = club
    tid = _evening(services)
    before = database_snapshot(services.engine)
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    saved = services.backups.save_copy(stick / "serata.sqlite3")
    assert saved == stick / "serata.sqlite3"
    assert database_snapshot(services.engine) == before
    copy = open_services(str(saved), station="casa")
    try:
        assert _entered(copy, tid) == 4
    finally:
        copy.close()
    assert not list(stick.glob("*.partial"))


@pytest.mark.parametrize(
    ("where", "italian", "english"),
    [
        ("missing folder", "cartella esista", "folder exists"),
        ("the database itself", "è l'archivio aperto", "is the open database"),
    ],
)
def test_a_copy_that_cannot_be_written_changes_nothing(
    club, tmp_path: Path, where: str, italian: str, english: str
) -> None:
    services, database = club
    tid = _evening(services)
    target = tmp_path / "gone" / "serata.sqlite3" if where == "missing folder" else database
    before = database_snapshot(services.engine)
    with pytest.raises(ServiceError) as refused:
        services.backups.save_copy(target)
    assert refused.value.code is (
        ErrorCode.COPY_FAILED if where == "missing folder" else ErrorCode.OUTPUT_REFUSED
    )
    assert italian in describe(refused.value, "it")
    assert english in describe(refused.value, "en")
    assert str(target) in describe(refused.value, "it")
    assert database_snapshot(services.engine) == before
    assert _entered(services, tid) == 4


def test_a_server_database_has_its_copies_made_on_the_server(
    database_url: str, tmp_path: Path
) -> None:
    """On PostgreSQL, listing or saving copies says the server makes them (pg_dump); the
    same calls on a file database list its copies and save one."""
    services = open_services(database_url)
    target = tmp_path / "copia.sqlite3"
    try:
        if database_url.startswith("sqlite"):
            assert services.backups.list() == ()  # a new file: nothing published yet
            assert services.backups.save_copy(target).exists()
            return
        for attempt in (services.backups.list, lambda: services.backups.save_copy(target)):
            with pytest.raises(ServiceError) as refused:
                attempt()
            assert refused.value.code is ErrorCode.COPIES_ON_SERVER
            assert "pg_dump" in describe(refused.value, "it")
            assert "pg_dump" in describe(refused.value, "en")
        assert not target.exists()
    finally:
        services.close()


def test_going_back_to_a_copy_keeps_the_database_as_it_was(club) -> None:
    """Back to round 1's publication: the four results typed after it are gone from the
    database, and are in the copy taken just before, which is listed with the others. The
    restored database's log starts with the restore, which undo does not take back."""
    services, database = club
    tid = _evening(services)
    (published,) = services.backups.list()
    safety = restore_copy(services, published)
    reopened = open_services(str(database), station="Sala 1")
    try:
        assert _entered(reopened, tid) == 0
        listed = reopened.backups.list()
        assert listed[0].path == safety and listed[0].reason == "before-restore"
        (latest, *_) = reopened.audit.list(None)
        assert latest.station == "Sala 1"
        assert latest.action == RESTORE_ACTION
        assert published.path.name in latest.summary and safety.name in latest.summary
        # The tournament's own log says why its four results are gone.
        assert reopened.audit.list(tid)[0].action == RESTORE_ACTION
        # Undo never takes the restore back: unasked it says the restore stands in the way
        # of the older change it would take back instead; confirmed, it takes that one.
        with pytest.raises(ServiceError) as refused:
            reopened.audit.undo_last()
        assert refused.value.params["detail"] == "undo_passes_over"
        assert reopened.audit.undo_last(despite=True).action != RESTORE_ACTION
    finally:
        reopened.close()
    # Looked at as a display station: an automatic copy is not opened to be changed.
    kept = open_services(str(safety), station="controllo", read_only=True)
    try:
        assert _entered(kept, tid) == 4
    finally:
        kept.close()


def test_another_station_reads_the_copy_from_its_next_screen(club) -> None:
    """A second program on the same file, left open: no file is swapped under it, so its
    next read shows the restored content rather than an error."""
    services, database = club
    tid = _evening(services)
    (published,) = services.backups.list()
    other = open_services(str(database), station="Sala 2")
    try:
        assert _entered(other, tid) == 4
        restore_copy(services, published)
        assert _entered(other, tid) == 0
    finally:
        other.close()


def test_the_oldest_copy_can_be_chosen_when_all_are_kept(club) -> None:
    """With the most copies kept, going back to the oldest still works: the copy taken before
    the restore does not push it out first. Afterwards the usual number is kept."""
    services, database = club
    tid = _evening(services)  # the oldest copy: round 1 published, no result yet
    for number in range(DEFAULT_KEEP - 1):  # then as many as fill the folder, with results
        services.backup(f"extra-{number}")
    copies = services.backups.list()
    assert len(copies) == DEFAULT_KEEP
    oldest = copies[-1]
    assert oldest.round == 1
    restore_copy(services, oldest)
    assert len(list(backup_folder(database).glob("*.sqlite3"))) == DEFAULT_KEEP
    reopened = open_services(str(database))
    try:
        assert _entered(reopened, tid) == 0
    finally:
        reopened.close()


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"", ErrorCode.NOT_A_DATABASE),
        (b"nomi,cognomi\nRossi,Anna\n" * 50, ErrorCode.NOT_A_DATABASE),
    ],
)
def test_a_copy_that_is_no_database_is_refused_before_anything_changes(
    club, content: bytes, code: ErrorCode
) -> None:
    services, database = club
    tid = _evening(services)
    (published,) = services.backups.list()
    published.path.write_bytes(content)
    before = sorted(backup_folder(database).iterdir())
    with pytest.raises(ServiceError) as refused:
        restore_copy(services, published)
    assert refused.value.code is code
    assert sorted(backup_folder(database).iterdir()) == before  # no copy taken either
    reopened = open_services(str(database))
    try:
        assert _entered(reopened, tid) == 4
    finally:
        reopened.close()


def test_a_copy_from_before_an_upgrade_is_upgraded_when_reopened(club, tmp_path: Path) -> None:
    """The copy taken before an upgrade has the older schema: after going back to it, the
    next opening upgrades it with its data, as opening that old file would."""
    services, database = club
    _evening(services)
    services.close()
    folder = backup_folder(database)
    old = folder / f"{database.stem}-20260101-000000-000000-before-upgrade-from-0003.sqlite3"
    shutil.copyfile(FIXTURES / "reliability" / "schema_0003.db", old)
    reopened = open_services(str(database))
    (chosen,) = [copy for copy in reopened.backups.list() if copy.path == old]
    restore_copy(reopened, chosen)
    by_restore = open_services(str(database))
    direct_file = tmp_path / "direct.sqlite3"
    shutil.copyfile(FIXTURES / "reliability" / "schema_0003.db", direct_file)
    direct = open_services(str(direct_file))
    try:
        names = [t.name for t in by_restore.tournaments.list()]
        assert names and names == [t.name for t in direct.tournaments.list()]
    finally:
        by_restore.close()
        direct.close()


@pytest.mark.parametrize(
    ("reason", "why", "tournament", "round_"),
    [
        ("tournament-2-round-3-published", CopyReason.ROUND_PUBLISHED, 2, 3),
        ("tournament-12-round-11-published", CopyReason.ROUND_PUBLISHED, 12, 11),
        # named so before the tournament was in the name
        ("round-3-published", CopyReason.ROUND_PUBLISHED, None, 3),
        ("before-upgrade-from-0002", CopyReason.BEFORE_UPGRADE, None, None),
        ("before-restore", CopyReason.BEFORE_RESTORE, None, None),
        ("round-x-published", CopyReason.OTHER, None, None),
        ("after-the-party", CopyReason.OTHER, None, None),
    ],
)
def test_a_copys_name_says_why_and_which_tournament_and_round(
    reason: str, why: CopyReason, tournament: int | None, round_: int | None
) -> None:
    copy = DatabaseCopy(Path(f"torneo-20261129-101500-000000-{reason}.sqlite3"), NOW, reason, 1)
    assert (copy.why, copy.tournament, copy.round) == (why, tournament, round_)


def test_going_back_on_a_locked_database_changes_nothing(club, monkeypatch) -> None:
    """Another program holds the file locked (a sync tool, a stuck station): after waiting
    (cut here to a fifth of a second) the refusal says the database could not be written,
    and it is as it was; nothing hangs."""
    monkeypatch.setattr(backups_module, "LOCK_PATIENCE_S", 0.2)
    services, database = club
    tid = _evening(services)
    (published,) = services.backups.list()
    import sqlite3

    holder = sqlite3.connect(database, timeout=0.1)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(ServiceError) as refused:
            restore_copy(services, published)
    finally:
        holder.rollback()
        holder.close()
    assert refused.value.code is ErrorCode.DATABASE_WRITE_FAILED
    assert str(database) in describe(refused.value, "it")
    reopened = open_services(str(database))
    try:
        assert _entered(reopened, tid) == 4
    finally:
        reopened.close()


def _damage(database: Path) -> None:
    """Every page past the first two overwritten, as a failing disk would: the schema is
    still readable, the tables are not (SQLite's own check finds it on opening)."""
    page = 4096
    size = database.stat().st_size
    with database.open("r+b") as stream:
        stream.seek(2 * page)
        stream.write(bytes(range(256)) * ((size - 2 * page) // 256))


def test_a_damaged_database_is_replaced_by_its_newest_copy(club) -> None:
    """The database no longer opens; its copies are still listed from their folder, and the
    newest takes its place: the tournament is back as it was at round 1's publication, and
    the damaged file is kept beside it under another name, not deleted."""
    services, database = club
    tid = _evening(services)
    services.close()
    _damage(database)
    with pytest.raises(ServiceError) as refused:
        open_services(str(database))
    assert refused.value.code is ErrorCode.DATABASE_DAMAGED
    (newest,) = copies_of(database)
    damaged_bytes = database.read_bytes()
    aside = recover_from_copy(database, newest, station="Sala 1", read_only=False)
    assert aside.parent == database.parent and "-damaged-" in aside.name
    assert aside.read_bytes() == damaged_bytes
    reopened = open_services(str(database))
    try:
        assert [r.number for r in reopened.rounds.list(tid)] == [1]
        assert _entered(reopened, tid) == 0
        assert reopened.backups.list() == (newest,)
    finally:
        reopened.close()


def test_a_damaged_database_is_not_moved_for_a_copy_that_is_no_database(club) -> None:
    services, database = club
    _evening(services)
    services.close()
    _damage(database)
    (newest,) = copies_of(database)
    newest.path.write_bytes(b"")
    damaged_bytes = database.read_bytes()
    with pytest.raises(ServiceError) as refused:
        recover_from_copy(database, newest, station="Sala 1", read_only=False)
    assert refused.value.code is ErrorCode.NOT_A_DATABASE
    assert database.read_bytes() == damaged_bytes
    assert not list(database.parent.glob("*-damaged-*"))
