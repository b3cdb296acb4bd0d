"""Importing a list: a name longer than its column takes is listed with its length and the
limit, the same limit a director meets typing it (storage.limits)."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.registration_import import ImportEntriesDialog


def test_a_name_over_its_limit_says_how_long_it_is_and_how_long_it_may_be(
    qtbot, ui_context, tmp_path: Path
) -> None:
    """150 characters (a surname's limit when typed) import; 151 are listed as too long,
    "151 characters, at most 150", and that row alone is left out."""
    created = ui_context.services.tournaments.create(
        TournamentDraft(name="Lista lunga", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    longest, too_long = "R" * 150, "S" * 151
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Cognome 2;Nome 2\n"
        f"{longest};Anna;Bianchi;Carlo\n"
        f"{too_long};Lucia;Neri;Paolo\n",
        encoding="utf-8",
    )
    dialog = ImportEntriesDialog(ui_context, created, str(path), None)
    qtbot.addWidget(dialog)
    assert dialog.rows_model.rowCount() == 1
    (error,) = dialog.errors_model.rows()
    problem_column = 3
    shown = dialog.errors_model.index(0, problem_column).data()
    assert error.line == 3
    assert "151 characters, at most 150" in shown


def test_an_invisible_character_is_listed_on_its_row_and_the_rest_imports(
    qtbot, ui_context, tmp_path: Path
) -> None:
    """A BEL pasted into a surname: that row is listed with the character's code and what to
    do; the good row stays ready (before, the whole list was refused at entry)."""
    created = ui_context.services.tournaments.create(
        TournamentDraft(name="Lista sporca", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Anna;Bianchi;Carlo\nVer\adi;Lucia;Neri;Paolo\n",
        encoding="utf-8",
    )
    dialog = ImportEntriesDialog(ui_context, created, str(path), None)
    qtbot.addWidget(dialog)
    assert dialog.rows_model.rowCount() == 1
    (error,) = dialog.errors_model.rows()
    assert error.line == 3
    # U+0007 at the fourth character of "Ver\adi".
    assert "invisible character (U+0007, at character 4)" in dialog.errors_model.index(0, 3).data()


def test_the_columns_recognised_are_quoted_as_the_language_quotes(
    qtbot, ui_context, tmp_path: Path
) -> None:
    """«Cognome 1» in Italian, “Cognome 1” in English."""
    from tournament_app.ui.i18n import LanguageSwitcher

    created = ui_context.services.tournaments.create(
        TournamentDraft(name="Lista", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    path = tmp_path / "iscritti.csv"
    path.write_text("Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Anna;Bianchi;Carlo\n", "utf-8")
    languages = LanguageSwitcher()
    try:
        for language, quoted in (("it", "«Cognome 1» →"), ("en", "“Cognome 1” →")):
            assert languages.apply(language)
            ui_context.language = language  # as the language menu switches both
            dialog = ImportEntriesDialog(ui_context, created, str(path), None)
            qtbot.addWidget(dialog)
            assert quoted in dialog.columns_label.text()
    finally:
        languages.apply("en")
