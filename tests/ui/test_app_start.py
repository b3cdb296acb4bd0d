"""`torneo` with no subcommand: options remembered, a broken last database never stops it,
a tournament file given at start (a double-click on it) imported and opened."""

from __future__ import annotations

import gc
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from tests.builders.evenings import burraco_tournament, published_round
from tournament_app.services import Game, TournamentDraft, copies_of, open_services
from tournament_app.services.archive.tournament_file import export_tournament_file
from tournament_app.ui import app as gui_app
from tournament_app.ui.errors_report import error_log_path
from tournament_app.ui.main_window.window import TAB_RESULTS, MainWindow
from tournament_app.ui.settings import Settings


@pytest.fixture
def started(monkeypatch, qapp):
    """run_gui with its real event loop, ended once the start's second half is over (the
    database opened, the tournament file it was given imported) or by run_gui itself when it
    gives up: returns the windows it showed and the texts of the message boxes it raised."""
    shown: list[MainWindow] = []
    boxes: list[str] = []
    second_half = gui_app._start

    def then_quit(window: MainWindow, *args) -> None:
        second_half(window, *args)
        if getattr(window, "context", None) is not None:  # else run_gui has quit with 1
            QTimer.singleShot(0, qapp.quit)

    def show(window: QMainWindow) -> None:
        shown.append(window)

    monkeypatch.setattr(gui_app, "_start", then_quit)
    monkeypatch.setattr(MainWindow, "show", show)
    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text: boxes.append(text))
    # A start that neither opens its database nor gives up must fail the test, not hang it.
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: qapp.exit(99))
    watchdog.start(20_000)
    yield shown, boxes
    watchdog.stop()
    for window in shown:
        if getattr(window, "context", None) is not None:
            window.context.close()
        window.deleteLater()


def test_options_are_applied_and_remembered(started, tmp_path: Path) -> None:
    """--db, --lang and --station open that file, in that language, signed by that station."""
    shown, boxes = started
    database = str(tmp_path / "club.sqlite3")
    assert gui_app.run_gui(["--db", database, "--lang", "en", "--station", "Sala 3"]) == 0
    assert boxes == []
    window = shown[0]
    assert database in window.windowTitle() and "Sala 3" in window.windowTitle()
    remembered = Settings()
    assert (remembered.language, remembered.station) == ("en", "Sala 3")
    assert remembered.last_database == database


def test_a_last_database_that_is_not_torneos_falls_back_to_the_default(
    started, tmp_path: Path
) -> None:
    """When the file opened last is not a Torneo database, say so and open the embedded one."""
    shown, boxes = started
    stranger = tmp_path / "note.sqlite3"
    stranger.write_text("this is not a database", encoding="utf-8")
    settings = Settings()
    settings.last_database = str(stranger)
    settings.language = "en"
    settings.sync()
    assert gui_app.run_gui([]) == 0
    assert len(boxes) == 1 and "note.sqlite3" in boxes[0]
    assert "torneo.sqlite3" in shown[0].windowTitle()


def test_a_bad_database_named_on_the_command_line_stops_with_a_message(
    started, tmp_path: Path
) -> None:
    """--db naming a file that is not a Torneo database exits 1 after saying why."""
    shown, boxes = started
    stranger = tmp_path / "note.sqlite3"
    stranger.write_text("this is not a database", encoding="utf-8")
    assert gui_app.run_gui(["--db", str(stranger), "--lang", "en"]) == 1
    assert len(shown) == 1 and not shown[0].isVisible()  # shown while opening, then closed
    assert getattr(shown[0], "context", None) is None
    assert "note.sqlite3" in boxes[0]


def test_the_window_shows_before_the_database_is_open(started, tmp_path: Path) -> None:
    """The window is on screen, saying which database it opens, before the services and the
    pages are loaded; the director never looks at an empty desktop while the start goes on."""
    shown, boxes = started
    database = tmp_path / "club.sqlite3"
    seen: list[str] = []

    def look() -> None:
        window = shown[0]
        seen.append(window.centralWidget().text())
        seen.append(str(getattr(window, "context", None)))

    QTimer.singleShot(0, look)  # armed first, so it runs before the database is opened
    assert gui_app.run_gui(["--db", str(database), "--lang", "en"]) == 0
    assert "Opening" in seen[0] and "club.sqlite3" in seen[0]
    assert seen[1] == "None"
    assert boxes == []
    assert shown[0].tabs.count() == 6 and shown[0].context.database == str(database)


def test_what_the_start_loaded_is_kept_out_of_full_collections(started, tmp_path: Path) -> None:
    """Once open, the start's objects are frozen: a full garbage collection no longer walks
    them, so it cannot pause result entry for tens of milliseconds."""
    gc.unfreeze()
    try:
        assert gc.get_freeze_count() == 0
        assert gui_app.run_gui(["--db", str(tmp_path / "club.sqlite3"), "--lang", "en"]) == 0
        assert gc.get_freeze_count() > 10_000
    finally:
        gc.unfreeze()  # the rest of the test session collects as usual


def test_the_shell_imports_no_database_code() -> None:
    """Showing the window needs Qt only: SQLAlchemy, the services and the pages load after it
    is on screen, which is what keeps the start near a bare window's (docs/benchmarks.md)."""
    probe = (
        "import sys\n"
        "import tournament_app.ui.app\n"
        "heavy = ('sqlalchemy', 'alembic', 'tournament_app.services', 'tournament_app.storage',\n"
        "         'tournament_app.ui.start_page', 'openpyxl', 'reportlab', 'importlib.metadata',\n"
        "         'multiprocessing')\n"
        "print(sorted(name for name in heavy if name in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"


# -- started on a tournament file (a double-click in the file manager) ----------------------


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    """A .torneo file another club exported: 8 pairs, round 1 published."""
    source = open_services(str(tmp_path / "other-club.sqlite3"), station="altro circolo")
    try:
        tid = burraco_tournament(source, 8)
        published_round(source, tid)
        return export_tournament_file(source, tid, tmp_path / "Serata del giovedì.torneo")
    finally:
        source.close()


@pytest.fixture
def club(tmp_path: Path) -> tuple[str, int]:
    """The club's own database, with one tournament that was open when Torneo last closed."""
    database = str(tmp_path / "club.sqlite3")
    services = open_services(database, station="direttore")
    try:
        home = services.tournaments.create(
            TournamentDraft(game=Game.BURRACO, name="Coppa di casa", date="2026-11-20")
        )
    finally:
        services.close()
    settings = Settings()
    settings.set_last_tournament(database, int(home.id))
    settings.language = "en"
    settings.sync()
    return database, int(home.id)


def _names(database: str) -> list[str]:
    services = open_services(database, station="check")
    try:
        return sorted(t.name for t in services.tournaments.list())
    finally:
        services.close()


@pytest.mark.parametrize("spelling", ["option", "bare"])
def test_the_file_is_imported_and_its_tournament_opened(
    started, club, tournament_file: Path, spelling: str
) -> None:
    """The file's tournament joins the club's database and is the one on screen, at its
    results (a round is under way), as after File ▸ Import tournament file…."""
    shown, boxes = started
    database, _home = club
    named = [str(tournament_file)]
    if spelling == "option":
        named.insert(0, "--import-file")
    assert gui_app.run_gui(["--db", database, *named]) == 0
    window = shown[0]
    (told,) = boxes
    assert "“Serata del giovedì” was imported" in told
    assert _names(database) == ["Coppa di casa", "Serata del giovedì"]
    opened = window.context.services.tournaments.get(window.context.tournament_id)
    assert opened.name == "Serata del giovedì"
    assert len(window.context.services.entries.list(opened.id)) == 8
    assert "Serata del giovedì" in window.windowTitle()
    assert window.tabs.currentIndex() == TAB_RESULTS


def test_a_foreign_file_is_refused_and_the_club_database_stays_as_it_was(
    started, club, tmp_path: Path
) -> None:
    """A zip that is not a tournament file: the import's message, nothing imported, and the
    window carries on with the club's database and the tournament open last time."""
    shown, boxes = started
    database, home = club
    stranger = tmp_path / "foto della serata.torneo"
    with zipfile.ZipFile(stranger, "w") as archive:
        archive.writestr("foto.jpg", b"\xff\xd8 not a tournament")
    assert gui_app.run_gui(["--db", database, "--import-file", str(stranger)]) == 0
    window = shown[0]
    (told,) = boxes
    assert "foto della serata.torneo" in told and "not a Torneo tournament file" in told
    assert "Nothing was imported" in told
    assert _names(database) == ["Coppa di casa"]
    assert window.context.database == database
    assert window.context.tournament_id == home


def test_a_file_that_is_gone_says_so_and_imports_nothing(started, club, tmp_path: Path) -> None:
    """A double-clicked file moved away before Torneo started: the message names it."""
    shown, boxes = started
    database, home = club
    gone = tmp_path / "spostato.torneo"
    assert gui_app.run_gui(["--db", database, str(gone)]) == 0
    (told,) = boxes
    assert "spostato.torneo" in told and "was imported" not in told
    assert _names(database) == ["Coppa di casa"]
    assert shown[0].context.tournament_id == home


def test_an_error_nobody_foresaw_while_opening_is_reported_and_ends_the_start(
    started, tmp_path: Path, monkeypatch
) -> None:
    """A bug while opening the database must not leave the window saying "Opening…" for
    ever: a box says what happened and where the details are, and the program ends with 1."""
    shown, boxes = started

    def broken(*_args, **_kwargs):
        raise RuntimeError("the services could not be built")

    monkeypatch.setattr(gui_app, "open_context", broken)
    assert gui_app.run_gui(["--db", str(tmp_path / "club.sqlite3"), "--lang", "en"]) == 1
    (box,) = boxes
    assert "unexpected error: RuntimeError: the services could not be built" in box
    log = error_log_path()
    assert str(log) in box
    assert "the services could not be built" in log.read_text(encoding="utf-8")
    assert not shown[0].isVisible()
    assert gc.isenabled()


def test_when_neither_the_last_nor_the_embedded_database_opens_the_start_ends_clearly(
    started, tmp_path: Path
) -> None:
    """The last database is not Torneo's and the embedded one is damaged: both are named,
    in two boxes, and the program ends with 1 instead of hanging."""
    shown, boxes = started
    stranger = tmp_path / "note.sqlite3"
    stranger.write_text("this is not a database", encoding="utf-8")
    embedded = Path(Settings().path).parent / "torneo.sqlite3"
    embedded.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4096)
    settings = Settings()
    settings.last_database = str(stranger)
    settings.language = "en"
    settings.sync()
    assert gui_app.run_gui([]) == 1
    assert len(boxes) == 2
    assert "note.sqlite3" in boxes[0] and "torneo.sqlite3" in boxes[1]
    assert not shown[0].isVisible()


def newest_copy_name(database: Path) -> str:
    """The file name of the newest automatic copy of `database`."""
    return copies_of(database)[0].path.name


def _damaged_embedded_with_a_copy() -> tuple[Path, int]:
    """The embedded database with a tournament whose round 1 was published (a copy taken),
    then damaged past its schema pages, as a failing disk leaves it."""
    embedded = Path(Settings().path).parent / "torneo.sqlite3"
    services = open_services(str(embedded), station="direttore")
    try:
        tid = burraco_tournament(services, 8)
        published_round(services, tid)
        services.results.enter_totals(tid, 1, 1, 640, 245)
    finally:
        services.close()
    size = embedded.stat().st_size
    with embedded.open("r+b") as stream:
        stream.seek(2 * 4096)
        stream.write(bytes(range(256)) * ((size - 2 * 4096) // 256))
    settings = Settings()
    settings.language = "en"
    settings.sync()
    return embedded, tid


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_damaged_database_with_a_copy_is_offered_its_newest_copy(
    started, monkeypatch, answer: str
) -> None:
    """The database no longer opens. Yes: the newest copy (round 1 published) takes its
    place, the window opens on it and says where the damaged file was kept. No: nothing
    moves, and with no other database the start ends as before."""
    shown, boxes = started
    embedded, tid = _damaged_embedded_with_a_copy()
    asked: list[str] = []
    reply = QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No

    def question(_parent, _title, text, _buttons):
        asked.append(text)
        return reply

    monkeypatch.setattr(QMessageBox, "question", question)
    code = gui_app.run_gui([])
    assert len(asked) == 1
    assert "is damaged" in asked[0] and "Round 1 published" in asked[0]
    kept = list(embedded.parent.glob("torneo-damaged-*.sqlite3"))
    if answer == "no":
        assert code == 1 and kept == []
        return
    assert code == 0
    (aside,) = kept
    assert str(aside) in boxes[-1]
    services = shown[0].context.services
    assert [r.number for r in services.rounds.list(tid)] == [1]
    assert services.results.list(tid, 1) == ()  # entered after the copy was taken
    # The recovery is the first thing in the database's log, naming the copy and the file kept.
    (latest, *_) = services.audit.list(None)
    assert latest.action == "database.restore"
    assert newest_copy_name(embedded) in latest.summary and aside.name in latest.summary
