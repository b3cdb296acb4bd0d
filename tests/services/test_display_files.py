"""A display station is read-only down to the connection and the files: it goes back to no
copy, saves none, recovers nothing, and its engine refuses a write that skips the services.
It still shows a database it cannot write beside (a read-only disk, share or folder).

The read-only places are real mounts (a read-only tmpfs, read-only bind mounts), since the
tests run as root, whom file permissions do not stop.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from tests.builders.rows import every_row
from tests.builders.snapshots import sqlite_copy, with_services
from tests.databases import Snapshot
from tournament_app.cli.main import EXIT_INVALID, run_cli
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    ServiceError,
    Services,
    TournamentId,
    copies_of,
    open_services,
    recover_from_copy,
    restore_copy,
)
from tournament_app.services.backups import RESTORE_ACTION
from tournament_app.storage import database as database_module
from tournament_app.storage import engine as engine_module
from tournament_app.storage.backups import backup_folder
from tournament_app.storage.errors import DatabaseReadOnly

READ_ONLY_IT = "Questa postazione è in sola visualizzazione"
READ_ONLY_EN = "This station is display only"


def _demo_burraco(services: Services) -> TournamentId:
    """The demo evening (built once per process, copied for each test): its burraco id."""
    tid, _ = services.demo.create_all()
    return tid


def _evening(services: Services, tid: TournamentId) -> None:
    """On the demo evening, a copy taken at round 1's publication, then a penalty typed
    after the copy (what going back would lose)."""
    services.backup(f"tournament-{tid}-round-1-published")
    services.penalties.add(tid, 1, PenaltyKind.VP, reason="Ritardo", vp=1)


@pytest.fixture
def club(request: pytest.FixtureRequest, sqlite_url: str) -> Iterator[tuple[Path, TournamentId]]:
    tid = sqlite_copy(request, with_services(_demo_burraco, station="direttore"), sqlite_url)
    director = open_services(sqlite_url, station="direttore")
    try:
        _evening(director, tid)
    finally:
        director.close()
    yield Path(sqlite_url.removeprefix("sqlite:///")), tid


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` (the database, its copies) with its bytes."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not path.name.endswith(("-wal", "-shm"))
    }


def test_command_line_display_station_goes_back_to_no_copy(club) -> None:
    """The bug: `torneo --display backup restore 1` put the copy back and then said nothing
    was saved. Now it is refused before anything is written: the penalty typed after the copy
    is still there, no copy was taken, the log is as it was."""
    database, tid = club
    before = _files(database.parent)
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(
        ["--display", "--db", str(database), "--lang", "it", "backup", "restore", "1"],
        stdout=out,
        stderr=err,
    )
    assert code == EXIT_INVALID
    assert READ_ONLY_IT in err.getvalue()
    assert _files(database.parent) == before
    check = open_services(str(database))
    try:
        assert check.penalties.list(tid)[0].reason == "Ritardo"
    finally:
        check.close()


def test_display_services_go_back_to_no_copy(club) -> None:
    database, tid = club
    display = open_services(str(database), station="schermo", read_only=True)
    (copy,) = display.backups.list()
    before = _files(database.parent)
    with pytest.raises(ServiceError) as refused:
        restore_copy(display, copy)
    assert refused.value.code is ErrorCode.READ_ONLY_STATION
    # Still open and reading: nothing was let go of either.
    assert display.penalties.list(tid)[0].reason == "Ritardo"
    display.close()
    assert _files(database.parent) == before


def test_a_display_station_recovers_nothing(club) -> None:
    """Replacing a database that no longer opens writes; the caller says it is a display
    station (no services open on a damaged file), and nothing moves."""
    database, _tid = club
    (copy,) = copies_of(database)
    before = _files(database.parent)
    with pytest.raises(ServiceError) as refused:
        recover_from_copy(database, copy, station="schermo", read_only=True)
    assert refused.value.code is ErrorCode.READ_ONLY_STATION
    assert _files(database.parent) == before


def test_a_display_station_takes_no_copy(club) -> None:
    database, _tid = club
    display = open_services(str(database), station="schermo", read_only=True)
    before = _files(database.parent)
    try:
        with pytest.raises(ServiceError) as refused:
            display.backup("extra")
        assert refused.value.code is ErrorCode.READ_ONLY_STATION
        with pytest.raises(DatabaseReadOnly):
            display.database.backup("extra")  # the storage's own backstop
    finally:
        display.close()
    assert _files(database.parent) == before


# -- every restore is in the log ----------------------------------------------------------------


def test_going_back_is_logged_by_the_restore_itself(club) -> None:
    """Whoever calls `restore_copy`, the restored database's log starts with it, signed by
    the station, naming the copy and the copy of the database as it was."""
    database, tid = club
    director = open_services(str(database), station="Sala 1")
    (copy,) = director.backups.list()
    safety = restore_copy(director, copy)
    try:
        # The same services read on, from the restored file.
        assert director.penalties.list(tid) == ()
        (latest, *_) = director.audit.list(None)
        assert (latest.action, latest.station) == (RESTORE_ACTION, "Sala 1")
        assert copy.path.name in latest.summary and safety.name in latest.summary
    finally:
        director.close()
    assert not list(backup_folder(database).glob("*.partial*"))


def test_recovering_a_damaged_file_is_logged(club) -> None:
    database, _tid = club
    size = database.stat().st_size
    with database.open("r+b") as stream:
        stream.seek(2 * 4096)
        stream.write(bytes(range(256)) * ((size - 2 * 4096) // 256))
    (copy,) = copies_of(database)
    aside = recover_from_copy(database, copy, station="Sala 1", read_only=False)
    services = open_services(str(database))
    try:
        (latest, *_) = services.audit.list(None)
        assert (latest.action, latest.station) == (RESTORE_ACTION, "Sala 1")
        assert copy.path.name in latest.summary and aside.name in latest.summary
        assert "damaged" in latest.summary
    finally:
        services.close()


# -- the connection itself ------------------------------------------------------------------------

RAW_WRITES = (
    "UPDATE tournaments SET name = 'cambiato'",
    "DELETE FROM audit_log",
    "INSERT INTO clubs (name) VALUES ('intruso')",
    "CREATE TABLE intruso (x INTEGER)",
)


def _burraco_evening(services: Services) -> None:
    services.demo.create_burraco_evening()


@pytest.mark.parametrize("statement", RAW_WRITES)
def test_the_display_engine_refuses_a_raw_write(
    database_snapshot: Snapshot, statement: str
) -> None:
    """Code that skips the services and writes through the display station's engine, even
    committing, changes nothing: SQLite and PostgreSQL refuse it at the connection. (The
    demo's burraco evening is built once per backend and copied for each statement.)"""
    database_url, _ = database_snapshot(with_services(_burraco_evening, station="direttore"))
    director = open_services(database_url)
    before = every_row(director.engine)
    display = open_services(database_url, read_only=True)
    try:
        with display.engine.connect() as connection, pytest.raises(DBAPIError) as failed:
            connection.execute(text(statement))
            connection.commit()
        assert "read" in str(failed.value.orig).lower()
    finally:
        display.close()
    assert every_row(director.engine) == before
    director.close()


# -- a database this station cannot write beside -------------------------------------------------


def _mount(*args: str | Path) -> None:
    subprocess.run(["mount", *map(str, args)], check=True, capture_output=True)


@contextmanager
def read_only_view(source: Path, view: Path) -> Iterator[Path]:
    """`source` (a folder or a file) seen read-only at `view`: a bind mount remounted
    read-only, which refuses root's writes too (EROFS), as a CD or a read-only share would."""
    _mount("--bind", source, view)
    try:
        _mount("-o", "remount,bind,ro", view)
        yield view
    finally:
        subprocess.run(["umount", str(view)], check=True)


@contextmanager
def read_only_disk(database: Path, folder: Path) -> Iterator[Path]:
    """A whole file system mounted read-only (a small tmpfs) holding a copy of `database`."""
    folder.mkdir()
    _mount("-t", "tmpfs", "-o", "size=32m", "tmpfs", folder)
    try:
        shutil.copyfile(database, folder / database.name)
        _mount("-o", "remount,ro", folder)
        yield folder / database.name
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def _shown(database: Path, tid: TournamentId) -> list[str]:
    """What the hall's screen shows: the standings' names, through `torneo --display`."""
    display = open_services(str(database), station="schermo", read_only=True)
    try:
        assert display.penalties.list(tid)[0].reason == "Ritardo"
        return [row.names for row in display.standings.overall(tid)]
    finally:
        display.close()


def _expected(database: Path, tid: TournamentId) -> list[str]:
    director = open_services(str(database))
    try:
        return [row.names for row in director.standings.overall(tid)]
    finally:
        director.close()


@pytest.mark.parametrize("place", ["disk", "folder", "file"])
def test_a_database_that_cannot_be_written_is_shown(club, tmp_path: Path, place: str) -> None:
    """On a read-only disk, in a folder or as a file this station may not write, the display
    station opens the database and shows it; nothing is written anywhere."""
    database, tid = club
    expected = _expected(database, tid)
    if place == "disk":
        opening = read_only_disk(database, tmp_path / "disco")
    elif place == "folder":
        view = tmp_path / "vista"
        view.mkdir()
        opening = read_only_view(database.parent, view)
    else:
        opening = read_only_view(database, database)
    with opening as where:
        shown = (
            where if place == "disk" else (where / database.name if place == "folder" else where)
        )
        before = _files(shown.parent) if place != "folder" else None
        assert _shown(shown, tid) == expected
        out, err = io.StringIO(), io.StringIO()
        assert (
            run_cli(
                ["--display", "--db", str(shown), "standings", "-t", str(tid)],
                stdout=out,
                stderr=err,
            )
            == 0
        ), err.getvalue()
        assert expected[0] in out.getvalue()
        if before is not None:
            assert _files(shown.parent) == before


def test_a_read_only_folder_shows_the_directors_new_changes(club, tmp_path: Path) -> None:
    """The director writes the database in its folder; this station sees that folder
    read-only. Whether the director's Torneo is running (its -wal beside the file) or closed,
    the screen shows what was entered last."""
    database, tid = club
    view = tmp_path / "vista"
    view.mkdir()
    with read_only_view(database.parent, view):
        seen = view / database.name
        display = open_services(str(seen), station="schermo", read_only=True)
        try:
            assert len(display.penalties.list(tid)) == 1
            director = open_services(str(database), station="direttore")
            try:
                director.penalties.add(tid, 2, PenaltyKind.WARNING, reason="Telefono")
                assert len(display.penalties.list(tid)) == 2
            finally:
                director.close()
            assert len(display.penalties.list(tid)) == 2
        finally:
            display.close()


def test_a_display_station_makes_no_writable_engine(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a display station reads the schema through its read-only engine alone: no
    writable engine is made on the database (which could create, upgrade or back it up)."""
    open_services(database_url).close()
    made: list[object] = []
    original = engine_module.make_engine

    def recorded(url: object) -> object:
        made.append(url)
        return original(url)  # type: ignore[arg-type]

    monkeypatch.setattr(engine_module, "make_engine", recorded)
    monkeypatch.setattr(database_module, "make_engine", recorded)
    display = open_services(database_url, read_only=True)
    try:
        assert display.tournaments.list() == ()
    finally:
        display.close()
    assert made == []
