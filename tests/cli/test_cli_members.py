"""`torneo members import/list/check`: the member list from a file, all of it or nothing (the
problems listed, exit 3), and a tournament's players with a missing, unknown or expired tessera
told, in both languages. Both databases."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.federation import FEDERATION_CSV, member_roster
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import open_services


@pytest.fixture
def torneo(database_url: str, capsys: pytest.CaptureFixture[str]) -> Torneo:
    return Torneo(database_url, capsys)


def _list(tmp_path: Path, text: str = FEDERATION_CSV, name: str = "tesserati.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_import_then_list(torneo: Torneo, tmp_path: Path) -> None:
    imported = torneo.ok("members", "import", _list(tmp_path))
    assert (imported["added"], imported["errors"]) == (4, [])
    listed = torneo.ok("members", "list")
    assert [m["tessera"] for m in listed] == ["FB-0002", "FB-0001", "FB-0004", "FB-0003"]
    assert listed[1]["surname"] == "NICOLÒ" and listed[1]["valid_until"] == "2026-12-31"
    said = torneo.run("--lang", "it", "members", "list").out
    assert "Valida fino al" in said and "Ðorđević" in said


def test_a_preview_saves_nothing(torneo: Torneo, tmp_path: Path) -> None:
    assert torneo.ok("members", "import", _list(tmp_path), "--preview")["rows"] == 4
    assert torneo.ok("members", "list") == []
    assert "members import FILE" in torneo.run("members", "list").out


def test_a_bad_list_is_refused_whole(torneo: Torneo, tmp_path: Path) -> None:
    torneo.ok("members", "import", _list(tmp_path))
    bad = "Tessera;Cognome;Scadenza\nFB-1;Rossi;domani\n;Bianchi;\n"
    refused = torneo.refused("members", "import", _list(tmp_path, bad, "errato.csv"))
    assert [(e["line"], e["code"]) for e in refused["errors"]] == [
        (2, "import_bad_date"),
        (3, "import_missing_tessera"),
    ]
    assert len(torneo.ok("members", "list")) == 4  # the earlier list kept
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    said = italian.run("members", "import", _list(tmp_path, bad, "errato.csv"))
    assert said.code == 3
    assert "Scadenza domani non leggibile" in said.out + said.err
    assert "Manca la tessera" in said.out + said.err


def test_a_file_that_is_no_member_list(torneo: Torneo, tmp_path: Path) -> None:
    refused = torneo.refused("members", "import", _list(tmp_path, "Cognome\nRossi\n", "x.csv"))
    assert "Tessera" in refused["error"]["message"]


def test_check_tells_each_flagged_player(torneo: Torneo, database_url: str, tmp_path: Path) -> None:
    services = open_services(database_url, station="test")
    try:
        tid = burraco_tournament(services, 3, roster=member_roster, date="2026-11-29")
    finally:
        services.close()
    before = torneo.ok("members", "check", "-t", tid)
    assert (before["members"], before["flags"]) == (0, [])
    torneo.ok("members", "import", _list(tmp_path))
    check = torneo.ok("members", "check", "-t", tid)
    assert check["on"] == "2026-11-29"
    assert [(f["entry"], f["player"], f["problem"]) for f in check["flags"]] == [
        (2, "Ðorđević Ana", "expired"),
        (2, "Nuovo Socio", "unknown"),
        (3, "Senza Tessera", "no_tessera"),
    ]
    said = Torneo(database_url, torneo.capsys, language="it").run("members", "check", "-t", tid)
    assert said.code == 0
    assert "tessera scaduta il 2026-10-31" in said.out
    assert "tessera non nell'elenco dei tesserati" in said.out and "senza tessera" in said.out


def test_entry_list_names_the_entries_to_check(
    torneo: Torneo, database_url: str, tmp_path: Path
) -> None:
    services = open_services(database_url, station="test")
    try:
        tid = burraco_tournament(services, 3, roster=member_roster, date="2026-11-29")
    finally:
        services.close()
    assert "Tesserae to check" not in torneo.run("entry", "list", "-t", tid).out
    torneo.ok("members", "import", _list(tmp_path))
    listed = torneo.run("entry", "list", "-t", tid).out
    assert f"Tesserae to check: No. 2, 3 (torneo members check -t {tid})." in listed
    assert len(torneo.ok("entry", "list", "-t", tid)) == 3  # the JSON is the entries, as before
