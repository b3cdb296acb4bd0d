"""`torneo entry import` with one card written for both players of a line in two cases:
the line is listed at the partner's tessera column and nothing is entered. Both databases."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import Torneo


def test_the_command_line_names_the_tessera_column(database_url, capsys, tmp_path: Path) -> None:
    """`torneo entry import` lists the card given twice at «Tessera 2»; Pace Ugo twice, one
    of them without a card, at «Cognome 2», the name being what repeats; nothing entered."""
    torneo = Torneo(database_url, capsys)
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2\n"
        "Gallo;Rita;zz9;Conti;Aldo;ZZ9\n"
        "Pace;Ugo;P1;Pace;Ugo;\n",
        encoding="utf-8",
    )
    imported = torneo.run("--json", "entry", "import", "-t", tid, path)
    assert imported.code != 0
    errors = imported.json()["errors"]
    assert [(e["line"], e["code"], e["column"], e["value"]) for e in errors] == [
        (2, "import_player_twice_in_row", "Tessera 2", "ZZ9"),
        (3, "import_player_twice_in_row", "Cognome 2", "Pace Ugo"),
    ]
    assert torneo.ok("entry", "list", "-t", tid) == []
