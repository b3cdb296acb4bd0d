"""Alt + the underlined letter does what the user guide promises, in Italian and in English.

When two visible controls of one window share an underlined letter, Qt presses neither: each
Alt+letter only moves the focus between them. So on every screen (the menu bar titles, the
page tabs and the page shown; each wizard page; each dialog) a letter is underlined once.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMainWindow,
    QTabBar,
    QWidget,
)

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tournament_app.services import TournamentStatus, open_services
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.settings import Settings

# English clashes whose fix is a source string in a file another change holds at the moment;
# the new letters are listed for it (and the Italian is already clear): remove each line when
# its source string changes ("Generate &next round", "U&ndo last change", "I&mport tournament
# file…", "Reop&en", "&Create the demo tournaments", "Draw lots &among the tied…").
AWAITING_SOURCE_CHANGE: set[tuple[str, str]] = set()


def alt_letter(text: str) -> str | None:
    """The letter Alt presses for a text: the one after a single '&' ('&&' shows an '&')."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def alt_letters(window: QWidget) -> dict[str, list[str]]:
    """Who claims each Alt letter in a window now: its menu bar titles, its tabs, and the
    visible buttons, check boxes, radio buttons, group boxes and labels with a buddy."""
    owners: dict[str, list[str]] = defaultdict(list)

    def claim(text: str) -> None:
        letter = alt_letter(text)
        if letter:
            owners[letter].append(text)

    def shown(widget: QWidget) -> bool:
        return widget.isVisible() and widget.window() is window

    for button in window.findChildren(QAbstractButton):
        if shown(button):
            claim(button.text())
    for box in window.findChildren(QGroupBox):
        if shown(box):
            claim(box.title())
    for label in window.findChildren(QLabel):
        if shown(label) and label.buddy() is not None:
            claim(label.text())
    for bar in window.findChildren(QTabBar):
        if shown(bar):
            for index in range(bar.count()):
                if bar.isTabVisible(index):
                    claim(bar.tabText(index))
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            claim(action.text())
    return owners


def shared(window: QWidget) -> dict[str, list[str]]:
    """The letters two or more controls of the window claim."""
    return {letter: who for letter, who in alt_letters(window).items() if len(who) > 1}


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def show(widget: QWidget) -> None:
    """Show a window as the director sees it, but never paint it: which letters its visible
    controls claim is what these tests read, and painting was a tenth of their time."""
    widget.show()
    widget.setUpdatesEnabled(False)


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> tuple[str, dict[str, int]]:
    """A club database: a burraco evening and a scala 40 afternoon with round 1 published,
    and a finished burraco tournament (its Tournaments page button says Reopen)."""
    database = str(tmp_path_factory.mktemp("mnemonics") / "club.sqlite3")
    services = open_services(database, station="test")
    try:
        burraco = burraco_tournament(services, 16)
        published_round(services, burraco)
        scala40 = scala40_tournament(services, 8)
        published_round(services, scala40)
        finished = burraco_tournament(services, 4)
        published_round(services, finished)
        services.tournaments.set_status(finished, TournamentStatus.FINISHED)
    finally:
        services.close()
    return database, {"burraco": burraco, "scala40": scala40, "finished": finished}


@pytest.fixture(params=["it", "en"])
def language(request) -> Iterator[str]:
    languages = LanguageSwitcher()
    assert languages.apply(request.param)
    try:
        yield request.param
    finally:
        languages.apply("en")


@pytest.fixture
def window(qtbot, club, language, tmp_path: Path) -> QMainWindow:
    database, _ = club
    settings = Settings(tmp_path / "gui.ini")
    settings.language = language
    window = build_main_window(
        database, station="test", settings=settings, dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(window)
    window.resize(1200, 800)
    show(window)
    settle()
    return window


PAGE_NAMES = ["Tournaments", "Registration", "Rounds", "Results", "Standings", "Log"]


def test_each_page_of_the_main_window_underlines_a_letter_once(window, club, language) -> None:
    """Menu titles, page tabs and the page shown, for a burraco and a scala 40 tournament;
    buttons a page shows only at times (the demo tournaments, the draw at the cut, earlier
    log lines, Reopen) are shown too."""
    _, tournaments = club
    found = {}
    for game in ("burraco", "scala40", "finished"):
        window.open_tournament(tournaments[game])
        for index, name in enumerate(PAGE_NAMES):
            window.show_page(index)
            settle()
            if name == "Tournaments":
                window.start_page.select(tournaments[game])
                window.start_page.demo_box.show()
            if name == "Rounds":
                window.rounds_page.draw_button.show()
            if name == "Log":
                window.log_page.more_button.show()
            settle()
            for letter, who in shared(window).items():
                found[(name, letter)] = who
    if language == "en":
        pending = {key for key in found if key in AWAITING_SOURCE_CHANGE}
        assert pending == AWAITING_SOURCE_CHANGE, "a source string changed: drop its line"
        found = {key: who for key, who in found.items() if key not in pending}
    assert found == {}


def test_each_menu_underlines_a_letter_once(window) -> None:
    """Inside an open menu Alt is not needed: the letter alone picks the item."""
    found = {}
    for title in window.menuBar().actions():
        menu = title.menu()
        letters: dict[str, list[str]] = defaultdict(list)
        for action in menu.actions():
            letter = alt_letter(action.text())
            if letter:
                letters[letter].append(action.text())
        found.update({(title.text(), k): v for k, v in letters.items() if len(v) > 1})
    assert found == {}


def scala40_page_states(page) -> Iterator[str]:
    """Each way the wizard's scala 40 page can look: singles or pairs (the match's rules and
    the pairs' tie-breaks), each format, and in it each choice that shows fields of its own
    (who goes on; the seating from round 2: the Danese's keep-apart box, the all'italiana's
    group size). Left as it was found."""
    for form in range(page.form_choice.count()):
        page.form_choice.setCurrentIndex(form)
        for choice in range(page.format.count()):
            page.format.setCurrentIndex(choice)
            if page.format.currentData() == "placement":
                ways = [(page.seating, index) for index in range(page.seating.count())]
            else:
                ways = [(page.by_table, True), (page.by_ranking, True)]
            for widget, way in ways:
                if isinstance(way, bool):
                    widget.setChecked(way)
                else:
                    widget.setCurrentIndex(way)
                settle()
                yield f"{page.form_choice.currentText()}, {page.format.currentText()}, {way}"
    page.form_choice.setCurrentIndex(0)
    page.format.setCurrentIndex(0)
    page.seating.setCurrentIndex(0)
    page.by_table.setChecked(True)
    settle()


def test_each_wizard_page_underlines_a_letter_once(qtbot, window, club) -> None:
    """New tournament: every page of the burraco and the scala 40 path (the scala 40 page in
    each of its looks), and the settings of a tournament already made."""
    from tournament_app.ui.wizard.dialog import NewTournamentWizard
    from tournament_app.ui.wizard.form import PAGE_SCALA40, PAGE_SUMMARY

    _, tournaments = club
    found = {}
    for game in ("burraco", "scala40"):
        wizard = NewTournamentWizard(window.context, window)
        qtbot.addWidget(wizard)
        show(wizard)
        wizard.game_page.name_edit.setText("Prova")
        getattr(wizard.game_page, game).setChecked(True)
        while True:
            settle()
            on_scala40 = wizard.currentId() == PAGE_SCALA40
            for looks in scala40_page_states(wizard.scala40_page) if on_scala40 else [""]:
                for letter, who in shared(wizard).items():
                    found[(game, wizard.currentId(), looks, letter)] = who
            if wizard.currentId() == PAGE_SUMMARY:
                break
            wizard.next()
        wizard.close()
    tournament = window.context.services.tournaments.get(tournaments["burraco"])
    editing = NewTournamentWizard(window.context, window, tournament=tournament)
    qtbot.addWidget(editing)
    show(editing)
    settle()
    found.update({("settings", k): v for k, v in shared(editing).items()})
    editing.close()
    assert found == {}


def test_each_dialog_underlines_a_letter_once(qtbot, window, club, tmp_path: Path) -> None:
    """The dialogs a director opens during an evening, each a window of its own."""
    from tournament_app.ui.copies_dialog import CopiesDialog
    from tournament_app.ui.entry_names import EntryNames
    from tournament_app.ui.penalties_dialog import PenaltiesDialog
    from tournament_app.ui.registration.entry_dialog import EntryDialog
    from tournament_app.ui.registration_import import ImportEntriesDialog
    from tournament_app.ui.registry_dialog import PlayerDialog, RegistryDialog
    from tournament_app.ui.results.arbitral_dialog import ArbitralDialog
    from tournament_app.ui.rounds.swapping import SwapDialog
    from tournament_app.ui.scoresheet_dialog import ScoresheetDialog
    from tournament_app.ui.season_dialog import SeasonDialog
    from tournament_app.ui.vp_table_editor import VpTableEditor

    _, tournaments = club
    context = window.context
    services = context.services
    burraco = services.tournaments.get(tournaments["burraco"])
    seat = services.rounds.get(burraco.id, 1).tables[0]
    entries = tmp_path / "iscritti.csv"
    entries.write_text("Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Anna;Neri;Ugo\n", "utf-8")
    dialogs = {
        "scoresheet": ScoresheetDialog(
            context, burraco.id, 1, seat, EntryNames(context, burraco.id), burraco.settings
        ),
        "penalties burraco": PenaltiesDialog(context, burraco.id),
        "penalties scala 40": PenaltiesDialog(context, tournaments["scala40"]),
        "swap": SwapDialog(),
        "referee's score": ArbitralDialog(1),
        "entry": EntryDialog(context, burraco, services.entries.list(burraco.id)[0]),
        "import entries": ImportEntriesDialog(context, burraco, str(entries)),
        "registry": RegistryDialog(context),
        "player": PlayerDialog(context, None),
        "season": SeasonDialog(context),
        "copies": CopiesDialog(context),
        "VP table": VpTableEditor(context),
    }
    found = {}
    for name, dialog in dialogs.items():
        qtbot.addWidget(dialog)
        show(dialog)
        settle()
        found.update({(name, k): v for k, v in shared(dialog).items()})
        dialog.close()
    assert found == {}
