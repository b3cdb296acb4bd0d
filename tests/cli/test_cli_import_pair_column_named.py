"""`torneo entry import --preview` of a list with both partners in one "Coppia" column: the
columns recognised name the file's own heading, in the JSON and in the words printed, in
Italian and in English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo

LIST = "Coppia;Circolo\nDE LUCA GIAN MARIA - ROSSI MARIA GRAZIA;Aurora\n"


def _tournament(torneo: Torneo) -> int:
    return torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "it",
            "Colonne riconosciute: «Coppia» → cognome e nome dei due giocatori, «Circolo» →"
            " circolo",
        ),
        ("en", "Columns understood: “Coppia” → surname and name of both players, “Circolo” → club"),
    ],
)
def test_the_pair_column_is_named_as_in_the_file(
    database_url, capsys, tmp_path: Path, language: str, said: str
) -> None:
    torneo = Torneo(database_url, capsys, language=language)
    tid = _tournament(torneo)
    path = tmp_path / "coppie.csv"
    path.write_text(LIST, encoding="utf-8")
    preview = torneo.ok("entry", "import", "-t", tid, path, "--preview")
    assert preview["columns"] == {"Coppia": "pair", "Circolo": "club"}
    shown = torneo.run("entry", "import", "-t", tid, path, "--preview")
    assert shown.code == 0
    assert shown.out.splitlines()[0] == said
    assert "Coppia 1" not in shown.out and "Coppia 2" not in shown.out
