"""The window of a display station, every menu item and every button of every page pressed,
answering yes to every question and giving every picker a file, on SQLite and PostgreSQL: the
database is unchanged row for row (and a file byte for byte), and each press that tried a
change told the director why.

The menu items and buttons are found by walking the window, so one added later is pressed
here too. Dialogs a press opens are closed at once (their own buttons are their own tests,
e.g. the copies dialog's in test_copies_dialog.py); what this checks is that nothing the
window itself does writes on a display station.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QTableView,
    QWidget,
)
from sqlalchemy import create_engine

from tests.builders.rows import every_row
from tests.builders.snapshots import with_services
from tests.databases import Snapshot
from tournament_app.services import PenaltyKind, Services, open_services
from tournament_app.services.archive.tournament_file import export_tournament_file
from tournament_app.services.context import ServiceContext
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import MainWindow
from tournament_app.ui.settings import Settings

READ_ONLY = "This station is display only"
# Items that leave the window or this database rather than change anything in it.
NOT_PRESSED = {"&Quit", "Open &database…", "&Connect to server…"}


@dataclass
class YesToEverything(ScriptedDialogs):
    """A director who confirms every question, names a file for every picker (a tournament
    file or an entry list, as the picker asks) and types a name wherever one is asked."""

    files: Path = Path()
    asked_saves: list[str] = field(default_factory=list)

    def confirm(self, parent: QWidget | None, title: str, text: str) -> bool:
        super().confirm(parent, title, text)
        return True

    def open_file(
        self, parent: QWidget | None, caption: str, filters: str, directory: str = ""
    ) -> str | None:
        super().open_file(parent, caption, filters, directory)
        if ".torneo" in filters:
            return str(self.files / "scala40.torneo")
        if ".sqlite3" in filters:
            return None  # another database: not a change to this one
        return str(self.files / "iscritti.csv")

    def save_file(
        self,
        parent: QWidget | None,
        caption: str,
        filters: str,
        directory: str = "",
        *,
        confirm_overwrite: bool = True,
    ) -> str | None:
        super().save_file(parent, caption, filters, directory, confirm_overwrite=confirm_overwrite)
        name = self.files / "uscite" / f"{len(self.asked)}-file"
        name.parent.mkdir(exist_ok=True)
        return str(name)

    def ask_text(
        self,
        parent: QWidget | None,
        title: str,
        label: str,
        text: str = "",
        *,
        secret: bool = False,
    ) -> str | None:
        super().ask_text(parent, title, label, text, secret=secret)
        return None if secret else "Nuovo nome"

    def ask_choice(
        self, parent: QWidget | None, title: str, label: str, choices: Any, current: int = 0
    ) -> str | None:
        super().ask_choice(parent, title, label, choices, current)
        return next(iter(choices), None)


def _demo_with_a_penalty(director: Services) -> tuple[int, int]:
    """The demo tournaments, a penalty in the burraco one."""
    burraco, scala40 = director.demo.create_all()
    director.penalties.add(burraco, 1, PenaltyKind.VP, reason="Ritardo", vp=1)
    return burraco, scala40


@pytest.fixture
def hall(database_snapshot: Snapshot, tmp_path: Path) -> tuple[str, Path]:
    """A club database (a SQLite file, and a PostgreSQL database when a server is named)
    with the demo tournaments (built once per backend, a copy each test), a penalty and, on
    a file, a copy; and the files a director might import."""
    database_url, (burraco, scala40) = database_snapshot(
        with_services(_demo_with_a_penalty, station="direttore")
    )
    director = open_services(database_url, station="direttore")
    try:
        director.backup(f"tournament-{burraco}-round-1-published")  # None on a server
        files = tmp_path / "files"
        files.mkdir()
        export_tournament_file(director, scala40, files / "scala40")
    finally:
        director.close()
    with (files / "iscritti.csv").open("w", encoding="utf-8", newline="") as stream:
        csv.writer(stream, delimiter=";").writerows(
            [["Cognome", "Nome", "Tessera"], ["Gialli", "Rita", "T-900"]]
        )
    return database_url, files


def dump(database: str) -> tuple[dict[str, list[str]], dict[str, bytes]]:
    """Every row of every table, and (a SQLite file) the file and its copies byte for byte."""
    engine = create_engine(database)
    try:
        rows = every_row(engine)
    finally:
        engine.dispose()
    if not database.startswith("sqlite:///"):
        return rows, {}
    path = Path(database.removeprefix("sqlite:///"))
    found = [path, *sorted(path.parent.glob(f"{path.stem}-backups/*.sqlite3"))]
    return rows, {str(file): file.read_bytes() for file in found}


@pytest.fixture
def no_modal_boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every dialog a press opens is closed at once (recorded by class); Qt's own message
    boxes answer Yes and are recorded with their text; pop-up menus close."""
    opened: list[str] = []

    def closed(dialog: QDialog, *_args: object) -> int:
        opened.append(type(dialog).__name__)
        return int(QDialog.DialogCode.Rejected)

    def box(_parent: object, _title: str, text: str, *_args: object, **_kwargs: object) -> Any:
        opened.append(f"QMessageBox: {text}")
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QDialog, "exec", closed)
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, box)
    monkeypatch.setattr(QMenu, "exec", lambda *_args, **_kwargs: None)
    return opened


@pytest.fixture
def changes_tried(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The changes the window asked the services for (each is refused on this station)."""
    tried: list[str] = []
    original = ServiceContext.writing

    def writing(self: ServiceContext, changes: Any) -> Any:
        tried.append(repr(changes))
        return original(self, changes)

    monkeypatch.setattr(ServiceContext, "writing", writing)
    return tried


def menu_items(window: MainWindow) -> list[str]:
    """Every item of every menu (submenus walked), by its text."""
    found: list[str] = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif not action.isSeparator() and action.text():
                found.append(action.text())

    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())
    return found


def _menu_action(window: MainWindow, text: str) -> QAction:
    return next(
        action
        for action in window.menuBar().findChildren(QAction)
        if action.text() == text and action.menu() is None
    )


def buttons(window: MainWindow) -> list[tuple[int, str]]:
    """Every enabled, visible button of every page, as (page, text)."""
    found = []
    for page in range(window.tabs.count()):
        if not window.tabs.isTabEnabled(page):
            continue
        window.show_page(page)
        QApplication.processEvents()
        for button in window.tabs.widget(page).findChildren(QAbstractButton):
            if button.isVisibleTo(window) and button.isEnabled() and button.text():
                found.append((page, button.text()))
    return sorted(set(found))


def _choose_first_rows(page: QWidget) -> None:
    """The first row of every list on the page chosen, as a director clicks one before
    pressing Edit, Withdraw or Delete."""
    for view in page.findChildren(QAbstractItemView):
        if isinstance(view, QHeaderView):  # shares its table's selection: choosing clears it
            continue
        model = view.model()
        if view.isVisibleTo(page) and model is not None and model.rowCount() > 0:
            # Through the selection model: the view's own selectRow reads the keyboard's
            # modifiers, and a Ctrl an earlier test's key click left held would toggle it off.
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
            if isinstance(view, QTableView):
                flags |= QItemSelectionModel.SelectionFlag.Rows
            view.selectionModel().setCurrentIndex(model.index(0, 0), flags)


def _told(window: MainWindow, dialogs: YesToEverything, shown_before: int, boxes: list[str]) -> str:
    """Every sentence the director could read after a press: messages, labels, boxes."""
    labels = [label.text() for label in window.findChildren(QLabel) if label.isVisibleTo(window)]
    return "\n".join([m.text for m in dialogs.shown[shown_before:]] + labels + boxes)


@pytest.mark.slow
@pytest.mark.parametrize("tournament", [1, 2], ids=["burraco", "scala40"])
def test_every_press_on_a_display_window_changes_nothing(
    qtbot, hall, tmp_path, no_modal_boxes, changes_tried, tournament: int
) -> None:
    database, files = hall
    before = dump(database)
    dialogs = YesToEverything(files=files)
    settings = Settings(tmp_path / "gui.ini")
    settings.language = "en"
    window = build_main_window(
        database, station="schermo", settings=settings, dialogs=dialogs, display=True
    )
    qtbot.addWidget(window)
    window.show()
    # Shown (each page reads on its show and its buttons are visible), never painted: what a
    # press writes is what this test watches, and painting the window after every press was
    # a quarter of its time.
    window.setUpdatesEnabled(False)
    window.open_tournament(tournament)

    presses: list[tuple[str, Any]] = [
        (f"menu {text}", text) for text in menu_items(window) if text not in NOT_PRESSED
    ]
    presses += [(f"page {page} button {text}", (page, text)) for page, text in buttons(window)]
    assert len(presses) > 25
    silent = []
    for name, what in presses:
        tried, shown, boxes = len(changes_tried), len(dialogs.shown), len(no_modal_boxes)
        if isinstance(what, str):
            _menu_action(window, what).trigger()
        else:
            page, text = what
            window.show_page(page)
            QApplication.processEvents()
            _choose_first_rows(window.tabs.widget(page))
            matching = [
                button
                for button in window.tabs.widget(page).findChildren(QAbstractButton)
                if button.text() == text and button.isVisibleTo(window) and button.isEnabled()
            ]
            for button in matching:
                button.click()
        QApplication.processEvents()
        if len(changes_tried) > tried and READ_ONLY not in _told(
            window, dialogs, shown, no_modal_boxes[boxes:]
        ):
            silent.append(name)
        if window.context.tournament_id != tournament:
            window.open_tournament(tournament)

    # Pressing is not vacuous: the pages did ask for changes (each refused). Buttons that
    # cannot act (Back to draft on a round in play, Remove result on a table without one)
    # are greyed and not pressed.
    assert len(changes_tried) >= 8
    assert silent == [], "changes refused without telling the director why"
    assert dump(database) == before
