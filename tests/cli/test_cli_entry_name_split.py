"""Names of several words on the command line: `entry add` cuts «Surname Name» as the import
does (the registry's cut for a person it holds, else the Italian guess), and
`entry import --preview` shows where each one-column name was cut. Both databases."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import Torneo


def _tournament(torneo: Torneo) -> int:
    return int(torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"])


def test_entry_add_cuts_names_as_the_import_does(database_url, capsys) -> None:
    """«DE LUCA GIAN MARIA» is De Luca / Gian Maria; «Rossi Bianchi Mario», registered with a
    double surname, is the registry's player, not a second Rossi."""
    torneo = Torneo(database_url, capsys)
    registered = torneo.ok("registry", "add", "Rossi Bianchi", "Mario")["id"]
    tid = _tournament(torneo)
    torneo.ok("entry", "add", "-t", tid, "DE LUCA GIAN MARIA", "Rossi Bianchi Mario")
    (entry,) = torneo.ok("entry", "list", "-t", tid)
    assert [(p["surname"], p["name"]) for p in entry["players"]] == [
        ("DE LUCA", "GIAN MARIA"),
        ("Rossi Bianchi", "Mario"),
    ]
    assert entry["players"][1]["id"] == registered


def test_the_preview_shows_where_each_name_was_cut(database_url, capsys, tmp_path: Path) -> None:
    """A «Coppia» column: the table lists «Surname, Name», the JSON each part apart."""
    torneo = Torneo(database_url, capsys, language="it")
    tid = _tournament(torneo)
    path = tmp_path / "coppie.csv"
    path.write_text(
        "Coppia;Circolo\nDI GIOVANNI ANNA - ROSSI MARIA GRAZIA;Aurora\n", encoding="utf-8"
    )
    shown = torneo.run("entry", "import", "-t", tid, path, "--preview")
    assert shown.code == 0, shown.err
    lines = [line.rstrip() for line in shown.out.splitlines()]
    assert "   2  DI GIOVANNI, ANNA - ROSSI, MARIA GRAZIA  Aurora" in lines, shown.out
    said = torneo.ok("entry", "import", "-t", tid, path, "--preview")
    assert [(p["surname"], p["name"]) for p in said["entries"][0]["players"]] == [
        ("DI GIOVANNI", "ANNA"),
        ("ROSSI", "MARIA GRAZIA"),
    ]
