"""The wizard's choice of the tables that take the players tables of 4 leave over: tables of 5
first (the default, the clubs' habit) or of 3 first (scala40.md: "tables of 3 or 5"
configurable); shown only for singles at tables of 4, in the words `torneo tournament show`
uses, stored, shown again when the settings are changed and locked once round 1 is out."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.builders.tournaments import enter, player, published_round, scala40_tournament
from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.services import RemainderTables, Scala40Form, Scala40Settings
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY

FIVE = RemainderTables.FIVE_FIRST
THREE = RemainderTables.THREE_FIRST


def _three_first(qtbot, wizard: NewTournamentWizard) -> None:
    """Tables of 3 first, chosen from the keyboard: Alt+4 reaches the choice, Down picks
    the second item."""
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    qtbot.keyClick(wizard, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    combo = wizard.scala40_page.remainder_tables
    assert combo.hasFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() is THREE


def test_the_choice_shows_only_for_singles_at_tables_of_4(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)  # kept: the page is its child
    page = wizard.scala40_page
    assert page.remainder_tables.isVisible()
    assert page.remainder_label.text() == "Tables other than &4:"
    assert page.remainder_label.buddy() is page.remainder_tables
    page.table_size.setValue(5)  # the players spread evenly on their own
    assert not page.remainder_tables.isVisible() and not page.remainder_label.isVisible()
    page.table_size.setValue(4)
    assert page.remainder_tables.isVisible()
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    assert not page.remainder_tables.isVisible()  # two pairs a table
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.SINGLES))
    assert page.remainder_tables.isVisible()


def test_the_choice_is_worded_and_explained_with_13_players(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)  # kept: the page is its child
    page = wizard.scala40_page
    items = [page.remainder_tables.itemText(i) for i in range(page.remainder_tables.count())]
    assert items == ["of 5 first, then of 3", "of 3 first, then of 5"]
    assert page.remainder_tables.currentData() is FIVE
    tip = page.remainder_tables.toolTip()
    assert "13 players: 5 + 4 + 4" in tip and "13 players: 4 + 3 + 3 + 3" in tip


def test_the_choice_reads_in_italian(qtbot, ui_context) -> None:
    ui_context.language = "it"
    wizard = new_scala40(qtbot, ui_context)  # kept: the page is its child
    page = wizard.scala40_page
    items = [page.remainder_tables.itemText(i) for i in range(page.remainder_tables.count())]
    assert items == ["prima da 5, poi da 3", "prima da 3, poi da 5"]


def test_the_default_is_stored_and_left_unsaid(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    assert "Tables other than 4" not in wizard.summary_page.text.text()
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.remainder_tables is FIVE


def test_tables_of_3_first_are_summarised_stored_and_seat_13_players(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)
    _three_first(qtbot, wizard)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    summary = wizard.summary_page.text.text()
    assert "Tables other than 4" in summary and "of 3 first, then of 5" in summary
    wizard.accept()
    services = ui_context.services
    created = wizard.created.id
    settings = services.tournaments.get(created).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.remainder_tables is THREE
    enter(services, created, 13, player)
    made = services.rounds.generate(created)
    assert sorted(len(table.players) for table in made.tables) == [3, 3, 3, 4]


def test_a_hidden_choice_is_never_stored(qtbot, ui_context) -> None:
    """Tables of 3 first chosen, then tables of 5: the choice no longer applies, the default
    is stored and Finish goes through (the services refuse tables of 3 first there)."""
    wizard = new_scala40(qtbot, ui_context)
    page = wizard.scala40_page
    _three_first(qtbot, wizard)
    page.table_size.setValue(5)
    assert wizard.scala40_settings().remainder_tables is FIVE
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.table_size, settings.remainder_tables) == (5, FIVE)


def test_editing_shows_the_choice_and_locks_it_once_round_1_is_out(qtbot, ui_context) -> None:
    services = ui_context.services
    tournament_id = scala40_tournament(services, 13, Scala40Settings(remainder_tables=THREE))
    wizard = NewTournamentWizard(ui_context, tournament=services.tournaments.get(tournament_id))
    qtbot.addWidget(wizard)
    combo = wizard.scala40_page.remainder_tables
    assert combo.currentData() is THREE and combo.isEnabled()
    assert wizard.scala40_settings().remainder_tables is THREE
    published_round(services, tournament_id)
    locked = NewTournamentWizard(ui_context, tournament=services.tournaments.get(tournament_id))
    qtbot.addWidget(locked)
    combo = locked.scala40_page.remainder_tables
    assert not combo.isEnabled()
    assert "round 1 was published" in combo.toolTip()
