"""The import window with a list giving each partner a category (Cognome, Nome, Tessera, Cat
twice, a row number first): the Cat. column shows each partner's when they differ and the
pair's when they agree, and the columns line names the row number column as not used."""

from __future__ import annotations

from pathlib import Path

import openpyxl

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.registration_import import ImportEntriesDialog


def _sheet(folder: Path) -> Path:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["N.", "Cognome", "Nome", "Tessera", "Cat", "Cognome", "Nome", "Tessera", "Cat"])
    sheet.append([1, "Rossi", "Mario", 12345, "A", "Bianchi", "Anna", 456, "B"])
    sheet.append([2, "Verdi", "Luca", "FB100", "B", "Neri", "Sara", "FB200", "b"])
    sheet.append([3, "Gialli", "Pia", None, "C", "Blu", "Ugo", None, None])
    path = folder / "iscritti.xlsx"
    book.save(path)
    return path


def test_each_partners_category_is_shown(qtbot, ui_context, tmp_path: Path) -> None:
    """Rossi A with Bianchi B: «A / B»; Verdi B with Neri b: one section, «B», the pair's
    category once entered; Gialli C with Blu, who has none: «C / –»."""
    services = ui_context.services
    created = services.tournaments.create(
        TournamentDraft(name="Serata", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    dialog = ImportEntriesDialog(ui_context, created, str(_sheet(tmp_path)), None)
    qtbot.addWidget(dialog)
    assert dialog.problem is None
    column = dialog.rows_model.column_index("category")
    shown = [dialog.rows_model.index(row, column).data() for row in range(3)]
    assert shown == ["A / B", "B", "C / –"]
    assert "“N.” → not used" in dialog.columns_label.text()
    dialog.import_rows()
    assert [e.category for e in services.entries.list(created.id)] == [None, "B", None]
