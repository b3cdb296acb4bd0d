"""The season ranking dialog ranks players across finished tournaments of one game."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import state_value, ui_snapshot_fixtures, with_services
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    ScheduleStep,
    TournamentDraft,
    TournamentStatus,
)
from tournament_app.services.settings import PairingSystem
from tournament_app.ui.season_dialog import SeasonDialog


def play_one_round(services, name: str, date: str, winners_first: bool) -> int:
    """A one-round evening of 4 pairs, finished; the lower-numbered pair wins each table
    (or loses, when not `winners_first`)."""
    draft = TournamentDraft(
        game=Game.BURRACO,
        name=name,
        date=date,
        settings=BurracoSettings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),), seed=7),
    )
    tid = services.tournaments.create(draft).id
    for surname in ("Rossi", "Neri", "Gialli", "Blu"):
        services.entries.add(
            tid,
            [PlayerSpec(surname=surname, name="A"), PlayerSpec(surname=surname, name="B")],
        )
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, seating.number)
    for table in seating.tables:
        high, low = (1000, 200) if (table.ns[0] < table.ew[0]) == winners_first else (200, 1000)
        services.results.enter_totals(tid, seating.number, table.table, high, low)
    services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    return tid


def two_evenings_won_by_the_same_pair(services) -> tuple[int, int]:
    """September and October, the lower-numbered pairs winning both."""
    return (
        play_one_round(services, "Settembre", "2026-09-18", winners_first=True),
        play_one_round(services, "Ottobre", "2026-10-16", winners_first=True),
    )


# Built once per process by the window's station ("test"), copied for each test.
STATES = {"won_twice": with_services(two_evenings_won_by_the_same_pair, station="test")}
start, ui_context = ui_snapshot_fixtures(STATES)
won_twice = state_value("won_twice")


@pytest.fixture
def season(qtbot, ui_context, won_twice):
    dialog = SeasonDialog(ui_context)
    qtbot.addWidget(dialog)
    dialog.date_from.setDate(dialog.date_from.date().fromString("2026-09-01", "yyyy-MM-dd"))
    dialog.date_to.setDate(dialog.date_to.date().fromString("2027-08-31", "yyyy-MM-dd"))
    return dialog


def test_both_evenings_count_and_points_follow_field_size(season) -> None:
    """Four pairs a night: the winners' two players get 4 points a night, 8 in the season."""
    assert "Tournaments counted (2)" in season.counted.text()
    rows = season.model.rows()
    assert len(rows) == 8  # every player of every pair
    top = [r for r in rows if r.rank == 1]
    assert {r.points for r in top} == {8}
    assert all(r.tournaments == 2 for r in rows)


def test_a_points_table_and_best_results_change_the_totals(qtbot, season) -> None:
    """With 10, 6, 3 for the first places and only the best result counted, a winner has 10."""
    qtbot.keyClicks(season.points, "10, 6, 3")
    season.best.setValue(1)
    top = [r for r in season.model.rows() if r.rank == 1]
    assert {r.points for r in top} == {10}


def test_unreadable_points_say_what_to_type(qtbot, season) -> None:
    """Letters in the points table are refused with an example of what is expected."""
    qtbot.keyClicks(season.points, "dieci")
    assert "whole numbers" in season.problem.text()


def test_another_game_has_no_tournaments_yet(season) -> None:
    """Scala 40 has no finished tournament here: the dialog says so."""
    season.game.setCurrentIndex(1)
    assert season.model.rowCount() == 0
    assert "No finished tournament" in season.counted.text()
