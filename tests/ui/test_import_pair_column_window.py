"""The import window over a list with both partners in one "Coppia" column: the columns
recognised name the file's own heading, in the services' words, Italian and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registration_import import ImportEntriesDialog


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "it",
            "Colonne riconosciute: «Coppia» → cognome e nome dei due giocatori, «Circolo» →"
            " circolo",
        ),
        (
            "en",
            "Columns recognised: “Coppia” → surname and name of both players, “Circolo” → club",
        ),
    ],
)
def test_the_pair_column_is_named_as_in_the_file(
    qtbot, ui_context, tmp_path: Path, language: str, said: str
) -> None:
    draft = TournamentDraft(name="Serata", game=Game.BURRACO, settings=BurracoSettings())
    created = ui_context.services.tournaments.create(draft)
    ui_context.open_tournament(created.id)
    path = tmp_path / "coppie.csv"
    path.write_text(
        "Coppia;Circolo\nDE LUCA GIAN MARIA - ROSSI MARIA GRAZIA;Aurora\n", encoding="utf-8"
    )
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    ui_context.language = language
    try:
        dialog = ImportEntriesDialog(ui_context, created, str(path), None)
        qtbot.addWidget(dialog)
    finally:
        switcher.apply("en")
        ui_context.language = "en"
    assert dialog.columns_label.text() == said
    assert dialog.rows_model.rowCount() == 1
