"""The preview shown before importing entries from a CSV or Excel file.

The file is read (nothing written), the rows that can be entered are listed with the columns
recognised, and every problem row is listed apart with the line number, the column and what to
fix, in the services' words (`describe_problem`, the sentences the command line prints). Import
enters the good rows all together; a refused import changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
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
    ImportPreview,
    RowError,
    describe_problem,
    preview_entries,
)
from tournament_app.ui.context import AppContext
from tournament_app.ui.models import Column, RowTableModel, fit_columns
from tournament_app.ui.worker import run_with_progress


def field_text(heading: str, understood: str, language: str) -> str:
    """A recognised column as the importer took it ("«Coppia» → cognome e nome dei due
    giocatori"), in the services' words: the window only shows it."""
    from tournament_app.services.messages.import_columns import column_taken_as

    return column_taken_as(heading, understood, language)


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
        language = context.language
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
                # The pair's, or each partner's when the list gives a category per player.
                Column("category", self.tr("Cat."), lambda r: r.categories),
                Column("group", self.tr("Group"), lambda r: r.group),
            ],
            self,
        )
        self.rows_model.set_rows(rows)
        self.errors_model = RowTableModel(
            [
                Column("line", self.tr("Line"), lambda e: e.line, numeric=True),
                Column("column", self.tr("Column"), lambda e: e.column, tooltip=lambda e: e.column),
                Column("value", self.tr("Value"), lambda e: e.value, tooltip=lambda e: e.value),
                # The services' sentence, the one the command line prints too.
                Column(
                    "problem",
                    self.tr("Problem"),
                    lambda e: describe_problem(e, language),
                    tooltip=lambda e: describe_problem(e, language),
                ),
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
            _problems_table(self.errors_model, self),
            self.tr("Problems ({0})").replace("{0}", str(len(errors))),
        )
        if errors and not rows:
            self.tabs.setCurrentIndex(1)

        understood = (
            ", ".join(field_text(k, v, language) for k, v in self.preview.columns.items())
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
        except ServiceError as error:
            # A file unusable whole (ImportFileRefused) words itself as the command line
            # prints it: the problem, what to do, and a workbook's sheets looked at.
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


VALUE_WIDTH = 24
"""Characters (of average width) a problem's column heading or value may take before the rest
is cut short (the whole of it is the cell's tooltip): the sentence needs the room."""
FITTED_ROWS = 200
"""Problems up to this many each get the height their sentence needs, measured again when the
dialog is resized; Qt measures a row in about half a millisecond, so a longer list (the wrong
file chosen) keeps one line a row, each sentence whole in its tooltip."""


def _problems_table(model: RowTableModel, parent: QWidget) -> QTableView:
    """The Problems tab: each sentence wrapped whole in the room the other columns leave (a
    long value cut short rather than pushing the sentence out of sight)."""
    view = _table(model, parent)
    header = view.horizontalHeader()
    widest = view.fontMetrics().averageCharWidth() * VALUE_WIDTH
    for column in range(header.count() - 1):
        header.resizeSection(column, min(header.sectionSize(column), widest))
    view.setWordWrap(True)
    if model.rowCount() <= FITTED_ROWS:
        # Once the view has its width, and again whenever it changes (the dialog resized):
        # a row's height depends on how the sentence wraps.
        fit = QTimer(view)
        fit.setSingleShot(True)
        fit.timeout.connect(lambda: _fit_rows(view))
        header.sectionResized.connect(lambda *_: fit.start())
        fit.start()
    return view


def _fit_rows(view: QTableView) -> None:
    """Each row as tall as its wrapped sentence, with air above and below it."""
    view.resizeRowsToContents()
    for row in range(view.model().rowCount()):
        view.setRowHeight(row, view.rowHeight(row) + 8)


__all__ = ["ImportEntriesDialog", "RowError", "new_entry"]
