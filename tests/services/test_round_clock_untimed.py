"""A scala 40 tournament played without a time limit: its rounds have no countdown until the
director gives one minutes, and from then on that round is timed like any other."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import play_out, published_round, scala40_tournament
from tournament_app.services import (
    ErrorCode,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.messages import describe
from tournament_app.storage.models import RoundClockRow


def _untimed_round(services: Services) -> TournamentId:
    """Eight players, no time per game (the settings' default), round 1 published."""
    tid = scala40_tournament(services, 8, Scala40Settings(minutes_per_game=None))
    published_round(services, tid)
    return tid


STATES = {"untimed": with_services(_untimed_round)}
start, database_url = snapshot_fixtures(STATES)
untimed = state_value("untimed")


def _clock_rows(services: Services) -> int:
    with services.engine.connect() as connection:
        return connection.execute(select(func.count()).select_from(RoundClockRow)).scalar_one()


def test_a_round_without_a_time_limit_has_no_countdown(
    services: Services, untimed: TournamentId
) -> None:
    clock = services.round_clock.get(untimed)
    assert clock.round_number == 1
    assert not clock.timed and clock.duration is None
    assert not clock.running and not clock.started and not clock.time_up


def test_starting_it_without_minutes_is_refused_and_changes_nothing(
    services: Services, untimed: TournamentId
) -> None:
    logged = services.audit.count(untimed)
    with pytest.raises(ServiceError) as refused:
        services.round_clock.start(untimed)
    assert refused.value.code is ErrorCode.CLOCK_NO_TIME
    italian, english = describe(refused.value, "it"), describe(refused.value, "en")
    assert "turno 1 non ha limite di tempo" in italian and "Non è cambiato nulla" in italian
    assert "Risultati" in italian and "Avvia il cronometro" in italian
    assert "Round 1 has no time limit" in english and "Nothing was changed" in english
    command_line = describe(refused.value, "en", face="cli")
    assert f"torneo round clock start -t {untimed} -r 1 --minutes" in command_line
    assert "Results page" not in command_line
    assert services.audit.count(untimed) == logged
    assert _clock_rows(services) == 0
    assert not services.round_clock.get(untimed).timed


def test_given_minutes_at_the_start_the_round_is_timed_from_then_on(
    services: Services, untimed: TournamentId
) -> None:
    started = services.round_clock.start(untimed, minutes=30)
    assert started.timed and started.running and started.duration == 30 * 60
    paused = services.round_clock.pause(untimed)
    assert paused.timed and not paused.running
    resumed = services.round_clock.start(untimed)  # no minutes needed any more
    assert resumed.running and resumed.duration == 30 * 60
    # Reset keeps the round timed, at its own 30 minutes, paused.
    again = services.round_clock.reset(untimed)
    assert (again.timed, again.running, again.seconds_left()) == (True, False, 30 * 60)
    assert services.round_clock.get(untimed).duration == 30 * 60


def test_reset_with_minutes_times_the_round_paused(
    services: Services, untimed: TournamentId
) -> None:
    reset = services.round_clock.reset(untimed, minutes=25)
    assert (reset.timed, reset.running, reset.seconds_left()) == (True, False, 25 * 60)
    assert services.round_clock.start(untimed).running


def test_reset_without_minutes_leaves_it_untimed_and_writes_nothing(
    services: Services, untimed: TournamentId
) -> None:
    logged = services.audit.count(untimed)
    assert not services.round_clock.reset(untimed).timed
    assert services.audit.count(untimed) == logged and _clock_rows(services) == 0


def test_the_next_round_has_no_time_limit_again(services: Services, untimed: TournamentId) -> None:
    """Minutes given to one round are that round's: the tournament still has no limit."""
    services.round_clock.start(untimed, minutes=30)
    for table in services.rounds.get(untimed, 1).tables:
        play_out(services, untimed, 1, table.table)
    assert published_round(services, untimed) == 2
    in_play = services.round_clock.get(untimed)
    assert (in_play.round_number, in_play.timed) == (2, False)
    assert services.round_clock.get(untimed, 1).duration == 30 * 60


def test_bad_minutes_are_refused_as_for_any_round(
    services: Services, untimed: TournamentId
) -> None:
    with pytest.raises(ServiceError) as bad:
        services.round_clock.start(untimed, minutes=0)
    assert bad.value.code is ErrorCode.CLOCK_MINUTES
    assert not services.round_clock.get(untimed).timed


def test_a_display_station_sees_no_countdown_and_cannot_time_the_round(
    services: Services, database_url: str, untimed: TournamentId
) -> None:
    hall = open_services(database_url, station="hall", read_only=True)
    try:
        assert not hall.round_clock.get(untimed).timed
        for action in (hall.round_clock.reset, hall.round_clock.start):
            with pytest.raises(ServiceError) as refused:
                action(untimed)
            assert refused.value.code is ErrorCode.READ_ONLY_STATION
    finally:
        hall.close()


def test_a_timed_scala40_round_starts_at_its_time_per_game_without_minutes(
    services: Services,
) -> None:
    tid = scala40_tournament(services, 8, Scala40Settings(minutes_per_game=33))
    published_round(services, tid)
    read = services.round_clock.get(tid)
    assert (read.timed, read.duration, read.seconds_left()) == (True, 33 * 60, 33 * 60)
    started = services.round_clock.start(tid)
    assert started.running and started.duration == 33 * 60
