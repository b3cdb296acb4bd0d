"""The import window with a line giving a registered card to another name: the preview lists
the line under Problems, naming the registry's holder and the name written, and «Import»
enters the good lines only, never the card's holder in the place of the player written."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.registration_import import ImportEntriesDialog


def test_a_mistyped_card_is_a_problem_line(qtbot, ui_context, tmp_path: Path) -> None:
    """FB100 is Rossi Niccolò's; line 3 gives it to Bianchi Luca: one problem, one line ready."""
    services = ui_context.services
    services.registry.add("Rossi", "Niccolò", tessera="FB100")
    created = services.tournaments.create(
        TournamentDraft(name="Serata", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2;Circolo;Categoria\n"
        "Gialli;Rita;;Blu;Ugo;;Sole;A\n"
        "Bianchi;Luca;FB100;Fabbri;Elsa;;Sole;A\n",
        encoding="utf-8",
    )
    dialog = ImportEntriesDialog(ui_context, created, str(path), None)
    qtbot.addWidget(dialog)
    assert dialog.problem is None
    assert dialog.rows_model.rowCount() == 1
    column = dialog.errors_model.column_index("problem")
    shown = [
        (error.line, error.column, dialog.errors_model.index(row, column).data())
        for row, error in enumerate(dialog.errors_model.rows())
    ]
    assert shown == [
        (
            3,
            "Tessera 1",
            "Tessera FB100 belongs to Rossi Niccolò in the registry, the line says"
            " Bianchi Luca: correct the tessera or the name (in the file, or in the registry"
            " if the mistake is there).",
        )
    ]
    dialog.import_rows()
    assert ui_context.dialogs.shown == []
    assert [e.names for e in services.entries.list(created.id)] == ["Gialli Rita - Blu Ugo"]
