"""The registry's import refused for its lines: each line a director reads is the line number
and the services' sentence (`describe_problem`, what the command line prints), which names
what to fix once: the tessera written, the other line, the column; never a cell's value said
a second time after it, nor a whole over-long text or an invisible character shown raw."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registry_dialog import RegistryDialog

TOO_LONG = "S" * 151  # one character past the 150 a surname takes when typed
# Line 2 is good; 3 has a tessera with a space; 4 repeats line 2's tessera; 5 gives one the
# registry holds under another name; 6 a surname too long; 7 no surname; 8 a bell (U+0007) in
# a surname.
LIST = (
    "Cognome;Nome;Tessera\n"
    "Ferri;Piero;RM400\n"
    "Sala;Irene;RM 4/01 x\n"
    "Gallo;Rita;RM400\n"
    "Conti;Aldo;RM123\n"
    f"{TOO_LONG};Lucia;\n"
    ";Mario;RM500\n"
    "Ros\asi;Anna;\n"
)

HEADING = {
    "en": "Nothing was imported. Correct these lines in the file and try again:",
    "it": "Non è stato importato nulla. Correggi queste righe nel file e riprova:",
}
SAID = {
    "en": [
        "Line 3: Tessera RM 4/01 x is invalid: only letters, digits, '-' and '/'.",
        "Line 4: Tessera RM400 already appears on line 2: correct it, or remove this line from"
        " the file.",
        "Line 5: Tessera RM123 belongs to Verdi Mario in the registry, the line says Conti Aldo:"
        " correct the tessera or the name (in the file, or in the registry if the mistake is"
        " there).",
        "Line 6: Column “Cognome”: text too long (151 characters, at most 150). Shorten it in"
        " the file and import it again.",
        "Line 7: The player's surname is missing.",
        "Line 8: Column “Cognome” holds an invisible character (U+0007, at character 4)."
        " Remove it in the file and import it again.",
    ],
    "it": [
        "Riga 3: Tessera RM 4/01 x non valida: solo lettere, cifre, '-' e '/'.",
        "Riga 4: La tessera RM400 compare già alla riga 2: correggila, oppure togli questa riga"
        " dal file.",
        "Riga 5: La tessera RM123 è di Verdi Mario nel registro, la riga dice Conti Aldo:"
        " correggi la tessera o il nome (nel file, o nel registro se l'errore è lì).",
        "Riga 6: Colonna «Cognome»: testo troppo lungo (151 caratteri, al massimo 150)."
        " Accorcialo nel file e importalo di nuovo.",
        "Riga 7: Manca il cognome del giocatore.",
        "Riga 8: Nella colonna «Cognome» c'è un carattere invisibile (U+0007, al 4° carattere)."
        " Toglilo nel file e importalo di nuovo.",
    ],
}


def imported_in(qtbot, ui_context, path: Path, language: str) -> str:  # type: ignore[no-untyped-def]
    """The warning the registry's Import shows for `path`, the window in `language` (its own
    words and the services' both, as the language menu does); English again after."""
    ui_context.services.registry.add("Verdi", "Mario", tessera="RM123")
    switcher = LanguageSwitcher()
    assert switcher.apply(language)
    ui_context.language = language
    try:
        dialog = RegistryDialog(ui_context)
        qtbot.addWidget(dialog)
        ui_context.dialogs.files_to_open.append(str(path))
        dialog.import_players()
    finally:
        switcher.apply("en")
        ui_context.language = "en"
    shown = ui_context.dialogs.shown
    assert [message.kind for message in shown] == ["warn"], shown
    return str(shown[0].text)


@pytest.mark.parametrize("language", ["en", "it"])
def test_each_problem_line_says_its_value_once(
    qtbot, ui_context, tmp_path: Path, language: str
) -> None:
    path = tmp_path / "soci.csv"
    path.write_text(LIST, encoding="utf-8")
    warning = imported_in(qtbot, ui_context, path, language)
    heading, *lines = warning.split("\n")
    assert heading == HEADING[language]
    assert lines == SAID[language]
    # The tessera written, once on its line; the over-long text and the bell never.
    assert lines[0].count("RM 4/01 x") == 1 and lines[1].count("RM400") == 1
    assert lines[2].count("RM123") == 1
    assert TOO_LONG not in warning and "\a" not in warning
    assert [p.surname for p in ui_context.services.registry.search("")] == ["Verdi"]
