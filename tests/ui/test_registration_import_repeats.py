"""The import window with a player named twice in the list: the preview lists both lines,
each naming the other, and «Import» enters the good lines without a refusal."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.registration_import import ImportEntriesDialog


def test_a_player_on_two_lines_is_listed_and_the_good_lines_import(
    qtbot, ui_context, tmp_path: Path
) -> None:
    """Nuovo Uno with Due (line 3) and with Tre (line 4), Pace Ugo twice on line 5: three
    problem lines, two ready; Import enters the two as entries 1 and 2, with no message."""
    created = ui_context.services.tournaments.create(
        TournamentDraft(name="Serata", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Coppia;Circolo\n"
        "D'Angelo Nicolò - Caruso Gino;Aurora\n"
        "Nuovo Uno - Nuovo Due;Tivoli\n"
        "Nuovo Uno - Nuovo Tre;Tivoli\n"
        "Pace Ugo - Pace Ugo;Tivoli\n"
        "Sbaglio Tizio - Galli Mia;Tivoli\n",
        encoding="utf-8",
    )
    dialog = ImportEntriesDialog(ui_context, created, str(path), None)
    qtbot.addWidget(dialog)
    assert dialog.rows_model.rowCount() == 2
    column = dialog.errors_model.column_index("problem")
    shown = {
        error.line: dialog.errors_model.index(row, column).data()
        for row, error in enumerate(dialog.errors_model.rows())
    }
    assert set(shown) == {3, 4, 5}
    assert "also on line 4" in shown[3]
    assert "also on line 3" in shown[4]
    assert "twice on this line" in shown[5]
    assert "Problems (3)" in dialog.tabs.tabText(1)
    dialog.import_rows()
    assert ui_context.dialogs.shown == []
    entries = ui_context.services.entries.list(created.id)
    assert [(e.number, e.names) for e in entries] == [
        (1, "D'Angelo Nicolò - Caruso Gino"),
        (2, "Sbaglio Tizio - Galli Mia"),
    ]
