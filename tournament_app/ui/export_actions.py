"""The Print and Export buttons: PDFs of the standings and the full export, and what every
printout shares (the round's own are the Rounds page's: `ui.rounds.printouts`).

Each document is written by the exports service (`tournament_app.services.exports`) in a
worker thread, with a progress dialog, into a file the director picks; the PDF then opens
in the system's reader, from which it is printed. The standings can also be printed
straight from the window through Qt's print preview.

Files are proposed where the director saved the last one (else a "Torneo" folder in
Documents), named in the window's language after the tournament and the round
("Burraco del venerdì 2026-11-27 - turno 1 - segnapunti.pdf"): the system's temporary
folder is emptied by disk clean-ups, and a fixed English name overwrote last week's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QFont,
    QPainter,
    QTextDocument,
    QTextLength,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QBoxLayout, QPushButton

from tournament_app.ui.save_choice import save_to_chosen_file


def _open_in_reader(path: Path) -> None:
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


# How a written document is shown; tests replace it to see which file would open.
open_document: Callable[[Path], None] = _open_in_reader


def exports_service() -> Any:
    """The exports service module (imported late: it pulls in reportlab and openpyxl)."""
    from tournament_app.services import exports

    return exports


# Characters Windows refuses in a file name, and names it keeps for devices.
_ILLEGAL = re.compile(r'[<>:"|?*\x00-\x1f]')
_SLASHES = re.compile(r"[/\\]")
_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"{d}{n}" for d in ("COM", "LPT") for n in range(1, 10))}
_NAME_LENGTH = 120  # well inside Windows' 260-character paths, with the folder in front


def file_name(*parts: str, suffix: str) -> str:
    """A file name from its parts ("Burraco del venerdì", "turno 1", "segnapunti"), joined
    by " - ", without the characters Windows refuses ("Coppa 1/2: finale?" becomes
    "Coppa 1-2 finale")."""
    cleaned = [
        " ".join(_ILLEGAL.sub(" ", _SLASHES.sub("-", part)).split()).strip(" .")
        for part in parts
        if part.strip()
    ]
    stem = " - ".join(p for p in cleaned if p)[:_NAME_LENGTH].rstrip(" .-") or "Torneo"
    if stem.upper() in _DEVICES:
        stem += "_"
    return stem + suffix


def tournament_label(services: Any, tournament_id: int) -> str:
    """The tournament as its files are named: its name, and its date when the name has none
    (the same weekly name then does not overwrite last week's files)."""
    tournament = services.tournaments.get(tournament_id)
    date = tournament.date or ""
    return f"{tournament.name} {date}" if date and date not in tournament.name else tournament.name


def round_words(number: int) -> str:
    """The words "round 3" in the window's language, as a file's name says them."""
    return QCoreApplication.translate("ExportActions", "round {0}").replace("{0}", str(number))


def _last_round_played(services: Any, tournament_id: int) -> int | None:
    """The last round announced to the players (published or complete), if any."""
    from tournament_app.services import RoundStatus

    played = [
        r.number for r in services.rounds.list(tournament_id) if r.status is not RoundStatus.DRAFT
    ]
    return played[-1] if played else None


def documents_folder() -> Path:
    """A "Torneo" folder in the user's Documents (created when missing), else the home
    folder: where a first printout is proposed."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    base = Path(documents) if documents else Path.home()
    folder = base / "Torneo"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return base
    return folder


def proposed_folder(settings: Any) -> Path:
    """The folder the director saved in last, while it is still there; else Documents/Torneo."""
    last = settings.export_folder
    if last is not None and last.is_dir():
        return Path(last)
    return documents_folder()


def ask_save_path(page: Any, title: str, filters: str, name: str) -> Path | None:
    """Ask where to save `name` (proposed in `proposed_folder`); remember the folder chosen.

    `page` has a `context`; None when the director cancels.
    """
    context = page.context
    folder = proposed_folder(context.settings)
    chosen = context.dialogs.save_file(page, title, filters, str(folder / name))
    if not chosen:
        return None
    path = Path(chosen)
    context.settings.export_folder = path.parent
    return path


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

    `page` has a `context`; returns the path written, or None when cancelled or failed (the
    reason is shown to the director). A file the services refuse to replace (the database,
    another program's file) is explained and the picker opens again on it.
    """
    context = page.context
    saved = save_to_chosen_file(
        page,
        context,
        title,
        filters,
        proposed_folder(context.settings) / default_name,
        write,
        busy=QCoreApplication.translate("ExportActions", "Writing {0}…"),
    )
    if saved is None:
        return None
    path = saved[0]
    context.settings.export_folder = path.parent
    if open_after and path.suffix.lower() == ".pdf":
        open_document(path)
    return path


# -- the standings and the whole tournament ---------------------------------------------------


def add_standings_buttons(page: Any, layout: QBoxLayout) -> list[QPushButton]:
    """Add Print, Standings PDF, Prize list PDF and Export… buttons to the standings page."""
    buttons = []
    print_button = QPushButton(QCoreApplication.translate("ExportActions", "&Print…"))
    print_button.setObjectName("print_standings")
    print_button.setToolTip(
        QCoreApplication.translate("ExportActions", "Print the standings as shown, with a preview")
    )
    print_button.clicked.connect(lambda: _print_standings(page))
    buttons.append(print_button)
    # Alt letters clear of the Standings page's other buttons, tabs and menus in both languages.
    button = QPushButton(QCoreApplication.translate("ExportActions", "St&andings PDF"))
    button.setObjectName("standings_pdf")
    button.clicked.connect(lambda: write_standings_pdf(page))
    buttons.append(button)
    button = QPushButton(QCoreApplication.translate("ExportActions", "Pri&ze list PDF"))
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


def write_tournament_pdf(
    page: Any,
    title: str,
    what: str,
    write: Callable[[Any, int, Path, str], object],
    *,
    with_round: bool = False,
) -> Path | None:
    """Write one PDF of the tournament shown (`write(services, tid, path, language)`), open it.

    Its file is named after the tournament and `what` it is, and the last round played when
    `with_round` (the standings after round 2 do not overwrite those after round 1).
    """
    if page.tournament_id is None:
        return None
    tid, language, services = page.tournament_id, page.context.language, page.context.services
    number = _last_round_played(services, tid) if with_round else None
    words = round_words(number) if number is not None else ""
    return write_document(
        page,
        title,
        file_name(tournament_label(services, tid), words, what, suffix=".pdf"),
        QCoreApplication.translate("ExportActions", "PDF (*.pdf)"),
        lambda path: write(services, tid, path, language),
    )


def write_standings_pdf(page: Any) -> Path | None:
    """Write the standings PDF of the tournament shown and open it."""
    return write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Standings PDF"),
        QCoreApplication.translate("ExportActions", "standings"),
        lambda services, tid, path, language: exports_service().standings_pdf(
            services, tid, path, language=language
        ),
        with_round=True,
    )


def write_prize_list_pdf(page: Any) -> Path | None:
    """Write the prize list (overall, per group or per category, as chosen) and open it."""
    per, places = page.prize_per.currentData(), page.places.value()
    return write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Prize list PDF"),
        QCoreApplication.translate("ExportActions", "prize list"),
        lambda services, tid, path, language: exports_service().prize_list_pdf(
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
    return write_tournament_pdf(
        page,
        QCoreApplication.translate("ExportActions", "Entries PDF"),
        QCoreApplication.translate("ExportActions", "entries"),
        lambda services, tid, path, language: exports_service().entries_pdf(
            services, tid, path, language=language
        ),
    )


EXPORT_FILTERS = "Excel (*.xlsx);;PDF (*.pdf);;HTML (*.html)"


def export_everything(page: Any) -> Path | None:
    """Export the whole tournament to the format the director picks by the file's extension."""
    if page.tournament_id is None:
        return None
    tid, language = page.tournament_id, page.context.language
    name = file_name(tournament_label(page.context.services, tid), suffix=".xlsx")

    def write(path: Path) -> object:
        suffix = path.suffix.lower()
        target: dict[str, Path] = {}
        if suffix in (".csv", ".json"):  # the results for the federation (docs/federation.md)
            from tournament_app.services.federation import write_federation_file

            return write_federation_file(page.context.services, tid, path)
        if suffix == ".xlsx":
            target["xlsx"] = path
        elif suffix == ".pdf":
            target["pdf"] = path
        else:
            # The web page is a folder (index.html plus its style sheet).
            target["html"] = path.with_suffix("") if suffix in (".html", ".htm") else path
        return exports_service().export_tournament(
            page.context.services, tid, language=language, **target
        )

    title = QCoreApplication.translate("ExportActions", "Export")
    federation = QCoreApplication.translate(
        "ExportActions", "Results for the federation (*.csv *.json)"
    )
    written = write_document(page, title, name, f"{EXPORT_FILTERS};;{federation}", write)
    if written is not None and written.suffix.lower() != ".pdf":
        # A PDF opens by itself; say where the workbook or the web page went.
        where = written.with_suffix("") if written.suffix.lower() in (".html", ".htm") else written
        page.context.dialogs.inform(
            page,
            title,
            QCoreApplication.translate("ExportActions", "Saved: {0}").replace("{0}", str(where)),
        )
    return written


# -- the standings as shown, printed from the window --------------------------------------------

# Columns printed with a sign on gains, as the standings PDF prints them (+2740, -2165).
SIGNED_COLUMNS = frozenset({"mp_difference"})
# Characters a column may claim for its width: a long name wraps rather than squeeze the rest.
_WIDEST = 46
# About this many characters of 9-point type fit across a portrait A4 page; wider tables
# print landscape.
_PORTRAIT_CHARACTERS = 95
PRINT_POINT_SIZE = 9


@dataclass(frozen=True)
class PrintedColumn:
    """A column of the view as printed: its heading, its cells' text, its share of the width."""

    title: str
    cells: tuple[str, ...]
    numeric: bool

    @property
    def characters(self) -> int:
        """The width it asks for: its longest cell, or its heading's longest word (a heading
        wraps between words), two characters of padding."""
        words = max((len(w) for w in self.title.split()), default=0)
        longest = max((len(c) for c in self.cells), default=0)
        return min(_WIDEST, max(words, longest)) + 2


def printed_columns(view: Any) -> list[PrintedColumn]:
    """The view's columns as the director sees them, in the order shown: a hidden column and
    a column with nothing in it are left out; a difference carries its sign."""
    model = view.model()
    source = model.sourceModel() if hasattr(model, "sourceModel") else model
    keys = [getattr(c, "key", "") for c in getattr(source, "columns", ())]
    header = view.horizontalHeader()
    columns = []
    for visual in range(model.columnCount()):
        logical = header.logicalIndex(visual)
        if view.isColumnHidden(logical):
            continue
        cells = tuple(str(model.index(r, logical).data() or "") for r in range(model.rowCount()))
        if not any(cells):
            continue
        if logical < len(keys) and keys[logical] in SIGNED_COLUMNS:
            cells = tuple(_signed(c) for c in cells)
        alignment = model.headerData(
            logical, Qt.Orientation.Horizontal, Qt.ItemDataRole.TextAlignmentRole
        )
        numeric = bool(int(alignment or 0) & Qt.AlignmentFlag.AlignRight.value)
        title = str(model.headerData(logical, Qt.Orientation.Horizontal) or "")
        columns.append(PrintedColumn(title, cells, numeric))
    return columns


def _signed(text: str) -> str:
    """ "2.740" → "+2.740"; a loss, a zero and an empty cell stay as they are."""
    return f"+{text}" if text and text[0].isdigit() and text.strip("0.,") else text


def is_wide(columns: Sequence[PrintedColumn]) -> bool:
    """True when the columns want a landscape page."""
    return sum(c.characters for c in columns) > _PORTRAIT_CHARACTERS


def view_as_html(view: Any, title: str, subtitle: str = "") -> str:
    """A table view's visible rows and columns as an HTML table for printing: the title
    (the tournament) and subtitle (what the view shows) above it; the heading row in a
    <thead>, which Qt repeats at the top of every printed page."""
    from html import escape

    columns = printed_columns(view)
    header = "".join(f"<th>{escape(c.title)}</th>" for c in columns)
    rows = []
    for r in range(view.model().rowCount()):
        cells = "".join(
            f"<td align='right'>{escape(c.cells[r])}</td>"
            if c.numeric
            else f"<td>{escape(c.cells[r])}</td>"
            for c in columns
        )
        rows.append(f"<tr>{cells}</tr>")
    lead = f"<h2>{escape(title)}</h2>"
    if subtitle:
        lead += f"<p>{escape(subtitle)}</p>"
    return (
        f"{lead}<table border='1' cellspacing='0' cellpadding='3' width='100%'>"
        f"<thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _shape_table(document: QTextDocument, columns: Sequence[PrintedColumn]) -> None:
    """Give the document's table its column widths (from their content: the names get the
    room) and one heading row, repeated at the top of each page."""
    table = next((f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)), None)
    if table is None or not columns:
        return
    total = sum(c.characters for c in columns)
    shape = table.format()
    shape.setHeaderRowCount(1)
    shape.setColumnWidthConstraints(
        [
            QTextLength(QTextLength.Type.PercentageLength, 100 * c.characters / total)
            for c in columns
        ]
    )
    table.setFormat(shape)


def paint_view(printer: QPrinter, view: Any, title: str, subtitle: str = "") -> int:
    """Print a table view on `printer`, page by page, each page ending with the title, what
    it shows and "page 2 of 6" (a loose page still says what it is); returns the pages."""
    columns = printed_columns(view)
    document = QTextDocument()
    # Laid out for the printer itself, as QTextDocument.print_ does: type in points, and
    # the HTML's pixel lengths scaled from the screen's 96 dpi.
    document.documentLayout().setPaintDevice(printer)
    font = QFont(document.defaultFont())
    font.setPointSizeF(PRINT_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(view_as_html(view, title, subtitle))
    _shape_table(document, columns)
    page = printer.pageRect(QPrinter.Unit.DevicePixel)
    footer_height = printer.resolution() * 0.35  # inches: one line of 8-point type, a gap
    body = QSizeF(page.width(), page.height() - footer_height)
    document.setPageSize(body)
    pages = document.pageCount()
    footer_font = QFont(font)
    footer_font.setPointSizeF(PRINT_POINT_SIZE - 1)
    caption = " · ".join(filter(None, (title, subtitle)))
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    try:
        for number in range(pages):
            if number:
                printer.newPage()
            painter.save()
            painter.translate(0, -number * body.height())
            document.drawContents(
                painter, QRectF(0, number * body.height(), body.width(), body.height())
            )
            painter.restore()
            footer = QRectF(0, body.height(), body.width(), footer_height)
            painter.setFont(footer_font)
            bottom = Qt.AlignmentFlag.AlignBottom
            page_words = (
                QCoreApplication.translate("ExportActions", "page {0} of {1}")
                .replace("{0}", str(number + 1))
                .replace("{1}", str(pages))
            )
            painter.drawText(footer, int(Qt.AlignmentFlag.AlignRight | bottom), page_words)
            room = footer.adjusted(
                0, 0, -painter.fontMetrics().horizontalAdvance(page_words) * 1.5, 0
            )
            painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | bottom), caption)
    finally:
        painter.end()
    return pages


def _print_standings(page: Any) -> None:
    from tournament_app.ui.print_preview import print_view  # built on first use

    print_view(page, page.view, *standings_caption(page))


def standings_caption(page: Any) -> tuple[str, str]:
    """(title, subtitle) of the printed standings: the tournament, and what the view shows
    ("Standings · Group A · 24 ranked · after round 3")."""
    if page.tournament_id is None:
        return "", page.summary.text()
    title = page.context.services.tournaments.get(page.tournament_id).name
    shown = page.filter_choice
    scope = shown.currentText() if shown.currentIndex() > 0 else ""
    what = QCoreApplication.translate("ExportActions", "Standings")
    return title, " · ".join(filter(None, (what, scope, page.summary.text())))
