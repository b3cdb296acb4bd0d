"""No button does nothing without a word: the Rounds page's four print buttons are off while
there is no round to print, and Remove result is off while the table typed has no result,
each tooltip saying why; both follow rounds and results as they come and go, at this station
or another."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.builders.evenings import burraco_tournament, sixteen_pairs_round_one, type_line
from tests.builders.snapshots import opened_tournament, ui_snapshot_fixtures, with_services
from tests.ui.windows import shown_active
from tournament_app.services import Services, TournamentId
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.rounds.page import RoundsPage

PRINTS = ("seating_pdf", "table_cards_pdf", "scoresheets_pdf", "round_results_pdf")
PRINTABLE = "Write a PDF of the round shown and open it to print"


def _sixteen_pairs(services: Services) -> TournamentId:
    return burraco_tournament(services, 16)


start, ui_context = ui_snapshot_fixtures(
    {
        "no_round": with_services(_sixteen_pairs, station="test"),
        "evening": with_services(sixteen_pairs_round_one, station="test"),
    }
)


no_round = opened_tournament("no_round")


evening = opened_tournament("evening")


def _prints(page: RoundsPage) -> list[QPushButton]:
    return [page.findChild(QPushButton, name) for name in PRINTS]


def test_the_print_buttons_are_off_until_there_is_a_round(qtbot, ui_context, no_round) -> None:
    """No round: the four are off, their tooltip says to generate one; a draft generated
    here turns them on, the draft thrown away at another station off again."""
    page = shown_active(qtbot, RoundsPage(ui_context))
    for button in _prints(page):
        assert not button.isEnabled(), button.objectName()
        assert button.toolTip() == "No round yet: press Generate next round."
    qtbot.mouseClick(page.generate_button, Qt.MouseButton.LeftButton)
    for button in _prints(page):
        assert button.isEnabled(), button.objectName()
        assert button.toolTip() == PRINTABLE
    ui_context.services.rounds.delete_draft(no_round, 1)
    qtbot.waitUntil(lambda: not _prints(page)[0].isEnabled())
    assert [b.toolTip() for b in _prints(page)] == ["No round yet: press Generate next round."] * 4
    assert ui_context.dialogs.shown == []


def test_without_a_tournament_the_print_buttons_say_to_open_one(qtbot, ui_context) -> None:
    page = shown_active(qtbot, RoundsPage(ui_context))
    for button in _prints(page):
        assert not button.isEnabled()
        assert button.toolTip() == "Open a tournament first."


def test_remove_result_is_off_while_the_table_typed_has_none(qtbot, ui_context, evening) -> None:
    """Table 3 typed, no result: Remove result is off and says so; its result saved on the
    line turns it on for table 3, removed at another station off again; a table the round
    does not have says to choose one."""
    page = shown_active(qtbot, ResultsPage(ui_context))
    button = page.delete_button
    page.table_edit.setText("3")
    assert not button.isEnabled()
    assert button.toolTip() == "Table 3 has no result to remove."

    type_line(qtbot, page, 3, 640, 245)
    assert ui_context.services.results.get(evening, 1, 3) is not None
    page.table_edit.setText("3")
    assert button.isEnabled()
    assert button.toolTip() == "Remove the result of the table typed: it is missing again"

    version = ui_context.services.results.get(evening, 1, 3).version
    ui_context.services.results.delete(evening, 1, 3, expected_version=version)
    qtbot.waitUntil(lambda: not button.isEnabled())
    assert button.toolTip() == "Table 3 has no result to remove."

    page.table_edit.setText("27")
    assert not button.isEnabled()
    assert button.toolTip() == "Choose a table first (type it or select it)."
    assert ui_context.dialogs.shown == []


def test_remove_result_called_on_a_table_without_one_says_why(qtbot, ui_context, evening) -> None:
    """Reached with the button off (a script, a shortcut): the line says why, nothing asked."""
    page = shown_active(qtbot, ResultsPage(ui_context))
    page.table_edit.setText("5")
    page.delete_selected()
    assert page.error_label.text() == "Table 5 has no result to remove."
    assert ui_context.dialogs.messages("confirm") == []
