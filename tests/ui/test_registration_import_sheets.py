"""The import window with a workbook of several sheets: it says which sheet it read, beside
the columns it recognised; with no sheet holding headings, it names the sheets looked at."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.workbooks import LAST_WEEK, NOTES, TONIGHT, workbook
from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registration_import import ImportEntriesDialog


def _tournament(ui_context):  # type: ignore[no-untyped-def]
    draft = TournamentDraft(name="Serata", game=Game.BURRACO, settings=BurracoSettings())
    created = ui_context.services.tournaments.create(draft)
    ui_context.open_tournament(created.id)
    return created


def _dialog(qtbot, ui_context, created, path: Path, language: str) -> ImportEntriesDialog:  # type: ignore[no-untyped-def]
    """The import window over `path`, built in `language` (the window's words and the
    services' both, as switching the language does; English after)."""
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    ui_context.language = language
    try:
        dialog = ImportEntriesDialog(ui_context, created, str(path), None)
        qtbot.addWidget(dialog)
    finally:
        switcher.apply("en")
        ui_context.language = "en"
    return dialog


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Sheet “Serata 2”. Columns recognised: “Cognome 1”"),
        ("it", "Foglio «Serata 2». Colonne riconosciute: «Cognome 1»"),
    ],
)
def test_the_dialog_names_the_sheet_it_read(
    qtbot, ui_context, tmp_path: Path, language: str, said: str
) -> None:
    path = workbook(tmp_path / "coppie.xlsx", {"Serata 1": LAST_WEEK, "Serata 2": TONIGHT}, 1)
    created = _tournament(ui_context)
    dialog = _dialog(qtbot, ui_context, created, path, language)
    assert dialog.problem is None
    assert dialog.columns_label.text().startswith(said), dialog.columns_label.text()
    assert [row.players[0].surname for row in dialog.rows_model.rows()] == ["Rossi", "Verdi"]
    # A CSV has no sheets: the label says the columns only.
    csv = tmp_path / "coppie.csv"
    csv.write_text("Coppia\nRossi Mario - Bianchi Anna\n", encoding="utf-8")
    plain = ImportEntriesDialog(ui_context, created, str(csv), None)
    qtbot.addWidget(plain)
    assert plain.columns_label.text().startswith("Columns recognised: “Coppia” →")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Sheets looked at: “Note”, “Quote”."),
        ("it", "Fogli esaminati: «Note», «Quote»."),
    ],
)
def test_no_sheet_with_headings_names_the_sheets(
    qtbot, ui_context, tmp_path: Path, language: str, said: str
) -> None:
    path = workbook(tmp_path / "coppie.xlsx", {"Quote": NOTES, "Note": NOTES}, 1)
    dialog = _dialog(qtbot, ui_context, _tournament(ui_context), path, language)
    assert dialog.problem is not None and dialog.problem.endswith(said), dialog.problem
    assert dialog.rows_model.rowCount() == 0
