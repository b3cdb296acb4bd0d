"""Qt's print preview of a table view, and its print dialog's "print to file".

Qt's print dialog can print to a PDF file the director names: that file goes through the
services' one rule for every file Torneo writes (`services.output_files`), like a Save
dialog's. Never the open database, its copies' folder or another kind of file; written beside
the target and moved into place, so a printer that fails leaves the old file whole."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from tournament_app.services import ServiceError
from tournament_app.services.output_files import OutputKind, write_output
from tournament_app.ui.export_actions import is_wide, paint_view, printed_columns


def paint_checked(parent: Any, printer: QPrinter, paint: Callable[[QPrinter], int]) -> int:
    """`paint(printer)`, unless the printer prints to a file the services refuse: then the
    director reads why and nothing is written. `parent`: the page printing (its `context`
    names the station). Returns the pages painted."""
    context = parent.context
    chosen = printer.outputFileName()
    if not chosen or printer.outputFormat() is not QPrinter.OutputFormat.PdfFormat:
        return paint(printer)  # a real printer, or the preview's own pages
    pages = 0

    def into(scratch: Path) -> None:
        nonlocal pages
        printer.setOutputFileName(str(scratch))
        pages = paint(printer)

    try:
        write_output(context.services, Path(chosen), OutputKind.PDF, into)
    except ServiceError as error:
        title = QCoreApplication.translate("ExportActions", "Print preview")
        context.dialogs.warn(parent, title, context.describe_error(error))
        return 0
    finally:
        printer.setOutputFileName(chosen)
    return pages


def view_printer(view: Any) -> QPrinter:
    """A printer set for a view: landscape when its columns do not fit across portrait."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if is_wide(printed_columns(view)):
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
    return printer


def print_view(parent: QWidget, view: Any, title: str, subtitle: str = "") -> QPrintPreviewDialog:
    """Open Qt's print preview on a table view's content (the director prints from there)."""
    printer = view_printer(view)
    preview = QPrintPreviewDialog(printer, parent)
    preview.paintRequested.connect(
        lambda target: paint_checked(parent, target, lambda p: paint_view(p, view, title, subtitle))
    )
    preview.setWindowTitle(QCoreApplication.translate("ExportActions", "Print preview"))
    preview.open()
    return preview
