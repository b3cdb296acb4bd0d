"""The round clock kept in the database: the director starts, pauses and resets it, every
station reads the same time left, and nothing but a moment and a remainder is stored."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from sqlalchemy import select

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import (
    burraco_tournament,
    enter_every_table,
    scala40_tournament,
)
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
    open_services,
)
from tournament_app.services.log.words import action_label
from tournament_app.services.messages import describe
from tournament_app.services.rounds.clock import default_minutes
from tournament_app.storage.models import RoundClockRow


def _in_play(services: Services, hands: int = 3) -> TournamentId:
    """Four pairs, round 1 published."""
    tid = burraco_tournament(
        services,
        pairs=4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, hands=hands),
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def _in_play_three_hands(services: Services) -> TournamentId:
    return _in_play(services)


# `in_play`: four pairs, round 1 published, built once per process and backend and copied.
STATES = {"in_play": with_services(_in_play_three_hands)}


start, database_url = snapshot_fixtures(STATES)
in_play = state_value("in_play")


def _run_for(services: Services, seconds: float) -> None:
    """The running clock's row as `seconds` later on the database's clock: started that
    much earlier (what a wait of `seconds` would leave, without the wait)."""
    with services.engine.begin() as connection:
        row_id, at = connection.execute(select(RoundClockRow.id, RoundClockRow.started_at)).one()
        assert at is not None  # running
        connection.execute(
            RoundClockRow.__table__.update()
            .where(RoundClockRow.id == row_id)
            .values(started_at=at - timedelta(seconds=seconds))
        )


@pytest.mark.parametrize(("hands", "minutes"), [(3, 40), (4, 50)])
def test_a_clock_never_started_shows_club_practice_for_the_hands(
    services: Services, hands: int, minutes: int
) -> None:
    tid = _in_play(services, hands)
    clock = services.round_clock.get(tid)
    assert (clock.round_number, clock.duration, clock.seconds_left()) == (
        1,
        minutes * 60,
        minutes * 60,
    )
    assert not clock.running and not clock.started


def test_two_hands_take_25_minutes() -> None:
    assert default_minutes(BurracoSettings(hands=2)) == 25


def test_scala40_takes_the_tournaments_time_per_game(services: Services) -> None:
    tid = scala40_tournament(services, 8, Scala40Settings(minutes_per_game=33))
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    assert services.round_clock.get(tid).duration == 33 * 60


def test_started_it_counts_down_paused_it_stands_still_for_every_station(
    services: Services, database_url: str, in_play: TournamentId
) -> None:
    tid = in_play
    running = services.round_clock.start(tid, minutes=30)
    assert running.running and running.duration == 30 * 60
    _run_for(services, 1.2)
    hall = open_services(database_url, station="hall", read_only=True)
    try:
        seen = hall.round_clock.get(tid)
        assert seen.running and 30 * 60 - 3 < seen.left_ms / 1000 < 30 * 60 - 1
        paused = services.round_clock.pause(tid)
        assert not paused.running
        time.sleep(0.6)
        later = hall.round_clock.get(tid)
        assert not later.running and later.left_ms == paused.left_ms
        # A face counts down from the read by its own clock only while it runs.
        assert later.left_after(100) == later.left_ms / 1000
        assert seen.left_after(seen.left_ms / 1000 + 5) == 0
        resumed = services.round_clock.start(tid)
        assert resumed.running and abs(resumed.left_ms - paused.left_ms) < 300
    finally:
        hall.close()


def test_reset_gives_the_full_time_again_or_a_new_one(
    services: Services, in_play: TournamentId
) -> None:
    tid = in_play
    services.round_clock.start(tid)
    _run_for(services, 1.1)
    assert services.round_clock.get(tid).seconds_left() < 40 * 60
    again = services.round_clock.reset(tid)
    assert (again.running, again.seconds_left(), again.started) == (False, 40 * 60, False)
    shorter = services.round_clock.reset(tid, minutes=35)
    assert services.round_clock.get(tid).seconds_left() == shorter.duration == 35 * 60


def test_starting_a_running_clock_or_pausing_a_paused_one_changes_nothing(
    services: Services, in_play: TournamentId
) -> None:
    tid = in_play
    services.round_clock.pause(tid)
    first = services.round_clock.start(tid)
    logged = services.audit.count(tid)
    second = services.round_clock.start(tid, minutes=10)
    assert second.duration == first.duration and second.running
    assert services.audit.count(tid) == logged


def test_time_up_says_so_and_a_new_start_needs_a_reset(
    services: Services, in_play: TournamentId
) -> None:
    tid = in_play
    services.round_clock.start(tid, minutes=1)
    # The database's row as a minute later: started a minute and a second ago.
    from sqlalchemy import update

    from tournament_app.storage.models import RoundClockRow

    with services.engine.begin() as connection:
        connection.execute(update(RoundClockRow).values(left_ms=0))
    up = services.round_clock.get(tid)
    assert up.time_up and up.seconds_left() == 0
    services.round_clock.pause(tid)
    with pytest.raises(ServiceError) as refused:
        services.round_clock.start(tid)
    assert refused.value.code is ErrorCode.CLOCK_TIME_UP
    assert "Azzera" in describe(refused.value, "it") and "Reset" in describe(refused.value, "en")
    assert services.round_clock.reset(tid).seconds_left() == 60


def test_bad_minutes_a_draft_and_no_round_are_refused_in_words(services: Services) -> None:
    tid = burraco_tournament(
        services, pairs=4, settings=BurracoSettings(first_round=PairingSystem.REGISTRATION)
    )
    with pytest.raises(ServiceError) as none:
        services.round_clock.start(tid)
    assert none.value.code is ErrorCode.CLOCK_NO_ROUND
    assert "Serata di prova" in describe(none.value, "it")
    services.rounds.generate(tid)
    with pytest.raises(ServiceError) as draft:
        services.round_clock.start(tid, 1)
    assert draft.value.code is ErrorCode.CLOCK_ROUND_DRAFT
    assert "bozza" in describe(draft.value, "it") and "draft" in describe(draft.value, "en")
    services.rounds.publish(tid, 1)
    for minutes in (0, 241, -5):
        with pytest.raises(ServiceError) as bad:
            services.round_clock.reset(tid, minutes=minutes)
        assert bad.value.code is ErrorCode.CLOCK_MINUTES
        assert str(minutes) in describe(bad.value, "en")
    assert not services.round_clock.get(tid).started


def test_the_round_in_play_is_the_newest_announced_and_others_are_asked_by_number(
    services: Services,
) -> None:
    tid = burraco_tournament(services, pairs=8)
    services.rounds.generate(tid)
    with pytest.raises(ServiceError) as only_a_draft:
        services.round_clock.get(tid)
    assert only_a_draft.value.code is ErrorCode.CLOCK_NO_ROUND
    services.rounds.publish(tid, 1)
    services.round_clock.start(tid, minutes=30)
    enter_every_table(services, tid, 1, 400, 250)
    services.rounds.generate(tid)
    assert services.round_clock.get(tid).round_number == 1  # round 2 is a draft
    with pytest.raises(ServiceError) as draft:
        services.round_clock.get(tid, 2)
    assert draft.value.code is ErrorCode.CLOCK_ROUND_DRAFT
    with pytest.raises(ServiceError) as missing:
        services.round_clock.get(tid, 3)
    assert missing.value.code is ErrorCode.NOT_FOUND
    assert "3" in describe(missing.value, "en")
    services.rounds.publish(tid, 2)
    in_play = services.round_clock.get(tid)
    assert (in_play.round_number, in_play.running, in_play.duration) == (2, False, 40 * 60)
    first = services.round_clock.get(tid, 1)
    assert (first.round_number, first.running, first.duration) == (1, True, 30 * 60)
    with pytest.raises(ServiceError) as unknown:
        services.round_clock.get(TournamentId(tid + 99))
    assert unknown.value.code is ErrorCode.NOT_FOUND


def test_the_log_names_the_clock_and_undo_passes_over_it(
    services: Services, in_play: TournamentId
) -> None:
    tid = in_play
    services.results.enter_totals(tid, 1, 1, 300, 200)
    services.round_clock.start(tid)
    services.round_clock.pause(tid)
    newest = services.audit.list(tid)[0]
    assert action_label(newest.action, "it") == "Cronometro del turno in pausa"
    assert action_label(newest.action, "en") == "Round clock paused"
    # Ctrl+Z after a pause takes back the result, the last thing the evening changed.
    undone = services.audit.undo_last(tid)
    assert undone.action == "result.enter"
    assert services.round_clock.get(tid).started


def test_a_display_station_reads_the_clock_but_cannot_touch_it(
    services: Services, database_url: str, in_play: TournamentId
) -> None:
    tid = in_play
    hall = open_services(database_url, station="hall", read_only=True)
    try:
        with pytest.raises(ServiceError) as refused:
            hall.round_clock.start(tid)
        assert refused.value.code is ErrorCode.READ_ONLY_STATION
    finally:
        hall.close()
