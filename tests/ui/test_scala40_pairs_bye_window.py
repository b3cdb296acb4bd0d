"""Scala 40 in pairs with an odd count in the window (issue #19): the Results page lists the
pair sitting out as "bye", read-only, and typing its table opens nothing to enter; the wizard
sets what a bye is worth."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.builders.tournaments import pair, published_round, scala40_tournament
from tests.ui.test_wizard_scala40_pairs import _scala40_page
from tests.ui.wizard_steps import press_next
from tournament_app.services import ByeScore, Scala40Form, Scala40Format, Scala40Settings
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.wizard.dialog import NewTournamentWizard

PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=3
)


def test_the_results_page_shows_the_bye_with_nothing_to_enter(qtbot, ui_context) -> None:
    tid = scala40_tournament(ui_context.services, 5, PAIRS, roster=pair)
    published_round(ui_context.services, tid)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    panel = page.scala40
    model = panel.model
    rows = [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]
    assert len(rows) == 3
    bye = rows[-1]
    assert bye[0] == "3" and "bye" in bye and any("5 " in str(cell) for cell in bye)
    assert "2 tables still in play" in panel.summary()
    qtbot.keyClicks(panel.table_edit, "3")
    qtbot.keyClick(panel.table_edit, Qt.Key.Key_Return)
    assert "Table 3: bye for" in panel.sheet.error.text()
    assert not panel.sheet.save_button.isEnabled() and panel.sheet.pair_edits == {}


def test_the_rounds_page_and_the_hall_screen_say_bye(qtbot, ui_context) -> None:
    from tournament_app.services import Game
    from tournament_app.ui.entry_names import EntryNames
    from tournament_app.ui.projector.content import seating_html

    tid = scala40_tournament(ui_context.services, 5, PAIRS, roster=pair)
    published_round(ui_context.services, tid)
    current = ui_context.services.rounds.get(tid, 1)
    shown = seating_html(current, EntryNames(ui_context, tid), Game.SCALA40)
    # The pair sitting out is listed as the bye where a table's number stands, never as
    # table 3 (no table of the room has that number).
    assert "<b>bye</b>" in shown and "Rossi5" in shown.split("<b>bye</b>")[1]
    assert "<b>3</b>" not in shown
    from tournament_app.ui.rounds.page import RoundsPage

    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    model = page.model
    last = [model.index(model.rowCount() - 1, c).data() for c in range(model.columnCount())]
    assert last[0] == "bye" and "Rossi5" in last[1] and "bye" not in last[1]


def test_the_wizard_sets_what_a_bye_is_worth(qtbot, ui_context) -> None:
    wizard = _scala40_page(qtbot, ui_context)
    page = wizard.scala40_page
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    assert page.pairs.bye.currentData() is ByeScore.WIN
    page.pairs.bye.setCurrentIndex(page.pairs.bye.findData(ByeScore.NONE))
    press_next(qtbot, wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings) and settings.pairs_bye is ByeScore.NONE
    again = NewTournamentWizard(
        ui_context, tournament=ui_context.services.tournaments.get(wizard.created.id)
    )
    qtbot.addWidget(again)
    assert again.scala40_page.pairs.bye.currentData() is ByeScore.NONE
