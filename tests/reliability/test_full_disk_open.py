"""A Torneo database on a disk full to the last byte: SQLite cannot even make the small file
it keeps beside the database, so the database cannot be opened. The director reads that the
disk is full or failing and that the database was not touched, never that the file is "not a
Torneo database" (which would make them think the evening is lost)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament
from tests.reliability.small_disk import fill_disk, mount_small_disk
from tournament_app.cli.main import run_cli
from tournament_app.services import ErrorCode, ServiceError, open_services
from tournament_app.services.messages import describe


@pytest.fixture
def full_disk_database(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    disk = mount_small_disk(tmp_path, request)
    path = disk / "club.sqlite3"
    services = open_services(str(path), station="Sala 1")
    burraco_tournament(services, 4)
    services.close()  # the -wal and -shm files go with the last connection
    fill_disk(disk, room_left=0)
    return path


def test_the_services_say_the_disk_not_a_foreign_file(full_disk_database: Path) -> None:
    with pytest.raises(ServiceError) as refused:
        open_services(str(full_disk_database))
    assert refused.value.code is ErrorCode.DATABASE_UNREACHABLE
    english, italian = describe(refused.value, "en"), describe(refused.value, "it")
    assert "full or failing" in english and "not touched" in english
    assert "pieno o guasto" in italian
    assert "another program" not in english


def test_the_command_line_exits_as_a_database_failure(full_disk_database: Path, capsys) -> None:
    code = run_cli(["--db", str(full_disk_database), "--lang", "en", "tournament", "list"])
    err = capsys.readouterr().err
    assert code == 1 and "full or failing" in err and "Traceback" not in err
