"""`torneo export --federation`: the results for the federation written to .csv/.xlsx/.json,
or printed as the JSON document, both databases; a file of another ending refused before
anything is written."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import openpyxl
import pytest

from tests.builders.federation import federation_evening
from tests.cli.cli_helpers import Torneo
from tournament_app.services import open_services


@pytest.fixture
def evening(database_url: str, capsys: pytest.CaptureFixture[str]) -> tuple[Torneo, int]:
    """The file tests' evening (four pairs, hostile and accented names, round 1 played)."""
    services = open_services(database_url, station="test-station")
    try:
        tid = federation_evening(services)
    finally:
        services.close()
    return Torneo(database_url, capsys), tid


def test_federation_csv_xlsx_json_written(evening: tuple[Torneo, int], tmp_path: Path) -> None:
    torneo, tid = evening
    csv_path, xlsx_path, json_path = (tmp_path / f"fed.{s}" for s in ("csv", "xlsx", "json"))
    for path in (csv_path, xlsx_path, json_path):
        assert torneo.ok("export", "-t", tid, "--federation", path) == {"written": [str(path)]}
    text = csv_path.read_bytes().decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text, newline=""), delimiter=";"))
    assert [r["tessera"] for r in rows[:2]] == ["FB-0001", "FB-0002"]
    assert rows[0]["cognome"] == "NICOLÒ" and rows[0]["stato"] == "provvisoria"
    sheet = openpyxl.load_workbook(xlsx_path).active
    assert sheet["G2"].value == "FB-0001" and sheet["E2"].value == 1
    document = json.loads(json_path.read_text(encoding="utf-8"))
    assert [r["tessera"] for r in document["righe"]] == [r["tessera"] or None for r in rows]


def test_federation_beside_the_workbook(evening: tuple[Torneo, int], tmp_path: Path) -> None:
    torneo, tid = evening
    xlsx, fed = tmp_path / "torneo.xlsx", tmp_path / "federazione.csv"
    written = torneo.ok("export", "-t", tid, "--xlsx", xlsx, "--federation", fed)["written"]
    assert written == [str(xlsx), str(fed)]
    assert xlsx.exists() and fed.exists()


def test_federation_printed_as_json(evening: tuple[Torneo, int]) -> None:
    torneo, tid = evening
    document = torneo.ok("export", "-t", tid, "--federation")
    assert document["formato"] == "torneo-federazione" and document["stato"] == "provvisoria"
    assert len(document["righe"]) == 8
    human = torneo.run("export", "-t", tid, "--federation")
    assert human.code == 0
    assert "Results for the federation (provisional)" in human.out and "NICOLÒ" in human.out


def test_federation_file_of_another_kind_refused(
    evening: tuple[Torneo, int], tmp_path: Path
) -> None:
    torneo, tid = evening
    folder = tmp_path / "out"
    folder.mkdir()
    refused = torneo.refused(
        "export", "-t", tid, "--xlsx", folder / "t.xlsx", "--federation", folder / "fed.txt"
    )
    assert ".csv, .xlsx or .json" in refused["error"]["message"]
    assert not list(folder.iterdir())  # the workbook asked for beside it is not written either
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    message = italian.refused("export", "-t", tid, "--federation", folder / "f.txt")["error"]
    assert "deve finire con .csv, .xlsx o .json" in message["message"]
