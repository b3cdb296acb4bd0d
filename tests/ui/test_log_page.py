"""The log page: every change listed newest first, and undo of the last one."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament
from tournament_app.services import BurracoSettings, Game, TournamentDraft
from tournament_app.ui.log_page import LogPage


def create(services, name):
    """A burraco tournament made through the services, as the wizard would."""
    draft = TournamentDraft(game=Game.BURRACO, name=name, settings=BurracoSettings())
    return services.tournaments.create(draft)


def test_lists_changes_newest_first_with_station(qtbot, ui_context, qtmodeltester):
    """Two tournaments created: two rows, the later first, signed by this station."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    create(ui_context.services, "Primo")
    create(ui_context.services, "Secondo")
    page.whole_database.setChecked(True)
    rows = page.model.rows()
    assert len(rows) == 2
    assert rows[0].at >= rows[1].at
    assert all(row.station == "test" for row in rows)
    assert "Secondo" in str(rows[0].after)
    qtmodeltester.check(page.model)


def test_one_change_is_counted_in_the_singular(qtbot, ui_context):
    """A database with one change says "1 change", then "2 changes"."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    create(ui_context.services, "Primo")
    page.whole_database.setChecked(True)
    assert page.count.text() == "1 change"
    create(ui_context.services, "Secondo")
    page.reload()
    assert page.count.text() == "2 changes"


def test_selecting_a_change_shows_before_and_after(qtbot, ui_context):
    """The detail pane shows the values the change wrote."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    create(ui_context.services, "Coppa Estate")
    page.whole_database.setChecked(True)
    page.view.setCurrentIndex(page.model.index(0, 0))
    text = page.detail.toPlainText()
    assert "Before:" in text and "After:" in text
    assert "Coppa Estate" in text


def test_undo_asks_then_takes_the_last_change_back(qtbot, ui_context):
    """Undo after a Yes removes the tournament just created; after a No nothing changes."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    create(ui_context.services, "Da annullare")
    page.whole_database.setChecked(True)
    ui_context.dialogs.confirmations.append(False)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert [t.name for t in ui_context.services.tournaments.list()] == ["Da annullare"]
    ui_context.dialogs.confirmations.append(True)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert ui_context.services.tournaments.list() == ()
    assert "Da annullare" in ui_context.dialogs.messages("confirm")[-1]
    undone = [row for row in page.model.rows() if row.undone]
    assert len(undone) == 1 and "Da annullare" in undone[0].summary
    assert page.model.rows()[0].action == "undo"


def test_nothing_to_undo_says_so(qtbot, ui_context):
    """On an empty log, Undo tells the director there is nothing to take back."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.whole_database.setChecked(True)
    assert not page.undo_button.isEnabled()
    page.undo_last()
    assert ui_context.dialogs.messages("inform") == ["There is no change to undo."]


def test_what_a_change_touched_is_worded(qtbot):
    """The services' "round 3 table 4" reads as a sentence part; unknown names pass through."""
    from tournament_app.services.log.words import entity_text

    assert entity_text("round 3 table 4", "en") == "round 3, table 4"
    assert entity_text("entry 15", "en") == "entry 15"
    assert entity_text("12 entries", "en") == "12 entries"
    assert entity_text("something new", "en") == "something new"


def test_summaries_read_in_italian(qtbot):
    """In Italian the services' summary words are Italian; numbers and names stay as stored."""
    from tournament_app.services.log.words import summary_text

    assert summary_text("played 220-280 VP 9-11", "result.enter", "it") == (
        "giocato 220-280 PV 9-11"
    )
    assert summary_text("danese_gironi, 16 seats", "round.generate", "it") == (
        "Danese a gironi, 16 posti"
    )
    assert summary_text("warning -1 VP -0 MP: Byers late", "penalty.add", "it") == (
        "ammonizione -1 PV -0 punti: Byers late"
    )
    assert summary_text("played 220-280 VP 9-11", "result.enter", "en") == (
        "played 220-280 VP 9-11"
    )


def test_times_are_local_and_dated_as_the_command_line_dates_them(qtbot, monkeypatch):
    """Stored in UTC, shown in the station's time zone (Rome: one hour ahead in November),
    dated as `torneo log` dates them: 29/11/2026 in Italian, 2026-12-07 in English, year
    first, which no English reader takes for another day (07/12/2026 is July 12 to an
    American, 7 December to a Briton)."""
    import time

    from tournament_app.ui.moments import local_time

    monkeypatch.setenv("TZ", "Europe/Rome")
    time.tzset()
    try:
        assert local_time("2026-11-29T16:25:20+00:00", "it") == "29/11/2026 17:25:20"
        assert local_time("2026-12-31T23:30:00+00:00", "it") == "01/01/2027 00:30:00"
        assert local_time("2026-12-07T16:25:20+00:00", "en") == "2026-12-07 17:25:20"
        assert local_time("2026-12-31T23:30:00+00:00", "en") == "2027-01-01 00:30:00"
        assert local_time("not a time", "en") == "not a time"
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


@pytest.mark.parametrize(
    ("language", "dated"),
    [("it", r"\d\d/\d\d/\d{4} \d\d:\d\d:\d\d"), ("en", r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d")],
)
def test_the_page_dates_each_change_in_its_language(qtbot, ui_context, language, dated):
    """The When column as a director reads it: day first in Italian, year first in English."""
    ui_context.language = language
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    create(ui_context.services, "Primo")
    page.whole_database.setChecked(True)
    when = page.model.index(0, page.model.column_index("at")).data()
    assert re.fullmatch(dated, when), when


def test_a_time_stored_without_its_zone_is_utc(qtbot, monkeypatch):
    """The database keeps UTC without a zone (as the services hand it on): still shown in
    the station's time, not as stored."""
    import time

    from tournament_app.ui.moments import local_time

    monkeypatch.setenv("TZ", "Europe/Rome")
    time.tzset()
    try:
        assert local_time("2026-11-29T16:25:20", "it").endswith(" 17:25:20")
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_a_long_evening_shows_the_latest_changes_and_reads_further_back(qtbot, ui_context):
    """450 changes (an evening of 250 tables logs thousands): the newest 200 first, the count
    says how many there are, and the director reads further back on request to the first."""
    for number in range(450):
        create(ui_context.services, f"Torneo {number}")
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.whole_database.setChecked(True)
    page.show()
    assert page.model.rowCount() == 200
    assert page.count.text() == "the latest 200 of 450 changes"
    assert page.more_button.isVisible()
    page.more_button.click()
    assert page.model.rowCount() == 400
    page.more_button.click()
    assert page.model.rowCount() == 450
    assert page.count.text() == "450 changes" and not page.more_button.isVisible()
    assert "Torneo 0" in str(page.model.rows()[-1].after)  # the very first change


def test_a_swap_shows_the_tables_it_changed_by_entry_number(qtbot, ui_context):
    """Selecting a swap names the tables it changed with the entries seated there, before and
    after (the seat rows the log keeps hold ids only)."""
    services = ui_context.services
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    seating = services.rounds.get(tournament, 1)
    first, second = seating.tables[0], seating.tables[1]
    services.rounds.swap(tournament, 1, first.ns[0], second.ns[0])
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.whole_database.setChecked(True)
    page.view.setCurrentIndex(page.model.index(0, 0))
    text = page.detail.toPlainText()
    assert f"Table {first.table}: NS {first.ns[0]} " in text
    assert f"Table {first.table}: NS {second.ns[0]} " in text
    assert "table: " not in text and "position" not in text
