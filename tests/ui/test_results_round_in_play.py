"""Two stations on one database: the desk publishes the next round while this station's
Results page shows the round in play. The page follows the new round (a sheet of round 2 is
never typed into round 1); a round the director went back to on purpose stays, and the page
says plainly which round is in play; every question about a result names its round."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tournament_app.services import open_services
from tournament_app.ui.other_stations import OtherStations
from tournament_app.ui.results.page import ResultsPage

TABLES = 4  # 8 pairs


@pytest.fixture
def desk(ui_context):
    """The other station: another program's services on the same file, station "cassa"."""
    services = open_services(ui_context.database, station="cassa")
    yield services
    services.close()


def _complete(services, tid, number: int) -> None:
    for table in range(1, TABLES + 1):
        services.results.enter_totals(tid, number, table, 640, 245)


def _heard(qtbot, watch: OtherStations) -> None:
    """What the watch's timer does every few seconds, waited for."""
    watch.poll()
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)


@pytest.fixture
def evening(qtbot, ui_context, desk):
    """Round 1 played out; this station's Results page on screen, its watch running."""
    tid = burraco_tournament(ui_context.services, 2 * TABLES)
    published_round(ui_context.services, tid)
    _complete(ui_context.services, tid, 1)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    watch = OtherStations(ui_context)
    qtbot.waitUntil(lambda: not watch.asking, timeout=5000)
    return tid, page, watch


def test_the_page_follows_the_round_another_station_publishes(qtbot, ui_context, desk, evening):
    tid, page, watch = evening
    assert page.round_choice.currentData() == 1
    published_round(desk, tid)  # the desk publishes round 2
    _heard(qtbot, watch)

    assert page.round_choice.currentData() == 2
    assert page.in_play_banner.isHidden()
    type_line(qtbot, page, 2, 900, -15)  # a sheet of round 2, typed here
    assert ui_context.dialogs.messages("confirm") == []  # nothing to replace in round 2
    assert (desk.results.get(tid, 2, 2).ns_mp, desk.results.get(tid, 2, 2).ew_mp) == (900, -15)
    assert (desk.results.get(tid, 1, 2).ns_mp, desk.results.get(tid, 1, 2).ew_mp) == (640, 245)


def test_a_round_chosen_on_purpose_stays_and_says_which_round_is_in_play(
    qtbot, ui_context, desk, evening
) -> None:
    tid, page, watch = evening
    published_round(desk, tid)  # round 2
    _heard(qtbot, watch)
    _complete(desk, tid, 2)
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))  # back to round 1
    assert page.in_play_banner.text() == "You are correcting round 1; the round in play is 2."
    published_round(desk, tid)  # round 3
    _heard(qtbot, watch)

    assert page.round_choice.currentData() == 1
    assert not page.in_play_banner.isHidden()
    assert page.in_play_banner.text() == "You are correcting round 1; the round in play is 3."
    page.round_choice.setCurrentIndex(page.round_choice.findData(3))
    assert page.in_play_banner.isHidden()


def test_the_question_before_replacing_a_result_names_its_round(
    qtbot, ui_context, desk, evening
) -> None:
    tid, page, watch = evening
    published_round(desk, tid)  # round 2
    _heard(qtbot, watch)
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))
    type_line(qtbot, page, 2, 700, 200)  # No: the scripted dialogs decline
    assert ui_context.dialogs.messages("confirm") == [
        "Round 1, table 2 already has NS 640 — EW 245. Replace with NS 700 — EW 200?"
    ]
    assert (desk.results.get(tid, 1, 2).ns_mp, desk.results.get(tid, 1, 2).ew_mp) == (640, 245)


def test_a_draft_being_prepared_here_is_not_left_when_another_station_writes(
    qtbot, ui_context, desk, evening
) -> None:
    """This station's Rounds page shows round 2's draft (the window's round is 2); a result
    typed at the desk makes the Results page read again, on round 1, the round in play: the
    window stays on the draft."""
    tid, page, watch = evening
    draft = ui_context.services.rounds.generate(tid)
    ui_context.show_round(draft.number)
    version = desk.results.get(tid, 1, 1).version
    desk.results.enter_totals(tid, 1, 1, 700, 300, expected_version=version)  # corrected
    _heard(qtbot, watch)
    assert page.round_choice.currentData() == 1
    assert ui_context.round_number == draft.number
