"""The import window's problems in the services' words: the sentence a director reads in the
Problems tab, or instead of the preview for a file unusable whole, is the one the command line
prints, in Italian and in English, and says everything that tells the director what to fix
(the other line, the registry's holder and the name written, the length and the limit, the
sheets looked at)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableView

from tests.builders.workbooks import NOTES, workbook
from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registration_import import ImportEntriesDialog

# Line 2 is good; line 3 gives Rossi Niccolò's card to Bianchi Luca; line 4's surname is one
# character past the 150 a surname takes when typed; line 5 repeats line 2's card.
TOO_LONG = "S" * 151
LIST = (
    "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2\n"
    "Gialli;Rita;RM1;Blu;Ugo;RM2\n"
    "Bianchi;Luca;FB100;Fabbri;Elsa;\n"
    f"{TOO_LONG};Lucia;;Neri;Paolo;\n"
    "Sala;Irene;RM1;Conti;Aldo;\n"
)

SAID = {
    "en": {
        3: "Tessera FB100 belongs to Rossi Niccolò in the registry, the line says Bianchi"
        " Luca: correct the tessera or the name (in the file, or in the registry if the"
        " mistake is there).",
        4: "Column “Cognome 1”: text too long (151 characters, at most 150). Shorten it in the"
        " file and import it again.",
        5: "Tessera RM1 already appears on line 2: correct it, or remove this line from the file.",
    },
    "it": {
        3: "La tessera FB100 è di Rossi Niccolò nel registro, la riga dice Bianchi Luca:"
        " correggi la tessera o il nome (nel file, o nel registro se l'errore è lì).",
        4: "Colonna «Cognome 1»: testo troppo lungo (151 caratteri, al massimo 150)."
        " Accorcialo nel file e importalo di nuovo.",
        5: "La tessera RM1 compare già alla riga 2: correggila, oppure togli questa riga dal file.",
    },
}


def _tournament(ui_context):  # type: ignore[no-untyped-def]
    draft = TournamentDraft(name="Serata", game=Game.BURRACO, settings=BurracoSettings())
    created = ui_context.services.tournaments.create(draft)
    ui_context.open_tournament(created.id)
    return created


def _dialog(qtbot, ui_context, path: Path, language: str) -> ImportEntriesDialog:  # type: ignore[no-untyped-def]
    """The import window over `path` with the window switched to `language` (its own words
    and the services' both, as the language menu does); English again after."""
    created = _tournament(ui_context)
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


def shown_problems(dialog: ImportEntriesDialog) -> dict[int, str]:
    """The Problems tab as a director reads it: each line's problem sentence."""
    view = dialog.tabs.widget(1)
    assert isinstance(view, QTableView)
    model = view.model()
    line, problem = (dialog.errors_model.column_index(key) for key in ("line", "problem"))
    return {
        int(model.index(row, line).data()): str(model.index(row, problem).data())
        for row in range(model.rowCount())
    }


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_problems_tab_says_the_services_sentences(
    qtbot, ui_context, tmp_path: Path, language: str
) -> None:
    """A card given to another name names the registry's holder and the name written; a text
    too long its length and the limit; a repeated card the other line. Only line 2 is ready."""
    ui_context.services.registry.add("Rossi", "Niccolò", tessera="FB100")
    path = tmp_path / "iscritti.csv"
    path.write_text(LIST, encoding="utf-8")
    dialog = _dialog(qtbot, ui_context, path, language)
    assert dialog.problem is None
    assert shown_problems(dialog) == SAID[language]
    assert [row.line for row in dialog.rows_model.rows()] == [2]


@pytest.mark.parametrize(
    ("language", "opening", "advice", "sheets"),
    [
        (
            "en",
            "No heading recognised in the first 10 rows: at least a Surname (Cognome) or"
            " Player (Giocatore) column is needed.",
            "Add the headings above the players and import the file again.",
            "Sheets looked at: “Note”, “Quote”.",
        ),
        (
            "it",
            "Nessuna intestazione riconosciuta nelle prime 10 righe: serve almeno una colonna"
            " Cognome (o Giocatore).",
            "Aggiungi le intestazioni sopra i giocatori e importa di nuovo il file.",
            "Fogli esaminati: «Note», «Quote».",
        ),
    ],
)
def test_a_workbook_without_headings_names_its_sheets_and_what_to_do(
    qtbot, ui_context, tmp_path: Path, language: str, opening: str, advice: str, sheets: str
) -> None:
    """No sheet has a heading row in its first ten rows: the sentence shown instead of the
    preview says where it looked (the rows, the sheets, the active one first) and what to do."""
    path = workbook(tmp_path / "coppie.xlsx", {"Quote": NOTES, "Note": NOTES}, 1)
    dialog = _dialog(qtbot, ui_context, path, language)
    said = dialog.problem
    assert said is not None
    assert said.startswith(opening), said
    assert said.endswith(f"{advice} {sheets}"), said
    assert dialog.rows_model.rowCount() == 0


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            "The file has headings but no players under them: add the players below the"
            " headings and import the file again.",
        ),
        (
            "it",
            "Il file ha le intestazioni ma nessun giocatore: scrivi i giocatori sotto le"
            " intestazioni e importa di nuovo il file.",
        ),
    ],
)
def test_a_list_of_headings_only_says_to_add_the_players(
    qtbot, ui_context, tmp_path: Path, language: str, said: str
) -> None:
    path = tmp_path / "iscritti.csv"
    path.write_text("Cognome 1;Nome 1;Cognome 2;Nome 2\n", encoding="utf-8")
    assert _dialog(qtbot, ui_context, path, language).problem == said


def _xls(folder: Path) -> Path:
    path = folder / "iscritti.xls"
    path.write_bytes(b"\xd0\xcf\x11\xe0")  # an old Excel file's first bytes
    return path


def _wide_line(folder: Path) -> Path:
    path = folder / "iscritti.csv"
    path.write_text("Cognome;Nome\n" + ";".join(["x"] * 201) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("language", "made", "said"),
    [
        (
            "en",
            _xls,
            "Format .xls is not supported: save the file as .xlsx or CSV and try again.",
        ),
        ("it", _xls, "Formato .xls non supportato: salva il file come .xlsx o CSV e riprova."),
        # The bounds of a line: 200 cells and 5,000 characters (storage/limits.py).
        (
            "en",
            _wide_line,
            "Line 2 of iscritti.csv: too long for a list of players (at most 200 columns and"
            " 5,000 characters). Check that you chose the right file, or shorten the line and"
            " import the file again. Nothing was imported.",
        ),
        (
            "it",
            _wide_line,
            "Riga 2 di iscritti.csv: troppo lunga per un elenco di giocatori (al massimo 200"
            " colonne e 5.000 caratteri). Controlla di aver scelto il file giusto, oppure"
            " accorcia la riga e importa di nuovo il file. Non è stato importato nulla.",
        ),
    ],
)
def test_a_file_unusable_whole_is_said_instead_of_the_preview(
    qtbot, ui_context, tmp_path: Path, language: str, made, said: str
) -> None:
    """An old .xls, a line wider than any list: the file named, the bound, what to do."""
    assert _dialog(qtbot, ui_context, made(tmp_path), language).problem == said


def test_a_long_value_leaves_each_sentence_in_sight_and_whole(
    qtbot, ui_context, tmp_path: Path
) -> None:
    """The 151-character surname is cut short in its cell, not pushing the Problem column out
    of the dialog; each row is as tall as its sentence needs, wrapped in that column."""
    ui_context.services.registry.add("Rossi", "Niccolò", tessera="FB100")
    path = tmp_path / "iscritti.csv"
    path.write_text(LIST, encoding="utf-8")
    dialog = _dialog(qtbot, ui_context, path, "it")
    dialog.tabs.setCurrentIndex(1)
    dialog.show()
    view = dialog.tabs.widget(1)
    assert isinstance(view, QTableView)
    header = view.horizontalHeader()
    problem = dialog.errors_model.column_index("problem")
    left = header.sectionViewportPosition(problem)
    assert 0 <= left < view.viewport().width() // 2
    assert left + header.sectionSize(problem) <= view.viewport().width()
    rows = range(dialog.errors_model.rowCount())
    qtbot.waitUntil(lambda: all(view.rowHeight(r) >= view.sizeHintForRow(r) for r in rows))
    # The Italian sentence of line 3 takes more than one line at this width.
    assert view.rowHeight(0) > view.fontMetrics().lineSpacing() * 2
