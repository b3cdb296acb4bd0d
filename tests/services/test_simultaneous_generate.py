"""Two stations press Generate next round at the same moment on one database: one draft is
made, and the other station is told, in words, that another station has just made this
round's draft and that it is the one shown now; never "two identical items... report it"."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import ErrorCode, RoundStatus, ServiceError, open_services
from tournament_app.services.messages import describe


@pytest.fixture
def two_stations(database_url):
    first = open_services(database_url, station="Sala 1")
    second = open_services(database_url, station="Sala 2")
    yield first, second
    first.close()
    second.close()


def _at_the_same_moment(first, second, tournament) -> ServiceError:
    """Sala 2 has read the tournament and is seating the round when Sala 1's draft lands."""
    seat = second.rounds._plan

    def seat_after_the_other_station(*args, **kwargs):
        first.rounds.generate(tournament)
        return seat(*args, **kwargs)

    second.rounds._plan = seat_after_the_other_station
    with pytest.raises(ServiceError) as lost:
        second.rounds.generate(tournament)
    return lost.value


def test_the_losing_station_is_told_another_made_the_draft(two_stations) -> None:
    first, second = two_stations
    tournament = burraco_tournament(first, 8)
    lost = _at_the_same_moment(first, second, tournament)
    assert lost.code is ErrorCode.CONFLICT
    english, italian = describe(lost, "en"), describe(lost, "it")
    assert "another station" in english.lower() and "Sala 1" in english
    assert "round 1" in english.lower() and "report" not in english.lower()
    assert "identical" not in english and "uguali" not in italian
    assert "un'altra postazione" in italian.lower() and "turno 1" in italian.lower()
    # One draft, Sala 1's, which Sala 2 now reads.
    made = second.rounds.get(tournament, 1)
    assert made.status is RoundStatus.DRAFT and made == first.rounds.get(tournament, 1)
    assert [r.number for r in second.rounds.list(tournament)] == [1]


def test_the_window_says_so_and_shows_the_other_stations_draft(qtbot, tmp_path) -> None:
    """Rounds ▸ Generate on Sala 2's window while Sala 1 makes the same draft: the warning
    names Sala 1, and the page shows the draft at once, without waiting for a refresh."""
    from tournament_app.ui.app import build_main_window
    from tournament_app.ui.dialogs import ScriptedDialogs
    from tournament_app.ui.main_window.window import TAB_ROUNDS
    from tournament_app.ui.settings import Settings

    database = str(tmp_path / "club.sqlite3")
    first = open_services(database, station="Sala 1")
    tournament = burraco_tournament(first, 8)
    window = build_main_window(
        database,
        station="Sala 2",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    window.show()
    try:
        window.open_tournament(tournament)
        window.show_page(TAB_ROUNDS)
        page = window.rounds_page
        assert page.current_round() is None
        seat = window.context.services.rounds._plan

        def seat_after_the_other_station(*args, **kwargs):
            first.rounds.generate(tournament)
            return seat(*args, **kwargs)

        window.context.services.rounds._plan = seat_after_the_other_station
        page.generate_next()
        (warning,) = window.context.dialogs.messages("warn")
        assert "Sala 1" in warning and "report" not in warning
        shown = page.current_round()
        assert shown is not None and shown == first.rounds.get(tournament, 1)
    finally:
        first.close()
        window.context.close()
        window.close()
