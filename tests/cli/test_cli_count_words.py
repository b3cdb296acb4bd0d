"""A count the command line says agrees with its noun: "1 tavolo inserito" and "1 table
entered", "(1 turno)" and "(1 round)", "1 giocatore nuovo" and "1 new player", never
"1 tavoli" or "1 rounds"; any other count keeps the plural.

The expected sentences are the catalogue's plural ones put in the singular by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo

ROUND_STATUS = {"it": "0 / 1 tavolo inserito.", "en": "0 / 1 table entered."}
SCHEDULE = {
    "it": "--rounds 2 non corrisponde a --schedule (1 turno)",
    "en": "--rounds 2 disagrees with --schedule (1 round)",
}
IMPORTED = {
    "it": "(1 giocatore nuovo, 3 già in archivio)",
    "en": "(1 new player, 3 already known)",
}
PAIRS = (("Rossi Anna", "Neri Ugo"), ("Verdi Luca", "Bianchi Sara"))


def _two_pairs(torneo: Torneo) -> int:
    """A burraco evening of two pairs: one table."""
    tid = int(torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"])
    for pair in PAIRS:
        torneo.ok("entry", "add", "-t", tid, *pair)
    return tid


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_round_of_one_table(database_url: str, capsys, language: str) -> None:
    """`round status` of a round with a single table, none entered yet."""
    torneo = Torneo(database_url, capsys)
    tid = _two_pairs(torneo)
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    said = Torneo(database_url, capsys, language=language).run("round", "status", "-t", tid)
    assert said.code == 0, said.err
    assert ROUND_STATUS[language] in said.out, said.out


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_schedule_of_one_round(database_url: str, capsys, language: str) -> None:
    """--rounds 2 beside a schedule of a single round: the usage error counts it."""
    said = Torneo(database_url, capsys, language=language).run(
        "tournament", "create", "--game", "burraco", "--name", "Serata",
        "--rounds", 2, "--schedule", "mitchell:1",
    )  # fmt: skip
    assert said.code == 2
    assert SCHEDULE[language] in said.err, said.err


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_tournament_file_bringing_one_new_player(
    database_url: str, capsys, tmp_path: Path, language: str
) -> None:
    """A tournament file of four players imported where three are already registered."""
    torneo = Torneo(database_url, capsys)
    tid = _two_pairs(torneo)
    path = tmp_path / "serata.torneo"
    torneo.ok("tournament", "export-file", "-t", tid, path)
    other = Torneo(f"sqlite:///{tmp_path / 'altro.sqlite3'}", capsys, language=language)
    for name in ("Rossi Anna", "Neri Ugo", "Verdi Luca"):
        surname, first = name.split()
        other.ok("registry", "add", surname, first)
    said = other.run("tournament", "import-file", path)
    assert said.code == 0, said.err
    assert IMPORTED[language] in said.out, said.out
