"""The exit codes scripts rely on are the ones docs/cli.md's table gives: read from the table
itself, for every error code the command line can print, so the two cannot drift apart. Then
one real failure of each kind (a disk that is really full, a file another program holds
locked, a folder that is not there, a refusal, a usage error) exits as the table says."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tests.reliability.small_disk import fill_disk, mount_small_disk
from tournament_app.cli.main import exit_code
from tournament_app.services import ErrorCode, open_services
from tournament_app.storage import engine

CLI_DOC = Path(__file__).resolve().parents[2] / "docs" / "cli.md"
# The codes the command line prints besides the services' ErrorCode values (cli/main.py).
CLI_OWN_CODES = ("usage", "database_error", "file_error", "invalid_score")


def documented_exit_codes() -> tuple[dict[str, int], int]:
    """(exit code of each code the table names, exit code of "every other code")."""
    lines = CLI_DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| exit | meaning |"))
    named: dict[str, int] = {}
    other: int | None = None
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        exit_, codes = int(cells[0]), cells[-1]
        if codes == "every other code":
            other = exit_
        for code in re.findall(r"`([a-z_]+)`", codes):
            named[code] = exit_
    assert other is not None, "the table must say what every other code exits with"
    return named, other


def documented(code: str) -> int:
    named, other = documented_exit_codes()
    return named.get(code, other)


def test_the_table_names_only_codes_that_exist() -> None:
    named, _other = documented_exit_codes()
    known = {code.value for code in ErrorCode} | set(CLI_OWN_CODES)
    assert set(named) <= known
    assert set(named.values()) <= {1, 2, 3}


@pytest.mark.parametrize("code", [c.value for c in ErrorCode] + list(CLI_OWN_CODES))
def test_every_error_code_exits_as_the_table_says(code: str) -> None:
    assert exit_code(code) == documented(code)


# -- one real failure of each kind ---------------------------------------------------------------


def _failed(run) -> str:
    document = run.json()
    code = document["error"]["code"]
    assert run.code == documented(code), f"{code}: exit {run.code}"
    return code


def test_a_full_disk_exits_as_a_database_failure(tmp_path: Path, request, capsys) -> None:
    disk = mount_small_disk(tmp_path, request)
    path = disk / "club.sqlite3"
    services = open_services(str(path), station="Sala 1")
    tournament = burraco_tournament(services, 2)
    services.close()
    fill_disk(disk)
    torneo = Torneo(str(path), capsys)
    for number in range(3, 400):  # until the 64 KiB left are used up
        players = (f"Rossi{number} Anna", f"Neri{number} Ugo")
        run = torneo.run("--json", "entry", "add", "-t", tournament, *players)
        if run.code != 0:
            break
    assert _failed(run) == "database_write_failed"
    assert run.code == 1


@pytest.mark.slow
def test_a_locked_file_exits_as_a_database_failure(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite3"
    # The command waits only a moment for the lock (10 s in use), as the storage faults'
    # test does: what is checked is the word and the exit code once the wait is over.
    sqlite_pragmas = engine._sqlite_pragmas

    def impatient(connection: Any, record: Any) -> None:
        sqlite_pragmas(connection, record)
        connection.execute("PRAGMA busy_timeout=200")

    monkeypatch.setattr(engine, "_sqlite_pragmas", impatient)
    services = open_services(str(path), station="Sala 1")
    tournament = burraco_tournament(services, 2)
    services.close()
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")  # another program writing, and never finishing
    try:
        torneo = Torneo(str(path), capsys)
        run = torneo.run("--json", "entry", "add", "-t", tournament, "Rossi Anna", "Neri Ugo")
    finally:
        holder.rollback()
        holder.close()
    assert _failed(run) == "database_write_failed"
    assert run.code == 1


def test_a_missing_folder_exits_as_a_database_failure(tmp_path: Path, capsys) -> None:
    run = Torneo(str(tmp_path / "gone" / "club.sqlite3"), capsys).run(
        "--json", "tournament", "list"
    )
    assert _failed(run) == "database_unreachable"


def test_a_refusal_and_a_usage_error_exit_as_the_table_says(tmp_path: Path, capsys) -> None:
    torneo = Torneo(str(tmp_path / "club.sqlite3"), capsys)
    assert _failed(torneo.run("--json", "tournament", "show", "-t", "99")) == "not_found"
    assert _failed(torneo.run("--json", "tournament", "show", "-t", "uno")) == "usage"
    assert _failed(Torneo("sqlite://", capsys).run("--json", "tournament", "list")) == (
        "database_in_memory"
    )
