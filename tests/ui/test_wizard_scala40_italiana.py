"""The wizard's all'italiana for scala 40 placement points (issue #19): picked among the
seatings, it shows the players per group Torneo draws and sets the rounds to those everyone
in a group needs to meet everyone (5 for groups of 16), which the director may still change;
stored, summarised, and shown again when the tournament is edited."""

from __future__ import annotations

from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.services import RemainderTables, Scala40Seating, Scala40Settings
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SCALA40, PAGE_SUMMARY


def _italiana(qtbot, context) -> NewTournamentWizard:
    """A new scala 40 tournament on its rules page, placement points played all'italiana,
    picked as a director picks it (the list's own signal)."""
    wizard = new_scala40(qtbot, context)
    page = wizard.scala40_page
    page.format.setCurrentIndex(page.format.findData("placement"))
    assert not page.group_size.isVisible()
    index = page.seating.findData(Scala40Seating.ITALIANA)
    page.seating.setCurrentIndex(index)
    page.seating.activated.emit(index)
    return wizard


def test_picking_it_shows_the_group_size_and_sets_the_rounds(qtbot, ui_context) -> None:
    wizard = _italiana(qtbot, ui_context)
    page = wizard.scala40_page
    assert page.group_size.isVisible()
    assert page.group_size.value() == 16
    assert page.rounds.value() == 5  # 16 players at tables of 4 meet everyone in 5 rounds
    page.group_size.setValue(8)
    assert page.rounds.value() == 3
    assert "draws groups" in page.group_size.toolTip()


def test_the_rounds_follow_tables_of_3_for_the_players_left_over(qtbot, ui_context) -> None:
    """Groups of 13 at tables of 4: 5 + 4 + 4 meet everyone in 4 rounds; 4 + 3 + 3 + 3 meet
    15 of the 78 pairs a round, so 6."""
    wizard = _italiana(qtbot, ui_context)
    page = wizard.scala40_page
    page.group_size.setValue(13)
    assert page.rounds.value() == 4
    page.remainder_tables.setCurrentIndex(
        page.remainder_tables.findData(RemainderTables.THREE_FIRST)
    )
    assert page.rounds.value() == 6
    page.table_size.setValue(5)  # tables of 5 seat 13 as 5 + 4 + 4 again: 22 pairs a round
    assert page.rounds.value() == 4


def test_the_choice_is_summarised_and_stored(qtbot, ui_context) -> None:
    wizard = _italiana(qtbot, ui_context)
    page = wizard.scala40_page
    page.group_size.setValue(12)
    page.rounds.setValue(6)  # the director's own number stays
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    summary = wizard.summary_page.text.text()
    assert "all'italiana: groups, everyone meets everyone" in summary
    assert "Players per group (drawn)" in summary
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.seating, settings.group_size, settings.rounds) == (
        Scala40Seating.ITALIANA,
        12,
        6,
    )

    stored = ui_context.services.tournaments.get(wizard.created.id)
    again = NewTournamentWizard(ui_context, tournament=stored)
    qtbot.addWidget(again)
    shown = again.scala40_page
    assert shown.seating.currentData() is Scala40Seating.ITALIANA
    assert (shown.group_size.value(), shown.rounds.value()) == (12, 6)


def test_a_group_smaller_than_a_table_is_refused_on_the_page(qtbot, ui_context) -> None:
    wizard = _italiana(qtbot, ui_context)
    wizard.scala40_page.group_size.setValue(3)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SCALA40
    (refusal,) = ui_context.dialogs.messages("warn")
    assert "at least 4 players per group" in refusal


def test_editing_keeps_the_rounds_until_what_they_follow_changes(qtbot, ui_context) -> None:
    """A stored all'italiana of 13 with the director's 7 rounds: opened, changed where the
    rounds do not follow (the limit), or its seating picked again, still 7; tables of 3
    for the players left over make them 6 (the services' rule, as `tournament edit`)."""
    from tests.builders.tournaments import scala40_tournament
    from tournament_app.services import Scala40Format

    settings = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS,
        seating=Scala40Seating.ITALIANA,
        group_size=13,
        rounds=7,
    )
    tournament_id = scala40_tournament(ui_context.services, 0, settings)
    wizard = NewTournamentWizard(
        ui_context, tournament=ui_context.services.tournaments.get(tournament_id)
    )
    qtbot.addWidget(wizard)
    page = wizard.scala40_page
    assert page.rounds.value() == 7
    page.limit.setCurrentText("201")
    index = page.seating.findData(Scala40Seating.ITALIANA)
    page.seating.activated.emit(index)
    assert page.rounds.value() == 7
    page.remainder_tables.setCurrentIndex(
        page.remainder_tables.findData(RemainderTables.THREE_FIRST)
    )
    assert page.rounds.value() == 6
