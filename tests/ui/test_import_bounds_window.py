"""The window's imports of a list that cannot be read whole (a sheet cut short, more lines
than any club's list): a sentence saying what is wrong and what to do, not a traceback or an
"unexpected error", and nothing entered."""

from __future__ import annotations

import zipfile
from pathlib import Path

from openpyxl import Workbook

from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.registration_import import ImportEntriesDialog
from tournament_app.ui.registry_dialog import RegistryDialog

ROWS = 20_000  # the bound (storage/limits.py holds it), written "20,000" in English


def cut_workbook(folder: Path) -> Path:
    """A real .xlsx whose sheet's XML stops halfway; the zip itself is sound."""
    whole = folder / "intero.xlsx"
    workbook = Workbook()
    workbook.active.append(["Cognome", "Nome"])
    for number in range(60):
        workbook.active.append([f"Rossi{number}", "Anna"])
    workbook.save(whole)
    cut = folder / "soci.xlsx"
    with zipfile.ZipFile(whole) as source, zipfile.ZipFile(cut, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "xl/worksheets/sheet1.xml":
                data = data[: len(data) // 2]
            target.writestr(info, data)
    return cut


def _tournament(ui_context):
    created = ui_context.services.tournaments.create(
        TournamentDraft(name="Limiti", game=Game.BURRACO, settings=BurracoSettings())
    )
    ui_context.open_tournament(created.id)
    return created


def test_the_entries_dialog_words_a_sheet_cut_short(qtbot, ui_context, tmp_path: Path) -> None:
    """The dialog holds the sentence to show instead of raising while it opens."""
    created = _tournament(ui_context)
    dialog = ImportEntriesDialog(ui_context, created, str(cut_workbook(tmp_path)), None)
    qtbot.addWidget(dialog)
    assert dialog.problem is not None
    # The file named, and the likely causes a director can act on.
    assert dialog.problem.startswith("Cannot read soci.xlsx: "), dialog.problem
    assert "not open in another program" in dialog.problem
    assert ui_context.services.entries.list(created.id) == ()


def test_the_entries_dialog_says_the_row_bound(qtbot, ui_context, tmp_path: Path) -> None:
    """More lines than the bound: the bound and what to do, before the rest is read."""
    created = _tournament(ui_context)
    path = tmp_path / "iscritti.csv"
    path.write_text("\n".join(["Cognome", *(f"Rossi{n}" for n in range(ROWS + 1))]), "utf-8")
    dialog = ImportEntriesDialog(ui_context, created, str(path), None)
    qtbot.addWidget(dialog)
    assert dialog.problem is not None
    assert f"more than {ROWS:,} lines" in dialog.problem
    assert "split it" in dialog.problem


def test_the_registry_warns_of_a_sheet_cut_short(qtbot, ui_context, tmp_path: Path) -> None:
    """Importing players from a cut sheet: a warning naming the file, no "unexpected error",
    and no player added."""
    ui_context.dialogs.files_to_open.append(str(cut_workbook(tmp_path)))
    dialog = RegistryDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.import_players()
    shown = ui_context.dialogs.shown
    assert [message.kind for message in shown] == ["warn"], shown
    assert "soci.xlsx" in shown[0].text
    assert ui_context.services.registry.search("Rossi") == ()
