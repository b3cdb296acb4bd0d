"""`torneo entry add --club` and `torneo entry import` naming a player the registry has without
a club: that player is entered and given the club, as `registry search` and `entry list`
show; the registry still holds one of them. Both databases."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import Torneo


def _rossi(torneo: Torneo, surname: str) -> list[tuple[int, str | None]]:
    return [(p["id"], p["club"]) for p in torneo.ok("registry", "search", surname)]


def test_entry_add_and_import_give_the_registered_player_the_club(
    database_url, capsys, tmp_path: Path
) -> None:
    torneo = Torneo(database_url, capsys)
    rossi = torneo.ok("registry", "add", "Rossi", "Mario")["id"]
    gallo = torneo.ok("registry", "add", "Gallo", "Pia")["id"]
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]

    torneo.ok("entry", "add", "-t", tid, "Rossi Mario", "Bianchi Anna", "--club", "Aurora")
    path = tmp_path / "coppie.csv"
    path.write_text("Cognome 1;Nome 1;Cognome 2;Nome 2;Circolo\nGallo;Pia;Neri;Ugo;aurora\n")
    assert torneo.ok("entry", "import", "-t", tid, path)["added"] == 1

    assert _rossi(torneo, "Rossi Mario") == [(rossi, "Aurora")]
    assert _rossi(torneo, "Gallo Pia") == [(gallo, "Aurora")]
    listed = torneo.ok("entry", "list", "-t", tid)
    assert [(e["names"], e["club"]) for e in listed] == [
        ("Rossi Mario - Bianchi Anna", "Aurora"),
        ("Gallo Pia - Neri Ugo", "Aurora"),
    ]


def test_a_name_alone_beside_namesakes_of_two_clubs_is_refused(database_url, capsys) -> None:
    """`entry add` of Verdi Luca, no club nor tessera, when Verdi Luca of Aurora and of Tivoli
    are registered: refused (exit 3) naming both and what to type, nothing entered; with
    --club Tivoli, the Tivoli one is entered."""
    torneo = Torneo(database_url, capsys)
    torneo.ok("registry", "add", "Verdi", "Luca", "--club", "Aurora")
    tivoli = torneo.ok("registry", "add", "Verdi", "Luca", "--club", "Tivoli")["id"]
    tid = torneo.ok("tournament", "create", "--game", "burraco", "--name", "Serata")["id"]

    refused = torneo.refused("entry", "add", "-t", tid, "Verdi Luca", "Neri Sara")

    assert refused["error"]["message"] == (
        "The registry holds Verdi Luca (Aurora) and Verdi Luca (Tivoli): with no club nor "
        "tessera, Verdi Luca could be any of them. Choose the one who plays from the registry, "
        "or give their club or tessera; someone new needs a club or tessera of their own, which "
        "tells them apart. Nothing changed."
    )
    assert torneo.ok("entry", "list", "-t", tid) == []
    torneo.ok("entry", "add", "-t", tid, "Verdi Luca", "Neri Sara", "--club", "Tivoli")
    (entry,) = torneo.ok("entry", "list", "-t", tid)
    assert entry["players"][0]["id"] == tivoli
