"""An Excel entries list of several sheets: the sheet the workbook opens on (the active one)
when its headings are recognised, else the first sheet in order that has them; with none,
the refusal names the sheets looked at. The preview names the sheet read."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.workbooks import LAST_WEEK, NOTES, TONIGHT, workbook
from tournament_app.services import BurracoSettings, Game, Services, TournamentDraft
from tournament_app.services.imports.lists import (
    ImportFileRefused,
    ImportProblem,
    import_entries,
    preview_file,
)


def _tournament(services: Services) -> int:
    draft = TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    return int(services.tournaments.create(draft).id)


def test_the_sheet_the_workbook_opens_on_is_imported(services: Services, tmp_path: Path) -> None:
    """Last week's pairs on sheet 1, this evening's on the active sheet 2: this evening's."""
    path = workbook(tmp_path / "coppie.xlsx", {"Serata 1": LAST_WEEK, "Serata 2": TONIGHT}, 1)
    tid = _tournament(services)
    report = import_entries(services, tid, path)
    assert report.preview.sheet == "Serata 2"
    assert report.added == 2
    names = [e.names for e in services.entries.list(tid)]
    assert names == ["Rossi Mario - Bianchi Anna", "Verdi Luca - Neri Sara"]


def test_the_first_sheet_is_read_when_it_is_the_active_one(tmp_path: Path) -> None:
    path = workbook(tmp_path / "coppie.xlsx", {"Serata 1": LAST_WEEK, "Serata 2": TONIGHT}, 0)
    preview = preview_file(path, players_per_entry=2)
    assert preview.sheet == "Serata 1"
    assert [row.players[0].surname for row in preview.rows] == ["Vecchi"]


def test_an_active_sheet_without_headings_falls_back_to_the_first_with_them(
    tmp_path: Path,
) -> None:
    """Notes on the active sheet 3: the first sheet in order whose headings are recognised."""
    sheets = {"Vuoto": [["niente"]], "Serata 2": TONIGHT, "Serata 1": LAST_WEEK, "Note": NOTES}
    preview = preview_file(workbook(tmp_path / "c.xlsx", sheets, 3), players_per_entry=2)
    assert preview.sheet == "Serata 2"
    assert len(preview.rows) == 2


def test_a_lone_sheet_and_a_csv_name_no_sheet(tmp_path: Path) -> None:
    lone = preview_file(workbook(tmp_path / "c.xlsx", {"Serata": TONIGHT}, 0))
    assert lone.sheet == "" and len(lone.rows) == 2
    csv = tmp_path / "c.csv"
    csv.write_text("\n".join(";".join(row) for row in TONIGHT) + "\n", encoding="utf-8")
    assert preview_file(csv).sheet == ""


@pytest.mark.parametrize(
    ("language", "said", "sheets_said"),
    [
        ("it", "Nessuna intestazione riconosciuta", "Fogli esaminati: «Note», «Quote»."),
        ("en", "No heading recognised", "Sheets looked at: “Note”, “Quote”."),
    ],
)
def test_no_sheet_with_headings_names_the_sheets_looked_at(
    services: Services, tmp_path: Path, language: str, said: str, sheets_said: str
) -> None:
    path = workbook(tmp_path / "coppie.xlsx", {"Quote": NOTES, "Note": NOTES}, 1)
    with pytest.raises(ImportFileRefused) as caught:
        import_entries(services, _tournament(services), path)
    assert caught.value.problem is ImportProblem.NO_COLUMNS
    assert caught.value.sheets == ("Note", "Quote")  # the active one first, as looked at
    sentence = caught.value.sentence(language)
    assert sentence.startswith(said) and sentence.endswith(sheets_said), sentence


def test_a_lone_sheet_without_headings_is_refused_as_before(tmp_path: Path) -> None:
    from tournament_app.services.imports.lists import ImportFileError

    with pytest.raises(ImportFileError) as caught:
        preview_file(workbook(tmp_path / "c.xlsx", {"Note": NOTES}, 0))
    assert caught.value.code is ImportProblem.NO_COLUMNS and caught.value.sheets == ()
