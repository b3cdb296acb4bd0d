"""The Standings page's prize list, with nothing chosen, is the one the workbook keeps and
`torneo print --prizes` prints: per category when the tournament has more than one, three
places; its Prize list PDF and the workbook written from the page agree. A choice the
director makes stays until another tournament is opened."""

from __future__ import annotations

import pytest

import tournament_app.ui.export_actions as export_actions
from tests.builders.evenings import burraco_tournament, published_round
from tests.builders.prize_lists import printed_prizes, sheet_prizes
from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.services import Services, TournamentId
from tournament_app.ui.standings.page import StandingsPage

CATEGORY = {1: "A", 3: "A", 6: "A", 8: "A", 2: "B", 4: "B", 5: "B", 7: "B"}
SECTIONS = ("Overall", "Cat. A", "Cat. B")


def eight_pairs_in_two_categories(services: Services) -> TournamentId:
    """Eight pairs, categories A and B, round 1 played: table t ends 900 - 100 t to 200."""
    tid = burraco_tournament(services, 8)
    for number, category in CATEGORY.items():
        services.entries.edit(tid, number, category=category)
    published_round(services, tid)
    for seat in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, seat.table, 900 - 100 * seat.table, 200)
    return tid


STATES = {"evening": with_services(eight_pairs_in_two_categories, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
evening = state_value("evening")


@pytest.fixture
def page(qtbot, ui_context, evening, monkeypatch) -> StandingsPage:
    monkeypatch.setattr(export_actions, "open_document", lambda path: None)
    ui_context.open_tournament(evening)
    shown = StandingsPage(ui_context)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def test_with_categories_the_page_starts_per_category_as_the_workbook(
    ui_context, page, tmp_path
) -> None:
    assert (page.prize_per.currentData(), page.places.value()) == ("category", 3)
    printed, workbook = tmp_path / "premi.pdf", tmp_path / "serata.xlsx"
    ui_context.dialogs.files_to_save.extend([str(printed), str(workbook)])
    assert export_actions.write_prize_list_pdf(page) == printed
    assert export_actions.export_everything(page) == workbook
    prizes = printed_prizes(printed, SECTIONS)
    overall = {entry for section, _place, entry in prizes if section == "Overall"}
    assert len(overall) == 3
    # Premi non cumulabili: each category's places go to its pairs not awarded overall
    # (four pairs a category: all of those left, three at most).
    for category in ("A", "B"):
        left = {n for n, c in CATEGORY.items() if c == category} - overall
        awarded = [entry for section, _p, entry in prizes if section == f"Cat. {category}"]
        assert set(awarded) == left and len(awarded) == len(left)
    assert sheet_prizes(workbook) == prizes
    shown = [page.prizes.item(i).text() for i in range(page.prizes.count())]
    assert shown[0].startswith("Prizes do not add up")


def test_the_directors_choice_stays_until_another_tournament(ui_context, page, tmp_path) -> None:
    """Overall chosen: the list stays overall when the page is drawn again (an entry
    edited), and prints so; another tournament with categories starts per category again."""
    page.prize_per.setCurrentIndex(page.prize_per.findData("overall"))
    page._refill()
    assert page.prize_per.currentData() == "overall"
    printed = tmp_path / "assoluta.pdf"
    ui_context.dialogs.files_to_save.append(str(printed))
    export_actions.write_prize_list_pdf(page)
    assert [section for section, _p, _e in printed_prizes(printed, SECTIONS)] == ["Overall"] * 3
    other = eight_pairs_in_two_categories(ui_context.services)
    ui_context.open_tournament(other)
    page._refill()
    assert (page.tournament_id, page.prize_per.currentData()) == (other, "category")
