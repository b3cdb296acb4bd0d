"""The registration page prints the list of entries and exports the whole tournament."""

from __future__ import annotations

from pypdf import PdfReader

from tests.builders.evenings import burraco_tournament
from tournament_app.ui.registration.page import RegistrationPage


def _page(qtbot, ui_context, monkeypatch, opened):
    import tournament_app.ui.export_actions as export_actions

    tid = burraco_tournament(ui_context.services, 6)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    monkeypatch.setattr(export_actions, "open_document", opened.append)
    return page


def test_entries_pdf_lists_every_pair_and_opens_to_print(qtbot, ui_context, tmp_path, monkeypatch):
    """Entries PDF writes the chosen file with every registered player and opens it."""
    from PySide6.QtWidgets import QPushButton

    opened: list = []
    page = _page(qtbot, ui_context, monkeypatch, opened)
    target = tmp_path / "iscritti.pdf"
    ui_context.dialogs.files_to_save.append(str(target))
    page.findChild(QPushButton, "entries_pdf").click()
    qtbot.waitUntil(lambda: bool(opened), timeout=10000)
    assert opened == [target]
    text = "".join(p.extract_text() for p in PdfReader(str(target)).pages)
    # Pair 6's players, as tests.builders.evenings.pair(6) names them.
    assert "Marino6" in text and "Greco6" in text


def test_export_from_registration_writes_a_workbook(qtbot, ui_context, tmp_path, monkeypatch):
    """Export… on the registration page writes the workbook where the director chose."""
    from openpyxl import load_workbook
    from PySide6.QtWidgets import QPushButton

    opened: list = []
    page = _page(qtbot, ui_context, monkeypatch, opened)
    target = tmp_path / "serata.xlsx"
    ui_context.dialogs.files_to_save.append(str(target))
    page.findChild(QPushButton, "export").click()
    qtbot.waitUntil(target.exists, timeout=10000)
    workbook = load_workbook(target)
    entries = next(ws for ws in workbook.worksheets if ws.title in ("Entries", "Iscritti"))
    cells = [str(c.value) for row in entries.iter_rows() for c in row if c.value is not None]
    assert any("Marino6" in c for c in cells)


def test_without_a_tournament_nothing_is_written(qtbot, ui_context, tmp_path, monkeypatch):
    """No tournament open: the buttons do nothing and ask nothing."""
    import tournament_app.ui.export_actions as export_actions

    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    assert page.tournament_id is None
    assert export_actions.write_entries_pdf(page) is None
