"""File ▸ Copies of the database: the copies listed in the director's words, one saved on a
stick, and going back to one through the window, with the database as it was kept as a copy.
A display station neither saves a copy nor goes back; a server database has its copies made on
the server."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from sqlalchemy.engine import make_url

from tests.builders.evenings import burraco_tournament, published_round
from tests.databases import checkpointed
from tournament_app.services import DatabaseCopy, Services, TournamentId, open_services
from tournament_app.storage.backups import backup_folder, is_automatic_copy
from tournament_app.ui.app import build_main_window
from tournament_app.ui.context import AppContext
from tournament_app.ui.copies_dialog import CopiesDialog
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import TAB_LOG, MainWindow
from tournament_app.ui.settings import Settings

TABLES = 4  # eight pairs
ROUND_1 = "Round 1 published (Serata del giovedì)"  # tests.builders.evenings' tournament


@pytest.fixture(scope="module")
def built_club(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, TournamentId]:
    """A club database where round 1 of eight pairs was published (Torneo took a copy) and
    then its four tables were entered: built once for the module, its write-ahead log
    folded in so the file and its copies' folder are the whole of it."""
    database = tmp_path_factory.mktemp("club") / "club.sqlite3"
    director = open_services(str(database), station="Sala 1")
    try:
        tid = burraco_tournament(director, 8)
        published_round(director, tid)
        enter_round(director, tid, 1)
    finally:
        director.close()
    return checkpointed(database), tid


@pytest.fixture
def club(built_club: tuple[Path, TournamentId], tmp_path: Path) -> tuple[str, TournamentId]:
    """This test's copy of `built_club` (the database and its copies) in tmp_path."""
    built, tid = built_club
    database = tmp_path / built.name
    shutil.copyfile(built, database)
    shutil.copytree(backup_folder(built), backup_folder(database))
    return str(database), tid


def enter_round(services: Services, tid: TournamentId, number: int) -> None:
    for seat in services.rounds.get(tid, number).tables:
        services.results.enter_totals(tid, number, seat.table, 640, 245)


def entered(database: str | Path, tid: TournamentId) -> int:
    """How many tables of round 1 a database holds results for (an automatic copy opened to
    look: only a display station opens one)."""
    look = is_automatic_copy(Path(database))
    services = open_services(str(database), station="controllo", read_only=look)
    try:
        return len(services.results.list(tid, 1))
    finally:
        services.close()


def director_window(qtbot, database: str, tmp_path: Path, *, display: bool = False) -> MainWindow:
    settings = Settings(tmp_path / "gui.ini")
    settings.language = "en"
    window = build_main_window(
        database,
        station="schermo" if display else "Sala 1",
        settings=settings,
        dialogs=ScriptedDialogs(),
        display=display,
    )
    qtbot.addWidget(window)
    window.show()
    return window


def copies_dialog(qtbot, context: AppContext) -> CopiesDialog:
    dialog = CopiesDialog(context)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def column(dialog: CopiesDialog, key: str) -> list[str]:
    """One column of the list as the director reads it, top to bottom."""
    position = dialog.model.column_index(key)
    return [dialog.proxy.index(row, position).data() for row in range(dialog.proxy.rowCount())]


def select(dialog: CopiesDialog, why: str) -> DatabaseCopy:
    """Click the first row whose reason reads `why`."""
    row = column(dialog, "why").index(why)
    dialog.view.selectRow(row)
    return dialog.copies()[row]


def in_the_window(
    monkeypatch, window: MainWindow, act: Callable[[CopiesDialog], None]
) -> list[CopiesDialog]:
    """Open File ▸ Copies of the database on `window`, do `act` in the dialog while it is
    open (instead of waiting for the director), and let the window carry on."""
    opened: list[CopiesDialog] = []

    def run(dialog: CopiesDialog) -> int:
        opened.append(dialog)
        dialog.show()
        act(dialog)
        return dialog.result()

    monkeypatch.setattr(CopiesDialog, "exec", run)
    window.show_copies()
    return opened


def menu_texts(window: MainWindow) -> list[str]:
    (file_menu, *_) = [action.menu() for action in window.menuBar().actions()]
    return [action.text().replace("&", "") for action in file_menu.actions()]


# -- the list ---------------------------------------------------------------------------------


def test_the_file_menu_offers_the_copies_after_the_server(qtbot, club, tmp_path) -> None:
    database, _ = club
    window = director_window(qtbot, database, tmp_path)
    texts = menu_texts(window)
    assert texts[texts.index("Connect to server…") + 1] == "Copies of the database…"


def test_each_published_round_is_listed_newest_first_with_when_and_why(
    qtbot, club, tmp_path
) -> None:
    """Rounds 1 and 2 published: two copies, round 2's on top, each with the local hour it
    was taken at and its size; the explanation says ten are kept."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    published_round(window.context.services, tid)
    dialog = copies_dialog(qtbot, window.context)
    assert column(dialog, "why") == [
        "Round 2 published (Serata del giovedì)",
        "Round 1 published (Serata del giovedì)",
    ]
    for copy, when, size in zip(
        dialog.copies(), column(dialog, "when"), column(dialog, "size"), strict=True
    ):
        local = copy.taken_at.astimezone()
        assert when.endswith(f" {local:%H:%M}") and str(local.year) in when
        number, unit = size.split()
        assert unit == "kB" and abs(int(number) - copy.size / 1024) <= 1
    assert "last 10 copies" in dialog.explanation.text()
    assert not dialog.back_button.isEnabled()  # nothing chosen yet
    select(dialog, ROUND_1)
    assert dialog.back_button.isEnabled()


@pytest.mark.parametrize(
    ("language", "title", "words"),
    [
        (
            "it",
            "Copie di sicurezza",
            [
                "Turno 2 pubblicato (torneo 99)",
                "Turno 4 pubblicato",
                "altra-ragione",
                "Prima di tornare a una copia",
                "Prima dell'aggiornamento di Torneo",
                "Turno 1 pubblicato (Serata del giovedì)",
            ],
        ),
        (
            "en",
            "Copies of the database",
            [
                "Round 2 published (tournament 99)",
                "Round 4 published",
                "altra-ragione",
                "Before going back to a copy",
                "Before Torneo's upgrade",
                ROUND_1,
            ],
        ),
    ],
)
def test_every_reason_is_said_in_the_directors_language(
    qtbot, club, tmp_path, language: str, title: str, words: list[str]
) -> None:
    """A round published names its tournament (by number once it is deleted; not at all in
    a copy named before Torneo wrote it); before an upgrade; before going back; a reason
    Torneo does not know is shown as stored. Italian dates are day/month/year, English ones
    year first (2026-12-07, never read as July 12), in the list and in the question asked
    before going back."""
    database, _ = club
    window = director_window(qtbot, database, tmp_path)
    for reason in (
        "before-upgrade-from-0002",
        "before-restore",
        "altra-ragione",
        "round-4-published",
        "tournament-99-round-2-published",
    ):
        window.context.services.backup(reason)
    languages = LanguageSwitcher()
    try:
        assert languages.apply(language)
        window.context.language = language  # as the window's menu switches it
        dialog = copies_dialog(qtbot, window.context)
        assert dialog.windowTitle() == title
        assert column(dialog, "why") == words
        local = dialog.copies()[0].taken_at.astimezone()
        day = f"{local:%d/%m/%Y}" if language == "it" else f"{local:%Y-%m-%d}"
        assert column(dialog, "when")[0] == f"{day} {local:%H:%M}"
        select(dialog, words[0])
        assert dialog.go_back_to_selected() is None
        assert f" {day} " in window.context.dialogs.messages("confirm")[-1]
    finally:
        languages.apply("en")
        window.context.language = "en"


def test_a_database_with_nothing_published_says_when_the_first_copy_comes(
    qtbot, ui_context
) -> None:
    dialog = copies_dialog(qtbot, ui_context)
    assert dialog.copies() == []
    assert "first is taken when a round is published" in dialog.note.text()
    assert dialog.note.isVisibleTo(dialog)


def test_a_server_database_says_its_copies_are_made_on_the_server(
    qtbot, database_url: str, tmp_path: Path
) -> None:
    """On PostgreSQL the dialog says the server makes the copies and lists none, naming the
    server as the title does (host/database), not its address nor pg_dump, and points to a
    tournament file to take the evening home; the same dialog on a file database lists its
    copies and can save one."""
    services = open_services(database_url, station="Sala 1")
    context = AppContext(
        services,
        dialogs=ScriptedDialogs(),
        settings=Settings(tmp_path / "gui.ini"),
        language="en",
    )
    try:
        dialog = copies_dialog(qtbot, context)
        if database_url.startswith("sqlite"):
            assert dialog.view.isVisible() and dialog.save_button.isVisible()
            assert "keeps the last" in dialog.explanation.text()
            return
        said = dialog.explanation.text()
        server = make_url(database_url)
        assert said.startswith(f"This database is on the server {server.host}/{server.database}:")
        assert "File ▸ Export tournament file…" in said
        assert "postgresql" not in said and "pg_dump" not in said
        assert not dialog.view.isVisible()
        assert not dialog.save_button.isVisible() and not dialog.back_button.isVisible()
    finally:
        context.close()


# -- saving a copy ----------------------------------------------------------------------------


def test_a_copy_saved_on_a_stick_holds_every_result(qtbot, club, tmp_path) -> None:
    """The director names a file on the stick: Torneo says where the copy went, and the copy
    opens on its own with the four results; the club's database is untouched."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    dialogs = window.context.dialogs
    dialogs.files_to_save.append(str(stick / "serata"))
    dialog = copies_dialog(qtbot, window.context)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    saved = stick / "serata.sqlite3"  # named so that File ▸ Open database lists it
    assert dialogs.messages("inform") == [
        f"A copy of the database, with everything entered until now, was saved as {saved}."
        " Torneo opens it (File ▸ Open database…) on this computer or another."
    ]
    assert entered(saved, tid) == TABLES
    assert sorted(path.name for path in stick.iterdir()) == ["serata.sqlite3"]
    assert entered(database, tid) == TABLES


def test_a_copy_that_cannot_be_written_is_explained_and_nothing_is_written(
    qtbot, club, tmp_path
) -> None:
    """A folder that is not there (the stick pulled out): the director reads what to check,
    no file appears, the list of copies is as it was."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    target = tmp_path / "chiavetta" / "serata.sqlite3"
    window.context.dialogs.files_to_save.append(str(target))
    dialog = copies_dialog(qtbot, window.context)
    before = dialog.copies()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    (warning,) = window.context.dialogs.messages("warn")
    assert str(target) in warning and "folder exists" in warning
    assert window.context.dialogs.messages("inform") == []
    assert not target.parent.exists()
    assert dialog.copies() == before
    assert entered(database, tid) == TABLES


def test_cancelling_the_file_name_saves_nothing(qtbot, club, tmp_path) -> None:
    database, _ = club
    window = director_window(qtbot, database, tmp_path)
    dialog = copies_dialog(qtbot, window.context)
    assert dialog.save_copy() is None
    assert window.context.dialogs.shown == []


# -- going back to a copy ---------------------------------------------------------------------


def go_back(answer: bool, why: str = ROUND_1) -> Callable[[CopiesDialog], None]:
    """What the director does in the dialog: choose the copy, Go back…, answer."""

    def act(dialog: CopiesDialog) -> None:
        select(dialog, why)
        dialog.context.dialogs.confirmations.append(answer)
        dialog.back_button.click()

    return act


def test_going_back_to_a_copy_through_the_window(qtbot, monkeypatch, club, tmp_path) -> None:
    """Back to round 1's publication: the four tables entered after it are no longer in, the
    database as it was is the newest copy and holds them, and the log (every tournament)
    starts with the restore."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    window.open_tournament(tid)
    assert window.tables_label.text() == f"Tables entered: {TABLES} / {TABLES}"
    dialogs = window.context.dialogs

    in_the_window(monkeypatch, window, go_back(True))

    confirm = [m.text for m in dialogs.shown if m.kind == "confirm"]
    assert len(confirm) == 1
    assert f", “{ROUND_1}”?" in confirm[0]
    assert "is kept as a copy" in confirm[0] and "Other stations" in confirm[0]
    (done,) = dialogs.messages("inform")
    assert done.startswith("The database is back to how it was on ")
    assert f", “{ROUND_1}”." in done
    assert dialogs.messages("warn") == [] and dialogs.messages("error") == []
    assert window.tables_label.text() == f"Tables entered: 0 / {TABLES}"
    assert entered(database, tid) == 0

    listed = copies_dialog(qtbot, window.context)
    assert column(listed, "why") == ["Before going back to a copy", ROUND_1]
    assert entered(listed.copies()[0].path, tid) == TABLES
    taken = listed.copies()[1].taken_at.astimezone()  # dated year first, as in English
    assert f"how it was on {taken:%Y-%m-%d} at {taken:%H:%M}, “{ROUND_1}”." in done

    window.show_page(TAB_LOG)
    log = window.log_page
    log.whole_database.setChecked(True)
    newest = log.model.index(0, log.model.column_index("action")).data()
    assert newest.startswith("Database taken back to a copy")


def test_the_database_as_it_was_can_be_gone_back_to(qtbot, monkeypatch, club, tmp_path) -> None:
    """Going back was a mistake: going back to "Before going back to a copy" brings the four
    results back."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    window.open_tournament(tid)
    in_the_window(monkeypatch, window, go_back(True))
    in_the_window(monkeypatch, window, go_back(True, "Before going back to a copy"))
    assert window.tables_label.text() == f"Tables entered: {TABLES} / {TABLES}"
    assert entered(database, tid) == TABLES


def test_answering_no_changes_nothing(qtbot, monkeypatch, club, tmp_path) -> None:
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    window.open_tournament(tid)
    context = window.context
    in_the_window(monkeypatch, window, go_back(False))
    assert window.context is context  # the database was not even reopened
    assert context.dialogs.messages("inform") == []
    assert window.tables_label.text() == f"Tables entered: {TABLES} / {TABLES}"
    assert entered(database, tid) == TABLES
    assert column(copies_dialog(qtbot, context), "why") == [ROUND_1]  # no copy added


def test_a_copy_that_is_no_database_is_refused_and_the_database_stays(
    qtbot, monkeypatch, club, tmp_path
) -> None:
    """A copy emptied on disk: the director reads why, the database is reopened as it was,
    and no copy is added."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    window.open_tournament(tid)
    (copy,) = window.context.services.backups.list()
    copy.path.write_bytes(b"")
    in_the_window(monkeypatch, window, go_back(True))
    (warning,) = window.context.dialogs.messages("warn")
    assert copy.path.name in warning
    assert window.context.dialogs.messages("inform") == []
    assert window.tables_label.text() == f"Tables entered: {TABLES} / {TABLES}"
    assert entered(database, tid) == TABLES
    assert [c.path for c in window.context.services.backups.list()] == [copy.path]


def test_a_display_station_neither_saves_a_copy_nor_goes_back(
    qtbot, monkeypatch, club, tmp_path
) -> None:
    """Both buttons off, the note says why; the services refuse the saving anyway."""
    database, tid = club
    window = director_window(qtbot, database, tmp_path, display=True)
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    window.context.dialogs.files_to_save.append(str(stick / "serata.sqlite3"))

    def act(dialog: CopiesDialog) -> None:
        select(dialog, ROUND_1)
        assert not dialog.back_button.isEnabled()
        assert not dialog.save_button.isEnabled()
        assert "display station" in dialog.note.text() and dialog.note.isVisible()
        assert "saved" in dialog.note.text()
        assert dialog.go_back_to_selected() is None
        assert dialog.save_copy() is None
        (refusal,) = window.context.dialogs.messages("warn")
        assert "display only" in refusal

    in_the_window(monkeypatch, window, act)
    assert not any(m.kind == "confirm" for m in window.context.dialogs.shown)
    assert list(stick.iterdir()) == []
    assert entered(database, tid) == TABLES


# -- the keyboard -----------------------------------------------------------------------------


def test_enter_on_a_row_does_nothing_and_escape_closes(qtbot, club, tmp_path) -> None:
    database, tid = club
    window = director_window(qtbot, database, tmp_path)
    dialog = copies_dialog(qtbot, window.context)
    dialog.activateWindow()
    dialog.view.setFocus()
    select(dialog, ROUND_1)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(dialog.view, key)
    assert window.context.dialogs.shown == [] and window.context.dialogs.asked == []
    assert dialog.isVisible() and dialog.chosen is None
    qtbot.keyClick(dialog.view, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert entered(database, tid) == TABLES
