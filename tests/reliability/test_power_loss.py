"""Power lost in the middle of an upgrade or a backup: the original file is still usable."""

from __future__ import annotations

import random
import shutil
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from tests.reliability.forked_stations import ForkedChild, start_upgrade_child
from tests.reliability.reliability_helpers import (
    ROOT,
    SOAK,
    database_snapshot,
    integrity_problems,
    published_burraco,
)
from tournament_app.services import Game, TournamentId, open_services
from tournament_app.storage.backups import backups_of
from tournament_app.storage.database import current_revision, head_revision

FIRST_SCHEMA = ROOT / "tests" / "fixtures" / "schema_0001.db"
BACKUP_KILLS = 60 if SOAK else 6


def _child(*args: object) -> ForkedChild:
    return start_upgrade_child(*args)


def _first_schema_copy(tmp_path: Path) -> Path:
    target = tmp_path / "circolo.sqlite3"
    shutil.copyfile(FIRST_SCHEMA, target)
    return target


def _assert_first_schema_data(database: Path) -> None:
    """The old file's tournament and its result read back through today's services."""
    services = open_services(str(database))
    try:
        assert current_revision(services.engine) == head_revision()
        (summary,) = services.tournaments.list()
        assert (summary.name, summary.game) == ("Serata del giovedì", Game.BURRACO)
        result = services.results.get(TournamentId(summary.id), 1, 1)
        assert result is not None and (result.ns_mp, result.ew_mp) == (640, 245)
    finally:
        services.close()


def test_an_upgrade_that_completes_in_a_child_keeps_the_data(tmp_path: Path) -> None:
    """The control case: the same child, not interrupted, upgrades the old file."""
    database = _first_schema_copy(tmp_path)
    child = _child(database, "open")
    _out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    _assert_first_schema_data(database)


def test_power_cut_inside_an_upgrade_leaves_the_file_openable(tmp_path: Path) -> None:
    """The process dies after a migration's changes ran, before the revision was written:
    the file must still open (and upgrade) with its data, and a backup must exist."""
    database = _first_schema_copy(tmp_path)
    child = _child(database, "die-before-version-update")
    child.communicate(timeout=60)
    assert child.returncode == 9
    assert integrity_problems(database) == []
    assert len(backups_of(database)) == 1
    _assert_first_schema_data(database)


def test_power_cut_inside_an_upgrade_keeps_a_sound_backup(tmp_path: Path) -> None:
    """Whatever the upgrade left, the copy taken before it is a sound first-schema file."""
    database = _first_schema_copy(tmp_path)
    child = _child(database, "die-before-version-update")
    child.communicate(timeout=60)
    (backup,) = backups_of(database)
    assert integrity_problems(backup) == []
    connection = sqlite3.connect(backup)
    try:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0001",)
        ]
    finally:
        connection.close()
    restored = tmp_path / "restored.sqlite3"
    shutil.copyfile(backup, restored)
    _assert_first_schema_data(restored)


@pytest.mark.slow
def test_killed_during_backups_the_original_is_untouched(tmp_path: Path) -> None:
    """SIGKILL while rolling backups are being written: the database is sound and unchanged,
    and it opens and takes work at once."""
    database = tmp_path / "serata.sqlite3"
    services = open_services(str(database))
    tournament = TournamentId(published_burraco(services, 100))
    for table in range(1, 51):
        services.results.enter_totals(tournament, 1, table, 5 * table, 600)
    before = database_snapshot(services.engine)
    services.close()
    draw = random.Random(8)
    for kill in range(BACKUP_KILLS):
        child = _child(database, "backups")
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        time.sleep(draw.uniform(0.0, 0.3))
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=30)
        assert integrity_problems(database) == [], f"kill {kill + 1}"
        reopened = open_services(str(database))
        try:
            assert database_snapshot(reopened.engine) == before, f"kill {kill + 1}"
        finally:
            reopened.close()
    services = open_services(str(database))
    try:
        services.results.enter_totals(tournament, 1, 1, 700, 100, expected_version=1)
    finally:
        services.close()


def _is_complete_torneo_copy(copy: Path) -> bool:
    """True when a backup file is a sound database holding a schema revision."""
    if integrity_problems(copy):
        return False
    connection = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
    try:
        return bool(connection.execute("SELECT version_num FROM alembic_version").fetchall())
    except sqlite3.DatabaseError:
        return False
    finally:
        connection.close()


def test_a_backup_cut_short_is_never_listed_as_a_backup(tmp_path: Path) -> None:
    """The process dies after the first pages of a backup were copied: the original is
    intact, and every file listed as a backup is a complete copy a director could restore."""
    database = tmp_path / "serata.sqlite3"
    services = open_services(str(database))
    published_burraco(services, 40)
    before = database_snapshot(services.engine)
    services.close()
    child = _child(database, "die-during-backup")
    child.communicate(timeout=60)
    assert child.returncode == 9
    assert integrity_problems(database) == []
    reopened = open_services(str(database))
    try:
        assert database_snapshot(reopened.engine) == before
    finally:
        reopened.close()
    assert [copy.name for copy in backups_of(database) if not _is_complete_torneo_copy(copy)] == []
