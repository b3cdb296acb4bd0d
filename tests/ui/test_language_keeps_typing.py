"""Switching the language builds every page again: nothing a director typed and did not save is
lost to it (the brief). The Results page's quick line (table, NS, EW, the second-operator box,
minutes typed for the clock) and Registration's quick add come back as typed, in the new
language's widgets, the keyboard where it was; Enter then saves them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.builders.evenings import sixteen_pairs_round_one
from tests.builders.snapshots import opened_tournament, started, with_services
from tests.ui.conftest import open_context
from tests.ui.windows import window_on
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.main_window.window import TAB_REGISTRATION, TAB_RESULTS, MainWindow

STATES = {"evening": with_services(sixteen_pairs_round_one, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


# 16 pairs, round 1 seated and published, the tournament open.
evening = opened_tournament("evening")

# The table field's label, its pages' tab and the quick-add player's label in each language.
WORDS = {
    "it": {"table": "Tavo&lo", "results": "Risultati", "player": "Giocatore &1:"},
    "en": {"table": "T&able", "results": "Results", "player": "Player &1:"},
}


@pytest.fixture(params=[("it", "en"), ("en", "it")], ids=["it-to-en", "en-to-it"])
def switch(request, qapp, ui_context) -> Iterator[tuple[str, str, LanguageSwitcher]]:
    """The window's language before and after the switch, and the switcher it applies."""
    before, after = request.param
    languages = LanguageSwitcher()
    languages.apply(before)
    ui_context.language = before
    try:
        yield before, after, languages
    finally:
        languages.apply("en")


def active_window(qtbot, context, tournament: int, languages: LanguageSwitcher) -> MainWindow:
    window = window_on(qtbot, context, tournament, TAB_RESULTS)
    window.languages = languages
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def type_figures(qtbot, window: MainWindow, table: str, ns: str, ew: str) -> None:
    """Table, Tab, NS, Tab, EW on the Results page's quick line, without Enter."""
    page = window.results_page
    page.table_edit.selectAll()
    qtbot.keyClicks(page.table_edit, table)
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Tab)
    page.ns_edit.selectAll()
    qtbot.keyClicks(page.ns_edit, ns)
    qtbot.keyClick(page.ns_edit, Qt.Key.Key_Tab)
    page.ew_edit.selectAll()
    qtbot.keyClicks(page.ew_edit, ew)


def table_label(window: MainWindow) -> str:
    return window.results_page.findChild(QLabel, "table_label").text()


def test_the_quick_line_and_a_pair_half_typed_outlive_the_switch(
    qtbot, ui_context, evening, switch
) -> None:
    """The audit's evening: table 2, Tab, 600, Tab, 30 on Results (no Enter), "Verdi Mario"
    in Registration's Player 1, back to Results, then Settings > Language. The line comes
    back as typed in the new language's widgets, its table selected as Results left it, no
    message; Enter saves table 2, and the pair is added once its partner is typed."""
    before, after, languages = switch
    window = active_window(qtbot, ui_context, evening, languages)
    assert table_label(window) == WORDS[before]["table"]
    type_figures(qtbot, window, "2", "600", "30")
    window.show_page(TAB_REGISTRATION)
    qtbot.keyClicks(window.registration_page.first, "Verdi Mario")
    window.show_page(TAB_RESULTS)
    old_line = window.results_page

    window.set_language(after)

    results = window.results_page
    assert results is not old_line  # built again, in the new language
    assert window.tabs.tabText(TAB_RESULTS).replace("&", "") == WORDS[after]["results"]
    assert table_label(window) == WORDS[after]["table"]
    assert (results.table_edit.text(), results.ns_edit.text(), results.ew_edit.text()) == (
        "2",
        "600",
        "30",
    )
    assert results.seat_label.text().startswith(("Table 2:", "Tavolo 2:"))
    assert window.focusWidget() is results.table_edit
    assert results.table_edit.selectedText() == "2"
    assert ui_context.dialogs.shown == []

    qtbot.keyClick(results.table_edit, Qt.Key.Key_Return)
    saved = ui_context.services.results.get(evening, 1, 2)
    assert saved is not None and (saved.ns_mp, saved.ew_mp) == (600, 30)

    window.show_page(TAB_REGISTRATION)
    registration = window.registration_page
    assert registration.first_label.text() == WORDS[after]["player"]
    assert registration.first.text() == "Verdi Mario"
    qtbot.keyClicks(registration.second, "Bianchi Luca")
    qtbot.keyClick(registration.second, Qt.Key.Key_Return)
    added = ui_context.services.entries.list(evening)[-1]
    assert added.number == 17
    assert [(p.surname, p.name) for p in added.players] == [("Verdi", "Mario"), ("Bianchi", "Luca")]


def test_the_keyboard_stays_in_the_field_it_was_in(qtbot, ui_context, evening, switch) -> None:
    """Switching with the cursor after EW's 30: the new EW field holds 30 and the keyboard,
    the cursor after it; one more figure types on, and Enter saves the line."""
    _before, after, languages = switch
    window = active_window(qtbot, ui_context, evening, languages)
    type_figures(qtbot, window, "3", "455", "3")
    assert window.focusWidget() is window.results_page.ew_edit

    window.set_language(after)

    results = window.results_page
    assert window.focusWidget() is results.ew_edit
    assert results.ew_edit.cursorPosition() == 1 and not results.ew_edit.hasSelectedText()
    qtbot.keyClicks(results.ew_edit, "05")
    qtbot.keyClick(results.ew_edit, Qt.Key.Key_Return)
    saved = ui_context.services.results.get(evening, 1, 3)
    assert saved is not None and (saved.ns_mp, saved.ew_mp) == (455, 305)


def test_the_second_operator_box_a_registry_player_and_the_clock_minutes_survive(
    qtbot, ui_context, evening, switch
) -> None:
    """Double entry ticked stays ticked; the registry player chosen from the list for Player 1
    stays that player (not guessed again from the name); the search keeps its words; minutes
    typed for the round's clock, not yet used, stay in its box."""
    _before, after, languages = switch
    window = active_window(qtbot, ui_context, evening, languages)
    window.results_page.double_entry.setChecked(True)
    window.results_page.clock_bar.minutes.setValue(55)  # the round's own time is 40 minutes
    window.show_page(TAB_REGISTRATION)
    registration = window.registration_page
    chosen = ui_context.services.registry.search("Rossi1")[0]
    registration.first.choose(chosen)  # picked from the completion list
    qtbot.keyClicks(registration.search, "Verdi")
    window.show_page(TAB_RESULTS)

    window.set_language(after)

    assert window.results_page.double_entry.isChecked()
    assert window.results_page.clock_bar.minutes.value() == 55
    registration = window.registration_page
    assert registration.first.player == chosen
    assert registration.first.text() == chosen.full_name
    assert registration.search.text() == "Verdi"


def test_a_line_left_untouched_offers_its_table_and_builds_nothing_more(
    qtbot, ui_context, evening, switch
) -> None:
    """Nothing typed: the line offers the first missing table, selected, as a page shown for
    the first time does, and no page behind its tab is built by the switch (the table the
    line offered is no typing to keep)."""
    _before, after, languages = switch
    window = active_window(qtbot, ui_context, evening, languages)
    window.show_page(TAB_REGISTRATION)
    window.show_page(TAB_RESULTS)

    window.set_language(after)

    results = window.results_page
    assert window.pages == [results]
    assert results.table_edit.text() == "1" and results.table_edit.selectedText() == "1"
    assert results.ns_edit.text() == results.ew_edit.text() == ""


def test_renaming_the_station_keeps_the_typing_too(qtbot, ui_context, evening, tmp_path) -> None:
    """Settings > Station name reopens the database and builds the pages again, over the same
    tournament: the line typed is kept as a language switch keeps it."""
    # A station of its own over the evening's file: renaming closes the context it renames.
    station = open_context(ui_context.database, tmp_path)
    station.open_tournament(evening)
    window = active_window(qtbot, station, evening, LanguageSwitcher())
    type_figures(qtbot, window, "4", "300", "300")
    window.context.dialogs.texts.append("Sala 2")
    try:
        window.rename_station()
        results = window.results_page
        assert window.context.station == "Sala 2"
        assert (results.table_edit.text(), results.ns_edit.text(), results.ew_edit.text()) == (
            "4",
            "300",
            "300",
        )
    finally:
        window.close()
        window.context.close()
