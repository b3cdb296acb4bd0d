"""The main window: pages in the evening's order, title, status bar, settings that survive."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    TournamentDraft,
    open_services,
)
from tournament_app.services.entries import NewEntry
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import (
    TAB_LOG,
    TAB_REGISTRATION,
    TAB_RESULTS,
    TAB_ROUNDS,
    TAB_START,
    MainWindow,
)
from tournament_app.ui.settings import Settings


def create(services, name: str = "Venerdi", pairs: int = 0) -> int:
    draft = TournamentDraft(
        game=Game.BURRACO, name=name, date="2026-11-27", settings=BurracoSettings()
    )
    tid = int(services.tournaments.create(draft).id)
    services.entries.add_many(
        tid,
        [
            NewEntry(
                (
                    PlayerSpec(surname=f"Rossi{n}", name="Anna"),
                    PlayerSpec(surname=f"Neri{n}", name="Ugo"),
                )
            )
            for n in range(pairs)
        ],
    )
    return tid


@pytest.fixture
def database(club_file: str) -> str:
    return club_file


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "gui.ini")


@pytest.fixture
def window(qtbot, database, settings) -> MainWindow:
    window = build_main_window(
        database, station="Sala 1", settings=settings, dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(window)
    window.show()
    return window


def tab_texts(window: MainWindow) -> list[str]:
    return [window.tabs.tabText(i).replace("&", "") for i in range(window.tabs.count())]


def test_pages_follow_the_evening(window) -> None:
    """Tournaments, Registration, Rounds, Results, Standings, Log; only the first and the log
    are usable before a tournament is open."""
    assert tab_texts(window) == [
        "Tournaments",
        "Registration",
        "Rounds",
        "Results",
        "Standings",
        "Log",
    ]
    enabled = [window.tabs.isTabEnabled(i) for i in range(window.tabs.count())]
    assert enabled == [True, False, False, False, False, True]


def test_title_names_station_database_and_tournament(window, database) -> None:
    """The title bar says which station on which database, then the open tournament."""
    assert "Sala 1" in window.windowTitle()
    assert database in window.windowTitle()
    tid = create(window.context.services, "Burraco di Natale")
    window.open_tournament(tid)
    assert "Burraco di Natale" in window.windowTitle()


def test_opening_a_new_tournament_goes_to_registration(qtbot, window) -> None:
    """A tournament with no round opens on Registration, every page now enabled."""
    tid = create(window.context.services)
    window.start_page.refresh()
    window.start_page.select(tid)
    window.start_page.open_selected()
    assert window.tabs.currentIndex() == TAB_REGISTRATION
    assert all(window.tabs.isTabEnabled(i) for i in range(window.tabs.count()))
    assert window.registration_page.tournament.id == tid


def test_pages_are_reached_by_keyboard(qtbot, window) -> None:
    """Ctrl+1 ... Ctrl+6 bring each page forward."""
    window.open_tournament(create(window.context.services))
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == TAB_RESULTS
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == TAB_START
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == TAB_LOG


def test_last_tournament_and_geometry_survive_a_restart(qtbot, window, database, settings) -> None:
    """Closing and starting again reopens the same tournament and window size; not the
    round last looked at: the pages open where the evening stands (the round in play)."""
    tid = create(window.context.services, "Da riaprire")
    window.open_tournament(tid)
    window.context.show_round(3)
    window.resize(window.width(), 540)
    window.close()
    assert settings.window_geometry("main") is not None

    again = build_main_window(database, station="Sala 1", settings=Settings(settings.path))
    qtbot.addWidget(again)
    assert again.context.tournament_id == tid
    assert again.context.round_number is None
    assert "Da riaprire" in again.windowTitle()
    # The offscreen test screen is narrower than the window, so only the height can be
    # compared exactly (a real screen gives back the width too).
    assert again.height() == 540


def test_status_bar_counts_tables_entered(qtbot, window) -> None:
    """After generating round 1 for 8 pairs: round 1, 0 of 4 tables entered."""
    services = window.context.services
    tid = create(services, pairs=8)
    window.open_tournament(tid)
    services.rounds.generate(tid)
    assert "1" in window.round_label.text()
    assert window.tables_label.text().replace(" ", "").endswith("0/4")


def test_status_bar_counts_scoresheets_not_the_bye(qtbot, window) -> None:
    """15 pairs: 7 tables and a bye. The bye has no scoresheet, so nothing typed reads
    0 / 7 (not 1 / 8), and all seven sheets in read 7 / 7, as the Results page says."""
    services = window.context.services
    tid = create(services, pairs=15)
    window.open_tournament(tid)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    assert window.tables_label.text() == "Tables entered: 0 / 7"
    seated = services.rounds.get(tid, 1).tables
    played = [table.table for table in seated if table.ew]
    assert len(played) == 7
    for table in played:
        services.results.enter_totals(tid, 1, table, 300, 300)
    assert window.tables_label.text() == "Tables entered: 7 / 7"


def type_into_focus(qtbot, keys: list[str]) -> None:
    """Type as a real keyboard does: each key goes to whichever field has the focus."""
    from PySide6.QtWidgets import QApplication

    for key in keys:
        widget = QApplication.focusWidget()
        assert widget is not None
        if key == "Tab":
            qtbot.keyClick(widget, Qt.Key.Key_Tab)
        elif key == "Enter":
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(widget, key)


def published_evening(window, pairs: int = 8) -> int:
    services = window.context.services
    tid = create(services, pairs=pairs)
    window.open_tournament(tid)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def test_ctrl_4_lands_on_the_quick_line_ready_to_type(qtbot, window) -> None:
    """From the Rounds page, Ctrl+4 then "3 Tab 1000 Tab 500 Enter", as the guide teaches,
    saves table 3: the cursor waits in the Table field with the next missing table selected.
    A difference of 500 is in the 355-500 band of the 3-hand FIBUR table: 14-6."""
    tid = published_evening(window)
    window.activateWindow()
    window.show_page(TAB_ROUNDS)
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    page = window.results_page
    assert window.tabs.currentIndex() == TAB_RESULTS
    qtbot.waitUntil(lambda: page.table_edit.hasFocus())
    assert page.table_edit.selectedText() == "1"
    type_into_focus(qtbot, ["3", "Tab", "1000", "Tab", "500", "Enter"])
    result = window.context.services.results.get(tid, 1, 3)
    assert result is not None
    assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (1000, 500, 14, 6)


def test_a_click_on_the_results_tab_lands_on_the_next_missing_table(qtbot, window) -> None:
    """Tables 1 and 2 in: a click on the Results tab offers table 3, selected, to type over;
    a half-typed line left on the page is kept, not wiped, when the director comes back."""
    tid = published_evening(window)
    services = window.context.services
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.enter_totals(tid, 1, 2, 300, 300)
    window.activateWindow()
    window.show_page(TAB_ROUNDS)
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(TAB_RESULTS).center())
    page = window.results_page
    qtbot.waitUntil(lambda: page.table_edit.hasFocus())
    assert page.table_edit.selectedText() == "3"

    page.table_edit.setText("4")
    page.ns_edit.setText("700")
    window.show_page(TAB_ROUNDS)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(TAB_RESULTS).center())
    qtbot.waitUntil(lambda: page.table_edit.hasFocus())
    assert (page.table_edit.text(), page.ns_edit.text()) == ("4", "700")


def test_status_bar_says_how_many_tables_a_second_entry_disputes(qtbot, window) -> None:
    """Every table entered, one second entry differing from its sheet: the round is not
    done yet, and the status bar says so until the right figures are saved."""
    services = window.context.services
    tid = create(services, pairs=4)
    window.open_tournament(tid)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.enter_totals(tid, 1, 2, 300, 300)
    services.results.second_entry(tid, 1, 1, 460, 245)
    assert window.tables_label.text() == "Tables entered: 2 / 2 (in conflict: 1)"
    services.results.enter_totals(tid, 1, 1, 460, 245, expected_version=1)
    assert window.tables_label.text() == "Tables entered: 2 / 2"


def test_station_name_is_changed_and_signs_the_log(qtbot, window, settings) -> None:
    """Settings > Station name renames this station in the title and in new log lines."""
    window.context.dialogs.texts.append("Sala 2")
    window.rename_station()
    assert "Sala 2" in window.windowTitle()
    assert settings.station == "Sala 2"
    tid = create(window.context.services, "Firmato")
    assert window.context.services.audit.list(tid)[0].station == "Sala 2"


def test_another_database_file_can_be_opened(qtbot, window, tmp_path) -> None:
    """File > Open database switches the whole window to another file."""
    other = str(tmp_path / "altro.sqlite3")
    seed = open_services(other, station="x")
    create(seed, "Nell'altro archivio")
    seed.close()
    window.context.dialogs.files_to_save.append(other)
    window.choose_database_file()
    # Picking an existing database opens it: the picker must not offer to overwrite it.
    assert window.context.dialogs.asked[-1]["confirm_overwrite"] is False
    assert other in window.windowTitle()
    assert [t.name for t in window.context.services.tournaments.list()] == ["Nell'altro archivio"]


def test_server_password_is_used_but_never_stored(qtbot, window, settings, tmp_path) -> None:
    """A password typed in the server address reaches the connection but not the settings."""
    opened: list[str] = []
    target = str(tmp_path / "server-stand-in.sqlite3")

    def opener(database: str, station: str, *, read_only: bool = False):
        opened.append(database)
        return open_services(target, station=station)

    window.opener = opener
    window.context.dialogs.texts.append("postgresql+psycopg://director:s3cret@10.0.0.5/club")
    window.context.dialogs.confirmations.append(False)  # do not keep it in the keyring
    window.connect_to_server()
    assert opened == ["postgresql+psycopg://director:s3cret@10.0.0.5/club"]
    settings.sync()
    stored = Path(settings.path).read_text(encoding="utf-8")
    assert "s3cret" not in stored
    assert "director@10.0.0.5/club" in stored
    assert "s3cret" not in window.windowTitle()
    assert "10.0.0.5/club" in window.windowTitle()


def test_a_password_is_asked_when_the_address_has_none(qtbot, window, tmp_path) -> None:
    """With a user but no password (and no keyring entry) the password is asked, hidden."""
    opened: list[str] = []

    def opener(database: str, station: str, *, read_only: bool = False):
        opened.append(database)
        return open_services(str(tmp_path / "s.sqlite3"), station=station)

    window.opener = opener
    window.context.dialogs.texts.extend(["postgresql://director@10.0.0.5/club", "pw"])
    window.context.dialogs.confirmations.append(False)
    window.connect_to_server()
    assert window.context.dialogs.asked[-1]["secret"] is True
    assert opened == ["postgresql://director:pw@10.0.0.5/club"]


def test_a_file_path_is_not_a_server_address(qtbot, window) -> None:
    """Typing something that is not a PostgreSQL URL is refused with an example."""
    window.context.dialogs.texts.append("/home/club/torneo.sqlite3")
    window.connect_to_server()
    assert "postgresql://" in window.context.dialogs.messages("warn")[-1]


def test_switching_to_italian_translates_the_window(qtbot, window, settings) -> None:
    """Settings > Language > Italiano: pages and menus in Italian, and remembered."""
    window.languages = LanguageSwitcher()
    try:
        window.set_language("it")
        assert tab_texts(window) == [
            "Tornei",
            "Registrazione",
            "Turni",
            "Risultati",
            "Classifica",
            "Registro",
        ]
        assert settings.language == "it"
    finally:
        window.languages.apply("en")


def test_each_page_puts_the_cursor_where_work_starts(qtbot, window) -> None:
    """Opening a new tournament lands in the first player field, ready to type a pair."""
    window.activateWindow()
    window.open_tournament(create(window.context.services))
    qtbot.waitUntil(lambda: window.registration_page.first.hasFocus())
    window.show_page(TAB_START)
    qtbot.waitUntil(lambda: window.start_page.view.hasFocus())


def test_a_new_evening_from_ctrl_n_to_sixteen_pairs(qtbot, window) -> None:
    """Ctrl+N, the wizard by keyboard, then 16 pairs typed on Registration: all entered."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QWizard

    from tournament_app.ui.wizard.dialog import NewTournamentWizard

    def fill_wizard() -> None:
        wizard = QApplication.activeModalWidget()
        assert isinstance(wizard, NewTournamentWizard)
        qtbot.keyClicks(wizard.game_page.name_edit, "Burraco del venerdi")
        for _ in range(3):
            wizard.button(QWizard.WizardButton.NextButton).click()
        wizard.button(QWizard.WizardButton.FinishButton).click()

    QTimer.singleShot(0, fill_wizard)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)

    page = window.registration_page
    assert window.tabs.currentIndex() == TAB_REGISTRATION
    for n in range(1, 17):
        qtbot.keyClicks(page.first, f"Rossi{n} Anna")
        qtbot.keyPress(page.first, Qt.Key.Key_Return)
        qtbot.keyClicks(page.second, f"Neri{n} Ugo")
        qtbot.keyPress(page.second, Qt.Key.Key_Return)
    entries = window.context.services.entries.list(window.context.tournament_id)
    assert [e.number for e in entries] == list(range(1, 17))
    assert entries[15].names == "Rossi16 Anna - Neri16 Ugo"
    assert "Entries: 16, present: 16" in page.counts.text()
    assert "Burraco del venerdi" in window.windowTitle()


def test_an_unexpected_failure_is_shown_not_swallowed(qtbot, window) -> None:
    """An error that is not a refusal (a full disk, a bug) reaches the director as a message."""

    def broken() -> None:
        raise OSError("No space left on device")

    assert window.context.run(window, broken, title="Export") is None
    shown = window.context.dialogs.messages("error")
    assert shown and "No space left on device" in shown[-1]
    assert "Your data is safe" in shown[-1]


class MemoryKeyring:
    """A keyring backend held in memory, standing in for the system's."""

    priority = 1

    def __init__(self) -> None:
        self.saved: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.saved.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.saved[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.saved.pop((service, username), None)


def test_a_remembered_password_comes_from_the_keyring(qtbot, window, tmp_path, monkeypatch) -> None:
    """Yes to "remember" puts the password in the keyring; next time nothing is asked."""
    import keyring
    from keyring.backend import KeyringBackend

    class Backend(MemoryKeyring, KeyringBackend):
        pass

    backend = Backend()
    previous = keyring.get_keyring()
    keyring.set_keyring(backend)
    try:
        opened: list[str] = []

        def opener(database: str, station: str, *, read_only: bool = False):
            opened.append(database)
            return open_services(str(tmp_path / "s.sqlite3"), station=station)

        window.opener = opener
        dialogs = window.context.dialogs
        dialogs.texts.append("postgresql://director:pw@10.0.0.5/club")
        dialogs.confirmations.append(True)
        window.connect_to_server()
        assert backend.saved == {("Torneo", "postgresql://director@10.0.0.5/club"): "pw"}

        asked = len(dialogs.asked)
        dialogs.texts.append("postgresql://director@10.0.0.5/club")
        window.connect_to_server()
        assert len(dialogs.asked) == asked + 1  # only the address, no password question
        assert opened[-1] == "postgresql://director:pw@10.0.0.5/club"
    finally:
        keyring.set_keyring(previous)


def test_switching_language_twice_leaves_one_of_everything(qtbot, window) -> None:
    """After two rebuilds each menu exists once and a change redraws the title once."""
    window.set_language("en")
    window.set_language("en")
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&File", "&View", "&Settings", "&Help"]
    calls = []
    original = window._update_title
    window._update_title = lambda: calls.append(1) or original()
    create(window.context.services, "Uno")
    assert len(calls) == 1


def test_ctrl_e_opens_the_open_tournaments_settings(qtbot, window) -> None:
    """File > Tournament settings (Ctrl+E) shows the wizard filled with the open tournament."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tournament_app.ui.wizard.dialog import NewTournamentWizard

    seen: list[str] = []

    def look_and_cancel() -> None:
        wizard = QApplication.activeModalWidget()
        assert isinstance(wizard, NewTournamentWizard)
        seen.append(wizard.game_page.name_edit.text())
        wizard.reject()

    assert not window.settings_action.isEnabled()
    window.open_tournament(create(window.context.services, "Da rivedere"))
    assert window.settings_action.isEnabled()
    QTimer.singleShot(0, look_and_cancel)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert seen == ["Da rivedere"]


def test_scala40_status_counts_tables_over(qtbot, window) -> None:
    """For scala 40 the status bar counts the tables whose game is over."""
    from tournament_app.services import Scala40Settings

    services = window.context.services
    draft = TournamentDraft(game=Game.SCALA40, name="Scala", settings=Scala40Settings())
    tid = services.tournaments.create(draft).id
    services.entries.add_many(
        tid, [NewEntry((PlayerSpec(surname=f"Giocatore{n}", name="A"),)) for n in range(8)]
    )
    window.open_tournament(tid)
    services.rounds.generate(tid)
    assert window.tables_label.text() == "Tables over: 0 / 2"


def test_renaming_the_station_lets_go_of_the_file_before_reopening(qtbot, window) -> None:
    """The same file is reopened only after this process's pooled connections are closed."""
    old_services = window.context.services
    old_services.tournaments.list()  # leaves a pooled connection open
    assert old_services.engine.pool.checkedin() >= 1
    seen: list[int] = []

    def opener(database: str, station: str, *, read_only: bool = False):
        seen.append(old_services.engine.pool.checkedin())
        return open_services(database, station=station)

    window.opener = opener
    window.context.dialogs.texts.append("Sala 9")
    window.rename_station()
    assert seen == [0]
    assert "Sala 9" in window.windowTitle()
