"""`torneo entry add --tessera` and `torneo entry import` with a card the registry holds under
another name: refused naming both players, nothing entered, the card's holder never entered
in the place of the player typed. Both databases."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import Torneo


def test_a_mistyped_card_is_refused_on_add_and_import(database_url, capsys, tmp_path) -> None:
    """12345 is Rossi Niccolò's: "Bianchi Luca" with it is refused (exit 3), in English and
    Italian; a file giving it to Bianchi Luca lists the line and enters nothing."""
    torneo = Torneo(database_url, capsys)
    torneo.ok("registry", "add", "Rossi", "Niccolò", "--tessera", "12345")
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]
    refused = torneo.refused(
        "entry", "add", "-t", tid, "Bianchi Luca", "Pini Ada", "--tessera", "12345"
    )
    message = refused["error"]["message"]
    assert "tessera 12345 belongs to Rossi Niccolò in the registry" in message
    assert "Bianchi Luca" in message and "nothing changed" in message
    said = Torneo(database_url, capsys, language="it").run(
        "entry", "add", "-t", tid, "Bianchi Luca", "Pini Ada", "--tessera", "12345"
    )
    assert said.code == 3
    assert "la tessera 12345 è di Rossi Niccolò nel registro" in said.out + said.err
    assert torneo.ok("entry", "list", "-t", tid) == []

    path: Path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2;Circolo;Categoria\n"
        "Bianchi;Luca;12345;Fabbri;Elsa;;Sole;A\n",
        encoding="utf-8",
    )
    imported = torneo.run("--json", "entry", "import", "-t", tid, path)
    assert imported.code != 0
    errors = imported.json()["errors"]
    assert [(e["line"], e["code"], e["column"]) for e in errors] == [
        (2, "import_tessera_name_mismatch", "Tessera 1")
    ]
    assert "12345 belongs to Rossi Niccolò" in errors[0]["message"]
    assert torneo.ok("entry", "list", "-t", tid) == []
