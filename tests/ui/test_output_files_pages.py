"""Every Save dialog of the window, pointed at a file Torneo must not replace (the open
database, its -wal, an automatic copy, another program's file): the services' sentence is
shown, the picker opens again on the name refused for another try, nothing is written and
the database keeps its data. A PDF replaces a PDF once the picker has asked; a display
station writes only new files; a write that fails leaves the old files whole."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QPushButton

import tournament_app.ui.export_actions as export_actions
from tests.builders.snapshots import sqlite_copy, with_services
from tests.databases import Snapshot
from tests.ui.test_app_season import play_one_round
from tournament_app.services import Services, open_services
from tournament_app.ui.context import AppContext
from tournament_app.ui.copies_dialog import CopiesDialog
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.registration.page import RegistrationPage
from tournament_app.ui.rounds.page import RoundsPage
from tournament_app.ui.season_dialog import SeasonDialog
from tournament_app.ui.settings import Settings
from tournament_app.ui.standings.page import StandingsPage
from tournament_app.ui.start_page import StartPage


def _rounds_button(name: str) -> Callable[[Any, Any, int], object]:
    def click(qtbot: Any, context: AppContext, tid: int) -> object:
        page = RoundsPage(context)
        qtbot.addWidget(page)
        page.reload()  # read now, not when first shown
        assert page.current_round() is not None
        return page.findChild(QPushButton, name).click()

    return click


def _on_page(page_class: type, action: Callable[[Any], object]) -> Callable[..., object]:
    def run(qtbot: Any, context: AppContext, tid: int) -> object:
        page = page_class(context)
        qtbot.addWidget(page)
        return action(page)

    return run


def _season(button: str) -> Callable[..., object]:
    def run(qtbot: Any, context: AppContext, tid: int) -> object:
        dialog = SeasonDialog(context)
        qtbot.addWidget(dialog)
        dialog.date_from.setDate(QDate(2026, 9, 1))
        dialog.date_to.setDate(QDate(2027, 8, 31))
        return getattr(dialog, button).click()

    return run


def _tournament_file(qtbot: Any, context: AppContext, tid: int) -> object:
    page = StartPage(context)
    qtbot.addWidget(page)
    page.select(tid)
    return page.export_selected()


def _database_copy(qtbot: Any, context: AppContext, tid: int) -> object:
    dialog = CopiesDialog(context)
    qtbot.addWidget(dialog)
    return dialog.save_copy()


# Every window action that writes a file the director picks.
SAVES = {
    "seating lists": _rounds_button("seating_pdf"),
    "table cards": _rounds_button("table_cards_pdf"),
    "scoresheets": _rounds_button("scoresheets_pdf"),
    "round results": _rounds_button("round_results_pdf"),
    "standings PDF": _on_page(StandingsPage, export_actions.write_standings_pdf),
    "prize list PDF": _on_page(StandingsPage, export_actions.write_prize_list_pdf),
    "standings Export…": _on_page(StandingsPage, export_actions.export_everything),
    "entries PDF": _on_page(RegistrationPage, export_actions.write_entries_pdf),
    "registration Export…": _on_page(RegistrationPage, export_actions.export_everything),
    "season PDF": _season("pdf_button"),
    "season workbook": _season("xlsx_button"),
    "season web page": _season("html_button"),
    "tournament file": _tournament_file,
    "copy of the database": _database_copy,
}


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` but SQLite's -shm (shared memory, rewritten by any reader)."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not path.name.endswith("-shm")
    }


def _context(database: Path, *, read_only: bool = False) -> AppContext:
    return AppContext(
        open_services(str(database), station="test", read_only=read_only),
        dialogs=ScriptedDialogs(),
        settings=Settings(database.parent.parent / "gui.ini"),  # apart from the files checked
        station="test",
        language="en",
        database=str(database),
    )


def _september_evening(services: Services) -> int:
    return play_one_round(services, "Settembre", "2026-09-18", winners_first=True)


# Built once per process (and database) by this file's station, each test on its own copy.
SEPTEMBER = with_services(_september_evening, station="test")


@pytest.fixture
def club(qapp, request, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """An evening played and finished, an automatic copy taken, the window open on it."""
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    database = tmp_path / "club" / "club.sqlite3"
    database.parent.mkdir()
    tid = sqlite_copy(request, SEPTEMBER, f"sqlite:///{database}")
    context = _context(database)
    context.services.backup(f"tournament-{tid}-round-1-published")
    context.open_tournament(tid)
    yield context, tid, database
    context.close()


def _target(kind: str, database: Path) -> Path:
    if kind == "database":
        return database
    if kind == "wal":
        return database.with_name(database.name + "-wal")
    if kind == "backup copy":
        return sorted((database.parent / "club-backups").glob("*.sqlite3"))[-1]
    notes = database.parent / "appunti.txt"
    notes.write_text("Quote da incassare: 4 coppie\n", encoding="utf-8")
    return notes


def _standings(services: Any, tid: int) -> tuple[object, ...]:
    return services.standings.overall(tid)


@pytest.mark.parametrize("kind", ["database", "wal", "backup copy", "text file"])
def test_no_save_dialog_writes_over_a_file_it_must_not_replace(qtbot, club, kind) -> None:
    context, tid, database = club
    target = _target(kind, database)
    if kind == "wal":
        assert target.exists()  # the window holds the database open
    standings = _standings(context.services, tid)
    dialogs = context.dialogs
    for name, save in SAVES.items():
        before = _files(database.parent)
        dialogs.shown.clear()
        dialogs.asked.clear()
        dialogs.files_to_save.append(str(target))
        save(qtbot, context, tid)
        said = dialogs.messages("warn")
        assert len(said) == 1 and f"The file {target} was not written" in said[0], (name, said)
        assert said[0].endswith("Nothing changed."), (name, said)
        pickers = [a for a in dialogs.asked if a["kind"] == "save_file"]
        # The picker opens again on the name refused; cancelled here, nothing is written.
        assert [p["directory"] for p in pickers[1:]] == [str(target)], name
        assert dialogs.messages("inform") == [], name
        assert _files(database.parent) == before, name
    assert _standings(context.services, tid) == standings
    reopened = open_services(str(database), station="verifica")
    try:
        assert _standings(reopened, tid) == standings
    finally:
        reopened.close()


def test_the_refused_name_can_be_corrected_on_the_next_try(qtbot, club) -> None:
    """Refused on the database's name, the director types another at once: it is written."""
    context, _, database = club
    good = database.parent / "classifica.pdf"
    context.dialogs.files_to_save.extend([str(database), str(good)])
    page = StandingsPage(context)
    qtbot.addWidget(page)
    assert export_actions.write_standings_pdf(page) == good
    assert good.read_bytes().startswith(b"%PDF-")
    assert context.settings.export_folder == good.parent


def test_a_pdf_replaces_a_pdf_after_asking_but_not_a_workbook(qtbot, club) -> None:
    context, _, database = club
    old = database.parent / "classifica.pdf"
    old.write_bytes(b"%PDF-1.4 last week's standings")
    page = StandingsPage(context)
    qtbot.addWidget(page)
    context.dialogs.files_to_save.append(str(old))
    assert export_actions.write_standings_pdf(page) == old
    asked = [a for a in context.dialogs.asked if a["kind"] == "save_file"]
    assert asked[-1]["confirm_overwrite"] is True  # the picker asks before replacing
    assert old.read_bytes() != b"%PDF-1.4 last week's standings"
    assert old.read_bytes().startswith(b"%PDF-")
    # A workbook saved under a .pdf name is no PDF: not replaced by one.
    xlsx = database.parent / "classifica.xlsx"
    context.dialogs.files_to_save.append(str(xlsx))
    export_actions.export_everything(page)
    workbook = xlsx.rename(database.parent / "classifica-excel.pdf")
    kept = workbook.read_bytes()
    context.dialogs.shown.clear()
    context.dialogs.files_to_save.append(str(workbook))
    assert export_actions.write_standings_pdf(page) is None
    assert "is an Excel workbook, not a PDF" in context.dialogs.messages("warn")[0]
    assert workbook.read_bytes() == kept


def test_a_display_station_saves_only_new_files(qtbot, club) -> None:
    _, tid, database = club
    old = database.parent / "classifica.pdf"
    old.write_bytes(b"%PDF-1.4 printed by the director")
    display = _context(database, read_only=True)
    try:
        display.open_tournament(tid)
        page = StandingsPage(display)
        qtbot.addWidget(page)
        display.dialogs.files_to_save.append(str(old))
        assert export_actions.write_standings_pdf(page) is None
        assert "this station is display only" in display.dialogs.messages("warn")[0]
        assert old.read_bytes() == b"%PDF-1.4 printed by the director"
        new = database.parent / "schermo.pdf"
        display.dialogs.files_to_save.append(str(new))
        assert export_actions.write_standings_pdf(page) == new
    finally:
        display.close()


def test_a_write_that_fails_leaves_the_old_site_whole(qtbot, club, monkeypatch) -> None:
    """The web pages exported again on a disk that fills: the error is shown, last time's
    pages stay as they were and no scratch file is left."""
    context, _, database = club
    page = StandingsPage(context)
    qtbot.addWidget(page)
    site = database.parent / "sito.html"
    context.dialogs.files_to_save.append(str(site))
    export_actions.export_everything(page)
    before = _files(database.parent / "sito")
    assert "index.html" in before

    def full_disk(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    context.dialogs.files_to_save.append(str(site))
    assert export_actions.export_everything(page) is None
    assert "No space left on device" in context.dialogs.messages("error")[-1]
    assert _files(database.parent / "sito") == before


def test_on_any_database_no_save_dialog_replaces_another_programs_file(
    qtbot, qapp, database_snapshot: Snapshot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a PostgreSQL server as on a file: a database of another program, chosen in each
    Save dialog, is refused and stays as it was."""
    import sqlite3

    database_url, tid = database_snapshot(SEPTEMBER)
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    folder = tmp_path / "chiavetta"
    folder.mkdir()
    other = folder / "magazzino.sqlite3"
    connection = sqlite3.connect(other)
    connection.execute("CREATE TABLE articoli (nome TEXT)")
    connection.commit()
    connection.close()
    context = AppContext(
        open_services(database_url, station="test"),
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        station="test",
        language="en",
        database=database_url,
    )
    try:
        context.open_tournament(tid)
        before = _files(folder)
        for name, save in SAVES.items():
            if name == "copy of the database" and "sqlite" not in database_url:
                continue  # a server's copies are made on the server (its own refusal)
            context.dialogs.shown.clear()
            context.dialogs.files_to_save.append(str(other))
            save(qtbot, context, tid)
            said = context.dialogs.messages("warn")
            assert len(said) == 1 and "another program's database (SQLite)" in said[0], name
            assert _files(folder) == before, name
    finally:
        context.close()
