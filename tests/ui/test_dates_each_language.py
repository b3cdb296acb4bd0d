"""A day in figures, wherever the window writes one, is dated as the services date it: day
first in Italian (07/12/2026), year first in English (2026-12-07), since 07/12/2026 reads
7 December in London and July 12 in New York. The English interface runs on the British
locale, whose own short date would be day first."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QDate

from tests.builders.seasons import one_afternoon
from tournament_app.services import Game, Scala40Settings, TournamentDraft
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.models import RowTableModel
from tournament_app.ui.season_dialog import SeasonDialog
from tournament_app.ui.start_page import StartPage
from tournament_app.ui.wizard.dialog import NewTournamentWizard

# 7 December 2026, as each language writes it.
DAYS = [("it", "07/12/2026"), ("en", "2026-12-07")]


@contextmanager
def speaking(context: AppContext, language: str) -> Iterator[None]:
    """The window in `language` as its menu switches it (the translations, their locale and
    the context's language), back to English afterwards."""
    languages = LanguageSwitcher()
    try:
        assert languages.apply(language)
        context.language = language
        yield
    finally:
        languages.apply("en")
        context.language = "en"


@pytest.mark.parametrize(("language", "day"), DAYS)
def test_the_start_pages_list_dates_each_tournament(qtbot, ui_context, language, day) -> None:
    draft = TournamentDraft(
        Game.SCALA40, "Coppa di Natale", date="2026-12-07", settings=Scala40Settings()
    )
    ui_context.services.tournaments.create(draft)
    with speaking(ui_context, language):
        page = StartPage(ui_context)
        qtbot.addWidget(page)
        page.show()
        date_column = page.model.column_index("date")
        shown = page.proxy.index(0, date_column).data()
        name = page.proxy.index(0, 0).data(RowTableModel.RowRole).name
    assert (name, shown) == ("Coppa di Natale", day)


@pytest.mark.parametrize(
    ("language", "day", "season_start"),
    [("it", "07/12/2026", "01/09/2026"), ("en", "2026-12-07", "2026-09-01")],
)
def test_the_season_dialog_dates_its_tournaments_and_its_dates(
    qtbot, ui_context, language, day, season_start
) -> None:
    """The afternoon of 7 December counted: dated so in the list of the season's tournaments
    and in the line of those counted; the season's dates are typed in the same order."""
    one_afternoon(ui_context.services, date="2026-12-07")
    with speaking(ui_context, language):
        dialog = SeasonDialog(ui_context)
        qtbot.addWidget(dialog)
        dialog.game.setCurrentIndex(dialog.game.findData(Game.SCALA40))
        dialog.date_from.setDate(QDate(2026, 9, 1))
        dialog.date_to.setDate(QDate(2027, 8, 31))
        dialog.refresh()
        listed = [dialog.tournaments.item(i).text() for i in range(dialog.tournaments.count())]
        counted = dialog.counted.text()
        typed = dialog.date_from.text()
    assert listed == [f"{day}  Pomeriggio"]
    assert counted.endswith(f": Pomeriggio ({day})")
    assert typed == season_start


@pytest.mark.parametrize(("language", "typed"), [("it", "27/11/2026"), ("en", "2026-11-27")])
def test_the_wizard_takes_the_day_in_the_languages_order(
    qtbot, ui_context, language, typed
) -> None:
    """The new tournament's date field shows 27 November 2026 as each language reads a day,
    and what is typed in that order is the day stored."""
    with speaking(ui_context, language):
        wizard = NewTournamentWizard(ui_context)
        qtbot.addWidget(wizard)
        field = wizard.game_page.date_edit
        field.setDate(QDate(2026, 11, 27))
        shown = field.text()
        field.clear()
        qtbot.keyClicks(field, typed)
        stored = field.date().toString("yyyy-MM-dd")
    assert (shown, stored) == (typed, "2026-11-27")
