"""`torneo registry import` with a list overlapping the registry: the preview and the import
say how many players are added and name, by line, those already in the registry (not added
again), with what the list completed them with; the JSON lists them; a second import of the
same list adds nobody."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo

LIST = "Cognome;Nome;Circolo;Tessera\nRossi;Mario;Aurora;\nBianchi;Anna;Tivoli;FB2\nNeri;Ugo;;\n"


def _registry_and_list(torneo: Torneo, tmp_path: Path) -> Path:
    torneo.ok("registry", "add", "Rossi", "Mario", "--club", "Aurora")
    torneo.ok("registry", "add", "Bianchi", "Anna")
    path = tmp_path / "soci.csv"
    path.write_text(LIST, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("language", "previewed", "imported"),
    [
        (
            "it",
            "Giocatori da aggiungere all'anagrafica: 1 (anteprima: nulla è stato salvato).",
            "Giocatori aggiunti all'anagrafica: 1.",
        ),
        ("en", "Players to add to the registry: 1 (preview: nothing was saved).", None),
    ],
)
def test_the_preview_and_the_import_name_who_is_there_already(
    database_url, capsys, tmp_path: Path, language: str, previewed: str, imported: str | None
) -> None:
    torneo = Torneo(database_url, capsys, language=language)
    path = _registry_and_list(torneo, tmp_path)
    present = {
        "it": [
            "Già nell'anagrafica, non aggiunti di nuovo: 2.",
            "Riga 2: Rossi Mario",
            "Riga 3: Bianchi Anna; dati completati dalla lista: circolo Tivoli, tessera FB2",
        ],
        "en": [
            "Already in the registry, not added again: 2.",
            "Line 2: Rossi Mario",
            "Line 3: Bianchi Anna; completed from the list: club Tivoli, tessera FB2",
        ],
    }[language]
    said = torneo.run("registry", "import", path, "--preview")
    assert said.code == 0, said.err
    lines = said.out.splitlines()
    start = lines.index(previewed)
    assert lines[start + 1 : start + 4] == present, said.out
    assert len(torneo.ok("registry", "search", "")) == 2, "a preview writes nothing"
    said = torneo.run("registry", "import", path)
    assert said.code == 0, said.err
    lines = said.out.splitlines()
    start = lines.index(imported or "Players added to the registry: 1.")
    assert lines[start + 1 : start + 4] == present, said.out


def test_the_json_lists_the_players_there_already_and_a_second_import_adds_nobody(
    database_url, capsys, tmp_path: Path
) -> None:
    torneo = Torneo(database_url, capsys)
    path = _registry_and_list(torneo, tmp_path)
    first = torneo.ok("registry", "import", path)
    assert (first["added"], first["to_add"]) == (1, 1)
    assert [(p["line"], p["name"], p["club"], p["tessera"]) for p in first["present"]] == [
        (2, "Rossi Mario", None, None),
        (3, "Bianchi Anna", "Tivoli", "FB2"),
    ]
    again = torneo.ok("registry", "import", path)
    assert (again["added"], [p["line"] for p in again["present"]]) == (0, [2, 3, 4])
    players = torneo.ok("registry", "search", "")
    assert sorted((p["surname"], p["club"], p["tessera"]) for p in players) == [
        ("Bianchi", "Tivoli", "FB2"),
        ("Neri", None, None),
        ("Rossi", "Aurora", None),
    ]
