"""The scala 40 pairs' tie-breaks, set in the wizard: the pairs fields list every tie-break
after match points, the chosen ones ticked in their order, with Up and Down as on the burraco
scoring page; a new tournament is made with the order set, a tournament being changed shows
its own (however it was set) and keeps it when left alone, and round 1 published does not
lock it (the services rank the standings by the tie-breaks of the moment)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWizard

from tests.builders.tournaments import pair, published_round, scala40_tournament
from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    PairsTieBreak,
    Scala40Form,
    Scala40Format,
    Scala40Settings,
    TieBreak,
)
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY

PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS, table_size=2, format=Scala40Format.PLACEMENT_POINTS, rounds=3
)


def shown(tie_breaks) -> list[tuple[str, bool]]:
    """The tie-breaks as the director sees them: top to bottom, ticked or not."""
    rows = [tie_breaks.list.item(row) for row in range(tie_breaks.list.count())]
    return [(item.text(), item.checkState() == Qt.CheckState.Checked) for item in rows]


def press(qtbot, tie_breaks, *keys: Qt.Key) -> None:
    """Keys pressed in the list (arrows move, Space ticks or unticks)."""
    for key in keys:
        qtbot.keyClick(tie_breaks.list, key)


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def finish(qtbot, wizard: NewTournamentWizard) -> None:
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)


def settings_of(ui_context, tournament_id) -> Scala40Settings:
    settings = ui_context.services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    return settings


def editing(qtbot, ui_context, tournament_id) -> NewTournamentWizard:
    wizard = NewTournamentWizard(
        ui_context, tournament=ui_context.services.tournaments.get(tournament_id)
    )
    qtbot.addWidget(wizard)
    wizard.show()
    press_next(qtbot, wizard)  # the game page, then the scala 40 rules
    return wizard


def test_a_new_pairs_tournament_ranks_by_the_tie_breaks_set(qtbot, ui_context) -> None:
    """Game points won ticked and moved to the top, fewer penalty points unticked: the summary
    says so and the tournament made ranks its pairs by those two, in that order."""
    wizard = new_scala40(qtbot, ui_context)
    page = wizard.scala40_page
    tie_breaks = page.pairs.tie_breaks
    assert not tie_breaks.isVisible()  # singles: no pairs to rank
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    assert tie_breaks.isVisible() and tie_breaks.up.isVisible() and tie_breaks.down.isVisible()
    assert shown(tie_breaks) == [
        ("Game-point difference", True),
        ("Fewer penalty points", True),
        ("Game points won", False),
    ]

    press(qtbot, tie_breaks, Qt.Key.Key_Home, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Space)
    click(qtbot, tie_breaks.up)
    click(qtbot, tie_breaks.up)
    click(qtbot, tie_breaks.up)  # already at the top: stays there
    press(qtbot, tie_breaks, Qt.Key.Key_End, Qt.Key.Key_Space)
    assert shown(tie_breaks) == [
        ("Game points won", True),
        ("Game-point difference", True),
        ("Fewer penalty points", False),
    ]
    finish(qtbot, wizard)

    assert wizard.created is not None
    settings = settings_of(ui_context, wizard.created.id)
    assert settings.pairs_tie_breaks == (
        PairsTieBreak.GAME_POINTS_WON,
        PairsTieBreak.GAME_POINT_DIFFERENCE,
    )


def test_the_summary_names_the_tie_breaks_chosen(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)
    page = wizard.scala40_page
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    tie_breaks = page.pairs.tie_breaks
    press(qtbot, tie_breaks, Qt.Key.Key_Home, Qt.Key.Key_Down)
    click(qtbot, tie_breaks.up)  # fewer penalty points first
    press_next(qtbot, wizard)
    assert "Fewer penalty points, Game-point difference" in wizard.summary_page.text.text()


def test_editing_shows_the_order_the_command_line_set_and_keeps_it(
    qtbot, capsys, ui_context
) -> None:
    """`tournament edit --pairs-tie-breaks penalty_points,gp_won`, then the wizard: that order
    ticked, the difference left out below; Finish with nothing touched changes nothing."""
    tid = scala40_tournament(ui_context.services, 4, PAIRS, roster=pair)
    edit = ["--db", ui_context.database, "tournament", "edit", "-t", str(tid)]
    code = run_cli([*edit, "--pairs-tie-breaks", "penalty_points,gp_won"])
    assert code == 0, capsys.readouterr()
    wizard = editing(qtbot, ui_context, tid)
    assert shown(wizard.scala40_page.pairs.tie_breaks) == [
        ("Fewer penalty points", True),
        ("Game points won", True),
        ("Game-point difference", False),
    ]
    finish(qtbot, wizard)

    assert wizard.created is not None
    assert settings_of(ui_context, tid).pairs_tie_breaks == (
        PairsTieBreak.PENALTY_POINTS,
        PairsTieBreak.GAME_POINTS_WON,
    )


def test_round_one_published_leaves_the_tie_breaks_free(qtbot, ui_context) -> None:
    """The match's rules lock with round 1, the tie-breaks do not: moved and saved."""
    own = (PairsTieBreak.GAME_POINTS_WON, PairsTieBreak.PENALTY_POINTS)
    settings = replace(PAIRS, pairs_tie_breaks=own)
    tid = scala40_tournament(ui_context.services, 4, settings, roster=pair)
    published_round(ui_context.services, tid)
    wizard = editing(qtbot, ui_context, tid)
    pairs = wizard.scala40_page.pairs
    assert not pairs.target.isEnabled()
    tie_breaks = pairs.tie_breaks
    assert tie_breaks.list.isEnabled() and tie_breaks.up.isEnabled()
    assert shown(tie_breaks)[0] == ("Game points won", True)
    press(qtbot, tie_breaks, Qt.Key.Key_Home)
    click(qtbot, tie_breaks.down)
    finish(qtbot, wizard)

    assert wizard.created is not None
    assert settings_of(ui_context, tid).pairs_tie_breaks == (
        PairsTieBreak.PENALTY_POINTS,
        PairsTieBreak.GAME_POINTS_WON,
    )


@pytest.mark.parametrize("language", ["it", "en"])
def test_choosing_pairs_makes_room_for_the_match_and_its_tie_breaks(
    qtbot, ui_context, language
) -> None:
    """The wizard sized for the singles page: pairs chosen, the window grows until every field
    has its room, and each tie-break reads whole in its list, none to scroll to."""
    languages = LanguageSwitcher()
    assert languages.apply(language)
    ui_context.language = language
    try:
        wizard = new_scala40(qtbot, ui_context)
        page = wizard.scala40_page
        before = wizard.size()
        for shown_format in ("elimination", "placement"):
            page.format.setCurrentIndex(page.format.findData(shown_format))
            page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
            qtbot.waitUntil(lambda: page.size().expandedTo(page.minimumSizeHint()) == page.size())
            page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.SINGLES))
        assert wizard.height() > before.height()
        page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
        names = page.pairs.tie_breaks.list
        room = names.viewport().rect()
        for row in range(names.count()):
            item = names.item(row)
            written = names.fontMetrics().horizontalAdvance(item.text())
            assert room.contains(names.visualItemRect(item)), item.text()
            assert names.visualItemRect(item).width() >= written, item.text()
    finally:
        languages.apply("en")


@pytest.fixture
def italian(ui_context) -> Iterator[None]:
    languages = LanguageSwitcher()
    assert languages.apply("it")
    ui_context.language = "it"
    try:
        yield
    finally:
        languages.apply("en")


def test_an_italian_director_reads_the_tie_breaks_in_italian(qtbot, ui_context, italian) -> None:
    wizard = new_scala40(qtbot, ui_context)
    page = wizard.scala40_page
    page.form_choice.setCurrentIndex(page.form_choice.findData(Scala40Form.PAIRS))
    tie_breaks = page.pairs.tie_breaks
    layout = page.pairs.layout()
    assert isinstance(layout, QFormLayout)
    label = layout.labelForField(tie_breaks)
    assert isinstance(label, QLabel) and label.buddy() is tie_breaks.list
    assert label.text().replace("&", "") == "Spareggi dopo i punti partita:"
    assert shown(tie_breaks) == [
        ("Differenza mani vinte e perse", True),
        ("Meno punti di penalità", True),
        ("Mani vinte", False),
    ]
    assert (tie_breaks.up.text(), tie_breaks.down.text()) == ("Su", "Giù")


def test_the_burraco_tie_breaks_move_as_before(qtbot, ui_context) -> None:
    """The burraco scoring page's list, the same widget: Down and a tick, saved in order."""
    wizard = NewTournamentWizard(ui_context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.game_page.name_edit, "Burraco del venerdi")
    press_next(qtbot, wizard)
    press_next(qtbot, wizard)
    scoring = wizard.scoring_page
    tie_breaks = scoring.tie_break_list
    assert (tie_breaks.up.text(), tie_breaks.down.text()) == ("&Up", "Do&wn")
    press(qtbot, tie_breaks, Qt.Key.Key_Home)
    click(qtbot, tie_breaks.down)  # the difference below MP scored
    press(qtbot, tie_breaks, Qt.Key.Key_End, Qt.Key.Key_Space)  # and MP conceded ticked
    finish(qtbot, wizard)

    assert wizard.created is not None
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert settings.tie_breaks == (
        TieBreak.MP_SCORED,
        TieBreak.MP_DIFF,
        TieBreak.HEAD_TO_HEAD,
        TieBreak.DRAW,
        TieBreak.MP_AGAINST,
    )
