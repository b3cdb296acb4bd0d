"""An in-memory database keeps nothing once Torneo closes: every way of naming one is
refused before anything opens, with a sentence saying to name a file or a server, never
"created" over a database that is gone the moment the command ends."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.cli.main import run_cli
from tournament_app.services import ErrorCode, ServiceError, database_file, open_services
from tournament_app.services.messages import describe

IN_MEMORY = [
    "sqlite://",
    "sqlite:///:memory:",
    "SQLITE+PYSQLITE://",
    ":memory:",
    "file::memory:",
    "file::memory:?cache=shared",
    "sqlite:///file::memory:?uri=true",
    "sqlite:///club.db?mode=memory&uri=true",
]


@pytest.mark.parametrize("address", IN_MEMORY)
def test_every_in_memory_form_is_refused_by_the_services(
    address: str, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for attempt in (
        lambda: open_services(address),
        lambda: open_services(address, read_only=True),
        lambda: database_file(address),
    ):
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.code is ErrorCode.DATABASE_IN_MEMORY
    assert "in-memory database" in describe(refused.value, "en")
    assert "archivio in memoria" in describe(refused.value, "it")
    assert list(tmp_path.iterdir()) == []  # no file named ":memory:" left behind


@pytest.mark.parametrize("address", IN_MEMORY)
def test_the_command_line_creates_nothing_there(address: str, tmp_path: Path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    create = ["tournament", "create", "--game", "burraco", "--name", "S", "--date", "2026-12-04"]
    code = run_cli(["--db", address, "--lang", "en", "--json", *create])
    out = capsys.readouterr().out
    assert code == 3
    assert '"code": "database_in_memory"' in out and '"id"' not in out
    assert "Name a file" in out
    assert list(tmp_path.iterdir()) == []
