"""The registry's Import with a list overlapping the registry: the message after says how
many players were added and names, by line, those already there (not added again), in the
services' words, in Italian and English; the list shows each person once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.registry_dialog import RegistryDialog

LIST = "Cognome;Nome;Circolo;Tessera\nRossi;Mario;Aurora;\nBianchi;Anna;Tivoli;FB2\nNeri;Ugo;;\n"
SAID = {
    "it": [
        "Giocatori aggiunti all'anagrafica: 1.",
        "Già nell'anagrafica, non aggiunti di nuovo: 2.",
        "Riga 2: Rossi Mario",
        "Riga 3: Bianchi Anna; dati completati dalla lista: circolo Tivoli, tessera FB2",
    ],
    "en": [
        "Players added to the registry: 1.",
        "Already in the registry, not added again: 2.",
        "Line 2: Rossi Mario",
        "Line 3: Bianchi Anna; completed from the list: club Tivoli, tessera FB2",
    ],
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_message_names_who_was_in_the_registry_already(
    qtbot, ui_context, tmp_path: Path, language: str
) -> None:
    registry = ui_context.services.registry
    registry.add("Rossi", "Mario", club="Aurora")
    registry.add("Bianchi", "Anna")
    path = tmp_path / "soci.csv"
    path.write_text(LIST, encoding="utf-8")
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
    assert [message.kind for message in shown] == ["inform"], shown
    assert str(shown[0].text).split("\n") == SAID[language]
    players = [(p.surname, p.club, p.tessera) for p in registry.search("")]
    assert players == [
        ("Bianchi", "Tivoli", "FB2"),
        ("Neri", None, None),
        ("Rossi", "Aurora", None),
    ]
    assert dialog.model.rowCount() == 3
