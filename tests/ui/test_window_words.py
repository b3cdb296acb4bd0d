"""The window reads its words from the one sentence catalogue (resources/i18n/messages/*.po,
msgctxt `window.<Qt context>`) through `CatalogueTranslator`: the pages show the Italian the
window showed before, Qt's own buttons keep Qt's Italian, and a change of language retranslates
every page as Qt's translators did."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
)

from tests.builders.evenings import burraco_tournament, published_round, scala40_tournament
from tests.builders.snapshots import with_services
from tournament_app import sentence_catalogue
from tournament_app.services import Services
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.i18n import CatalogueTranslator, LanguageSwitcher, installed_translators
from tournament_app.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]

# What the window said in Italian before its words moved into the catalogue (the Qt Linguist
# translation torneo_it.ts), page by page: menus, tabs, buttons, labels and list headings.
SAID_BEFORE = {
    "menus": {"&File", "&Visualizza", "&Aiuto", "&Nuovo torneo…", "&Lingua"},
    "tabs": {"&Tornei", "Re&gistrazione", "T&urni", "&Risultati", "&Classifica", "Registr&o"},
    "start": {"Crea i tornei &dimostrativi", "Tutti i tornei", "Gioco", "Data"},
    "registration": {"Giocatore &1:", "Giocatore &2:", "Agg&iungi", "Iscrizione rapida"},
    "rounds": {"G&enera il turno successivo", "Scam&bia…", "Tor&na in bozza"},
    "results": {"Inserimento rapido: tavolo, punti NS, punti EO, Invio", "Togli ri&sultato"},
    "scala40 results": {"Registra la smazzata (Invio)", "Togli l'ultima smazzata"},
    "standings": {"Diff. punti", "Sorteggia tra i pari &merito…", "Punti fatti"},
    "log": {"Mostra modifiche pr&ecedenti", "A&nnulla l'ultima modifica", "Quando"},
    "filled in": {"Iscrizioni: 16, presenti: 16", "Turno 1 — Mitchell — pubblicato"},
}


def two_evenings(services: Services) -> tuple[int, int]:
    """A burraco evening of 16 pairs and a scala 40 afternoon of 8, round 1 published."""
    burraco = burraco_tournament(services, 16)
    published_round(services, burraco)
    scala40 = scala40_tournament(services, 8)
    published_round(services, scala40)
    return burraco, scala40


TWO_EVENINGS = with_services(two_evenings)


@pytest.fixture
def italian(qapp) -> Iterator[LanguageSwitcher]:
    languages = LanguageSwitcher()
    assert languages.apply("it")
    try:
        yield languages
    finally:
        languages.apply("en")


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def shown_texts(window: QMainWindow) -> set[str]:
    """Every text the window holds now: buttons, labels, group boxes, tabs, menus and their
    actions, the lists' column headings."""
    texts = {window.windowTitle()}
    texts |= {button.text() for button in window.findChildren(QAbstractButton)}
    texts |= {label.text() for label in window.findChildren(QLabel)}
    texts |= {box.title() for box in window.findChildren(QGroupBox)}
    for bar in window.findChildren(QTabBar):
        texts |= {bar.tabText(index) for index in range(bar.count())}
    for menu in window.findChildren(QMenu):
        texts |= {menu.title(), *(action.text() for action in menu.actions())}
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model's is private to PySide: it has no headings
            continue
        horizontal = Qt.Orientation.Horizontal
        texts |= {str(model.headerData(column, horizontal)) for column in range(columns)}
    return texts


def test_every_page_speaks_the_italian_it_spoke_before(
    qtbot, italian, ui_snapshot, tmp_path: Path
) -> None:
    database, (burraco, scala40) = ui_snapshot(TWO_EVENINGS)
    settings = Settings(tmp_path / "gui.ini")
    settings.language = "it"
    window = build_main_window(
        database, station="test", settings=settings, dialogs=ScriptedDialogs()
    )
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    shown: set[str] = set()
    for tournament in (burraco, scala40):
        window.open_tournament(tournament)
        for page in range(window.tabs.count()):
            window.show_page(page)
            settle()
            shown |= shown_texts(window)
    missing = {page: said - shown for page, said in SAID_BEFORE.items() if said - shown}
    assert missing == {}
    assert "Tournaments" not in {text.replace("&", "") for text in shown}


def test_qt_keeps_its_own_buttons_in_italian(qtbot, italian) -> None:
    """Qt's standard buttons come from Qt's translation (qtbase_it), not the catalogue."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Annulla"


def test_a_string_the_catalogue_lacks_is_shown_as_written(italian) -> None:
    """Qt asks the next translator and at last shows the source, never an empty text."""
    assert QCoreApplication.translate("NoSuchPage", "Some new words") == "Some new words"
    assert QCoreApplication.translate("ClockBar", "Reset") == "Azzera"


def test_switching_back_to_english_speaks_english(italian) -> None:
    assert QCoreApplication.translate("ClockBar", "Reset") == "Azzera"
    italian.apply("en")
    assert QCoreApplication.translate("ClockBar", "Reset") == "Reset"


PLURAL_CATALOGUE = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgctxt "window.RoundsPage"
msgid "%n table(s) left"
msgid_plural "%n table(s) left"
msgstr[0] "Manca %n tavolo"
msgstr[1] "Mancano %n tavoli"

msgctxt "window.RoundsPage/heading"
msgid "Table"
msgstr "Tavolo (titolo)"
"""


@pytest.fixture
def plural_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    (tmp_path / "it.po").write_text(PLURAL_CATALOGUE, encoding="utf-8")
    monkeypatch.setattr(sentence_catalogue, "catalogue_folder", lambda: tmp_path)
    sentence_catalogue._catalogue.cache_clear()
    yield
    sentence_catalogue._catalogue.cache_clear()


def test_a_count_takes_its_plural_form_and_a_disambiguation_its_own_entry(
    qapp, plural_catalogue
) -> None:
    """tr("%n table(s) left", "", n) picks the form the language's Plural-Forms give n (Qt
    puts the count in); tr("Table", "heading") finds the entry after "/heading"."""
    translator = CatalogueTranslator("it", qapp)
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        left = "%n table(s) left"
        assert QCoreApplication.translate("RoundsPage", left, None, 1) == "Manca 1 tavolo"
        assert QCoreApplication.translate("RoundsPage", left, None, 3) == "Mancano 3 tavoli"
        assert QCoreApplication.translate("RoundsPage", "Table", "heading") == "Tavolo (titolo)"
    finally:
        app.removeTranslator(translator)


def test_the_window_has_no_other_home_for_its_words() -> None:
    """No Qt Linguist source is kept beside the catalogue."""
    assert sorted(path.name for path in (ROOT / "resources").rglob("*.ts")) == []


@pytest.mark.parametrize("language", sentence_catalogue.LANGUAGES)
def test_the_window_finds_every_window_entry_of_the_catalogue(language: str) -> None:
    """The catalogue's reader (not gettext's parser) gives the window each entry's words, every
    plural form of a plural one, as the .po words them."""
    from tests.catalogue_files import read_po as read_catalogue

    folder = sentence_catalogue.catalogue_folder()
    words = sentence_catalogue.window_words(language)
    found = 0
    for message in read_catalogue(folder / f"{language}.po"):
        context = str(message.context or "")
        if not context.startswith(sentence_catalogue.WINDOW_PREFIX):
            continue
        context = context.removeprefix(sentence_catalogue.WINDOW_PREFIX)
        if message.pluralizable:
            for form, text in enumerate(message.string):
                assert words[(context, message.id[0], form)] == text, message.id
        else:
            assert words[(context, message.id)] == message.string, message.id
        found += 1
    assert found > 1000  # the window's words, not an empty read
    assert sentence_catalogue.plural_form(language, 1) == 0  # "1 table" (the singular)


def test_a_second_switcher_replaces_the_first_ones_language(qapp) -> None:
    """The application has one language: a switcher choosing English takes out the Italian
    an earlier switcher installed, so no word is asked of it, nor answered in Italian."""
    first, second = LanguageSwitcher(), LanguageSwitcher()
    try:
        assert first.apply("it")
        italian = installed_translators()
        assert QCoreApplication.translate("MainWindow", "&Tournaments") == "&Tornei"
        assert second.apply("en")
        assert QCoreApplication.translate("MainWindow", "&Tournaments") == "&Tournaments"
        assert not set(installed_translators()) & set(italian)
        for translator in italian:  # Qt says False for a translator it does not hold
            assert not qapp.removeTranslator(translator)
        assert second.apply("en")
        assert len(installed_translators()) <= 2  # the catalogue's, and Qt's own if found
    finally:
        second.apply("en")
