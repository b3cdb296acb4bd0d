"""The preview shown before importing entries from a CSV or Excel file.

The file is read (nothing written), the rows that can be entered are listed with the columns
recognised, and every problem row is listed apart with the line number, the column and what to
fix. Import enters the good rows all together; a refused import changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import NewEntry, PlayerSpec, ServiceError, Tournament
from tournament_app.services.imports.lists import (
    EntryRow,
    ImportFileRefused,
    ImportPreview,
    ImportProblem,
    RowError,
    preview_entries,
)
from tournament_app.services.imports.problems import ROW_CELLS, ROW_CHARACTERS
from tournament_app.services.user_text import control_character
from tournament_app.ui.context import AppContext
from tournament_app.ui.models import Column, RowTableModel, fit_columns
from tournament_app.ui.worker import run_with_progress

# The name pyside6-lupdate looks for: translate("Context", "text").
translate = QCoreApplication.translate


def row_problem(error: RowError) -> str:
    """`problem_text` for one row of the preview."""
    _position, character = control_character(error.value) or (0, "")
    return problem_text(
        error.code,
        length=len(error.value),
        limit=error.limit,
        character=character,
        entry=error.entry,
        other=error.other,
        holder=error.holder,
        typed=error.typed,
    )


def problem_text(
    code: ImportProblem,
    *,
    length: int = 0,
    limit: int = 0,
    character: str = "",
    entry: int = 0,
    other: int = 0,
    line: int = 0,
    holder: str = "",
    typed: str = "",
    sheets: tuple[str, ...] = (),
) -> str:
    """What a director reads for an import problem, and what to do about it (`length` and
    `limit`: a text too long, and how many characters its column takes, or the bound a whole
    file passed; `character`: the invisible one a text holds, as U+XXXX; `entry`: the entry
    already holding a player; `other`: the other line of the file naming the same player or
    tessera; `line`: the line too long to read; `holder` and `typed`: the registry's name for
    a tessera and the name the line gives it; `sheets`: a workbook's sheets looked at for
    headings, when none had them)."""
    texts = {
        ImportProblem.UNSUPPORTED_FORMAT: translate(
            "ImportEntriesDialog",
            "This kind of file cannot be read: save it as .xlsx or .csv and choose it again.",
        ),
        ImportProblem.UNREADABLE: translate(
            "ImportEntriesDialog",
            "The file could not be read: it may be damaged or open in another program.",
        ),
        ImportProblem.NO_COLUMNS: translate(
            "ImportEntriesDialog",
            "No heading row with a surname (Cognome) or player (Giocatore) column was found "
            "in the first 10 rows. Add the headings and choose the file again.",
        ),
        ImportProblem.NO_ROWS: translate(
            "ImportEntriesDialog", "The file has headings but no players under them."
        ),
        ImportProblem.MISSING_NAME: translate("ImportEntriesDialog", "The surname is missing."),
        ImportProblem.MISSING_PARTNER: translate(
            "ImportEntriesDialog", "The partner is missing: this is a pairs tournament."
        ),
        ImportProblem.TOO_MANY_PLAYERS: translate(
            "ImportEntriesDialog", "Two players on one line, but this tournament is individual."
        ),
        ImportProblem.BAD_TESSERA: translate(
            "ImportEntriesDialog", "The tessera may hold only letters, digits, '-' and '/'."
        ),
        ImportProblem.DUPLICATE_TESSERA: translate(
            "ImportEntriesDialog",
            "This tessera is already on line {0} of the file: correct it, or remove this line.",
        ).replace("{0}", str(other)),
        ImportProblem.TESSERA_ALREADY_PRESENT: translate(
            "ImportEntriesDialog", "This tessera is already entered."
        ),
        ImportProblem.TESSERA_ALREADY_ENTERED: translate(
            "ImportEntriesDialog",
            "The player with this tessera is already entered, in N. {0}: remove the line from"
            " the file, or correct or delete that entry.",
        ).replace("{0}", str(entry)),
        ImportProblem.TESSERA_NAME_MISMATCH: translate(
            "ImportEntriesDialog",
            "This tessera is {0}'s in the registry, the line says {1}: correct the tessera or"
            " the name (in the file, or in the registry if the mistake is there).",
        )
        .replace("{0}", holder)
        .replace("{1}", typed),
        ImportProblem.PLAYER_ALREADY_ENTERED: translate(
            "ImportEntriesDialog",
            "This player is already entered, in N. {0}: remove the line from the file, or"
            " correct or delete that entry.",
        ).replace("{0}", str(entry)),
        ImportProblem.PLAYER_REPEATED: translate(
            "ImportEntriesDialog",
            "This player is also on line {0} of the file: keep them on one line only.",
        ).replace("{0}", str(other)),
        ImportProblem.PLAYER_TWICE_IN_ROW: translate(
            "ImportEntriesDialog",
            "The same player is written twice on this line: write the partner's name.",
        ),
        ImportProblem.TEXT_TOO_LONG: translate(
            "ImportEntriesDialog",
            "The text is too long: {0} characters, at most {1}. Shorten it in the file.",
        )
        .replace("{0}", str(length))
        .replace("{1}", str(limit)),
        ImportProblem.CONTROL_CHARACTER: translate(
            "ImportEntriesDialog",
            "The text holds an invisible character ({0}). Remove it in the file.",
        ).replace("{0}", character),
        ImportProblem.TOO_LARGE: translate(
            "ImportEntriesDialog",
            "The file is too large for a list of players (over {0} MB): check that you chose"
            " the right file; if it really is the list, split it into several files.",
        ).replace("{0}", str(limit // (1024 * 1024))),
        ImportProblem.TOO_MANY_ROWS: translate(
            "ImportEntriesDialog",
            "The file has more than {0} lines, more than any list of players: check that you"
            " chose the right file; if it really is the list, split it into files of at most"
            " {0} lines.",
        ).replace("{0}", str(limit)),
        ImportProblem.ROW_TOO_LONG: translate(
            "ImportEntriesDialog",
            "Line {0} of the file is too long for a list of players (at most {1} columns and"
            " {2} characters): check that you chose the right file, or shorten the line.",
        )
        .replace("{0}", str(line))
        .replace("{1}", str(ROW_CELLS))
        .replace("{2}", str(ROW_CHARACTERS)),
    }
    if not sheets:
        return texts[code]
    names = ", ".join(sheet_named(sheet) for sheet in sheets)
    looked = translate("ImportEntriesDialog", "Sheets looked at: {0}.").replace("{0}", names)
    return f"{texts[code]} {looked}"


def sheet_named(sheet: str) -> str:
    """A sheet's name in the language's quotation marks: «Serata 2»."""
    return translate("ImportEntriesDialog", "“{0}”").replace("{0}", sheet)


def field_text(understood: str) -> str:
    """What the importer took a column for ("surname 2"), in the director's words."""
    key, _, player = understood.partition(" ")
    names = {
        "tessera": translate("ImportEntriesDialog", "tessera"),
        "surname": translate("ImportEntriesDialog", "surname"),
        "name": translate("ImportEntriesDialog", "name"),
        "full_name": translate("ImportEntriesDialog", "surname and name"),
        "club": translate("ImportEntriesDialog", "club"),
        "category": translate("ImportEntriesDialog", "category"),
        "group": translate("ImportEntriesDialog", "group"),
    }
    text = names.get(key, key)
    if player:
        text = translate("ImportEntriesDialog", "{0} of player {1}")
        text = text.replace("{0}", names.get(key, key)).replace("{1}", player)
    return text


def new_entry(row: EntryRow) -> NewEntry:
    """The services' form of an imported line."""
    players = tuple(
        PlayerSpec(
            surname=p.surname,
            name=p.name,
            tessera=p.tessera or None,
            club=p.club or row.club or None,
            category=p.category or None,
        )
        for p in row.players
    )
    return NewEntry(players=players, group=row.group or None, category=row.category or None)


class ImportEntriesDialog(QDialog):
    """Preview of an entries file; Import enters every good row at once.

    When the file itself cannot be read, `problem` holds the sentence to show instead.
    """

    def __init__(
        self,
        context: AppContext,
        tournament: Tournament,
        path: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tournament = tournament
        self.path = path
        self.problem: str | None = None
        self.imported = 0
        self.setWindowTitle(self.tr("Import entries — {0}").replace("{0}", Path(path).name))
        self.resize(860, 560)
        self.preview = self._read()
        rows = self.preview.rows if self.preview else ()
        errors = self.preview.errors if self.preview else ()

        self.rows_model = RowTableModel(
            [
                Column("line", self.tr("Line"), lambda r: r.line, numeric=True),
                Column("players", self.tr("Players"), _players),
                Column("club", self.tr("Club"), lambda r: r.club),
                Column("category", self.tr("Cat."), lambda r: r.category),
                Column("group", self.tr("Group"), lambda r: r.group),
            ],
            self,
        )
        self.rows_model.set_rows(rows)
        self.errors_model = RowTableModel(
            [
                Column("line", self.tr("Line"), lambda e: e.line, numeric=True),
                Column("column", self.tr("Column"), lambda e: e.column),
                Column("value", self.tr("Value"), lambda e: e.value),
                Column("problem", self.tr("Problem"), row_problem),
            ],
            self,
        )
        self.errors_model.set_rows(errors)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(
            _table(self.rows_model, self),
            self.tr("Ready to import ({0})").replace("{0}", str(len(rows))),
        )
        self.tabs.addTab(
            _table(self.errors_model, self),
            self.tr("Problems ({0})").replace("{0}", str(len(errors))),
        )
        if errors and not rows:
            self.tabs.setCurrentIndex(1)

        understood = (
            ", ".join(
                # The quotation marks are the language's own: «Cognome 1» in Italian.
                self.tr("“{0}” → {1}").replace("{0}", k).replace("{1}", field_text(v))
                for k, v in self.preview.columns.items()
            )
            if self.preview
            else ""
        )
        said = self.tr("Columns recognised: {0}").replace("{0}", understood)
        if self.preview and self.preview.sheet:
            # Which sheet of the workbook the rows come from: it may not be the first.
            sheet = self.tr("Sheet “{0}”.").replace("{0}", self.preview.sheet)
            said = f"{sheet} {said}"
        self.columns_label = QLabel(said, self)
        self.columns_label.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        if errors:
            lines = sorted({e.line for e in errors})
            self.summary.setText(
                self.tr(
                    "Lines with problems: {0}. They will be skipped (see the Problems tab). "
                    "Correct them in the file and import it again, or import the good lines now."
                ).replace("{0}", str(len(lines)))
            )
            self.summary.setStyleSheet("color: #8a4b00;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = self.buttons.addButton(
            self.tr("&Import the entries ready ({0})").replace("{0}", str(len(rows))),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.import_button.setEnabled(bool(rows))
        self.buttons.accepted.connect(self.import_rows)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.columns_label)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)

    def _read(self) -> ImportPreview | None:
        """The services' preview (the file's problems, the tournament's entries and the
        registry's tesserae considered); on a refusal, `problem` says why."""
        services, tournament_id, path = self.context.services, self.tournament.id, Path(self.path)
        try:
            preview: ImportPreview = run_with_progress(
                self.parentWidget(),
                self.tr("Reading {0}…").replace("{0}", path.name),
                lambda: preview_entries(services, tournament_id, path),
            )
        except ImportFileRefused as refused:
            self.problem = problem_text(
                refused.problem, limit=refused.limit, line=refused.line, sheets=refused.sheets
            )
        except ServiceError as error:
            self.problem = self.context.describe_error(error)
        else:
            return preview
        return None

    def import_rows(self) -> None:
        """Enter every good row at once; on a refusal nothing is entered."""
        if self.preview is None:
            return
        entries = [new_entry(row) for row in self.preview.rows]
        tid = self.tournament.id
        added = self.context.run(
            self,
            lambda: self.context.services.entries.add_many(tid, entries),
            title=self.tr("Import entries"),
        )
        if added is None:
            return
        self.imported = len(added)
        self.accept()


def _players(row: EntryRow) -> str:
    return " - ".join(p.listed + (f" ({p.tessera})" if p.tessera else "") for p in row.players)


def _table(model: RowTableModel, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    fit_columns(view)
    header = view.horizontalHeader()
    for column in range(header.count() - 1):
        header.resizeSection(column, header.sectionSize(column) + 16)  # air between columns
    return view


__all__ = ["ImportEntriesDialog", "RowError", "new_entry", "problem_text", "row_problem"]
