"""The `torneo` command line: exit codes, JSON and error shapes, registration commands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo, expected_vp
from tournament_app.cli.main import run_cli


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database, English messages."""
    return Torneo(database_url, capsys)


# -- usage errors: exit 2, never a traceback ---------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["frobnicate"],
        ["tournament"],
        ["tournament", "create", "--name", "X"],
        ["tournament", "create", "--game", "poker", "--name", "X"],
        ["round", "show", "-t", "uno"],
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1"],
        [
            "result",
            "enter",
            "-t",
            "1",
            "-r",
            "1",
            "--table",
            "1",
            "--mp",
            "10",
            "20",
            "--hands",
            "1:2",
        ],
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1", "--hands", "640-245"],
        ["hand", "enter", "-t", "1", "-r", "1", "--table", "1", "--points", "3:40"],
        ["vp", "--hands", "5", "100", "0"],
        ["--lang", "fr", "tournament", "list"],
    ],
)
def test_usage_errors_exit_2_with_the_usage_on_stderr(argv, capsys) -> None:
    """A malformed command line exits 2 and says what is wrong, on stderr only."""
    assert run_cli(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "usage: torneo" in captured.err
    assert "Traceback" not in captured.err


def test_usage_error_with_json_is_a_json_error(capsys) -> None:
    """With --json a usage error is the error object, on stdout and on stderr."""
    assert run_cli(["--json", "round", "show"]) == 2
    captured = capsys.readouterr()
    for stream in (captured.out, captured.err):
        document = json.loads(stream)
        assert document["error"]["code"] == "usage"
        assert "--tournament" in document["error"]["message"]


def test_help_exits_0(capsys) -> None:
    """--help lists the commands and exits 0."""
    assert run_cli(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("tournament", "entry", "round", "result", "hand", "standings", "season"):
        assert command in out


@pytest.mark.parametrize("argv", [["--version"], ["--lang", "en", "--version"]])
def test_version_option_prints_the_version_as_the_command_does(argv, capsys) -> None:
    """`torneo --version` (what anyone asked "which Torneo is this?" types) prints the version
    and exits 0, as `torneo version` does; it never opens the window."""
    import tournament_app
    from tournament_app.__main__ import _wants_gui

    assert not _wants_gui(argv)
    assert run_cli(["version"]) == 0
    said = capsys.readouterr()
    assert run_cli(argv) == 0
    printed = capsys.readouterr()
    assert printed.out == said.out == f"{tournament_app.__version__}\n"
    assert printed.err == ""


def test_options_of_the_other_game_are_usage_errors(torneo) -> None:
    """--limit means nothing for burraco, --hands nothing for scala 40."""
    assert (
        torneo.run(
            "tournament", "create", "--game", "burraco", "--name", "X", "--limit", "101"
        ).code
        == 2
    )
    assert (
        torneo.run("tournament", "create", "--game", "scala40", "--name", "X", "--hands", "3").code
        == 2
    )
    assert torneo.ok("tournament", "list") == []


def test_rounds_disagreeing_with_schedule_is_a_usage_error(torneo) -> None:
    """--rounds 5 with a 4-round schedule is refused before anything is created."""
    result = torneo.run(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "X",
        "--rounds",
        "5",
        "--schedule",
        "mitchell:3,danese:1",
    )
    assert result.code == 2
    assert "disagrees" in result.err


# -- tournaments and entries ------------------------------------------------------------------


def test_create_and_list_tournaments(torneo) -> None:
    """`tournament create` answers the id; `tournament list` has id, name, game, status."""
    burraco = torneo.ok(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "Serata del lunedì",
        "--date",
        "2026-11-30",
        "--hands",
        "4",
        "--schedule",
        "mitchell:2,danese:2",
    )
    scala = torneo.ok(
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        "Scala 40 di Natale",
        "--limit",
        "201",
        "--table-size",
        "4",
    )
    listed = {row["id"]: row for row in torneo.ok("tournament", "list")}
    assert {k: listed[burraco["id"]][k] for k in ("name", "game", "status")} == {
        "name": "Serata del lunedì",
        "game": "burraco",
        "status": "registration",
    }
    assert listed[scala["id"]]["game"] == "scala40"
    shown = torneo.ok("tournament", "show", "-t", burraco["id"])
    assert shown["settings"]["hands"] == 4
    assert [(s["system"], s["rounds"]) for s in shown["settings"]["schedule"]] == [
        ("mitchell", 2),
        ("danese", 2),
    ]
    assert torneo.ok("tournament", "show", "-t", scala["id"])["settings"]["limit"] == 201


def test_global_options_may_follow_the_command(torneo) -> None:
    """`torneo tournament list --json` works like `torneo --json tournament list`."""
    torneo.ok("tournament", "create", "--game", "burraco", "--name", "A")
    result = torneo.run("tournament", "list", "--json")
    assert result.code == 0
    assert [row["name"] for row in result.json()] == ["A"]


def test_human_output_is_a_table(torneo) -> None:
    """Without --json the list is an aligned table with headings in the chosen language."""
    torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")
    english = torneo.run("tournament", "list")
    assert english.code == 0
    assert english.out.splitlines()[0].split()[:3] == ["Id", "Name", "Game"]
    torneo.language = "it"
    italian = torneo.run("tournament", "list")
    assert italian.out.splitlines()[0].split()[:3] == ["Id", "Nome", "Gioco"]
    assert "Serata" in italian.out


def test_entries_added_numbered_and_duplicates_refused(torneo) -> None:
    """Entries get numbers 1, 2, ...; the same player twice is refused with exit 3."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    first = torneo.ok("entry", "add", "-t", tid, "Rossi Mario", "Bianchi Anna", "--club", "Roma")
    second = torneo.ok("entry", "add", "-t", tid, "Verdi Luca", "Neri Sara", "--category", "B")
    assert (first["number"], second["number"]) == (1, 2)
    error = torneo.refused("entry", "add", "-t", tid, "Rossi Mario", "Blu Ugo")
    assert error["error"]["code"] == "duplicate_entry"
    listed = torneo.ok("entry", "list", "-t", tid)
    assert [e["names"] for e in listed] == ["Rossi Mario - Bianchi Anna", "Verdi Luca - Neri Sara"]
    assert listed[1]["category"] == "B"


def test_validation_error_without_json_goes_to_stderr_in_the_language(torneo) -> None:
    """Exit 3, nothing on stdout, the services' sentence on stderr."""
    torneo.language = "it"
    result = torneo.run("entry", "list", "-t", 42)
    assert result.code == 3
    assert result.out == ""
    assert "non esiste" in result.err
    torneo.language = "en"
    assert "does not exist" in torneo.run("entry", "list", "-t", 42).err


def test_withdraw_an_entry(torneo) -> None:
    """`entry withdraw` marks it; --back brings it back."""
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "S")["id"]
    torneo.ok("entry", "add", "-t", tid, "Rossi Mario")
    assert torneo.ok("entry", "withdraw", "-t", tid, 1)["withdrawn"] is True
    assert torneo.ok("entry", "withdraw", "-t", tid, 1, "--back")["withdrawn"] is False


def test_delete_an_entry_made_by_mistake(torneo) -> None:
    """`entry delete` takes back a pair that never sat at a table, and `undo` brings it back;
    once the pairs are seated in a round, delete is refused (exit 3) and nothing changes."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    for first, second in (("Rossi Anna", "Zeta Pia"), ("Verdi Luca", "Neri Sara")):
        torneo.ok("entry", "add", "-t", tid, first, second)
    torneo.ok("entry", "add", "-t", tid, "Rossi Anna", "Bruno Ada", "--club", "Tivoli")
    deleted = torneo.ok("entry", "delete", "-t", tid, 3)
    assert (deleted["number"], deleted["names"]) == (3, "Rossi Anna - Bruno Ada")
    assert [e["number"] for e in torneo.ok("entry", "list", "-t", tid)] == [1, 2]
    torneo.ok("undo", "-t", tid)
    assert [e["number"] for e in torneo.ok("entry", "list", "-t", tid)] == [1, 2, 3]

    torneo.ok("entry", "delete", "-t", tid, 3)
    torneo.ok("round", "generate", "-t", tid)
    torneo.language = "it"
    refused = torneo.refused("entry", "delete", "-t", tid, 1)
    assert refused["error"]["code"] == "entry_seated"
    assert "Ritirala invece (torneo entry withdraw" in refused["error"]["message"]
    assert [e["number"] for e in torneo.ok("entry", "list", "-t", tid)] == [1, 2]


def test_entry_import_reports_rows_and_adds_nothing_on_error(torneo, tmp_path: Path) -> None:
    """A file with a bad row: exit 3, {"added": 0, "errors": [...]}; fixed, every row is in."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Mario;Bianchi;Anna\nVerdi;Luca;;\n",
        encoding="cp1252",
    )
    document = torneo.refused("entry", "import", "-t", tid, path)
    assert document["added"] == 0
    assert [(e["line"], e["code"]) for e in document["errors"]] == [(3, "import_missing_partner")]
    assert torneo.ok("entry", "list", "-t", tid) == []
    path.write_text(
        "Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Mario;Bianchi;Anna\nVerdi;Luca;Neri;Sara\n",
        encoding="cp1252",
    )
    imported = torneo.ok("entry", "import", "-t", tid, path)
    assert {key: imported[key] for key in ("added", "errors", "rows", "columns", "sheet")} == {
        "added": 2,
        "errors": [],
        "rows": 2,
        "columns": {
            "Cognome 1": "surname 1",
            "Nome 1": "name 1",
            "Cognome 2": "surname 2",
            "Nome 2": "name 2",
        },
        "sheet": None,  # a CSV has no sheets
    }
    assert [(e["line"], e["names"]) for e in imported["entries"]] == [
        (2, "Rossi Mario - Bianchi Anna"),
        (3, "Verdi Luca - Neri Sara"),
    ]
    assert len(torneo.ok("entry", "list", "-t", tid)) == 2


def test_entry_import_of_a_missing_file(torneo, tmp_path: Path) -> None:
    """A file that is not there is a clear refusal, not a traceback."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    error = torneo.refused("entry", "import", "-t", tid, tmp_path / "nessuno.csv")
    assert "nessuno.csv" in error["error"]["message"]


def test_registry_add_search_and_import(torneo, tmp_path: Path) -> None:
    """Players added by hand and from a file are found by name or tessera."""
    torneo.ok("registry", "add", "Rossi", "Mario", "--tessera", "T1", "--club", "Roma")
    path = tmp_path / "soci.csv"
    path.write_text("Surname,Name,Card\nVerdi,Luca,T2\n")
    assert torneo.ok("registry", "import", path)["added"] == 1
    assert [p["surname"] for p in torneo.ok("registry", "search", "T")] == ["Rossi", "Verdi"]
    error = torneo.refused("registry", "add", "Altro", "Nome", "--tessera", "T1")
    assert error["error"]["code"] == "duplicate_player"


@pytest.mark.parametrize(
    ("hands", "mp_a", "mp_b"),
    [(3, 640, 245), (3, 245, 640), (3, 100, 50), (3, 1600, 0), (4, 500, 400), (4, 0, 2005)],
)
def test_vp_command_follows_the_fibur_tables(hands, mp_a, mp_b, capsys) -> None:
    """`torneo vp` gives the VP the domain document's table gives."""
    assert run_cli(["--json", "vp", "--hands", str(hands), str(mp_a), str(mp_b)]) == 0
    assert json.loads(capsys.readouterr().out)["vp"] == list(expected_vp(mp_a, mp_b, hands))


def test_vp_command_reads_a_negative_total_whole(capsys) -> None:
    """640 against -245: 885 apart, 17-3 in the 3-hand table (805-1000); the figure as the
    window and the log write it, never "640 - -245"."""
    assert run_cli(["vp", "--hands", "3", "640", "-245"]) == 0
    assert capsys.readouterr().out.strip() == "640-(-245)  ->  17-3"


def test_the_installed_console_script(tmp_path: Path) -> None:
    """The real `torneo` executable runs headless, prints JSON and uses the exit codes."""
    script = Path(sys.executable).with_name("torneo")
    assert script.exists()
    env = {**os.environ, "TORNEO_DATA_DIR": str(tmp_path / "data")}
    database = str(tmp_path / "club.sqlite3")
    created = subprocess.run(
        [
            script,
            "--db",
            database,
            "--json",
            "tournament",
            "create",
            "--game",
            "burraco",
            "--name",
            "Serata",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout) == {"id": 1}
    missing = subprocess.run(
        [script, "--db", database, "--lang", "en", "entry", "list", "-t", "9"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert missing.returncode == 3
    assert missing.stderr.startswith("torneo: ")
    usage = subprocess.run(
        [script, "round", "show"], capture_output=True, text=True, env=env, check=False
    )
    assert usage.returncode == 2


def test_a_failing_database_is_exit_1_with_a_sentence(torneo, monkeypatch) -> None:
    """The disk filling up under an action: a clear sentence and exit 1, never a traceback."""
    from sqlalchemy.exc import OperationalError

    from tournament_app.services.entries import EntryService

    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "S")["id"]

    def disk_full(*args, **kwargs):
        raise OperationalError("INSERT", {}, Exception("database or disk is full"))

    monkeypatch.setattr(EntryService, "add", disk_full)
    result = torneo.run("entry", "add", "-t", tid, "Rossi Mario")
    assert result.code == 1
    assert "database or disk is full" in result.err
    assert "Traceback" not in result.err
    document = torneo.run("--json", "entry", "add", "-t", tid, "Rossi Mario").json()
    assert document["error"]["code"] == "database_error"


def test_commands_never_load_qt(tmp_path: Path) -> None:
    """A real command with every command module imported runs without PySide6."""
    code = (
        "import sys; from tournament_app.cli.main import run_cli;"
        f"run_cli(['--db', {str(tmp_path / 'q.sqlite3')!r}, '--json', 'tournament', 'list']);"
        "sys.exit(3 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    env = {**os.environ, "TORNEO_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(
    ("rounds", "schedule"),
    [
        (1, [("mitchell", 1)]),
        (2, [("mitchell", 1), ("danese", 1)]),
        (5, [("mitchell", 4), ("danese", 1)]),
    ],
)
def test_rounds_alone_follow_the_club_habit(torneo, rounds, schedule) -> None:
    """`--rounds N` without a schedule: Mitchell rounds, then one Danese."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "R", "--rounds", rounds)[
        "id"
    ]
    steps = torneo.ok("tournament", "show", "-t", tid)["settings"]["schedule"]
    assert [(s["system"], s["rounds"]) for s in steps] == schedule


def test_registry_edit(torneo) -> None:
    """A player's club changes and the tessera can be cleared; nothing to change is usage."""
    player = torneo.ok("registry", "add", "Rossi", "Mario", "--tessera", "T1", "--club", "Roma")
    edited = torneo.ok("registry", "edit", player["id"], "--club", "Tivoli", "--tessera", "")
    assert (edited["club"], edited["tessera"]) == ("Tivoli", None)
    assert torneo.run("registry", "edit", player["id"]).code == 2
    assert torneo.refused("registry", "edit", 999, "--club", "X")["error"]["code"] == "not_found"
