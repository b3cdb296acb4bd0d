"""`torneo backup`: the automatic copies listed with the tournament each round belongs to, a
copy saved anywhere, and the database taken back to a copy with its present kept as one."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import Torneo
from tournament_app.services import open_services


def _evening(torneo: Torneo, name: str) -> int:
    """A burraco tournament of four pairs, round 1 published (a copy is taken then)."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", name)["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Verdi{number} Luca")
    torneo.ok("round", "generate", "-t", tid, "--publish")
    return tid


def _results(database: str, tid: int) -> int:
    """Round 1's results a database (or a copy of it, which only a display station opens)
    holds."""
    services = open_services(database, read_only=True)
    try:
        return len(services.results.list(tid, 1))
    finally:
        services.close()


def test_copies_are_listed_naming_their_tournament(sqlite_url: str, capsys) -> None:
    torneo = Torneo(sqlite_url, capsys, language="it")
    first = _evening(torneo, "Serata del lunedì")
    second = _evening(torneo, "Coppa d'inverno")
    listed = torneo.ok("backup", "list")
    assert [(c["number"], c["tournament"], c["round"]) for c in listed] == [
        (1, second, 1),
        (2, first, 1),
    ]
    shown = torneo.run("backup", "list").out
    assert "turno 1 pubblicato (Coppa d'inverno)" in shown
    assert "turno 1 pubblicato (Serata del lunedì)" in shown
    english = Torneo(sqlite_url, capsys, language="en").run("backup", "list").out
    assert "round 1 published (Coppa d'inverno)" in english


def test_a_copy_saved_anywhere_opens_with_everything(sqlite_url: str, capsys, tmp_path) -> None:
    torneo = Torneo(sqlite_url, capsys)
    tid = _evening(torneo, "Serata")
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--mp", 640, 245)
    saved = torneo.ok("backup", "save", tmp_path / "nas.sqlite3")["file"]
    assert _results(saved, tid) == 1
    refused = torneo.refused("backup", "save", tmp_path / "gone" / "nas.sqlite3")
    assert refused["error"]["code"] == "copy_failed"


def test_going_back_to_a_copy_keeps_the_present_as_a_copy(sqlite_url: str, capsys) -> None:
    """Back to round 1's publication: the result typed after it is gone, the copy taken
    before going back is no. 1 and holds it, and the log starts with the restore."""
    torneo = Torneo(sqlite_url, capsys, language="it")
    tid = _evening(torneo, "Serata")
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--mp", 640, 245)
    said = torneo.run("backup", "restore", 1)
    assert said.code == 0
    assert "Archivio riportato alla copia del" in said.out
    assert "turno 1 pubblicato (Serata)" in said.out
    database = sqlite_url.removeprefix("sqlite:///")
    assert _results(database, tid) == 0
    (newest, *_) = torneo.ok("backup", "list")
    assert newest["reason"] == "before-restore"
    assert _results(newest["file"], tid) == 1
    assert torneo.ok("log", "--limit", 1)[0]["action"] == "database.restore"


def test_a_copy_number_not_listed_is_refused(sqlite_url: str, capsys) -> None:
    torneo = Torneo(sqlite_url, capsys, language="it")
    _evening(torneo, "Serata")
    refused = torneo.refused("backup", "restore", 9)
    assert refused["error"]["code"] == "not_found"
    assert "La copia di sicurezza numero 9 non esiste" in refused["error"]["message"]


def test_a_server_database_says_where_its_copies_are_made(database_url: str, capsys) -> None:
    torneo = Torneo(database_url, capsys)
    if database_url.startswith("sqlite"):
        assert torneo.ok("backup", "list") == []
        return
    for command in (("backup", "list"), ("backup", "save", Path("copia.sqlite3"))):
        refused = torneo.refused(*command)
        assert refused["error"]["code"] == "copies_on_server"
        assert "pg_dump" in refused["error"]["message"]
