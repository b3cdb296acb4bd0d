"""The federation's results file, read back as the federation (or Excel) would read it: a CSV
with its mark and `;`, the workbook's cells, the JSON document. A row per player with her
tessera, names as typed (accents, hostile text never a formula), the place and figures the
standings give, "provvisoria" until the tournament is finished. Both databases."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import openpyxl
import pytest

from tests.builders.federation import federation_evening
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import play_out, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    ServiceError,
    Services,
    open_services,
)
from tournament_app.services.federation import write_federation_file

# The tests asking for `evening` start from their own copy of `federation_evening`, played
# once a process and database; the others from an empty database.
start, database_url = snapshot_fixtures({"evening": with_services(federation_evening)})
evening = state_value("evening")


def _csv_rows(path: Path) -> list[dict[str, str]]:
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), "Excel reads UTF-8 only after the mark"
    text = data.decode("utf-8-sig")
    assert "\r\n" in text
    return list(csv.DictReader(io.StringIO(text, newline=""), delimiter=";"))


def test_csv_has_a_row_per_player_in_ranking_order(
    services: Services, evening: int, tmp_path: Path
) -> None:
    tournament_id = evening
    standings = {s.entry: s for s in services.standings.overall(tournament_id)}
    path = write_federation_file(services, tournament_id, tmp_path / "federazione.csv")
    rows = _csv_rows(path)

    assert list(rows[0]) == [
        "stato", "data", "torneo", "gioco", "posizione", "numero", "tessera", "cognome",
        "nome", "club", "categoria", "pv", "differenza_punti", "ritirato",
    ]  # fmt: skip
    assert len(rows) == 8
    assert [int(r["posizione"]) for r in rows] == sorted(int(r["posizione"]) for r in rows)
    by_tessera = {r["tessera"]: r for r in rows if r["tessera"]}
    nicolo = by_tessera["FB-0001"]
    assert (nicolo["cognome"], nicolo["nome"], nicolo["club"]) == (
        "NICOLÒ",
        "Forlì",
        "Circolo Città",
    )
    assert nicolo["posizione"] == "1" and nicolo["numero"] == "1"
    assert int(nicolo["pv"]) == standings[1].vp
    assert int(nicolo["differenza_punti"]) == 640 - 245
    # Her partner has no club of her own: the pair's club is hers on the file.
    assert by_tessera["FB-0002"]["cognome"] == "D'Angelo"
    loser = [r for r in rows if r["numero"] == "2"]
    assert int(loser[0]["differenza_punti"]) == 245 - 640
    assert [r["tessera"] for r in loser] == ["FB-0003", ""]  # no tessera: an empty field
    assert loser[1]["cognome"] == "Ðorđević"
    assert {r["stato"] for r in rows} == {"provvisoria"}
    assert {r["data"] for r in rows} == {"2026-11-29"}
    assert {r["torneo"] for r in rows} == {"Coppa d'autunno"}
    assert {r["ritirato"] for r in rows} == {"0"}


def test_csv_never_hands_a_formula_to_a_spreadsheet(
    services: Services, evening: int, tmp_path: Path
) -> None:
    tournament_id = evening
    rows = _csv_rows(write_federation_file(services, tournament_id, tmp_path / "f.csv"))
    texts = [value for row in rows for value in row.values()]
    words = [t for t in texts if not t.lstrip("-").isdigit()]  # numbers are ours, signed
    assert not [t for t in words if t.startswith(("=", "+", "@", "-"))]
    assert "'=cmd|' /C calc'!A0" in texts
    assert "'+39 club" in texts and "'-Bianchi" in texts and "'@luca" in texts
    # A `;` inside a name stays inside its field.
    assert "Carla; detta Carlina" in texts


def test_finished_tournament_is_final(services: Services, evening: int, tmp_path: Path) -> None:
    tournament_id = evening
    services.tournaments.finish(tournament_id)
    rows = _csv_rows(write_federation_file(services, tournament_id, tmp_path / "f.csv"))
    assert {r["stato"] for r in rows} == {"definitiva"}


def test_workbook_cells_read_back(services: Services, evening: int, tmp_path: Path) -> None:
    tournament_id = evening
    path = write_federation_file(services, tournament_id, tmp_path / "federazione.xlsx")
    sheet = openpyxl.load_workbook(path).active
    rows = list(sheet.iter_rows())
    headings = [c.value for c in rows[0]]
    assert headings[:7] == ["stato", "data", "torneo", "gioco", "posizione", "numero", "tessera"]
    assert len(rows) == 1 + 8
    first = {h: c.value for h, c in zip(headings, rows[1], strict=True)}
    assert first["posizione"] == 1 and isinstance(first["pv"], int)
    assert first["differenza_punti"] == 640 - 245
    assert first["cognome"] == "NICOLÒ" and first["stato"] == "provvisoria"
    cells = [c for row in rows for c in row]
    assert not [c for c in cells if c.data_type == "f"]
    hostile = [
        c for c in cells if isinstance(c.value, str) and c.value.startswith(("=", "+", "-", "@"))
    ]
    assert {c.value for c in hostile} >= {"=cmd|' /C calc'!A0", "+39 club", "-Bianchi", "@luca"}
    assert all(c.data_type == "s" and c.quotePrefix for c in hostile)


def test_json_document_reads_back(services: Services, evening: int, tmp_path: Path) -> None:
    tournament_id = evening
    path = write_federation_file(services, tournament_id, tmp_path / "federazione.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["formato"] == "torneo-federazione" and document["versione"] == 1
    assert (document["torneo"], document["data"], document["gioco"]) == (
        "Coppa d'autunno",
        "2026-11-29",
        "burraco",
    )
    assert document["stato"] == "provvisoria"
    rows = document["righe"]
    assert len(rows) == 8
    assert rows[0]["tessera"] == "FB-0001" and rows[0]["posizione"] == 1
    assert rows[0]["differenza_punti"] == 395 and rows[0]["ritirato"] is False
    assert next(r for r in rows if r["cognome"] == "Ðorđević")["tessera"] is None
    # Text as typed: JSON carries no formula, so nothing is prefixed.
    assert any(r["cognome"] == "=cmd|' /C calc'!A0" for r in rows)


def test_scala40_rows_carry_placement_and_penalty_points(
    services: Services, tmp_path: Path
) -> None:
    tournament_id = scala40_tournament(services, players=4)
    services.rounds.generate(tournament_id)
    services.rounds.publish(tournament_id, 1)
    order = play_out(services, tournament_id, 1, 1)
    rows = _csv_rows(write_federation_file(services, tournament_id, tmp_path / "s.csv"))
    assert list(rows[0])[11:] == ["punti_classifica", "punti_penalita", "ritirato"]
    assert len(rows) == 4
    winner = rows[0]
    assert winner["numero"] == str(order[0]) and winner["posizione"] == "1"
    assert winner["punti_penalita"] == "0" and winner["gioco"] == "scala40"
    assert {int(r["punti_penalita"]) for r in rows[1:]} == {120}


def test_a_file_of_no_known_kind_is_refused(
    services: Services, evening: int, tmp_path: Path
) -> None:
    tournament_id = evening
    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(ServiceError) as refused:
        write_federation_file(services, tournament_id, folder / "federazione.txt")
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == "federation_file_kind"
    assert not list(folder.iterdir())


def test_never_over_a_pdf_but_over_last_weeks_csv(
    services: Services, evening: int, tmp_path: Path
) -> None:
    tournament_id = evening
    pdf = tmp_path / "risultati.csv"
    pdf.write_bytes(b"%PDF-1.4 a printout saved under the wrong name")
    with pytest.raises(ServiceError) as refused:
        write_federation_file(services, tournament_id, pdf)
    assert refused.value.code is ErrorCode.OUTPUT_REFUSED
    assert pdf.read_bytes().startswith(b"%PDF-1.4")
    # Another program's table, or the entry list typed for tonight: not Torneo's to replace.
    for name, text in (("iscritti.csv", "cognome;nome\nRossi;Anna\n"), ("note.json", "{}")):
        (tmp_path / name).write_text(text, encoding="utf-8")
        with pytest.raises(ServiceError) as refused:
            write_federation_file(services, tournament_id, tmp_path / name)
        assert refused.value.params["detail"] == "output_not_same_kind"
        assert (tmp_path / name).read_text(encoding="utf-8") == text
    earlier = tmp_path / "settimana.csv"
    write_federation_file(services, tournament_id, earlier)
    services.tournaments.finish(tournament_id)
    write_federation_file(services, tournament_id, earlier)
    assert {r["stato"] for r in _csv_rows(earlier)} == {"definitiva"}
    last_json = write_federation_file(services, tournament_id, tmp_path / "settimana.json")
    write_federation_file(services, tournament_id, last_json)  # last week's JSON replaced


def test_never_over_the_database(sqlite_url: str, tmp_path: Path) -> None:
    """A name ending in .csv that is the open database (through a link) is refused."""
    services = open_services(sqlite_url, station="test-station")
    try:
        tournament_id = federation_evening(services)
        database = services.database.path
        assert database is not None
        before = database.read_bytes()
        link = tmp_path / "federazione.csv"
        link.symlink_to(database)
        with pytest.raises(ServiceError) as refused:
            write_federation_file(services, tournament_id, link)
        assert refused.value.code is ErrorCode.OUTPUT_REFUSED
        assert refused.value.params["detail"] == "output_is_database"
        assert database.read_bytes() == before
    finally:
        services.close()
