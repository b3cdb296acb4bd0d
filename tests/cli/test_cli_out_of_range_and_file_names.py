"""A number past what the database holds (an extra zero or two) and an output file with no
name ("", "." or a folder) are refused on the command line in words, before anything is read
or written: never a traceback, never a half-written copy left beside a folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.snapshots import sqlite_copy
from tests.cli.cli_helpers import Torneo

HUGE = "99999999999999999999"  # 20 digits: past any database integer
# A 4-byte integer, the widest every database Torneo runs on holds (and a .torneo file).
LARGEST = 2**31 - 1
SAID = {
    "it": ("fuori dai limiti", f"da 1 a {LARGEST}", "usage"),
    "en": ("out of range", f"from 1 to {LARGEST}", "usage"),
}
FOLDER = {
    "it": "è una cartella, non un file: indica il nome di un file",
    "en": "it is a folder, not a file: give the name of a file",
}


def _evening(torneo: Torneo) -> int:
    """A burraco tournament of four pairs, round 1 published."""
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Verdi{number} Luca")
    torneo.ok("round", "generate", "-t", tid, "--publish")
    return tid


def _evening_snapshot(database_url: str) -> int:
    """`_evening` on a fresh database: made once per process, copied for each test."""
    return _evening(Torneo(database_url, None))


@pytest.fixture
def evening(request: pytest.FixtureRequest, sqlite_url: str) -> int:
    """`_evening`'s tournament, in this test's copy of it at `sqlite_url`."""
    return int(sqlite_copy(request, _evening_snapshot, sqlite_url))


def _refused_in_words(torneo: Torneo, language: str, *args: object) -> str:
    """The command refused as a usage error (exit 2), with a sentence and no traceback, in
    plain text and in JSON; returns the plain sentence."""
    plain = torneo.run(*args)
    assert plain.code == 2, (args, plain.code, plain.err)
    assert "Traceback" not in plain.err and "Error:" not in plain.err
    document = torneo.run("--json", *args)
    assert document.code == 2
    assert document.json()["error"]["code"] == "usage"
    return plain.err


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize(
    "command",
    [
        ("round", "show", "-t", HUGE),
        ("log", "-t", HUGE),
        ("undo", "-t", HUGE),
        ("standings", "-t", HUGE),
        ("tournament", "export-file", "-t", HUGE, "x.torneo"),
    ],
)
def test_a_tournament_id_past_the_database_is_refused_with_its_range(
    sqlite_url: str, evening: int, capsys, language: str, command: tuple[str, ...]
) -> None:
    torneo = Torneo(sqlite_url, capsys, language=language)
    before = torneo.ok("log", "--limit", 500)
    said = _refused_in_words(torneo, language, *command)
    words, range_said, _ = SAID[language]
    assert words in said and range_said in said and HUGE in said
    assert torneo.ok("log", "--limit", 500) == before  # nothing undone, nothing written
    assert not Path("x.torneo").exists()


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_score_round_table_or_entry_past_the_database_changes_nothing(
    sqlite_url: str, evening: int, capsys, language: str
) -> None:
    torneo = Torneo(sqlite_url, capsys, language=language)
    tid = evening
    before = torneo.ok("log", "--limit", 500)
    words = SAID[language][0]
    for command in (
        ("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--mp", "1" + "0" * 20, 200),
        ("result", "enter", "-t", tid, "-r", 1, "--table", HUGE, "--mp", 600, 200),
        ("result", "enter", "-t", tid, "-r", HUGE, "--table", 1, "--mp", 600, 200),
        ("penalty", "add", "-t", tid, "--entry", HUGE, "--vp", 1, "--reason", "ritardo"),
        ("penalty", "add", "-t", tid, "--entry", 1, "--mp", "-" + "5" * 21, "--reason", "x"),
        ("round", "unpublish", "-t", tid, "-r", HUGE),
        ("log", "-t", tid, "--limit", HUGE),
    ):
        said = _refused_in_words(torneo, language, *command)
        assert words in said, (command, said)
    assert torneo.ok("log", "--limit", 500) == before


def test_the_largest_number_the_database_holds_is_still_a_number(
    sqlite_url: str, evening: int, capsys
) -> None:
    """The bound is the database's, not lower: 2147483647 is looked up (and not found)."""
    torneo = Torneo(sqlite_url, capsys, language="it")
    refused = torneo.refused("round", "show", "-t", LARGEST)
    assert f"Il torneo {LARGEST} non esiste" in refused["error"]["message"]


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("name", ["", ".", "a folder"])
def test_an_output_file_with_no_name_is_refused_and_nothing_is_written(
    sqlite_url: str, evening: int, capsys, tmp_path: Path, monkeypatch, language: str, name: str
) -> None:
    torneo = Torneo(sqlite_url, capsys, language=language)
    tid = evening
    monkeypatch.chdir(tmp_path)
    if name == "a folder":
        (tmp_path / "Torneo").mkdir()  # a USB stick's folder, typed as the file
        name = "Torneo"
    before = sorted(tmp_path.rglob("*"))
    for command in (
        ("backup", "save", name),
        ("tournament", "export-file", "-t", tid, name),
        ("season", "--game", "burraco", "--include-running", "--xlsx", name),
        ("season", "--game", "burraco", "--include-running", "--pdf", name),
        ("season", "--game", "burraco", "--include-running", "--html", name),
    ):
        said = _refused_in_words(torneo, language, *command)
        assert FOLDER[language] in said, (command, said)
        assert sorted(tmp_path.rglob("*")) == before, command  # no copy, no .partial
