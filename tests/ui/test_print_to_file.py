"""Print… then "print to file" in Qt's print dialog: the PDF file named there passes the same
rule as every Save dialog (never the open database, its copies, another kind of file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.ui.print_preview import print_view
from tournament_app.ui.standings.page import StandingsPage


@pytest.fixture
def preview(qtbot, ui_context):
    """The standings of a 4-pair tournament in Qt's print preview."""
    tid = burraco_tournament(ui_context.services, 4)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = StandingsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    shown = print_view(page, page.view, "Classifica")
    yield shown
    shown.close()


def _print_to(preview, target: Path) -> None:
    """What the print dialog does for "print to file": a PDF printer named to `target`."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(target))
    preview.paintRequested.emit(printer)


def test_printing_to_the_database_file_is_refused(preview, ui_context):
    """The database named as the PDF file: the director reads why, the file is untouched."""
    database = Path(ui_context.database)
    before = database.read_bytes()
    _print_to(preview, database)
    assert database.read_bytes() == before
    assert "open database" in ui_context.dialogs.messages("warn")[-1]
    assert ui_context.services.tournaments.list()  # still a working database


def test_printing_over_a_workbook_is_refused(preview, ui_context, tmp_path):
    """An Excel workbook named as the PDF file is another kind of file: kept as it was."""
    workbook = tmp_path / "classifica.pdf"
    workbook.write_bytes(b"PK\x03\x04 not a pdf")
    _print_to(preview, workbook)
    assert workbook.read_bytes() == b"PK\x03\x04 not a pdf"
    assert ui_context.dialogs.messages("warn")


def test_printing_to_a_new_or_older_pdf_writes_it(preview, ui_context, tmp_path):
    """A new file, or an older PDF, gets the printed standings; nothing is left beside it."""
    target = tmp_path / "classifica.pdf"
    _print_to(preview, target)
    assert target.read_bytes().startswith(b"%PDF-")
    target.write_bytes(b"%PDF-1.4 an older printout")
    _print_to(preview, target)
    assert target.read_bytes().startswith(b"%PDF-") and b"older" not in target.read_bytes()
    assert ui_context.dialogs.messages("warn") == []
    assert sorted(p.name for p in tmp_path.iterdir() if "classifica" in p.name) == [
        "classifica.pdf"
    ]
