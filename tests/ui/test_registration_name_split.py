"""Names of several words on the Registration page: the quick-add line cuts «Surname Name»
as the import does (the registry's cut for a person it holds, else the Italian guess), and
the import's preview shows where each one-column name was cut."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.registration_import import ImportEntriesDialog


@pytest.fixture
def page(qtbot, ui_context):
    draft = TournamentDraft(game=Game.BURRACO, name="Venerdi", settings=BurracoSettings())
    ui_context.open_tournament(ui_context.services.tournaments.create(draft).id)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    return page


def test_the_quick_add_line_cuts_names_as_the_import_does(qtbot, page, ui_context) -> None:
    """«De Luca Gian Maria» is De Luca / Gian Maria; «Rossi Bianchi Mario», registered with
    a double surname, enters the registry's player rather than a new Rossi."""
    registered = ui_context.services.registry.add("Rossi Bianchi", "Mario")
    qtbot.keyClicks(page.first, "De Luca Gian Maria")
    qtbot.keyClicks(page.second, "Rossi Bianchi Mario")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    (entry,) = ui_context.services.entries.list(ui_context.tournament_id)
    assert [(p.surname, p.name) for p in entry.players] == [
        ("De Luca", "Gian Maria"),
        ("Rossi Bianchi", "Mario"),
    ]
    assert entry.players[1].id == registered.id


def test_the_import_preview_shows_where_each_name_was_cut(
    qtbot, page, ui_context, tmp_path: Path
) -> None:
    """A «Coppia» column of names of three words: the preview lists «Surname, Name» and
    Import enters them so."""
    path = tmp_path / "coppie.csv"
    path.write_text(
        "Coppia;Circolo\nDE LUCA GIAN MARIA - ROSSI MARIA GRAZIA;Aurora\n", encoding="utf-8"
    )
    tournament = ui_context.services.tournaments.get(ui_context.tournament_id)
    dialog = ImportEntriesDialog(ui_context, tournament, str(path), page)
    qtbot.addWidget(dialog)
    players = dialog.rows_model.column_index("players")
    assert dialog.rows_model.index(0, players).data() == (
        "DE LUCA, GIAN MARIA - ROSSI, MARIA GRAZIA"
    )
    dialog.import_rows()
    (entry,) = ui_context.services.entries.list(ui_context.tournament_id)
    assert [(p.surname, p.name) for p in entry.players] == [
        ("DE LUCA", "GIAN MARIA"),
        ("ROSSI", "MARIA GRAZIA"),
    ]
