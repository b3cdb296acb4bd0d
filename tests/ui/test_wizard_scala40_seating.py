"""The wizard's choice of how a placement-points scala 40 tournament seats rounds 2 onwards: the
draw (the default) or the Danese by the standings, with keeping apart earlier table-mates;
shown only for placement points, in the words `torneo tournament show` uses (issue #19)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.wizard_steps import new_scala40, press_next
from tournament_app.services import (
    Game,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    TournamentDraft,
)
from tournament_app.ui.wizard.dialog import NewTournamentWizard
from tournament_app.ui.wizard.form import PAGE_SUMMARY


def _placement(wizard: NewTournamentWizard) -> None:
    page = wizard.scala40_page
    page.format.setCurrentIndex(page.format.findData("placement"))


def test_the_choice_shows_only_for_placement_points(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)
    page = wizard.scala40_page
    assert not page.seating.isVisible()  # an elimination seats who goes on
    assert not page.keep_apart.isVisible()
    _placement(wizard)
    assert page.seating.isVisible()
    assert [page.seating.itemText(i) for i in range(page.seating.count())] == [
        "draw, avoiding players who already met",
        "Danish: tables by the standings (1st-4th, 5th-8th, …)",
        "all'italiana: groups, everyone meets everyone, the calendar fixed from the start",
    ]
    assert not page.keep_apart.isVisible()  # the draw keeps them apart already
    page.seating.setCurrentIndex(page.seating.findData(Scala40Seating.DANESE))
    assert page.keep_apart.isVisible()
    assert "nearest-ranked" in page.keep_apart.toolTip()


def test_the_default_stays_the_draw(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)
    _placement(wizard)
    press_next(qtbot, wizard)
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.seating, settings.keep_apart) == (Scala40Seating.DRAW, False)


def test_the_danese_chosen_is_summarised_and_stored(qtbot, ui_context) -> None:
    wizard = new_scala40(qtbot, ui_context)
    _placement(wizard)
    page = wizard.scala40_page
    page.seating.setCurrentIndex(page.seating.findData(Scala40Seating.DANESE))
    qtbot.mouseClick(page.keep_apart, Qt.MouseButton.LeftButton)
    press_next(qtbot, wizard)
    assert wizard.currentId() == PAGE_SUMMARY
    summary = wizard.summary_page.text.text()
    assert "Danish: tables by the standings" in summary
    assert "Keep apart who already met" in summary
    wizard.accept()
    settings = ui_context.services.tournaments.get(wizard.created.id).settings
    assert isinstance(settings, Scala40Settings)
    assert (settings.seating, settings.keep_apart) == (Scala40Seating.DANESE, True)


def test_an_elimination_never_stores_the_danese(qtbot, ui_context) -> None:
    """Chosen for placement points, then the format changed back: the seating is not used."""
    wizard = new_scala40(qtbot, ui_context)
    _placement(wizard)
    page = wizard.scala40_page
    page.seating.setCurrentIndex(page.seating.findData(Scala40Seating.DANESE))
    page.keep_apart.setChecked(True)
    page.format.setCurrentIndex(page.format.findData("elimination"))
    settings = wizard.scala40_settings()
    assert (settings.seating, settings.keep_apart) == (Scala40Seating.DRAW, False)


def test_editing_shows_the_seating_stored(qtbot, ui_context) -> None:
    services = ui_context.services
    stored = Scala40Settings(
        format=Scala40Format.PLACEMENT_POINTS, seating=Scala40Seating.DANESE, keep_apart=True
    )
    created = services.tournaments.create(
        TournamentDraft(game=Game.SCALA40, name="Quaranta", settings=stored)
    )
    wizard = NewTournamentWizard(ui_context, tournament=services.tournaments.get(created.id))
    qtbot.addWidget(wizard)
    assert wizard.scala40_page.seating.currentData() is Scala40Seating.DANESE
    assert wizard.scala40_page.keep_apart.isChecked()
    kept = wizard.scala40_settings()
    assert (kept.seating, kept.keep_apart) == (Scala40Seating.DANESE, True)


def test_the_choice_reads_in_italian(qtbot, ui_context) -> None:
    ui_context.language = "it"
    wizard = new_scala40(qtbot, ui_context)
    page = wizard.scala40_page
    assert page.seating.itemText(1) == "Danese: tavoli per classifica (1°-4°, 5°-8°, …)"
