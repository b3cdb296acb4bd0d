"""The Print and Export buttons: PDFs of the round and the standings, and the full export.

Each document is written by the exports service (`tournament_app.services.exports`) in a
worker thread, with a progress dialog, into a file the director picks; the PDF then opens
in the system's reader, from which it is printed. The standings can also be printed
straight from the window through Qt's print preview.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QTextDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QBoxLayout, QPushButton, QWidget

from tournament_app.services import ServiceError
from tournament_app.ui.worker import run_with_progress


def _tr(text: str) -> str:
    return QCoreApplication.translate("ExportActions", text)


def _open_in_reader(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


# How a written document is shown; tests replace it to see which file would open.
open_document: Callable[[Path], None] = _open_in_reader


def _exports() -> Any:
    """The exports service module (imported late: it pulls in reportlab and openpyxl)."""
    from tournament_app.services import exports

    return exports


def _safe_name(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in text).strip("_") or "torneo"


def write_document(
    page: Any,
    title: str,
    default_name: str,
    filters: str,
    write: Callable[[Path], object],
    *,
    open_after: bool = True,
) -> Path | None:
    """Ask where to save, write the document in a worker thread, then open it.

    `page` has a `context`; returns the path written, or None when cancelled or refused
    (the reason is shown to the director).
    """
    context = page.context
    folder = Path(tempfile.gettempdir())
    chosen = context.dialogs.save_file(page, title, filters, str(folder / default_name))
    if not chosen:
        return None
    path = Path(chosen)
    try:
        run_with_progress(
            page,
            QCoreApplication.translate("ExportActions", "Writing {0}…").replace("{0}", path.name),
            lambda: write(path),
        )
    except ServiceError as error:
        context.dialogs.warn(page, title, context.describe_error(error))
        return None
    except OSError as error:
        context.dialogs.error(
            page,
            title,
            QCoreApplication.translate(
                "ExportActions",
                "Could not write {0}: {1}. Choose another folder or close the file elsewhere.",
            )
            .replace("{0}", str(path))
            .replace("{1}", error.strerror or str(error)),
        )
        return None
    if open_after and path.suffix.lower() == ".pdf":
        open_document(path)
    return path


# -- the round's printouts --------------------------------------------------------------------

ROUND_DOCUMENTS = (
    # (exports function, button text, file name stem)
    ("seating_pdf", QT_TRANSLATE_NOOP("ExportActions", "Seating lists"), "seating"),
    ("table_cards_pdf", QT_TRANSLATE_NOOP("ExportActions", "Table cards"), "table-cards"),
    ("scoresheets_pdf", QT_TRANSLATE_NOOP("ExportActions", "Scoresheets"), "scoresheets"),
    ("round_results_pdf", QT_TRANSLATE_NOOP("ExportActions", "Round results"), "results"),
)


def add_round_print_buttons(page: Any, layout: QBoxLayout) -> list[QPushButton]:
    """Add the round's print buttons (seating lists, table cards, scoresheets) to `layout`.

    `page` is the Rounds page: it has `context`, `tournament_id` and `current_round()`.
    """
    buttons = []
    for function_name, text, stem in ROUND_DOCUMENTS:
        button = QPushButton(_tr(text))
        button.setObjectName(function_name)
        button.setToolTip(
            QCoreApplication.translate(
                "ExportActions", "Write a PDF of the round shown and open it to print"
            )
        )
        button.clicked.connect(
            lambda _checked=False, f=function_name, t=text, s=stem: _print_round(page, f, t, s)
        )
        layout.addWidget(button)
        buttons.append(button)
    return buttons


def _print_round(page: Any, function_name: str, text: str, stem: str) -> None:
    current = page.current_round()
    if page.tournament_id is None or current is None:
        return
    # Looked up on click, not when the window is built: reportlab and openpyxl cost start-up.
    function = getattr(_exports(), function_name)
    tid, number, language = page.tournament_id, current.number, page.context.language
    write_document(
        page,
        _tr(text),
        f"{stem}-{current.number}.pdf",
        QCoreApplication.translate("ExportActions", "PDF (*.pdf)"),
        lambda path: function(page.context.services, tid, number, path, language=language),
    )


# -- the standings and the whole tournament ---------------------------------------------------


def add_standings_buttons(page: Any, layout: QBoxLayout) -> list[QPushButton]:
    """Add Print, Standings PDF, Prize list PDF and Export… buttons to the standings page."""
    buttons = []
    print_button = QPushButton(QCoreApplication.translate("ExportActions", "&Print…"))
    print_button.setObjectName("print_standings")
    print_button.setToolTip(
        QCoreApplication.translate("ExportActions", "Print the standings as shown, with a preview")
    )
    print_button.clicked.connect(lambda: print_view(page, page.view, page.summary.text()))
    buttons.append(print_button)
    button = QPushButton(QCoreApplication.translate("ExportActions", "Standings PDF"))
    button.setObjectName("standings_pdf")
    button.clicked.connect(lambda: write_standings_pdf(page))
    buttons.append(button)
    button = QPushButton(QCoreApplication.translate("ExportActions", "Prize list PDF"))
    button.setObjectName("prize_list_pdf")
    button.setToolTip(
        QCoreApplication.translate("ExportActions", "The prize list as chosen beside the standings")
    )
    button.clicked.connect(lambda: write_prize_list_pdf(page))
    buttons.append(button)
    export_button = QPushButton(QCoreApplication.translate("ExportActions", "&Export…"))
    export_button.setObjectName("export")
    export_button.setToolTip(
        QCoreApplication.translate(
            "ExportActions", "Excel workbook, PDF and web page of the whole tournament"
        )
    )
    export_button.clicked.connect(lambda: export_everything(page))
    buttons.append(export_button)
    for button in buttons:
        layout.addWidget(button)
    return buttons


def _write_tournament_pdf(
    page: Any, title: str, file_name: str, write: Callable[[Any, int, Path, str], object]
) -> Path | None:
    """Write one PDF of the tournament shown (`write(services, tid, path, language)`), open it."""
    if page.tournament_id is None:
        return None
    tid, language, services = page.tournament_id, page.context.language, page.context.services
    return write_document(
        page,
        title,
        file_name,
        QCoreApplication.translate("ExportActions", "PDF (*.pdf)"),
        lambda path: write(services, tid, path, language),
    )


def write_standings_pdf(page: Any) -> Path | None:
    """Write the standings PDF of the tournament shown and open it."""
    return _write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Standings PDF"),
        "standings.pdf",
        lambda services, tid, path, language: _exports().standings_pdf(
            services, tid, path, language=language
        ),
    )


def write_prize_list_pdf(page: Any) -> Path | None:
    """Write the prize list (overall, per group or per category, as chosen) and open it."""
    per, places = page.prize_per.currentData(), page.places.value()
    return _write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Prize list PDF"),
        "prizes.pdf",
        lambda services, tid, path, language: _exports().prize_list_pdf(
            services, tid, path, per=per, places=places, language=language
        ),
    )


def add_registration_buttons(page: Any, layout: QBoxLayout) -> list[QPushButton]:
    """Add Entries PDF (the registration list, to print) and Export… to the registration page.

    `page` has `context` and `tournament_id`.
    """
    entries_button = QPushButton(QCoreApplication.translate("ExportActions", "Entries PDF"))
    entries_button.setObjectName("entries_pdf")
    entries_button.setToolTip(
        QCoreApplication.translate(
            "ExportActions", "Write the list of entries as a PDF and open it to print"
        )
    )
    entries_button.clicked.connect(lambda: write_entries_pdf(page))
    export_button = QPushButton(QCoreApplication.translate("ExportActions", "Export…"))
    export_button.setObjectName("export")
    export_button.setToolTip(
        QCoreApplication.translate(
            "ExportActions", "Excel workbook, PDF and web page of the whole tournament"
        )
    )
    export_button.clicked.connect(lambda: export_everything(page))
    for button in (entries_button, export_button):
        layout.addWidget(button)
    return [entries_button, export_button]


def write_entries_pdf(page: Any) -> Path | None:
    """Write the registration list of the tournament shown and open it."""
    return _write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Entries PDF"),
        "entries.pdf",
        lambda services, tid, path, language: _exports().entries_pdf(
            services, tid, path, language=language
        ),
    )


EXPORT_FILTERS = "Excel (*.xlsx);;PDF (*.pdf);;HTML (*.html)"


def export_everything(page: Any) -> Path | None:
    """Export the whole tournament to the format the director picks by the file's extension."""
    if page.tournament_id is None:
        return None
    tid, language = page.tournament_id, page.context.language
    name = _safe_name(page.context.services.tournaments.get(tid).name)

    def write(path: Path) -> object:
        suffix = path.suffix.lower()
        target: dict[str, Path] = {}
        if suffix == ".xlsx":
            target["xlsx"] = path
        elif suffix == ".pdf":
            target["pdf"] = path
        else:
            # The web page is a folder (index.html plus its style sheet).
            target["html"] = path.with_suffix("") if suffix in (".html", ".htm") else path
        return _exports().export_tournament(page.context.services, tid, language=language, **target)

    title = QCoreApplication.translate("ExportActions", "Export")
    written = write_document(page, title, f"{name}.xlsx", EXPORT_FILTERS, write)
    if written is not None and written.suffix.lower() != ".pdf":
        # A PDF opens by itself; say where the workbook or the web page went.
        where = written.with_suffix("") if written.suffix.lower() in (".html", ".htm") else written
        page.context.dialogs.inform(
            page,
            title,
            QCoreApplication.translate("ExportActions", "Saved: {0}").replace("{0}", str(where)),
        )
    return written


def view_as_html(view: Any, title: str) -> str:
    """A table view's visible rows and columns as a simple HTML table, for printing."""
    from html import escape

    model = view.model()
    header = "".join(
        f"<th>{escape(str(model.headerData(c, Qt.Orientation.Horizontal) or ''))}</th>"
        for c in range(model.columnCount())
    )
    rows = []
    for r in range(model.rowCount()):
        cells = "".join(
            f"<td>{escape(str(model.index(r, c).data() or ''))}</td>"
            for c in range(model.columnCount())
        )
        rows.append(f"<tr>{cells}</tr>")
    return (
        f"<h2>{escape(title)}</h2><table border='1' cellspacing='0' cellpadding='3'>"
        f"<tr>{header}</tr>{''.join(rows)}</table>"
    )


def print_view(parent: QWidget, view: Any, title: str) -> QPrintPreviewDialog:
    """Open Qt's print preview on a table view's content (the director prints from there)."""
    document = QTextDocument(parent)
    document.setHtml(view_as_html(view, title))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    preview = QPrintPreviewDialog(printer, parent)
    preview.paintRequested.connect(document.print_)
    preview.setWindowTitle(QCoreApplication.translate("ExportActions", "Print preview"))
    preview.open()
    return preview
